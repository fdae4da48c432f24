import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('returns the typed values', () => {
    expect(parseEnv({ TABLE_NAME: z.string().check(z.minLength(1)) }, { TABLE_NAME: 't' })).toEqual({ TABLE_NAME: 't' });
  });

  it('names every missing variable', () => {
    expect(() => parseEnv({ TABLE_NAME: z.string(), BUCKET: z.string() }, {})).toThrow(/TABLE_NAME.*BUCKET/);
  });
});
