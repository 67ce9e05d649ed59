// The Set up panel: the seeds' editor (Edit seeds: the board's own editor takes the clicks on the
// pits, and the seeds it sets become the start), the start, empty and random positions, the
// Position or OGN record field (Apply, or Enter: a record brings its start, moves, comments and
// puzzle tags; bad text is said and keeps the state), the side to move and how the board is drawn.
import type { StudioContext, StudioPart } from './context.js';
import { withRecord } from './model.js';
import type { StudioState } from './out.js';

/** The Set up panel as a part, and what it shows when the seeds' editor is turned on or off. */
export interface SetupPanel extends StudioPart {
  /** The seeds' editor was turned on or off: the button's state, the board's input, a word to the reader. */
  showEditing(editing: boolean): void;
}

/** Wire the Set up panel's controls (and the seeds the board's editor sets). */
export function mountSetupPanel(ctx: StudioContext): SetupPanel {
  const { root, $, board, model, say, change, setStart, redraw } = ctx;
  board.addEventListener('oware-position-change', (e) => model.editing && setStart(e.detail.position));
  $('edit').addEventListener('click', () => model.setEditing(!model.editing));
  $('start').addEventListener('click', () => setStart('4,4,4,4,4,4/4,4,4,4,4,4 S 0-0'));
  $('empty').addEventListener('click', () => setStart('0,0,0,0,0,0/0,0,0,0,0,0 S 0-0'));
  $('random').addEventListener('click', () => {
    // 48 seeds: a captured share for each side, the rest dropped into random pits
    const south = Math.floor(Math.random() * 16);
    const north = Math.floor(Math.random() * 16);
    const pits = new Array(12).fill(0);
    for (let n = 48 - south - north; n > 0; n--) pits[Math.floor(Math.random() * 12)]++;
    setStart(`${pits.slice(0, 6)}/${pits.slice(6)} ${Math.random() < 0.5 ? 'S' : 'N'} ${south}-${north}`);
  });

  const pos = $<HTMLTextAreaElement>('position');
  const positionError = $('position-error');
  /** Apply the text: an OGN record (its start, moves, comments, puzzle tags) or a position; bad text keeps the state. */
  const apply = async () => {
    const text = pos.value.trim();
    try {
      if (/^(\[|\{|1\.)/.test(text)) change(withRecord(model.state, text));
      else {
        await board.setPosition(text);
        setStart(board.position);
      }
      positionError.textContent = '';
    } catch (e) {
      positionError.textContent = (e as Error).message;
      redraw();
    }
  };
  $('apply').addEventListener('click', apply);
  pos.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter' || e.shiftKey) return;
    e.preventDefault();
    void apply();
  });

  const turn = $<HTMLSelectElement>('turn');
  const orientation = $<HTMLSelectElement>('orientation');
  const labels = $<HTMLSelectElement>('labels');
  const stores = $<HTMLInputElement>('stores');
  turn.addEventListener('change', () => setStart(model.state.position.replace(/ [SN] /, ` ${turn.value} `)));
  orientation.addEventListener('change', () =>
    change({ ...model.state, orientation: orientation.value as StudioState['orientation'] }),
  );
  labels.addEventListener('change', () => change({ ...model.state, labels: labels.value as StudioState['labels'] }));
  stores.addEventListener('change', () => change({ ...model.state, stores: stores.checked }));

  return {
    show(s: StudioState): void {
      if (root.activeElement !== pos) pos.value = s.position;
      turn.value = / N /.test(s.position) ? 'N' : 'S';
      orientation.value = s.orientation;
      labels.value = s.labels;
      stores.checked = s.stores;
    },
    showEditing(editing: boolean): void {
      $('edit').setAttribute('aria-pressed', String(editing));
      // the editor takes clicks (and right-clicks) on the pits; the drawing comes back after
      board.toggleAttribute('editable', editing);
      board.toggleAttribute('draw', !editing);
      ctx.tell(say(editing ? 'editing' : 'drawingAgain'));
    },
  };
}
