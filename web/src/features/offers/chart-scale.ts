/**
 * Round axis ticks from `low` to `high` (about `count` of them, at 1, 2, 2.5 or 5 times a power of
 * ten), the first at or below `low` and the last at or above `high`.
 */
export function axisTicks(low: number, high: number, count: number): number[] {
  if (!(high > low)) return [low, low + 1];
  const raw = (high - low) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((candidate) => candidate >= raw) ?? 10 * power;
  const first = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let tick = first; tick < high + step / 2; tick += step) ticks.push(Math.round(tick * 1e6) / 1e6);
  if ((ticks[ticks.length - 1] ?? 0) < high) ticks.push((ticks[ticks.length - 1] ?? 0) + step);
  return ticks;
}

/** "$0", "$250K", "$1.5M": dollars as an axis shows them. */
export function compactUsd(value: number): string {
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  if (size >= 1e6) return `${sign}$${trim(size / 1e6)}M`;
  if (size >= 1e3) return `${sign}$${trim(size / 1e3)}K`;
  return `${sign}$${Math.round(size)}`;
}

const trim = (value: number) => String(Math.round(value * 100) / 100);
