import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './contact';

describe('contact form', () => {
  it('requires name, e-mail and message', () => {
    const result = contactMessageSchema.safeParse({ name: ' ', email: '', message: '' });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(fields).toEqual({ name: 'Name is required.', email: 'E-mail is required.', message: 'Message is required.' });
  });

  it('rejects a malformed e-mail and trims what it keeps', () => {
    expect(contactMessageSchema.safeParse({ name: 'A', email: 'doctor@', message: 'Hi' }).success).toBe(false);
    expect(contactMessageSchema.parse({ name: ' Dr Lee ', email: ' lee@example.com ', message: ' Hello ' })).toEqual({
      name: 'Dr Lee',
      email: 'lee@example.com',
      message: 'Hello',
    });
  });

  it('holds the sender name to the rule for names that go into e-mails', () => {
    expect(contactMessageSchema.safeParse({ name: 'Jean-Luc O’Brien', email: 'a@example.com', message: 'Hi' }).success).toBe(true);
    for (const name of ['http://x.y', 'a\nb', '<b>', 'x'.repeat(51)]) {
      const result = contactMessageSchema.safeParse({ name, email: 'a@example.com', message: 'Hi' });
      expect(
        result.error?.issues.map((issue) => issue.path.join('.')),
        name,
      ).toEqual(['name']);
    }
  });

  it('refuses a message longer than 5000 characters', () => {
    expect(contactMessageSchema.safeParse({ name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) }).success).toBe(false);
  });
});
