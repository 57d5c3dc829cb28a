/**
 * A Bernoulli multi-armed bandit by Thompson sampling (decision 0407): each arm's click-through
 * rate is believed Beta(clicks + 1, impressions − clicks + 1) — a uniform prior updated by the
 * stored campaign statistics — and the arm whose sampled rate is highest is shown. Exploration is
 * the sampling itself: an arm with few impressions has a wide belief and is still drawn now and
 * then, an arm with many impressions and a low rate almost never. Deterministic for a given random
 * source (tests pass {@link seededRandom}).
 */

/** One arm's evidence: impressions shown and clicks received (clicks above impressions count as impressions). */
export interface ArmStats {
  readonly armId: string;
  readonly impressions: number;
  readonly clicks: number;
}

/** A source of uniform numbers in [0, 1). */
export type Random = () => number;

/** A seeded uniform source (mulberry32): the same seed gives the same sequence. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A standard normal draw (Box–Muller). */
function normal(random: Random): number {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** A Gamma(shape, 1) draw for shape ≥ 1 (Marsaglia–Tsang). */
function gamma(shape: number, random: Random): number {
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = normal(random);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = 1 - random();
    if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
  }
}

/** A Beta(a, b) draw for a, b ≥ 1. */
export function betaSample(a: number, b: number, random: Random): number {
  const x = gamma(a, random);
  const y = gamma(b, random);
  return x / (x + y);
}

/**
 * Thompson sampling: the id of the arm whose Beta(clicks + 1, impressions − clicks + 1) draw is
 * highest; the earlier arm wins a tie. Throws when `arms` is empty.
 */
export function thompsonChoice(arms: readonly ArmStats[], random: Random): string {
  if (arms.length === 0) throw new Error('thompsonChoice needs at least one arm');
  let best = arms[0]!.armId;
  let bestDraw = -1;
  for (const arm of arms) {
    const clicks = Math.max(0, arm.clicks);
    const misses = Math.max(0, arm.impressions - clicks);
    const draw = betaSample(clicks + 1, misses + 1, random);
    if (draw > bestDraw) {
      bestDraw = draw;
      best = arm.armId;
    }
  }
  return best;
}
