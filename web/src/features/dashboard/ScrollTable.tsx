import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import * as messages from '#shared/messages.ts';

/**
 * A wide table's frame (issue 29): when the table is wider than the screen, it scrolls sideways in
 * a labelled region that the keyboard can focus (arrow keys scroll it), with a visible cue above it
 * and a shadow on the edge that hides columns, so no column is cut off without a sign. When it fits,
 * it is a plain frame.
 */
export function ScrollTable({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<{ start: boolean; end: boolean }>({ start: false, end: false });
  const cueId = useId();

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => {
      // A few pixels of padding past the last column are not a cut column.
      const hidden = element.scrollWidth - element.clientWidth;
      setOverflow({ start: hidden > 4 && element.scrollLeft > 4, end: hidden > 4 && element.scrollLeft < hidden - 4 });
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    const table = element.firstElementChild;
    if (table) observer?.observe(table);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer?.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, []);

  const scrolls = overflow.start || overflow.end;
  return (
    <>
      {scrolls && (
        <p className="scroll-cue" id={cueId} data-testid="scroll-cue">
          <span aria-hidden="true">↔ </span>
          {messages.dashboard.scrollCue}
        </p>
      )}
      {/* The shade on a cut edge sits on this outer frame: the scrolling one would carry it away. */}
      <div className={['scroll-table', overflow.start ? 'is-cut-start' : '', overflow.end ? 'is-cut-end' : ''].filter(Boolean).join(' ')}>
        <div
          ref={frame}
          className="dash-table-wrap"
          // Only a frame that scrolls is a stop for the keyboard and a named region.
          {...(scrolls
            ? { role: 'region', 'aria-label': `${label} (${messages.dashboard.scrollsSideways})`, tabIndex: 0, 'aria-describedby': cueId }
            : {})}
        >
          {children}
        </div>
      </div>
    </>
  );
}
