import type { UseFormRegisterReturn } from 'react-hook-form';

/** The terms checkbox (signup and both request forms), with its message under it. */
export function TermsField({
  input,
  error,
  text,
}: {
  readonly input: UseFormRegisterReturn;
  readonly error: string | undefined;
  readonly text: string;
}) {
  return (
    <div className="field">
      <label className="checkbox">
        <input type="checkbox" aria-invalid={error ? true : undefined} {...input} /> {text}
      </label>
      {error && (
        <small className="field-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
