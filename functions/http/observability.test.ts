import { describe, expect, it } from 'vitest';
import { loggableError, redact, requestValues } from './observability';

describe('redact', () => {
  it('removes e-mail addresses, link tokens and JWT parts, and keeps the names of things', () => {
    const jwt = 'eyJraWQiOiJhYmMxMjMiLCJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJlLXZhbHVlLTEyMw';
    const token = 'QWxhZGRpbjpvcGVuIHNlc2FtZSBhbmQgbW9yZSBieXRlcw';
    expect(redact(`ConditionalCheckFailedException for dr.who+x@mail.example.org with ${token} and Bearer ${jwt}`)).toBe(
      'ConditionalCheckFailedException for [e-mail] with [redacted] and Bearer [redacted].[redacted].[redacted]',
    );
  });

  it('removes the request’s own values, longest first', () => {
    expect(redact('bad password Correct-Horse-42! for Ada Lovelace', ['Ada', 'Ada Lovelace', 'Correct-Horse-42!'])).toBe(
      'bad password [redacted] for [redacted]',
    );
  });
});

describe('requestValues', () => {
  it('collects the strings of the body (parsed or not), path and query, of three characters or more', () => {
    expect(
      requestValues({ body: JSON.stringify({ email: 'a@b.co', nested: { name: 'Ada' }, state: 'CA', pages: 3 }), pathParameters: { id: 'n1x' } }),
    ).toEqual(['a@b.co', 'Ada', 'n1x']);
    expect(requestValues({ body: { password: 'secret-1' } })).toEqual(['secret-1']);
    expect(requestValues({ body: 'not json at all' })).toEqual(['not json at all']);
  });
});

describe('loggableError', () => {
  it('keeps the stack’s frames and drops its first line, which repeats the message', () => {
    const logged = loggableError(new Error('no account for ada@example.com'));
    expect(logged.message).toBe('no account for [e-mail]');
    expect(logged.stack).toMatch(/^\s+at /);
    expect(logged.stack).not.toContain('ada@example.com');
  });
});
