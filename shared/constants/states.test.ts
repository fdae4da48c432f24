import { describe, expect, it } from 'vitest';
import { stateCodes, stateName, stateSchema, states } from './states';

describe('states of practice', () => {
  it('lists the 50 states plus the District of Columbia', () => {
    expect(states).toHaveLength(51);
    expect(stateCodes).toHaveLength(51);
    expect(states).toContainEqual({ code: 'DC', name: 'District of Columbia' });
  });

  it('has unique codes and unique names', () => {
    expect(new Set(states.map((s) => s.code)).size).toBe(51);
    expect(new Set(states.map((s) => s.name)).size).toBe(51);
  });

  it('stores two-letter upper-case codes', () => {
    for (const code of stateCodes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('is sorted by name, as the select shows it', () => {
    const names = states.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('stateSchema', () => {
  it('accepts every code', () => {
    for (const code of stateCodes) expect(stateSchema.parse(code)).toBe(code);
  });

  it('rejects names, lower-case codes and territories outside the list', () => {
    expect(stateSchema.safeParse('California').success).toBe(false);
    expect(stateSchema.safeParse('ca').success).toBe(false);
    expect(stateSchema.safeParse('PR').success).toBe(false);
    expect(stateSchema.safeParse('').success).toBe(false);
  });
});

describe('stateName', () => {
  it('names a stored code', () => {
    expect(stateName('NY')).toBe('New York');
    expect(stateName('DC')).toBe('District of Columbia');
  });

  it('is undefined for an unknown code', () => {
    expect(stateName('XX')).toBeUndefined();
    expect(stateName('ny')).toBeUndefined();
  });
});
