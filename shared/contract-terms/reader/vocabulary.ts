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

/*
 * Phrases as written (the second form of a list, for rules whose entries read as a person writes them): words as
 * printed, case ignored; a space also matches a hyphen or a line end ("pro rata", "pro-rata"); a word ending in "*"
 * takes any ending ("repay*": repay, repayable, repaid); "…" is a gap of up to ten words, never past a ";"; a word in
 * capitals is a placeholder the list's family defines ("PHYSICIAN": a word naming the physician).
 */

/** A list of phrases compiled: one group a phrase, so a match names the entry that made it. */
export interface PhraseVocabulary {
  readonly phrases: readonly string[];
  readonly pattern: RegExp;
}

/** Where a phrase matched, and the entry that matched, as listed. */
export interface PhraseMatch {
  readonly start: number;
  readonly end: number;
  readonly phrase: string;
}

export type Placeholders = Readonly<Record<string, string>>;

/** One word of a phrase as a pattern source. */
function wordSource(word: string, placeholders: Placeholders): string {
  if (Object.hasOwn(placeholders, word)) return placeholders[word]!;
  const stem = word.endsWith('*');
  const escaped = (stem ? word.slice(0, -1) : word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return stem ? `${escaped}\\w*` : escaped;
}

/** A phrase as written, as a pattern source. */
export function phraseSource(phrase: string, placeholders: Placeholders = {}): string {
  const words = phrase.split(' ');
  return words
    .map((word, i) => {
      if (word === '…') return String.raw`\s+(?:[^\s;]+\s+){0,10}?`;
      return (i > 0 && words[i - 1] !== '…' ? String.raw`[\s-]+` : '') + wordSource(word, placeholders);
    })
    .join('');
}

/** A list of phrases as one pattern of whole words; `notFollowedBy` is a pattern source no match may run into. */
export function phrases(list: readonly string[], placeholders: Placeholders = {}, notFollowedBy?: string): PhraseVocabulary {
  const alternatives = list.map((phrase) => `(${phraseSource(phrase, placeholders)})`);
  const guard = notFollowedBy === undefined ? '' : `(?!${notFollowedBy})`;
  return { phrases: list, pattern: new RegExp(String.raw`\b(?:${alternatives.join('|')})(?![\w-])${guard}`, 'gi') };
}

/** Every match of a phrase list in a text, with the entry that matched; `offset` is added to positions. */
export function matchesOf(words: PhraseVocabulary, text: string, offset = 0): PhraseMatch[] {
  const found: PhraseMatch[] = [];
  for (const m of text.matchAll(words.pattern)) {
    const entry = m.slice(1).findIndex((group) => group !== undefined);
    found.push({ start: offset + m.index, end: offset + m.index + m[0].length, phrase: words.phrases[entry] ?? m[0] });
  }
  return found;
}
