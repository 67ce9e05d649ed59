// The Puzzle panel: whether the state is a puzzle, its start at the step on show, its goal, its
// solution (the recorded main line), whether its readers see the start's drawing, the reader's view
// (the tag itself on a board of its own) and Check — the engine's verdict on the puzzle (puzzle.ts),
// cleared as soon as the start, the solution or the goal changes.
import { formatMoveList } from '../engine/index.js';
import type { StudioContext, StudioPart } from './context.js';
import { type StudioState, solutionOf, tagOf } from './out.js';
import { checkPuzzleLine } from './puzzle.js';
import { lineThrough, positionAt } from './record.js';

/** Wire the Puzzle panel's controls and Check; the part shows the puzzle's fields and the reader's view. */
export function mountPuzzlePanel({ root, $, model, say, change }: StudioContext): StudioPart {
  const on = $<HTMLInputElement>('puzzle-on');
  const showDrawing = $<HTMLInputElement>('puzzle-drawing');
  const goal = $<HTMLInputElement>('goal');
  const result = $('check-result');
  /** The Check under way, and the puzzle (start, solution, goal) its verdict is about. */
  let checking: AbortController | null = null;
  let checkedKey = '';

  on.addEventListener('change', () => change({ ...model.state, puzzle: on.checked }));
  showDrawing.addEventListener('change', () => change({ ...model.state, showDrawing: showDrawing.checked }));
  $('puzzle-here').addEventListener('click', () => {
    const s = model.state;
    change({ ...s, position: positionAt(s.position, s.path), tree: { moves: [] }, path: [], puzzle: true });
  });
  goal.addEventListener('change', () => change({ ...model.state, goal: goal.value.trim() || 'line' }));
  $('check').addEventListener('click', async () => {
    const s = model.state;
    const solution = lineThrough(s.tree, []);
    if (!solution.length) {
      result.textContent = say('noSolution');
      return;
    }
    checking?.abort();
    const ctrl = new AbortController();
    checking = ctrl;
    delete result.dataset.verdict;
    result.textContent = say('checking');
    try {
      const v = await checkPuzzleLine(s.position, solution, s.goal, ctrl.signal);
      if (checking !== ctrl) return;
      const letters = v.others.map((p) => 'ABCDEFabcdef'[p]).join(', ');
      result.textContent =
        v.kind === 'sound'
          ? `${say('sound', { goal: v.goal })} ${v.goal === 'line' ? '' : letters ? say('others', { moves: letters }) : say('unique')}`.trim()
          : v.kind === 'unsound'
            ? `${say('unsound', { why: v.why ?? '' })}${
                v.refutation ? ` ${say('refutation', { line: formatMoveList(v.refutation) })}` : ''
              }`
            : say('unknown');
      result.dataset.verdict = v.kind;
    } catch (e) {
      if ((e as Error).name !== 'AbortError') result.textContent = (e as Error).message;
    }
  });

  return {
    show(s: StudioState): void {
      on.checked = s.puzzle;
      $<HTMLButtonElement>('puzzle-here').disabled = !s.path.length;
      if (root.activeElement !== goal) goal.value = s.goal;
      $('solution').textContent = solutionOf(s) || '—';
      showDrawing.checked = s.showDrawing;
      showDrawing.disabled = !s.puzzle;
      // the reader's view: the tag itself on a board of its own (made again only when the tag changes)
      const preview = $('puzzle-preview');
      if (s.tab === 'puzzle') {
        const tag = tagOf(s);
        if (preview.dataset.tag !== tag) {
          preview.dataset.tag = tag;
          preview.innerHTML = tag;
        }
      }
      // a verdict is about one start, solution and goal: another puzzle clears it
      const puzzleKey = `${s.position}|${solutionOf(s)}|${s.goal}`;
      if (puzzleKey !== checkedKey) {
        checkedKey = puzzleKey;
        checking?.abort();
        delete result.dataset.verdict;
        result.textContent = '';
      }
    },
  };
}
