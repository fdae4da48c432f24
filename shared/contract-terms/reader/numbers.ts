/**
 * Numbers and units (issue 38): figures as contracts print them, in words and digits ("one hundred twenty (120)
 * days", "$250,000", "a 15-mile radius", "4,800 wRVUs", "the second anniversary"), with their units converted
 * (years to months, weeks to days), and dates written out. No term is named here.
 */

export type QuantityUnit = 'usd' | 'months' | 'days' | 'weeks' | 'hours' | 'miles' | 'wrvus' | 'number';
export interface Quantity {
  readonly value: number;
  readonly unit: QuantityUnit;
  readonly start: number;
  readonly end: number;
  /** Converted from another unit (years → months, weeks → days): slightly less sure. */
  readonly converted: boolean; /** A defined term used by name ("the Restricted Period"): where its value is printed, in its definition. */
  readonly printedAt?: number;
  /** A defined term whose definition runs after employment ends. */
  readonly afterEmployment?: boolean;
}

// ---------------------------------------------------------------- numbers in words and digits

export const small: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
export const numberWord = `(?:${Object.keys(small).join('|')}|hundred|thousand|million)`;
const wordNumber = `${numberWord}(?:(?:[\\s-]+|\\s+and\\s+)${numberWord})*`;
const digits = `\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?`;

const ordinals: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
  fortieth: 40,
  fiftieth: 50,
  sixtieth: 60,
};
const ordinalWord = `(?:(?:twenty|thirty|forty|fifty)-)?(?:${Object.keys(ordinals).join('|')})|\\d{1,2}(?:st|nd|rd|th)`;

/** "second" → 2, "thirty-sixth" → 36, "24th" → 24. */
export function parseOrdinal(text: string): number | undefined {
  const t = text.toLowerCase();
  const digits = /^(\d{1,2})(?:st|nd|rd|th)$/.exec(t);
  if (digits) return Number(digits[1]);
  const [tens, unit] = t.includes('-') ? t.split('-') : [undefined, t];
  const u = ordinals[unit!];
  if (u === undefined) return undefined;
  return (tens ? (small[tens] ?? NaN) : 0) + u || undefined;
}

export function parseWordNumber(text: string): number | undefined {
  let total = 0;
  let current = 0;
  let any = false;
  for (const word of text.toLowerCase().split(/[\s-]+/)) {
    if (word === 'and' || word === '') continue;
    if (word in small) current += small[word]!;
    else if (word === 'hundred') current = (current || 1) * 100;
    else if (word === 'thousand' || word === 'million') {
      total += (current || 1) * (word === 'thousand' ? 1000 : 1_000_000);
      current = 0;
    } else return undefined;
    any = true;
  }
  return any ? total + current : undefined;
}

const parseDigits = (text: string) => Number(text.replace(/,/g, ''));

/** Words that may stand between a number and its unit ("three (3) calendar years", "ten (10) CME days"). */
export const unitModifiers = [
  'calendar',
  'business',
  'consecutive',
  'full',
  'CME',
  'PTO',
  'vacation',
  'paid',
  'working',
  'additional',
  'scheduled',
  'successive',
  'contract',
  'employment',
  'agreement',
  'compensation',
  'service',
  'learning',
  'education',
  'educational',
  'professional',
  'development',
];
const unitPattern =
  `(?:(?:${unitModifiers.join('|')})\\s+){0,3}(years?|months?|(?:work)?days?|weeks?|miles?|hours?)\\b` +
  `|(?:annual\\s+|work\\s+)?(w\\s?RVUs?|work\\s+RVUs?|RVUs?|work\\s+relative\\s+value\\s+units?)`;

function unitOf(yearsEtc: string | undefined, rvu: string | undefined): { unit: QuantityUnit; factor: number } | undefined {
  if (rvu) return { unit: 'wrvus', factor: 1 };
  if (!yearsEtc) return undefined;
  const u = yearsEtc.toLowerCase();
  if (u.startsWith('year')) return { unit: 'months', factor: 12 };
  if (u.startsWith('month')) return { unit: 'months', factor: 1 };
  if (u.startsWith('week')) return { unit: 'weeks', factor: 1 };
  if (u.startsWith('day') || u.startsWith('workday')) return { unit: 'days', factor: 1 };
  if (u.startsWith('mile')) return { unit: 'miles', factor: 1 };
  // Time off in hours: 8 a day ("160 hours of PTO" → 20 days); only the time-off terms take it.
  if (u.startsWith('hour')) return { unit: 'hours', factor: 1 };
  return undefined;
}

// Order matters: earlier patterns claim their text first.
const quantityPatterns: { re: RegExp; read: (m: RegExpExecArray) => Omit<Quantity, 'start' | 'end'> | undefined }[] = [
  {
    // "forgiven in forty-eight (48) equal monthly installments": that many months (before "forty-eight (48)" is read as a bare number).
    re: new RegExp(
      `\\b(?:(${wordNumber})\\s*\\(\\s*(\\d{1,3})\\s*\\)|(\\d{1,3}))\\s+(?:equal\\s+)?monthly\\s+(?:installments|instalments|payments|increments)\\b`,
      'gi',
    ),
    read: (m) => ({ value: Number(m[2] ?? m[3]), unit: 'months', converted: true }),
  },
  {
    // "Two Hundred Fifty Thousand Dollars ($250,000.00)", "three (3) years", "ninety (90) days'"
    re: new RegExp(
      `\\b(${wordNumber})(?:\\s+and\\s+\\d{1,2}\\/100)?\\s*(dollars\\s*(?:and\\s+${wordNumber}\\s+cents\\s*)?)?` +
        `\\(\\s*(\\$)?\\s*(${digits})\\s*\\)(?:\\s*(?:-\\s*)?(?:${unitPattern}))?`,
      'gi',
    ),
    read: (m) => {
      const value = parseDigits(m[4]!);
      if (m[2] || m[3]) return { value, unit: 'usd', converted: false };
      const unit = unitOf(m[5], m[6]);
      return unit ? { value: value * unit.factor, unit: unit.unit, converted: unit.factor !== 1 } : { value, unit: 'number', converted: false };
    },
  },
  {
    // "$250,000", "$55.50", "$250K", "$1.2 million"
    re: new RegExp(`\\$\\s?(${digits})(?:\\s?(k|thousand|million)\\b)?(?:\\s*\\((?:${wordNumber})(?:\\s+dollars)?\\))?`, 'gi'),
    read: (m) => {
      const scale = m[2]?.toLowerCase();
      const factor = scale === 'k' || scale === 'thousand' ? 1000 : scale === 'million' ? 1_000_000 : 1;
      return { value: parseDigits(m[1]!) * factor, unit: 'usd', converted: false };
    },
  },
  {
    // "90 (ninety) days", "24 months", "a 15-mile radius", "4,800 wRVUs", "5,000 annual wRVUs"
    re: new RegExp(`(?<![\\w.$])(${digits})(?:\\s*\\((?:${wordNumber})\\))?(?:\\s*(?:-\\s*)?(?:${unitPattern}))?`, 'gi'),
    read: (m) => {
      const value = parseDigits(m[1]!);
      const unit = unitOf(m[2], m[3]);
      if (unit) return { value: value * unit.factor, unit: unit.unit, converted: unit.factor !== 1 };
      return value >= 100 ? { value, unit: 'number', converted: false } : undefined;
    },
  },
  {
    // "one twenty-fourth (1/24) ... earned at the end of each full month", "one-eighteenth (1/18) for each full month": that many months.
    re: /(?:\bone[-\s][a-z-]+\s*)?\(?\b1\s*\/\s*(\d{1,2})(?:th)?\b\)?(?=[^.;]{0,90}\b(?:each|every|per)\s+(?:full\s+|complete\s+)?(?:calendar\s+)?month)/gi,
    read: (m) => ({ value: Number(m[1]), unit: 'months', converted: true }),
  },
  {
    // "before the second anniversary", "before the end of the thirty-sixth month", "within your first year"
    re: new RegExp(
      `\\b(?:before|prior\\s+to|until|through|within|during|by|ending\\s+on|on|of|(?:day\\s+)?preceding)\\s+` +
        `(?:the\\s+(?:end|expiration|close|last\\s+day)\\s+of\\s+)?(?:the|your|his|her|its|their)\\s+(${ordinalWord})\\s+` +
        `(?:\\(\\d{1,2}(?:st|nd|rd|th)\\)\\s+)?(?:full\\s+)?(?:calendar\\s+)?` +
        `(?:(anniversary)|(?:contract\\s+|employment\\s+|agreement\\s+)?(year|month)s?\\b)`,
      'gi',
    ),
    read: (m) => {
      const n = parseOrdinal(m[1]!);
      if (n === undefined) return undefined;
      return { value: m[3]?.toLowerCase() === 'month' ? n : n * 12, unit: 'months', converted: true };
    },
  },
  {
    // "twenty-four months", "a two-year term", "Twelve Thousand Dollars"
    re: new RegExp(`\\b(${wordNumber})(?:\\s*(?:-\\s*)?(?:(dollars)\\b|${unitPattern}))`, 'gi'),
    read: (m) => {
      const value = parseWordNumber(m[1]!);
      if (value === undefined) return undefined;
      if (m[2]) return { value, unit: 'usd', converted: false };
      const unit = unitOf(m[3], m[4]);
      return unit ? { value: value * unit.factor, unit: unit.unit, converted: unit.factor !== 1 } : undefined;
    },
  },
];

export function quantitiesIn(text: string, offset = 0): Quantity[] {
  const found: Quantity[] = [];
  const taken = (start: number, end: number) => found.some((q) => start < q.end && end > q.start);
  for (const { re, read } of quantityPatterns) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const start = m.index + offset;
      const end = start + m[0].length;
      if (taken(start, end)) continue;
      const q = read(m);
      if (q) found.push({ ...q, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Weeks of time off are 5 days, hours 8 to a day. */
export const dayCount = (q: Quantity) => (q.unit === 'weeks' ? q.value * 5 : q.unit === 'hours' ? q.value / 8 : q.value);

// ---------------------------------------------------------------- dates

const monthNames = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** "July 1, 2025", "1 July 2025". */
export const dateWords = `(?:${monthNames.join('|')})\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}\\s+(?:${monthNames.join('|')}),?\\s+\\d{4}`;

function dateOf(text: string): { year: number; month: number; day: number } | undefined {
  const words = text.toLowerCase().replace(/,/g, ' ').split(/\s+/).filter(Boolean);
  const month = words.findIndex((w) => monthNames.includes(w)) >= 0 ? monthNames.indexOf(words.find((w) => monthNames.includes(w))!) : -1;
  const numbers = words.map((w) => Number.parseInt(w, 10)).filter(Number.isFinite);
  const year = numbers.find((n) => n > 1900);
  const day = numbers.find((n) => n <= 31);
  return month >= 0 && year !== undefined && day !== undefined ? { year, month, day } : undefined;
}

/**
 * Whole months from the first date to the last one, inclusive ("July 1, 2025 through June 30, 2026" → 12) or to
 * the same day ("to July 1, 2026" → 12); undefined when the dates do not span whole months.
 */
function monthsBetween(from: { year: number; month: number; day: number }, to: { year: number; month: number; day: number }): number | undefined {
  const next = new Date(Date.UTC(to.year, to.month, to.day + 1));
  const span = (next.getUTCFullYear() - from.year) * 12 + next.getUTCMonth() - from.month;
  if (next.getUTCDate() === from.day) return span;
  if (to.day === from.day) return (to.year - from.year) * 12 + to.month - from.month;
  return undefined;
}

/** Whole months between two dates written out ("July 1, 2025", "June 30, 2026"), as monthsBetween counts them. */
export function monthsSpanned(from: string, to: string): number | undefined {
  const start = dateOf(from);
  const end = dateOf(to);
  return start && end ? monthsBetween(start, end) : undefined;
}
