import { describe, expect, expectTypeOf, it } from 'vitest';
import { chapterNumberSchema } from './chapter-number';
import {
  chapter,
  chapterCount,
  chapterMediaKey,
  chapterNumbers,
  chapterPlayerTitle,
  chapters,
  chapterTileName,
  contentScreenChapters,
  isChapterNumber,
  isPublicMediaKey,
  membersMediaPrefix,
  nextChapter,
  productName,
  publicChapterNumber,
  publicMediaPrefix,
  type ChapterNumber,
} from './chapters';

describe('Negotiation 101 catalogue', () => {
  it('is the 13-chapter course named in the spec', () => {
    expect(productName).toBe('Negotiation 101');
    expect(chapterCount).toBe(13);
    expect(chapters.map((c) => c.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(chapterNumbers).toEqual(chapters.map((c) => c.number));
  });

  it('makes chapter 1 a video and chapters 2 to 13 audio', () => {
    expect(chapter(1)).toMatchObject({ kind: 'video', contentType: 'video/mp4' });
    for (const c of chapters.slice(1)) expect(c).toMatchObject({ kind: 'audio', contentType: 'audio/mpeg' });
  });

  it('keeps the public video under media/ and the members-only audio under content/', () => {
    expect(chapter(1).mediaKey).toBe('media/Negotiation 101 (Chapter 1).mp4');
    expect(chapter(2).mediaKey).toBe('content/Negotiation 101 (Chapter 2).mp3');
    expect(chapter(13).mediaKey).toBe('content/Negotiation 101 (Chapter 13).mp3');
    for (const c of chapters) expect(c.mediaKey).toBe(chapterMediaKey(c.number));
  });

  it('makes only the public chapter a public media key', () => {
    expect(publicMediaPrefix).toBe('media/');
    expect(isPublicMediaKey(chapterMediaKey(publicChapterNumber))).toBe(true);
    for (const n of chapterNumbers.filter((number) => number !== publicChapterNumber)) {
      expect(isPublicMediaKey(chapterMediaKey(n)), `chapter ${n}`).toBe(false);
      expect(chapterMediaKey(n).startsWith(membersMediaPrefix), `chapter ${n}`).toBe(true);
    }
    expect(isPublicMediaKey('content/media/x.mp3')).toBe(false);
  });

  it('gives every chapter a distinct, non-empty title', () => {
    const titles = chapters.map((c) => c.title);
    for (const title of titles) expect(title.trim()).not.toBe('');
    expect(new Set(titles).size).toBe(chapterCount);
  });

  it('makes chapter 1 the public one', () => {
    expect(publicChapterNumber).toBe(1);
  });
});

describe('chapter names', () => {
  it('tile name is "{product} (Chapter N)"', () => {
    expect(chapterTileName(2)).toBe('Negotiation 101 (Chapter 2)');
    expect(chapterTileName(13)).toBe('Negotiation 101 (Chapter 13)');
  });

  it('player title is "Negotiation 101 - Chapter N"', () => {
    expect(chapterPlayerTitle(7)).toBe('Negotiation 101 - Chapter 7');
  });
});

describe('contentScreenChapters', () => {
  it('lists chapters 2 to 13, twelve in all', () => {
    expect(contentScreenChapters).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });
});

describe('chapter numbers', () => {
  it.each([1, 7, 13])('%d is a chapter number', (n) => {
    expect(isChapterNumber(n)).toBe(true);
    expect(chapterNumberSchema.parse(n)).toBe(n);
  });

  it.each([0, 14, -1, 1.5, Number.NaN, '1', null, undefined])('%j is not a chapter number', (n) => {
    expect(isChapterNumber(n)).toBe(false);
    expect(chapterNumberSchema.safeParse(n).success).toBe(false);
  });

  it('schema output is typed as a chapter number', () => {
    expectTypeOf(chapterNumberSchema.parse(3)).toEqualTypeOf<ChapterNumber>();
  });

  it('UP NEXT advances one chapter and stops after the last', () => {
    expect(nextChapter(1)).toBe(2);
    expect(nextChapter(12)).toBe(13);
    expect(nextChapter(13)).toBeUndefined();
  });
});
