import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { axisTicks } from './chart-scale';

export interface ChartSeries {
  readonly name: string;
  /** One value per x position; null where the figure is missing (the line breaks there). */
  readonly values: readonly (number | null)[];
}

interface Props {
  readonly title: string;
  /** A sentence that says what the chart shows (its last values), read before the table. */
  readonly summary: string;
  /** The x positions' labels (Year 1…, month numbers). */
  readonly xLabels: readonly string[];
  /** The x axis' name ("Year", "Month"). */
  readonly xName: string;
  readonly series: readonly ChartSeries[];
  /** A y value as the axis shows it ("$1.2M"). */
  readonly formatTick: (value: number) => string;
  /** Draw a marker on every point (few points: years), or only at the ends (months). */
  readonly markers: 'every' | 'ends';
  /** The table equivalent (screen readers read it in place of the drawing). */
  readonly table: ReactNode;
}

/** Four patterns, so that no line is told apart by its colour alone (WCAG 1.4.1). */
const dashes = ['', '8 5', '2 4', '12 4 2 4'];
const markerShapes = ['circle', 'square', 'triangle', 'diamond'] as const;

/** Follows the element's width, so text is drawn at its own size on a phone and a wide screen alike. */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

function Marker({ shape, x, y }: { readonly shape: (typeof markerShapes)[number]; readonly x: number; readonly y: number }) {
  const r = 4;
  if (shape === 'circle') return <circle className="chart__marker" cx={x} cy={y} r={r} />;
  if (shape === 'square') return <rect className="chart__marker" x={x - r} y={y - r} width={2 * r} height={2 * r} />;
  if (shape === 'triangle') return <path className="chart__marker" d={`M${x} ${y - r - 1}L${x + r + 1} ${y + r}H${x - r - 1}Z`} />;
  return <path className="chart__marker" d={`M${x} ${y - r - 1}L${x + r + 1} ${y}L${x} ${y + r + 1}L${x - r - 1} ${y}Z`} />;
}

/**
 * A line chart drawn as SVG (decision 0029): the drawing is hidden from assistive technology, which
 * reads the caption, the summary and the table equivalent instead.
 */
export function LineChart({ title, summary, xLabels, xName, series, formatTick, markers, table }: Props) {
  const [box, width] = useWidth(640);
  const captionId = useId();
  const height = width < 480 ? 220 : 280;
  const pad = { top: 12, right: 16, bottom: 36, left: width < 480 ? 56 : 72 };
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  const values = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const ticks = axisTicks(Math.min(0, ...values), Math.max(0, ...values), height < 250 ? 4 : 5);
  const low = ticks[0] ?? 0;
  const high = ticks[ticks.length - 1] ?? 1;
  const count = xLabels.length;
  const x = (index: number) => pad.left + (count <= 1 ? plotWidth / 2 : (index / (count - 1)) * plotWidth);
  const y = (value: number) => pad.top + plotHeight - ((value - low) / (high - low || 1)) * plotHeight;
  // About one x label every 70 px.
  const every = Math.max(1, Math.ceil(count / Math.max(2, Math.floor(plotWidth / 70))));

  return (
    <figure className="chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="chart__title">
        {title}
      </figcaption>
      <p className="chart__summary">{summary}</p>
      <div ref={box} className="chart__box">
        <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false" className="chart__svg">
          {ticks.map((tick) => (
            <g key={tick} className="chart__grid">
              <line x1={pad.left} x2={width - pad.right} y1={y(tick)} y2={y(tick)} />
              <text x={pad.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                {formatTick(tick)}
              </text>
            </g>
          ))}
          {xLabels.map((label, index) =>
            index % every === 0 || index === count - 1 ? (
              <text key={label} className="chart__x" x={x(index)} y={height - pad.bottom + 18} textAnchor="middle">
                {label}
              </text>
            ) : null,
          )}
          <text className="chart__x-name" x={pad.left + plotWidth / 2} y={height - 4} textAnchor="middle">
            {xName}
          </text>
          {series.map((line, s) => {
            let d = '';
            let drawing = false;
            line.values.forEach((value, index) => {
              if (value === null) {
                drawing = false;
                return;
              }
              d += `${drawing ? 'L' : 'M'}${x(index).toFixed(1)} ${y(value).toFixed(1)}`;
              drawing = true;
            });
            // Markers on every point, or on the first and last drawn (a shorter term ends where its line does).
            const drawn = line.values.flatMap((value, index) => (value === null ? [] : [{ value, index }]));
            const shown = markers === 'every' ? drawn : drawn.filter((_, i) => i === 0 || i === drawn.length - 1);
            return (
              <g key={line.name} className={`chart__series chart__series--${s + 1}`}>
                <path className="chart__line" d={d} strokeDasharray={dashes[s] || undefined} />
                {shown.map(({ value, index }) => (
                  <Marker key={index} shape={markerShapes[s % markerShapes.length]!} x={x(index)} y={y(value)} />
                ))}
              </g>
            );
          })}
        </svg>
      </div>
      <ul className="chart__legend" aria-hidden="true">
        {series.map((line, s) => (
          <li key={line.name} className={`chart__series chart__series--${s + 1}`}>
            <svg width="36" height="12" viewBox="0 0 36 12" focusable="false">
              <line className="chart__line" x1="0" x2="36" y1="6" y2="6" strokeDasharray={dashes[s] || undefined} />
              <Marker shape={markerShapes[s % markerShapes.length]!} x={18} y={6} />
            </svg>
            {line.name}
          </li>
        ))}
      </ul>
      <div className="visually-hidden chart__table">{table}</div>
    </figure>
  );
}
