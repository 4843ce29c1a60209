/**
 * Deterministic randomness for the demo seed: the same label always yields the same sequence,
 * so slugs, prices, pictures and confirmation numbers are stable from one run to the next.
 */
export type Rand = () => number;

function hashLabel(label: string): number {
  let h = 2166136261;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for demo data (not for secrets). */
export function seededRandom(label: string): Rand {
  let state = hashLabel(label);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function intBetween(rand: Rand, min: number, max: number): number {
  return min + Math.floor(rand() * (max - min + 1));
}

export function choose<T>(rand: Rand, list: readonly T[]): T {
  const item = list[Math.floor(rand() * list.length)];
  if (item === undefined) throw new Error('choose from an empty list');
  return item;
}

/** `count` distinct items, in a stable shuffled order. */
export function sample<T>(rand: Rand, list: readonly T[], count: number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
}

/** An 8-character Crockford base32 confirmation number (DESIGN §5): the booking step's own generator. */
export { confirmationNumber } from '../booking/confirmation-number';

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
