import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { chapter as chapterInfo, chapterTranscriptKey, productName, type ChapterNumber } from '#shared/constants/chapters.ts';
import { completionShare } from '#shared/course/completion.ts';
import type { ChapterProgress } from '#shared/course/progress.ts';
import * as messages from '#shared/messages.ts';
import { Button } from '#web/components/Button.tsx';
import { Notice } from '#web/components/Notice.tsx';
import { playbackSpeeds, rememberedSpeed, rememberSpeed } from './course-storage';
import { formatTime, useChapterSource } from './use-course';
import './course.css';

const skipBack = 10;
const skipForward = 30;
/** How often a playing chapter's position is saved (besides on pause, on leaving the page and at 95%). */
const saveEverySeconds = 15;

export interface PlayerProps {
  readonly chapter: ChapterNumber;
  /** Start playing once loaded (a chapter the person just chose; the Content screen's modal). */
  readonly autoPlay?: boolean;
  /** Where to resume: the server's saved position (members) or this browser's (chapter 1 for visitors). */
  readonly resumeAt?: number | undefined;
  readonly progress?: ChapterProgress | undefined;
  /** Saves the position; `keepalive` when the page is going away. */
  readonly savePosition: (chapter: ChapterNumber, position: number, options?: { keepalive?: boolean }) => void;
  /** Previous and next chapter for the lock screen and headset buttons, when the page offers them. */
  readonly onPrevious?: (() => void) | undefined;
  readonly onNext?: (() => void) | undefined;
  /** Whether shortcuts listen on the whole document (the page's one player) or only inside the player (a modal). */
  readonly documentShortcuts?: boolean;
  /** The level of the player's own headings: below the page's h1, or below a modal's h2. */
  readonly headingLevel?: 2 | 3;
}

/** Keys the player answers, as listed in its help. */
const shortcutHelp: readonly [string, string][] = [
  ['Space or K', 'Play or pause'],
  ['← or J', `Back ${skipBack} seconds`],
  ['→ or L', `Forward ${skipForward} seconds`],
  ['< and >', 'Slower and faster'],
];

/** Never take a key from something that uses it itself: fields, lists, editable text, and Space on a button or link. */
function keyBelongsToTarget(event: KeyboardEvent | ReactKeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (!target || !('closest' in target)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  return event.key === ' ' && !!target.closest('button, a, summary, [role="button"]');
}

/**
 * The course player (spec §2, §4), as a podcast app has it: play and pause, back 10 s and forward
 * 30 s, speeds 0.75× to 2× remembered across chapters, keyboard shortcuts, lock-screen and headset
 * controls (Media Session), the position saved while playing and resumed, a completion mark at
 * 95%, and a transcript that follows the speech and seeks where it is clicked. A chapter that fails
 * to load says so and offers a retry (with a new link: members' links expire).
 */
export function Player({
  chapter,
  autoPlay = false,
  resumeAt,
  progress,
  savePosition,
  onPrevious,
  onNext,
  documentShortcuts = true,
  headingLevel = 2,
}: PlayerProps) {
  const info = chapterInfo(chapter);
  const source = useChapterSource(chapter);
  const media = useRef<HTMLMediaElement | null>(null);
  const transcriptList = useRef<HTMLOListElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [speed, setSpeed] = useState(rememberedSpeed);
  const [failed, setFailed] = useState(false);
  const [completedHere, setCompletedHere] = useState(false);
  const lastSaved = useRef({ at: 0, position: -1 });
  // The last position heard, kept when the element is gone (leaving the chapter) or reloading (retry).
  const position = useRef(0);
  const resumed = useRef(false);
  const ids = { shortcuts: useId(), transcript: useId(), seek: useId() };

  const save = useCallback(
    (options?: { keepalive?: boolean }) => {
      if (!resumed.current) return;
      const at = media.current?.currentTime ?? position.current;
      if (!Number.isFinite(at) || Math.abs(at - lastSaved.current.position) < 0.5) return;
      lastSaved.current = { at: Date.now(), position: at };
      savePosition(chapter, at, options);
    },
    [chapter, savePosition],
  );

  // A new chapter starts from its own saved place; the speed carries over.
  useEffect(() => {
    resumed.current = false;
    lastSaved.current = { at: 0, position: -1 };
    position.current = 0;
    setTime(0);
    setDuration(0);
    setPlaying(false);
    setFailed(false);
    setCompletedHere(false);
  }, [chapter]);

  // Leaving the page (tab closed, app switched on a phone) or the chapter: save where the listener is.
  useEffect(() => {
    const onPageHide = () => save({ keepalive: true });
    const onHidden = () => document.visibilityState === 'hidden' && save({ keepalive: true });
    addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onHidden);
      save();
    };
  }, [save]);

  const seekTo = useCallback((seconds: number) => {
    const element = media.current;
    if (!element) return;
    const end = Number.isFinite(element.duration) ? element.duration : seconds;
    element.currentTime = Math.min(Math.max(0, seconds), end);
    position.current = element.currentTime;
    setTime(element.currentTime);
  }, []);
  const skip = useCallback((delta: number) => seekTo((media.current?.currentTime ?? 0) + delta), [seekTo]);
  const togglePlay = useCallback(() => {
    const element = media.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  }, []);
  const changeSpeed = useCallback((next: number) => {
    setSpeed(next);
    rememberSpeed(next);
    if (media.current) media.current.playbackRate = next;
  }, []);
  const stepSpeed = useCallback(
    (direction: 1 | -1) => {
      const index = playbackSpeeds.indexOf(speed as (typeof playbackSpeeds)[number]);
      const next = playbackSpeeds[Math.min(playbackSpeeds.length - 1, Math.max(0, (index < 0 ? 1 : index) + direction))]!;
      changeSpeed(next);
    },
    [changeSpeed, speed],
  );

  const onKey = useCallback(
    (event: KeyboardEvent | ReactKeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || keyBelongsToTarget(event)) return;
      const key = event.key;
      if (key === ' ' || key === 'k' || key === 'K') togglePlay();
      else if (key === 'ArrowLeft' || key === 'j' || key === 'J') skip(-skipBack);
      else if (key === 'ArrowRight' || key === 'l' || key === 'L') skip(skipForward);
      else if (key === '<') stepSpeed(-1);
      else if (key === '>') stepSpeed(1);
      else return;
      event.preventDefault();
    },
    [skip, stepSpeed, togglePlay],
  );
  useEffect(() => {
    if (!documentShortcuts) return;
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [documentShortcuts, onKey]);

  // Lock screen, notification and headset controls.
  useEffect(() => {
    const session = navigator.mediaSession as MediaSession | undefined;
    if (!session || typeof MediaMetadata === 'undefined') return;
    session.metadata = new MediaMetadata({ title: `Chapter ${chapter}: ${info.title}`, artist: productName, album: productName });
    const handlers: [MediaSessionAction, MediaSessionActionHandler | null][] = [
      ['play', () => void media.current?.play().catch(() => undefined)],
      ['pause', () => media.current?.pause()],
      ['seekbackward', (details) => skip(-(details.seekOffset ?? skipBack))],
      ['seekforward', (details) => skip(details.seekOffset ?? skipForward)],
      ['seekto', (details) => details.seekTime !== undefined && seekTo(details.seekTime)],
      ['previoustrack', onPrevious ? () => onPrevious() : null],
      ['nexttrack', onNext ? () => onNext() : null],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // as above
        }
      }
      session.metadata = null;
    };
  }, [chapter, info.title, onNext, onPrevious, seekTo, skip]);

  const onLoadedMetadata = () => {
    const element = media.current;
    if (!element) return;
    element.playbackRate = speed;
    setDuration(element.duration);
    if (!resumed.current) {
      // A finished chapter starts again from the beginning.
      if (resumeAt && resumeAt < element.duration * completionShare) element.currentTime = resumeAt;
      resumed.current = true;
      lastSaved.current = { at: Date.now(), position: element.currentTime };
      if (autoPlay) void element.play().catch(() => undefined);
    } else if (position.current > 0) {
      // Reloaded after an error (a new link): carry on from where it stopped.
      element.currentTime = position.current;
    }
    position.current = element.currentTime;
    setTime(element.currentTime);
  };

  const onTimeUpdate = () => {
    const element = media.current;
    if (!element) return;
    setTime(element.currentTime);
    if (resumed.current) position.current = element.currentTime;
    const crossed = element.duration > 0 && element.currentTime >= element.duration * completionShare;
    if (crossed && !completedHere) {
      setCompletedHere(true);
      save();
    } else if (!element.paused && Date.now() - lastSaved.current.at >= saveEverySeconds * 1000) save();
    const session = navigator.mediaSession as MediaSession | undefined;
    if (session?.setPositionState && Number.isFinite(element.duration)) {
      try {
        session.setPositionState({ duration: element.duration, playbackRate: element.playbackRate, position: element.currentTime });
      } catch {
        // Position outside the duration while seeking.
      }
    }
  };

  const retry = () => {
    setFailed(false);
    void source.refetch().then(() => media.current?.load());
  };

  const cues = source.data?.transcript ?? [];
  let activeCue = -1;
  for (let i = 0; i < cues.length; i++) if (cues[i]!.start <= time) activeCue = i;

  // Keep the spoken sentence in view inside the transcript panel, without scrolling the page.
  useEffect(() => {
    const list = transcriptList.current;
    const item = list?.children[activeCue] as HTMLElement | undefined;
    if (!list || !item) return;
    const top = item.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + item.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = Math.max(0, top - list.clientHeight / 3);
    }
  }, [activeCue]);

  const completed = completedHere || progress?.completed === true;
  const loadError = failed || source.isError;
  const MediaTag = info.kind === 'video' ? 'video' : 'audio';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <div className="player" onKeyDown={documentShortcuts ? undefined : onKey}>
      <div className={`player__stage player__stage--${info.kind}`}>
        {source.data && (
          <MediaTag
            key={`${chapter}`}
            ref={(element: HTMLMediaElement | null) => {
              media.current = element;
              // On a prerendered page the browser may have read the metadata before React listened.
              if (element && !resumed.current && element.readyState >= HTMLMediaElement.HAVE_METADATA) onLoadedMetadata();
            }}
            className="player__media"
            src={source.data.src}
            preload="metadata"
            playsInline
            aria-label={`${productName}, chapter ${chapter}: ${info.title}`}
            onLoadedMetadata={onLoadedMetadata}
            onDurationChange={() => setDuration(media.current?.duration ?? 0)}
            onTimeUpdate={onTimeUpdate}
            onPlay={() => setPlaying(true)}
            onPause={() => {
              setPlaying(false);
              save();
            }}
            onEnded={() => save()}
            onError={() => setFailed(true)}
          >
            {info.kind === 'video' && <track kind="captions" src={encodeURI(`/${chapterTranscriptKey(chapter)}`)} srcLang="en" label="English" />}
          </MediaTag>
        )}
        {info.kind === 'audio' && (
          <div className="player__art" aria-hidden="true">
            <span className="player__art-number">{chapter}</span>
            <span className="player__art-title">{info.title}</span>
          </div>
        )}
      </div>

      {loadError && (
        <Notice tone="error" testId="player-error">
          <p>{messages.content.loadFailure(chapter)}</p>
          <Button size="small" onClick={retry}>
            {messages.content.retry}
          </Button>
        </Notice>
      )}

      <div className="player__controls" role="group" aria-label="Player controls">
        <div className="player__timeline">
          <label htmlFor={ids.seek} className="visually-hidden">
            Position
          </label>
          <input
            id={ids.seek}
            type="range"
            min={0}
            max={duration || 0}
            step={1}
            value={Math.min(time, duration || 0)}
            aria-valuetext={`${formatTime(time)} of ${formatTime(duration)}`}
            onChange={(event) => seekTo(Number(event.target.value))}
            disabled={!duration}
          />
          <span className="player__time" aria-hidden="true">
            {formatTime(time)} / {formatTime(duration)}
          </span>
        </div>
        <div className="player__buttons">
          <Button
            variant="secondary"
            size="small"
            onClick={() => skip(-skipBack)}
            aria-label={`−${skipBack}s: back ${skipBack} seconds`}
            disabled={!duration}
          >
            −{skipBack}s
          </Button>
          <Button className="player__play" onClick={togglePlay} aria-label={playing ? 'Pause' : 'Play'} disabled={!source.data || loadError}>
            {playing ? 'Pause' : 'Play'}
          </Button>
          <Button
            variant="secondary"
            size="small"
            onClick={() => skip(skipForward)}
            aria-label={`+${skipForward}s: forward ${skipForward} seconds`}
            disabled={!duration}
          >
            +{skipForward}s
          </Button>
          <label className="player__speed">
            <span>Speed</span>
            <select value={speed} onChange={(event) => changeSpeed(Number(event.target.value))}>
              {playbackSpeeds.map((value) => (
                <option key={value} value={value}>
                  {value}×
                </option>
              ))}
            </select>
          </label>
          {completed && (
            <span className="player__completed" data-testid="chapter-completed">
              ✓ {messages.content.completed}
            </span>
          )}
        </div>
      </div>

      <details className="player__shortcuts">
        <summary id={ids.shortcuts}>{messages.content.shortcuts}</summary>
        <dl aria-labelledby={ids.shortcuts}>
          {shortcutHelp.map(([keys, action]) => (
            <div key={keys}>
              <dt>{keys}</dt>
              <dd>{action}</dd>
            </div>
          ))}
        </dl>
      </details>

      <section className="player__transcript" aria-labelledby={ids.transcript}>
        <Heading id={ids.transcript}>{messages.content.transcript}</Heading>
        <ol ref={transcriptList} className="transcript" data-testid="transcript">
          {cues.map((cue, i) => (
            <li key={`${cue.start}`}>
              <button
                type="button"
                className="transcript__cue"
                aria-current={i === activeCue ? 'true' : undefined}
                onClick={() => seekTo(cue.start)}
                disabled={!duration}
              >
                <span className="transcript__time">{formatTime(cue.start)}</span> {cue.text}
              </button>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
