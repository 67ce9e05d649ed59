/**
 * The view model: a pure function from (position, options, annotations, animation frame) to
 * everything the template draws — coordinates, parts, accessible names. No DOM, no Lit.
 */
import { pitLetter, type GameResult, type Side } from '../engine/index.js';
import type { Annotations } from './annotations.js';
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
  top: boolean;
}

export interface StoreView {
  rect: Rect;
  count: number;
  countAt: Point;
  seeds: SeedView[];
  name: string;
  toMove: boolean;
}

export interface ViewModel {
  geometry: Geometry;
  pits: PitView[];
  stores: StoreView[];
  flyers: readonly Flyer[];
  boardName: string;
  /** "South to move", or the result sentence when the game is over. */
  status: string;
  /** The result sentence, shown on the board when the game is over. */
  resultText: string | null;
  caption: string | null;
  interactive: boolean;
}

const sideName = (s: Strings, side: Side): string => s[side];

/** Seeds at slots around a centre (at most `n`). */
function place(slots: readonly { x: number; y: number; r: number; t: number }[], n: number, at: Point): SeedView[] {
  return slots.slice(0, n).map((k) => ({ x: at.x + k.x, y: at.y + k.y, r: k.r, t: k.t }));
}

/** Seeds of a pit placed at absolute coordinates (at most {@link MAX_PIT_SEEDS}). */
export function pitSeeds(pit: number, count: number, at: Point): SeedView[] {
  return place(pitSlots(pit), count, at);
}

/** The result sentence ("South wins 25–20. more than half…"). */
export function resultSentence(s: Strings, result: GameResult): string {
  const [south, north] = result.score;
  const head = result.winner === 'draw' ? format(s.gameDrawn, { south, north }) : format(s.gameWon, { side: sideName(s, result.winner), south, north });
  // `reasonEvenSplit` etc.: the reason in camel case
  const reason = s[key('reason', result.reason)];
  return reason ? `${head} (${reason})` : head;
}

/** A key of the text table from a prefix and a kebab-case name: `key('reason', 'even-split')` is `reasonEvenSplit`. */
export const key = (prefix: string, name: string) => (prefix + '-' + name).replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) as keyof Strings;

/** Build the view model. Pure: same input, same output. */
export function viewModel(input: ViewInput): ViewModel {
  const s = input.strings;
  const g = geometry(input.orientation, input.stores);
  const last = input.lastMove;
  const interactive = input.interactive !== 'none';
  const pits: PitView[] = input.pits.map((count, p) => {
    const parts = ['pit'];
    const states: string[] = [];
    const add = (part: string, state?: string) => {
      if (!parts.includes(part)) parts.push(part);
      if (state && !states.includes(state)) states.push(state);
    };
    const legal = input.legal.includes(p);
    if (legal) add('legal', s.stateLegal);
    if (last && (last.pit === p || last.sown.includes(p))) {
      parts.push('last-move');
      if (last.pit === p) parts.push('last-move-origin');
      states.push(s.stateLastMove);
    }
    // accessible names of mark kinds (`stateCapture`, …; `last` is `stateLastMove`); other kinds are drawn, not named
    for (const m of input.annotations.marks) if (m.pit === p) add(m.kind, s[key('state', m.kind == 'last' ? 'last-move' : m.kind)] as string | undefined);
    const letter = input.labels === 'numbers' ? String(p) : pitLetter(p);
    return {
      pit: p,
      center: g.pits[p],
      cell: g.cells[p],
      count,
      seeds: pitSeeds(p, count, g.pits[p]),
      pile: count > MAX_PIT_SEEDS,
      countAt: g.counts[p],
      label: input.labels === 'none' ? null : letter,
      part: parts.join(' '),
      name: format(s.pitName, { letter, side: sideName(s, p < 6 ? 'south' : 'north'), seeds: seeds(s, count), states: states.map((state) => format(s.pitState, { state })).join('') }),
      legal: legal || !!input.editing,
      button: interactive,
      tabIndex: interactive && p === input.focus ? 0 : -1,
      top: g.top[p],
    };
  });
  const stores: StoreView[] = (['south', 'north'] as const).map((side, i) => {
    const rect = g.stores[i];
    const count = input.score[i];
    return {
      rect,
      count,
      countAt: g.storeCounts[i],
      seeds: input.stores ? place(storeSlots(i, rect.w, rect.h), count, { x: rect.x + rect.w / 2, y: rect.y + rect.h / 2 }) : [],
      name: format(s.storeName, { side: sideName(s, side), seeds: seeds(s, count) }),
      toMove: !input.result && input.turn === side,
    };
  });
  const resultText = input.result ? resultSentence(s, input.result) : null;
  return {
    geometry: g,
    pits,
    stores,
    flyers: input.flyers ?? [],
    boardName: s.board,
    status: resultText ?? format(s.toMove, { side: sideName(s, input.turn) }),
    resultText,
    caption: input.annotations.caption ?? null,
    interactive,
  };
}
