import { describe, expect, it } from 'vitest';
import { emailChangedNotice, escapeHtml, maskEmail, passwordResetEmail, siteName, verificationEmail } from './email-templates';

const url = 'https://app.example/verify#token=abc_DEF-123';

describe('account e-mails', () => {
  it('carry the product name, the link and a text part in every verification mail', () => {
    for (const reason of ['signup', 'resend', 'emailChange'] as const) {
      const mail = verificationEmail({ firstName: 'Ada', url, reason });
      expect(mail.subject).toContain(siteName);
      expect(mail.html).toContain(`href="${url}"`);
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.text).toContain(url);
      expect(mail.text).toContain('Hello Ada,');
      expect(mail.text).not.toMatch(/<[a-z]/i);
      expect(mail.html).toContain(siteName);
    }
  });

  it('says what each verification mail is for', () => {
    expect(verificationEmail({ firstName: 'A', url, reason: 'signup' }).text).toMatch(/Welcome/);
    expect(verificationEmail({ firstName: 'A', url, reason: 'emailChange' }).text).toMatch(/sign in .* with this e-mail/);
    expect(verificationEmail({ firstName: 'A', url, reason: 'resend' }).text).toMatch(/new link/);
  });

  it('never lets a name become markup', () => {
    const mail = passwordResetEmail({ firstName: '<img src=x onerror=alert(1)>', url });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(escapeHtml(`"&'`)).toBe('&quot;&amp;&#39;');
  });

  it('tells how long a reset link lasts', () => {
    const mail = passwordResetEmail({ firstName: 'Ada', url });
    expect(mail.subject).toBe(`Reset your ${siteName} password`);
    expect(mail.text).toMatch(/expires in 1 hour/);
    expect(mail.html).toContain(`href="${url}"`);
  });

  it('tell the old address of an e-mail change, with the undo link in both parts and the new address masked', () => {
    const undo = 'https://app.example/email-change/undo#token=abc_DEF-123';
    const mail = emailChangedNotice({ firstName: 'Ada', newEmail: 'mallory@evil.example', url: undo });
    expect(mail.subject).toBe(`Your ${siteName} sign-in e-mail was changed`);
    expect(mail.html).toContain(`href="${undo}"`);
    expect(mail.text).toContain(`Restore my e-mail address: ${undo}`);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('m•••@evil.example');
      expect(part).not.toContain('mallory');
      expect(part).toMatch(/expires in 7 days/);
      expect(part).toMatch(/reset your password/);
    }
  });

  it('mask an address to its first character and domain', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j•••@example.com');
    expect(maskEmail('not-an-address')).toBe('•••');
  });
});
