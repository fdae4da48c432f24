import type { UseFormReturn } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import * as messages from '#shared/messages.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { requestFailure } from './request-failure';

describe('requestFailure', () => {
  // The daily limits (functions/services/rate-limits.ts) answer 429 with a sentence naming the limit,
  // from the upload form's route or the submit route alike: the page shows it as any API error.
  it('shows a 429 limit sentence in the page, on no field', () => {
    const setFileError = vi.fn();
    const setError = vi.fn();
    const form = { setError } as unknown as UseFormReturn<{ phone: string }, unknown, unknown>;
    const limit = messages.limits.requestSubmissions(10);
    const shown = requestFailure<{ phone: string }>(['phone'], setFileError)(new ApiError(429, 'too_many_requests', limit), form);
    expect(shown).toBe(`Error: ${limit}`);
    expect(setFileError).not.toHaveBeenCalled();
    expect(setError).not.toHaveBeenCalled();
  });
});
