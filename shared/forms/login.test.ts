import { describe, expect, it } from 'vitest';
import { loginSchema } from './login';

describe('login form', () => {
  it('requires e-mail and password', () => {
    const result = loginSchema.safeParse({ email: '', password: '', rememberMe: false });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(fields).toEqual({ email: 'E-mail is required.', password: 'Password is required.' });
  });

  it('rejects a malformed e-mail and trims a good one', () => {
    expect(loginSchema.safeParse({ email: 'doctor@', password: 'x', rememberMe: true }).success).toBe(false);
    expect(loginSchema.parse({ email: ' dr@example.com ', password: 'x', rememberMe: true }).email).toBe('dr@example.com');
    expect(loginSchema.parse({ email: 'Dr@Example.COM', password: 'x', rememberMe: true }).email).toBe('dr@example.com');
  });
});
