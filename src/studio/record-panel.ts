// The Record panel: a move played on the board (outside Set up) goes into the recorded line at the
// step on show (record.ts: on along the tree, at the end of a line, or a new variation; an illegal
// move is said and keeps the state); the recorded moves as a tree to click (tree.ts); To the start,
// Back and Forward along the line on show; Delete move, Promote variation and Clear record.
import type { StudioContext, StudioPart } from './context.js';
import type { StudioState } from './out.js';
import { lineThrough, play, promote, remove } from './record.js';
import { renderTree } from './tree.js';

/** Wire the Record panel's buttons and the moves played on the board; the part draws the tree and the buttons' state. */
export function mountRecordPanel({ $, board, model, say, change, redraw }: StudioContext): StudioPart {
  const error = $('record-error');
  board.addEventListener('oware-move', (e) => {
    const s = model.state;
    if (s.tab === 'setup') return;
    try {
      const next = play(s.tree, s.path, e.detail.pit, s.position);
      error.textContent = '';
      change({ ...s, ...next });
    } catch (err) {
      error.textContent = say('illegal', { why: (err as Error).message });
      redraw();
    }
  });

  const go = (path: number[]) => change({ ...model.state, path });
  const button = (id: string) => $<HTMLButtonElement>(id);
  button('first').addEventListener('click', () => go([]));
  button('back').addEventListener('click', () => go(model.state.path.slice(0, -1)));
  button('forward').addEventListener('click', () => {
    const { tree, path } = model.state;
    go(lineThrough(tree, path).slice(0, path.length + 1));
  });
  button('delete-move').addEventListener('click', () => {
    const s = model.state;
    change({ ...s, ...remove(s.tree, s.path) });
  });
  button('promote').addEventListener('click', () => {
    const s = model.state;
    change({ ...s, tree: promote(s.tree, s.path) });
  });
  button('clear').addEventListener('click', () => change({ ...model.state, tree: { moves: [] }, path: [] }));

  return {
    show(s: StudioState): void {
      renderTree($('tree'), s.tree, s.path, / N /.test(s.position), say('noMoves'), go);
      button('first').disabled = button('back').disabled = !s.path.length;
      button('forward').disabled = lineThrough(s.tree, s.path).length === s.path.length;
      button('delete-move').disabled = !s.path.length;
      button('promote').disabled = promote(s.tree, s.path) === s.tree;
      button('clear').disabled = !s.tree.moves.length;
    },
  };
}
