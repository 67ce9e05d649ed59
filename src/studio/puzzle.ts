// The studio's Check of a puzzle: the lessons' own session and solution check, run in slices that
// yield to the page (PuzzleSession.verifyAsync and tryAsync), so the page stays responsive while the
// engine proves that the recorded line forces its goal against every defence, and looks for other
// first moves that would force it too.
import { Game } from '../engine/index.js';
import { PuzzleSession } from '../lessons/puzzle.js';
import { bestDefenceTask, goalStatus, runSliced, SearchBudget } from '../lessons/search.js';

/** What the check found. */
export interface PuzzleVerdict {
  /** `sound`: the line forces the goal; `unsound`: it does not (`why`); `unknown`: the search ran out of its budget. */
  kind: 'sound' | 'unsound' | 'unknown';
  /** Why not (the session's or the check's English sentence). */
  why?: string;
  /** The goal as the session read it (`capture:5`). */
  goal: string;
  /** Other first moves of the solver that force the goal as well (empty for a `line` goal). */
  others: number[];
  /**
   * For a line that reaches its goal only through a weak defence: the line up to the solver's move
   * that no longer forces it, then the opponent's reply that escapes.
   */
  refutation?: number[];
}

/** Positions one search may visit (the check of the whole line may use four times as many). */
const BUDGET = 2_000_000;

/** Check the puzzle that starts at `start` with the solution `solution` (pits) and the goal `goal`. */
export async function checkPuzzleLine(
  start: string,
  solution: readonly number[],
  goal: string,
  signal?: AbortSignal,
): Promise<PuzzleVerdict> {
  const make = () => new PuzzleSession({ position: start, solution, goal, budget: BUDGET });
  let session: PuzzleSession;
  try {
    session = make();
  } catch (e) {
    return { kind: 'unsound', why: (e as Error).message, goal, others: [] };
  }
  const named = 'seeds' in session.goal ? `${session.goal.type}:${session.goal.seeds}` : session.goal.type;
  const check = await session.verifyAsync({ signal });
  if (check.sound === false) {
    const refutation = await refute(session, start, solution, signal);
    return { kind: 'unsound', why: check.message ?? '', goal: named, others: [], refutation };
  }
  if (check.sound === null) return { kind: 'unknown', goal: named, others: [] };
  const others: number[] = [];
  if (session.goal.type !== 'line')
    for (const pit of new Game({ position: start }).legalMoves()) {
      if (pit === solution[0]) continue;
      const t = await make().tryAsync(pit, { signal });
      if (t.status === 'correct' || t.status === 'solved') others.push(pit);
    }
  return { kind: 'sound', goal: named, others };
}

/**
 * When the line itself reaches the goal but a solver's move of it does not force it: that move's
 * line and the opponent's best defence after it (a reply after which the goal is no longer forced).
 */
async function refute(
  session: PuzzleSession,
  start: string,
  solution: readonly number[],
  signal?: AbortSignal,
): Promise<number[] | undefined> {
  const ctx = session._ctx;
  const i = session.verified?.failing[0];
  if (!ctx || i === undefined) return undefined;
  if (goalStatus(Game.fromMoves(solution, { position: start }), ctx, 0) !== true) return undefined;
  const line = solution.slice(0, i + 1);
  const game = Game.fromMoves(line, { position: start });
  if (game.turn === ctx.solver || game.result) return undefined;
  const reply = await runSliced(bestDefenceTask(game, ctx, solution.length - i - 1, new SearchBudget(BUDGET)), {
    signal,
  });
  return reply === null ? undefined : [...line, reply];
}
