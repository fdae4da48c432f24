/**
 * A chapter's transcript: one cue per spoken sentence, timed from the synthesis itself
 * (scripts/make-course-media.ts measures each sentence as it is spoken), so the text on screen is
 * exactly what is heard. Stored as WebVTT beside the chapter's media; this module writes and reads it.
 */
export interface TranscriptCue {
  /** Seconds from the start of the chapter. */
  start: number;
  end: number;
  text: string;
}

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

function seconds(stamp: string): number {
  const parts = stamp.split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/** A WebVTT file of the cues, numbered from 1. */
export function toWebVtt(cues: readonly TranscriptCue[]): string {
  const blocks = cues.map((cue, i) => `${i + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cue.text}`);
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

const timing = /^((?:\d+:)?\d{2}:\d{2}\.\d{3})\s+-->\s+((?:\d+:)?\d{2}:\d{2}\.\d{3})/;

/** The cues of a WebVTT file (identifiers, settings and notes ignored; a cue's lines joined by a space). */
export function parseWebVtt(text: string): TranscriptCue[] {
  const cues: TranscriptCue[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const at = lines.findIndex((line) => timing.test(line));
    if (at < 0) continue;
    const [, start, end] = timing.exec(lines[at]!)!;
    cues.push({
      start: seconds(start!),
      end: seconds(end!),
      text: lines
        .slice(at + 1)
        .join(' ')
        .trim(),
    });
  }
  return cues;
}

/** The cue being spoken at `time`, as an index, or -1 before the first and in silences between cues. */
export function cueIndexAt(cues: readonly TranscriptCue[], time: number): number {
  return cues.findIndex((cue) => time >= cue.start && time < cue.end);
}
