/** Display formatters shared by the web app, the e-mails and the tests (spec §3, Formats). */

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

// Building an Intl formatter is slow next to formatting; dashboard tables format one date per row.
function dateTimeFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const cacheKey = timeZone ?? '';
  let formatter = dateTimeFormatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      ...(timeZone ? { timeZone } : {}),
    });
    dateTimeFormatters.set(cacheKey, formatter);
  }
  return formatter;
}

/**
 * Long month, day, year, hour and minute in US English, e.g. "November 22, 2026 at 3:05 PM".
 * Without `timeZone` the runtime's zone is used (the viewer's, in the browser).
 */
export function formatDateTime(epochMs: number, timeZone?: string): string {
  if (!Number.isFinite(epochMs)) throw new RangeError(`Not a timestamp: ${epochMs}`);
  // Newer ICU data puts a narrow no-break space before AM/PM; plain spaces keep the text
  // identical across browsers, Node versions and tests.
  return dateTimeFormatter(timeZone)
    .format(epochMs)
    .replace(/[\u202f\u00a0]/g, ' ');
}

/** "non_reviewed" -> "Non Reviewed": underscores become spaces and each word is capitalised. */
export function formatStatusWord(word: string): string {
  return word
    .split('_')
    .filter((part) => part.length > 0)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

export interface PersonName {
  firstName?: string | null;
  lastName?: string | null;
}

/** First plus last name; a missing part leaves no stray space. */
export function displayName({ firstName, lastName }: PersonName): string {
  return [firstName, lastName]
    .map((part) => (part ?? '').trim())
    .filter((part) => part.length > 0)
    .join(' ');
}
