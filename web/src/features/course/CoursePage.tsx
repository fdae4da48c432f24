import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  chapter as chapterInfo,
  chapters,
  isChapterNumber,
  nextChapter,
  productName,
  publicChapterNumber,
  type ChapterNumber,
} from '#shared/constants/chapters.ts';
import * as messages from '#shared/messages.ts';
import { Button, ButtonLink } from '#web/components/Button.tsx';
import { Notice } from '#web/components/Notice.tsx';
import { ContentLoading } from '#web/components/ScreenLoading.tsx';
import { rememberChapter, rememberedChapter, rememberedPosition, rememberPosition } from './course-storage';
import { Player } from './Player';
import { useCourseProgress, useCourseViewer, useRecordProgress } from './use-course';

/**
 * /negotiation (spec §2, §4): the player, UP NEXT, the strip of 13 chapters and "Currently
 * Playing". Visitors play chapter 1; choosing a later chapter asks them to create an account (the
 * API refuses them the link anyway). Members' choices are recorded on the server and remembered in
 * this browser, and the remembered chapter is resumed on the next visit.
 */
export function CoursePage() {
  const viewer = useCourseViewer();
  const member = viewer === 'member';
  const progress = useCourseProgress(member);
  const { record, error: progressError } = useRecordProgress();
  const navigate = useNavigate();
  // A visitor plays chapter 1 whatever was linked or remembered: known from the first render, so
  // the prerendered page already shows the player (no shift when it comes to life).
  const [current, setCurrent] = useState<ChapterNumber | undefined>(() => (viewer === 'anonymous' ? publicChapterNumber : undefined));
  const [autoPlay, setAutoPlay] = useState(false);
  const [membersOnly, setMembersOnly] = useState(false);
  const modal = useRef<HTMLDialogElement>(null);
  const strip = useRef<HTMLOListElement>(null);
  const player = useRef<HTMLDivElement>(null);
  // A chapter chosen in the strip, below the player on a phone: the player comes into view (issue 29).
  const [showPlayer, setShowPlayer] = useState(0);
  const modalText = useId();

  // A link to one chapter (/negotiation?chapter=8, from the contract findings) opens it, if they may play it.
  const [search] = useSearchParams();
  const chapterParam = Number(search.get('chapter'));
  const linked = isChapterNumber(chapterParam) ? chapterParam : undefined;

  // Once it is known who is looking: the linked or remembered chapter, if they may play it.
  useEffect(() => {
    if (viewer === 'loading' || current !== undefined) return;
    const wanted = linked ?? rememberedChapter();
    setCurrent(wanted !== undefined && (member || wanted === publicChapterNumber) ? wanted : publicChapterNumber);
  }, [viewer, member, current, linked]);

  const open = useCallback(
    (n: ChapterNumber) => {
      if (n !== publicChapterNumber && !member) {
        if (viewer === 'anonymous') modal.current?.showModal();
        else setMembersOnly(true);
        return;
      }
      setMembersOnly(false);
      setAutoPlay(true);
      setCurrent(n);
      rememberChapter(n);
      if (n !== publicChapterNumber) void record(n);
    },
    [member, record, viewer],
  );

  // The current chapter stays in view in the strip (without scrolling the page).
  useEffect(() => {
    const list = strip.current;
    const item = current ? (list?.children[current - 1] as HTMLElement | undefined) : undefined;
    if (!list || !item) return;
    const left = item.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + item.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = Math.max(0, left - (list.clientWidth - item.offsetWidth) / 2);
    }
  }, [current]);

  useEffect(() => {
    const element = player.current;
    if (!showPlayer || !element) return;
    const { top, bottom } = element.getBoundingClientRect();
    const navHeight = document.querySelector('.navbar')?.getBoundingClientRect().height ?? 0;
    if (top < navHeight || bottom > window.innerHeight) {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      element.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    }
  }, [showPlayer]);

  const savePosition = useCallback(
    (n: ChapterNumber, position: number, options?: { keepalive?: boolean }) => {
      if (member) void record(n, position, options);
      else if (n === publicChapterNumber) rememberPosition(n, position);
    },
    [member, record],
  );

  if (current === undefined) {
    return (
      <div className="course-page">
        <section className="page-hero course-hero">
          <div className="container">
            <h1>{productName}</h1>
          </div>
        </section>
        <div className="container course-page__body">
          <ContentLoading />
        </div>
      </div>
    );
  }

  const saved = progress.data?.chapters.find((c) => c.chapter === current);
  // The player waits for a member's saved positions, so it can resume from them.
  const ready = !member || progress.isFetched;
  const resumeAt = member ? saved?.position : current === publicChapterNumber ? rememberedPosition(current) : undefined;
  const next = nextChapter(current);
  const previous = current > 1 ? ((current - 1) as ChapterNumber) : undefined;
  const upNext = () => {
    if (!next) return;
    if (viewer === 'anonymous') void navigate('/login');
    else open(next);
  };
  const doneSet = new Set(progress.data?.chaptersDone ?? []);
  const completedSet = new Set(progress.data?.chapters.filter((c) => c.completed).map((c) => c.chapter) ?? []);

  return (
    <div className="course-page">
      <section className="page-hero course-hero">
        <div className="container">
          <h1>{productName}</h1>
          <p className="course-hero__now" aria-live="polite" data-testid="currently-playing">
            {messages.content.currentlyPlaying(current)}
          </p>
          <p className="course-hero__title">{chapterInfo(current).title}</p>
        </div>
      </section>
      <div className="container course-page__body">
        {progressError && (
          <Notice tone="error" testId="progress-error">
            {progressError}
          </Notice>
        )}
        {membersOnly && <Notice tone="info">{messages.content.membersOnly}</Notice>}

        <div className="course-page__layout">
          <div className="course-page__player" ref={player}>
            {ready ? (
              <Player
                key={current}
                chapter={current}
                autoPlay={autoPlay}
                resumeAt={resumeAt}
                progress={saved}
                savePosition={savePosition}
                onPrevious={previous ? () => open(previous) : undefined}
                onNext={next ? upNext : undefined}
              />
            ) : (
              <ContentLoading />
            )}
          </div>

          {next && (
            <aside className="up-next" aria-label={messages.content.upNext}>
              <p className="up-next__label">{messages.content.upNext}</p>
              <button type="button" className="up-next__button" onClick={upNext} data-testid="up-next">
                <span className="up-next__chapter">Chapter {next}</span>
                <span className="up-next__title">{chapterInfo(next).title}</span>
              </button>
            </aside>
          )}
        </div>

        <nav className="chapter-strip" aria-label="Chapters">
          <ol ref={strip} className="chapter-strip__list">
            {chapters.map((c) => {
              const locked = c.number !== publicChapterNumber && !member;
              const isCurrent = c.number === current;
              return (
                <li key={c.number}>
                  <button
                    type="button"
                    className={`chapter-thumb${isCurrent ? ' chapter-thumb--current' : ''}`}
                    aria-current={isCurrent ? 'true' : undefined}
                    onClick={() => {
                      open(c.number);
                      if (!locked) setShowPlayer((times) => times + 1);
                    }}
                    data-testid={`chapter-${c.number}`}
                  >
                    <span className="chapter-thumb__number" aria-hidden="true">
                      {c.number}
                    </span>
                    <span className="chapter-thumb__text">
                      <span className="chapter-thumb__label">Chapter {c.number}</span>
                      <span className="chapter-thumb__title">{c.title}</span>
                      <span className="chapter-thumb__state">
                        {locked
                          ? 'Members only'
                          : completedSet.has(c.number)
                            ? `✓ ${messages.content.completed}`
                            : doneSet.has(c.number)
                              ? 'Opened'
                              : c.kind === 'video'
                                ? 'Video'
                                : 'Audio'}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>

        <dialog ref={modal} className="confirm-dialog course-modal" aria-describedby={modalText} aria-label="Create an account">
          <p id={modalText}>{messages.content.anonymousModal}</p>
          <div className="dialog-actions">
            <Button variant="secondary" onClick={() => modal.current?.close()} autoFocus>
              {messages.content.cancel}
            </Button>
            {/* Members who are not signed in yet (issue 29). */}
            <ButtonLink to="/login" variant="secondary" onClick={() => modal.current?.close()}>
              {messages.common.logIn}
            </ButtonLink>
            <ButtonLink to="/signup" onClick={() => modal.current?.close()}>
              {messages.content.createNewAccount}
            </ButtonLink>
          </div>
        </dialog>
      </div>
    </div>
  );
}
