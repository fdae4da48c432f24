import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { usePrefersReducedMotion } from '../lib/use-reduced-motion';
import { Icon } from './Icon';

interface Source {
  readonly src: string;
  readonly type: string;
}

interface Props {
  readonly sources: readonly Source[];
  readonly poster: string;
  /** WebVTT captions that say what is on screen (the videos have no sound). */
  readonly captions: string;
  /** What the video shows, for screen readers. */
  readonly label: string;
  /**
   * background: loops from the start, with a pause button (moving content longer than 5 s must be
   * stoppable). whenVisible: plays while at least half of it is on screen (spec §9), with controls.
   */
  readonly mode: 'background' | 'whenVisible';
  readonly className?: string;
  readonly testId?: string;
}

/**
 * The site's own silent videos. The component starts and stops them only for the visitor: a pause the
 * visitor made (with our button or the native controls) holds until they play again, and a play they
 * started by hand is never stopped for reduced motion. With prefers-reduced-motion the videos stay
 * paused on their poster until played by hand.
 */
export function SiteVideo({ sources, poster, captions, label, mode, className, testId }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(true);
  // The visitor's last word: 'play' or 'pause' by hand, or nothing yet. A ref, so that it changing does
  // not re-run the effect below (which would pause or play the video again).
  const visitorChoice = useRef<'play' | 'pause' | null>(null);
  // Play and pause events the component itself caused and has not yet seen; any other is the visitor's.
  const ownEvents = useRef({ play: 0, pause: 0 });
  // Whether the video was playing as of the component's own last call or the last event it saw. A video
  // that is paused while this says playing was paused a moment ago by the visitor (the component's own
  // pause() updates it at once), and the pause event is still queued.
  const seenPlaying = useRef(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // Moving on its own: by default unless the visitor paused it; with reduced motion only if they started it.
    const mayPlay = () => (reducedMotion ? visitorChoice.current === 'play' : visitorChoice.current !== 'pause');
    const play = () => {
      if (!element.paused) return;
      // The observer can run between the visitor's pause and its event: that pause is theirs to keep.
      if (seenPlaying.current) {
        seenPlaying.current = false;
        visitorChoice.current = 'pause';
        return;
      }
      if (!mayPlay()) return;
      const started = element.play();
      // play() turns `paused` off at once when it will fire a play event (not when it is refused).
      if (!element.paused) {
        ownEvents.current.play++;
        seenPlaying.current = true;
      }
      void started.catch(() => undefined);
    };
    const pause = () => {
      if (element.paused) return;
      seenPlaying.current = false;
      ownEvents.current.pause++;
      element.pause();
    };
    if (!mayPlay()) pause();
    if (mode === 'background') {
      play();
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry && entry.intersectionRatio >= 0.5) play();
        else pause();
      },
      { threshold: [0, 0.5, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [mode, reducedMotion]);

  const onPlay = (event: SyntheticEvent<HTMLVideoElement>) => {
    setPaused(false);
    seenPlaying.current = !event.currentTarget.paused;
    if (ownEvents.current.play > 0) ownEvents.current.play--;
    else visitorChoice.current = 'play';
  };
  const onPause = (event: SyntheticEvent<HTMLVideoElement>) => {
    setPaused(true);
    seenPlaying.current = !event.currentTarget.paused;
    if (ownEvents.current.pause > 0) ownEvents.current.pause--;
    else visitorChoice.current = 'pause';
  };

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    // The resulting play or pause event is not one of ours, so it records the visitor's choice.
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  };

  return (
    <div className={['site-video', `site-video--${mode}`, className ?? ''].filter(Boolean).join(' ')}>
      <video
        ref={video}
        poster={poster}
        muted
        loop
        playsInline
        preload={mode === 'background' ? 'auto' : 'none'}
        controls={mode === 'whenVisible'}
        aria-label={label}
        data-testid={testId}
        onPlay={onPlay}
        onPause={onPause}
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
        <track kind="captions" src={captions} srcLang="en" label="English" />
      </video>
      {mode === 'background' && (
        <button
          type="button"
          className="site-video__toggle"
          onClick={toggle}
          aria-label={paused ? 'Play background video' : 'Pause background video'}
        >
          <Icon name={paused ? 'play' : 'pause'} size={18} />
        </button>
      )}
    </div>
  );
}
