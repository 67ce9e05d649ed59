/**
 * The value of every legal move: one search per move, of the position it leads to (so the search
 * and its worker protocol stay as they are), one after the other. A move that ends the game is
 * valued by the engine; a search whose result is exact (endgame table, forced line) gives the
 * outcome; otherwise the seed gain is the search's score in seeds (captures to come under best
 * play as far as it sees, and the worth of the seeds' placement as the AI weighs it). Pure apart from the `search` it is given.
 */
import type { AiRequest } from '../ai/client.js';
import type { SearchResult } from '../ai/search.js';
import { type Game, type GameResult, pitLetter, type Side } from '../engine/index.js';
import type { MoveOutcome, MoveValue } from './events.js';

/** A search (the AI client's `searchAsync`). */
export type MoveSearch = (request: AiRequest) => Promise<SearchResult>;

/** Beyond this the search's score is a forced result (`WIN − plies`, see ai/levels.ts). */
const FORCED = 30000 - 100;
/** The endgame table is asked for up to this many seeds on the board (built in about a second). */
export const TABLE_SEEDS = 10;
/** Search time per move, ms. */
export const MOVE_TIME = 250;

const outcomeOf = (d: number): MoveOutcome => (d > 0 ? 'win' : d < 0 ? 'loss' : 'draw');
/** Captured seeds of `side` minus the opponent's. */
const net = (score: readonly [number, number], side: Side): number =>
  side === 'south' ? score[0] - score[1] : score[1] - score[0];
const netResult = (r: GameResult, side: Side): number => net(r.score, side);

/**
 * Value every legal move of `game` for the side to move. Resolves with `null` as soon as
 * `stale()` says the answer is no longer wanted.
 */
export async function valueMoves(
  game: Game,
  search: MoveSearch,
  stale: () => boolean,
  timeMs = MOVE_TIME,
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
      const r = await search({
        position: child,
        level: 5,
        timeMs,
        ...(board <= TABLE_SEEDS ? { table: board } : {}),
      });
      const v = -r.score; // the child's side to move is the opponent
      const forced = Math.abs(v) > FORCED;
      outcome = r.exact || forced ? outcomeOf(v) : null;
      // the search's score in seeds (it also weighs the seeds' placement, as the AI does)
      score = outcome ? null : Math.round(v / 100) - now;
    }
    out.push({ pit, letter: pitLetter(pit), score, outcome });
  }
  return stale() ? null : out;
}
