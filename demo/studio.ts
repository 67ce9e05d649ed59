// The author's studio: one board (drawing on, the position editor behind "Edit seeds") and a panel
// whose outputs follow every change — the tag, the Markdown fence, the SVG image (boardSVG, the
// element's own drawing) and a share link holding the whole state. Undo/redo for every change.
import '../src/index.ts';
import type { OwareBoard } from '../src/index.ts';
import { type BoardSVGOptions, boardSVG } from '../src/svg/index.ts';
import { fenceOf, fragmentOf, initialState, type StudioState, stateOf, tagOf } from './studio-out.ts';

const $ = <T extends Element = HTMLElement>(id: string) => document.getElementById(id) as unknown as T;
const board = $<OwareBoard>('board');
const said = $<HTMLOutputElement>('said');

let state = initialState();
const past: StudioState[] = [];
const future: StudioState[] = [];

/** Make `next` the state: kept for undo, drawn, written out. */
function change(next: StudioState): void {
  if (JSON.stringify(next) === JSON.stringify(state)) return;
  past.push(state);
  future.length = 0;
  state = next;
  void show();
}

/** Draw the state on the board and write every output. */
async function show(): Promise<void> {
  const s = state;
  if (board.position !== s.position) board.position = s.position;
  board.orientation = s.orientation;
  board.labels = s.labels;
  board.stores = s.stores;
  const d = board.drawing;
  if (!d || d.highlight !== s.highlight || d.arrows !== s.arrows || d.markers !== s.markers)
    board.drawing = { highlight: s.highlight, arrows: s.arrows, markers: s.markers };
  board.annotations = s.caption ? { marks: [], arrows: [], caption: s.caption } : null;
  $<HTMLInputElement>('position').value = s.position;
  $<HTMLSelectElement>('turn').value = / N /.test(s.position) ? 'N' : 'S';
  $<HTMLSelectElement>('orientation').value = s.orientation;
  $<HTMLSelectElement>('labels').value = s.labels;
  $<HTMLInputElement>('stores').checked = s.stores;
  const caption = $<HTMLInputElement>('caption');
  if (caption.value !== s.caption) caption.value = s.caption;
  $('out-tag').textContent = tagOf(s);
  $('out-md').textContent = fenceOf(s);
  const svg = picture();
  $<HTMLImageElement>('out-img').src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  $<HTMLImageElement>('out-img').alt =
    new DOMParser().parseFromString(svg, 'image/svg+xml').querySelector('title')?.textContent ?? '';
  const fragment = await fragmentOf(s);
  history.replaceState(null, '', fragment);
  $<HTMLInputElement>('out-link').value = location.href;
  $<HTMLButtonElement>('undo').disabled = !past.length;
  $<HTMLButtonElement>('redo').disabled = !future.length;
}

/** The state as a standalone SVG document. */
function picture(size = 600): string {
  const s = state;
  const options: BoardSVGOptions = { ...s, size, theme: 'auto' };
  return boardSVG(options);
}

// ---- the board's own changes: the editor's seeds, the drawing ----
board.addEventListener('oware-position-change', (e) => change({ ...state, position: e.detail.position }));
board.addEventListener('oware-draw', (e) => change({ ...state, ...e.detail }));

// ---- set up ----
const editing = $<HTMLButtonElement>('edit');
editing.addEventListener('click', () => {
  const on = editing.getAttribute('aria-pressed') !== 'true';
  editing.setAttribute('aria-pressed', String(on));
  // the editor takes clicks (and right-clicks) on the pits; the drawing comes back after
  board.toggleAttribute('editable', on);
  board.toggleAttribute('draw', !on);
  said.value = on ? 'Click a pit to add a seed, Shift+click to take one away.' : 'Drawing again.';
});
const setPosition = (position: string) => change({ ...state, position });
$('start').addEventListener('click', () => setPosition('4,4,4,4,4,4/4,4,4,4,4,4 S 0-0'));
$('empty').addEventListener('click', () => setPosition('0,0,0,0,0,0/0,0,0,0,0,0 S 0-0'));
$('random').addEventListener('click', () => {
  // 48 seeds: a captured share for each side, the rest dropped into random pits
  const south = Math.floor(Math.random() * 16);
  const north = Math.floor(Math.random() * 16);
  const pits = new Array(12).fill(0);
  for (let n = 48 - south - north; n > 0; n--) pits[Math.floor(Math.random() * 12)]++;
  setPosition(`${pits.slice(0, 6)}/${pits.slice(6)} ${Math.random() < 0.5 ? 'S' : 'N'} ${south}-${north}`);
});
const positionError = $('position-error');
const apply = async () => {
  const text = $<HTMLInputElement>('position').value;
  try {
    await board.setPosition(text);
    positionError.textContent = '';
    change({ ...state, position: board.position });
  } catch (e) {
    positionError.textContent = (e as Error).message;
  }
};
$('apply').addEventListener('click', apply);
$('position').addEventListener('keydown', (e) => (e as KeyboardEvent).key === 'Enter' && apply());
$('turn').addEventListener('change', () =>
  setPosition(state.position.replace(/ [SN] /, ` ${$<HTMLSelectElement>('turn').value} `)),
);
$('orientation').addEventListener('change', () =>
  change({ ...state, orientation: $<HTMLSelectElement>('orientation').value as StudioState['orientation'] }),
);
$('labels').addEventListener('change', () =>
  change({ ...state, labels: $<HTMLSelectElement>('labels').value as StudioState['labels'] }),
);
$('stores').addEventListener('change', () => change({ ...state, stores: $<HTMLInputElement>('stores').checked }));
$('caption').addEventListener('input', () => change({ ...state, caption: $<HTMLInputElement>('caption').value }));

// ---- undo, redo ----
const undo = () => {
  const prev = past.pop();
  if (!prev) return;
  future.push(state);
  state = prev;
  void show();
};
const redo = () => {
  const next = future.pop();
  if (!next) return;
  past.push(state);
  state = next;
  void show();
};
$('undo').addEventListener('click', undo);
$('redo').addEventListener('click', redo);
document.addEventListener('keydown', (e) => {
  if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z' || (e.target as Element).matches('input')) return;
  e.preventDefault();
  if (e.shiftKey) redo();
  else undo();
});

// ---- out ----
async function copy(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    said.value = `${what} copied.`;
  } catch {
    said.value = `Select the text and copy it (${what}).`;
  }
}
for (const b of document.querySelectorAll<HTMLButtonElement>('[data-copy]'))
  b.addEventListener('click', () => {
    const el = $(b.dataset.copy!);
    void copy(el instanceof HTMLInputElement ? el.value : (el.textContent ?? ''), b.textContent ?? '');
  });
$('copy-svg').addEventListener('click', () => copy(picture(), 'SVG'));
function download(blob: Blob, name: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}
$('download-svg').addEventListener('click', () =>
  download(new Blob([picture()], { type: 'image/svg+xml' }), 'oware-diagram.svg'),
);
$('download-png').addEventListener('click', async () => {
  // the SVG drawn into a canvas at twice its size (light theme: an image has no colour scheme)
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(boardSVG({ ...state, size: 1200, theme: 'light' }))}`;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth;
  canvas.height = img.naturalHeight;
  canvas.getContext('2d')!.drawImage(img, 0, 0);
  canvas.toBlob((blob) => blob && download(blob, 'oware-diagram.png'), 'image/png');
});

// ---- a share link reopens the studio as it was ----
customElements.whenDefined('oware-board').then(async () => {
  const saved = await stateOf(location.hash);
  if (saved) state = saved;
  await show();
});
