/**
 * What a puzzle's goal search decides at a position, as tasks (see search.ts): the moves accepted
 * for the solver, the move expected of it, and whether the goal is reached. Pure functions of the
 * puzzle's line ({@link PuzzleLine}) — the session (puzzle.ts) holds the state and the budgets.
 */
import type { Game, Side } from '../engine/index.js';
import {
  type GoalContext,
  goalStatus,
  goodMovesTask,
  pliesToForceTask,
  type SearchBudget,
  type SearchTask,
} from './search.js';

/** What the searches read of a puzzle. */
export interface PuzzleLine {
  readonly solver: Side;
  /** The solution's moves (pits). */
  readonly solution: readonly number[];
  /** What the goal searches are about (`null` for a `line` goal). */
  readonly _ctx: GoalContext | null;
}

/** The plies of the solution left at `game`. */
export const pliesLeft = (line: PuzzleLine, game: Game): number => Math.max(0, line.solution.length - game.ply);

/** The moves accepted at `game` (the solver to move): the proven ones and the trusted scripted one. */
export function* acceptedTask(
  line: PuzzleLine,
  game: Game,
  budget: SearchBudget,
  scripted: number | undefined,
  skip?: number,
): SearchTask<number[]> {
  const ctx = line._ctx;
  const good = ctx
    ? yield* goodMovesTask(
        game,
        ctx,
        pliesLeft(line, game),
        budget,
        game.legalMoves().filter((m) => m !== skip && m !== scripted),
      )
    : [];
  if (scripted !== undefined) good.push(scripted);
  return good.sort((a, b) => a - b);
}

/** The expected move at `game`: the trusted scripted one, else the proven move that needs the fewest plies. */
export function* expectedTask(
  line: PuzzleLine,
  game: Game,
  budget: SearchBudget,
  scripted: number | undefined,
): SearchTask<number | null> {
  const ctx = line._ctx;
  if (scripted !== undefined || !ctx) return scripted ?? null;
  const plies = pliesLeft(line, game);
  let best: number | null = null;
  let bestD = Infinity;
  for (const m of yield* goodMovesTask(game, ctx, plies, budget)) {
    const g = game.clone();
    g.play(m);
    const found = yield* pliesToForceTask(g, ctx, plies - 1, budget);
    const d = typeof found === 'number' ? found : plies; // unmeasured (the budget): proven within the plies left
    if (d < bestD) {
      best = m;
      bestD = d;
    }
  }
  return best;
}

/** Whether the puzzle is solved at `game`. */
export function solvedAt(line: PuzzleLine, game: Game): boolean {
  const ctx = line._ctx;
  const remaining = pliesLeft(line, game);
  if (!ctx) return game.ply >= line.solution.length;
  const reached = goalStatus(game, ctx, remaining);
  if (ctx.goal.type === 'defend') return reached === true && (remaining === 0 || game.result !== null);
  return reached === true;
}
