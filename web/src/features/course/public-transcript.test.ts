import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chapterTranscriptKey, publicChapterNumber } from '#shared/constants/chapters.ts';
import { parseWebVtt } from '#shared/course/transcript.ts';
import { publicChapterSource } from './use-course';

describe('chapter 1’s transcript in the build', () => {
  it('is the file the media bucket serves for chapter 1 (content/course, laid out as its keys)', () => {
    const served = readFileSync(join('content/course', chapterTranscriptKey(publicChapterNumber)), 'utf8');
    expect(publicChapterSource.transcript).toEqual(parseWebVtt(served));
    expect(publicChapterSource.transcript.length).toBeGreaterThan(10);
  });
});
