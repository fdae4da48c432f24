import { describe, expect, it } from 'vitest';
import { personNameSchema } from './person-name';

const schema = personNameSchema('First name');
const messageFor = (name: string) => schema.safeParse(name).error?.issues[0]?.message;

describe('person names (they go into e-mails)', () => {
  it('accept letters of any script, spaces, hyphens, apostrophes and periods', () => {
    for (const name of [
      'Ada',
      'Jean-Luc',
      "O'Brien",
      'O’Brien',
      'J. R.',
      'José',
      'Jose\u0301',
      'Zoë',
      'Łukasz',
      'Ørsted',
      'Мария',
      '李小龍',
      'अनिल',
      'محمد',
      'St. John',
      'a'.repeat(50),
    ]) {
      expect(schema.safeParse(name), name).toMatchObject({ success: true, data: name });
    }
  });

  it('trim what they keep', () => {
    expect(schema.parse('  Ada  ')).toBe('Ada');
  });

  it('refuse links, markup, line breaks and other characters with a message naming the field', () => {
    for (const name of [
      'http://x.y',
      'a\nb',
      'a\rb',
      'a\tb',
      '<b>',
      'Ada & co',
      'Ada"',
      'x@y',
      'Ada1',
      'a/b',
      'Ada:',
      'a\u00a0b',
      'a\u2028b',
      'Ada 🙂',
    ]) {
      expect(messageFor(name), JSON.stringify(name)).toBe('First name may hold only letters, spaces, hyphens, apostrophes and periods.');
    }
  });

  it('refuse a period directly before a letter, which mail clients turn into a link', () => {
    for (const name of ['example.com', 'evil.co', 'J.R.', 'www.x'])
      expect(messageFor(name), name).toBe('First name needs a space after a period (like "J. R.").');
  });

  it('refuse more than 50 characters, an empty name and one without a letter', () => {
    expect(messageFor('a'.repeat(51))).toBe('First name must be at most 50 characters.');
    expect(messageFor('   ')).toBe('First name is required.');
    expect(messageFor("-. '")).toBe('First name must contain a letter.');
  });
});
