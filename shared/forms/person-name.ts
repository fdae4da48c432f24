import * as z from 'zod/mini';
import '../zod-locale';

/**
 * A person's name as the product keeps it and puts it into e-mails ("Hello Ada,"): letters of any
 * script (with their combining marks, which some scripts cannot be written without), spaces,
 * hyphens, apostrophes (' or ’) and periods, at most 50 characters. Nothing else can form a link,
 * markup or a line break in an inbox under the product's name; and as a period directly before a
 * letter would let "example.com" through, a period ends a word ("J. R.", "St. John").
 */
export const personNameMaxLength = 50;

const allowedCharacters = /^[\p{L}\p{M} '’.-]*$/u;
const periodBeforeLetter = /\.[\p{L}\p{M}]/u;
const hasLetter = /\p{L}/u;

/**
 * Runs a check only while the name has no issue yet. Not `abort: true`: an aborting issue also stops
 * the form's cross-field checks (passwords that differ, years of practice), so an empty name would
 * hide those messages until it was filled in.
 */
const whileValid = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

export function personNameSchema(label: string) {
  // Each check runs only if the ones before passed, so a name is told one thing at a time.
  return z.string().check(
    z.trim(),
    z.minLength(1, { error: `${label} is required.` }),
    z.maxLength(personNameMaxLength, { error: `${label} must be at most ${personNameMaxLength} characters.`, ...whileValid }),
    z.regex(allowedCharacters, { error: `${label} may hold only letters, spaces, hyphens, apostrophes and periods.`, ...whileValid }),
    z.refine((name) => !periodBeforeLetter.test(name), { error: `${label} needs a space after a period (like "J. R.").`, ...whileValid }),
    z.refine((name) => hasLetter.test(name), { error: `${label} must contain a letter.`, ...whileValid }),
  );
}
