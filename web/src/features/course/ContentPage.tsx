import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  chapterPlayerTitle,
  chapterTileName,
  contentScreenChapters,
  chapter as chapterInfo,
  type ChapterNumber,
} from '#shared/constants/chapters.ts';
import * as messages from '#shared/messages.ts';
import { Button } from '#web/components/Button.tsx';
import { Notice } from '#web/components/Notice.tsx';
import { ContentLoading } from '#web/components/ScreenLoading.tsx';
import { rememberChapter } from './course-storage';
import { Player } from './Player';
import { formatTime, useCourseProgress, useRecordProgress } from './use-course';

/**
 * Profile → Content (spec §2): chapters 2 to 13 as tiles, Covered when in chaptersDone and
 * Remaining otherwise, each with its saved position or completion mark. A tile opens a modal
 * player (autoplay) and records the chapter as the course page does.
 */
export function ContentPage() {
  const progress = useCourseProgress(true);
  const { record, error } = useRecordProgress();
  const [playing, setPlaying] = useState<ChapterNumber | undefined>();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Each chapter's tile, to give focus back to it when the modal closes: opening a chapter moves its
  // tile from Remaining to Covered, a new element the dialog's own focus return does not know.
  const tiles = useRef(new Map<ChapterNumber, HTMLButtonElement>());
  const returnFocusTo = useRef<ChapterNumber | undefined>(undefined);

  const open = (n: ChapterNumber) => {
    returnFocusTo.current = undefined;
    setPlaying(n);
    rememberChapter(n);
    void record(n);
  };
  useEffect(() => {
    if (playing !== undefined && !dialog.current?.open) dialog.current?.showModal();
  }, [playing]);
  const close = () => dialog.current?.close();
  const onClose = () => {
    returnFocusTo.current = playing;
    setPlaying(undefined);
    if (playing !== undefined) tiles.current.get(playing)?.focus();
  };
  // The tile may move after the modal closed (progress recorded late): focus follows it if nothing else took it.
  useEffect(() => {
    const n = returnFocusTo.current;
    const active = document.activeElement;
    if (n !== undefined && (!active || active === document.body)) tiles.current.get(n)?.focus();
  }, [progress.data]);
  const savePosition = useCallback(
    (n: ChapterNumber, position: number, options?: { keepalive?: boolean }) => void record(n, position, options),
    [record],
  );

  const done = new Set(progress.data?.chaptersDone ?? []);
  const covered = contentScreenChapters.filter((n) => done.has(n));
  const remaining = contentScreenChapters.filter((n) => !done.has(n));
  const saved = (n: ChapterNumber) => progress.data?.chapters.find((c) => c.chapter === n);

  const tile = (n: ChapterNumber) => {
    const state = saved(n);
    return (
      <li key={n}>
        <button
          type="button"
          className="content-tile"
          onClick={() => open(n)}
          data-testid={`content-tile-${n}`}
          ref={(element) => {
            if (element) tiles.current.set(n, element);
          }}
        >
          <span className="content-tile__name">{chapterTileName(n)}</span>
          <span className="content-tile__title">{chapterInfo(n).title}</span>
          {state?.completed ? (
            <span className="content-tile__state content-tile__state--done">✓ {messages.content.completed}</span>
          ) : state && state.position > 0 ? (
            <span className="content-tile__state">{messages.content.resumeAt(formatTime(state.position))}</span>
          ) : null}
        </button>
      </li>
    );
  };

  return (
    <>
      <h1>Content</h1>
      {error && (
        <Notice tone="error" testId="progress-error">
          {error}
        </Notice>
      )}
      {progress.isError && <Notice tone="error">{messages.content.progressFailure((progress.error as Error).message)}</Notice>}
      {progress.isPending ? (
        <ContentLoading />
      ) : (
        <>
          <section className="content-section" aria-labelledby="content-remaining">
            <h2 id="content-remaining">Remaining</h2>
            {remaining.length ? <ul className="content-tiles">{remaining.map(tile)}</ul> : <p>{messages.content.noChaptersRemaining}</p>}
          </section>
          <section className="content-section" aria-labelledby="content-covered">
            <h2 id="content-covered">Covered</h2>
            {covered.length ? <ul className="content-tiles">{covered.map(tile)}</ul> : <p>{messages.content.noChaptersCovered}</p>}
          </section>
        </>
      )}

      <dialog ref={dialog} className="player-dialog" aria-labelledby={titleId} onClose={onClose}>
        <div className="player-dialog__header">
          <h2 id={titleId}>{playing ? chapterPlayerTitle(playing) : ''}</h2>
          <Button variant="secondary" size="small" onClick={close} aria-label="Close">
            Close
          </Button>
        </div>
        {playing !== undefined && (
          <Player
            key={playing}
            chapter={playing}
            autoPlay
            resumeAt={saved(playing)?.position}
            progress={saved(playing)}
            savePosition={savePosition}
            documentShortcuts={false}
            headingLevel={3}
          />
        )}
      </dialog>
    </>
  );
}
