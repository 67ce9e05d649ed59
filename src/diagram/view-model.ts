/**
 * What the board is drawn from, as plain data. {@link ViewInput} gathers the game state, the
 * options and the annotations (features may adjust it); {@link boardView} turns it into a
 * {@link BoardView} — every pit's parts, accessible name and place, the stores, the board's name,
 * the result — which `render.ts` draws. Pure: no DOM, unit-tested on its own.
 */

import type { OwareIllegalReason } from '../element/events.js';
import type { GameResult, MoveRecord, Side } from '../engine/index.js';
import { pitName } from '../engine/notation.js';
import { format, key, refusal, type StringTable, seeds } from '../i18n/index.js';
import type { Annotations } from './annotations.js';
import { type Geometry, geometry, MAX_PIT_SEEDS, type Rect } from './layout.js';

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

/** The state, options and annotations a board is drawn from (features may adjust it, see `BoardFeature.view`). */
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
  strings: StringTable;
  /** The pit holding the roving tab stop. */
  focus: number;
  flyers?: readonly Flyer[];
  /** Every pit is an enabled button without being a legal move (the position editor). */
  editing?: boolean;
  /** The result's headline in place of "North wins 25–2." (a feature's: "You win 26–22."). */
  resultHead?: string;
  /** A note per pit that features set (the analysis' value of a move): the last state of its accessible name. */
  notes?: Readonly<Record<number, string>>;
}

/** One pit as drawn. */
export interface PitView {
  pit: number;
  count: number;
  /** Its CSS parts (and classes): `pit`, then states and mark kinds (`legal`, `last-move`, `capture`, …). */
  part: string;
  /** Its accessible name: "C, South, 4 seeds, legal move". */
  name: string;
  /** A button (a board that takes input) or an image. */
  button: boolean;
  /** A button that cannot be played now (`aria-disabled`). */
  disabled: boolean;
  /** Holds the roving tab stop. */
  focus: boolean;
  /** The pit's centre, and whether it is in the top row. */
  x: number;
  y: number;
  top: boolean;
  /** The letter or number drawn beside the count, or `null` without labels. */
  label: string | null;
  /** More seeds than the pit draws: a pile with its count in the middle. */
  pile: boolean;
}

/** One store (or compact score tray) as drawn. */
export interface StoreView {
  side: Side;
  count: number;
  /** Its accessible name: "South has captured 4 seeds". */
  name: string;
  /** The side to move (the game is not over). */
  toMove: boolean;
  rect: Rect;
}

/** Everything {@link boardView} says to draw. */
export interface BoardView {
  geometry: Geometry;
  /** The board's accessible name: "Oware board. South to move" or the result. */
  name: string;
  /** Whether the pits are buttons. */
  buttons: boolean;
  /** Big stores with seeds (else compact score trays). */
  stores: boolean;
  pits: PitView[];
  storeViews: StoreView[];
  /** The result sentence when the game is over. */
  result: string | null;
  /** The result panel's headline and reason (`null` while the game goes on). */
  resultPanel: { head: string; reason: string } | null;
  caption: string | undefined;
  flyers: readonly Flyer[];
}

/** The result in two parts: the headline, winner's score first ("North wins 25–2."), and the reason (or `''`). */
export function resultParts(s: StringTable, result: GameResult): { head: string; reason: string } {
  const [south, north] = result.score;
  const [won, lost] = result.winner === 'north' ? [north, south] : [south, north];
  const head =
    result.winner === 'draw'
      ? format(s.gameDrawn, { south, north })
      : format(s.gameWon, { side: s[result.winner], south, north, won, lost });
  // `reasonEvenSplit` etc.: the reason in camel case
  return { head, reason: (s[key('reason', result.reason)] as string | undefined) ?? '' };
}

/** The result sentence ("South wins 25–20. (more than half…)"). */
export function resultSentence(s: StringTable, result: GameResult): string {
  const { head, reason } = resultParts(s, result);
  return reason ? `${head} (${reason})` : head;
}

export { key };

/** A pit's name as the board writes it: its letter, or its number with `labels="numbers"` (the engine's `pitName`). */
export const pitText: (pit: number, labels: Labels) => string = pitName;

/** The announcement of a move: what was sown and captured, the score, and the result when `withResult`. */
export function moveSentence(s: StringTable, r: MoveRecord, labels: Labels, withResult: boolean): string {
  const [south, north] = scoreAfter(r);
  return [
    format(s.moveSown, { side: s[r.player], letter: pitText(r.pit, labels), seeds: seeds(s, r.sown.length) }),
    r.capturedSeeds > 0
      ? format(s.moveCaptured, {
          seeds: seeds(s, r.capturedSeeds),
          pits: r.captured.map((p) => pitText(p, labels)).join(', '),
        })
      : r.grandSlam
        ? s.moveGrandSlam
        : '',
    format(s.scoreLine, { south, north }),
    r.result && withResult ? resultSentence(s, r.result) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The scores after a move, from its record's position string (`… S 4-2`). */
const scoreAfter = (r: MoveRecord): number[] =>
  r.after
    .slice(r.after.lastIndexOf(' ') + 1)
    .split('-')
    .map(Number);

/** The sentence a refused move shows and announces (the one set of refused-move sentences, in i18n). */
export function refusalText(
  s: StringTable,
  reason: OwareIllegalReason | 'computer-pit',
  pit: number | null,
  turn: Side,
  legal: readonly number[],
  labels: Labels,
): string {
  return refusal(s, reason, pit, turn, legal, (p) => pitText(p, labels));
}

/** Names and parts made so far, by string table: boards in one language share their strings. */
const made = new WeakMap<object, Map<string, string>>();

/** The string `make()` makes for `key` with `s` (made once for the page; the memo is bounded). */
function shared(s: StringTable, key: string, make: () => string): string {
  let m = made.get(s);
  if (!m || m.size > 4000) made.set(s, (m = new Map()));
  let v = m.get(key);
  if (v === undefined) m.set(key, (v = make()));
  return v;
}

/** What to draw for `input`. */
export function boardView(input: ViewInput): BoardView {
  const s = input.strings;
  const g = geometry(input.orientation, input.stores);
  const buttons = input.interactive !== 'none';
  const last = input.lastMove;
  const outcome = input.result && resultParts(s, input.result);
  if (outcome && input.resultHead) outcome.head = input.resultHead;
  const result = outcome && (outcome.reason ? `${outcome.head} (${outcome.reason})` : outcome.head);
  const marks = input.annotations.marks;
  const pits = input.pits.map((count, p): PitView => {
    const parts = ['pit'];
    const states: string[] = [];
    const add = (part: string, state?: string) => {
      if (!parts.includes(part)) parts.push(part);
      if (state && !states.includes(state)) states.push(state);
    };
    const legal = input.legal.includes(p);
    if (legal) add('legal', s.stateLegal);
    if (last && (last.pit === p || last.sown.includes(p))) {
      add('last-move', s.stateLastMove);
      if (last.pit === p) add('last-move-origin');
    }
    // accessible names of mark kinds (`stateCapture`, …; `last` is `stateLastMove`); other kinds are drawn, not named
    for (const m of marks)
      if (m.pit === p) add(m.kind, s[key('state', m.kind === 'last' ? 'last-move' : m.kind)] as string | undefined);
    const note = input.notes?.[p];
    if (note) states.push(note);
    const letter = pitText(p, input.labels);
    const c = g.pits[p];
    const part = parts.join(' ');
    return {
      pit: p,
      count,
      part: shared(s, part, () => part),
      name: shared(s, `${letter} ${p} ${count} ${states.join('\n')}`, () =>
        format(s.pitName, {
          letter,
          side: s[p < 6 ? 'south' : 'north'],
          seeds: seeds(s, count),
          states: states.map((state) => format(s.pitState, { state })).join(''),
        }),
      ),
      button: buttons,
      disabled: buttons && !legal && !input.editing,
      focus: p === input.focus,
      x: c.x,
      y: c.y,
      top: c.y < 150,
      label: input.labels !== 'none' ? letter : null,
      pile: count > MAX_PIT_SEEDS,
    };
  });
  const storeViews = g.stores.map((rect, i): StoreView => {
    const side: Side = i ? 'north' : 'south';
    const count = input.score[i];
    return {
      side,
      count,
      rect,
      toMove: !input.result && input.turn === side,
      name: shared(s, `${side} ${count}`, () => format(s.storeName, { side: s[side], seeds: seeds(s, count) })),
    };
  });
  return {
    geometry: g,
    name: result
      ? `${s.board}. ${result}`
      : shared(s, `to-move ${input.turn}`, () => `${s.board}. ${format(s.toMove, { side: s[input.turn] })}`),
    buttons,
    stores: input.stores,
    pits,
    storeViews,
    result,
    resultPanel: outcome || null,
    caption: input.annotations.caption,
    flyers: input.flyers ?? [],
  };
}
