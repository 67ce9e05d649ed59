/**
 * The animations' timelines, a chunk of their own (`animation` beside the CDN file), loaded by the
 * first board that animates and fetched ahead by every board that takes input: the engine's move
 * record is the script. {@link sowingTimeline} turns a record into a timeline whose
 * {@link Timeline.frameAt} gives the board at any moment (pure); both timelines (sowing and the
 * `setPosition` morph) are lists of steps: a board held for a while, with seeds flying over it.
 */

import { type Geometry, MAX_PIT_SEEDS, type Point, pitSlots } from '../diagram/layout.js';
import { type MoveRecord, parsePosition } from '../engine/index.js';
import type { Timeline } from './timeline.js';

/** Seeds flying in a step: from, to, how many (a heap when > 1), tone, height of the arc. */
type Flight = [from: Point, to: Point, n: number, t: number, lift: number];
/** A step: its duration, the board under it, and its flights. */
type Step = [dur: number, pits: number[], score: [number, number], flights: Flight[]];

const ease = (p: number): number => (p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2);

function timeline(steps: Step[], end: { pits: readonly number[]; score: readonly number[] }): Timeline {
  return {
    duration: steps.reduce((sum, s) => sum + s[0], 0),
    frameAt(t) {
      for (const [dur, pits, score, flights] of steps) {
        if (t < dur) {
          const e = ease(Math.max(0, t / dur));
          return {
            pits,
            score,
            flyers: flights.map(([a, b, n, tone, lift]) => ({
              x: a.x + (b.x - a.x) * e,
              y: a.y + (b.y - a.y) * e - Math.sin(Math.PI * e) * lift,
              t: tone,
              n,
            })),
          };
        }
        t -= dur;
      }
      return { pits: end.pits.slice(), score: [end.score[0], end.score[1]], flyers: [] };
    },
  };
}

/**
 * The sowing animation of one move: the seeds are lifted from the origin and carried pit by pit
 * (origin skipped), each landing in its pit's next seed slot; then captured pits fly to the
 * mover's store, then an end-of-game sweep. `msPerSeed` paces it.
 */
export function sowingTimeline(record: MoveRecord, g: Geometry, msPerSeed: number): Timeline {
  const before = parsePosition(record.before);
  const mover = record.player === 'south' ? 0 : 1;
  const pits = before.pits.slice();
  const score: [number, number] = [before.score[0], before.score[1]];
  const steps: Step[] = [];
  const hop = Math.max(1, msPerSeed);
  const store = (i: number): Point => {
    const r = g.stores[i];
    return { x: r.x + r.w / 2, y: r.y + r.h / 2 };
  };
  /** A step over the board as it is, with pits `empty` emptied (their seeds fly). */
  const step = (dur: number, flights: Flight[], empty: number[]) => {
    const snapshot = pits.slice();
    for (const k of empty) snapshot[k] = 0;
    steps.push([dur, snapshot, [score[0], score[1]], flights]);
  };
  pits[record.pit] = 0;
  let from = g.pits[record.pit];
  for (const k of record.sown) {
    const at = Math.min(pits[k], MAX_PIT_SEEDS - 1);
    const slot = pitSlots(k, at + 1)[at];
    const to = { x: g.pits[k].x + slot.x, y: g.pits[k].y + slot.y };
    step(hop, [[from, to, 1, slot.t, 26 + Math.hypot(to.x - from.x, to.y - from.y) * 0.12]], []);
    pits[k]++;
    from = g.pits[k];
  }
  for (const c of record.captured) {
    step(hop * 2.5, [[g.pits[c], store(mover), pits[c], 0, 40]], [c]);
    score[mover] += pits[c];
    pits[c] = 0;
  }
  const swept = record.swept;
  if (swept.length) {
    const slam = record.result?.reason === 'grand-slam';
    step(
      hop * 3,
      swept.map((k, i) => [g.pits[k], store(slam ? 1 - mover : k < 6 ? 0 : 1), pits[k], i % 4, 40]),
      swept,
    );
  }
  return timeline(steps, parsePosition(record.after));
}

/** A gentle change from one board to another (used by `setPosition(…, { animate: true })`): eight steps, no flights. */
export function morphTimeline(
  from: { pits: readonly number[]; score: readonly [number, number] },
  to: { pits: readonly number[]; score: readonly [number, number] },
  duration: number,
): Timeline {
  const steps: Step[] = [];
  for (let i = 0; i < 8; i++) {
    const mix = (a: number, b: number) => Math.round(a + ((b - a) * i) / 8);
    steps.push([
      duration / 8,
      from.pits.map((a, k) => mix(a, to.pits[k])),
      [mix(from.score[0], to.score[0]), mix(from.score[1], to.score[1])],
      [],
    ]);
  }
  return timeline(steps, to);
}
