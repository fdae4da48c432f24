import { describe, expect, it } from 'vitest';

// The module's adapters read their configuration at import; any value will do here.
process.env.TABLE_NAME ??= 'unit';
process.env.SENDER_EMAIL ??= 'no-reply@example.com';
process.env.WEB_ORIGIN ??= 'https://app.example.com';
const { retryDelayMs } = await import('./verification-mail');

describe('queued verification e-mails', () => {
  it('are tried again after 1, 2, 4 … minutes, at most an hour apart', () => {
    expect([1, 2, 3, 4, 7, 8, 30].map((failures) => retryDelayMs(failures) / 60_000)).toEqual([1, 2, 4, 8, 60, 60, 60]);
  });
});
