import { repaymentFindings } from './repayment-terms';
import { termKeys, type TermFinding, type TermKey, type TermValue } from './terms';

/**
 * The contract reader (issue 17): from the text of each page to the terms a physician negotiates.
 * Pure code (no PDF, no AWS), so the Lambda, the command line and the tests run exactly this.
 *
 * How it reads: the pages are joined (so a clause broken across a page still reads as one sentence)
 * and cut into sentences, then clauses (at ";"). Every quantity is found with its unit ("three (3)
 * years", "$250,000", "twenty (20) miles", "4,800 wRVUs"), and each is given to the nearest topic
 * word of a term that takes that unit ("signing bonus", "non-compete", "per wRVU"...), so two terms
 * in one sentence do not take each other's numbers. A term mentioned only to exclude it has no
 * quantity of its own, or is refused by its negation, and is not reported: never guessed.
 */

type QuantityUnit = 'usd' | 'months' | 'days' | 'weeks' | 'hours' | 'miles' | 'wrvus' | 'number';
interface Quantity {
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

const small: Record<string, number> = {
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
const numberWord = `(?:${Object.keys(small).join('|')}|hundred|thousand|million)`;
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

const unitPattern = `(?:(?:calendar|business|consecutive|full|CME|PTO|vacation|paid|working|additional|scheduled|successive|contract|employment|agreement|compensation|service|learning|education|educational|professional|development)\\s+){0,3}(years?|months?|(?:work)?days?|weeks?|miles?|hours?)\\b|(?:annual\\s+|work\\s+)?(w\\s?RVUs?|work\\s+RVUs?|RVUs?|work\\s+relative\\s+value\\s+units?)`;

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
      `\\b(${wordNumber})(?:\\s+and\\s+\\d{1,2}\\/100)?\\s*(dollars\\s*(?:and\\s+${wordNumber}\\s+cents\\s*)?)?\\(\\s*(\\$)?\\s*(${digits})\\s*\\)(?:\\s*(?:-\\s*)?(?:${unitPattern}))?`,
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
      `\\b(?:before|prior\\s+to|until|through|within|during|by|ending\\s+on|on|of|(?:day\\s+)?preceding)\\s+(?:the\\s+(?:end|expiration|close|last\\s+day)\\s+of\\s+)?(?:the|your|his|her|its|their)\\s+(${ordinalWord})\\s+(?:\\(\\d{1,2}(?:st|nd|rd|th)\\)\\s+)?(?:full\\s+)?(?:calendar\\s+)?(?:(anniversary)|(?:contract\\s+|employment\\s+|agreement\\s+)?(year|month)s?\\b)`,
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

// ---------------------------------------------------------------- sentences

interface Sentence {
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

// ---------------------------------------------------------------- topics

const party = {
  physician:
    /\b(?:physician|employee|doctor|you|contractor|provider|surgeon|radiologist|associate|clinician|practitioner|hospitalist|intensivist|internist|pediatrician|obstetrician|psychiatrist|faculty|[a-z]+ologist)\b/i,
  employer: /\b(?:employer|company|practice|hospital|group|we|us|health system|medical center|clinic|corporation|organization)\b/i,
};

interface NumericTerm {
  readonly term: TermKey | 'sink';
  readonly topic: RegExp;
  readonly units: readonly QuantityUnit[];
  readonly accept?: (value: number, clause: string) => boolean;
  /** The clause mentions the term only to exclude it. */
  readonly negation?: RegExp;
}

const money = (min: number, max: number) => (value: number) => value >= min && value <= max;
const months = (value: number) => value >= 1 && value <= 120;
const days = (value: number) => value >= 1 && value <= 365;

/** A signing bonus by its names: the term's topic, and the words a clawback clause names it by. */
const signingNames = String.raw`\bsign(?:ing|-on|\s+on)\s+(?:bonus|incentive|payment)|\bcommencement\s+bonus\b|\brecruitment\s+(?:incentive|bonus)\b|\bhiring\s+(?:bonus|incentive)\b`;

const numericTerms: readonly NumericTerm[] = [
  {
    term: 'baseSalary',
    topic:
      /\bbase\s+(?:annual\s+)?(?:salary|compensation|pay)\b|\bannual\s+(?:base\s+)?salary\b|\bsalary\s+(?:of|at\s+(?:the\s+)?(?:annual\s+)?rate\s+of)\b|\bguaranteed\s+(?:annual\s+)?(?:salary|compensation)\b|\bannual\s+compensation\s+of\b|\bsalary\b|^\W*(?:[\d.]+\s*)?(?:your\s+)?(?:base\s+|annual\s+)?pay(?=\s*[.:])/i,
    units: ['usd'],
    accept: money(40_000, 3_000_000),
  },
  {
    term: 'guaranteeMonths',
    // A guarantee by another name: "Salary protection | No productivity adjustment ... during the first twelve (12)
    // months", "base salary is protected", "the Ramp Period", "shall not be reduced on account of ... wRVU production".
    topic:
      /\bguarantee(?:d)?\b|\b(?:salary|income|base|compensation)\s+protection\b|\bprotected\s+(?:salary|period|base)\b|\b(?:salary|compensation)\s+(?:is|shall\s+be|will\s+be)\s+protected\b|\bramp(?:-up)?\s+period\b|\bnot\s+be\s+(?:reduced|adjusted)\s+(?:on\s+account\s+of|on\s+the\s+basis\s+of|based\s+on)\b[^.]{0,60}\b(?:productivity|production|wRVUs?|volume)\b|\bno\s+productivity\s+adjustment\b/i,
    units: ['months'],
    accept: months,
  },
  {
    term: 'initialTermMonths',
    topic:
      /\binitial\s+term\b|\bterm\s+of\s+(?:this\s+agreement|employment|your\s+employment)\b|\bshall\s+(?:continue|remain\s+in\s+effect)\s+for\b|\bagreement\s+is\s+for\b|\bterm\s+of\b|(?<=(?:year|month)s?\s)term\b|\bappointment\s+(?:will\s+|shall\s+)?be\s+for\b|\bfirst\s+term\b|\bappointment\s+period\b|\binitial\s+period\b|^\W*(?:initial\s+)?term\b(?=[.:]?\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b)|\b(?:length|duration)\s+of\s+(?:the\s+|this\s+|your\s+)?(?:contract|agreement|employment|appointment)\b|\b(?:contract|agreement)\s+(?:will|shall)\s+be\s+for\b|\b(?:agreement|contract|appointment)\b[^.]{0,80}?\blasts?\b|(?:^|[:\n])\W*(?:[\d.]+\s*)?(?:initial\s+)?term\s*:|(?<=\b(?:year|month)s?[\s-])(?:(?:physician|employment|services?)\s+){0,2}(?:agreement|contract|commitment)\b|\b(?:agreement|employment)\b[^.]{0,140}\b(?:continues?|will\s+continue|shall\s+continue)\s+(?:for|until|through)\b|\b(?:employs?|employment)\b[^.]{0,120}\bfor\s+a\s+period\s+of\b/i,
    units: ['months'],
    accept: months,
  },
  {
    term: 'wrvuThreshold',
    topic: /\bthreshold\b|\bin\s+excess\s+of\b|\babove\b|\bexceed(?:s|ing)?\b|\bover\b|\btarget\b|\bbenchmark\b|\bbeyond\b/i,
    units: ['wrvus', 'number'],
    accept: (value, clause) => value >= 1000 && value <= 40_000 && /RVU|relative\s+value/i.test(clause),
  },
  {
    term: 'wrvuRate',
    topic:
      /\bper\s+(?:work\s+)?w?\s?RVU\b|\bfor\s+(?:each|every)\s+(?:work\s+)?w?\s?RVU\b|\bconversion\s+(?:factor|rate)\b|\b(?:per|for\s+each|for\s+every)\s+(?:work\s+)?relative\s+value\s+unit\b|\bproductivity\s+rate\b|\bper\s+unit\b|\bmultiplied\s+by\s+(?:the\s+)?(?:(?:number|total)\s+of\s+)?(?:\w+\s+)?w?\s?RVUs?\b|(?<=\bw?\s?RVUs?\b[^.]{0,160})\b(?:multiplied\s+by|times)\b/i,
    units: ['usd'],
    accept: money(1, 500),
    // "The 2025 Medicare Physician Fee Schedule reduced the conversion factor to $32.3465": Medicare's, not the pay rate.
    negation: /\bMedicare\b[^.]{0,80}\bconversion\s+factor\b|\bconversion\s+factor\b[^.]{0,40}\b(?:Medicare|CMS)\b/i,
  },
  {
    term: 'signingBonus',
    topic: new RegExp(`(?:${signingNames})\\b`, 'i'),
    units: ['usd'],
    accept: money(500, 1_000_000),
    negation:
      /\b(?:no|not\s+(?:be\s+)?(?:eligible\s+for|entitled\s+to|offer(?:ed|ing)?|receive|provide[d]?|include[d]?)|without)\s+(?:an?y?\s+)?sign(?:ing|-on)/i,
  },
  {
    term: 'relocation',
    topic: /\breloca\w*|\bmoving\s+(?:expenses?|costs?|allowance)\b/i,
    units: ['usd'],
    accept: money(500, 500_000),
    negation:
      /\b(?:no|not\s+(?:be\s+)?(?:eligible\s+for|entitled\s+to|offer(?:ed|ing)?|receive|provide[d]?|reimburse[d]?|include[d]?)|without)\s+(?:an?y?\s+)?(?:reloca|moving)/i,
  },
  {
    term: 'nonCompeteMiles',
    topic:
      /\bnon-?\s?compet\w*|\bcovenant\s+not\s+to\s+compete\b|\bcompet(?:e|ing|ition|itive)\b|\brestrictive\s+covenant\b|\bradius\b|\brestricted\s+area\b|\bpractice\s+medicine\b/i,
    units: ['miles'],
    accept: (v) => v >= 1 && v <= 200,
    negation:
      /\bnot\s+(?:be\s+)?(?:subject\s+to|bound\s+by)\s+(?:an?y?\s+)?(?:non-?\s?compet|covenant\s+not|restrictive)|\bno\s+(?:non-?\s?compet|covenant\s+not\s+to\s+compete|restrictive\s+covenant)/i,
  },
  {
    term: 'nonCompeteMonths',
    topic:
      /\bnon-?\s?compet\w*|\bcovenant\s+not\s+to\s+compete\b|\bcompet(?:e|ing|ition|itive)\b|\brestrictive\s+covenant\b|\brestricted\s+(?:period|area)\b|\bradius\b/i,
    units: ['months'],
    accept: months,
    negation:
      /\bnot\s+(?:be\s+)?(?:subject\s+to|bound\s+by)\s+(?:an?y?\s+)?(?:non-?\s?compet|covenant\s+not|restrictive)|\bno\s+(?:non-?\s?compet|covenant\s+not\s+to\s+compete|restrictive\s+covenant)/i,
  },
  {
    term: 'nonSolicitMonths',
    topic: /\bsolicit\w*|\bnon-?\s?solicit\w*|\binduce\b|\bhire\s+away\b/i,
    units: ['months'],
    accept: months,
    negation: /\bnot\s+(?:be\s+)?(?:subject\s+to|bound\s+by)\s+(?:an?y?\s+)?non-?\s?solicit|\bno\s+non-?\s?solicit/i,
  },
  {
    term: 'cureDays',
    topic:
      /\b(?:un)?cure[ds]?\b|\bremed(?:y|ied)\b|\bcorrect(?:ed)?\s+(?:the|such)\s+(?:breach|default|failure|deficiency)\b|\b(?:breach|default|failure|problem)\s+(?:is|has\s+not\s+been)\s+(?:not\s+)?(?:corrected|remedied|fixed)\b|\b(?:breach|default|failure)\s+(?:continues|remains|persists)\b|\bfix(?:es|ed)?\s+(?:the|such)\s+(?:problem|breach|default)\b|\bto\s+(?:fix|correct|remedy)\s+(?:it|that|them)\b/i,
    units: ['days'],
    accept: days,
  },
  {
    term: 'cmeAllowance',
    topic:
      /\bCME\b|\bcontinuing\s+(?:medical\s+)?education\b|\bprofessional\s+(?:development|education)\b|\beducation(?:al)?\s+(?:expenses?|allowance|funds?|stipend|budget|reimbursement|account)\b|^\W*education\b/i,
    units: ['usd'],
    accept: money(100, 50_000),
  },
  {
    term: 'cmeDays',
    topic:
      /\bCME\b|\bcontinuing\s+(?:medical\s+)?education\b|\bprofessional\s+(?:development\s+|education\s+)?(?:days|leave|time)\b|\bpostgraduate\s+(?:medical\s+)?(?:courses|education|training)\b|\beducational?\s+(?:leave|meetings|conferences|days)\b|\bmedical\s+(?:conferences|meetings|courses)\b|^\W*education\b|\bdevelopment\s+leave\b/i,
    units: ['days', 'weeks', 'hours'],
    accept: (v) => v >= 1 && v <= 30,
  },
  {
    term: 'ptoDays',
    topic: /\bpaid\s+time\s+off\b|\bPTO\b|\bvacation\b|\bpaid\s+(?:leave|days\s+off)\b|\btime\s+off\b|\bannual\s+leave\b/i,
    units: ['days', 'weeks', 'hours'],
    accept: (v) => v >= 1 && v <= 80,
    negation:
      /\b(?:does|do|will|shall)\s+not\s+(?:provide|offer|include|grant)\s+(?:any\s+|separate\s+)*(?:paid\s+time\s+off|PTO|vacation)\b|\bno\s+(?:separate\s+)?(?:paid\s+time\s+off|PTO|vacation)\b/i,
  },
  // Numbers that belong to none of the terms, so they are not taken by a term named nearby.
  {
    term: 'sink',
    topic:
      /\bholidays?\b|\bsick\s+(?:leave|days?)\b|\bbereavement\b|\bjury\s+duty\b|\bparental\s+leave\b|\bcarry\s?(?:over|forward)\b|\bcarryover\b|\bmaximum\s+(?:accrual|balance)\b|\bcap\s+on\b|\baccrued\b|\bunused\b/i,
    units: ['days', 'weeks', 'months', 'hours'],
  },
  {
    term: 'sink',
    topic:
      /\bper\s+claim\b|\baggregate\b(?=[^.]*\b(?:per\s+claim|occurrence|liability|coverage|insurance|policy)\b)|(?<=\b(?:per\s+claim|occurrence|liability|coverage|insurance|policy)\b[^.]*)\baggregate\b|\binterest\b|\blife\s+insurance\b|\bdisability\b|\b(?:times|multiple\s+of)\s+(?:(?:the|your|his|her|annual)\s+)?(?:base\s+)?salary\b|\b\d+(?:\.\d+)?\s*[x×]\s+(?:(?:the|your|annual)\s+)?(?:base\s+)?(?:salary|pay|compensation)\b/i,
    units: ['usd', 'months'],
  },
  {
    term: 'sink',
    // Not a cure period: "fails to cure the breach within thirty (30) days after receipt of written notice".
    topic:
      /(?<!\b(?:cure[ds]?|remed(?:y|ied)|correct(?:ed)?|fix(?:es|ed)?)\b[^.;]{0,60})\bwithin\s+(?:ten|five|thirty|\d+)\s*(?:\(\d+\)\s*)?days?\s+(?:of|after)\s+(?:receipt|the\s+end|the\s+close|invoice|billing|the\s+date)/i,
    units: ['days'],
  },
];

// Clawbacks and notice need more than the nearest word, so they are read per clause below.
const repayWords =
  /\bpa(?:y|id)\s+(?:\w+\s+){0,3}back\b|\brepa(?:y|id)\w*|\b(?:physician|you|employee|provider|associate)\s+(?:shall|will|must|agrees?\s+to)\s+(?:\w+\s+){0,2}reimburse\b|\breimburse\s+(?:the\s+)?(?:employer|practice|company|hospital|group|us|clinic)\b|\breturn\b|\bclaw-?\s?back\b|\bforgiv\w*|\bpro[-\s]?rata\b|\bpro[-\s]?rated\b|\bearned\b|\bamortiz\w*|\brefund\w*/i;
const signingWords = new RegExp(signingNames, 'i');
const relocationWords = /\breloca\w*|\bmoving\s+(?:expenses?|costs?|allowance|reimbursement|assistance|stipend)\b/i;
const withoutCause =
  /\bwithout\s+cause\b|\bfor\s+(?:any|no)\s+reason\b|\bwithout\s+(?:(?:giving|stating|providing|assigning|specifying)\s+)?(?:a\s+|any\s+)?reason\b|\bfor\s+convenience\b|\bdecide\s+to\s+(?:leave|move\s+on|resign)\b|\bwish(?:es)?\s+to\s+resign\b|\bmay\s+resign\b|\bresignation\b|\b(?:wish|wishes|decide|decides|elect|elects|choose|chooses)\s+to\s+(?:end|terminate)\s+(?:this|the|your|his|her|its)\s+(?:agreement|appointment|employment)\b|\b(?:can|may)\s+end\s+(?:the|this|our|your)\s+(?:arrangement|agreement|employment|relationship|contract)\b(?![^.]*\b(?:cause|breach))/i;

interface Candidate {
  readonly term: TermKey;
  readonly value: TermValue;
  /** Offset in the joined text of where the value is printed. */
  readonly at: number;
  readonly sentence: Sentence;
  readonly confidence: number;
  /** Said by an amendment ("is hereby amended to"): supersedes what an earlier sentence said. */
  readonly amends: boolean;
}

interface Hit {
  readonly term: NumericTerm;
  readonly start: number;
  readonly end: number;
}

function hitsOf(clause: string, offset: number): Hit[] {
  const hits: Hit[] = [];
  for (const term of numericTerms) {
    const re = new RegExp(term.topic.source, 'gi');
    for (let m = re.exec(clause); m; m = re.exec(clause)) hits.push({ term, start: m.index + offset, end: m.index + offset + m[0].length });
  }
  return hits;
}

/** Distance from a topic word to a quantity; a quantity before its word counts a little further. */
function distance(hit: Hit, q: Quantity, text: string, offset: number): number {
  if (q.start >= hit.end) return q.start - hit.end;
  if (q.end <= hit.start) {
    // "four (4) weeks of paid time off": the quantity names what follows it.
    // "five (5) days of paid leave to attend continuing medical education": what the leave is for.
    if (
      /^[\s'’)]*(?:and\s+(?:up\s+to\s+)?\$\s?[\d,]+(?:\.\d+)?\s+)?(?:(?:each|per|every|a)\s+(?:contract\s+|calendar\s+|employment\s+)?year\s+)?(?:of|for|in|toward|towards)\s+(?:[\w-]+\s+){0,2}(?:(?:each|per|every|a)\s+(?:contract\s+|calendar\s+)?year\s+)?(?:(?:to\s+attend|to\s+participate\s+in|to\s+pursue|for|attendance\s+at)\s+(?:\w+\s+)?)?$/i.test(
        text.slice(q.end - offset, hit.start - offset),
      )
    )
      return 0;
    return (hit.start - q.end) * 1.5 + 2;
  }
  return 0;
}

function confidenceOf(gap: number, converted: boolean): number {
  const base = gap <= 40 ? 0.95 : gap <= 100 ? 0.85 : 0.7;
  return Math.round((converted ? base - 0.05 : base) * 100) / 100;
}

const amendment =
  /\bamend\w*|\bhereby\s+(?:changed|replaced|increased|modified)|\breplaced\s+(?:in\s+its\s+entirety\s+)?(?:with|by)|\bshall\s+now\b|\beffective\s+as\s+of\s+the\s+amendment/i;

function clausesOf(sentence: Sentence): { text: string; start: number }[] {
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

/** Weeks of time off are 5 days, hours 8 to a day. */
const dayCount = (q: Quantity) => (q.unit === 'weeks' ? q.value * 5 : q.unit === 'hours' ? q.value / 8 : q.value);

/**
 * What the document being read defines, set by findTerms before it reads any sentence: the names it
 * gives the physician ("Hye-Jin Abernathy, M.D. ("Physician")", ("Surgeon")), and the quantities it
 * defines by name ('"Notice Period" means one hundred twenty (120) days', '... within fifteen (15)
 * miles of any office (the "Restricted Area")'), used by name elsewhere, even on another page.
 */
let documentParties: { physician: string[] } = { physician: [] };
let amendingDocument = false;
let definedQuantities: { name: RegExp; quantity: Quantity; sentenceStart: number }[] = [];
/** Dates the document defines by name ('"Effective Date" means September 2, 2025', 'July 1, 2026 (the "Start Date")'). */
let definedDates: { name: string; date: string }[] = [];

function definitionsOf(text: string, sentences: readonly Sentence[]): void {
  const physician: string[] = [];
  const named =
    /(?:\bM\.?\s?D\.?|\bD\.?\s?O\.?|\bDr\.\s+[A-Z][\w.'-]+(?:\s+[A-Z][\w.'-]+){0,3})[\s,]*\(\s*(?:the\s+|hereinafter\s+(?:referred\s+to\s+as\s+)?)?["“]([A-Z][\w .'-]{1,30})["”]\s*\)/g;
  for (let m = named.exec(text); m; m = named.exec(text)) if (!party.employer.test(m[1]!)) physician.push(m[1]!.trim());
  documentParties = { physician };
  definedQuantities = [];
  definedDates = [];
  const dated = new RegExp(
    `["“]([A-Z][\\w '-]{2,30}?\\bDate)["”]\\s+(?:shall\\s+)?means?\\s+(${dateWords})|(${dateWords})\\s*(?:\\(|,\\s*)(?:the\\s+)?["“]([A-Z][\\w '-]{2,30}?\\bDate)["”]`,
    'gi',
  );
  for (let m = dated.exec(text); m; m = dated.exec(text)) definedDates.push({ name: (m[1] ?? m[4])!, date: (m[2] ?? m[3])! });
  for (const sentence of sentences) {
    const means = /["“]([A-Z][\w '-]{2,40})["”]\s+(?:shall\s+)?means?\b/.exec(sentence.text);
    const quantities = quantitiesIn(sentence.text, sentence.start);
    if (means) {
      // Its value opens the definition ("means one hundred twenty (120) days", "means the area within
      // fifteen (15) miles"); a look-back further on ("during the twelve (12) months preceding") is not it.
      const q = quantities.find((candidate) => candidate.start - sentence.start > means.index);
      const lookBack = q && /^\W*(?:immediately\s+)?(?:preceding|prior\s+to|before)\b/i.test(sentence.text.slice(q.end - sentence.start));
      if (q && !lookBack && q.start - sentence.start - means.index < 100 && !unitName.test(means[1]!.trim()))
        definedQuantities.push({ name: nameOf(means[1]!), quantity: definedFrom(sentence, q), sentenceStart: sentence.start });
    }
    const label =
      /\(\s*(?:(?:together|collectively|each|either),?\s+)?(?:(?:we\s+call\s+(?:this|it)|referred\s+to\s+(?:herein\s+)?as|hereinafter|called)\s+)?(?:the|a|an|such)?\s*(?:["“]([A-Z][\w '-]{2,40})["”]|(?<=(?:call\s+(?:this|it)|as|called)\s+(?:the\s+)?)([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,3}))\s*\)/g;
    for (let m = label.exec(sentence.text); m; m = label.exec(sentence.text)) {
      const at = sentence.start + m.index;
      const q = [...quantities].reverse().find((candidate) => candidate.end <= at && at - candidate.end < 120);
      if (q && q.unit !== 'usd' && q.unit !== 'number' && !unitName.test((m[1] ?? m[2])!.trim()))
        definedQuantities.push({ name: nameOf((m[1] ?? m[2])!), quantity: definedFrom(sentence, q), sentenceStart: sentence.start });
    }
  }
}

/** A defined quantity remembers whether its definition runs after employment ends ("the two (2) years immediately following the termination"). */
function definedFrom(sentence: Sentence, q: Quantity): Quantity {
  return { ...q, afterEmployment: runsAfterEmployment(sentence.text.slice(q.end - sentence.start, q.end - sentence.start + 90)) };
}

/** "Contract Year" or "Employment Year" is a unit the document measures in, not a term it sets. */
const unitName = /\b(?:year|month|week|day)s?$|\b(?:date|anniversary)$/i;

const nameOf = (name: string) => new RegExp(`\\b${escape(name.trim())}\\b`, 'g');

/** The defined quantities a clause uses by name, placed where the name is (their value printed in the definition). */
function definedIn(clause: string, offset: number, sentenceStart: number): Quantity[] {
  const found: Quantity[] = [];
  for (const { name, quantity, sentenceStart: definedIn } of definedQuantities) {
    if (definedIn === sentenceStart) continue;
    name.lastIndex = 0;
    const m = name.exec(clause);
    if (m) found.push({ ...quantity, start: offset + m.index, end: offset + m.index + m[0].length, printedAt: quantity.printedAt ?? quantity.start });
  }
  return found;
}

/** A paragraph's heading ("2. Relocation Allowance." or "4.8 Repayment of Relocation."), when it opens with one. */
function sectionHeading(text: string): string | undefined {
  // A heading read as a sentence of its own ends the text ("4.2 Weekend Injury Clinic and Call.").
  const m = /^\s*(?:(?:section|article)\s+)?[\d.()a-z]*\s*([A-Z][\w,'’&/ -]{0,60}?)\.(?:\s|$)/.exec(text);
  return m && m[1]!.trim().split(/\s+/).length <= 6 ? m[1] : undefined;
}

function numericCandidates(sentence: Sentence, previous: Sentence | undefined, out: Candidate[], lead?: Sentence, twoBack?: Sentence): void {
  const amends = amendment.test(sentence.text);
  // A part's title in capitals may open it ("AGREEMENT 1. Base Salary. Effective ..."): the numbered heading still counts.
  const heading =
    /^\s*(?:[A-Z][A-Z&'’ -]{2,40}\s+(?=(?:section\s|article\s|\d)))?(?:(?:section|article)\s+)?[\d.]*\s*(?:\([a-z\d]{1,3}\)\s*)?[A-Z][\w,'’&/ -]{0,50}?\.\s+(?=[A-Z])/.exec(
      sentence.text,
    );
  const headingEnd = heading && heading[0].trim().split(/\s+/).length <= 7 ? sentence.start + heading[0].length : -1;
  // A heading read as a sentence of its own ("3. Notice of Termination Without Cause.") names what the next one is about.
  const headingBefore =
    previous && /^[\s"”'’]*(?:(?:section|article)\s+)?[\d.]*\s*[A-Z][\w ,'’&/-]{0,60}\.?\s*$/.test(previous.text) ? previous.text : '';
  const clauses = clausesOf(sentence);
  // "shall pay the Physician an annual salary as follows: (i) during the first year ..., $450,000; and (ii) ...": the
  // items carry the figures, the lead-in names what they are.
  const listed = clauses.length > 1 && /:\s*$/.test(sentence.text.slice(0, clauses[1]!.start - sentence.start));
  const leadInHits = listed ? hitsOf(clauses[0]!.text, clauses[0]!.start) : [];
  for (const clause of clauses) {
    const own = hitsOf(clause.text, clause.start);
    const item = clause !== clauses[0] && /^\W*\(?(?:[a-h]|[ivx]{1,4}|\d{1,2})\)\s/.test(clause.text);
    const hits = item ? [...own, ...leadInHits] : own;
    const printed = quantitiesIn(clause.text, clause.start);
    const quantities = [
      ...printed,
      ...definedIn(clause.text, clause.start, sentence.start).filter((d) => !printed.some((q) => d.start < q.end && d.end > q.start)),
    ].sort((a, b) => a.start - b.start);
    const clawbackTopic = repayWords.test(clause.text);
    // "For reference, the target is 4,333 wRVUs", "for example": an illustration, not a term.
    const illustration =
      /^\W*(?:[\d.]+\s*)?(?:for\s+(?:reference|example|instance|illustration)|by\s+way\s+of\s+(?:example|illustration)|illustration|example)\b/i.test(
        clause.text,
      );
    for (const q of quantities) {
      if (illustration) continue;
      // "will increase from $430,000 to $455,000": the figure it becomes.
      if (
        /\bfrom\s+$/i.test(clause.text.slice(Math.max(0, q.start - clause.start - 6), q.start - clause.start)) &&
        /^\s*to\s+\S/i.test(clause.text.slice(q.end - clause.start))
      )
        continue;
      // 'the words "ninety (90) days" are deleted ... and replaced with "one hundred twenty (120) days"': the figure replaced.
      const following = clause.text.slice(q.end - clause.start);
      if (
        /^\W{0,3}(?:[\w-]+\s+){0,8}?(?:is|are)\s+(?:hereby\s+)?(?:deleted\s+(?:[\w-]+\s+){0,4}and\s+)?replaced\s+(?:with|by)\b/i.test(following) &&
        quantities.some((other) => other.start > q.end && other.unit === q.unit)
      )
        continue;
      // 'amended by deleting the words "ninety (90) days" and substituting "one hundred twenty (120) days"': the figure deleted.
      if (
        /\bdelet(?:e|es|ed|ing)\s+(?:the\s+(?:words?|figure|number|amount|phrase|text)\s+)?\W{0,3}(?:[\w'’-]+\s+){0,6}?\W{0,3}$/i.test(
          clause.text.slice(Math.max(0, q.start - clause.start - 80), q.start - clause.start),
        ) &&
        /^\W{0,4}(?:[\w'’-]+["”]?\s+){0,4}?\W{0,3}(?:in\s+(?:its|their)\s+place\s+)?(?:and|,)\s+(?:substitut|insert|replac)/i.test(following) &&
        quantities.some((other) => other.start > q.end && other.unit === q.unit)
      )
        continue;
      // "The previous notice period of ninety (90) days and cure period of fifteen (15) days no longer apply": figures gone.
      if (
        /\b(?:previous|former|old|prior)\s+(?:[\w'’()-]+\s+){0,10}$/i.test(
          clause.text.slice(Math.max(0, q.start - clause.start - 80), q.start - clause.start),
        ) &&
        /^[^.;]{0,80}?\b(?:no\s+longer\s+(?:appl|in\s+effect|in\s+force)|(?:is|are)\s+(?:hereby\s+)?(?:superseded|rescinded|withdrawn))/i.test(
          following,
        )
      )
        continue;
      // "will increase to $3,000, from $2,250", "an increase from your current base salary of $289,500": the figure it leaves.
      const leaving = /\b(?:from|current(?:ly)?|existing|formerly|previously)\b[^.$\d]{0,40}$/i.exec(
        clause.text.slice(Math.max(0, q.start - clause.start - 50), q.start - clause.start),
      );
      if (leaving && quantities.some((other) => other !== q && other.unit === q.unit)) {
        const from = Math.max(clause.start, q.start - 50) + leaving.index;
        // "from five weeks to six weeks": the word is the first figure's, not this one's.
        if (!quantities.some((other) => other !== q && other.start >= from && other.end <= q.start)) continue;
      }
      // "exceed 1,375 wRVUs (5,500 wRVUs annualized)": the year's figure in parentheses is the threshold.
      if (
        q.unit === 'wrvus' &&
        /^\s*\(\s*[\d,]+\s+(?:work\s+)?w?\s?RVUs?\s+(?:annualized|annually|per\s+year|a\s+year|per\s+annum)\s*\)/i.test(following)
      )
        continue;
      // "the base salary in effect immediately before the Amendment Effective Date was $232,000": a figure that was.
      if (
        q.unit === 'usd' &&
        /\b(?:was|were|had\s+been)\s+$/i.test(clause.text.slice(Math.max(0, q.start - clause.start - 12), q.start - clause.start))
      )
        continue;
      // Clawback months: a duration in a clause about repaying a signing bonus or relocation money.
      if (clawbackTopic && q.unit === 'months' && months(q.value)) {
        const signing = signingWords.test(clause.text);
        const relocating = relocationWords.test(clause.text);
        const bonus = /\bbonus\b/i.test(clause.text);
        const before = previous?.text ?? '';
        const terms: TermKey[] = [];
        // Both named ("Signing bonus None / Relocation Up to $10,000, repayable ... within 12 months"): the one named last before the period.
        const lastBefore = (re: RegExp) =>
          Math.max(-1, ...[...clause.text.slice(0, q.start - clause.start).matchAll(new RegExp(re.source, 'gi'))].map((m) => m.index));
        // Both repaid on one period ("repay the signing bonus and the relocation assistance unless ...", "The signing
        // bonus and the moving reimbursement are each earned ratably over ..."): both take it.
        const together =
          signing &&
          relocating &&
          new RegExp(
            `(?:${signingWords.source})[^.;]{0,40}?\\b(?:and|or)\\s+(?:the\\s+|any\\s+|your\\s+)?(?:${relocationWords.source})|(?:${relocationWords.source})[^.;]{0,40}?\\b(?:and|or)\\s+(?:the\\s+|any\\s+|your\\s+)?(?:${signingWords.source})`,
            'i',
          ).test(clause.text);
        const nearest =
          signing && relocating && !together ? (lastBefore(signingWords) > lastBefore(relocationWords) ? 'signing' : 'relocation') : undefined;
        if ((signing || (bonus && !relocating)) && nearest !== 'relocation') terms.push('signingBonusClawbackMonths');
        if (relocating && nearest !== 'signing') terms.push('relocationClawbackMonths');
        // "Sign-on bonus | $12,000 | Paid within 30 days of start; repay in full if you leave within 12 months": the
        // sentence (or table row) names, before this clause, what is repaid.
        const earlier = sentence.text.slice(0, clause.start - sentence.start);
        if (terms.length === 0 && (signingWords.test(earlier) || relocationWords.test(earlier))) {
          const last = (re: RegExp) => Math.max(-1, ...[...earlier.matchAll(new RegExp(re.source, 'gi'))].map((m) => m.index));
          terms.push(last(signingWords) > last(relocationWords) ? 'signingBonusClawbackMonths' : 'relocationClawbackMonths');
        }
        if (
          terms.length === 0 &&
          /\bboth\b|\b(?:such|this|the|that|these|any|a|all)\s+(?:full\s+|entire\s+|unearned\s+|unforgiven\s+|pro[-\s]?rat(?:a|ed)\s+|proportionate\s+|(?:reimbursed|advanced|paid|received|outstanding|remaining)\s+)?(?:amount|payment|sum|bonus|allowance|reimbursement|expenses?|funds?|money|advance|portion|balance|share|principal|note|loan|installments?)\b|\bpa(?:y|id)\s+(?:(?:all|some|part|any|each|the\s+rest)\s+of\s+)?(?:it|them)\s+back\b|\brepay\s+(?:it|them)\b|\brepay\s+(?:the\s+)?(?:full\s+|entire\s+)?\$\s?\d|^\W*(?:\([a-z\d]{1,3}\)\s*)?(?:repayable|refundable|to\s+be\s+repaid|subject\s+to\s+(?:pro[-\s]?rata\s+)?repayment)\b|\b(?:pro[-\s]?rata|full|partial|proportionate)\s+repayment\b/i.test(
            clause.text,
          )
        ) {
          // "Signing bonus of $75,000 and relocation expenses up to $25,000, both advanced under a single promissory
          // note. One thirty-sixth (1/36) of the principal is forgiven ...": both, when the paragraph names both as one.
          const paragraph = `${twoBack && previous && !/^\s*\n\s*\n/.test(previous.text) ? twoBack.text : ''} ${before}`;
          const bothNamed =
            signingWords.test(paragraph) && relocationWords.test(paragraph) && /\b(?:both|each|together)\b/i.test(`${paragraph} ${clause.text}`);
          if (bothNamed) terms.push('signingBonusClawbackMonths', 'relocationClawbackMonths');
          else if (signingWords.test(before)) terms.push('signingBonusClawbackMonths');
          else if (relocationWords.test(before)) terms.push('relocationClawbackMonths');
        }
        // "2. Relocation Allowance. ... This allowance is treated differently from the signing bonus: ... repaid in full
        // if you leave within twelve (12) months": the paragraph's heading names what "this allowance" is.
        const topic = lead && sectionHeading(lead.text);
        if (
          topic &&
          /\b(?:this|such|that|the|a)\s+(?:pro[-\s]?rat(?:a|ed)\s+|proportionate\s+)?(?:allowance|amount|reimbursement|stipend|payment|sum|advance)\b/i.test(
            clause.text,
          )
        ) {
          const headedRelocation = relocationWords.test(topic) && !signingWords.test(topic);
          const headedBonus = (signingWords.test(topic) || /\bbonus\b/i.test(topic)) && !relocationWords.test(topic);
          if (headedRelocation && !relocationWords.test(clause.text)) terms.splice(0, terms.length, 'relocationClawbackMonths');
          if (headedBonus && !signingWords.test(clause.text) && !/\bbonus\b/i.test(clause.text))
            terms.splice(0, terms.length, 'signingBonusClawbackMonths');
        }
        // "5. Signing Bonus. $25,000, payable on signing. The agreement will provide for pro rata repayment if you leave
        // before ...": nothing else named, the paragraph's heading says what is repaid.
        if (
          terms.length === 0 &&
          topic &&
          /\brepa(?:y|id)\w*|\brefund\w*|\bpa(?:y|id)\s+(?:\w+\s+){0,3}back\b|\bclaw-?\s?back\b/i.test(clause.text) &&
          !/\bvacation\b|\bPTO\b|\btime\s+off\b/i.test(clause.text)
        ) {
          const headedRelocation = relocationWords.test(topic) && !signingWords.test(topic);
          const headedBonus = (signingWords.test(topic) || /\bbonus\b/i.test(topic)) && !relocationWords.test(topic);
          if (headedRelocation) terms.push('relocationClawbackMonths');
          else if (headedBonus) terms.push('signingBonusClawbackMonths');
        }
        if (
          terms.length > 0 &&
          !/\binitial\s+term\b|\bguarantee/i.test(clause.text.slice(Math.max(0, q.start - clause.start - 40), q.start - clause.start))
        ) {
          for (const term of terms)
            out.push({ term, value: q.value, at: q.printedAt ?? q.start, sentence, confidence: confidenceOf(20, q.converted), amends });
          continue;
        }
      }
      // A schedule of key terms: "Physician Notice Period | 180 days", "Employer Notice Period | 90 days".
      const row = /^\W*(?:([A-Z][\w'’]*(?:\s+[A-Z][\w'’]*)?)\s+)?notice\s+(?:period|without\s+cause)\b(?![^]*\b(?:cure|renew|breach))/i.exec(
        clause.text,
      );
      if (row && q.unit === 'days' && q.start - clause.start - row[0].length < 12) {
        const who = row[1] ? partyOf(row[1]) : 'either';
        if (who) {
          out.push({
            term: who === 'employer' ? 'noticeWithoutCauseDaysEmployer' : 'noticeWithoutCauseDays',
            value: q.value,
            at: q.start,
            sentence,
            confidence: 0.85,
            amends,
          });
          continue;
        }
      }
      // Notice without cause: the days, and whose notice it is (the clause's first party named).
      // "may be terminated without cause as follows: (a) by Physician, upon ... ninety (90) days' ... notice": the lead-in says it.
      if (
        (withoutCause.test(clause.text) ||
          withoutCause.test(headingBefore) ||
          (clause.start > sentence.start &&
            /^\W*(?:(?:or|and)\s+)?\(?(?:[a-h]|[ivx]+|\d{1,2})\)\s/i.test(clause.text) &&
            withoutCause.test(sentence.text) &&
            !/\bcause\b|\bbreach/i.test(clause.text))) &&
        /\bnotice\b/i.test(`${headingBefore} ${clause.text}`) &&
        !(clawbackTopic && (signingWords.test(clause.text) || relocationWords.test(clause.text))) &&
        (q.unit === 'days' ||
          (q.unit === 'months' &&
            q.value <= 12 &&
            /\bnotice\b/i.test(clause.text.slice(Math.max(0, q.start - clause.start - 40), q.end - clause.start + 40)))) &&
        !/\bcure\b/i.test(clause.text)
      ) {
        const value = q.unit === 'months' ? q.value * 30 : q.value;
        const who =
          noticeParty(clause.text, q, clause.start, quantities) ??
          (amendingDocument && /\breplaced\s+(?:with|by)\b|\binserting\b|\bsubstituting\b/i.test(clause.text) ? 'either' : undefined);
        if (who) {
          const term = who === 'employer' ? 'noticeWithoutCauseDaysEmployer' : 'noticeWithoutCauseDays';
          const at = q.printedAt ?? q.start;
          out.push({ term, value, at, sentence, confidence: confidenceOf(20, q.unit === 'months') - (who === 'either' ? 0 : 0.05), amends });
          if (who === 'either') out.push({ term: 'noticeWithoutCauseDaysEmployer', value, at: -1, sentence, confidence: 0, amends });
          continue;
        }
      }
      // A restrictive covenant: a duration after employment ends, or a radius, in a clause that forbids practising.
      const covenants = covenantTerms(clause.text, q, clause.start);
      if (covenants.length > 0) {
        for (const term of covenants)
          out.push({ term, value: q.value, at: q.printedAt ?? q.start, sentence, confidence: confidenceOf(60, q.converted), amends });
        continue;
      }
      // "(30) days' written notice": a notice period, which only notice and cure take.
      const noticeAfter = /^'?s?\s*(?:prior\s+|advance\s+)?(?:written\s+)?notice\b/i.test(clause.text.slice(q.end - clause.start));
      const cmeClause = cmeTopic.test(clause.text);
      let best: { hit: Hit; gap: number } | undefined;
      for (const hit of hits) {
        if (!hit.term.units.includes(q.unit)) continue;
        if (noticeAfter && hit.term.term !== 'cureDays') continue;
        // '... the non-solicitation covenant ..., and the defined term "Restricted Period" ... shall mean such twenty-four (24)
        // month period': a restricted period that only the non-solicitation uses.
        if (
          hit.term.term === 'nonCompeteMonths' &&
          /^restricted/i.test(clause.text.slice(hit.start - clause.start)) &&
          /\bsolicit/i.test(sentence.text) &&
          !/\bcompet/i.test(sentence.text)
        )
          continue;
        // "five (5) days of paid leave to attend CME": leave for education is CME time, not time off.
        if (hit.term.term === 'ptoDays' && cmeClause && genericLeave.test(clause.text.slice(hit.start - clause.start, hit.end - clause.start)))
          continue;
        const value = dayCount(q);
        if (hit.term.accept && !hit.term.accept(value, clause.text)) continue;
        // An item of a list takes the lead-in's word only when it names none of its own for this kind of figure.
        const fromLeadIn = hit.start < clause.start;
        if (fromLeadIn && own.some((other) => other.term.units.includes(q.unit))) continue;
        // A section's heading ("5.5 Relocation Expenses.") names what its first sentence is about, however long.
        const gap = fromLeadIn
          ? 60
          : hit.end <= headingEnd
            ? Math.min(distance(hit, q, clause.text, clause.start), 100)
            : distance(hit, q, clause.text, clause.start);
        // A number that belongs to none of the terms keeps it from the term named beside it.
        if (!best || gap < best.gap || (gap === best.gap && hit.term.term === 'sink')) best = { hit, gap };
      }
      // A table of salary by year under a header row ("Period | Annual salary", then "First Contract Year | $600,000"): its first year.
      if (
        !best &&
        q.unit === 'usd' &&
        money(40_000, 3_000_000)(q.value) &&
        // The first row names the first year ("First Contract Year", "Year 1"), or is the first row under the header
        // ("AY 2025-26 | $380,000").
        (/^\W*(?:first|1st|initial|year\s+(?:1|one)|(?:start|commencement|effective|employment)\s+date\s+(?:through|to|until))\b/i.test(
          clause.text,
        ) ||
          /^\W*(?:(?:AY|FY|CY|academic\s+year|fiscal\s+year|contract\s+year|year)\s*)?(?:20\d\d(?:\s*[-–/]\s*(?:20)?\d\d)?|\d{1,2})\s+\$/i.test(
            clause.text,
          )) &&
        previous &&
        // The header row, or what follows the colon that introduces it ("... will be as follows: Academic year Annual base salary").
        (previous.text.split(/:\s+/).at(-1) ?? '').trim().split(/\s+/).length <= 6 &&
        /\b(?:annual\s+|base\s+)?salary\b|\bbase\s+(?:pay|compensation)\b/i.test(previous.text.split(/:\s+/).at(-1) ?? '')
      ) {
        out.push({ term: 'baseSalary', value: q.value, at: q.start, sentence, confidence: 0.75, amends });
        continue;
      }
      // Time off by years of service, under a header row ("Years of service | Annual PTO accrual | Maximum carryover", then
      // "Less than 5 years | 208 hours | 80 hours"): the first tier's accrual, the row's first figure of time.
      if (
        !best &&
        (q.unit === 'days' || q.unit === 'weeks' || q.unit === 'hours') &&
        /^\W*(?:less\s+than|fewer\s+than|under|up\s+to|0\s*[-–]\s*\d|(?:years?\s+)?(?:1|one)\s*(?:[-–]|to|through)\s*\d|first\s+(?:year|\d)|1st|year\s+(?:1|one)\b)/i.test(
          clause.text,
        ) &&
        !quantities.some((other) => other !== q && other.start < q.start && other.unit === q.unit) &&
        previous &&
        previous.text.trim().split(/\s+/).length <= 12 &&
        /\b(?:paid\s+time\s+off|PTO|vacation)\b[^.]*$/i.test(previous.text) &&
        !/\b(?:carry\s?over|carryover|maximum|cap)\b[^.]*\b(?:paid\s+time\s+off|PTO|vacation)\b/i.test(previous.text)
      ) {
        const value = dayCount(q);
        if (Number.isInteger(value) && value >= 1 && value <= 80) {
          out.push({ term: 'ptoDays', value, at: q.start, sentence, confidence: 0.75, amends });
          continue;
        }
      }
      // "... paid leave to attend continuing medical education programs. The Corporation shall reimburse ... expenses of
      // attending such programs ... up to $7,500 per year": the programs the sentence before named.
      if (
        !best &&
        q.unit === 'usd' &&
        money(100, 50_000)(q.value) &&
        /\b(?:such|these|those|the\s+same)\s+(?:programs|courses|conferences|meetings|activities)\b/i.test(clause.text) &&
        previous &&
        cmeTopic.test(previous.text)
      ) {
        out.push({ term: 'cmeAllowance', value: q.value, at: q.start, sentence, confidence: 0.75, amends });
        continue;
      }
      if (!best || best.gap > 160 || best.hit.term.term === 'sink') continue;
      const term = best.hit.term;
      // "the final three (3) months of the Initial Term", "successive one-year terms": a part of the term, or a renewal.
      if (
        term.term === 'initialTermMonths' &&
        // '"Restricted Period" means the term of Physician's employment and the two (2) years following the Termination Date'.
        (/^\s*(?:immediately\s+)?(?:following|after)\s+(?:the\s+|its\s+|such\s+)?(?:termination|expiration|end|cessation|separation)\b/i.test(
          clause.text.slice(q.end - clause.start),
        ) ||
          /^\s*(?:of|before\s+the\s+end\s+of|prior\s+to\s+the\s+end\s+of)\s+(?:the\s+|this\s+|its\s+)?(?:initial\s+)?term\b|^[\s-]*(?:renewal\s+)?(?:terms|periods)\b/i.test(
            clause.text.slice(q.end - clause.start),
          ) ||
          // "three (3) years renewal terms" (lower case; a table's next label "Renewal" is not it)
          /^\s*renewal/.test(clause.text.slice(q.end - clause.start)) ||
          /\b(?:successive|additional|renewal|further|subsequent|consecutive)\s+$|\b(?:renewal|further|additional|extension|new)\s+terms?\s+of\s+(?:\w+\s+)?$|\b(?:extended|lengthened|increased|reduced|shortened)\s+by\s+$|\b(?:is|are|be)\s+(?:hereby\s+)?extended\s+for\s+(?:an?\s+(?:additional|further)\s+)?$/i.test(
            clause.text.slice(0, q.start - clause.start),
          ))
      )
        continue;
      if (term.negation?.test(clause.text)) continue;
      // "Base Salary ... will be reduced by $54.17 for each wRVU of the shortfall": a penalty, not the pay rate.
      if (
        term.term === 'wrvuRate' &&
        (/\b(?:reduced|decreased|deducted|lowered)\s+(?:by\s+)?$|\breduction\s+of\s+$/i.test(
          clause.text.slice(Math.max(0, q.start - clause.start - 20), q.start - clause.start),
        ) ||
          /^\s*(?:for\s+each|per)\s+(?:work\s+)?w?\s?RVU\s+(?:of\s+(?:the\s+)?)?(?:shortfall|deficit|below)\b/i.test(
            clause.text.slice(q.end - clause.start),
          ))
      )
        continue;
      // "twenty-five (25) days ..., in place of the twenty (20) days currently provided": the figure it replaces;
      // "to be scheduled at least sixty (60) days in advance": when to ask, not how much.
      if (
        /\b(?:in\s+place\s+of|instead\s+of|rather\s+than|replacing|in\s+lieu\s+of)\s+(?:the\s+)?(?:current\s+|existing\s+|prior\s+)?$/i.test(
          clause.text.slice(Math.max(0, q.start - clause.start - 40), q.start - clause.start),
        ) ||
        /^\W*(?:in\s+advance|advance\s+notice)\b/i.test(clause.text.slice(q.end - clause.start))
      )
        continue;
      // "during the last twelve (12) months of Radiologist's employment", "the 12 months preceding termination": a
      // look-back that says whose patients count, not how long the covenant lasts.
      if (
        (term.term === 'nonCompeteMonths' || term.term === 'nonSolicitMonths') &&
        (/\b(?:last|final|preceding|prior|previous|past)\s+$/i.test(
          clause.text.slice(Math.max(0, q.start - clause.start - 30), q.start - clause.start),
        ) ||
          /^\W*(?:immediately\s+)?(?:preceding|prior\s+to|before)\b/i.test(clause.text.slice(q.end - clause.start)))
      )
        continue;
      const value = dayCount(q);
      if (q.unit === 'hours' && !Number.isInteger(value)) continue;
      out.push({
        term: term.term as TermKey,
        value,
        at: q.printedAt ?? q.start,
        sentence,
        confidence: confidenceOf(best.gap, q.converted || q.unit === 'weeks' || q.unit === 'hours'),
        amends,
      });
    }
  }
}

const bothParties =
  /\b(?:either|each)\s+of\s+(?:us|you|the\s+parties|them)\b|\b(?:either|each)\s+side\b|\beither\s+(?:party|you\s+or|physician\s+or|employer\s+or|the\s+\w+\s+or|[A-Z]\w*\s+or)\b|\bboth\s+parties\b|\beach\s+party\b|\bany\s+party\b|\bparties\s+may\b/i;

/** Who a party named in a few words is: the physician (by role, or a name the document defines for them), else the employer. */
function partyOf(words: string): 'physician' | 'employer' | 'either' | undefined {
  const w = words.trim();
  if (!w) return undefined;
  if (bothParties.test(w) || /\b(?:each|both)\b/i.test(w)) return 'either';
  const physician = party.physician.test(w) || documentParties.physician.some((name) => new RegExp(`\\b${escape(name)}\\b`).test(w));
  const employer = party.employer.test(w) || /\b[A-Z][A-Za-z&.'-]+/.test(w.replace(party.physician, ''));
  if (physician && employer && /\band\b|\bor\b/i.test(w)) return 'either';
  if (physician) return 'physician';
  return employer ? 'employer' : undefined;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whose notice a quantity is: the subject of the nearest "may terminate / end / give" before it
 * ("You may end it ... 120 days, and the Cooperative may end it ... 90 days"); "A and B may ... upon
 * X and Y, respectively" pairs them in order; "either party" is both.
 */
function noticeParty(clause: string, q: Quantity, offset: number, quantities: readonly Quantity[]): 'physician' | 'employer' | 'either' | undefined {
  const before = clause.slice(0, q.start - offset);
  // "terminated without Cause by the Company upon ninety (90) days' notice ..., and by the Physician upon one hundred
  // twenty (120) days'": the agent named just before the period; "180 days' prior written notice by you": just after.
  const agent = /\bby\s+(?:the\s+)?([\w'’-]+(?:\s+[\w'’-]+)?)\s+(?:upon|on|with|giving|by\s+giving)\s+(?:at\s+least\s+|not\s+less\s+than\s+)?$/i.exec(
    before.slice(-70),
  );
  // "... one hundred twenty (120) days in advance if given by Physician, and ninety (90) days ... if given by the System".
  const giver =
    /^['’]?s?\s*(?:(?:prior\s+|advance\s+)?(?:written\s+)?notice\s+(?:by|from)|(?:in\s+advance\s+)?(?:if|when)\s+(?:given|delivered|sent)\s+by)\s+(?:the\s+)?([\w'’-]+)/i.exec(
      clause.slice(q.end - offset),
    );
  // "Either party may terminate ..., Physician upon not less than 120 days' notice ..., and Employer upon 90 days'".
  const upon =
    /(?:^|[,;]\s*(?:and\s+)?)(?:the\s+)?([A-Z][\w'’-]+)\s+(?:upon|on|with)\s+(?:at\s+least\s+|not\s+less\s+than\s+|no\s+(?:less|fewer)\s+than\s+)?$/.exec(
      before.slice(-70),
    );
  for (const named of [agent?.[1], giver?.[1], upon?.[1]]) {
    const who = named && partyOf(named);
    if (who && who !== 'either') return who;
  }
  const respectively = /\brespectively\b/i.test(clause);
  const verb =
    /([\w.,'’&-]+(?:\s+[\w.,'’&-]+){0,5}?)\s+(?:may|shall|will|can|must|agrees?\s+to|(?:is|are)\s+(?:required|entitled|expected)\s+to)\s+(?:also\s+|only\s+|each\s+|at\s+any\s+time\s+)?(?:terminate|end|resign|give|provide|cancel)\b/gi;
  let subject: string | undefined;
  let verbEnd = 0;
  for (let m = verb.exec(before); m; m = verb.exec(before)) {
    // "in which event this Agreement shall terminate upon ...": the agreement ends; no party acts.
    if (/\b(?:agreement|contract|employment|appointment|term|it)$/i.test(m[1]!.trim()) && !/\bgive|\bprovide/i.test(m[0])) continue;
    subject = m[1];
    verbEnd = offset + m.index + m[0].length;
  }
  if (subject !== undefined) {
    const words = subject.replace(/^.*[,;:]\s*/, '').replace(/^(?:and|but|or|then|if|that|however)\s+/i, '');
    if (respectively) {
      const [first, second] = words.split(/\s+and\s+/i);
      // Its place among the periods the verb lists: "upon 120 days and 60 days ..., respectively".
      const index = quantities.filter((other) => other.unit === q.unit && other.start > verbEnd && other.start < q.start).length;
      const who = partyOf(index === 0 ? (first ?? '') : (second ?? ''));
      if (who && who !== 'either') return who;
    }
    const who = partyOf(words);
    if (who) return who;
  }
  if (bothParties.test(clause)) return 'either';
  // "we ask for 60 days' notice if you decide to move on": the physician's notice, whoever asks for it.
  if (
    /\b(?:if|when|should)\s+(?:you|the\s+physician|physician)\s+(?:decide|wish|choose|elect|want|intend)s?\s+to\s+(?:leave|resign|move\s+on|terminate)\b/i.test(
      clause,
    )
  )
    return 'physician';
  const p = party.physician.exec(clause);
  const e = party.employer.exec(clause);
  if (p && (!e || p.index < e.index)) return 'physician';
  if (e) return 'employer';
  return undefined;
}

/**
 * A restrictive covenant read from what it forbids rather than its name, which is often only in the
 * heading: "for one (1) year after your employment ends you will not practice ... within twenty (20)
 * miles". A duration counts when it runs after employment ends (not a look-back "during the last
 * twelve months"); a radius when the clause forbids practising (not "reside within 30 miles").
 */
function covenantTerms(clause: string, q: Quantity, offset: number): TermKey[] {
  // A table row labelled "Restrictive covenant" / "Non-compete" states it without a verb.
  const forbids = forbidsPractice.test(clause) || /^\W*(?:restrictive\s+covenants?|non-?\s?compet\w*|covenant\s+not\s+to\s+compete)\b/i.test(clause);
  const soliciting = /\bsolicit\w*|\binduce\b|\bhire\b|\brecruit\b|\bemploy\s+any\b/i.test(clause);
  if (q.unit === 'miles') {
    if (
      (forbids || /\bmeans\s+(?:the\s+)?(?:area|geographic|region|territory)|\bradius\b/i.test(clause)) &&
      !/\breside|\blive\b|\brespond|\barrive|\bon\s+call\b/i.test(clause)
    )
      return ['nonCompeteMiles'];
    return [];
  }
  if (q.unit !== 'months' || !months(q.value)) return [];
  const before = clause.slice(Math.max(0, q.start - offset - 40), q.start - offset);
  const after = q.afterEmployment ?? runsAfterEmployment(clause.slice(q.end - offset, q.end - offset + 90));
  if (!after || /\b(?:last|final|preceding|prior|previous)\s+$/i.test(before)) return [];
  // "a non-competition covenant covering a ten (10) mile radius ..., lasting twenty-four (24) months after the end of
  // your employment, and a non-solicitation covenant": without a verb, the covenant named last before the period.
  if (!forbids) {
    const lastAt = (re: RegExp) => [...clause.slice(0, q.start - offset).matchAll(re)].at(-1)?.index ?? -1;
    if (lastAt(/\bnon-?\s?compet\w*|\bcovenant\s+not\s+to\s+compete\b/gi) > lastAt(/\b(?:non-?\s?)?solicit\w*/gi)) return ['nonCompeteMonths'];
  }
  // "will not practice pediatrics or solicit the Clinic's patients": both covenants, one period.
  const terms: TermKey[] = [];
  if (forbids) terms.push('nonCompeteMonths');
  if (
    soliciting &&
    (!forbids ||
      /\bor\s+(?:\([a-z\d]{1,3}\)\s+)?(?:\w+\s+){0,2}solicit|\bnor\s+solicit|\band\s+(?:that\s+)?(?:\w+\s+){0,2}(?:will|shall)\s+not\s+(?:directly\s+or\s+indirectly\s+)?solicit/i.test(
        clause,
      ))
  )
    terms.push('nonSolicitMonths');
  return terms;
}

function runsAfterEmployment(after: string): boolean {
  return (
    /^\s*(?:period\s+)?(?:immediately\s+)?(?:after|following|from|beyond|subsequent\s+to)\s+(?:the\s+|your\s+|his\s+|her\s+|its\s+)?(?:termination|end|expiration|cessation|conclusion|effective\s+date\s+of\s+termination|separation|last\s+day|date\s+(?:of|on\s+which)|employment|this\s+agreement|physician['’]?s?|[A-Z])/i.test(
      after,
    ) ||
    /^\s*(?:post-?employment|thereafter)\b/i.test(after) ||
    /^\s*(?:period\s+)?(?:beginning|commencing|starting)\s+(?:on|upon|with|at)\s+(?:the\s+)?(?:termination|expiration|end|separation|date\s+of\s+(?:termination|separation)|Termination\s+Date|Separation\s+Date)/i.test(
      after,
    )
  );
}

const forbidsPractice =
  /\b(?:shall|will|may|agrees?\s+(?:that\s+)?(?:\w+\s+){0,4}(?:shall|will)?|would\s+agree)\s+not,?\s+(?:(?:\([a-z\d]{1,3}\)|(?!solicit|induce|hire|recruit|employ\b)[\w-]+),?\s+){0,4}?(?:practice|engage|provide|render|perform|compete|own|operate|be\s+employed|work|offer|deliver|furnish)\b|\bnot\s+to\s+(?:practice|provide|engage|compete|render|perform)\b|\brefrain\s+from\s+(?:practicing|providing|engaging)\b|\b(?:shall|will|may)\s+not\s*,\s*[^,;.]{3,160},\s*(?:(?:either\s+)?directly\s+or\s+indirectly\s*,?\s*)?(?:\([a-z\d]{1,3}\)\s*)?(?:practice|engage|provide|render|perform|compete|own|operate|be\s+employed|work)\b|\bneither\b[^.;]{1,80}\bnor\b[^.;]{1,80}?\b(?:shall|will|may)\s+(?:[\w-]+\s+){0,2}?(?:practice|engage|provide|render|perform|compete|work)\b/i;
const cmeTopic =
  /\bCME\b|\bcontinuing\s+(?:medical\s+)?education\b|\bpostgraduate\s+(?:medical\s+)?(?:courses|education|training)\b|\beducational?\s+(?:leave|meetings|conferences|days)\b|\bmedical\s+(?:conferences|meetings|courses)\b/i;
const genericLeave = /^(?:paid\s+(?:leave|days\s+off)|time\s+off)$/i;

// ---------------------------------------------------------------- terms that are words, not numbers

const monthNames = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** "July 1, 2025", "1 July 2025". */
const dateWords = `(?:${monthNames.join('|')})\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}\\s+(?:${monthNames.join('|')}),?\\s+\\d{4}`;

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
function monthsSpanned(from: string, to: string): number | undefined {
  const start = dateOf(from);
  const end = dateOf(to);
  return start && end ? monthsBetween(start, end) : undefined;
}

const ordinal: Record<string, number> = { second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };

function wordCandidates(sentence: Sentence, out: Candidate[], lead?: Sentence): void {
  const text = sentence.text;
  const amends = amendment.test(text);
  const push = (term: TermKey, value: TermValue, index: number, confidence: number) =>
    out.push({ term, value, at: sentence.start + index, sentence, confidence, amends });

  // Renewal
  const renew =
    /\bautomatically\s+(?:be\s+)?renew\w*|\brenew\w*\s+(?:(?:each|every|for\s+one|for\s+another)\s+(?:year|term)\s+)?automatically\b|\b(?:after|following|upon\s+(?:the\s+)?(?:expiration|end)\s+of)\s+the\s+initial\s+term\b[^.]{0,60}\b(?:shall|will)\s+continue\s+(?:in\s+(?:full\s+force\s+and\s+)?effect\s+)?until\s+terminated\b|\bauto-?\s?renew\w*|\bautomatic\s+(?:[\w-]+\s+){0,2}renewals?\b|\bevergreen\s+(?:clause|provision|renewal|basis|term|agreement)\b|\b(?:shall|will)\s+(?:thereafter\s+)?renew\s+for\s+(?:successive|additional|consecutive)\b|\brenew\s+for\s+successive\b|\brenews?\s+(?:on\s+its\s+own|by\s+itself)\b|\bautomatically\s+(?:be\s+)?extended\b|\bfrom\s+year\s+to\s+year\s+thereafter\b|\b(?:continue|renew\w*|extend\w*)\s+(?:thereafter\s+)?(?:in\s+(?:full\s+force\s+and\s+)?effect\s+)?(?:from\s+)?year[\s-]to[\s-]year\b|\bevergreen\s+thereafter\b|\bautomatically\s+continue\s+for\s+(?:successive|additional|consecutive|further)\b|\b(?:shall|will)\s+renew\s+(?:[\w-]+\s+){0,4}?for\s+an?\s+(?:additional|further|successive)\s+(?:[\w()-]+\s+){0,3}(?:terms?|periods?|years?)\b|\bcontinue\s+(?:in\s+effect\s+)?on\s+a\s+(?:year-to-year|year\s+to\s+year|yearly|annual)\s+basis\b|\bautomatically\s+follows\b|\b(?:shall|will)\s+(?:thereafter\s+)?(?:renew|be\s+renewed|be\s+extended|continue)\s+for\s+(?:successive|additional|consecutive|further)\s+(?:[\w()-]+\s+){0,3}(?:terms?|periods?|years?)\b[^.]{0,120}\bunless\b/i.exec(
      text,
    );
  // "shall automatically renew ... unless either party notifies the other that it will not renew": the refusal
  // after "unless" is the way out of the renewal, not a term that denies it.
  const unlessAt = renew ? text.slice(renew.index).search(/\bunless\b/i) : -1;
  const judged = renew && unlessAt >= 0 ? text.slice(0, renew.index + unlessAt) : text;
  const noRenew =
    /\b(?:shall|will|does)\s+not\s+(?:be\s+)?(?:automatically\s+)?(?:renew(?:ed)?|extended)(?:\s+automatically)?\b|\bno\s+automatic\s+(?:renewal|extension)\b|\bwithout\s+automatic\s+renewal\b|\b(?:renewal|reappointment|extension)\s+(?:is|shall\s+not\s+be|will\s+not\s+be)\s+(?:not\s+)?automatic\b|\b(?:renewal|reappointment|extension)\b[^.;]{0,120}\b(?:is|are)\s+not\s+automatic\b|\b(?:shall|will|would)\s+(?:expire|terminate|end)\b(?:[^.]|\.\d){0,80}\bunless\s+(?:(?:the\s+parties|both\s+parties|they)\s+)?(?:(?:renew(?:ed)?|extend(?:ed)?)\s+(?:it\s+|this\s+agreement\s+)?(?:by|in)\b|(?:sign|execute|enter\s+into|agree\s+(?:to|in\s+writing))\b)|\b(?:absent|without)\b[^.]{0,80}\bshall\s+(?:then\s+)?expire\s+(?:at|on|upon)\s+the\s+(?:end|expiration)\s+of\s+the\s+initial\s+term\b/i.exec(
      judged,
    );
  // "This term sheet will expire on April 4 unless extended": the offer's deadline, not the agreement's renewal.
  const offerExpires =
    noRenew && /\b(?:this|the)\s+(?:term\s+sheet|offer|letter(?:\s+of\s+intent)?|proposal)\s+(?:will|shall)\s+(?:expire|lapse)\b/i.test(judged);
  if (noRenew && !offerExpires) push('autoRenews', false, noRenew.index, 0.9);
  else if (renew) push('autoRenews', true, renew.index, 0.9);

  // "Your appointment will run from July 1, 2025 through June 30, 2026": the term in months, from its dates.
  if (/\b(?:term|appointment|agreement|employment)\b/i.test(text)) {
    const range = new RegExp(
      `\\b(?:from|beginning(?:\\s+on)?|commencing(?:\\s+on)?|begins?\\s+on|starts?\\s+on|effective)\\s+(${dateWords})\\s*,?\\s+(?:through|thru|to|until|and\\s+(?:ending|ends?|expir\\w+)\\s+on|and\\s+end(?:ing)?\\s+on)\\s+(${dateWords})`,
      'i',
    ).exec(text);
    const span = range ? monthsSpanned(range[1]!, range[2]!) : undefined;
    if (range && span !== undefined && months(span) && !/\b(?:renewal|extension|extended)\b/i.test(text.slice(0, range.index)))
      push('initialTermMonths', span, range.index + range[0].lastIndexOf(range[2]!), 0.85);
    // "The term of this Agreement shall commence on the Effective Date and shall end ... on September 1, 2028", the
    // Effective Date defined as a date elsewhere: the months between them.
    for (const { name, date } of range ? [] : definedDates) {
      const named = new RegExp(
        `\\b(?:commenc\\w*|begin\\w*|start\\w*)\\s+(?:on\\s+)?(?:the\\s+)?${escape(name)}\\b[^;]{0,60}?\\b(?:end|expire|terminate|continue)\\w*\\s+(?:[^;]{0,25}?\\s)?(?:on|through|until)\\s+(${dateWords})`,
        'i',
      ).exec(text);
      const spanned = named ? monthsSpanned(date, named[1]!) : undefined;
      if (
        named &&
        spanned !== undefined &&
        months(spanned) &&
        /\binitial\s+term\b|\bterm\s+of\s+(?:this|the)\s+agreement\b/i.test(`${lead?.text ?? ''} ${text}`)
      ) {
        push('initialTermMonths', spanned, named.index + named[0].lastIndexOf(named[1]!), 0.8);
        break;
      }
    }
  }

  // Malpractice: claims-made or occurrence
  if (
    /\bmalpractice\b|\bprofessional\s+liability\b|\bliability\s+(?:insurance|coverage)\b|\bFTCA\b|\btort\s+claims\b|\b(?:coverage|policy)\b|\b(?:self-)?insur(?:e|ed|es|ance|ing)\b/i.test(
      text,
    )
  ) {
    // Limits are stated "per occurrence" whatever the policy's form: those words name no form.
    const forms = text.replace(/\b(?:per|each|any\s+one|a\s+single)\s+occurrence\b/gi, (m) => ' '.repeat(m.length));
    const claims = /\bclaims[-\s]made\b/i.exec(forms);
    const occurrence = /\boccurrence(?:[-\s]based)?\b(?!\s+of)|\boccurrence\s+(?:basis|policy|form)\b/i.exec(forms);
    // '"Tail Coverage" means an extended reporting endorsement to a claims-made policy': a definition says what a
    // word means, not which cover the physician has; a clause that provides the cover is surer.
    const defining = /^\W*(?:[\d.]+\s*)?(?:\([a-z\d]+\)\s*)?["“][^"”]{2,60}["”]\s+(?:means|shall\s+mean|refers\s+to|is\s+defined)\b/i.test(text);
    if (claims && !occurrence) push('malpracticeType', 'claims-made', claims.index, defining ? 0.8 : 0.9);
    else if (occurrence && !claims && !/\bper\s+occurrence\b/i.test(text.slice(occurrence.index - 4, occurrence.index + 12)))
      push('malpracticeType', 'occurrence', occurrence.index, 0.85);
  }

  // Tail: who pays, from who buys it (the subject of "shall purchase", whatever the document calls
  // each party) and whose cost it is ("at its sole cost", "at no cost to Physician", "your responsibility").
  const tail = /\btail\b|\bextended\s+reporting\b|\bprior\s+acts\b|\bnose\s+coverage\b|\breporting\s+endorsement\b/i.exec(text);
  if (tail && !/\bnot\s+(?:be\s+)?(?:required|need)|\bno\s+tail\b|\bis\s+not\s+needed\b/i.test(text)) {
    const who = tailPayer(text);
    if (who) push('tailPaidBy', who, tail.index, who === 'shared' ? 0.88 : 0.85);
  }

  // Call: "1:4", "one (1) in four (4)", "one night in four", "every fourth night"
  // "3.2 Call. Division faculty share overnight call ... Faculty Member's share will be approximately one night in six": the heading says what.
  const callHeading =
    lead &&
    lead !== sentence &&
    // "2.2 Physician shall share ... call ... Physician's share shall be one (1) in three (3) weeknights": the paragraph's subject.
    // "2.2 After-Hours Coverage. ... coverage rotation ... one week in six": call by another name.
    (/\bcall\b|\bafter[-\s]hours\b/i.test(sectionHeading(lead.text) ?? '') || (/\bcall\b/i.test(lead.text) && /\bshare\b/i.test(text))) &&
    /\bnights?\b|\bweekends?\b|\bweeknights?\b|\bweeks?\s+in\b|\b1\s*:\s*\d/i.test(text);
  if (/\bcall\b/i.test(text) || callHeading) {
    const n = `(?:\\d+|${Object.keys(small).slice(2, 11).join('|')})`;

    const ratios = [
      /\b1\s*:\s*(\d{1,2})\b/,
      new RegExp(
        `\\b(?:one|1)[\\s-]*(?:\\(1\\)\\s*)?(?:night|day|weekend|shift|week)?s?[\\s-]*(?:in|out\\s+of|of\\s+every|every)[\\s-]+(?:every\\s+)?(${n})(?:\\s*\\(\\d+\\))?(?!\\d|,\\d)`,
      ),
      /\b1-in-(\d{1,2})\b/,
      // "q4 call", "in-house call is q6": one night in that many.
      /\bq\s?([2-9]|1[0-4])\b(?=\s*(?:call|night|,|\.|\s+(?:basis|rotation|schedule)|$))|\bcall\s+(?:\w+\s+){0,2}q([2-9]|1[0-4])\b/,
    ]
      .flatMap((re) => [...text.matchAll(new RegExp(re.source, 'gi'))])
      // "1 in 4 (1:4)" is one statement: keep the first of matches that overlap.
      .sort((a, b) => a.index - b.index)
      .filter((m, i, all) => i === 0 || m.index >= all[i - 1]!.index + all[i - 1]![0].length);
    // An amendment's table row reads "call one night in three (1:3) | call one night in four (1:4)": its last ratio is the new one.
    const ratio = (amendingDocument ? ratios.at(-1) : ratios[0]) ?? null;
    // "shared among the Center's six physicians", "With six surgeons now sharing call": one in that many, less sure.
    const sharers = new RegExp(
      `\\b(?:among|between|by|of)\\s+(?:the\\s+|its\\s+|our\\s+|[A-Z][\\w.&'’-]*['’]s\\s+)?(?:[\\w'’]+\\s+){0,2}?(${n})\\s+(?:\\w+\\s+)?(?:physicians|surgeons|doctors|providers|partners|clinicians|hospitalists|[a-z]+ists|[a-z]+ians)\\b|\\b(?:with|of)\\s+(${n})\\s+(?:\\w+\\s+)?(?:physicians|surgeons|doctors|providers|partners|clinicians|hospitalists|[a-z]+ists|[a-z]+ians)\\s+(?:now\\s+)?shar\\w*\\s+(?:the\\s+)?call\\b`,
      'i',
    ).exec(text);
    const every = /\bevery\s+(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+(?:night|day|weekend)\b/i.exec(text);
    if (ratio) {
      const raw = (ratio[1] ?? ratio[2])!;
      const value = /^\d+$/.test(raw) ? Number(raw) : small[raw.toLowerCase()];
      if (value && value >= 2 && value <= 14) push('callRatio', `1:${value}`, ratio.index, 0.9);
    } else if (every) push('callRatio', `1:${ordinal[every[1]!.toLowerCase()]}`, every.index, 0.85);
    else if (sharers && /\bshar\w*|\brotat\w*|\bequally\b|\bcomplement\b/i.test(text)) {
      const raw = (sharers[1] ?? sharers[2])!;
      const value = /^\d+$/.test(raw) ? Number(raw) : small[raw.toLowerCase()];
      if (value && value >= 2 && value <= 14) push('callRatio', `1:${value}`, sharers.index, 0.7);
    }
  }
}

/** Who pays for tail coverage in a sentence about it, or undefined when it does not say. */
function tailPayer(text: string): 'employer' | 'physician' | 'shared' | undefined {
  // "If we end your employment, we pay for your tail; if you resign, the tail is your responsibility": who pays
  // depends on how it ends, so no one party is named.
  if (/\bif\b[^;]{3,200};\s*(?:and\s+|but\s+)?(?:if|in\s+(?:all\s+)?other\s+cases|in\s+any\s+other\s+case|otherwise|should)\b/i.test(text))
    return undefined;
  if (/\bequally\b|\bshared?\b|\bsplit\b|\bfifty\s+percent\b|\b50\s*%|\bone-half\b|\bhalf\s+of\b/i.test(text)) return 'shared';
  const votes = { employer: 0, physician: 0 };
  const vote = (who: ReturnType<typeof partyOf>, negated = false) => {
    if (who === 'employer' || who === 'physician') votes[negated ? (who === 'employer' ? 'physician' : 'employer') : who]++;
  };
  // The sentence's own subject, for "..., and will pay for your tail" where the verb's is a conjunction.
  const sentenceSubject =
    /^\W*(?:[\d.]+\s*)?(?:upon\s+[^,]+,\s*|when\s+[^,]+,\s*|if\s+[^,]+,\s*)?((?:the\s+)?[A-Z][\w.'’&-]*(?:\s+[A-Z][\w.'’&-]*){0,3}|you|we)\b/i.exec(
      text,
    )?.[1] ?? '';
  const buys =
    /([\w.'’&-]+(?:\s+[\w.'’&-]+){0,4}?),?\s+(?:(?:shall|will|agrees?\s+to|must|is\s+required\s+to)\s+(?:\w+\s+){0,3}?(not\s+)?(?:pay|bear|purchase|procure|provide|obtain|fund|buy|reimburse|be\s+(?:solely\s+)?responsible)|(?:pays|bears|purchases|buys|provides|covers|funds)\s+(?:for\s+)?(?:the\s+|your\s+|any\s+|an?\s+)?(?:\w+\s+){0,2}?(?:tail|extended|reporting|coverage))\b/gi;
  for (let m = buys.exec(text); m; m = buys.exec(text)) {
    const subject = m[1]!.replace(/^(?:and|but|or|then|if|that|however|thereafter|termination|ends?)\s+/i, '');
    // "HSH provides claims-made insurance and will pay for your tail": the verb after "and" is the sentence subject's.
    const joined = /^(?:and|but|or|then)$|\b(?:and|but)$/i.test(m[1]!.trim()) && partyOf(subject.replace(/\s+(?:and|but)$/i, '')) === undefined;
    vote(partyOf(joined || subject === '' ? sentenceSubject : subject), !!m[2]);
  }
  const doesNot = /([\w.'’&-]+(?:\s+[\w.'’&-]+){0,3}?)\s+(?:does|will|shall)\s+not\s+(?:pay\s+for|purchase|provide|buy|cover)\b/i.exec(text);
  if (doesNot && partyOf(doesNot[1]!) === 'employer') votes.physician++;
  // Whose cost: "at its sole expense", "at the Associate's own expense", "at no cost to Physician".
  const cost = /\bat\s+(its|our|your|his|her|(?:the\s+)?[A-Z]?[\w-]+['’]s)\s+(?:own\s+|sole\s+)*(?:cost|expense)\b/gi;
  for (let m = cost.exec(text); m; m = cost.exec(text)) {
    const owner = m[1]!.replace(/['’]s$/, '');
    vote(/^(?:its|our)$/i.test(owner) ? 'employer' : /^(?:your|his|her)$/i.test(owner) ? 'physician' : partyOf(owner));
  }
  if (
    /\bat\s+no\s+(?:cost|charge|expense)\s+to\s+(?:you|the\s+physician|physician|[A-Z]\w*)|\bnot\s+(?:be\s+)?personally\s+responsible\b/i.test(text)
  )
    votes.employer++;
  if (
    /\b(?:is|are|be|remains?)\s+(?:solely\s+)?your\s+responsibility\b|\byour\s+responsibility\b|\b(?:physician|you)\s+(?:is|are|shall\s+be|will\s+be)\s+(?:solely\s+)?responsible\b/i.test(
      text,
    )
  )
    votes.physician++;
  const paidBy = /\bpaid\s+(?:for\s+)?by\s+((?:the\s+)?[\w.'’&-]+)/i.exec(text);
  if (paidBy) vote(partyOf(paidBy[1]!));
  if (votes.employer > votes.physician) return 'employer';
  if (votes.physician > votes.employer) return 'physician';
  return undefined;
}

// ---------------------------------------------------------------- the reader

/**
 * How the rest of the document bears on a finding: another sentence giving the same term a different
 * value makes it much less sure (the reader had to choose); another giving the same value, a little surer.
 */
function agreement(chosen: Candidate, candidates: readonly Candidate[]): number {
  const others = candidates.filter((c) => c.term === chosen.term && c.at >= 0 && c.sentence !== chosen.sentence);
  if (others.some((c) => c.value !== chosen.value)) return -0.2;
  return others.length > 0 ? 0.03 : 0;
}

/**
 * A page's lines, with the ends of short lines kept as breaks: a table row, a list item or a line of
 * a letterhead ends where its line does, so a row of a compensation table does not run into the next
 * ("Sign-on bonus $25,000 Half at signing, half after six months" then "Student loan repayment ...").
 * A line is short when it is well under the page's full lines; one that ends mid-phrase (a comma, a
 * colon introducing a list, "and", "of") still runs on.
 */
/** A table row that opens with the label of a term, then its cell (a capital, a figure or a dollar sign: isTermLabelRow). */
const termLabelRow =
  /^\s*(?:position|initial\s+term|term|start\s+date|base\s+(?:salary|compensation|pay)|salary|compensation|productivity|signing\s+bonus|sign-on\s+bonus|relocation|moving\s+expenses|vacation|pto|paid\s+time\s+off|cme|continuing\s+medical\s+education|call|benefits|professional\s+liability|malpractice|tail|restrictive\s+covenants?|non-?compet\w*|non-?solicit\w*|notice|termination|renewal|retirement|loan\s+repayment|schedule)\s+/i;
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
        /^\s*(?:[A-Z][\w'’-]*\s+){1,4}(?:\$\s?\d|\d|(?:One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Twelve|Fifteen|Twenty|Thirty|Sixty|Ninety)\b[^.]{0,20}\(\d)/.test(
          lines[i + 1] ?? '',
        ) && /^\s*(?:[A-Z][\w'’-]*\s+){1,4}[^\s]*[$\d]/.test(trimmed);
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

/** A figure and where it is printed. */
interface Printed {
  readonly value: number;
  readonly at: number;
}

/**
 * Tables of wRVU tiers, one tier to a row ("wRVUs From | wRVUs To | Rate per wRVU", then "7,900 | 9,400 | $56.00";
 * "Tier 1 | 5,800 to 7,000 | $51.50") or one to a column ("Annual wRVUs | 9,500 - 11,000 | 11,000 - 12,500", then
 * "Year 1 rate | $58.00 | $61.00"): where the first tier paid above $0 starts, and its rate (the first year's).
 */
function tierTables(joined: string): { start: number; end: number; threshold: Printed; rate: Printed }[] {
  const lines: { text: string; start: number }[] = [];
  let offset = 0;
  for (const line of joined.split('\n')) {
    if (line.trim()) lines.push({ text: line, start: offset });
    offset += line.length + 1;
  }
  const number = (text: string) => Number(text.replace(/,/g, ''));
  const tables: { start: number; end: number; threshold: Printed; rate: Printed }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const header = lines[i]!;
    if (!/\b(?:w?\s?RVUs?|tiers?)\b/i.test(header.text) || !/\b(?:rate|tier|from)\b/i.test(header.text) || /\$\s?\d/.test(header.text)) continue;
    // One tier to a row.
    const row =
      /^\s*(?:tier\s*\d+\s+)?(?:over\s+|above\s+|more\s+than\s+)?(\d{1,2},?\d{3}|0)\s*(?:-|–|to)?\s*(?:\d{1,2},?\d{3}|no\s+limit|and\s+(?:above|over)|\+)?\b[^$\n]{0,20}\$\s?(\d{1,3}(?:\.\d{1,2})?)\b/i;
    // A tier the base salary pays for ("0 - 8,500 (Threshold) | Included in base salary"): a rate of $0.
    const unpaid =
      /^\s*(?:(?:tier\s*\d+|base|[A-Z][a-z]+)\s+)?(0|\d{1,2},?\d{3})\s*(?:-|–|to)\s*(\d{1,2},?\d{3})\b[^$\n]{0,40}\b(?:included|none|no\s+(?:additional|productivity)|not\s+paid|base\s+salary)\b/i;
    // Each row: where its tier starts (the figure as printed), its rate, and where an unpaid tier ends.
    const rows: { line: (typeof lines)[number]; from: string; rate: string; upTo?: number }[] = [];
    for (let j = i + 1; j < lines.length && j <= i + 6; j++) {
      const m = row.exec(lines[j]!.text);
      const free = m ? undefined : unpaid.exec(lines[j]!.text);
      if (m) rows.push({ line: lines[j]!, from: m[1]!, rate: m[2]! });
      else if (free) rows.push({ line: lines[j]!, from: free[1]!, rate: '0', upTo: number(free[2]!) });
      else break;
    }
    const paidAt = rows.findIndex((r) => number(r.rate) > 0);
    const paid = rows[paidAt];
    if (rows.length >= 2 && paid) {
      const last = rows.at(-1)!.line;
      // "0 - 8,500" then "8,501 - 10,000 | $62.00": the threshold is where the unpaid tier ends.
      const unpaidEnd = rows[paidAt - 1]?.upTo;
      const threshold = unpaidEnd !== undefined && unpaidEnd + 1 === number(paid.from) ? unpaidEnd : number(paid.from);
      tables.push({
        start: header.start,
        end: last.start + last.text.length,
        threshold: { value: threshold, at: paid.line.start + paid.line.text.indexOf(paid.from) },
        rate: { value: number(paid.rate), at: paid.line.start + paid.line.text.lastIndexOf(paid.rate) },
      });
      continue;
    }
    // One tier to a column: a row of ranges, then a row of rates.
    const ranges = lines[i + 1];
    const rates = lines[i + 2];
    const firstRange = ranges && /\bw?\s?RVUs?\b[^\d\n]*?(\d{1,2},?\d{3})\s*(?:-|–|to)\s*\d{1,2},?\d{3}/i.exec(ranges.text);
    const firstRate = rates && /\brate\b[^$\n]*?\$\s?(\d{1,3}(?:\.\d{1,2})?)/i.exec(rates.text);
    if (ranges && rates && firstRange && firstRate)
      tables.push({
        start: header.start,
        end: rates.start + rates.text.length,
        threshold: { value: number(firstRange[1]!), at: ranges.start + firstRange.index + firstRange[0].indexOf(firstRange[1]!) },
        rate: { value: number(firstRate[1]!), at: rates.start + firstRate.index + firstRate[0].lastIndexOf(firstRate[1]!) },
      });
  }
  return tables;
}

/** The longest quote shown: a sentence or a table row, never a flattened table or a run of bullet points. */
export const quoteLimit = 300;

/** A section heading that opens a sentence: "4.04 Relocation.", "ARTICLE 7. PROFESSIONAL LIABILITY INSURANCE 7.1". */
const headingAtStart =
  /^\s*(?:(?:(?:section|article)\s+)?(?:[A-Z]-)?[\dIVX]+(?:\.\d+)*\.?\s+)?(?:[A-Z][A-Z,'’&/ -]{3,60}(?=\s+(?:\d+(?:\.\d+)*\.?\s+)?[A-Z][a-z])|[A-Z][\w,'’&/ -]{0,50}?\.(?=\s+[A-Z(]))\s*(?:\d+(?:\.\d+)+\.?\s+)?/;

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

/** Reads the terms from each page's text (index 0 is page 1). */
export function findTerms(pages: readonly string[]): TermFinding[] {
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
  const candidates: Candidate[] = [];
  const sentences = sentencesOf(text);
  // An amendment, or a renewal letter that sets what changes ("Current | Renewal Term" tables): the figures in force come last.
  amendingDocument =
    /\bamendment\b/i.test(text.slice(0, 400)) ||
    /\bRe:\s*Renewal\b|\brenewal\s+(?:letter|of\s+your)\b|\boffer\s+you\s+a\s+renewal\b/i.test(text.slice(0, 800));
  definitionsOf(text, sentences);
  let lead: Sentence | undefined;
  sentences.forEach((sentence, i) => {
    // The first sentence of each paragraph, whose heading names what the paragraph is about.
    if (i === 0 || /^\s*\n\s*\n/.test(sentence.text)) lead = sentence;
    numericCandidates(sentence, sentences[i - 1], candidates, lead, sentences[i - 2]);
    wordCandidates(sentence, candidates, lead);
  });
  // A table of wRVU tiers sets the threshold (where the first paid tier starts) and the first tier's rate: the
  // reader's other readings of its rows (a tier's upper bound, a later tier's rate) give way to it.
  for (const table of tierTables(joined)) {
    const inTable = (c: Candidate) => (c.term === 'wrvuThreshold' || c.term === 'wrvuRate') && c.at >= table.start && c.at < table.end;
    candidates.splice(0, candidates.length, ...candidates.filter((c) => !inTable(c)));
    for (const [term, found] of [
      ['wrvuThreshold', table.threshold],
      ['wrvuRate', table.rate],
    ] as const) {
      const sentence = sentences.find((candidate) => candidate.start <= found.at && found.at < candidate.end);
      if (sentence) candidates.push({ term, value: found.value, at: found.at, sentence, confidence: 0.95, amends: amendment.test(sentence.text) });
    }
  }

  const findings: TermFinding[] = [];
  const chosen = new Map<TermKey, Candidate>();
  // An amendment recites what the agreement said ("WHEREAS ... currently receives $305,000") and then
  // says what it says now: its recitals count only for a term nothing else sets, and the last
  // statement wins (a table of "Currently provides | As amended, provides" reads in that order).

  const recital = (c: Candidate) =>
    /^\W*(?:[\d.]+\s*)?(?:WHEREAS|Recitals?)\b/.test(c.sentence.text) ||
    (/\b(?:currently|presently|previously|formerly|originally|now)\s+(?:provides?|permits?|requires?|sets?|states?|stated|reads?|receives?|entitles?|is|are|was|were)\b|\bas\s+originally\b/i.test(
      c.sentence.text,
    ) &&
      !/\b(?:is|are|shall\s+be)\s+(?:hereby\s+)?(?:replaced|amended|deleted|restated|changed|revised)\b/i.test(c.sentence.text));
  for (const c of candidates) {
    const held = chosen.get(c.term);
    if (!held) chosen.set(c.term, c);
    else if (amendingDocument && c.at >= 0) {
      // A later restatement of the same figure (a summary table of the terms as amended) leaves it where it was changed.
      if ((recital(held) && !recital(c)) || (recital(held) === recital(c) && c.at > held.at && c.value !== held.value)) chosen.set(c.term, c);
    }
    // An amending sentence supersedes; otherwise the surest, then the first.
    else if ((c.amends && !held.amends) || (c.amends === held.amends && (c.amends ? c.at > held.at : c.confidence > held.confidence)))
      chosen.set(c.term, c);
  }
  // "Relocation reimbursement is subject to the same repayment obligation ... as the signing bonus": the bonus's period.
  // The sentence may name the relocation itself, or follow the one that does ("4.04 Relocation. ... Physician
  // shall repay that amount under the same conditions ... as the signing bonus").
  const sameAsBonus =
    /\bsame\b[^.]{0,80}?\b(?:repay\w*|clawback|conditions|terms|obligations?|forgiveness|period|schedule)\b[^.]*?\bas\s+(?:(?:that|those)\s+(?:of|for|applicable\s+to)\s+|(?:apply|applies)\s+to\s+)?(?:the\s+|your\s+)?(?:sign(?:ing|-on)|retention|recruitment|commencement|starting)\s+bonus\b/i;
  const same = sentences.find(
    (sentence, i) =>
      sameAsBonus.test(sentence.text) &&
      (relocationWords.test(sentence.text) || (i > 0 && !/^\s*\n\s*\n/.test(sentence.text) && relocationWords.test(sentences[i - 1]!.text))),
  );
  const bonusPeriod = chosen.get('signingBonusClawbackMonths');
  if (same && bonusPeriod && !chosen.has('relocationClawbackMonths'))
    chosen.set('relocationClawbackMonths', {
      ...bonusPeriod,
      term: 'relocationClawbackMonths',
      sentence: same,
      confidence: bonusPeriod.confidence - 0.1,
    });
  // The employer's notice is reported only where it differs from the physician's.
  const physicianNotice = chosen.get('noticeWithoutCauseDays');
  const employerNotice = chosen.get('noticeWithoutCauseDaysEmployer');
  if (employerNotice && (employerNotice.at < 0 || employerNotice.value === physicianNotice?.value)) chosen.delete('noticeWithoutCauseDaysEmployer');
  for (const c of chosen.values()) {
    findings.push({
      term: c.term,
      value: c.value,
      page: pageAt(c.at),
      ...quoteOf(c.sentence, c.at, joined.slice(c.sentence.start, c.sentence.end)),
      confidence: Math.round(Math.max(0, Math.min(1, c.confidence + agreement(c, candidates))) * 100) / 100,
    });
  }
  return [...findings, ...repaymentFindings(pages, findings)].sort((a, b) => termKeys.indexOf(a.term) - termKeys.indexOf(b.term));
}
