// The studio's board and what is drawn on it: the board shows the step on show as the state says
// (its position, orientation, labels and stores, its drawing and caption; moves are taken outside
// Set up and while the seeds are not being edited), and the marks and arrows drawn on it and the
// Caption field set that step's note.
import type { StudioContext, StudioPart } from './context.js';
import type { StudioState } from './out.js';
import { positionAt } from './record.js';
import { noteOfStep, shownPath } from './step.js';

/** Wire the board's drawing and the Caption field; the returned part draws the state on the board. */
export function mountStage({ $, board, model, setNote }: StudioContext): StudioPart {
  const caption = $<HTMLInputElement>('caption');
  board.addEventListener('oware-draw', (e) => setNote(e.detail));
  caption.addEventListener('input', () => setNote({ caption: caption.value }));
  return {
    show(s: StudioState): void {
      const path = shownPath(s);
      const note = noteOfStep(s, path);
      const position = positionAt(s.position, path);
      // (the studio is the page of the board in its shadow root: these are the page's settings, not the board's writes)
      if (board.position !== position) board.position = position;
      board.interactive = s.tab !== 'setup' && !model.editing ? 'both' : 'none';
      board.orientation = s.orientation;
      board.labels = s.labels;
      board.stores = s.stores;
      const d = board.drawing;
      if (!d || d.highlight !== note.highlight || d.arrows !== note.arrows || d.markers !== note.markers)
        board.drawing = { highlight: note.highlight, arrows: note.arrows, markers: note.markers };
      board.annotations = note.caption ? { marks: [], arrows: [], caption: note.caption } : null;
      if (caption.value !== note.caption) caption.value = note.caption;
    },
  };
}
