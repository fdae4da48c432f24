/** The course "Negotiation 101" (spec §1, §9): chapter 1 is a video, chapters 2 to 13 are mp3 audio. */
export const productName = 'Negotiation 101';
export const chapterCount = 13;

export type ChapterNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;
export type ChapterKind = 'video' | 'audio';

/** The one chapter anonymous visitors may play (spec §6); it is served publicly. */
export const publicChapterNumber = 1 satisfies ChapterNumber;

export interface Chapter {
  readonly number: ChapterNumber;
  readonly title: string;
  readonly kind: ChapterKind;
  /** Object key in the media bucket. */
  readonly mediaKey: string;
  readonly contentType: 'video/mp4' | 'audio/mpeg';
}

export function isChapterNumber(value: unknown): value is ChapterNumber {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= chapterCount;
}

/** Tile name on the Content screen: "Negotiation 101 (Chapter N)". */
export function chapterTileName(n: ChapterNumber): string {
  return `${productName} (Chapter ${n})`;
}

/** Title of the Content screen's modal player: "Negotiation 101 - Chapter N". */
export function chapterPlayerTitle(n: ChapterNumber): string {
  return `${productName} - Chapter ${n}`;
}

function kindOf(n: ChapterNumber): ChapterKind {
  return n === 1 ? 'video' : 'audio';
}

/**
 * The media bucket's public part: CloudFront serves objects under this prefix to anyone (its
 * behaviour path is built from this constant) and nothing else of the bucket.
 */
export const publicMediaPrefix = 'media/';

/**
 * Members-only media: never reachable through CloudFront, handed out by presigned GET after the
 * sign-in check.
 */
export const membersMediaPrefix = 'content/';

/** The WebVTT transcript beside a chapter's media: the same key with .vtt (same prefix, so same audience). */
export function chapterTranscriptKey(n: ChapterNumber): string {
  return chapterMediaKey(n).replace(/\.(mp3|mp4)$/, '.vtt');
}

/** Whether a media bucket key is served publicly (by CloudFront, to anonymous visitors too). */
export function isPublicMediaKey(key: string): boolean {
  return key.startsWith(publicMediaPrefix);
}

/**
 * Object key of a chapter in the media bucket, the file named as the spec names it:
 * media/{product} (Chapter 1).mp4 for the public video, content/{product} (Chapter N).mp3 for the
 * members-only audio chapters.
 */
export function chapterMediaKey(n: ChapterNumber): string {
  const prefix = n === publicChapterNumber ? publicMediaPrefix : membersMediaPrefix;
  return `${prefix}${chapterTileName(n)}.${kindOf(n) === 'video' ? 'mp4' : 'mp3'}`;
}

const titles: Record<ChapterNumber, string> = {
  1: 'Why and what to negotiate',
  2: 'Offer letter or employment agreement',
  3: 'Compensation models',
  4: 'wRVUs, thresholds and conversion rates',
  5: 'Benchmarks and fair market value',
  6: 'Signing bonus, relocation, loans and clawbacks',
  7: 'Call, schedule and workload',
  8: 'Non-compete and non-solicitation',
  9: 'Malpractice insurance and tail coverage',
  10: 'Term, renewal and termination',
  11: 'Benefits and the partnership track',
  12: 'How to ask, counter and get it in writing',
  13: 'Review before you sign',
};

export const chapterNumbers = Array.from({ length: chapterCount }, (_, i) => i + 1) as ChapterNumber[];

export const chapters: readonly Chapter[] = chapterNumbers.map((number) => ({
  number,
  title: titles[number],
  kind: kindOf(number),
  mediaKey: chapterMediaKey(number),
  contentType: kindOf(number) === 'video' ? 'video/mp4' : 'audio/mpeg',
}));

/** The Content screen lists the audio chapters only, 2 to 13 (spec §9). */
export const contentScreenChapters: readonly ChapterNumber[] = chapterNumbers.filter((n) => n !== 1);

export function chapter(n: ChapterNumber): Chapter {
  // chapters[i] holds chapter i + 1 by construction.
  return chapters[n - 1] as Chapter;
}

/** The chapter UP NEXT advances to, or undefined after the last one. */
export function nextChapter(n: ChapterNumber): ChapterNumber | undefined {
  const next = n + 1;
  return isChapterNumber(next) ? next : undefined;
}
