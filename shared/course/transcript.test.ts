import { describe, expect, it } from 'vitest';
import { cueIndexAt, parseWebVtt, toWebVtt, type TranscriptCue } from './transcript';

const cues: TranscriptCue[] = [
  { start: 0, end: 2.5, text: 'Why negotiate at all?' },
  { start: 2.75, end: 3661.125, text: 'Because the first contract sets the base for every raise.' },
];

describe('chapter transcripts (WebVTT)', () => {
  it('round-trips cues through WebVTT with millisecond timings', () => {
    const vtt = toWebVtt(cues);
    expect(vtt.startsWith('WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nWhy negotiate at all?')).toBe(true);
    expect(vtt).toContain('01:01:01.125');
    expect(parseWebVtt(vtt)).toEqual(cues);
  });

  it('reads short timestamps, CRLF, settings and multi-line cues, and skips notes', () => {
    const vtt = 'WEBVTT\r\n\r\nNOTE made here\r\n\r\n00:01.000 --> 00:02.000 align:start\r\nOne\r\ntwo.\r\n';
    expect(parseWebVtt(vtt)).toEqual([{ start: 1, end: 2, text: 'One two.' }]);
  });

  it('finds the cue being spoken, and none in a silence', () => {
    expect(cueIndexAt(cues, 1)).toBe(0);
    expect(cueIndexAt(cues, 2.6)).toBe(-1);
    expect(cueIndexAt(cues, 3)).toBe(1);
  });
});
