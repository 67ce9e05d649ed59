/** Synchronous entry points: position or Game in, best move out. */
import { computeTotal, newState, type State } from '../engine/board.js';
import { type Game, stateFromPosition } from '../engine/game.js';
import { parsePosition } from '../engine/notation.js';
import { variantIndex } from '../engine/variants.js';
import { egReady } from './egdb.js';
import { TOP_LEVEL, usesTables } from './levels.js';
import { Searcher, type SearchOptions, type SearchResult } from './search.js';

/** A state from a repetition key of `Game.positionKeys()` (pits, scores, side to move). */
export function stateFromKey(key: string): State {
  const s = newState();
  s.set(key.split(',', 15).map(Number));
  computeTotal(s);
  return s;
}

/** Root state, variant and earlier positions of a search request. */
export function prepare(position: string | Game, variant?: string, keys?: readonly string[]): [State, number, State[]] {
  if (typeof position === 'string') {
    const s = stateFromPosition(parsePosition(position));
    return [s, variantIndex(variant), (keys ?? []).map(stateFromKey)];
  }
  const v = variant ? variantIndex(variant) : position.variantIndex;
  const ended = position.result !== null;
  const s = position.state();
  // a finished game: search nothing (the repetition or a sweep already settled it)
  if (ended) s.fill(0, 0, 12);
  return [s, v, position.positionKeys().map(stateFromKey)];
}

let shared: Searcher | null = null;

/**
 * Best move for the side to move. Synchronous (blocks for up to the level's time; use
 * {@link AiClient} in a page). Returns `move: -1` when the game is over or there is no legal move.
 * With `seed` and no `timeMs` the result is deterministic (a node budget replaces the clock).
 * `keys`: repetition keys of earlier positions when `position` is a string (a Game brings its own).
 * Throws the engine's `PositionError` / `OwareError('invalid-variant')` on bad input.
 */
export function search(position: string | Game, options: SearchOptions = {}, keys?: readonly string[]): SearchResult {
  const [s, v, history] = prepare(position, options.variant, keys);
  if (usesTables(options) && options.table) egReady(v, options.table);
  shared ??= new Searcher();
  shared.begin(s, v, history, options);
  shared.step();
  return shared.result();
}

/** Top-level analysis of a position: best move, score, depth and principal variation. */
export function analyze(position: string | Game, options: SearchOptions = {}): SearchResult {
  return search(position, { level: TOP_LEVEL, ...options });
}

/** A quick strong suggestion for the side to move (the top level, 300 ms by default). */
export function hint(position: string | Game, options: SearchOptions = {}): SearchResult {
  return search(position, { level: TOP_LEVEL, timeMs: 300, ...options });
}
