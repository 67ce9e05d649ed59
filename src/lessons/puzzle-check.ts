/** An author's check of a puzzle's data: the line legal, the goal reached and forced (exact search). */
import { formatGoal } from './goal.js';
import { PuzzleSession, type PuzzleSessionOptions } from './puzzle.js';
import { pliesToForce } from './search.js';

/** What is wrong with a puzzle's data (empty when it is sound): the line must be legal and, for a goal, reach and force it. */
export function checkPuzzle(options: PuzzleSessionOptions): string[] {
  const problems: string[] = [];
  let session: PuzzleSession;
  try {
    // An author's check: exact unless a budget is given.
    session = new PuzzleSession({ budget: Infinity, ...options });
  } catch (e) {
    return [(e as Error).message];
  }
  const ctx = session._ctx;
  if (ctx && pliesToForce(session.current, ctx, session.solution.length) === null)
    problems.push(`the goal ${formatGoal(session.goal)} is not forced within ${session.solution.length} plies`);
  const check = session.verify();
  if (check.sound === false && check.message) problems.push(check.message);
  // Playing the line through the session must solve the puzzle.
  for (let i = 0; i < session.solution.length && session.state === 'playing'; i++) {
    if (session.current.turn !== session.solver) break;
    const t = session.try(session.solution[i]);
    if (t.status === 'wrong' || t.status === 'illegal')
      problems.push(`the line's move ${i + 1} is not accepted (${t.status})`);
    i = session.ply - 1;
  }
  if (session.state !== 'solved') problems.push('playing the solution line does not solve the puzzle');
  return problems;
}
