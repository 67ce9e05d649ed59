// The studio's Check of a puzzle: the lessons' own session and solution check, run in slices that
// yield to the page (PuzzleSession.verifyAsync and tryAsync), so the page stays responsive while the
// engine proves that the recorded line forces its goal against every defence, and looks for other
// first moves that would force it too.
import { Game } from '../src/engine/index.ts';
import { PuzzleSession } from '../src/lessons/puzzle.ts';

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
  if (check.sound === false) return { kind: 'unsound', why: check.message ?? '', goal: named, others: [] };
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
