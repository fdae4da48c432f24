import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chapterNumbers, chapterTranscriptKey } from '../constants/chapters';
import { chapterDurations } from './durations';
import { sentencesOf, spoken } from './chapter-script';
import { parseWebVtt } from './transcript';

const repo = new URL('../../', import.meta.url);
const script = (n: number) => readFileSync(new URL(`content/scripts/chapter-${String(n).padStart(2, '0')}.md`, repo), 'utf8');
const transcript = (n: (typeof chapterNumbers)[number]) =>
  parseWebVtt(readFileSync(new URL(`content/course/${chapterTranscriptKey(n)}`, repo), 'utf8'));

describe('the course media match their scripts (regenerate with scripts/make-course-media.ts)', () => {
  it.each(chapterNumbers)('chapter %i: one transcript cue per spoken sentence, in order, within the measured duration', (n) => {
    const sentences = sentencesOf(n, script(n));
    const cues = transcript(n);
    expect(cues.map((cue) => cue.text)).toEqual(sentences.map((s) => s.text));
    for (let i = 1; i < cues.length; i++) expect(cues[i]!.start).toBeGreaterThanOrEqual(cues[i - 1]!.end);
    expect(cues.at(-1)!.end).toBeLessThanOrEqual(chapterDurations[n]);
    // 2 to 4 minutes spoken, ending with its key points.
    expect(chapterDurations[n]).toBeGreaterThanOrEqual(120);
    expect(chapterDurations[n]).toBeLessThanOrEqual(240);
    expect(sentences.some((s) => s.text === 'Key points.')).toBe(true);
  });

  it('spells out what the voice would misread', () => {
    expect(spoken('A 401(k) or 403(b), and 6,000 wRVUs from SullivanCotter: "fair".')).toBe(
      'A four oh one k or four oh three b, and 6,000 work RVUs from Sullivan Cotter: fair.',
    );
  });
});
