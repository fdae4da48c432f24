import { cloneElement, isValidElement, useId, type ReactElement } from 'react';

interface Props {
  readonly label: string;
  readonly error?: string | undefined;
  readonly hint?: string;
  /**
   * Marks the field required: aria-required on the input for assistive technology, and a visible
   * "(required)" after the label. Forms keep noValidate, so their own messages explain what is missing.
   */
  readonly required?: boolean;
  readonly children: ReactElement<Record<string, unknown>>;
}

/** A labelled input whose error is announced and tied to the input for screen readers. */
export function Field({ label, error, hint, required = false, children }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // An error that repeats the hint word for word (the password rule) replaces it rather than showing it twice.
  const shownHint = hint && hint !== error ? hint : undefined;
  const describedBy = [shownHint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const input = isValidElement(children)
    ? cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        ...(required ? { 'aria-required': 'true' } : {}),
      })
    : children;
  // The marker sits beside the label rather than in it, so the accessible name stays the label alone
  // (screen readers hear "required" once, from aria-required); it reads in the muted hint style.
  const caption = required ? (
    <span className="field__label">
      <label htmlFor={id}>{label}</label>{' '}
      <span className="hint field__required" aria-hidden="true">
        (required)
      </span>
    </span>
  ) : (
    <label htmlFor={id}>{label}</label>
  );
  return (
    <div className="field">
      {caption}
      {input}
      {shownHint && (
        <small id={hintId} className="hint">
          {shownHint}
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
