/**
 * The view model: a pure function from (position, options, annotations, animation frame) to
 * everything the template draws — coordinates, parts, accessible names. No DOM, no Lit.
 */
import { pitLetter, type GameResult, type Side } from '../engine/index.js';
import type { Annotations, Mark } from './annotations.js';
import { format, seeds, type Strings } from './i18n.js';
import { geometry, MAX_PIT_SEEDS, pitSlots, storeSlots, type Geometry, type Point, type Rect } from './layout.js';

export type Interactive = 'none' | 'south' | 'north' | 'both';
export type Labels = 'none' | 'letters' | 'numbers';

/** A seed in flight during an animation (absolute coordinates). */
export interface Flyer {
  x: number;
  y: number;
  /** Tone 0–3. */
  t: number;
  /** Several seeds flying together (a capture): drawn as a small heap. */
  n: number;
}

export interface ViewInput {
  pits: readonly number[];
  score: readonly [number, number];
  turn: Side;
  result: GameResult | null;
  /** Pits the user may sow now (already filtered by `interactive`). */
  legal: readonly number[];
  interactive: Interactive;
  orientation: Side;
  labels: Labels;
  stores: boolean;
  /** The last move's origin and sown pits, if marked. */
  lastMove: { pit: number; sown: readonly number[] } | null;
  annotations: Annotations;
  strings: Strings;
  /** The pit holding the roving tab stop. */
  focus: number;
  flyers?: readonly Flyer[];
  /** Every pit is an enabled button without being a legal move (the position editor). */
  editing?: boolean;
}

/** A drawn seed: absolute position, rotation and tone. */
export interface SeedView {
  x: number;
  y: number;
  r: number;
  t: number;
}

export interface PitView {
  pit: number;
  letter: string;
  owner: Side;
  center: Point;
  cell: Rect;
  count: number;
  seeds: SeedView[];
  /** More seeds than are drawn one by one. */
  pile: boolean;
  countAt: Point;
  /** The label text (letter or number) or `null`. */
  label: string | null;
  /** Space-separated CSS parts, e.g. `pit legal last-move`. */
  part: string;
  /** Accessible name, e.g. "C, South, 4 seeds, legal move". */
  name: string;
  legal: boolean;
  /** Whether the pit is a focusable button (interactive boards). */
  button: boolean;
  tabIndex: number;
  marks: Mark[];
  /** A per-pit marker from the annotations. */
  badge: string | null;
  /** The marker's kind (a class on the badge), if any. */
  badgeKind: string | null;
  top: boolean;
}

export interface StoreView {
  side: Side;
  rect: Rect;
  count: number;
  countAt: Point;
  seeds: SeedView[];
  name: string;
  toMove: boolean;
}

export interface ArrowView {
  d: string;
  kind: string;
}

export interface ViewModel {
  geometry: Geometry;
  pits: PitView[];
  stores: StoreView[];
  arrows: ArrowView[];
  flyers: readonly Flyer[];
  boardName: string;
  /** "South to move", or the result sentence when the game is over. */
  status: string;
  /** The result sentence, shown on the board when the game is over. */
  resultText: string | null;
  caption: string | null;
  interactive: boolean;
}

const sideName = (s: Strings, side: Side): string => (side === 'south' ? s.south : s.north);

/** Seeds of a pit placed at absolute coordinates (at most {@link MAX_PIT_SEEDS}). */
export function pitSeeds(pit: number, count: number, at: Point): SeedView[] {
  const slots = pitSlots(pit);
  const n = Math.min(count, MAX_PIT_SEEDS);
  const out: SeedView[] = [];
  for (let k = 0; k < n; k++) out.push({ x: at.x + slots[k].x, y: at.y + slots[k].y, r: slots[k].r, t: slots[k].t });
  return out;
}

/** The result sentence ("South wins 25–20. more than half…"). */
export function resultSentence(s: Strings, result: GameResult): string {
  const [south, north] = result.score;
  const head =
    result.winner === 'draw'
      ? format(s.gameDrawn, { south, north })
      : format(s.gameWon, { side: sideName(s, result.winner), south, north });
  const reason = {
    majority: s.reasonMajority,
    'even-split': s.reasonEvenSplit,
    repetition: s.reasonRepetition,
    'no-legal-move': s.reasonNoLegalMove,
    'grand-slam': s.reasonGrandSlam,
  }[result.reason];
  return reason ? `${head} (${reason})` : head;
}

/** Build the view model. Pure: same input, same output. */
export function viewModel(input: ViewInput): ViewModel {
  const s = input.strings;
  const g = geometry(input.orientation, input.stores);
  const legal = new Set(input.legal);
  const sown = new Set(input.lastMove?.sown ?? []);
  const marksByPit = new Map<number, Mark[]>();
  for (const m of input.annotations.marks) {
    if (!marksByPit.has(m.pit)) marksByPit.set(m.pit, []);
    marksByPit.get(m.pit)!.push(m);
  }
  const interactive = input.interactive !== 'none';
  const stateNames: Record<string, string> = {
    highlight: s.stateHighlight,
    capture: s.stateCapture,
    origin: s.stateOrigin,
    legal: s.stateLegal,
    last: s.stateLastMove,
    good: s.stateGood,
    bad: s.stateBad,
    hint: s.stateHint,
    sown: s.stateSown,
  };
  const pits: PitView[] = [];
  for (let p = 0; p < 12; p++) {
    const count = input.pits[p];
    const owner: Side = p < 6 ? 'south' : 'north';
    const parts = ['pit'];
    const states: string[] = [];
    const isLegal = legal.has(p);
    if (isLegal) {
      parts.push('legal');
      states.push(s.stateLegal);
    }
    if (input.lastMove && (input.lastMove.pit === p || sown.has(p))) {
      parts.push('last-move');
      if (input.lastMove.pit === p) parts.push('last-move-origin');
      states.push(s.stateLastMove);
    }
    const marks = marksByPit.get(p) ?? [];
    let badge: string | null = null;
    let badgeKind: string | null = null;
    for (const m of marks) {
      if (!parts.includes(m.kind)) parts.push(m.kind);
      const n = stateNames[m.kind];
      if (n && !states.includes(n)) states.push(n);
      if (m.label) {
        badge = m.label;
        badgeKind = m.kind;
      }
    }
    const letter = pitLetter(p);
    pits.push({
      pit: p,
      letter,
      owner,
      center: g.pits[p],
      cell: g.cells[p],
      count,
      seeds: pitSeeds(p, count, g.pits[p]),
      pile: count > MAX_PIT_SEEDS,
      countAt: g.counts[p],
      label: input.labels === 'letters' ? letter : input.labels === 'numbers' ? String(p) : null,
      part: parts.join(' '),
      name: format(s.pitName, {
        letter: input.labels === 'numbers' ? String(p) : letter,
        side: sideName(s, owner),
        seeds: seeds(s, count),
        states: states.map((state) => format(s.pitState, { state })).join(''),
      }),
      legal: isLegal || !!input.editing,
      button: interactive,
      tabIndex: interactive ? (p === input.focus ? 0 : -1) : -1,
      marks,
      badge,
      badgeKind,
      top: g.top[p],
    });
  }
  const stores: StoreView[] = (['south', 'north'] as const).map((side, i) => {
    const rect = g.stores[i];
    const count = input.score[i];
    const slots = input.stores ? storeSlots(i, rect.w, rect.h) : [];
    const cx = rect.x + rect.w / 2;
    const cy = rect.y + rect.h / 2;
    const n = Math.min(count, slots.length);
    const seedViews: SeedView[] = [];
    for (let k = 0; k < n; k++) seedViews.push({ x: cx + slots[k].x, y: cy + slots[k].y, r: slots[k].r, t: slots[k].t });
    return {
      side,
      rect,
      count,
      countAt: g.storeCounts[i],
      seeds: seedViews,
      name: format(s.storeName, { side: sideName(s, side), seeds: seeds(s, count) }),
      toMove: !input.result && input.turn === side,
    };
  });
  const arrows: ArrowView[] = input.annotations.arrows.map((a) => ({ d: arrowPath(g.pits[a.from], g.pits[a.to]), kind: a.kind ?? 'highlight' }));
  const resultText = input.result ? resultSentence(s, input.result) : null;
  return {
    geometry: g,
    pits,
    stores,
    arrows,
    flyers: input.flyers ?? [],
    boardName: s.board,
    status: resultText ?? format(s.toMove, { side: sideName(s, input.turn) }),
    resultText,
    caption: input.annotations.caption ?? null,
    interactive,
  };
}

/** A gently curved arrow between two pit centres, stopping short of both. */
export function arrowPath(a: Point, b: Point): string {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const d = Math.hypot(dx, dy) || 1;
  const ux = dx / d;
  const uy = dy / d;
  const start = { x: a.x + ux * 22, y: a.y + uy * 22 };
  const end = { x: b.x - ux * 26, y: b.y - uy * 26 };
  const bend = Math.min(60, d * 0.25);
  const mx = (start.x + end.x) / 2 - uy * bend;
  const my = (start.y + end.y) / 2 + ux * bend;
  const r = (v: number) => Math.round(v * 10) / 10;
  return `M${r(start.x)} ${r(start.y)} Q${r(mx)} ${r(my)} ${r(end.x)} ${r(end.y)}`;
}
