import { describe, expect, it } from 'vitest';
import { linkTokenSchema } from '#shared/forms/account-email.ts';
import { hashLinkToken, newLinkToken } from './link-token';

describe('single-use link tokens', () => {
  it('are 43 url-safe characters that the shared schema accepts', () => {
    const { token } = newLinkToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(linkTokenSchema.safeParse(token).success).toBe(true);
  });

  it('differ every time, and only their hash is kept', () => {
    const a = newLinkToken();
    const b = newLinkToken();
    expect(a.token).not.toBe(b.token);
    expect(a.tokenHash).toBe(hashLinkToken(a.token));
    expect(a.tokenHash).not.toContain(a.token);
  });
});
