import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';

/**
 * The terms checkbox (signup and both request forms), with links to what is agreed to and its
 * message under it. The links open a new tab, so a half-filled form (a chosen PDF) is not lost.
 */
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
      <small className="hint terms-field__links">
        Read our{' '}
        <Link to="/terms" target="_blank" rel="noopener">
          Terms of Service<span className="visually-hidden"> (opens in a new tab)</span>
        </Link>{' '}
        and{' '}
        <Link to="/privacy" target="_blank" rel="noopener">
          Privacy Policy<span className="visually-hidden"> (opens in a new tab)</span>
        </Link>
        .
      </small>
      {error && (
        <small className="field-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
