/**
 * Board geometry in SVG user units, and the stable placement of seeds inside pits and stores.
 * Everything here is pure and cached: the same pit and seed index always land on the same spot,
 * so seeds never jump around when a pit's count changes.
 */
import type { Side } from '../engine/index.js';

/** Pit pitch (one column of the board). */
export const CELL = 100;
export const PIT_R = 42;
const MARGIN = 6;
const PAD = 16;
/** Outer strips above and below the rows, holding counts and labels. */
export const STRIP = 40;
const GAP = 10;
const STORE_SIDE = 112;
const SCORE_SIDE = 70;
/** Most seeds drawn one by one in a pit; beyond that a pile and the count. */
export const MAX_PIT_SEEDS = 15;
/** Most seeds drawn one by one in a store. */
export const MAX_STORE_SEEDS = 60;
export const SEED_RX = 11.5;
export const SEED_RY = 8.3;

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
  /** Centre of each pit 0–11. */
  pits: Point[];
  /** The hit cell of each pit (at least CELL × CELL). */
  cells: Rect[];
  /** Per pit, where its count is written (text baseline centre). */
  counts: Point[];
  /** Whether a pit is in the visual top row. */
  top: boolean[];
  /** Store (or compact score tray) of South [0] and North [1]. */
  stores: Rect[];
  /** Where each side's captured total is written. */
  storeCounts: Point[];
  /** Whether stores are drawn (else compact score trays). */
  withStores: boolean;
  /** The visual bottom side. */
  bottom: Side;
}

const cache = new Map<string, Geometry>();

/** The board's geometry; `bottom` is the side drawn at the bottom (the `orientation`). */
export function geometry(bottom: Side, withStores: boolean): Geometry {
  const key = `${bottom}/${withStores}`;
  let g = cache.get(key);
  if (!g) cache.set(key, (g = build(bottom, withStores)));
  return g;
}

function build(bottom: Side, withStores: boolean): Geometry {
  const side = withStores ? STORE_SIDE : SCORE_SIDE;
  const boardW = 2 * PAD + 2 * side + 6 * CELL;
  const boardH = 2 * STRIP + 2 * CELL + GAP;
  const width = boardW + 2 * MARGIN;
  const height = boardH + 2 * MARGIN;
  const x0 = MARGIN + PAD + side;
  const yTop = MARGIN + STRIP;
  const yBottom = yTop + CELL + GAP;
  const bottomPlayer = bottom === 'south' ? 0 : 1;
  const pits: Point[] = [];
  const cells: Rect[] = [];
  const counts: Point[] = [];
  const top: boolean[] = [];
  for (let p = 0; p < 12; p++) {
    const owner = p < 6 ? 0 : 1;
    const i = p % 6;
    const isTop = owner !== bottomPlayer;
    const col = isTop ? 5 - i : i;
    const cy = isTop ? yTop : yBottom;
    cells.push({ x: x0 + col * CELL, y: cy, w: CELL, h: CELL });
    pits.push({ x: x0 + col * CELL + CELL / 2, y: cy + CELL / 2 });
    counts.push({ x: x0 + col * CELL + CELL / 2, y: isTop ? MARGIN + STRIP / 2 + 9 : yBottom + CELL + STRIP / 2 + 9 });
    top.push(isTop);
  }
  // Each player's store is on their right: the bottom player's at the right end, the top player's at the left.
  const sw = side - (withStores ? 14 : 20);
  const left: Rect = withStores
    ? { x: MARGIN + PAD + 4, y: yTop, w: sw, h: 2 * CELL + GAP }
    : { x: MARGIN + PAD + 6, y: yTop + CELL / 2 - sw / 2, w: sw, h: sw };
  const right: Rect = withStores
    ? { x: x0 + 6 * CELL + 10, y: yTop, w: sw, h: 2 * CELL + GAP }
    : { x: x0 + 6 * CELL + 14, y: yBottom + CELL / 2 - sw / 2, w: sw, h: sw };
  const stores = bottomPlayer === 0 ? [right, left] : [left, right];
  const storeCounts = stores.map((r) => {
    const isLeft = r === left;
    if (!withStores) return { x: r.x + r.w / 2, y: r.y + r.h / 2 + 9 };
    return { x: r.x + r.w / 2, y: isLeft ? MARGIN + STRIP / 2 + 9 : yBottom + CELL + STRIP / 2 + 9 };
  });
  return {
    width,
    height,
    board: { x: MARGIN, y: MARGIN, w: boardW, h: boardH },
    pits,
    cells,
    counts,
    top,
    stores,
    storeCounts,
    withStores,
    bottom,
  };
}

/** The aspect ratio (width / height) of the board with and without stores. */
export function aspectRatio(withStores: boolean): string {
  const g = geometry('south', withStores);
  return `${g.width} / ${g.height}`;
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

/** Relax points apart inside a shape, keeping index order (earlier slots never depend on later counts). */
function relax(points: Slot[], inside: (p: Slot) => void, minDist: number): void {
  for (let iter = 0; iter < 40; iter++) {
    for (let i = 0; i < points.length; i++) {
      for (let j = i + 1; j < points.length; j++) {
        const a = points[i];
        const b = points[j];
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const d = Math.hypot(dx, dy) || 0.01;
        if (d < minDist) {
          const push = (minDist - d) / 2;
          a.x -= (dx / d) * push;
          a.y -= (dy / d) * push;
          b.x += (dx / d) * push;
          b.y += (dy / d) * push;
        }
      }
    }
    points.forEach(inside);
  }
}

const pitSlotCache: Slot[][] = [];

/** The seed slots of pit `pit` (0–11); slot k is where the (k+1)-th seed lies. */
export function pitSlots(pit: number): Slot[] {
  let slots = pitSlotCache[pit];
  if (slots) return slots;
  const rnd = prng(pit * 7919 + 101);
  const turn = rnd() * Math.PI * 2;
  slots = [];
  for (let k = 0; k < MAX_PIT_SEEDS; k++) {
    const r = 8.6 * Math.sqrt(k + 0.5) + (rnd() - 0.5) * 3;
    const a = turn + k * 2.39996 + (rnd() - 0.5) * 0.5;
    slots.push({ x: r * Math.cos(a), y: r * Math.sin(a), r: Math.floor(rnd() * 180), t: Math.floor(rnd() * 4) });
  }
  const maxR = PIT_R - SEED_RX - 1;
  relax(slots, (p) => {
    const d = Math.hypot(p.x, p.y);
    if (d > maxR) {
      p.x *= maxR / d;
      p.y *= maxR / d;
    }
  }, 15.5);
  for (const s of slots) {
    s.x = Math.round(s.x * 10) / 10;
    s.y = Math.round(s.y * 10) / 10;
  }
  return (pitSlotCache[pit] = slots);
}

const storeSlotCache = new Map<string, Slot[]>();

/** Seed slots of a store of size w × h (relative to its centre). */
export function storeSlots(player: number, w: number, h: number): Slot[] {
  const key = `${player}/${w}/${h}`;
  let slots = storeSlotCache.get(key);
  if (slots) return slots;
  const rnd = prng(9001 + player * 31 + w);
  slots = [];
  // Fill from the bottom of the store up, like seeds settling.
  const cols = Math.max(1, Math.floor((w - 16) / 17));
  const n = Math.min(MAX_STORE_SEEDS, Math.max(1, Math.floor(((w - 16) * (h - 16)) / 150)));
  for (let k = 0; k < n; k++) {
    const row = Math.floor(k / cols);
    const col = k % cols;
    const x = -((cols - 1) * 17) / 2 + col * 17 + (row % 2 ? 6 : -2) + (rnd() - 0.5) * 5;
    const y = h / 2 - 14 - row * 12.5 + (rnd() - 0.5) * 4;
    slots.push({ x, y, r: Math.floor(rnd() * 180), t: Math.floor(rnd() * 4) });
  }
  // Keep seeds inside the capsule: a rectangle with half-discs at both ends.
  const rad = w / 2 - SEED_RX - 3;
  const capY = Math.max(0, h / 2 - w / 2);
  relax(slots, (p) => {
    p.x = Math.max(-rad, Math.min(rad, p.x));
    const cy = p.y > capY ? capY : p.y < -capY ? -capY : p.y;
    const dx = p.x;
    const dy = p.y - cy;
    const d = Math.hypot(dx, dy);
    if (d > rad) {
      p.x = (dx / d) * rad;
      p.y = cy + (dy / d) * rad;
    }
  }, 11.5);
  for (const s of slots) {
    s.x = Math.round(s.x * 10) / 10;
    s.y = Math.round(s.y * 10) / 10;
  }
  storeSlotCache.set(key, slots);
  return slots;
}
