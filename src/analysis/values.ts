/**
 * The value of every legal move: one search per move, of the position it leads to (so the search
 * and its worker protocol stay as they are), one after the other. A move that ends the game is
 * valued by the engine; a search whose result is exact (endgame table, forced line) gives the
 * outcome; otherwise the move's value is the seed balance it leads to under best play within a
 * fixed horizon: the net seeds the mover has captured at the end of the search's expected line
 * (its principal variation, replayed by the engine), minus the balance now. Every search has a
 * fixed depth and node budget and clears its table first (a `seed`), never a clock, so the same
 * position gets the same values on every load. {@link relative} turns the values into what a badge
 * reads: against the best move. Pure apart from the `search` it is given.
 */
import type { AiRequest } from '../ai/client.js';
import { TOP_LEVEL } from '../ai/level-range.js';
import { ANALYSIS_PLAN } from '../ai/levels.js';
import type { SearchResult } from '../ai/search.js';
import { type Game, type GameResult, pitLetter, type Side } from '../engine/index.js';
import type { MoveOutcome, MoveValue } from './events.js';

/** A search (the AI client's `searchAsync`). */
export type MoveSearch = (request: AiRequest) => Promise<SearchResult>;

/** Beyond this the search's score is a forced result (`WIN − plies`, see ai/levels.ts). */
const FORCED = 30000 - 100;
/** The endgame table is asked for up to this many seeds on the board (built in about a second). */
export const TABLE_SEEDS = 10;
/**
 * The horizon: plies searched after the move (so the line is the move and 11 more: both sides
 * have moved six times). The analysis plan's node budget (600,000 per move) is the cap when the board is wild.
 */
export const DEPTH = 11;

const outcomeOf = (d: number): MoveOutcome => (d > 0 ? 'win' : d < 0 ? 'loss' : 'draw');
/** Captured seeds of `side` minus the opponent's. */
const net = (score: readonly [number, number], side: Side): number =>
  side === 'south' ? score[0] - score[1] : score[1] - score[0];
const netResult = (r: GameResult, side: Side): number => net(r.score, side);

/** The seed balance of `side` at the end of `line` played from `game` (a copy), as far as it is legal. */
function balanceAfter(game: Game, line: readonly number[], side: Side): number {
  const g = game.clone();
  for (const m of line) {
    if (g.result || !g.legalMoves().includes(m)) break;
    g.play(m);
  }
  return g.result ? netResult(g.result, side) : net(g.score, side);
}

/**
 * Value every legal move of `game` for the side to move. Resolves with `null` as soon as
 * `stale()` says the answer is no longer wanted.
 */
export async function valueMoves(
  game: Game,
  search: MoveSearch,
  stale: () => boolean,
  depth = DEPTH,
): Promise<MoveValue[] | null> {
  const me = game.turn;
  const now = net(game.score, me);
  const out: MoveValue[] = [];
  for (const pit of game.legalMoves()) {
    if (stale()) return null;
    const child = game.clone();
    child.play(pit);
    const done = child.result;
    let score: number | null;
    let outcome: MoveOutcome | null;
    if (done) {
      score = netResult(done, me) - now;
      outcome = outcomeOf(netResult(done, me));
    } else {
      const board = child.pits.reduce((a, b) => a + b, 0);
      // a seed: a fixed node budget and a cleared table instead of the clock (deterministic)
      const r = await search({
        position: child,
        seed: 1,
        maxDepth: depth,
        ...(board <= TABLE_SEEDS ? { level: TOP_LEVEL, table: board } : { plan: ANALYSIS_PLAN }),
      });
      const v = -r.score; // the child's side to move is the opponent
      const forced = Math.abs(v) > FORCED;
      outcome = r.exact || forced ? outcomeOf(v) : null;
      score = outcome ? null : balanceAfter(child, r.pv, me) - now;
    }
    out.push({ pit, letter: pitLetter(pit), score, outcome });
  }
  return stale() ? null : out;
}

/**
 * A move's value as a badge reads it, against the best of `values` (the most seeds): the best
 * move's own gain (`0` when it gains nothing) and a worse move's loss against it (negative);
 * `null` for a move with an exact outcome.
 */
export function relative(v: MoveValue, values: readonly MoveValue[]): { best: boolean; n: number } | null {
  if (v.outcome || v.score === null) return null;
  let top = -Infinity;
  for (const w of values) if (!w.outcome && w.score !== null && w.score > top) top = w.score;
  const best = v.score === top;
  return { best, n: best ? Math.max(0, top) : v.score - top };
}
