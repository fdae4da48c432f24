import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueuedMail } from '../adapters/mail-outbox';

/**
 * The hourly cap on verification and reset mail, around the table: its one counter (takeAllowance),
 * the outbox and the mailer replaced by recorders. The counter itself is the abuse limits' (tested
 * against DynamoDB Local by the integration suites), as is a flood's end to end (mail-outbox.integ).
 */
const calls: string[] = [];
const allowance = { value: { allowed: true } as { allowed: true } | { allowed: false; retryAfterSeconds: number }, fails: false };
const takeAllowance = vi.fn(async (..._args: unknown[]) => {
  calls.push('takeAllowance');
  if (allowance.fails) throw new Error('table unavailable');
  return allowance.value;
});
vi.mock('../adapters/rate-limit-counters', () => ({ takeAllowance }));
const queueMail = vi.fn(async (mail: QueuedMail) => void calls.push(`queueMail ${mail.kind}`));
const deferMail = vi.fn(async (mail: QueuedMail, _dueAt: number, _attempts?: number) => void calls.push(`deferMail ${mail.kind}`));
const due: { value: QueuedMail[] } = { value: [] };
vi.mock('../adapters/mail-outbox', () => ({
  queueMail,
  deferMail,
  removeQueuedMail: vi.fn(async (_userId: string, mail: { kind: string }) => void calls.push(`removeQueuedMail ${mail.kind}`)),
  dueMails: vi.fn(async () => due.value),
}));
const claim = { value: true };
vi.mock('../adapters/accounts', () => ({
  getAccount: vi.fn(async (userId: string) => ({ userId, email: `${userId}@example.test`, firstName: 'Ada', emailVerified: false })),
  claimLinkSend: vi.fn(async (_userId: string, attribute: string) => {
    calls.push(`claimLinkSend ${attribute}`);
    return claim.value;
  }),
}));
vi.mock('../adapters/requests', () => ({ getRequest: vi.fn(async () => ({ reviewed: true })) }));
vi.mock('../adapters/mailer', () => ({
  appLink: (path: string) => `https://app.example.test${path}`,
  sendEmail: vi.fn(async () => {
    calls.push('sendEmail');
    return 'sent';
  }),
}));
vi.mock('./account-links', () => ({
  mailWithFreshLink: vi.fn(async (_recipient: unknown, purpose: string) => {
    calls.push(`mailWithFreshLink ${purpose}`);
    return 'sent';
  }),
}));
const countEvent = vi.fn();
vi.mock('../http/metrics', async (original) => ({ ...(await original<object>()), countEvent }));

process.env.MAIL_HOURLY_CAP = '40';
const { sendOrQueue, deliverQueuedMail } = await import('./queued-mail');
const { mailHourlyCap } = await import('./mail-cap');

const now = 1_700_000_000_000;
const send = () =>
  sendOrQueue(
    'user-1',
    { kind: 'verifyEmail', reason: 'signup' },
    'user-1@example.test',
    async () => {
      calls.push('send');
      return 'sent';
    },
    now,
  );
const queued = (kind: 'verifyEmail' | 'resetPassword' | 'reviewDelivered', userId: string): QueuedMail =>
  ({
    ...(kind === 'reviewDelivered'
      ? { kind, type: 'contractReview', submittedAt: 5 }
      : kind === 'verifyEmail'
        ? { kind, reason: 'signup' }
        : { kind }),
    userId,
    attempts: 2,
    dueAt: now - 1,
    createdAt: now - 1000,
    givesUpAt: now + 3_000_000,
  }) as QueuedMail;

beforeEach(() => {
  calls.length = 0;
  allowance.value = { allowed: true };
  allowance.fails = false;
  claim.value = true;
  due.value = [];
  vi.clearAllMocks();
});

describe('a verification or reset mail sent at once', () => {
  it("takes one from the stage's one hourly counter first, with the configured cap", async () => {
    expect(mailHourlyCap).toBe(40);
    await expect(send()).resolves.toBe('sent');
    expect(calls).toEqual(['takeAllowance', 'send', 'removeQueuedMail verifyEmail']);
    expect(takeAllowance).toHaveBeenCalledWith('mailHourlyCap', 'stage', 'all', { max: 40, windowSeconds: 3600 }, now);
    expect(countEvent).not.toHaveBeenCalled();
  });

  it('once the budget is spent: not sent, queued for when the next hour starts, "delayed", and MailCapReached counted', async () => {
    allowance.value = { allowed: false, retryAfterSeconds: 600 };
    await expect(send()).resolves.toBe('delayed');
    expect(calls).toEqual(['takeAllowance', 'queueMail verifyEmail']);
    expect(queueMail).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'verifyEmail', userId: 'user-1', attempts: 0, dueAt: now + 600_000, createdAt: now }),
    );
    expect(countEvent).toHaveBeenCalledExactlyOnceWith('MailCapReached');
  });

  it('when the budget cannot be read: queued for the job (which counts it), never sent uncounted', async () => {
    allowance.fails = true;
    await expect(send()).resolves.toBe('delayed');
    expect(calls).toEqual(['takeAllowance', 'queueMail verifyEmail']);
    expect(queueMail).toHaveBeenCalledWith(expect.objectContaining({ dueAt: now }));
  });

  it("leaves other mail (review ready, the old address's notice) out of the count", async () => {
    allowance.value = { allowed: false, retryAfterSeconds: 600 };
    const other = async () => {
      calls.push('send');
      return 'sent' as const;
    };
    await expect(
      sendOrQueue('user-1', { kind: 'reviewDelivered', type: 'contractReview', submittedAt: 5 }, 'a@example.test', other, now),
    ).resolves.toBe('sent');
    await expect(
      sendOrQueue('user-1', { kind: 'emailChangedNotice', oldEmail: 'a@x.test', newEmail: 'b@x.test', linkValidUntil: 1 }, 'a@x.test', other, now),
    ).resolves.toBe('sent');
    expect(takeAllowance).not.toHaveBeenCalled();
  });
});

describe('the deliver-queued-mail job', () => {
  it('counts each verification and reset mail it sends; review mails are not counted', async () => {
    due.value = [queued('verifyEmail', 'a'), queued('reviewDelivered', 'b'), queued('resetPassword', 'c')];
    await expect(deliverQueuedMail(now)).resolves.toEqual({ sent: 3, deferred: 0, dropped: 0 });
    expect(calls.filter((call) => call === 'takeAllowance')).toHaveLength(2);
    expect(calls).toContain('mailWithFreshLink resetPassword');
  });

  it('once the budget is spent: the capped mails wait, attempts kept, until the hour ends (asked once a run); others still go', async () => {
    allowance.value = { allowed: false, retryAfterSeconds: 900 };
    due.value = [queued('verifyEmail', 'a'), queued('reviewDelivered', 'b'), queued('resetPassword', 'c')];
    await expect(deliverQueuedMail(now)).resolves.toEqual({ sent: 1, deferred: 2, dropped: 0 });
    expect(takeAllowance).toHaveBeenCalledTimes(1);
    expect(deferMail.mock.calls.map(([mail, dueAt, attempts]) => [mail.userId, dueAt, attempts])).toEqual([
      ['a', now + 900_000, 2],
      ['c', now + 900_000, 2],
    ]);
    expect(calls).not.toContain('mailWithFreshLink verifyEmail');
    expect(calls).not.toContain('mailWithFreshLink resetPassword');
    expect(calls).toContain('sendEmail');
    expect(countEvent).toHaveBeenCalledExactlyOnceWith('MailCapReached');
  });

  it('sends a reset link at most once a minute per account: a second one within the minute waits for it to end', async () => {
    due.value = [queued('resetPassword', 'c')];
    claim.value = false;
    await expect(deliverQueuedMail(now)).resolves.toEqual({ sent: 0, deferred: 1, dropped: 0 });
    expect(calls).toEqual(['takeAllowance', 'claimLinkSend resetSentAt', 'deferMail resetPassword']);
    expect(deferMail).toHaveBeenCalledWith(expect.objectContaining({ userId: 'c' }), now + 60_000, 2);
  });
});
