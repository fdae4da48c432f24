import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import * as messages from '#shared/messages.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { applyApiError } from '#web/lib/api/form-errors.ts';
import { MissingPdf } from './use-request-upload';

/**
 * How a request form reports a failed submit: a missing PDF only under the picker; the API's field
 * messages on their fields (the PDF's under the picker); and "Error: {message}" in the page (spec §8).
 */
export function requestFailure<T extends FieldValues>(fieldNames: readonly Path<T>[], setFileError: (text: string) => void) {
  return (error: unknown, form: UseFormReturn<T, unknown, unknown>): string | undefined => {
    if (error instanceof MissingPdf) return undefined;
    if (error instanceof ApiError && error.fields.file) setFileError(error.fields.file);
    applyApiError(error, form.setError, fieldNames);
    return messages.requests.uploadFailure((error as Error).message);
  };
}
