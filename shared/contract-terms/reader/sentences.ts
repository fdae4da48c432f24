/**
 * Text structure (issue 38): sentences with their offsets in the joined text, clauses (cut at ";" and at a list's
 * items), and the heading a paragraph opens with.
 */

export interface Sentence {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

// Abbreviations whose period ends no sentence.
const abbreviation = /(?:\b(?:Dr|Mr|Mrs|Ms|No|Nos|Inc|Corp|Co|Ltd|LLC|P\.C|St|Sec|Art|e\.g|i\.e|etc|vs|approx|U\.S|M\.D|D\.O|Jr|Sr)|\b[A-Z])\.$/;

/** Sentences with their offsets in the joined text; a short heading ("4.1 Base Salary.") joins what follows. */
export function sentencesOf(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;
  const boundary = /[.!?](?=["')\]]?\s+(?:[A-Z(0-9"•▪●◦]|$))|\n\s*\n|\s{3,}(?=\d+(?:\.\d+)*\s+[A-Z])|\s(?=[•▪●◦]\s)/g;
  for (let m = boundary.exec(text); m; m = boundary.exec(text)) {
    const end = m.index + m[0].length;
    const candidate = text.slice(start, end);
    if (m[0] === '.' && abbreviation.test(text.slice(Math.max(0, end - 6), end))) continue;
    // A section number like "4.1." or a heading of a few words: keep it with the next sentence.
    const words = candidate.trim().split(/\s+/).length;
    if (words <= 5 && !/\d{2,}|\$/.test(candidate.replace(/^\s*[\d.]+\s*/, ''))) continue;
    sentences.push({ start, end, text: candidate });
    start = end;
  }
  if (start < text.length) sentences.push({ start, end: text.length, text: text.slice(start) });
  return sentences.filter((s) => s.text.trim() !== '');
}

/** A sentence cut at ";" and before the items of a list ("as follows: (a) ..."). */
export function clausesOf(sentence: Sentence): { text: string; start: number }[] {
  const clauses: { text: string; start: number }[] = [];
  let start = 0;
  const re = /;\s*|:\s+(?=\(?[a-z0-9]\))/g;
  for (let m = re.exec(sentence.text); m; m = re.exec(sentence.text)) {
    clauses.push({ text: sentence.text.slice(start, m.index), start: sentence.start + start });
    start = m.index + m[0].length;
  }
  clauses.push({ text: sentence.text.slice(start), start: sentence.start + start });
  return clauses;
}

/** A paragraph's heading ("2. Relocation Allowance." or "4.8 Repayment of Relocation."), when it opens with one. */
export function sectionHeading(text: string): string | undefined {
  // A heading read as a sentence of its own ends the text ("4.2 Weekend Injury Clinic and Call.").
  const m = /^\s*(?:(?:section|article)\s+)?[\d.()a-z]*\s*([A-Z][\w,'’&/ -]{0,60}?)\.(?:\s|$)/.exec(text);
  return m && m[1]!.trim().split(/\s+/).length <= 6 ? m[1] : undefined;
}
