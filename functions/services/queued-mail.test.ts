import { describe, expect, it } from 'vitest';

// The module's adapters read their configuration at import; any value will do here.
process.env.TABLE_NAME ??= 'unit';
process.env.SENDER_EMAIL ??= 'no-reply@example.com';
process.env.WEB_ORIGIN ??= 'https://app.example.com';
process.env.MAIL_HOURLY_CAP ??= '500';
const { retryDelayMs } = await import('./queued-mail');

describe('queued e-mails', () => {
  it('are tried again after 1, 2, 4 … minutes, at most an hour apart', () => {
    expect([1, 2, 3, 4, 7, 8, 30].map((failures) => retryDelayMs(failures) / 60_000)).toEqual([1, 2, 4, 8, 60, 60, 60]);
  });
});

const { givesUpAt, queuedMailLifetimeMs } = await import('./queued-mail');
const { outboxSlot } = await import('#functions/adapters/mail-outbox.ts');

describe('how long a queued e-mail is tried', () => {
  const asked = 1_700_000_000_000;

  it('a reset link: only within the hour its link works; a notice: while its undo link works; others: a week', () => {
    expect(givesUpAt({ kind: 'resetPassword' }, asked)).toBe(asked + 60 * 60 * 1000);
    expect(givesUpAt({ kind: 'emailChangedNotice', oldEmail: 'a@x.test', newEmail: 'b@x.test', linkValidUntil: 1_700_000_123 }, asked)).toBe(
      1_700_000_123_000,
    );
    expect(givesUpAt({ kind: 'verifyEmail', reason: 'signup' }, asked)).toBe(asked + queuedMailLifetimeMs);
    expect(givesUpAt({ kind: 'reviewDelivered', type: 'contractReview', submittedAt: 5 }, asked)).toBe(asked + queuedMailLifetimeMs);
  });

  it('one slot per account and kind, and one per request for reviews', () => {
    expect(outboxSlot({ kind: 'resetPassword' })).toBe('resetPassword');
    expect(outboxSlot({ kind: 'reviewDelivered', type: 'contractReview', submittedAt: 5 })).toBe('reviewDelivered#contractReview#000000000000005');
  });
});
