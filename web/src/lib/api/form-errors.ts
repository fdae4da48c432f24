import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';

/**
 * Puts the API's per-field messages (400, 409) on the form's fields and returns the sentence to
 * show above the form, or undefined when every message found its field.
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): string | undefined {
  if (!(error instanceof ApiError)) return (error as Error)?.message ?? String(error);
  const unplaced = Object.entries(error.fields).filter(([field, message]) => {
    if (!fieldNames.includes(field as Path<T>)) return true;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
    return false;
  });
  return Object.keys(error.fields).length > 0 && unplaced.length === 0 ? undefined : error.message;
}
