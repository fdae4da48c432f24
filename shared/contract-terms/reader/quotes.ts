/**
 * Quotes (issue 37): what a finding shows of the contract — the sentence or table row its value came from, its
 * section heading apart, never a flattened table.
 */
import { numberWord, quantitiesIn, small } from './numbers.ts';
import type { Sentence } from './sentences.ts';

/** The longest quote shown: a sentence or a table row, never a flattened table or a run of bullet points. */
export const quoteLimit = 300;

/** A section heading that opens a sentence: "4.04 Relocation.", "ARTICLE 7. PROFESSIONAL LIABILITY INSURANCE 7.1". */
const headingAtStart = new RegExp(
  String.raw`^\s*(?:(?:(?:section|article)\s+)?(?:[A-Z]-)?[\dIVX]+(?:\.\d+)*\.?\s+)?(?:[A-Z][A-Z,'’&/ -]{3,60}(?=` +
    String.raw`\s+(?:\d+(?:\.\d+)*\.?\s+)?[A-Z][a-z])|[A-Z][\w,'’&/ -]{0,50}?\.(?=\s+[A-Z(]))\s*(?:\d+(?:\.\d+)+\.?` +
    String.raw`\s+)?`,
);

/**
 * Where a quote may be cut when it has to be: at a clause (";"), a bullet, an "(a)" or "(iv)" item, a row break
 * or a sentence's end. A numeral in parentheses after its number in words ("twenty-five (25) miles") is no item.
 */
const quoteCut = new RegExp(
  String.raw`;\s+|\s(?=[•▪●◦]\s)|(?<!\b${numberWord})\s(?=\((?:[a-z]|[ivx]+|\d+)\)\s)|\n+|(?<=\b[a-z]{3,}[.!?])\s+(?=\S)`,
  'gi',
);

/**
 * A table row written as a label and its figure on one line ("Cure Period twenty (20) days after notice",
 * "Signing Bonus $25,000"): a few capitalised words, then a number in digits or words, or a sum.
 */
const labelRow = new RegExp(
  String.raw`^\s*(?:[A-Z][\w'’/-]*[ \t]+){1,4}(?:\$[ \t]?\d|\d|(?:${Object.keys(small)
    .map((word) => `[${word[0]!.toUpperCase()}${word[0]}]${word.slice(1)}`)
    .join('|')})\b)`,
);

/**
 * Where the rows of a sentence end, in its text as printed (line ends kept): at a blank line, at a " | " where a
 * table was written on one line, and, after a row that opened as a label row, at a line opening in capitals (two
 * rows of a key-terms table long enough to read as one sentence, or the paragraph after the table).
 */
function rowsOf(printed: string): { start: number; end: number }[] {
  const rows: { start: number; end: number }[] = [];
  let start = 0;
  const cut = /\n[ \t]*\n\s*|\s+\|\s+|\n/g;
  for (let m = cut.exec(printed); m; m = cut.exec(printed)) {
    const next = printed.slice(m.index + m[0].length);
    const line = printed.slice(printed.lastIndexOf('\n', m.index - 1) + 1, m.index);
    // After a label row, a line in capitals opens the next row or paragraph, unless this line runs on into it.
    const rowEnds =
      m[0] !== '\n' ||
      (labelRow.test(printed.slice(start)) &&
        /^[ \t]*[A-Z$]/.test(next) &&
        !/[,:;(/-]$|\b(?:and|or|of|the|a|an|to|in|for|with|by|at|on|per|than|from|within)$/i.test(line.trimEnd()));
    if (!rowEnds) continue;
    rows.push({ start, end: m.index });
    start = m.index + m[0].length;
  }
  rows.push({ start, end: printed.length });
  return rows.filter((row) => row.end > row.start);
}

/** Pieces of a text cut at `cut`, each with its offsets, and with the cut's text unless it only separates. */
function piecesOf(text: string, cut: RegExp, separator = false): { start: number; end: number }[] {
  const pieces: { start: number; end: number }[] = [];
  let start = 0;
  cut.lastIndex = 0;
  for (let m = cut.exec(text); m; m = cut.exec(text)) {
    pieces.push({ start, end: separator ? m.index : m.index + m[0].length });
    start = m.index + m[0].length;
  }
  pieces.push({ start, end: text.length });
  return pieces.filter((piece) => piece.end > piece.start);
}

/**
 * What a finding quotes: the sentence or table row its value came from, its section heading apart,
 * at most quoteLimit characters, always holding the whole value phrase with its unit ("twenty-five (25)
 * miles", "$350,000 annually"). A blank line in a sentence is a row's or a paragraph's end (a table's
 * header row, a heading the sentence was read with): the quote is the row holding the value. A longer
 * run (a table read as one line, a list of bullet points) is cut to the clause or item holding the
 * value, then to the words around it.
 */
export function quoteOf(sentence: Sentence, at: number, asPrinted = sentence.text): { quote: string; section?: string } {
  let text = sentence.text;
  let lines = asPrinted;
  let offset = at >= sentence.start && at < sentence.end ? at - sentence.start : -1;
  // The value phrase runs from where the value is printed to the end of its unit.
  const printed = offset < 0 ? undefined : quantitiesIn(text).find((q) => q.start <= offset && offset < q.end);
  let valueEnd = offset < 0 ? -1 : (printed?.end ?? offset + 1);
  let section: string | undefined;
  const heading = headingAtStart.exec(text);
  if (heading && heading[0].trim().split(/\s+/).length <= 9 && heading[0].length < text.trim().length) {
    const title = heading[0]
      .trim()
      .replace(/^(?:(?:section|article)\s+)?(?:[A-Z]-)?[\dIVX]+(?:\.\d+)*\.?\s+/i, '')
      .replace(/\s+\d+(?:\.\d+)+\.?$/, '')
      .replace(/\.$/, '')
      .trim();
    if (title && (offset < 0 || offset >= heading[0].length)) {
      section = title;
      text = text.slice(heading[0].length);
      lines = lines.slice(heading[0].length);
      if (offset >= 0) {
        offset -= heading[0].length;
        valueEnd -= heading[0].length;
      }
    }
  }
  const tidy = (raw: string) => raw.replace(/\s+/g, ' ').trim();
  /** The pieces from the one holding the value's start to the one holding its end. */
  const holding = (pieces: readonly { start: number; end: number }[]) => {
    const first = pieces.findIndex((piece) => offset >= piece.start && offset < piece.end);
    if (first < 0) return undefined;
    let last = first;
    while (last + 1 < pieces.length && pieces[last]!.end < valueEnd) last++;
    return { first, last, start: pieces[first]!.start, end: pieces[last]!.end };
  };
  const keep = (start: number, end: number) => {
    text = text.slice(start, end);
    lines = lines.slice(start, end);
    if (offset >= 0) {
      offset -= start;
      valueEnd -= start;
    }
  };
  if (offset >= 0) {
    // The row or paragraph holding the value, without the header row or heading it was read with; a value alone
    // on its line ("$525,000" under "Base salary") keeps the label above it.
    const rows = rowsOf(lines);
    const row = holding(rows);
    if (row && rows.length > 1) {
      const own = tidy(text.slice(row.start, row.end));
      const label =
        row.first > 0 &&
        own
          .replace(tidy(text.slice(offset, valueEnd)), '')
          .trim()
          .split(/\s+/)
          .filter((w) => /[a-z]/i.test(w)).length < 2;
      keep(label ? rows[row.first - 1]!.start : row.start, row.end);
    }
  }
  if (tidy(text).length > quoteLimit) {
    // The clause, list item or row holding the value.
    const piece = offset >= 0 ? holding(piecesOf(text, quoteCut)) : undefined;
    if (piece && tidy(text.slice(piece.start, piece.end)).length >= 20) keep(piece.start, piece.end);
  }
  let quote = tidy(text);
  if (quote.length > quoteLimit) {
    // Still long: the words around the value, all of it (or the opening words when it is printed elsewhere).
    const tidyAt = (raw: number) => text.slice(0, raw).replace(/\s+/g, ' ').trimStart().length;
    const valueStart = offset >= 0 ? Math.min(quote.length, tidyAt(offset)) : 0;
    const valueStop = offset >= 0 ? Math.min(quote.length, tidyAt(valueEnd)) : 0;
    let from = Math.max(0, valueStart - Math.floor(quoteLimit / 3));
    let to = Math.min(quote.length, Math.max(from + quoteLimit - 2, valueStop));
    from = Math.max(0, Math.min(valueStart, to - (quoteLimit - 2)));
    if (from > 0) from = Math.min(valueStart, quote.indexOf(' ', from) + 1 || from);
    if (to < quote.length) to = quote.lastIndexOf(' ', to) >= Math.max(from, valueStop) ? quote.lastIndexOf(' ', to) : to;
    quote = `${from > 0 ? '…' : ''}${quote.slice(from, to).trim()}${to < quote.length ? '…' : ''}`;
  }
  return section ? { quote, section } : { quote };
}
