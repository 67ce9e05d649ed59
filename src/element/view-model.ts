/**
 * What the board is drawn from: {@link ViewInput} (position, options, annotations, animation
 * frame), which features may adjust before the element's `render()` draws it, and the text
 * helpers the drawing and the announcements share.
 */
import type { GameResult, Side } from '../engine/index.js';
import type { Annotations } from './annotations.js';
import { format, key, type Strings } from './i18n.js';

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

/** The result sentence ("South wins 25–20. more than half…"). */
export function resultSentence(s: Strings, result: GameResult): string {
  const [south, north] = result.score;
  const head = result.winner === 'draw' ? format(s.gameDrawn, { south, north }) : format(s.gameWon, { side: s[result.winner], south, north });
  // `reasonEvenSplit` etc.: the reason in camel case
  const reason = s[key('reason', result.reason)];
  return reason ? `${head} (${reason})` : head;
}

export { key } from './i18n.js';
