// Seeded randomness for the demo data: a string hash feeding mulberry32, so every choice is reproducible.

export type Rng = () => number;

/** FNV-1a over UTF-16 code units: tiny, stable and good enough to seed a PRNG. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A generator keyed by its purpose (seed, league, day, event ...). Keying each decision separately
 * keeps one choice from shifting every later one when the surrounding data changes.
 */
export function rngFor(...parts: (string | number)[]): Rng {
  return mulberry32(hashString(parts.join("|")));
}

/** One uniform draw in [0, 1) for a key. */
export function unitFor(...parts: (string | number)[]): number {
  return rngFor(...parts)();
}

/** Integer in [min, max], both inclusive. */
export function randomInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function choose<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError("Cannot choose from an empty list");
  return items[Math.floor(rng() * items.length)];
}

/** Fisher–Yates on a copy. */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}
