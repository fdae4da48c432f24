import { cloneElement, isValidElement, useId, type ReactElement } from 'react';

interface Props {
  readonly label: string;
  readonly error?: string | undefined;
  readonly hint?: string;
  readonly children: ReactElement<Record<string, unknown>>;
}

/** A labelled input whose error is announced and tied to the input for screen readers. */
export function Field({ label, error, hint, children }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const input = isValidElement(children)
    ? cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })
    : children;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {input}
      {hint && (
        <small id={hintId} className="hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={errorId} className="field-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
