import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { storedSessionAttribute, storedSessionHintScript, tokenKeyPrefix } from './stored-session-hint';

/** Web Storage over a plain list of keys, as the script reads it (length and key(i)). */
function storage(keys: readonly string[]) {
  return { length: keys.length, key: (index: number) => keys[index] ?? null };
}

/** Runs the inline script as a browser would, in a page with these storage areas; returns the attributes it set on <html>. */
function run(areas: { localStorage: unknown; sessionStorage: unknown }): Record<string, string> {
  const attributes: Record<string, string> = {};
  const documentElement = { setAttribute: (name: string, value: string) => (attributes[name] = value) };
  runInNewContext(storedSessionHintScript, { ...areas, document: { documentElement } });
  return attributes;
}

describe('the stored-session hint (inline, before the first paint)', () => {
  const token = `${tokenKeyPrefix}client.user.accessToken`;

  it('marks the document when either storage area holds one of Amplify’s tokens', () => {
    expect(run({ localStorage: storage(['auth.remember', token]), sessionStorage: storage([]) })).toEqual({ [storedSessionAttribute]: '' });
    expect(run({ localStorage: storage([]), sessionStorage: storage([token]) })).toEqual({ [storedSessionAttribute]: '' });
  });

  it('leaves it alone for a visitor with no tokens (other keys do not count, nor the prefix inside a key)', () => {
    expect(run({ localStorage: storage(['auth.remember', `x${token}`]), sessionStorage: storage([]) })).toEqual({});
  });

  it('never breaks the page where Web Storage refuses to be read (blocked cookies)', () => {
    const refusing = {
      get length(): number {
        throw new Error('SecurityError');
      },
    };
    expect(() => run({ localStorage: refusing, sessionStorage: refusing })).not.toThrow();
  });
});
