/**
 * What a hint can teach about the search's best move, as facts (no words): the move's own record
 * (where it ends, what it captures, a grand slam, a must-feed), a threat of the opponent's that it
 * stops, a grand slam it avoids, and the next two moves of the principal variation. The hint's
 * sentences are made from these (src/element/hint-text.ts). Engine only, no search of its own
 * beyond one ply of the opponent's captures.
 */
import { Game } from '../engine/game.js';
import type { MoveRecord } from '../engine/types.js';
import { MAX_PLY, type SearchResult, WIN } from './levels.js';

/** The opponent's biggest capture if it were its turn now. */
export interface HintThreat {
  /** The opponent's pit that would sow. */
  pit: number;
  /** Seeds it would capture. */
  seeds: number;
  /** The mover's pits it would take. */
  pits: number[];
}

export interface HintFacts {
  /** The search's best move. */
  pit: number;
  /** The principal variation, starting with `pit`. */
  line: number[];
  mover: 'south' | 'north';
  /** The last pit the move sows. */
  last: number;
  /** Seeds it captures. */
  captures: number;
  /** The move is a grand slam (it takes every seed of the opponent's row; the variant says what that does). */
  grandSlam: boolean;
  /** The opponent's row is empty: the move must (and does) feed it. */
  mustFeed: boolean;
  /** Another legal move that would be a grand slam capturing nothing, not chosen (else -1). */
  slam: number;
  /** The opponent's biggest capture if it were to move now, if any. */
  threat: HintThreat | null;
  /** The move leaves the opponent no capture as big as `threat`. */
  stopped: boolean;
  /** The opponent's answer in the principal variation (-1: none), and what it captures. */
  reply: number;
  replyCaptures: number;
  /** The mover's next move in the principal variation (-1: none), and what it captures. */
  next: number;
  nextCaptures: number;
  /** The exact result under best play, when the search found one (a forced win, loss or draw). */
  outcome: 'win' | 'loss' | 'draw' | null;
}

/** A game where the other side is to move (the same pits and scores). */
function passed(game: Game): Game | null {
  const [pits, side, score] = game.position.split(' ');
  try {
    return new Game({ position: `${pits} ${side === 'S' ? 'N' : 'S'} ${score}`, variant: game.variant });
  } catch {
    return null;
  }
}

/** The biggest capture of the side to move in `game`, if any. */
function bestCapture(game: Game | null): HintThreat | null {
  let best: HintThreat | null = null;
  if (!game || game.result) return null;
  for (const m of game.legalMoves()) {
    const r = game.clone().play(m);
    if (r.capturedSeeds > (best?.seeds ?? 0)) best = { pit: m, seeds: r.capturedSeeds, pits: [...r.captured].sort() };
  }
  return best;
}

/** Play `pit` on a copy; its record, or null when it is not legal there. */
function tryMove(game: Game, pit: number): [Game, MoveRecord] | null {
  if (pit < 0 || game.result || !game.isLegal(pit)) return null;
  const g = game.clone();
  return [g, g.play(pit)];
}

/** The facts behind a hint for the side to move in `game`, from a search result of that position. */
export function hintFacts(game: Game, result: Pick<SearchResult, 'move' | 'pv' | 'score' | 'exact'>): HintFacts {
  const pit = result.move;
  const line = result.pv[0] === pit ? [...result.pv] : [pit];
  const first = tryMove(game, pit);
  if (!first) throw new RangeError(`no legal move ${pit} to explain`);
  const [after, r] = first;
  const opp = game.turn === 'south' ? 6 : 0;
  const mustFeed = game.pits.slice(opp, opp + 6).every((n) => n === 0);
  let slam = -1;
  for (const m of game.legalMoves()) {
    const x = m === pit ? null : tryMove(game, m);
    if (x?.[1].grandSlam && x[1].capturedSeeds === 0 && !x[1].result) slam = m;
  }
  const threat = mustFeed ? null : bestCapture(passed(game));
  const left = bestCapture(after);
  const stopped = !!threat && !r.result && (left?.seeds ?? 0) < threat.seeds;
  const second = tryMove(after, line[1] ?? -1);
  const third = second && tryMove(second[0], line[2] ?? -1);
  const forced = Math.abs(result.score) > WIN - MAX_PLY || result.exact;
  return {
    pit,
    line,
    mover: game.turn,
    last: r.sown.at(-1) ?? pit,
    captures: r.capturedSeeds,
    grandSlam: r.grandSlam,
    mustFeed,
    slam,
    threat,
    stopped,
    reply: second ? second[1].pit : -1,
    replyCaptures: second ? second[1].capturedSeeds : 0,
    next: third ? third[1].pit : -1,
    nextCaptures: third ? third[1].capturedSeeds : 0,
    outcome: forced ? (result.score > 0 ? 'win' : result.score < 0 ? 'loss' : 'draw') : null,
  };
}
