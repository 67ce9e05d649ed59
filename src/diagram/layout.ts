/**
 * Board geometry in SVG user units, and the stable placement of seeds inside pits and stores.
 * Everything here is pure and cached: the same pit and seed index always land on the same spot,
 * so seeds never jump around when a pit's count changes.
 *
 * The board (6 units of margin all round) is 290 high: a 40-unit strip for counts and labels, the
 * top row of 100-unit cells (pit centres at y 96), a 10-unit gap, the bottom row (centres at y 206)
 * and the lower strip. Across: a 16-unit pad, the store column (112 with stores, 70 with score
 * trays), six cells, the other store column, the pad.
 */
import type { Side } from '../engine/index.js';

/** Most seeds drawn one by one in a pit; beyond that a pile and the count. */
export const MAX_PIT_SEEDS = 15;

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Where everything goes for one orientation and store setting. */
export interface Geometry {
  width: number;
  height: number;
  /** The board's body. */
  board: Rect;
  /** Centre of each pit 0–11 (the visual top row at y 96, the bottom row at y 206). */
  pits: Point[];
  /** Store (or compact score tray) of South [0] and North [1]. */
  stores: Rect[];
}

const cache: Record<string, Geometry> = {};

/** The board's geometry; `bottom` is the side drawn at the bottom (the `orientation`). */
export function geometry(bottom: Side, withStores: boolean): Geometry {
  return (cache[bottom + withStores] ??= build(bottom === 'south', withStores));
}

function build(south: boolean, withStores: boolean): Geometry {
  const side = withStores ? 112 : 70;
  const width = 644 + 2 * side;
  // The left edge of the pits; pit p is in the top row when its owner is not the bottom side.
  const x0 = 72 + side;
  const pits: Point[] = [];
  for (let p = 0; p < 12; p++) {
    const top = p < 6 !== south;
    pits.push({ x: x0 + (top ? 5 - (p % 6) : p % 6) * 100, y: top ? 96 : 206 });
  }
  // Each player's store is on their right: the bottom player's at the right end, the top player's at the left.
  const left: Rect = withStores ? { x: 26, y: 46, w: 98, h: 210 } : { x: 28, y: 71, w: 50, h: 50 };
  const right: Rect = withStores ? { x: x0 + 560, y: 46, w: 98, h: 210 } : { x: x0 + 564, y: 181, w: 50, h: 50 };
  return {
    width,
    height: 302,
    board: { x: 6, y: 6, w: width - 12, h: 290 },
    pits,
    stores: south ? [right, left] : [left, right],
  };
}

/** The aspect ratio (width / height) of the board with and without stores. */
export function aspectRatio(withStores: boolean): string {
  return `${geometry('south', withStores).width} / 302`;
}

/** A seed's place relative to its pit's or store's centre. */
export interface Slot {
  x: number;
  y: number;
  /** Rotation in degrees. */
  r: number;
  /** Tone 0–3. */
  t: number;
}

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Slots made one at a time and kept, as seeds fall into a bowl: slot k's first place is `at(k)`
 * (drawing from `rnd`), then a rotation and a tone are drawn; it is pushed away from the slots
 * before it (which never move) and back inside the shape (`inside`) until it stands clear of them,
 * and rounded to 0.1. So a slot never depends on how many come after it, and a board makes only the
 * slots its counts need (four per pit at the start).
 */
class Slots {
  readonly made: Slot[] = [];
  constructor(
    private readonly rnd: () => number,
    private readonly at: (k: number) => [number, number],
    private readonly inside: (p: Slot) => void,
    private readonly minDist: number,
    readonly max: number,
  ) {}

  /** The first `n` slots (at most {@link max}), made as needed; the array holds every slot made so far. */
  upTo(n: number): Slot[] {
    const { made, minDist } = this;
    while (made.length < Math.min(n, this.max)) {
      const [x, y] = this.at(made.length);
      const p: Slot = { x, y, r: Math.floor(this.rnd() * 180), t: Math.floor(this.rnd() * 4) };
      for (let iter = 0, moved = true; moved && iter < 40; iter++) {
        moved = false;
        for (const q of made) {
          const dx = p.x - q.x;
          const dy = p.y - q.y;
          const d = Math.sqrt(dx * dx + dy * dy) || 0.01; // (the same as Math.hypot here, at half the time)
          if (d < minDist - 0.05) {
            p.x += (dx / d) * (minDist - d);
            p.y += (dy / d) * (minDist - d);
            moved = true;
          }
        }
        this.inside(p);
      }
      p.x = Math.round(p.x * 10) / 10;
      p.y = Math.round(p.y * 10) / 10;
      made.push(p);
    }
    return made;
  }
}

const slotMakers: Slots[] = [];

/**
 * The first `n` seed slots of pit `pit` (0–11; all {@link MAX_PIT_SEEDS} by default); slot k is
 * where the (k+1)-th seed lies (on a spiral in the bowl). The array may hold more slots than asked for.
 */
export function pitSlots(pit: number, n = MAX_PIT_SEEDS): readonly Slot[] {
  let s = slotMakers[pit];
  if (!s) {
    const rnd = prng(pit * 7919 + 101);
    const turn = rnd() * Math.PI * 2;
    slotMakers[pit] = s = new Slots(
      rnd,
      (k) => {
        const r = 8.6 * Math.sqrt(k + 0.5) + (rnd() - 0.5) * 3;
        const a = turn + k * 2.39996 + (rnd() - 0.5) * 0.5;
        return [r * Math.cos(a), r * Math.sin(a)];
      },
      (p) => {
        // inside the bowl (radius 42) by a seed's half-length and 1
        const d = Math.hypot(p.x, p.y);
        if (d > 29.5) {
          p.x *= 29.5 / d;
          p.y *= 29.5 / d;
        }
      },
      15.5,
      MAX_PIT_SEEDS,
    );
  }
  return s.upTo(n);
}

/**
 * The first `n` of the 60 seed slots of a store (98 × 210, relative to its centre) of `player`
 * (0 South, 1 North): filled from the bottom up in rows of four, like seeds settling.
 */
export function storeSlots(player: number, n = 60): readonly Slot[] {
  let s = slotMakers[12 + player];
  if (!s) {
    const rnd = prng(9099 + player * 31);
    slotMakers[12 + player] = s = new Slots(
      rnd,
      (k) => [
        -25.5 + (k % 4) * 17 + ((k >> 2) % 2 ? 6 : -2) + (rnd() - 0.5) * 5,
        91 - (k >> 2) * 12.5 + (rnd() - 0.5) * 4,
      ],
      (p) => {
        // inside the capsule (a rectangle with half-discs at both ends) by a seed's half-length and 3
        p.x = Math.max(-34.5, Math.min(34.5, p.x));
        const cy = p.y > 56 ? 56 : Math.max(p.y, -56);
        const dx = p.x;
        const dy = p.y - cy;
        const d = Math.hypot(dx, dy);
        if (d > 34.5) {
          p.x = (dx / d) * 34.5;
          p.y = cy + (dy / d) * 34.5;
        }
      },
      11.5,
      60,
    );
  }
  return s.upTo(n);
}
