import { chapter, productName, type ChapterNumber } from '../constants/chapters';

/**
 * The chapter scripts (content/scripts/chapter-NN.md) as the voice speaks them: scripts/make-course-media.ts
 * synthesizes these sentences one by one and times one transcript cue from each, so the transcript
 * shows exactly these texts.
 */

/** Pauses (seconds) between sentences, after a paragraph, and after the chapter's title. */
export const pause = { sentence: 0.3, paragraph: 0.75, title: 1.0 } as const;

/** One spoken sentence: the text shown in the transcript, and the pause that follows it. */
export interface Sentence {
  readonly text: string;
  readonly pauseAfter: number;
  /** Chapter 1's video: the slide shown from this sentence on ("Heading|line"). */
  readonly slide?: string;
}

/** The sentences of a chapter script: title, paragraphs, then "Key points." and each point. */
export function sentencesOf(n: ChapterNumber, markdown: string): Sentence[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const title = lines
    .find((line) => line.startsWith('# '))
    ?.slice(2)
    .trim();
  if (!title) throw new Error(`chapter ${n}: no "# title" line`);
  if (title !== chapter(n).title) throw new Error(`chapter ${n}: title "${title}" differs from shared/constants/chapters.ts`);
  const sentences: Sentence[] = [{ text: `Chapter ${n}. ${title}.`, pauseAfter: pause.title, slide: `${productName}|Chapter ${n}: ${title}` }];
  let slide: string | undefined;
  let inKeyPoints = false;
  for (const block of markdown.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const text = block.trim();
    if (!text || text.startsWith('# ')) continue;
    if (text.startsWith('> Slide:')) {
      slide = text.slice('> Slide:'.length).trim();
      continue;
    }
    if (text.startsWith('## ')) {
      inKeyPoints = true;
      sentences.push({ text: 'Key points.', pauseAfter: pause.sentence, slide: 'Key points|' });
      continue;
    }
    if (inKeyPoints) {
      for (const item of text.split('\n').map((line) => line.replace(/^-\s*/, '').trim())) {
        if (item) sentences.push({ text: item, pauseAfter: pause.sentence, slide: `Key points|${item}` });
      }
      continue;
    }
    const parts = text.replace(/\s+/g, ' ').split(/(?<=[.!?]["”]?)\s+(?=["“$]?[A-Z0-9])/);
    parts.forEach((part, i) => {
      sentences.push({ text: part, pauseAfter: i === parts.length - 1 ? pause.paragraph : pause.sentence, ...(i === 0 && slide ? { slide } : {}) });
    });
    slide = undefined;
  }
  return sentences;
}

/** What the voice is given for a written sentence: abbreviations it would misread, spelled as said. */
export function spoken(text: string): string {
  return text
    .replace(/\bwRVUs\b/g, 'work RVUs')
    .replace(/\bwRVU\b/g, 'work RVU')
    .replace(/\b401\(k\)/g, 'four oh one k')
    .replace(/\b403\(b\)/g, 'four oh three b')
    .replace(/\b457\(b\)/g, 'four fifty seven b')
    .replace(/SullivanCotter/g, 'Sullivan Cotter')
    .replace(/·/g, ',')
    .replace(/["“”]/g, '');
}
