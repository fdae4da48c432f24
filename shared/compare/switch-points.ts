/*
 * Switch points of two offers (issue 30): every whole wRVU level W in 0..20,000 at which the other
 * offer pays strictly more than the one that last paid strictly more. Scanning all 20,001 levels
 * for each pair is the expensive part of a comparison; this finds the same levels from the shape of
 * pay instead. Each offer's recurring pay is linear in W on either side of its threshold (its one
 * kink), so between kinks the difference of two offers is linear and its sign, level by level, runs
 * in one direction only (-, then 0s, then +, or the reverse). A piece costs its two ends and a binary
 * search per change of sign: about a hundred evaluations per pair instead of 20,001.
 */

/** The highest wRVU level searched for switch points. */
export const maxSwitchWrvus = 20_000;

/**
 * Two pay levels closer than this are equal: floating-point noise in a sum of salaries and rates is
 * near 1e-10 dollars, while with rates in cents and whole months a real difference is at least
 * $0.01 ÷ 12. So "strictly more" means more by a millionth of a dollar or more.
 */
export const tieDollars = 1e-6;

/** 1 when x pays strictly more than y, -1 when y does, 0 when they tie (within tieDollars). */
export const payOrder = (x: number, y: number): -1 | 0 | 1 => (x - y > tieDollars ? 1 : y - x > tieDollars ? -1 : 0);

/** Who pays more as W rises from 0 to 20,000: the first offer to pay strictly more (1: b, -1: a, 0: they always tie), and each switch point. */
export interface LeaderChanges {
  readonly first: -1 | 0 | 1;
  readonly points: readonly number[];
}

/**
 * The switch points of offers a and b (recurring pay as functions of W). `kinks` holds each
 * offer's threshold (where its pay stops being flat); pay must be linear between them. Levels
 * within one wRVU of a kink are searched on their own, so a threshold off by floating-point noise
 * (base ÷ rate) cannot put a kink inside a piece.
 *
 * "The one that last paid strictly more": at W = 0 the offer that pays strictly more leads and 0 is
 * never a switch point. While the two tie, no one leads; the first offer to pay strictly more as W
 * rises becomes the leader without a switch point. A switch point is a change of leader, never the
 * end of a tie with the same leader.
 */
export function leaderChanges(a: (wrvus: number) => number, b: (wrvus: number) => number, kinks: readonly number[]): LeaderChanges {
  const order = (w: number) => payOrder(b(w), a(w));
  const starts = new Set([0]);
  for (const kink of kinks) {
    if (!Number.isFinite(kink)) continue;
    const whole = Math.floor(kink);
    for (const start of [whole, whole + 1, whole + 2]) if (start > 0 && start <= maxSwitchWrvus) starts.add(start);
  }
  const pieceStarts = [...starts].sort((x, y) => x - y);

  const points: number[] = [];
  let first: -1 | 0 | 1 = 0;
  let leader: -1 | 0 | 1 = 0;
  const reach = (w: number, sign: -1 | 0 | 1) => {
    if (sign === 0) return;
    if (leader === 0) first = sign;
    else if (sign !== leader) points.push(w);
    leader = sign;
  };
  for (let i = 0; i < pieceStarts.length; i++) {
    const lo = pieceStarts[i]!;
    const hi = (pieceStarts[i + 1] ?? maxSwitchWrvus + 1) - 1;
    const first = order(lo);
    const last = order(hi);
    reach(lo, first);
    if (first === last) continue;
    // One direction only within the piece: find where the sign first differs from `first`, and,
    // across a tie (−1 to 1 or back), where it first reaches `last`.
    const changed = firstWhere(lo + 1, hi, (w) => order(w) !== first);
    const next = order(changed);
    reach(changed, next);
    if (next !== last)
      reach(
        firstWhere(changed + 1, hi, (w) => order(w) === last),
        last,
      );
  }
  return { first, points };
}

/** The least w in lo..hi for which `holds` is true, given that it holds at hi and, once true, stays true. */
function firstWhere(lo: number, hi: number, holds: (w: number) => boolean): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (holds(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
