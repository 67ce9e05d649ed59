/** Puzzle goals in attribute syntax: `line`, `win`, `capture:N`, `defend:N`, read and written. */
import type { PuzzleGoal } from './types.js';

/** Read a `goal` attribute: `line` (or empty), `capture:N`, `win`, `defend:N` (`defend` = `defend:0`). */
export function parseGoal(text: string | null | undefined): { goal: PuzzleGoal; error: string | null } {
  const t = (text ?? '').trim().toLowerCase();
  if (t === '' || t === 'line') return { goal: { type: 'line' }, error: null };
  if (t === 'win') return { goal: { type: 'win' }, error: null };
  if (t === 'defend') return { goal: { type: 'defend', seeds: 0 }, error: null };
  const m = /^(capture|defend)\s*:\s*(\d+)$/.exec(t);
  if (m) {
    const seeds = Number(m[2]);
    if (m[1] === 'capture' && seeds < 1)
      return { goal: { type: 'line' }, error: `goal '${text}': capture needs at least 1 seed` };
    return { goal: m[1] === 'capture' ? { type: 'capture', seeds } : { type: 'defend', seeds }, error: null };
  }
  return { goal: { type: 'line' }, error: `goal '${text}' is not understood: use line, win, capture:N or defend:N` };
}

/** Write a goal back in attribute syntax. */
export function formatGoal(goal: PuzzleGoal): string {
  return 'seeds' in goal ? `${goal.type}:${goal.seeds}` : goal.type;
}
