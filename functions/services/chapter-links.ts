import { chapterMediaKey, chapterTranscriptKey, type ChapterNumber } from '#shared/constants/chapters.ts';
import type { ChapterLink } from '#shared/api/course-schemas.ts';
import { parseWebVtt } from '#shared/course/transcript.ts';
import { chapterLinkSeconds, mediaUrl, readMediaText } from '../adapters/media';

/**
 * Links to the members-only chapters. Who may ask is the route's access level (verified
 * physicians), checked by the route factory from the account record.
 */

/** A short-lived link to a members-only chapter's mp3 and its transcript. */
export async function chapterLink(chapter: ChapterNumber): Promise<ChapterLink> {
  const expiresAt = Date.now() + chapterLinkSeconds * 1000;
  const [url, vtt] = await Promise.all([mediaUrl(chapterMediaKey(chapter)), readMediaText(chapterTranscriptKey(chapter))]);
  return { chapter, url, expiresAt, transcript: vtt ? parseWebVtt(vtt) : [] };
}
