/** Deterministic pseudo-random numbers from a string seed (FNV-1a hash feeding mulberry32). No Math.random. */
export type Random = () => number;

export function hashSeed(...parts: Array<string | number | null | undefined>): number {
  let h = 0x811c9dc5;
  for (const ch of parts.map((p) => String(p ?? '')).join('\u241f')) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function seededRandom(...parts: Array<string | number | null | undefined>): Random {
  let state = hashSeed(...parts);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Splits a whole number into parts proportional to weights (largest remainder), so the parts add up exactly. */
export function distribute(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + Math.max(0, w), 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (Math.max(0, w) / sum) * total);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((s, p) => s + p, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((x, y) => y[0] - x[0] || x[1] - y[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}
