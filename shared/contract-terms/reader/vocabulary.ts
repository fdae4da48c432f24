/**
 * Vocabulary as data (issue 38): each family keeps its words as lists a reviewer can read and extend, one entry
 * for each way a contract says a thing ("base salary", "annual base compensation", "guaranteed compensation"), and
 * this is the one place they become patterns. An entry is a pattern (`\b` word edges, `\s+` between words, `(?:a|b)`
 * for a choice), so one entry can cover its plural and its spacing.
 */

/** The entries of a list as one pattern: any of them, the earlier entry first where two match at one place. */
export function compile(entries: readonly string[], flags = 'i'): RegExp {
  return new RegExp(entries.join('|'), flags);
}

/** The entry of a list that matched at `at` in `text` (the one a compiled list chose there), as listed. */
export function entryAt(entries: readonly string[], text: string, at: number, flags = 'i'): string | undefined {
  for (const entry of entries) {
    const re = new RegExp(entry, `${flags.replace(/[gy]/g, '')}y`);
    re.lastIndex = at;
    if (re.test(text)) return entry;
  }
  return undefined;
}
