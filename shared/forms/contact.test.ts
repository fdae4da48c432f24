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

  it('refuses a message longer than 5000 characters', () => {
    expect(contactMessageSchema.safeParse({ name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) }).success).toBe(false);
  });
});
