/**
 * Pages joined (issue 38): a page's lines with the ends of table rows and list items kept, page numbers and running
 * headers and footers taken out, and the pages joined into one text whose offsets map back to pages.
 */

/**
 * A page's lines, with the ends of short lines kept as breaks: a table row, a list item or a line of
 * a letterhead ends where its line does, so a row of a compensation table does not run into the next
 * ("Sign-on bonus $25,000 Half at signing, half after six months" then "Student loan repayment ...").
 * A line is short when it is well under the page's full lines; one that ends mid-phrase (a comma, a
 * colon introducing a list, "and", "of") still runs on.
 */
/** A table row that opens with the label of a term, then its cell (a capital, a figure or a dollar sign: isTermLabelRow). */
const termLabelRow = new RegExp(
  String.raw`^\s*(?:position|initial\s+term|term|start\s+date|base\s+(?:salary|compensation|pay)|salary|compensation` +
    String.raw`|productivity|signing\s+bonus|sign-on\s+bonus|relocation|moving\s+expenses|vacation|pto|paid\s+time\s+off` +
    String.raw`|cme|continuing\s+medical\s+education|call|benefits|professional\s+liability|malpractice|tail|restrictive` +
    String.raw`\s+covenants?|non-?compet\w*|non-?solicit\w*|notice|termination|renewal|retirement|loan\s+repayment|schedule)` +
    String.raw`\s+`,
  'i',
);
const isTermLabelRow = (line: string) => {
  const label = termLabelRow.exec(line);
  // The label may run on by a word in lower case ("Relocation assistance Up to $10,000").
  // A label is capitalized: a line of running prose may open with the same word ("salary of $289,500.").
  return !!label && /^\s*[A-Z]/.test(line) && /^(?:[a-z]+\s+)?[A-Z$\d]/.test(line.slice(label[0].length));
};

function withLineBreaks(page: string): string {
  const lines = page.split('\n');
  if (lines.length < 3) return page;
  const lengths = lines.map((line) => line.trim().length).sort((a, b) => a - b);
  const full = Math.max(60, lengths[Math.floor(lengths.length * 0.85)]!);
  return lines
    .map((line, i) => {
      if (i === lines.length - 1) return line;
      const trimmed = line.trimEnd();
      const short = trimmed.length < full * 0.72;
      const runsOn = /[,:;(/-]$|\b(?:and|or|of|the|a|an|to|in|for|with|by|at|on|per|than|that|which|who|shall|will|may|is|are|be)$/i.test(trimmed);
      // The first word or two of a table's label cell wrapped onto lines of its own ("Base" / "compensation" / "$520,000").
      const labelNext = /^\s*[A-Z][a-z]+(?:\s+[a-z]+)?\s*$/.test(lines[i + 1] ?? '');
      // The next line starts a numbered clause or row ("8.3 Cure of Breach ..."): this one's row or clause has ended.
      const numberedNext = /^\s*\d+(?:\.\d+)+\s+[A-Z]/.test(lines[i + 1] ?? '') && /[.;:)|\w]$/.test(trimmed);
      // A schedule of key terms, one "Label value" row to a line ("Restricted Period 12 months following termination"
      // then "Non-Solicitation Period 24 months ..."): a row ends where the next label starts with its figure.
      const rowNext =
        new RegExp(
          String.raw`^\s*(?:[A-Z][\w'’-]*\s+){1,4}(?:\$\s?\d|\d|(?:One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Twelve` +
            String.raw`|Fifteen|Twenty|Thirty|Sixty|Ninety)\b[^.]{0,20}\(\d)`,
        ).test(lines[i + 1] ?? '') && /^\s*(?:[A-Z][\w'’-]*\s+){1,4}[^\s]*[$\d]/.test(trimmed);
      // A table of key terms whose cells run long ("Signing bonus $40,000, ... repayable if you leave within 24 months"
      // then "Relocation Reimbursement of ..."): the next line opens with a term's label and its cell.
      const labelRowNext = isTermLabelRow(lines[i + 1] ?? '');
      return (short || labelNext || numberedNext || rowNext || labelRowNext) && !runsOn && trimmed !== '' ? `${line}\n` : line;
    })
    .join('\n');
}

/**
 * A page without its page-number lines ("Page 1 of 2", "- 3 -", "4"): at the foot of a page they would
 * open the next page's first sentence and hide its heading ("5. Cure Period.").
 */
function withoutPageNumbers(page: string, running: ReadonlySet<string> = new Set()): string {
  const lines = page.split('\n');
  const furniture = /^[ \t]*(?:page\s+\d+(?:\s+of\s+\d+)?|[-–]\s*\d+\s*[-–]|\d{1,3})[ \t]*$/i;
  // "HALVORSEN STATE UNIVERSITY Page 2 of 3", "Physician Employment Agreement – Page 4": a footer that ends in its page number.
  const footer = /\bpage\s+\d+(?:\s+of\s+\d+)?[ \t]*$/i;
  // A lone number is a page number only as the page's first or last line (elsewhere it may be a table's cell).
  const first = lines.findIndex((line) => line.trim() !== '');
  const last = lines.findLastIndex((line) => line.trim() !== '');
  return lines
    .filter((line, i) => {
      const edge = i === first || i === last;
      return !((furniture.test(line) && (edge || /^\s*page\s/i.test(line))) || (edge && (footer.test(line) || running.has(runningKey(line)))));
    })
    .join('\n');
}

/** A line as it repeats from page to page: its page numbers and dates may change. */
const runningKey = (line: string) => line.trim().replace(/\d+/g, '#').replace(/\s+/g, ' ').toLowerCase();

/**
 * Running headers and footers ("Harrow Valley Health System – Confidential", "Physician Initials: ____"): a line
 * that opens or closes at least two pages, the same but for its numbers. It would otherwise run into the next
 * page's first sentence and hide its heading.
 */
function runningLines(pages: readonly string[]): ReadonlySet<string> {
  const seen = new Map<string, number>();
  for (const page of pages) {
    const lines = page.split('\n').filter((line) => line.trim() !== '');
    for (const line of new Set([lines[0], lines.at(-1)].filter((l): l is string => l !== undefined).map(runningKey)))
      if (line.length >= 4) seen.set(line, (seen.get(line) ?? 0) + 1);
  }
  return new Set([...seen].filter(([, count]) => count >= 2).map(([line]) => line));
}

/** The pages as one text: `joined` keeps every line end, `text` keeps only blank lines (same length, same offsets). */
export interface JoinedPages {
  readonly joined: string;
  readonly text: string;
  /** The 1-based page an offset of the joined text is on. */
  readonly pageAt: (offset: number) => number;
}

export function joinPages(pages: readonly string[]): JoinedPages {
  // Joined with a newline; offsets map back to pages. Hyphens broken over a line are joined.
  const starts: number[] = [];
  let joined = '';
  const furniture = runningLines(pages);
  for (const page of pages) {
    // A line that opens in lower case after a blank line goes on what the line before began: OCR puts a blank line
    // between a table cell's wrapped lines ("Professional 5 working days per fiscal year" / "development leave").
    const read = page.replace(/\r/g, ' ').replace(/\n[ \t]*\n(?=[ \t]*[a-z]{2,}[\w,;]*\s)/g, '\n');
    const lines = withLineBreaks(withoutPageNumbers(read, furniture));
    // A page that opens with a numbered clause ("2.2 Physician shall ...") opens a paragraph too.
    if (joined && /^\s*(?:\d+(?:\.\d+)+\.?\s+[A-Z]|(?:ARTICLE|Article|Section|SECTION)\s+[\dIVX]+)/.test(lines)) joined += '\n';
    starts.push(joined.length);
    joined += lines + '\n';
  }
  const pageAt = (offset: number) => {
    let page = 0;
    for (let i = 0; i < starts.length; i++) if (starts[i]! <= offset) page = i;
    return page + 1;
  };
  // A lone line end is a space; a blank line (a paragraph's or a table row's end) stays a break. Same length, same offsets.
  const text = joined.replace(/(?<!\n[ \t]*)\n(?![ \t]*\n)/g, ' ');
  return { joined, text, pageAt };
}
