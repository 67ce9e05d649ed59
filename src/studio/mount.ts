// The studio's workings inside `<oware-studio>`'s shadow root: one board (drawing on, the position
// editor behind "Edit seeds", moves played into a recorded line in Record and Puzzle) and a panel
// whose outputs follow every change — the tag, the Markdown fence, the OGN record, the SVG image
// (boardSVG, the element's own drawing) and a share link holding the whole state. Undo/redo for
// every change; the studio's words in five languages. The element (oware-studio.ts) renders the
// markup and calls {@link mountStudio} once; what a page may ask goes through the returned object.
import { downloadPicture, save } from '../controls/download.js';
import type { OwareBoard } from '../element/oware-board.js';
import { formatMoveList, Game } from '../engine/index.js';
import { parseRecord } from '../record/index.js';
import { type BoardSVGOptions, boardSVG } from '../svg/index.js';
import { checkState, Refused } from './check.js';
import { gifCommand, gifOf } from './gif.js';
import { fragmentOf, stateOf } from './link.js';
import { fenceOf, initialState, ognOf, type StudioState, solutionOf, TABS, type Tab, tagOf } from './out.js';
import { setupPublish } from './publish.js';
import { checkPuzzleLine } from './puzzle.js';
import { annotate, lineThrough, noteAt, noteOf, play, positionAt, promote, remove, type StepNote } from './record.js';
import { applyStrings, fill, STUDIO_LANGS, type StudioKey, tableOf } from './strings.js';
import { renderTree } from './tree.js';

/** What the element gives the studio: where it reports an edit and the page's share-link address. */
export interface StudioHost {
  /** The author changed the state (not a page's `value`): the state and its share link's fragment. */
  edited(state: StudioState, fragment: string): void;
  /** The address a share link opens (the page's own URL without its fragment by default). */
  linkBase(): string;
  /** The diagram server's address for the publish buttons, or `''` for the default. */
  diagramsBase(): string;
}

/** The studio as the element drives it. */
export type MountedStudio = ReturnType<typeof mountStudio>;

/** Start the studio in `root` (the element's rendered markup); `host` hears of the author's edits. */
export function mountStudio(root: ShadowRoot, host: StudioHost) {
  const $ = <T extends Element = HTMLElement>(id: string) => root.getElementById(id) as unknown as T;
  const board = $<OwareBoard>('board');
  const said = $<HTMLOutputElement>('said');

  let lang = 'en';
  const say = (key: StudioKey, values?: Record<string, string>) => fill(tableOf(lang)[key], values);

  let state = initialState();
  const past: StudioState[] = [];
  const future: StudioState[] = [];
  /** The Check under way, and the puzzle (start, solution, goal) its verdict is about. */
  let checking: AbortController | null = null;
  let checkedKey = '';
  /** Whether the seeds are being edited (not kept in the state: a way of working, not a result). */
  let editing = false;

  /** Where a refused change or link says why. */
  const refusedSaid = $('refused');

  /**
   * Make `next` the state: kept for undo, drawn, written out — when it passes the studio's one rule
   * for the texts it writes (studio-check.ts); else the state is kept and the message shown.
   */
  function change(next: StudioState): void {
    if (JSON.stringify(next) === JSON.stringify(state)) return;
    try {
      checkState(next);
    } catch (e) {
      if (!(e instanceof Refused)) throw e;
      refusedSaid.textContent = say('refused', { why: e.message });
      void show();
      return;
    }
    refusedSaid.textContent = '';
    past.push(state);
    future.length = 0;
    state = next;
    void show(true);
  }

  /** The moves to the step on show (Set up shows the start). */
  const shownPath = (s: StudioState) => (s.tab === 'setup' ? [] : s.path);
  /** The caption and drawing of the step on show. */
  const shownNote = (s: StudioState): StepNote => noteOfStep(s, shownPath(s));
  /** The caption and drawing of the step at `path` (at the start: the state's own). */
  const noteOfStep = (s: StudioState, path: readonly number[]): StepNote =>
    path.length
      ? noteAt(s.tree, path)
      : { caption: s.caption, highlight: s.highlight, arrows: s.arrows, markers: s.markers };

  /** Draw the state on the board and write every output; `edited`: tell the host (an author's change). */
  async function show(edited = false): Promise<void> {
    const s = state;
    const path = shownPath(s);
    const note = shownNote(s);
    const position = positionAt(s.position, path);
    // (the studio is the page of the board in its shadow root: these are the page's settings, not the board's writes)
    if (board.position !== position) board.position = position;
    board.interactive = s.tab !== 'setup' && !editing ? 'both' : 'none';
    board.orientation = s.orientation;
    board.labels = s.labels;
    board.stores = s.stores;
    const d = board.drawing;
    if (!d || d.highlight !== note.highlight || d.arrows !== note.arrows || d.markers !== note.markers)
      board.drawing = { highlight: note.highlight, arrows: note.arrows, markers: note.markers };
    board.annotations = note.caption ? { marks: [], arrows: [], caption: note.caption } : null;
    for (const t of TABS) {
      $(`tab-${t}`).setAttribute('aria-selected', String(t === s.tab));
      $(`tab-${t}`).tabIndex = t === s.tab ? 0 : -1;
      $(`panel-${t}`).hidden = t !== s.tab;
    }
    const pos = $<HTMLTextAreaElement>('position');
    if (root.activeElement !== pos) pos.value = s.position;
    $<HTMLSelectElement>('turn').value = / N /.test(s.position) ? 'N' : 'S';
    $<HTMLSelectElement>('orientation').value = s.orientation;
    $<HTMLSelectElement>('labels').value = s.labels;
    $<HTMLInputElement>('stores').checked = s.stores;
    const caption = $<HTMLInputElement>('caption');
    if (caption.value !== note.caption) caption.value = note.caption;
    // record
    renderTree($('tree'), s.tree, s.path, / N /.test(s.position), say('noMoves'), (p) => change({ ...state, path: p }));
    $<HTMLButtonElement>('first').disabled = $<HTMLButtonElement>('back').disabled = !s.path.length;
    $<HTMLButtonElement>('forward').disabled = lineThrough(s.tree, s.path).length === s.path.length;
    $<HTMLButtonElement>('delete-move').disabled = !s.path.length;
    $<HTMLButtonElement>('promote').disabled = promote(s.tree, s.path) === s.tree;
    $<HTMLButtonElement>('clear').disabled = !s.tree.moves.length;
    // puzzle
    $<HTMLInputElement>('puzzle-on').checked = s.puzzle;
    $<HTMLButtonElement>('puzzle-here').disabled = !s.path.length;
    const goal = $<HTMLInputElement>('goal');
    if (root.activeElement !== goal) goal.value = s.goal;
    $('solution').textContent = solutionOf(s) || '—';
    $<HTMLInputElement>('puzzle-drawing').checked = s.showDrawing;
    $<HTMLInputElement>('puzzle-drawing').disabled = !s.puzzle;
    // the reader's view: the tag itself on a board of its own (made again only when the tag changes)
    const preview = $('puzzle-preview');
    const tag = tagOf(s);
    if (s.tab === 'puzzle' && preview.dataset.tag !== tag) {
      preview.dataset.tag = tag;
      preview.innerHTML = tag;
    }
    // a verdict is about one start, solution and goal: another puzzle clears it
    const puzzleKey = `${s.position}|${solutionOf(s)}|${s.goal}`;
    if (puzzleKey !== checkedKey) {
      checkedKey = puzzleKey;
      checking?.abort();
      delete $('check-result').dataset.verdict;
      $('check-result').textContent = '';
    }
    // out
    $('out-tag').textContent = tag;
    $('out-md').textContent = fenceOf(s);
    $('out-ogn').textContent = ognOf(s);
    const svg = picture();
    publish.update(fenceOf(s), svg, s.puzzle || s.tree.moves.length > 0);
    $<HTMLImageElement>('out-img').src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    $<HTMLImageElement>('out-img').alt =
      new DOMParser().parseFromString(svg, 'image/svg+xml').querySelector('title')?.textContent ?? '';
    $<HTMLButtonElement>('download-gif').disabled = !s.tree.moves.length;
    const fragment = await fragmentOf(s);
    if (s !== state) return;
    $<HTMLInputElement>('out-link').value = `${host.linkBase()}${fragment}`;
    $<HTMLButtonElement>('undo').disabled = !past.length;
    $<HTMLButtonElement>('redo').disabled = !future.length;
    if (edited) host.edited(s, fragment);
  }

  /** The boardSVG options of the step at `path` (its position, caption and drawing). */
  function optionsAt(path: readonly number[], size = 600): BoardSVGOptions {
    const s = state;
    const note = noteOfStep(s, path);
    const { orientation, labels, stores } = s;
    return { ...note, position: positionAt(s.position, path), orientation, labels, stores, size, theme: 'auto' };
  }

  /** The step on show as a standalone SVG document. */
  const picture = (size = 600): string => boardSVG(optionsAt(shownPath(state), size));

  // ---- the board's own changes: the editor's seeds, the drawing, the moves played ----
  board.addEventListener('oware-position-change', (e) => editing && setStart(e.detail.position));
  board.addEventListener('oware-draw', (e) => setNote(e.detail));
  board.addEventListener('oware-move', (e) => {
    if (state.tab === 'setup') return;
    try {
      const next = play(state.tree, state.path, e.detail.pit, state.position);
      $('record-error').textContent = '';
      change({ ...state, ...next });
    } catch (err) {
      $('record-error').textContent = say('illegal', { why: (err as Error).message });
      void show();
    }
  });

  /** Set the caption or drawing of the step on show. */
  function setNote(part: Partial<StepNote>): void {
    const path = shownPath(state);
    if (!path.length) change({ ...state, ...part });
    else change({ ...state, tree: annotate(state.tree, path, { ...noteAt(state.tree, path), ...part }) });
  }

  /** A new start: the recorded moves are kept when they still play from it. */
  function setStart(position: string, keep: Partial<StudioState> = {}): void {
    const next = { ...state, position, ...keep };
    try {
      parseRecord(ognOf(next));
    } catch {
      Object.assign(next, { tree: { moves: [] }, path: [] });
      said.value = say('cleared');
    }
    change(next);
  }

  // ---- tabs (arrow keys move between them, as in a tab list) ----
  const setTab = (tab: Tab) => {
    if (editing) toggleEditing();
    state = { ...state, tab };
    void show();
  };
  for (const [i, t] of TABS.entries()) {
    const tab = $(`tab-${t}`);
    tab.addEventListener('click', () => setTab(t));
    tab.addEventListener('keydown', (e) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
      if (!step && e.key !== 'Home' && e.key !== 'End') return;
      e.preventDefault();
      const to = e.key === 'Home' ? 0 : e.key === 'End' ? TABS.length - 1 : (i + step! + TABS.length) % TABS.length;
      setTab(TABS[to]!);
      $(`tab-${TABS[to]}`).focus();
    });
  }

  // ---- set up ----
  function toggleEditing(): void {
    editing = !editing;
    $('edit').setAttribute('aria-pressed', String(editing));
    // the editor takes clicks (and right-clicks) on the pits; the drawing comes back after
    board.toggleAttribute('editable', editing);
    board.toggleAttribute('draw', !editing);
    said.value = say(editing ? 'editing' : 'drawingAgain');
    void show();
  }
  $('edit').addEventListener('click', toggleEditing);
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
  const positionError = $('position-error');
  /** Apply the text: an OGN record (its start, moves, comments, puzzle tags) or a position; bad text keeps the state. */
  const apply = async () => {
    const text = $<HTMLTextAreaElement>('position').value.trim();
    try {
      if (/^(\[|\{|1\.)/.test(text)) {
        const r = parseRecord(text);
        const note = noteOf(r.tree.comment);
        const { comment: _, ...tree } = r.tree;
        const puzzle = 'Puzzle' in r.tags || 'Goal' in r.tags;
        // a puzzle record that draws on its start shows that drawing to its readers
        const showDrawing = puzzle && Boolean(note.highlight || note.arrows || note.markers);
        change({
          ...state,
          ...note,
          position: r.start,
          tree,
          path: [],
          puzzle,
          goal: r.tags.Goal ?? 'line',
          showDrawing,
        });
      } else {
        await board.setPosition(text);
        setStart(board.position);
      }
      positionError.textContent = '';
    } catch (e) {
      positionError.textContent = (e as Error).message;
      void show();
    }
  };
  $('apply').addEventListener('click', apply);
  $('position').addEventListener('keydown', (e) => {
    if ((e as KeyboardEvent).key !== 'Enter' || (e as KeyboardEvent).shiftKey) return;
    e.preventDefault();
    void apply();
  });
  $('turn').addEventListener('change', () =>
    setStart(state.position.replace(/ [SN] /, ` ${$<HTMLSelectElement>('turn').value} `)),
  );
  $('orientation').addEventListener('change', () =>
    change({ ...state, orientation: $<HTMLSelectElement>('orientation').value as StudioState['orientation'] }),
  );
  $('labels').addEventListener('change', () =>
    change({ ...state, labels: $<HTMLSelectElement>('labels').value as StudioState['labels'] }),
  );
  $('stores').addEventListener('change', () => change({ ...state, stores: $<HTMLInputElement>('stores').checked }));
  $('caption').addEventListener('input', () => setNote({ caption: $<HTMLInputElement>('caption').value }));

  // ---- record ----
  const go = (path: number[]) => change({ ...state, path });
  $('first').addEventListener('click', () => go([]));
  $('back').addEventListener('click', () => go(state.path.slice(0, -1)));
  $('forward').addEventListener('click', () => go(lineThrough(state.tree, state.path).slice(0, state.path.length + 1)));
  $('delete-move').addEventListener('click', () => change({ ...state, ...remove(state.tree, state.path) }));
  $('promote').addEventListener('click', () => change({ ...state, tree: promote(state.tree, state.path) }));
  $('clear').addEventListener('click', () => change({ ...state, tree: { moves: [] }, path: [] }));

  // ---- puzzle ----
  $('puzzle-on').addEventListener('change', () =>
    change({ ...state, puzzle: $<HTMLInputElement>('puzzle-on').checked }),
  );
  $('puzzle-drawing').addEventListener('change', () =>
    change({ ...state, showDrawing: $<HTMLInputElement>('puzzle-drawing').checked }),
  );
  $('puzzle-here').addEventListener('click', () =>
    change({ ...state, position: positionAt(state.position, state.path), tree: { moves: [] }, path: [], puzzle: true }),
  );
  $('goal').addEventListener('change', () =>
    change({ ...state, goal: $<HTMLInputElement>('goal').value.trim() || 'line' }),
  );
  $('check').addEventListener('click', async () => {
    const result = $('check-result');
    const solution = lineThrough(state.tree, []);
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
      const v = await checkPuzzleLine(state.position, solution, state.goal, ctrl.signal);
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

  // ---- undo, redo ----
  const undo = () => {
    const prev = past.pop();
    if (!prev) return;
    future.push(state);
    state = { ...prev, tab: state.tab };
    void show(true);
  };
  const redo = () => {
    const next = future.pop();
    if (!next) return;
    past.push(state);
    state = { ...next, tab: state.tab };
    void show(true);
  };
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', redo);
  // (keys pressed inside the studio: its host hears them from the shadow root)
  root.host.addEventListener('keydown', (e) => {
    if (!(e instanceof KeyboardEvent)) return;
    const target = e.composedPath()[0];
    if (target instanceof Element && target.matches('input, textarea, select')) return;
    if (e.altKey && (e.key === 'ArrowLeft' || e.key === 'ArrowRight') && state.tab !== 'setup') {
      e.preventDefault();
      $<HTMLButtonElement>(e.key === 'ArrowLeft' ? 'back' : 'forward').click();
      return;
    }
    if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z') return;
    e.preventDefault();
    if (e.shiftKey) redo();
    else undo();
  });

  // ---- out ----
  async function copy(text: string, what: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      said.value = say('copied', { what });
    } catch {
      said.value = say('selectCopy', { what });
    }
  }
  for (const b of root.querySelectorAll<HTMLButtonElement>('[data-copy]'))
    b.addEventListener('click', () => {
      const el = $(b.dataset.copy!);
      void copy(el instanceof HTMLInputElement ? el.value : (el.textContent ?? ''), b.textContent ?? '');
    });
  $('copy-svg').addEventListener('click', () => copy(picture(), 'SVG'));
  // image links, embeds and oEmbed links on the diagram server (docs/images-and-embeds.md)
  const publish = setupPublish(copy, root, host.diagramsBase());
  // the picture on show, through the element's own "Download image" code
  const shown = {
    toSVG: async (o: { size?: number; theme?: 'light' | 'dark' | 'auto' } = {}) => picture(o.size ?? 600),
  };
  const light = {
    toSVG: async (o: { size?: number } = {}) => boardSVG({ ...optionsAt(shownPath(state), o.size), theme: 'light' }),
  };
  $('download-svg').addEventListener('click', () => downloadPicture(shown, 'svg'));
  $('download-png').addEventListener('click', () => downloadPicture(light, 'png'));
  $('download-ogn').addEventListener('click', () =>
    save(new Blob([ognOf(state)], { type: 'text/plain' }), 'oware-record.ogn'),
  );
  $('download-gif').addEventListener('click', async () => {
    const out = $('gif-said');
    const line = lineThrough(state.tree, state.path);
    if (!line.length) {
      out.textContent = say('gifNone');
      return;
    }
    out.textContent = say('gifBusy');
    try {
      save((await gifOfLine())!, 'oware-line.gif');
      out.textContent = '';
    } catch {
      out.textContent = say('gifCli', { command: gifCommand(state.labels) });
    }
  });

  /** A GIF of the line through the step on show (`null` without recorded moves); rejects where gifenc cannot load. */
  async function gifOfLine(): Promise<Blob | null> {
    const line = lineThrough(state.tree, state.path);
    if (!line.length) return null;
    // the CLI's timing: a seed frame 300 ms, a position 1.5 s
    const game = new Game({ position: state.position });
    const { orientation, labels, stores } = state;
    const moves = line.map((pit, i) => ({ record: game.play(pit), after: optionsAt(line.slice(0, i + 1)) }));
    return gifOf({ start: optionsAt([]), moves, base: { orientation, labels, stores }, delay: 300, pause: 1500 });
  }

  // ---- the language ----
  /** The studio's words in `next`; `draw`: write the outputs again (a message's language). */
  function setLang(next: string, draw = true): void {
    lang = (STUDIO_LANGS as readonly string[]).includes(next) ? next : 'en';
    applyStrings(root, lang);
    publish.setLang(lang);
    board.lang = lang;
    if (draw) void show();
  }

  return {
    /** The state on show. */
    get state(): StudioState {
      return state;
    },
    /**
     * Make `value` (a state object, or a share link: `#s=…` or a URL holding it) the state, the
     * undo history cleared. A value the studio's rule refuses throws `Refused`, the state kept.
     */
    async load(value: unknown): Promise<void> {
      let next: StudioState | null;
      try {
        next =
          typeof value === 'string' ? await stateOf(value.slice(Math.max(0, value.indexOf('#')))) : checkState(value);
        if (!next) throw new Refused('the text is not a share link of the studio (#s=…)');
      } catch (e) {
        if (e instanceof Refused) refusedSaid.textContent = say('linkRefused', { why: e.message });
        await show();
        throw e;
      }
      refusedSaid.textContent = '';
      past.length = future.length = 0;
      state = next;
      await show();
    },
    setLang,
    /** The diagram server's address changed. */
    setDiagramsBase: (base: string) => publish.setBase(base),
    /** Write the outputs again (the share link's address changed). */
    refresh: () => show(),
    tag: () => tagOf(state),
    markdown: () => fenceOf(state),
    ogn: () => ognOf(state),
    svg: (size?: number) => picture(size),
    fragment: () => fragmentOf(state),
    published: () => publish.texts(),
    gif: () => gifOfLine(),
  };
}
