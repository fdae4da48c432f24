/**
 * Where a finding's quoted words are on its page (issue 29): the page's text runs (pdf.js's text
 * items, as fractions of the page) and the quote in, the boxes to highlight out. No pdf.js here,
 * so it is tested on its own.
 */

/** A run of text on a page: its string and its box, as fractions of the page's width and height (top-left origin). */
export interface TextRun {
  readonly str: string;
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export type Box = Pick<TextRun, 'left' | 'top' | 'width' | 'height'>;

/** The fewest words of a quote worth pointing at when the whole of it is not on the page. */
const fewestWords = 3;

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}$%.,:;'"()/-]+/gu) ?? [];

/**
 * The boxes of the quote's words on the page: the whole quote where it is there; otherwise the
 * longest run of its first or last words that is (a sentence that starts on the page before, or
 * reads on to the next). Each box is the part of a text run the words cover, by character share.
 */
export function quoteBoxes(runs: readonly TextRun[], quote: string): Box[] {
  // The page's text as one string of words, each character mapped back to its run.
  let joined = '';
  const at: { run: number; char: number }[] = [];
  runs.forEach((run, index) => {
    for (const match of run.str.matchAll(/\S+/g)) {
      if (joined) {
        joined += ' ';
        at.push({ run: index, char: match.index });
      }
      for (let offset = 0; offset < match[0].length; offset++) {
        joined += match[0][offset]!.toLowerCase();
        at.push({ run: index, char: match.index + offset });
      }
    }
  });
  const quoted = words(quote);
  const find = (part: readonly string[]) => {
    const needle = part.join(' ');
    const start = needle ? joined.indexOf(needle) : -1;
    return start < 0 ? undefined : { start, end: start + needle.length };
  };
  let found = find(quoted);
  for (let count = quoted.length - 1; !found && count >= fewestWords; count--) found = find(quoted.slice(0, count)) ?? find(quoted.slice(-count));
  if (!found) return [];
  const spans = new Map<number, { from: number; to: number }>();
  for (let index = found.start; index < found.end; index++) {
    const { run, char } = at[index]!;
    const span = spans.get(run);
    spans.set(run, span ? { from: Math.min(span.from, char), to: Math.max(span.to, char + 1) } : { from: char, to: char + 1 });
  }
  return [...spans].map(([index, { from, to }]) => {
    const run = runs[index]!;
    const share = run.width / Math.max(1, run.str.length);
    return { left: run.left + from * share, top: run.top, width: (to - from) * share, height: run.height };
  });
}
