/**
 * The check of a puzzle's solution against its goal: play the line and judge where it ends, then
 * prove for every solver move of it (the last first) that the goal is forced after it within the
 * plies left. The scripted moves that fail are recorded (a session then judges them by search).
 */
import { Game, pitLetter, type Side, type VariantName } from '../engine/index.js';
import { formatGoal } from './goal.js';
import type { SolutionCheck } from './puzzle-types.js';
import { forcedAfterTask, type GoalContext, goalStatus, type SearchBudget, type SearchTask } from './search.js';
import type { PuzzleGoal } from './types.js';

/** What the check reads of a puzzle. */
export interface CheckedPuzzle {
  readonly start: string;
  readonly variant: VariantName;
  readonly solution: readonly number[];
  readonly solver: Side;
  readonly goal: PuzzleGoal;
}

/** The check as a search task (run it whole or in slices); `budget` bounds its positions. */
export function* checkSolutionTask(
  p: CheckedPuzzle,
  ctx: GoalContext,
  budget: SearchBudget,
): SearchTask<SolutionCheck> {
  const L = p.solution.length;
  // The positions before each ply of the line, up to where the goal is decided.
  const line = [new Game({ position: p.start, variant: p.variant })];
  let reached: boolean | null = null;
  for (let i = 0; i < L && reached === null; i++) {
    const g = line[i].clone();
    g.play(p.solution[i]);
    line.push(g);
    reached = goalStatus(g, ctx, L - i - 1);
  }
  const end = line.pop()!;
  const mine: number[] = [];
  const failing: number[] = [];
  for (let i = line.length - 1; i >= 0; i--)
    if (line[i].turn === p.solver) {
      mine.push(i);
      if ((yield* forcedAfterTask(line[i], ctx, p.solution[i], L - i, budget)) === false) failing.unshift(i);
    }
  const goal = formatGoal(p.goal);
  const si = p.solver === 'south' ? 0 : 1;
  const message =
    reached !== true || failing.length
      ? `the solution does not reach ${goal}${
          reached !== true
            ? `: it captures ${end.score[si] - ctx.base[si]}, the opponent ${end.score[1 - si] - ctx.base[1 - si]}`
            : ` against best defence after its move ${failing[0] + 1} (${pitLetter(p.solution[failing[0]])})`
        }`
      : null;
  // A line that misses its goal is not trusted anywhere its failing move could not be found.
  return {
    sound: message ? false : budget.exhausted ? null : true,
    message,
    failing: message && !failing.length ? mine : failing,
  };
}
