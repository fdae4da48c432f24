import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion';
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

/** The site's own silent videos; with prefers-reduced-motion they stay paused on their poster. */
export function SiteVideo({ sources, poster, captions, label, mode, className, testId }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(true);
  const [stoppedByVisitor, setStoppedByVisitor] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const play = () => void element.play().catch(() => undefined);
    if (reducedMotion || stoppedByVisitor) {
      element.pause();
      return;
    }
    if (mode === 'background') {
      play();
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry && entry.intersectionRatio >= 0.5) play();
        else element.pause();
      },
      { threshold: [0, 0.5, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [mode, reducedMotion, stoppedByVisitor]);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      setStoppedByVisitor(false);
      void element.play().catch(() => undefined);
    } else {
      setStoppedByVisitor(true);
      element.pause();
    }
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
        onPlay={() => setPaused(false)}
        onPause={() => setPaused(true)}
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
        <track kind="captions" src={captions} srcLang="en" label="English" />
      </video>
      {mode === 'background' && (
        <button type="button" className="site-video__toggle" onClick={toggle} aria-label={paused ? 'Play background video' : 'Pause background video'}>
          <Icon name={paused ? 'play' : 'pause'} size={18} />
        </button>
      )}
    </div>
  );
}
