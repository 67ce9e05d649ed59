/**
 * Motion: the engine's move record is the animation script. {@link sowingTimeline} turns a record
 * into a timeline whose {@link Timeline.frameAt} gives the board at any moment (pure), and
 * {@link Playback} runs a timeline on animation frames and can be finished at once.
 */
import { parsePosition, type MoveRecord } from '../engine/index.js';
import { pitSlots, MAX_PIT_SEEDS, type Geometry, type Point } from './layout.js';
import type { Flyer } from './view-model.js';

/** Whether the user asked for reduced motion; the one place this is checked. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The board at one moment of an animation. */
export interface Frame {
  pits: number[];
  score: [number, number];
  flyers: Flyer[];
}

/** A finite animation: total duration in ms and the frame at any time. */
export interface Timeline {
  duration: number;
  frameAt(t: number): Frame;
}

interface Segment {
  dur: number;
  /** Board before the segment. */
  pits: number[];
  score: [number, number];
  /** Flyers at progress p (0–1). */
  fly(p: number): Flyer[];
}

const ease = (p: number): number => (p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2);

function arc(a: Point, b: Point, p: number, lift: number): Point {
  const e = ease(p);
  return { x: a.x + (b.x - a.x) * e, y: a.y + (b.y - a.y) * e - Math.sin(Math.PI * e) * lift };
}

function fromSegments(segments: Segment[], end: Frame): Timeline {
  const starts: number[] = [];
  let total = 0;
  for (const s of segments) {
    starts.push(total);
    total += s.dur;
  }
  return {
    duration: total,
    frameAt(t: number): Frame {
      if (t >= total || segments.length === 0) return end;
      let i = segments.length - 1;
      while (i > 0 && starts[i] > t) i--;
      const seg = segments[i];
      const p = seg.dur > 0 ? Math.max(0, Math.min(1, (t - starts[i]) / seg.dur)) : 1;
      return { pits: seg.pits, score: seg.score, flyers: seg.fly(p) };
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
  const after = parsePosition(record.after);
  const mover = record.player === 'south' ? 0 : 1;
  const pits = before.pits.slice();
  const score: [number, number] = [before.score[0], before.score[1]];
  const segments: Segment[] = [];
  const storeCentre = (i: number): Point => {
    const r = g.stores[i];
    return { x: r.x + r.w / 2, y: r.y + r.h / 2 };
  };
  pits[record.pit] = 0;
  let from = g.pits[record.pit];
  const hop = Math.max(1, msPerSeed);
  for (const target of record.sown) {
    const slotIndex = Math.min(pits[target], MAX_PIT_SEEDS - 1);
    const slot = pitSlots(target)[slotIndex];
    const to = { x: g.pits[target].x + slot.x, y: g.pits[target].y + slot.y };
    const a = from;
    const snapshot = pits.slice();
    segments.push({
      dur: hop,
      pits: snapshot,
      score: [score[0], score[1]],
      fly: (p) => {
        const at = arc(a, to, p, 26 + Math.hypot(to.x - a.x, to.y - a.y) * 0.12);
        return [{ x: at.x, y: at.y, t: slot.t, n: 1 }];
      },
    });
    pits[target]++;
    from = g.pits[target];
  }
  const flyGroup = (moves: { from: Point; to: Point; n: number }[]) => (p: number) =>
    moves.map((m, i) => {
      const at = arc(m.from, m.to, p, 40);
      return { x: at.x, y: at.y, t: i % 4, n: m.n };
    });
  for (const c of record.captured) {
    const n = pits[c];
    const snapshot = pits.slice();
    snapshot[c] = 0;
    segments.push({
      dur: hop * 2.5,
      pits: snapshot,
      score: [score[0], score[1]],
      fly: flyGroup([{ from: g.pits[c], to: storeCentre(mover), n }]),
    });
    pits[c] = 0;
    score[mover] += n;
  }
  if (record.swept.length) {
    const toOpponent = record.result?.reason === 'grand-slam';
    const moves = record.swept.map((k) => {
      const owner = k < 6 ? 0 : 1;
      const dest = toOpponent ? 1 - mover : owner;
      return { from: g.pits[k], to: storeCentre(dest), n: pits[k] };
    });
    const snapshot = pits.slice();
    for (const k of record.swept) snapshot[k] = 0;
    segments.push({ dur: hop * 3, pits: snapshot, score: [score[0], score[1]], fly: flyGroup(moves) });
  }
  return fromSegments(segments, { pits: after.pits, score: after.score, flyers: [] });
}

/** A gentle change from one board to another (used by `setPosition(…, { animate: true })`). */
export function morphTimeline(
  from: { pits: readonly number[]; score: readonly [number, number] },
  to: { pits: readonly number[]; score: readonly [number, number] },
  duration: number,
): Timeline {
  const end: Frame = { pits: to.pits.slice(), score: [to.score[0], to.score[1]], flyers: [] };
  const steps = 8;
  const segments: Segment[] = [];
  for (let i = 0; i < steps; i++) {
    const f = i / steps;
    const mix = (a: number, b: number) => Math.round(a + (b - a) * f);
    segments.push({
      dur: duration / steps,
      pits: from.pits.map((a, k) => mix(a, to.pits[k])),
      score: [mix(from.score[0], to.score[0]), mix(from.score[1], to.score[1])],
      fly: () => [],
    });
  }
  return fromSegments(segments, end);
}

/** Runs a timeline on animation frames; {@link finish} jumps to the end at once. */
export class Playback {
  /** Resolves when the animation has ended (played out or finished early). */
  readonly done: Promise<void>;
  private _resolve!: () => void;
  private _raf = 0;
  private _timer: ReturnType<typeof setTimeout> | undefined;
  private _start = -1;
  private _ended = false;

  constructor(
    private readonly _timeline: Timeline,
    private readonly _onFrame: (frame: Frame | null) => void,
  ) {
    this.done = new Promise((r) => (this._resolve = r));
    if (_timeline.duration <= 0) {
      this.finish();
      return;
    }
    this._onFrame(_timeline.frameAt(0));
    this._raf = requestAnimationFrame(this._tick);
    // Animation frames stop in hidden tabs; make sure the promise still settles.
    this._timer = setTimeout(() => this.finish(), _timeline.duration + 1000);
  }

  get running(): boolean {
    return !this._ended;
  }

  private _tick = (): void => {
    if (this._ended) return;
    // performance.now(), not the frame timestamp: some headless/embedded browsers skew the latter.
    const now = performance.now();
    if (this._start < 0) this._start = now;
    const t = now - this._start;
    if (t >= this._timeline.duration) {
      this.finish();
      return;
    }
    this._onFrame(this._timeline.frameAt(t));
    this._raf = requestAnimationFrame(this._tick);
  };

  /** End now: the final state is shown and {@link done} resolves. Safe to call twice. */
  finish(): void {
    if (this._ended) return;
    this._ended = true;
    cancelAnimationFrame(this._raf);
    clearTimeout(this._timer);
    this._onFrame(null);
    this._resolve();
  }
}
