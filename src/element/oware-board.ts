/**
 * `<oware-board>`: a live Oware (Abapa) board. A thin element: attributes are checked, a pure
 * view model ({@link viewModel}) says what to draw, Lit renders it as SVG, clicks and keys become
 * engine calls, and the engine's move record drives the sowing animation.
 */
import { LitElement, html, svg, nothing, type PropertyValues, type ReactiveController, type TemplateResult } from 'lit';
import { Game, IllegalMoveError, OwareError, isVariantName, parseMove, pitLetter, VARIANTS, type GameResult, type MoveRecord, type Side, type VariantName } from '../engine/index.js';
import { NO_ANNOTATIONS, mergeAnnotations, parseHighlight, type Annotations } from './annotations.js';
import { morphTimeline, prefersReducedMotion, sowingTimeline, type Frame, type Timeline } from './animation.js';
import { checkProp, emit, type Check, type MoveSource, type OwareIllegalReason } from './events.js';
import { format, languageOf, refusal, resolveStrings, seeds, type Strings } from './i18n.js';
import { geometry, MAX_PIT_SEEDS, pitSlots, storeSlots, type Geometry, type Slot } from './layout.js';
import { styles } from './styles.js';
import { searchAsync } from '../ai/client.js';
import type { SearchOptions, SearchResult } from '../ai/search.js';
import { key, resultSentence, type Interactive, type Labels, type ViewInput } from './view-model.js';

/**
 * A plug-in that extends every board (the lessons build registers one): a Lit reactive controller
 * with optional hooks. Register its factory with {@link OwareBoard.addFeature}.
 */
export interface BoardFeature extends ReactiveController {
  /** Adjust what is drawn (annotations, legal rings, caption, whether pits are buttons). */
  view?(input: ViewInput): ViewInput;
  /** Drawing on the board, inside its SVG above the counts (the lessons' arrows and marker badges). */
  renderOverlay?(input: ViewInput, geometry: Geometry): unknown;
  /** Content under the board (controls, move list, toolbar). */
  renderBelow?(): unknown;
  /** A click on a pit; return `true` when handled (the board then does not move). */
  pitActivated?(pit: number, e: MouseEvent): boolean;
  /** A key on a focused pit; return `true` when handled. */
  pitKey?(pit: number, e: KeyboardEvent): boolean;
}
export type BoardFeatureFactory = (host: OwareBoard) => BoardFeature;
/** Lesson attributes: setting one without the lessons build fires `oware-error`. */
const LESSON_PROPS = ['moves', 'ply', 'controls', 'autoplay', 'loop', 'caption', 'showLegal', 'arrows', 'markers', 'puzzle', 'solution', 'goal', 'editable'] as const;

/** Default pace of the sowing animation, ms per seed. */
export const DEFAULT_ANIMATION_SPEED = 180;
const oneOf = (values: string) => (v: string) => values.split(' ').includes(v);
/** Checked attributes: a bad value fires `oware-error` and the last good one stays (see {@link checkProp}). */
const CHECKS: Check[] = [
  ['interactive', 'interactive', 'none', oneOf('none south north both'), 'use none, south, north or both'],
  ['orientation', 'orientation', 'south', oneOf('south north'), 'use south or north'],
  ['labels', 'labels', 'none', oneOf('none letters numbers'), 'use none, letters or numbers'],
  ['animationSpeed', 'animation-speed', DEFAULT_ANIMATION_SPEED, (v) => typeof v === 'number' && v >= 0 && v < Infinity, 'animation-speed must be a number of milliseconds \u2265 0'],
  ['ai', 'ai', 'none', oneOf('none south north both'), 'use none, south, north or both'],
  ['aiLevel', 'ai-level', 3, (v) => Number.isInteger(v) && v >= 1 && v <= 5, 'use a whole number from 1 to 5'],
  ['aiTime', 'ai-time', undefined, (v) => v === undefined || (v > 0 && v < 1e7), 'use milliseconds > 0'],
];
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Who the computer plays: nobody, one side, or both (a computer-vs-computer demo). */
export type AiSide = 'none' | 'south' | 'north' | 'both';

/** What {@link OwareBoard.hint} resolves with. */
export interface AiHint {
  move: number;
  letter: string;
  /** From the side to move's view: 100 per seed; ±(30000 − plies) a forced win or loss. */
  score: number;
}
/** What {@link OwareBoard.analyze} resolves with. */
export type AiAnalysis = Pick<SearchResult, 'move' | 'score' | 'depth' | 'pv'>;

/** Options of {@link OwareBoard.setPosition}. */
export interface SetPositionOptions {
  /** Animate the change (a short morph); default `false`. */
  animate?: boolean;
}

/** A notice shown under the board (bad attribute values, refused moves). */
interface Notice {
  text: string;
  kind: 'error' | 'illegal';
}

const boards = new Set<OwareBoard>();
let langObserver: MutationObserver | null = null;
function watchLanguage(): void {
  if (langObserver || typeof MutationObserver === 'undefined') return;
  langObserver = new MutationObserver(() => boards.forEach((b) => b.requestUpdate()));
  langObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
}

/**
 * An Oware board: a static diagram or a playable game.
 *
 * @tagname oware-board
 *
 * @fires oware-before-move - Cancelable. `{ pit, letter, player, position, source }`; `preventDefault()` vetoes the move.
 * @fires oware-move - A move was played: the engine's move record plus `source` (`user`, `api` or `ai`).
 * @fires oware-illegal-move - A move was refused: `{ pit, reason, message, source }`.
 * @fires oware-game-over - The game ended: `{ winner, score, reason }`.
 * @fires oware-error - An attribute or property got a bad value: `{ attribute, value, message }`; the last good value is kept.
 * @fires oware-puzzle-step - (lessons build) A puzzle move was accepted: `{ played, letter, reply, replyLetter, ply, remaining, scripted }`.
 * @fires oware-puzzle-failed - (lessons build) A puzzle move was wrong: `{ expected, expectedLetter, played, playedLetter, accepted, ply }`.
 * @fires oware-puzzle-solved - (lessons build) The puzzle is solved: `{ moves, mistakes, hints, solver }`.
 * @fires oware-position-change - (lessons build) The editor changed the position: `{ position, issues }`.
 *
 * @csspart board - The SVG board.
 * @csspart pit - Each pit (with state parts `legal`, `last-move`, `last-move-origin`, `highlight`, `capture`, `origin`, … and mark kinds).
 * @csspart store - The stores or compact score trays.
 * @csspart seed - Each seed.
 * @csspart count - Each pit's and store's seed count.
 * @csspart label - Pit letters or numbers.
 * @csspart notice - The notice under the board.
 * @csspart caption - The annotations' caption.
 * @csspart thinking - The "thinking" label while the computer searches.
 * @csspart hint - A pit marked by `hint()` (also a state part of `pit`).
 * @csspart controls - (lessons build) The control bar; each button is `control` plus its name (`first`, `previous`, `play`, `pause`, `next`, `last`, `retry`, `hint`, `undo`, `clear`, `start`).
 * @csspart move-list - (lessons build) The move list; each entry is `move`.
 * @csspart ply - (lessons build) "Move 2 of 4".
 * @csspart marker - (lessons build) A pit's marker badge.
 * @csspart arrow - (lessons build) An arrow between pits.
 * @csspart puzzle - (lessons build) The puzzle panel; `feedback` its message.
 * @csspart editor - (lessons build) The position editor; `toolbar`, `total`, `help` and `issues` inside it.
 *
 * @cssprop --oware-board - Wood colour of the board.
 * @cssprop --oware-board-light - Lighter wood (top of the gradient).
 * @cssprop --oware-board-edge - Board edge and rims.
 * @cssprop --oware-board-grain - Grain lines.
 * @cssprop --oware-pit - Pit bowl colour.
 * @cssprop --oware-pit-deep - The bowl's centre.
 * @cssprop --oware-store - Store colour.
 * @cssprop --oware-seed - Seed tone 1.
 * @cssprop --oware-seed-2 - Seed tone 2.
 * @cssprop --oware-seed-3 - Seed tone 3.
 * @cssprop --oware-seed-4 - Seed tone 4.
 * @cssprop --oware-seed-edge - Seed shading.
 * @cssprop --oware-seed-shine - Seed highlight.
 * @cssprop --oware-text - Counts and text.
 * @cssprop --oware-label - Pit labels.
 * @cssprop --oware-highlight - Highlighted pits.
 * @cssprop --oware-capture - Capture marks.
 * @cssprop --oware-origin - Origin marks (and the lessons' marker badges).
 * @cssprop --oware-legal - Rings on legal moves.
 * @cssprop --oware-last-move - The last move's pits.
 * @cssprop --oware-focus - Keyboard focus ring.
 * @cssprop --oware-arrow - Arrows (lessons build).
 * @cssprop --oware-font-family - Font of counts, labels and notices.
 * @cssprop --oware-good - Good marks, the hint ring (and the lessons' legal rings, markers and arrows).
 * @cssprop --oware-banner - The result banner and thinking label.
 * @cssprop --oware-banner-text - Their text.
 * @cssprop --oware-notice - The notice under the board.
 * @cssprop --oware-notice-text - Its text.
 * @cssprop --oware-control - (lessons build) Control buttons; --oware-control-hover and --oware-control-text too.
 */
export class OwareBoard extends LitElement {
  static override styles = styles;

  static override properties = {
    position: { reflect: true },
    variant: { reflect: true },
    interactive: { reflect: true },
    orientation: { reflect: true },
    labels: { reflect: true },
    stores: { type: Boolean, reflect: true },
    highlight: {},
    animationSpeed: { type: Number, attribute: 'animation-speed' },
    strings: { attribute: false },
    annotations: { attribute: false },
    inputLocked: { type: Boolean, attribute: false },
    moves: {},
    ply: { type: Number },
    controls: { type: Boolean },
    autoplay: { type: Boolean },
    loop: { type: Boolean },
    caption: { type: Boolean },
    showLegal: { type: Boolean, attribute: 'show-legal' },
    arrows: {},
    markers: {},
    puzzle: { type: Boolean },
    solution: {},
    goal: {},
    editable: { type: Boolean },
    ai: { reflect: true },
    aiLevel: { type: Number, attribute: 'ai-level' },
    aiTime: { type: Number, attribute: 'ai-time' },
    frame: { state: true },
    notice: { state: true },
    focusPit: { state: true },
  };

  /** The position: a position string or `start`. Reads back as the current position (canonical). */
  declare position: string;
  /** One of the six variant names (`abapa` by default). */
  declare variant: VariantName;
  /** Who may move by click or key: `none` (static diagram), `south`, `north` or `both` (also a bare attribute). */
  declare interactive: Interactive;
  /** The side drawn at the bottom: `south` (default) or `north`. */
  declare orientation: Side;
  /** Pit labels: `none`, `letters` (A–F / a–f) or `numbers` (0–11). */
  declare labels: Labels;
  /** Draw the two stores at the ends (else the captured totals are shown compactly). */
  declare stores: boolean;
  /** Pits to mark: `"c d"`, `"8 9"`, `"c:capture 2:origin"`; arrows `"2>6"` need the lessons build (else `oware-error`). */
  declare highlight: string;
  /** Milliseconds per sown seed; `0` turns animation off. */
  declare animationSpeed: number;
  /** Overrides of any user-visible text (see {@link Strings}). */
  declare strings: Partial<Strings> | null;
  /**
   * Annotations added by code (lessons): marks with any kind, a caption; marker labels and arrows
   * are drawn by the lessons build. Merged with the `highlight` attribute's marks.
   */
  declare annotations: Annotations | null;
  /** While `true`, clicks and keys do not move (e.g. while the AI thinks); refused as `not-your-turn`. */
  declare inputLocked: boolean;
  // Lesson attributes (they take effect with the lessons build: `import 'oware-board'` or `oware-board/lessons`).
  /** Moves played from `position` (`"C f B a"`); the board shows the position after them, or at `ply`. */
  declare moves: string | undefined;
  /** The ply shown: 0 = `position`, negative counts from the end; updated by the controls. */
  declare ply: number | undefined;
  /** Show controls: step through `moves`, or Retry and Hint for a puzzle. */
  declare controls: boolean;
  /** Play `moves` by themselves (with `loop`, again and again). */
  declare autoplay: boolean;
  declare loop: boolean;
  /** Show each step's narration as a caption under the board. */
  declare caption: boolean;
  /** Mark the legal moves of the side to move. */
  declare showLegal: boolean;
  /** Arrows: `"2>6 C>a:capture"`. */
  declare arrows: string | undefined;
  /** Labels on pits: `"c:1 e:★:good"`. */
  declare markers: string | undefined;
  /** A puzzle: the side to move solves it with `solution` (and `goal`). */
  declare puzzle: boolean;
  declare solution: string | undefined;
  /** `line` (default), `capture:N`, `win`, `defend:N`. */
  declare goal: string | undefined;
  /** The position editor. */
  declare editable: boolean;
  /** @internal The animation frame on show, or `null` for the game's current state. */
  declare protected frame: Frame | null;
  /** The computer plays `south`, `north` or `both` sides (`none`: nobody). With one side set and `interactive` at `none`, the other side takes input. */
  declare ai: AiSide;
  /** The computer's strength, 1 (beginner) – 5 (expert); default 3. */
  declare aiLevel: number;
  /** Milliseconds per computer move (overrides the level's own time). */
  declare aiTime: number | undefined;
  /** @internal */
  declare protected notice: Notice | null;
  /** @internal The pit holding the roving tab stop. */
  declare protected focusPit: number;

  /** @internal */ _game: Game;
  /** @internal The position `reset()` returns to. */ _base: string;
  /** @internal The last good value of each checked property. */
  _good: Record<string, unknown> = { variant: 'abapa', interactive: 'none', orientation: 'south', labels: 'none', highlight: '', animationSpeed: DEFAULT_ANIMATION_SPEED, ai: 'none', aiLevel: 3 };
  private _marks: Annotations = NO_ANNOTATIONS;
  /** Ends the running animation at once (the final state shows, its promise resolves); `null` when none runs. */
  private _end: (() => void) | null = null;
  private _lastMove: { pit: number; sown: number[] } | null = null;
  /** Whether the pits are buttons (set by render; `undefined` before the first). */
  private _buttons?: boolean;

  // ---- the computer player ----------------------------------------------------------------
  // It reads the `ai`, `ai-level` and `ai-time` attributes, asks the shared AI client (one Web
  // Worker for every board, main-thread slices as a fallback) for a move when it is the
  // computer's turn, and plays it with `playFrom(pit, 'ai')` — same animation and events as a
  // person's move. Cancellation: every request carries the signal of the current "epoch", which
  // ends (its AbortController aborts) whenever the position, the history length, the variant or
  // an `ai*` attribute changes, and when the element leaves the page; the shared client then drops
  // the request (terminating its worker if it was busy with it). A result is also checked against
  // the live position before it is played, so a stale move is never made.

  /** A pit marked `hint` for a moment after {@link hint}. */
  private _hintMarks: Annotations | null = null;
  private _thinking = false;
  /** The current epoch: aborted when the position or a setting changes (see above). */
  private _epoch = new AbortController();
  private _aiKey = '';

  /** Whether the computer is thinking (host attribute `thinking`). */
  get thinking(): boolean {
    return this._thinking;
  }

  /** `interactive` as it applies: with `ai` set to one side and `interactive="none"`, both rows take input (the computer's is refused as `not-your-turn`); `ai="both"` takes none. */
  private get _inter(): Interactive {
    const s = this._good.ai;
    const i = this.interactive;
    return s === 'none' ? i : s === 'both' ? 'none' : i === 'none' ? 'both' : i;
  }

  /** Whether user input is refused now: it is the computer's turn (thinking or about to move). */
  private get _locked(): boolean {
    const s = this._good.ai;
    return !this._game.result && (s === 'both' || s === this._game.turn);
  }

  /**
   * End the epoch if what a search result depends on changed (position, history length, variant,
   * the AI settings, being on the page): abort, drop the hint mark, then think if it is the
   * computer's turn. Returns the epoch's signal.
   */
  private _sync(): AbortSignal {
    const g = this._good;
    const key = this.isConnected ? [this.position, this._game.history.length, this.variant, g.ai, g.aiLevel, g.aiTime].join() : '';
    if (key !== this._aiKey) {
      this._aiKey = key;
      this._epoch.abort();
      this._epoch = new AbortController();
      this._hint(null);
      this._setThinking(false);
      if (key && this._locked) this._think();
    }
    return this._epoch.signal;
  }

  private _hint(marks: Annotations | null): void {
    this._hintMarks = marks;
    this.requestUpdate();
  }

  private _setThinking(on: boolean): void {
    if (this._thinking !== on) {
      this.toggleAttribute('thinking', (this._thinking = on));
      this.requestUpdate();
    }
  }

  private _ask(options: SearchOptions): Promise<SearchResult> {
    const signal = this._sync();
    return this._game.result ? Promise.reject(new Error('<oware-board>: the game is over')) : searchAsync({ position: this._game, ...options }, { signal });
  }

  private async _think(): Promise<void> {
    const signal = this._epoch.signal;
    const good = this._good;
    this._setThinking(true);
    try {
      const r = await this._ask({ level: good.aiLevel as SearchOptions['level'], timeMs: good.aiTime as number | undefined });
      // let the previous move's animation end first
      while (this.animating && !signal.aborted) await wait(20);
      this._sync(); // the position may have changed since the last update
      if (signal.aborted || !this._game.legalMoves().includes(r.move)) return;
      this._setThinking(false);
      await this.playFrom(r.move, 'ai');
    } catch (e) {
      if ((e as Error).name !== 'AbortError') console.warn('<oware-board>: the AI failed:', e);
    } finally {
      if (!signal.aborted) this._setThinking(false);
    }
  }

  /** A strong short search for the side to move; marks the pit `hint` for two seconds. Rejects when the game is over. */
  async hint(): Promise<AiHint> {
    const { move, score } = await this._ask({ level: 5, timeMs: 300 });
    const signal = this._epoch.signal;
    if (move >= 0) {
      this._hint({ marks: [{ pit: move, kind: 'hint' }], arrows: [] });
      setTimeout(() => signal.aborted || this._hint(null), 2000);
    }
    return { move, letter: move >= 0 ? pitLetter(move) : '', score };
  }

  /** Level-5 analysis of the current position (`timeMs`, default 1000). Rejects when the game is over. */
  async analyze({ timeMs = 1000 }: { timeMs?: number } = {}): Promise<AiAnalysis> {
    const { move, score, depth, pv } = await this._ask({ level: 5, timeMs });
    return { move, score, depth, pv };
  }

  /** Feature factories every board gets (see {@link BoardFeature}). */
  static features: BoardFeatureFactory[] = [];
  /** Register a feature for every board, existing (on connect) and future ones; idempotent. */
  static addFeature(factory: BoardFeatureFactory): void {
    if (!this.features.includes(factory)) this.features.push(factory);
    boards.forEach((b) => b._attach());
  }
  private _features: BoardFeature[] = [];
  private _factories = new Set<BoardFeatureFactory>();
  private _warned = false;
  private _attach(): void {
    for (const f of (this.constructor as typeof OwareBoard).features) {
      if (this._factories.has(f)) continue;
      this._factories.add(f);
      const c = f(this);
      this._features.push(c);
      this.addController(c);
      this.requestUpdate();
    }
  }

  constructor() {
    super();
    this._game = new Game();
    this._base = this.position = this._game.position;
    // variant, interactive, orientation, labels, highlight, animationSpeed, ai, aiLevel
    Object.assign(this, this._good);
    this.stores = this.inputLocked = false;
    this.strings = this.annotations = this.frame = this.notice = null;
    this.focusPit = -1;
  }

  // ---- read-only state -------------------------------------------------------------------

  /** The player to move. */
  get turn(): Side {
    return this._game.turn;
  }
  /** Captured seeds, `[south, north]`. */
  get score(): [number, number] {
    return this._game.score;
  }
  /** Seeds in pits 0–11. */
  get pits(): number[] {
    return this._game.pits;
  }
  /** Legal moves of the player to move (pits 0–11); empty when the game is over. */
  get legalMoves(): number[] {
    return this._game.legalMoves();
  }
  /** `null` while the game goes on, else `{ winner, score, reason }`. */
  get result(): GameResult | null {
    return this._game.result;
  }
  /** The moves played since the position was set, as engine move records. */
  get history(): readonly MoveRecord[] {
    return this._game.history.slice();
  }
  /** The moves played, as letters (`C f B a`). */
  get moveList(): string {
    return this._game.moveList();
  }
  /** A copy of the game (position, history, variant); changing it does not change the board. */
  get game(): Game {
    return this._game.clone();
  }
  /** Whether a sowing animation is running. */
  get animating(): boolean {
    return !!this._end;
  }

  // ---- methods ---------------------------------------------------------------------------

  /**
   * Play a move (pit 0–11 or letter) as `source: 'api'`. Resolves with the move record when the
   * animation has finished, or `null` when an `oware-before-move` listener vetoed it. An illegal
   * move fires `oware-illegal-move` and rejects with the engine's `IllegalMoveError`.
   */
  play(move: number | string): Promise<MoveRecord | null> {
    return this.playFrom(move, 'api');
  }

  /**
   * Play a move on behalf of `source`. This is the AI's entry point (`playFrom(pit, 'ai')`);
   * it ignores `interactive` and `inputLocked`. Behaves as {@link play} otherwise.
   */
  playFrom(move: number | string, source: MoveSource): Promise<MoveRecord | null> {
    this.finishAnimation();
    const game = this._game;
    const err = game.checkMove(move);
    if (err) {
      this._refuse(err.pit ?? safePit(move), err.reason, err.message, source);
      return Promise.reject(err);
    }
    const pit = parseMove(move);
    if (emit(this, 'oware-before-move', { pit, letter: pitLetter(pit), player: game.turn, position: game.position, source }, { cancelable: true }).defaultPrevented) {
      return Promise.resolve(null);
    }
    const record = game.play(pit);
    this._show(record);
    if (this.notice?.kind === 'illegal') this.notice = null;
    const speed = this._speed();
    const done = speed && this.isConnected ? this._run(sowingTimeline(record, geometry(this.orientation, this.stores), speed)) : this.updateComplete;
    this.announce(this._sentence(record));
    emit(this, 'oware-move', { ...record, source });
    if (record.result) emit(this, 'oware-game-over', record.result);
    return done.then(() => record);
  }

  /**
   * Show a new position (string or `start`); history is cleared and `reset()` returns here.
   * Resolves when shown (after a short animation with `{ animate: true }`). A bad position
   * fires `oware-error`, keeps the board, and rejects with the engine's `PositionError`.
   */
  async setPosition(position: string, options: SetPositionOptions = {}): Promise<void> {
    this.finishAnimation();
    const from = this._game;
    try {
      this._load(position);
    } catch (e) {
      this.reportError('position', position, (e as Error).message);
      throw e;
    }
    this._say('newPosition');
    const speed = this._speed();
    if (options.animate && speed) await this._run(morphTimeline(from, this._game, Math.max(120, speed * 4)));
    await this.updateComplete;
  }

  /**
   * Take back the last move. Resolves with its record (or `null` at the start) once shown.
   * Against the computer (`ai` one side) the human's move is taken back too, so the human is to
   * move again; the record is then the human's.
   */
  async undo(): Promise<MoveRecord | null> {
    this.finishAnimation();
    const game = this._game;
    let record = game.undo();
    // against the computer: take back the human's move too (the computer's side is to move now)
    if (record && this._good.ai === game.turn && game.history.length) record = game.undo() ?? record;
    if (record) {
      this._show(game.history[game.history.length - 1]);
      this._say('undone');
    }
    await this.updateComplete;
    return record;
  }

  /** Back to the position last set (attribute or `setPosition`), history cleared. */
  async reset(): Promise<void> {
    this.finishAnimation();
    this._load(this._base);
    this._say('newPosition');
    await this.updateComplete;
  }

  /** Turn the board around (toggles `orientation`). Resolves when redrawn. */
  async flip(): Promise<void> {
    this.finishAnimation();
    this.orientation = this.orientation === 'north' ? 'south' : 'north';
    await this.updateComplete;
  }

  /** @internal For features: show `game` (a copy, with its history); `reset()` returns to its start. */
  showGame(game: Game): void {
    this.finishAnimation();
    this._game = game.clone();
    this._base = game.startPosition;
    this._show(game.history[game.history.length - 1]);
  }

  /** Complete a running animation at once (its promise resolves). */
  finishAnimation(): void {
    this._end?.();
  }

  // ---- lifecycle ---------------------------------------------------------------------------

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') this.requestUpdate();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    boards.add(this);
    this._attach();
    watchLanguage();
    this.requestUpdate(); // the computer player looks again (see _sync)
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    boards.delete(this);
    this.finishAnimation();
    this._sync();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const good = this._good;
    const has = (p: string) => changed.has(p as keyof OwareBoard);
    const fail = (p: string, message: string) => this.reportError(p, this[p as keyof this], message);
    if (has('variant')) {
      if (!isVariantName(this.variant)) {
        fail('variant', `'${this.variant}' is not a variant; use one of: ${VARIANTS.join(', ')}`);
        this.variant = good.variant as VariantName;
      } else if (this.variant !== good.variant) {
        good.variant = this.variant;
        if (!has('position')) this._replay();
      }
    }
    if (has('position') && this.position !== this._game.position) {
      try {
        this._load(this.position ?? 'start');
      } catch (e) {
        fail('position', (e as Error).message);
        this.position = this._game.position;
      }
    } else if (has('variant')) this._replay();
    if ((this.interactive as string) === '') this.interactive = 'both';
    for (const c of CHECKS) if (has(c[0])) checkProp(this, good, c);
    if (has('highlight')) {
      try {
        this._marks = parseHighlight(this.highlight);
        good.highlight = this.highlight ?? '';
      } catch (e) {
        fail('highlight', (e as Error).message);
        this.highlight = good.highlight as string;
      }
    }
    if (has('strings') && this.strings != null && typeof this.strings !== 'object') {
      fail('strings', 'strings must be an object of text overrides');
      this.strings = null;
    }
    const a = this.annotations;
    if (has('annotations') && a != null && !(typeof a === 'object' && [a.marks, a.arrows].every((x) => x === undefined || Array.isArray(x)))) {
      fail('annotations', 'annotations must be { marks: [{ pit, kind }], arrows: [{ from, to }] }');
      this.annotations = null;
    }
    if (!this._warned && !this._features.length) {
      // Arrows (`2>6` in `highlight`) are drawn by the lessons feature too.
      const used = has('highlight') && this._marks.arrows.length ? 'highlight' : LESSON_PROPS.find((k) => has(k) && this[k] != null && this[k] !== false);
      if (used) {
        this._warned = true;
        fail(used, `'${used}' needs the lessons build: import 'oware-board/lessons' (or 'oware-board'), or load oware-board-lessons.min.js`);
      }
    }
    // The roving tab stop: keep it on a sensible pit.
    if (!(this.focusPit >= 0 && this.focusPit < 12)) this.focusPit = this._defaultFocus();
    this._sync();
  }

  protected override render(): TemplateResult {
    const frame = this.frame;
    const game = this._game;
    let input: ViewInput = {
      pits: (frame ?? game).pits,
      score: (frame ?? game).score,
      turn: game.turn,
      result: frame ? null : game.result,
      legal: frame ? [] : this._userMoves(),
      interactive: this._inter,
      orientation: this.orientation,
      labels: this.labels,
      stores: this.stores,
      lastMove: frame ? null : this._lastMove,
      annotations: mergeAnnotations(this._marks, this.annotations, this._hintMarks),
      strings: this.text,
      focus: this.focusPit,
      flyers: frame?.flyers,
    };
    for (const f of this._features) if (f.view) input = f.view(input);
    // What is drawn follows from `input` alone (features may have changed it).
    const s = input.strings;
    const g = geometry(input.orientation, input.stores);
    const w = g.width;
    const stores = input.stores;
    const button = (this._buttons = input.interactive !== 'none');
    const last = input.lastMove;
    const result = input.result && resultSentence(s, input.result);
    const caption = input.annotations.caption;
    const flyers = input.flyers;
    const below = this._features.map((f) => f.renderBelow?.()).filter((x) => x != null && x !== nothing);
    const notice = this.notice;
    // Per pit: the button (bowl, seeds, rings) and its texts (counts, labels and piles, outside the
    // buttons — their names say it all — and not hit targets).
    const pits = input.pits.map((count, p) => {
      const parts = ['pit'];
      const states: string[] = [];
      const add = (part: string, state?: string) => {
        if (!parts.includes(part)) parts.push(part);
        if (state && !states.includes(state)) states.push(state);
      };
      const legal = input.legal.includes(p);
      if (legal) add('legal', s.stateLegal);
      if (last && (last.pit === p || last.sown.includes(p))) {
        add('last-move', s.stateLastMove);
        if (last.pit === p) add('last-move-origin');
      }
      // accessible names of mark kinds (`stateCapture`, …; `last` is `stateLastMove`); other kinds are drawn, not named
      for (const m of input.annotations.marks) if (m.pit === p) add(m.kind, s[key('state', m.kind == 'last' ? 'last-move' : m.kind)] as string | undefined);
      const letter = input.labels === 'numbers' ? String(p) : pitLetter(p);
      const label = input.labels !== 'none';
      const part = parts.join(' ');
      const c = g.pits[p];
      const top = c.y < 150;
      return [
        svg`<g
          class="${part}${button ? ' button' : ''}"
          part=${part}
          data-pit=${p}
          role=${button ? 'button' : 'img'}
          aria-label=${format(s.pitName, { letter, side: s[p < 6 ? 'south' : 'north'], seeds: seeds(s, count), states: states.map((state) => format(s.pitState, { state })).join('') })}
          aria-disabled=${button && !legal && !input.editing ? 'true' : nothing}
          tabindex=${button ? (p === input.focus ? 0 : -1) : nothing}
          transform="translate(${c.x} ${c.y})"
        >
          <rect class="hit" x="-50" y=${top ? -90 : -50} width="100" height="140"></rect>
          <circle class="bowl" r="42"></circle>
          ${pitSlots(p).slice(0, count).map(seedOf)}
          <circle class="shade" r="43.5"></circle>
          <circle class="ring" r="46"></circle>
        </g>`,
        svg`${count > MAX_PIT_SEEDS ? svg`<text class="pile-count" data-pile-for=${p} x=${c.x} y=${c.y + 9}>${count}</text>` : nothing}
          <text class="count" part="count" data-count-for=${p} x=${label ? c.x + 10 : c.x} y=${top ? 35 : 285}>${count}</text>
          ${label ? svg`<text class="label" part="label" data-label-for=${p} x=${c.x - 30} y=${top ? 34 : 284}>${letter}</text>` : nothing}`,
      ];
    });
    return html`
      <svg
        part="board"
        viewBox="0 0 ${w} 302"
        role="group"
        aria-label="${s.board}. ${result || format(s.toMove, { side: s[input.turn] })}"
        aria-busy=${this.animating || this.inputLocked || this._thinking ? 'true' : 'false'}
        @click=${this._onClick}
        @keydown=${this._onKeyDown}
      >
        ${DEFS}
        <g aria-hidden="true">
          <rect class="board-shadow" x="9" y="12" width=${w - 12} height="290" rx="34"></rect>
          <rect class="board-body" x="6" y="6" width=${w - 12} height="290" rx="34"></rect>
          <rect class="board-grain" x="6" y="6" width=${w - 12} height="290" rx="34"></rect>
          <rect class="board-bevel" x="11" y="11" width=${w - 22} height="280" rx="29"></rect>
          <line class="groove" x1=${w / 2 - 290} x2=${w / 2 + 290} y1="151" y2="151"></line>
        </g>
        ${g.stores.map((r, i) => {
          // a store (a capsule with seeds) or a compact score tray (a disc); each side's captured total
          const side = i ? 'north' : 'south';
          const count = input.score[i];
          const x = r.x + r.w / 2;
          const y = r.y + r.h / 2;
          const k = stores ? 4 : 5;
          return svg`<g class="store${!input.result && input.turn === side ? ' to-move' : ''}" part="store" role="img" aria-label=${format(s.storeName, { side: s[side], seeds: seeds(s, count) })}>
            <rect class=${stores ? 'store-body' : 'tray'} x=${r.x} y=${r.y} width=${r.w} height=${r.h} rx=${r.w / 2}></rect>
            ${stores
              ? svg`${storeSlots(i).slice(0, count).map((t) => seed(x + t.x, y + t.y, t.r, t.t))}
                <rect class="store-shade" x=${r.x} y=${r.y} width=${r.w} height=${r.h} rx=${r.w / 2}></rect>`
              : nothing}
            <rect class="store-turn" x=${r.x - k} y=${r.y - k} width=${r.w + 2 * k} height=${r.h + 2 * k} rx=${r.w / 2 + k}></rect>
            <text class=${stores ? 'count' : 'tray-count'} part="count" x=${x} y=${stores ? (r.x < 99 ? 35 : 285) : y + 9} aria-hidden="true">${count}</text>
          </g>`;
        })}
        ${pits.map((t) => t[0])}
        <g class="texts" aria-hidden="true">${pits.map((t) => t[1])}</g>
        ${this._features.map((f) => f.renderOverlay?.(input, g))}
        ${flyers?.length
          ? svg`<g class="flyer" aria-hidden="true">${flyers.map((f) =>
              f.n > 1
                ? svg`<g transform="translate(${f.x.toFixed(1)} ${f.y.toFixed(1)})">${HEAP}<text class="pile-count" y="9">${f.n}</text></g>`
                : seed(round(f.x), round(f.y), 30, f.t),
            )}</g>`
          : nothing}
        ${result ? bannerTpl(result, w) : nothing}
        ${this._thinking
          ? svg`<g class="thinking" part="thinking" aria-hidden="true"><rect x=${w / 2 - 56} y="138" width="112" height="26" rx="13"></rect><text x=${w / 2} y="157">${s.thinking}</text></g>`
          : nothing}
      </svg>
      ${notice || caption || below.length
        ? html`<div class="below">${notice
            ? html`<div class="notice" part="notice"><span>${notice.text}</span><button type="button" aria-label=${s.dismiss} @click=${this._dismiss}>✕</button></div>`
            : nothing}${below}${caption ? html`<p class="caption" part="caption">${caption}</p>` : nothing}</div>`
        : nothing}
      <div class="sr-only" role="status" aria-live="polite" aria-atomic="true" id="live"></div>
    `;
  }

  protected override updated(): void {
    if (this._restoreFocus) {
      this._restoreFocus = false;
      (this.renderRoot.querySelector?.(`[data-pit="${this.focusPit}"]`) as SVGGElement | null)?.focus();
    }
  }

  // ---- input -------------------------------------------------------------------------------

  private _restoreFocus = false;

  private _onClick = (e: MouseEvent): void => {
    const wasAnimating = this.animating;
    this.finishAnimation();
    const pit = pitOf(e, this);
    if (pit === null || this._features.some((f) => f.pitActivated?.(pit, e)) || this._inter === 'none') return;
    if (wasAnimating && !this._userMoves().includes(pit)) return;
    this.focusPit = pit;
    this._userMove(pit);
  };

  private _onKeyDown = (e: KeyboardEvent): void => {
    const pit = pitOf(e, this);
    if (pit === null || !this._buttons || this._features.some((f) => f.pitKey?.(pit, e))) return;
    const key = e.key;
    if (key === 'Enter' || key === ' ') {
      e.preventDefault();
      this.finishAnimation();
      this._userMove(pit);
      return;
    }
    const i = ['ArrowLeft', 'ArrowRight', 'Home', 'End', 'ArrowUp', 'ArrowDown'].indexOf(key);
    if (i < 0) return;
    e.preventDefault();
    this.finishAnimation();
    // Visual rows and columns: the bottom row's first pit is the orientation's pit A (0 or 6), left to right.
    const first = this.orientation === 'north' ? 6 : 0;
    const k = (pit - first + 12) % 12;
    const top = i > 3 ? i < 5 : k > 5;
    const col = Math.max(0, Math.min(5, (k > 5 ? 11 - k : k) + [-1, 1, -9, 9, 0, 0][i]));
    this.focusPit = (first + (top ? 11 - col : col)) % 12;
    this._restoreFocus = true;
    this.requestUpdate();
  };

  /** A user's click or key on a pit: checked against `interactive`, the turn and the rules. */
  private _userMove(pit: number): void {
    const owner: Side = pit < 6 ? 'south' : 'north';
    const inter = this._inter;
    const turn = this._game.turn;
    if (inter !== 'both' && inter !== owner) {
      this._refuse(pit, 'not-interactive', `pit ${pitLetter(pit)} (${pit}) cannot be moved on this board (interactive="${inter}")`, 'user');
    } else if (this.inputLocked || this._locked || (owner !== turn && !this._game.result)) {
      this._refuse(pit, 'not-your-turn', `it is ${turn === 'south' ? 'South' : 'North'}'s turn`, 'user');
    } else {
      this._restoreFocus = true;
      this.playFrom(pit, 'user').catch(() => undefined);
    }
  }

  /** Fire `oware-illegal-move`, tell the console and the user; nothing changes. */
  private _refuse(pit: number | null, reason: OwareIllegalReason, message: string, source: MoveSource): void {
    emit(this, 'oware-illegal-move', { pit, reason, message, source });
    const line = `<oware-board>: ${source === 'user' ? 'move refused' : 'illegal move'} (${reason}): ${message}`;
    if (source !== 'user') {
      console.warn(line);
      return;
    }
    console.info(line);
    const s = this.text;
    const text = refusal(s, reason, pit, this._game.turn, this._game.legalMoves(), (p) => this._pitText(p));
    this.notice = { text, kind: 'illegal' };
    this.announce(text);
  }

  private _dismiss = (): void => {
    this.notice = null;
  };

  // ---- helpers -------------------------------------------------------------------------------

  /** The text table in force: `lang` (own or inherited) plus `strings` overrides. */
  get text(): Strings {
    return resolveStrings(languageOf(this), this.strings);
  }

  /** The language in force (own `lang` or the nearest ancestor's). */
  get language(): string {
    return languageOf(this);
  }

  private _side(side: Side): string {
    return this.text[side];
  }

  private _pitText(pit: number): string {
    return this.labels === 'numbers' ? String(pit) : pitLetter(pit);
  }

  /** Announce `newPosition` or `undone` for the side to move. */
  private _say(key: 'newPosition' | 'undone'): void {
    this.announce(format(this.text[key], { side: this._side(this._game.turn) }));
  }

  /** The moves the user may make now by click or key. */
  private _userMoves(): number[] {
    const inter = this._inter;
    return inter === 'none' || this.inputLocked || this._locked || (inter !== 'both' && inter !== this._game.turn) ? [] : this._game.legalMoves();
  }

  private _defaultFocus(): number {
    return this._userMoves()[0] ?? (this.orientation === 'north' ? 6 : 0);
  }

  /** Mark `record` (or nothing) as the last move and show the game's position. */
  private _show(record?: { pit: number; sown: number[] } | null): void {
    this._lastMove = record ? { pit: record.pit, sown: record.sown } : null;
    this.position = this._game.position;
    this.requestUpdate();
  }

  private _load(position: string): void {
    const game = new Game({ position, variant: this._good.variant as VariantName }); // throws PositionError
    this._game = game;
    this._base = game.position;
    this._show();
    this.focusPit = this._defaultFocus();
  }

  /** Replay the game under the variant in force; if a move is illegal there, keep the current position only. */
  private _replay(): void {
    const old = this._game;
    const variant = this._good.variant as VariantName;
    if (old.variant === variant) return;
    let game: Game;
    try {
      game = new Game({ position: old.startPosition, variant });
      game.playMoves(old.history.map((r) => r.pit));
    } catch {
      game = new Game({ position: old.position, variant });
      this._base = game.position;
      this._lastMove = null;
    }
    this._game = game;
    this._show(this._lastMove);
  }

  /** Animation speed in force: 0 when off or when the user prefers reduced motion. */
  private _speed(): number {
    return prefersReducedMotion() ? 0 : (this._good.animationSpeed as number);
  }

  /** Play `timeline` on animation frames (its frames in `frame`); resolves when it has ended and the board is redrawn. */
  private async _run(timeline: Timeline): Promise<void> {
    this.finishAnimation();
    await new Promise<void>((done) => {
      let start = -1;
      let raf = 0;
      const end = () => {
        cancelAnimationFrame(raf);
        clearTimeout(timer);
        this._end = this.frame = null;
        done();
      };
      const tick = () => {
        // performance.now(), not the frame timestamp: some headless/embedded browsers skew the latter.
        const now = performance.now();
        if (start < 0) start = now;
        if (now - start >= timeline.duration) return end();
        this.frame = timeline.frameAt(now - start);
        raf = requestAnimationFrame(tick);
      };
      // Animation frames stop in hidden tabs; make sure the promise still settles.
      const timer = setTimeout(end, timeline.duration + 1000);
      this._end = end;
      tick();
    });
    await this.updateComplete;
  }

  /** @internal Say `text` in the polite live region (features use it for narration). */
  announce(text: string): void {
    const live = this.renderRoot?.querySelector?.('#live');
    if (!live) return;
    live.textContent = '';
    // Set after a moment, so a repeated sentence is announced again.
    setTimeout(() => (live.textContent = text), 30);
  }

  private _sentence(r: MoveRecord): string {
    const s = this.text;
    const [south, north] = this._game.score;
    return [
      format(s.moveSown, { side: this._side(r.player), letter: this._pitText(r.pit), seeds: seeds(s, r.sown.length) }),
      r.capturedSeeds > 0 ? format(s.moveCaptured, { seeds: seeds(s, r.capturedSeeds), pits: r.captured.map((p) => this._pitText(p)).join(', ') }) : r.grandSlam ? s.moveGrandSlam : '',
      format(s.scoreLine, { south, north }),
      r.result && this._buttons != null ? resultSentence(s, r.result) : '',
    ]
      .filter(Boolean)
      .join(' ');
  }

  /** Report a bad attribute or property value: event, one console warning, a notice; state kept. */
  /** @internal Also used by features for their attributes. */
  reportError(attribute: string, value: unknown, message: string): void {
    console.warn(`<oware-board>: invalid ${attribute} ${JSON.stringify(value)}: ${message}. Keeping the last good value.`);
    this.notice = { text: format(this.text.invalidValue, { attribute, value: String(value) }) + ` \u2014 ${message}`, kind: 'error' };
    emit(this, 'oware-error', { attribute, value, message });
  }
}

/** The pit under an event (across the shadow root, not beyond `host`), or `null`. */
function pitOf(e: Event, host: Element): number | null {
  for (const t of e.composedPath()) {
    if (t instanceof Element && t.hasAttribute('data-pit')) return Number(t.getAttribute('data-pit'));
    if (t === host) break;
  }
  return null;
}

function safePit(move: unknown): number | null {
  try {
    return parseMove(move as number | string);
  } catch {
    return null;
  }
}

const round = (v: number) => Math.round(v * 10) / 10;

// ---- rendering pieces ----------------------------------------------------------------------

/** The result on a pill across the middle of the board (squeezed to fit). */
function bannerTpl(text: string, w: number): TemplateResult {
  const want = 40 + text.length * 15;
  const pill = Math.min(w - 92, want);
  return svg`<g class="banner" aria-hidden="true">
    <rect x=${(w - pill) / 2} y="124" width=${pill} height="54" rx="27"></rect>
    <text x=${w / 2} y="161" textLength=${want > pill ? pill - 40 : nothing} lengthAdjust="spacingAndGlyphs">${text}</text>
  </g>`;
}

/**
 * Shared SVG definitions: wood, bowls, seeds. Colours come from the private custom properties (see
 * styles.ts); attributes equal to their SVG defaults are left out (a stop's offset 0 and black
 * colour, a gradient's x1/y1 0, cx/cy/r 50%, fx/fy = cx/cy).
 */
const DEFS = svg`<defs>
  <linearGradient id="wood" x2=".15" y2="1">
    <stop style="stop-color:var(--_board-light)"></stop>
    <stop offset=".45" style="stop-color:var(--_board)"></stop>
  </linearGradient>
  <pattern id="grain" width="240" height="60" patternUnits="userSpaceOnUse">
    <path d="M0 12C60 4 120 20 240 10M0 30C80 24 150 40 240 28M0 48C70 42 170 58 240 47" class="grain"></path>
  </pattern>
  <radialGradient id="bowl" cy=".45" r=".6">
    <stop style="stop-color:var(--_pit-deep)"></stop>
    <stop offset=".75" style="stop-color:var(--_pit)"></stop>
    <stop offset="1" style="stop-color:var(--_board-edge)"></stop>
  </radialGradient>
  <radialGradient id="bowl-store" r=".7">
    <stop style="stop-color:var(--_pit-deep)"></stop>
    <stop offset=".8" style="stop-color:var(--_store)"></stop>
    <stop offset="1" style="stop-color:var(--_board-edge)"></stop>
  </radialGradient>
  <radialGradient id="shade" cy=".72" r=".62" fy=".85">
    <stop offset=".7" stop-opacity="0"></stop>
    <stop offset="1" stop-opacity=".45"></stop>
  </radialGradient>
  <linearGradient id="shade-store" x2="0" y2="1">
    <stop stop-opacity=".35"></stop>
    <stop offset=".18" stop-opacity="0"></stop>
  </linearGradient>
  ${[1, 2, 3, 4].map(
    (n) => svg`<radialGradient id="seedfill-${n - 1}" fx=".34" fy=".3">
      <stop style="stop-color:var(--_seed-shine)"></stop>
      <stop offset=".28" style="stop-color:var(--_seed-${n})"></stop>
      <stop offset=".72" style="stop-color:var(--_seed-${n})"></stop>
      <stop offset="1" style="stop-color:var(--_seed-edge)"></stop>
    </radialGradient>`,
  )}
</defs>`;

/** A small heap of seeds flying together (captures). */
const HEAP = svg`${seed(-7, 3, 20, 0)}${seed(7, 4, 150, 1)}${seed(0, -5, 80, 2)}`;

/** One seed: an ellipse whose radial gradient carries the tone, the shading and the shine. */
function seed(x: number, y: number, r: number, t: number): TemplateResult {
  return svg`<ellipse class="seed" part="seed" cx=${x} cy=${y} rx="11.5" ry="8.3" fill="url(#seedfill-${t})" transform="rotate(${r} ${x} ${y})"></ellipse>`;
}

const seedOf = (s: Slot) => seed(s.x, s.y, s.r, s.t);

export { OwareError, IllegalMoveError };
