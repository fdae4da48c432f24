/**
 * Makes the course media from the chapter scripts (content/scripts/chapter-NN.md): each chapter's
 * speech with Festival's CMU US SLT HTS voice, synthesized sentence by sentence so that every
 * sentence's duration is measured, then joined with short pauses into one mono mp3 at a speech
 * bitrate, with a WebVTT transcript of one cue per sentence timed from those measurements. Chapter
 * 1 becomes a short video instead: its slides (the script's "> Slide:" lines) over the same track.
 *
 * Writes content/course/{content,media}/… (the media bucket's keys, which the CDK Web stack deploys
 * and the embedded stack uploads at bootstrap) and shared/course/durations.ts. The outputs are
 * committed, so nothing else needs these tools.
 *
 *   apt-get install -y festival festvox-us-slt-hts ffmpeg
 *   npx tsx scripts/make-course-media.ts            # every chapter
 *   npx tsx scripts/make-course-media.ts 4 5        # only these
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chapter,
  chapterMediaKey,
  chapterNumbers,
  chapterTranscriptKey,
  isChapterNumber,
  productName,
  publicChapterNumber,
  type ChapterNumber,
} from '#shared/constants/chapters.ts';
import { toWebVtt, type TranscriptCue } from '#shared/course/transcript.ts';
import { sentencesOf, spoken, type Sentence } from '#shared/course/chapter-script.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const scriptsDir = join(root, 'content/scripts');
const outDir = join(root, 'content/course');
const durationsFile = join(root, 'shared/course/durations.ts');

/** The voice: see the README's comparison (Festival HTS over flite and espeak-ng). */
const voice = 'voice_cmu_us_slt_arctic_hts';
/** Speech needs little: mono, 22.05 kHz, 24 kbit/s keeps a 3-minute chapter near 550 KB. */
const audioRate = 22_050;
const audioBitrate = '24k';

interface Pcm {
  readonly rate: number;
  readonly samples: Int16Array;
}

/** A 16-bit mono RIFF file, as Festival writes it. */
function readWav(path: string): Pcm {
  const file = readFileSync(path);
  let offset = 12;
  let rate = 0;
  while (offset + 8 <= file.length) {
    const id = file.toString('ascii', offset, offset + 4);
    const size = file.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      if (file.readUInt16LE(offset + 10) !== 1 || file.readUInt16LE(offset + 22) !== 16) throw new Error(`${path}: not 16-bit mono`);
      rate = file.readUInt32LE(offset + 12);
    }
    if (id === 'data') {
      const data = file.subarray(offset + 8, offset + 8 + size);
      return { rate, samples: new Int16Array(data.buffer.slice(data.byteOffset, data.byteOffset + data.length)) };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error(`${path}: no data chunk`);
}

function writeWav(path: string, pcm: Pcm): void {
  const data = Buffer.from(pcm.samples.buffer, pcm.samples.byteOffset, pcm.samples.byteLength);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(pcm.rate, 24);
  header.writeUInt32LE(pcm.rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  writeFileSync(path, Buffer.concat([header, data]));
}

/** Synthesizes every sentence in one Festival run (the voice loads once) and returns one wav per sentence. */
function synthesize(sentences: readonly Sentence[], work: string): Pcm[] {
  const quote = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  const files = sentences.map((_, i) => join(work, `s${String(i).padStart(3, '0')}.wav`));
  const program = [
    `(${voice})`,
    ...sentences.map((s, i) => `(utt.save.wave (utt.synth (eval (list 'Utterance 'Text ${quote(spoken(s.text))}))) ${quote(files[i]!)} 'riff)`),
  ].join('\n');
  writeFileSync(join(work, 'chapter.scm'), program);
  execFileSync('festival', ['-b', join(work, 'chapter.scm')], { stdio: ['ignore', 'ignore', 'inherit'] });
  return files.map(readWav);
}

/** Joins the sentences with their pauses; each cue spans its sentence's own audio. */
function assemble(sentences: readonly Sentence[], pcms: readonly Pcm[]): { pcm: Pcm; cues: TranscriptCue[] } {
  const rate = pcms[0]!.rate;
  const parts: Int16Array[] = [];
  const cues: TranscriptCue[] = [];
  let at = 0;
  sentences.forEach((sentence, i) => {
    const pcm = pcms[i]!;
    if (pcm.rate !== rate) throw new Error('sentences at different sample rates');
    const silence = new Int16Array(Math.round(sentence.pauseAfter * rate));
    cues.push({ start: round(at / rate), end: round((at + pcm.samples.length) / rate), text: sentence.text });
    parts.push(pcm.samples, silence);
    at += pcm.samples.length + silence.length;
  });
  const samples = new Int16Array(at);
  let offset = 0;
  for (const part of parts) {
    samples.set(part, offset);
    offset += part.length;
  }
  return { pcm: { rate, samples }, cues };
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

const font = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const bold = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

/** Breaks a line of slide text into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** Chapter 1: its slides (heading and text, drawn by ffmpeg) over the spoken track, H.264 + AAC. */
function makeVideo(sentences: readonly Sentence[], cues: readonly TranscriptCue[], track: string, duration: number, out: string, work: string) {
  const slides: { start: number; end: number; heading: string; body: string }[] = [];
  sentences.forEach((sentence, i) => {
    if (!sentence.slide) return;
    const [heading = '', body = ''] = sentence.slide.split('|');
    const last = slides.at(-1);
    if (last) last.end = cues[i]!.start;
    slides.push({ start: cues[i]!.start, end: duration, heading, body });
  });
  const filters: string[] = [];
  slides.forEach((slide, s) => {
    const enable = `between(t\\,${slide.start.toFixed(3)}\\,${(slide.end - 0.001).toFixed(3)})`;
    const draw = (text: string, index: number, options: string) => {
      const file = join(work, `slide-${s}-${index}.txt`);
      writeFileSync(file, text);
      filters.push(`drawtext=fontfile=${options}:textfile=${file}:enable='${enable}'`);
    };
    const headingLines = wrap(slide.heading, 26);
    const bodyLines = wrap(slide.body, 44);
    const total = headingLines.length * 64 + (bodyLines.length ? 24 + bodyLines.length * 40 : 0);
    let y = Math.round((540 - total) / 2);
    headingLines.forEach((line, i) => {
      draw(line, i, `${bold}:fontsize=48:fontcolor=white:x=(w-text_w)/2:y=${y}`);
      y += 64;
    });
    y += 24;
    bodyLines.forEach((line, i) => {
      draw(line, 10 + i, `${font}:fontsize=28:fontcolor=0xd8eef2:x=(w-text_w)/2:y=${y}`);
      y += 40;
    });
  });
  filters.push('drawbox=x=(iw-120)/2:y=ih-60:w=120:h=4:color=0xf2a541@0.9:t=fill', 'format=yuv420p');
  const script = join(work, 'slides.filter');
  writeFileSync(script, filters.join(',\n'));
  ffmpeg([
    ...['-f', 'lavfi', '-i', `color=c=0x0a2540:s=960x540:r=10:d=${duration.toFixed(3)}`],
    ...['-i', track],
    ...['-filter_script:v', script],
    ...['-map', '0:v', '-map', '1:a', '-c:v', 'libx264', '-preset', 'slow', '-tune', 'stillimage', '-crf', '30', '-g', '100'],
    ...['-c:a', 'aac', '-b:a', '32k', '-ac', '1', '-ar', String(audioRate), '-shortest', '-movflags', '+faststart'],
    ...['-map_metadata', '-1', '-metadata', `title=${productName} - Chapter 1`, '-fflags', '+bitexact', out],
  ]);
}

function makeChapter(n: ChapterNumber): number {
  const script = readFileSync(join(scriptsDir, `chapter-${String(n).padStart(2, '0')}.md`), 'utf8');
  const sentences = sentencesOf(n, script);
  const work = mkdtempSync(join(tmpdir(), `course-${n}-`));
  try {
    const { pcm, cues } = assemble(sentences, synthesize(sentences, work));
    const duration = round(pcm.samples.length / pcm.rate);
    const track = join(work, 'track.wav');
    writeWav(track, pcm);
    const mediaFile = join(outDir, chapterMediaKey(n));
    mkdirSync(dirname(mediaFile), { recursive: true });
    if (n === publicChapterNumber) makeVideo(sentences, cues, track, duration, mediaFile, work);
    else {
      ffmpeg([
        ...['-i', track, '-ac', '1', '-ar', String(audioRate), '-c:a', 'libmp3lame', '-b:a', audioBitrate],
        ...['-map_metadata', '-1', '-id3v2_version', '3', '-metadata', `title=${productName} - Chapter ${n}: ${chapter(n).title}`],
        ...[
          '-metadata',
          `album=${productName}`,
          '-metadata',
          `track=${n}/13`,
          '-metadata',
          'artist=Physician Contracts',
          '-fflags',
          '+bitexact',
          mediaFile,
        ],
      ]);
    }
    writeFileSync(join(outDir, chapterTranscriptKey(n)), toWebVtt(cues));
    console.log(`chapter ${n}: ${cues.length} sentences, ${duration.toFixed(1)} s`);
    return duration;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function readDurations(): Record<number, number> {
  const known: Record<number, number> = {};
  for (const [, n, seconds] of readFileSync(durationsFile, 'utf8').matchAll(/^\s*(\d+): ([\d.]+),$/gm)) known[Number(n)] = Number(seconds);
  return known;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const asked = process.argv.slice(2).map(Number);
  const which = asked.length ? asked.filter(isChapterNumber) : chapterNumbers;
  const durations = readDurations();
  for (const n of which) durations[n] = makeChapter(n);
  writeFileSync(
    durationsFile,
    [
      '// Generated by scripts/make-course-media.ts from the synthesized tracks: do not edit by hand.',
      "import type { ChapterNumber } from '../constants/chapters';",
      '',
      "/** Each chapter's spoken track in seconds. */",
      'export const chapterDurations: Record<ChapterNumber, number> = {',
      ...chapterNumbers.map((n) => `  ${n}: ${durations[n]},`),
      '};',
      '',
    ].join('\n'),
  );
}
