/**
 * The record viewer of `<oware-board>`: a game record (the `record` property or attribute, `src`, or
 * the element's content) shown step by step — the board at the step, the step's comment as the
 * caption with the annotations written in it, a move list with nested variations, ←/→, ↑/↓,
 * Home/End, autoplay, `ply` and `path`, and with `fragment-link` the step in the URL (`#ply=12`).
 */
import { nothing, type PropertyValues } from 'lit';
import { adoptStyles } from '../../controls/adopt.js';
import { downloadPicture } from '../../controls/download.js';
import { controlStyles } from '../../controls/styles.js';
import { mergeAnnotations } from '../../diagram/annotations.js';
import { overlayStyles } from '../../diagram/overlay-styles.js';
import type { ViewInput } from '../../diagram/view-model.js';
import type { BoardApi, BoardFeature, FeatureHost, OwareBoard } from '../../element/oware-board.js';
import type { Game } from '../../engine/index.js';
import { lessonStyles } from '../../lessons/board/styles.js';
import { pause } from '../parse.js';
import {
  lineEnd,
  type RecordStep,
  recordSteps,
  SLICED_STEPS,
  stepAt,
  stepBy,
  stepGame,
  stepGameInSlices,
} from '../steps.js';
import type { GameRecord, RecordMove } from '../types.js';
import { writeRecord } from '../write.js';
import { Autoplay } from './autoplay.js';
import { linkStep, readHash, type StepLink, writeHash } from './fragment.js';
import { RecordLoad, type Source } from './load.js';
import { RecordPuzzles } from './puzzle.js';
import { gameId, readSolved } from './solved.js';
import { recordStyles } from './styles.js';
import {
  controlNames,
  gameName,
  LIST_WINDOW,
  listFrom,
  listIndex,
  renderViewer,
  stepComments,
  stepSentence,
} from './view.js';

export { SLICED_LENGTH } from './load.js';

export class RecordViewer implements BoardFeature {
  readonly feature = 'record';
  readonly host: BoardApi;
  /** The record on show. */
  _gameRecord: GameRecord | null = null;
  /** The games of the record text (a collection when more than one) and which is on show. */
  _games: GameRecord[] = [];
  _index = 0;
  _steps: RecordStep[] = [];
  /** The step on show, or `null` when the board has left the record (a move of its own). */
  _at: RecordStep | null = null;
  private _stepOf = new Map<RecordMove, RecordStep>();
  /** The record's source (`record`, `src`, the content) and its reading. */
  private readonly _source: RecordLoad;
  private _started = false;
  private _observer: MutationObserver | null = null;
  /** The first main-line move the list draws, and the move it last followed (see view.ts LIST_WINDOW). */
  private _listFrom = 0;
  private _listAt = -1;
  /** The caption of the last view (the comment, or another feature's caption). */
  private _shownCaption = '';
  /** Puzzles in records: handed to the lessons, answered from the variations, remembered when solved. */
  readonly _puzzles: RecordPuzzles = new RecordPuzzles(this);

  constructor(readonly api: FeatureHost) {
    this.host = api.board;
    this._source = new RecordLoad(api, {
      loaded: (text, source, games) => this._loaded(text, source, games),
      cleared: () => this._clear(),
    });
  }
  /** The first record is on its way from `src` (the board draws no seeds meanwhile). */
  get waiting(): boolean {
    return !this._gameRecord && this._source.busy;
  }

  // ---- lifecycle ----
  /** The board's events the viewer follows. */
  private get _listeners(): [string, (e: Event) => void][] {
    return [['oware-move', this._onMove], ...this._puzzles.listeners];
  }

  hostConnected(): void {
    const h = this.host;
    adoptStyles(h, controlStyles, overlayStyles, lessonStyles, recordStyles);
    for (const [type, on] of this._listeners) h.addEventListener(type, on);
    addEventListener('hashchange', this._onHash);
    this._observer ??= new MutationObserver(() => this._source.fromContent());
    this._observer.observe(this.api.element, { childList: true, characterData: true, subtree: true });
    if (this._started) this._source.choose();
  }

  hostDisconnected(): void {
    this._stop();
    this._source.abort();
    for (const [type, on] of this._listeners) this.host.removeEventListener(type, on);
    removeEventListener('hashchange', this._onHash);
    this._observer?.disconnect();
  }

  willUpdate(changed: PropertyValues<OwareBoard>): void {
    const h = this.host;
    const first = !this._started;
    this._started = true;
    if (first || changed.has('record' as keyof OwareBoard) || changed.has('src')) this._source.choose(changed);
    if (this._gameRecord) {
      this._follow();
      const ply = changed.has('ply') && this.api.fromPage('ply');
      const path = changed.has('path') && this.api.fromPage('path');
      if (ply || path) void this._goTo(this._target(ply));
      if (changed.has('autoplay')) h.autoplay ? this._play() : this._stop();
    }
  }

  /** Show the games read from `text`. */
  private _loaded(_text: string, _source: Source, games: GameRecord[]): void {
    // At most 20 warnings in the console (a hostile record can have a warning per move).
    let warned = 0;
    for (const g of games)
      for (const w of g.warnings) if (warned++ < 20) console.warn(`<oware-board> record: ${w.message}`);
    if (warned > 20) console.warn(`<oware-board> record: and ${warned - 20} more warnings`);
    this._games = games;
    this._puzzles.solved = readSolved(this.host.rememberSolved);
    // With fragment-link, the game the URL names (`#game=2&ply=3`), else the first.
    const game = this._link()?.game;
    this._pick(game && game <= games.length ? game - 1 : 0, true);
  }

  /** Show game `index` of the collection (at its start, or where `ply`, `path` or the URL say when `first`). */
  _pick(index: number, first = false): void {
    const record = this._games[index];
    if (!record) return;
    this._stop();
    this._index = index;
    this._gameRecord = record;
    this._listAt = -1;
    this._steps = recordSteps(record);
    this._stepOf = new Map();
    for (const s of this._steps) if (s.move) this._stepOf.set(s.move, s);
    const h = this.host;
    if (this._puzzles.pick(record)) {
      this._show(this._steps[0], false);
      return;
    }
    const fromHash = first ? this._hashTarget() : null;
    // The page's `ply` or `path` (not the ones this viewer wrote for the last record).
    const given =
      first && ((h.path != null && this.api.fromPage('path')) || (h.ply != null && this.api.fromPage('ply')));
    const target = fromHash ?? (given ? this._target() : this._steps[0]);
    this._show(target ?? this._steps[0], !fromHash);
    if (h.autoplay) this._play();
  }

  private _clear(): void {
    this._stop();
    this._source.clear();
    this._gameRecord = null;
    this._games = [];
    this._at = null;
    this._steps = [];
    this.host.requestUpdate();
  }

  // ---- steps ----
  /**
   * The step `path` names, then `ply` moves along its line when `withPly` (`ply` alone: on the
   * main line). A bad `path` is reported and put back.
   */
  private _target(withPly = true): RecordStep | null {
    const h = this.host;
    const path = h.path?.trim() || null;
    const step = stepAt(this._steps, { path, ply: withPly ? (h.ply ?? (path ? null : 0)) : null });
    if (!step && path) {
      this.api.reportError('path', h.path, `no step of the record has the moves '${path}'`);
      this._note(false);
    }
    return step;
  }

  /** The link in the URL fragment when `fragment-link` is on (a broken one is warned about and ignored). */
  private _link(): StepLink | null {
    return this.host.fragmentLink ? readHash(location.hash) : null;
  }

  /** The step the URL fragment names in the game on show (`#ply=12`, `#path=CfD`, `#game=2&ply=12`), or `null`. */
  private _hashTarget(): RecordStep | null {
    const link = this._link();
    if (!link || (link.game !== undefined && link.game !== this._index + 1)) return null;
    return linkStep(this._steps, link);
  }

  private _onHash = (): void => {
    if (!this._gameRecord) return;
    const game = this._link()?.game;
    if (game !== undefined && game !== this._index + 1 && this._games[game - 1]) {
      this._pick(game - 1, true);
      return;
    }
    const step = this._hashTarget();
    if (step && step !== this._at) this._show(step, false);
  };

  /** The step the board is at (its moves from the record's start), or `null`. */
  private _follow(): void {
    const hist = this.host.history;
    const at = this._at;
    if (at && at.ply === hist.length) {
      let s: RecordStep | null = at;
      while (s?.move && s.move.pit === hist[s.ply - 1]?.pit) s = s.parent;
      if (s && !s.move) return;
    }
    this._at = this._steps[0]
      ? stepBy(
          this._steps[0],
          hist.map((r) => r.pit),
        )
      : null;
  }

  /**
   * Show a step; note it in `ply`, `path` and (when linked, `write`) the URL. A step up to
   * {@link SLICED_STEPS} plies deep is shown at once; a deeper one (in a very long record) is played
   * out in slices first, so that no task is long, and the last step asked for wins.
   */
  _show(step: RecordStep, write = true): void {
    const record = this._gameRecord;
    if (!record) return;
    const asked = ++this._asked;
    const shown = (game: Game | null) => {
      if (!game || asked !== this._asked || record !== this._gameRecord) return;
      this.api.showGame(game);
      this._at = step;
      this._note(write);
      this._announce();
    };
    if (step.ply <= SLICED_STEPS) shown(stepGame(record, step));
    else void stepGameInSlices(record, step, pause, () => asked !== this._asked).then(shown);
  }
  /** Counts the steps asked for, so that a step played out in slices is not shown after a later one. */
  private _asked = 0;

  private _note(write = true): void {
    const h = this.host;
    const step = this._at;
    if (!step) return;
    this.api.setStep(step.ply, step.depth ? step.path : '');
    if (write && h.fragmentLink) writeHash(step, this._games.length > 1 ? this._index + 1 : undefined);
  }

  /** Go to a step: one move forward from the step on show is animated, anything else shown at once. */
  _goTo(step: RecordStep | null | undefined, fromAutoplay = false): Promise<void> {
    if (!fromAutoplay) this._stop();
    if (!step || !this._gameRecord) return Promise.resolve();
    this._asked++;
    if (step.parent && step.parent === this._at && this._at.ply === this.host.history.length) {
      const done = this.api.play(step.move!.pit, 'api');
      return done.then(
        () => undefined,
        () => undefined,
      );
    }
    if (step !== this._at) this._show(step);
    return Promise.resolve();
  }

  private _onMove = (e: Event): void => {
    if (!this._gameRecord || this._puzzles.on || e.target !== this.host) return;
    const pit = (e as CustomEvent<{ pit: number }>).detail.pit;
    const next = this._at?.next.find((s) => s.move?.pit === pit) ?? null;
    this._asked++;
    this._at = next;
    if (next) this._note();
    this.host.requestUpdate();
  };

  private _announce(): void {
    if (this._at) this.api.announce(stepSentence(this.host, this._caption()));
  }

  /** The comment of the step on show (the text people read). */
  _caption(): string {
    const at = this._at;
    if (!at || !this._gameRecord) return '';
    return stepComments(this._gameRecord, at)
      .map((c) => c.text)
      .filter(Boolean)
      .join(' ');
  }

  _sibling(by: 1 | -1): void {
    const at = this._at;
    const list = at?.parent?.next;
    if (!at || !list || list.length < 2) return;
    void this._goTo(list[(list.indexOf(at) + by + list.length) % list.length]);
  }

  // ---- autoplay ----
  private readonly _autoplay = new Autoplay({
    board: () => this.host,
    next: () => this._at?.next[0],
    atStep: () => !!this._at,
    rewind: () => this._show(this._steps[0]),
    go: (step) => this._goTo(step, true),
  });
  get _playing(): boolean {
    return this._autoplay.playing;
  }

  _play(): void {
    if (this._gameRecord && this._steps[0].next.length) this._autoplay.play();
  }

  _stop(): void {
    this._autoplay.stop();
  }

  private _key = (e: KeyboardEvent): void => {
    const at = this._at;
    if (!at) return;
    const k = e.key;
    if (k === 'ArrowUp' || k === 'ArrowDown') this._sibling(k === 'ArrowUp' ? -1 : 1);
    else {
      const to = { ArrowLeft: at.parent, ArrowRight: at.next[0], Home: this._steps[0], End: lineEnd(at) }[k];
      if (to === undefined) return;
      void this._goTo(to);
    }
    e.preventDefault();
  };

  // ---- hooks ----
  view(input: ViewInput): ViewInput {
    const at = this._at;
    if (this._gameRecord && this._puzzles.on) {
      // A puzzle: its question (or the answer to a wrong move), no comments or annotations (no spoilers).
      this._shownCaption = this._puzzles.caption(this._gameRecord) || input.annotations.caption || '';
      const annotations = mergeAnnotations(input.annotations);
      delete annotations.caption;
      return { ...input, annotations };
    }
    if (!this._gameRecord || !at) return input;
    // The caption is drawn with the viewer, right under the board: the step's comment, else what
    // another feature would say (the lessons' narration with `caption`).
    const own = this._caption();
    const annotations = mergeAnnotations(input.annotations);
    if (!this.host.animating) {
      const notes = stepComments(this._gameRecord, at);
      annotations.marks.push(...notes.flatMap((c) => c.annotations.marks));
      annotations.arrows.push(...notes.flatMap((c) => c.annotations.arrows));
    }
    this._shownCaption = own || input.annotations.caption || '';
    delete annotations.caption;
    return { ...input, annotations };
  }

  renderBelow(): unknown {
    const record = this._gameRecord;
    if (!record) return nothing;
    const h = this.host;
    const ui = h.text.ui;
    // The list's window follows the step on show when it moves (not when the reader scrolls it by hand).
    const moves = record.tree.moves.length;
    const index = listIndex(this._at, moves);
    if (index !== this._listAt || this._listFrom > Math.max(0, moves - LIST_WINDOW))
      this._listFrom = listFrom(this._listFrom, index, moves);
    this._listAt = index;
    const from = this._listFrom;
    return renderViewer({
      window: { from, to: Math.min(moves, from + LIST_WINDOW) },
      shift: (by) => {
        this._listFrom = Math.max(0, Math.min(moves - LIST_WINDOW, from + (by * LIST_WINDOW) / 2));
        h.requestUpdate();
      },
      gamesKey: [this._games, this._puzzles.solved.size, h.text.record],
      at: this._at,
      first: this._steps[0],
      tree: record.tree,
      stepOf: this._stepOf,
      northFirst: / N /.test(record.start),
      labels: h.labels === 'numbers' ? 'numbers' : 'letters',
      playing: this._playing,
      caption: this._shownCaption,
      puzzle: this._puzzles.on,
      games: this._games.length,
      index: this._index,
      gameName: (i, header) => gameName(this._games[i], header),
      solved: (i) => this._puzzles.solved.has(gameId(i, this._games[i])),
      pickGame: (i) => this._pick(i),
      s: h.text.record,
      ui: controlNames(ui),
      go: (step) => void this._goTo(step),
      sibling: (by) => this._sibling(by),
      end: () => (this._at ? lineEnd(this._at) : null),
      toggle: () => (this._playing ? this._stop() : this._play()),
      key: this._key,
      picture: (kind) => void downloadPicture(h, kind),
    });
  }

  /** `board.record`: the record on show, as OGN (the element writes a played game itself). */
  record(): string | null {
    return this._gameRecord ? writeRecord(this._gameRecord) : null;
  }
}

/** The factory registered with `OwareBoard.addFeature`. */
export function recordFeature(host: FeatureHost): RecordViewer {
  return new RecordViewer(host);
}
