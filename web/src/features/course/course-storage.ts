import { isChapterNumber, type ChapterNumber } from '#shared/constants/chapters.ts';

/**
 * What the course remembers in this browser (spec §4: the chapter index is stored locally and
 * resumed on load): the last chapter opened, the playback speed, and for visitors who are not
 * signed in, their place in chapter 1 (signed-in physicians keep positions on the server).
 */
const keys = { chapter: 'course.chapter', speed: 'course.speed', position: (n: ChapterNumber) => `course.position.${n}` } as const;

export const playbackSpeeds = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked (private mode): remembering is a convenience only.
  }
}

export function rememberedChapter(): ChapterNumber | undefined {
  const value = Number(read(keys.chapter));
  return isChapterNumber(value) ? value : undefined;
}

export function rememberChapter(n: ChapterNumber): void {
  write(keys.chapter, String(n));
}

export function rememberedSpeed(): number {
  const value = Number(read(keys.speed));
  return (playbackSpeeds as readonly number[]).includes(value) ? value : 1;
}

export function rememberSpeed(speed: number): void {
  write(keys.speed, String(speed));
}

export function rememberedPosition(n: ChapterNumber): number | undefined {
  const value = Number(read(keys.position(n)));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

export function rememberPosition(n: ChapterNumber, position: number): void {
  write(keys.position(n), position.toFixed(1));
}
