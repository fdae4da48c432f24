import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { CourseProgress } from '#shared/api/course-schemas.ts';
import { chapterMediaKey, publicChapterNumber, type ChapterNumber } from '#shared/constants/chapters.ts';
import * as messages from '#shared/messages.ts';
import { parseWebVtt, type TranscriptCue } from '#shared/course/transcript.ts';
import { canPlayChapter } from '#shared/permissions.ts';
import { useSession } from '#web/auth/session.tsx';
import { useApp } from '#web/lib/app-context.tsx';
import { courseProgressKey, courseProgressQuery } from '#web/lib/screen-queries.ts';
// Chapter 1 is public, and its transcript is the very file the media bucket serves at /media/…: part
// of the build, the course page (prerendered) shows it from its first paint instead of fetching it.
import publicTranscript from '#content/course/media/Negotiation 101 (Chapter 1).vtt?raw';

const progressKey = courseProgressKey;

/** Who is looking at the course: still loading, a visitor, a member (chapters 2 to 13), or another account. */
export type CourseViewer = 'loading' | 'anonymous' | 'member' | 'other';

export function useCourseViewer(): CourseViewer {
  const { status, account } = useSession();
  if (status === 'signedOut') return 'anonymous';
  if (status === 'loading' || !account) return 'loading';
  return canPlayChapter(account, 2) ? 'member' : 'other';
}

/** The member's progress (chapters done, saved positions), from GET /me/chapters. */
export function useCourseProgress(enabled: boolean) {
  const { api } = useApp();
  return useQuery({ ...courseProgressQuery(api), enabled });
}

/**
 * Records progress on the server (PUT /me/chapters/{n}): opening a chapter, or the position in it.
 * A failure is shown in the page with the spec's text (never an alert), until the next success.
 */
export function useRecordProgress() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | undefined>();
  const record = useCallback(
    async (chapter: ChapterNumber, position?: number, options: { keepalive?: boolean } = {}) => {
      try {
        const progress: CourseProgress = await api('recordChapterProgress', {
          params: { chapter: String(chapter) },
          body: position === undefined ? {} : { position: Math.round(position * 10) / 10 },
          ...(options.keepalive ? { keepalive: true } : {}),
        });
        queryClient.setQueryData(progressKey, progress);
        setError(undefined);
      } catch (failure) {
        setError(messages.content.progressFailure((failure as Error).message));
      }
    },
    [api, queryClient],
  );
  return { record, error };
}

export interface ChapterSource {
  readonly src: string;
  readonly transcript: readonly TranscriptCue[];
}

/** Chapter 1: served at /media/… like any static file, with the transcript the build carries. */
export const publicChapterSource: ChapterSource = {
  src: encodeURI(`/${chapterMediaKey(publicChapterNumber)}`),
  transcript: parseWebVtt(publicTranscript),
};

/** Public chapter 1 (known without asking anyone) or a members-only chapter's short-lived link. */
export function useChapterSource(chapter: ChapterNumber) {
  const { api } = useApp();
  return useQuery<ChapterSource>({
    queryKey: ['chapterSource', chapter],
    queryFn: async () => {
      if (chapter === publicChapterNumber) return publicChapterSource;
      const link = await api('getChapterLink', { params: { chapter: String(chapter) } });
      return { src: link.url, transcript: link.transcript };
    },
    ...(chapter === publicChapterNumber ? { initialData: publicChapterSource } : {}),
    // Links work 30 minutes: a fresh one well before that, and the player asks again on an error.
    staleTime: 20 * 60_000,
    gcTime: 20 * 60_000,
    retry: 1,
  });
}

/** "1:05" or "1:02:03". */
export function formatTime(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
