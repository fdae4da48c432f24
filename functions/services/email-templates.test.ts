import { describe, expect, it } from 'vitest';
import {
  accountDeletedEmail,
  emailChangedNotice,
  escapeHtml,
  maskEmail,
  passwordResetEmail,
  requestReceivedEmail,
  reviewDeliveredEmail,
  siteName,
  staffApprovedEmail,
  staffAwaitingApprovalEmail,
  twoStepResetEmail,
  verificationEmail,
} from './email-templates';

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

describe('request e-mails', () => {
  const list = 'https://app.example/profile/contractReviewList';
  const submittedAt = Date.UTC(2026, 10, 22, 15, 5);

  it('confirm a request: when it arrived, what happens next, the typical turnaround, and the way to withdraw', () => {
    const mail = requestReceivedEmail({ firstName: 'Ada', type: 'contractReview', submittedAt, url: list });
    expect(mail.subject).toBe('We received your contract review request');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('November 22, 2026 at 3:05 PM (UTC)');
      expect(part).toMatch(/What happens next/);
      expect(part).toMatch(/up to 3 business days/);
      expect(part).toMatch(/withdraw/);
    }
    expect(mail.html).toContain(`href="${list}"`);
    expect(requestReceivedEmail({ firstName: 'Ada', type: 'compensationConsult', submittedAt, url: list }).subject).toBe(
      'We received your compensation consultation request',
    );
  });

  it('announce a delivered review without attaching it', () => {
    const mail = reviewDeliveredEmail({ firstName: 'Ada', type: 'compensationConsult', submittedAt, url: list });
    expect(mail.subject).toBe('Your compensation consultation is ready');
    expect(mail.text).toContain(`See my compensation consultation requests: ${list}`);
    expect(mail.text).toMatch(/not attached/);
  });
});

describe('staff onboarding e-mails (issue 29)', () => {
  const settings = 'https://app.example/dashboard/settings';
  const login = 'https://app.example/login';

  it('tell an admin who waits for approval and where to approve them, never as markup', () => {
    const mail = staffAwaitingApprovalEmail({ firstName: 'Ada', staffName: 'Nia <b>Okafor</b>', staffEmail: 'nia@example.test', url: settings });
    expect(mail.subject).toBe('A staff account is waiting for your approval');
    expect(mail.text).toContain('Nia <b>Okafor</b> (nia@example.test)');
    expect(mail.html).toContain('Nia &lt;b&gt;Okafor&lt;/b&gt;');
    expect(mail.text).toContain(`Open Settings: ${settings}`);
  });

  it('tell a member they are approved, and how to sign in', () => {
    const mail = staffApprovedEmail({ firstName: 'Nia', url: login });
    expect(mail.subject).toBe(`Your ${siteName} staff account is approved`);
    expect(mail.text).toContain('Hello Nia,');
    expect(mail.text).toContain(`Log in: ${login}`);
  });

  it('tell the holder that an admin reset their two-step sign-in and what comes next', () => {
    const mail = twoStepResetEmail({ firstName: 'Nia', url: login });
    expect(mail.subject).toBe('Your two-step sign-in was reset');
    for (const part of [mail.html, mail.text]) {
      expect(part).toMatch(/signed out/);
      expect(part).toMatch(/set up two-step sign-in again/);
      expect(part).toMatch(/reset your password/);
    }
  });
});

describe('the deleted account’s notice (issue 37)', () => {
  const contactUrl = 'https://app.example/contact';

  it('says an administrator deleted the account and its data, and whom to ask, with no secret link and no data but the name', () => {
    const mail = accountDeletedEmail({ firstName: 'Lee <i>', contactUrl });
    expect(mail.subject).toBe(`Your ${siteName} account was deleted`);
    for (const part of [mail.html, mail.text]) {
      expect(part).toMatch(/An administrator of Physician Contracts has deleted your account and its data/);
      expect(part).toMatch(/write to our staff from the Contact page/);
      expect(part).not.toMatch(/token/i);
    }
    // The one link is the Contact page's, with no fragment or query.
    expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([contactUrl]);
    expect(new Set([...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]))).toEqual(new Set([contactUrl]));
    expect(mail.text).toContain('Hello Lee <i>,');
    expect(mail.html).toContain('Hello Lee &lt;i&gt;,');
    expect(mail.text).toContain(`Contact us: ${contactUrl}`);
  });

  it('greets without a name when none is known', () => {
    const mail = accountDeletedEmail({ firstName: '', contactUrl });
    expect(mail.text).toContain('\nHello,\n');
    expect(mail.html).toContain('>Hello,</p>');
  });
});
