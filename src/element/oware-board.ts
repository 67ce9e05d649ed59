/**
 * `<oware-board>`: a live Oware (Abapa) board. A thin element: attributes are checked, a pure
 * view model ({@link viewModel}) says what to draw, Lit renders it as SVG, clicks and keys become
 * engine calls, and the engine's move record drives the sowing animation.
 */
import { LitElement, html, svg, nothing, type PropertyValues, type ReactiveController, type TemplateResult } from 'lit';
import {
  Game,
  IllegalMoveError,
  OwareError,
  isVariantName,
  parseMove,
  pitLetter,
  VARIANTS,
  type GameResult,
  type MoveRecord,
  type Side,
  type VariantName,
} from '../engine/index.js';
import { NO_ANNOTATIONS, mergeAnnotations, parseHighlight, type Annotations } from './annotations.js';
import { Playback, morphTimeline, prefersReducedMotion, sowingTimeline, type Frame } from './animation.js';
import { emit, type MoveSource, type OwareIllegalReason } from './events.js';
import { format, languageOf, resolveStrings, seeds, type Strings } from './i18n.js';
import { geometry, PIT_R, SEED_RX, SEED_RY } from './layout.js';
import { styles } from './styles.js';
import { AI_PROPERTIES, AiController, type AiAnalysis, type AiHint, type AiSide } from './ai-controller.js';
import { viewModel, type Interactive, type Labels, type PitView, type StoreView, type ViewInput, type ViewModel } from './view-model.js';

/**
 * A plug-in that extends every board (the lessons build registers one): a Lit reactive controller
 * with optional hooks. Register its factory with {@link OwareBoard.addFeature}.
 */
export interface BoardFeature extends ReactiveController {
  /** Adjust what is drawn (annotations, legal rings, caption, whether pits are buttons). */
  view?(input: ViewInput): ViewInput;
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

const INTERACTIVE: readonly Interactive[] = ['none', 'south', 'north', 'both'];
const ORIENTATIONS: readonly Side[] = ['south', 'north'];
const LABELS: readonly Labels[] = ['none', 'letters', 'numbers'];
/** Default pace of the sowing animation, ms per seed. */
export const DEFAULT_ANIMATION_SPEED = 180;

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
 * @fires oware-before-move - Cancelable. `{ pit, letter, player, position, source }`; `preventDefault()` vetoes the move.
 * @fires oware-move - A move was played: the engine's move record plus `source` (`user`, `api` or `ai`).
 * @fires oware-illegal-move - A move was refused: `{ pit, reason, message, source }`.
 * @fires oware-game-over - The game ended: `{ winner, score, reason }`.
 * @fires oware-error - An attribute or property got a bad value: `{ attribute, value, message }`; the last good value is kept.
 *
 * @csspart board - The SVG board.
 * @csspart pit - Each pit (with state parts `legal`, `last-move`, `last-move-origin`, `highlight`, `capture`, `origin`, … and mark kinds).
 * @csspart store - The stores or compact score trays.
 * @csspart seed - Each seed.
 * @csspart count - Each pit's and store's seed count.
 * @csspart label - Pit letters or numbers.
 * @csspart notice - The notice under the board.
 * @csspart caption - The annotations' caption.
 *
 * @cssprop --oware-board - Wood colour of the board.
 * @cssprop --oware-board-light - Lighter wood (top of the gradient).
 * @cssprop --oware-board-edge - Board edge and rims.
 * @cssprop --oware-board-grain - Grain lines.
 * @cssprop --oware-pit - Pit bowl colour; --oware-pit-deep the bowl's centre.
 * @cssprop --oware-store - Store colour.
 * @cssprop --oware-seed - Seed tone 1 (also --oware-seed-2, -3, -4 and --oware-seed-edge).
 * @cssprop --oware-text - Counts and text.
 * @cssprop --oware-label - Pit labels.
 * @cssprop --oware-highlight - Highlighted pits.
 * @cssprop --oware-capture - Capture marks.
 * @cssprop --oware-origin - Origin marks and badges.
 * @cssprop --oware-legal - Rings on legal moves.
 * @cssprop --oware-last-move - The last move's pits.
 * @cssprop --oware-focus - Keyboard focus ring.
 * @cssprop --oware-arrow - Arrows.
 * @cssprop --oware-font-family - Font of counts, labels and notices.
 */
export class OwareBoard extends LitElement {
  static override styles = styles;

  static override properties = {
    position: { type: String, reflect: true },
    variant: { type: String, reflect: true },
    interactive: { type: String, reflect: true },
    orientation: { type: String, reflect: true },
    labels: { type: String, reflect: true },
    stores: { type: Boolean, reflect: true },
    highlight: { type: String },
    animationSpeed: { type: Number, attribute: 'animation-speed' },
    strings: { attribute: false },
    annotations: { attribute: false },
    inputLocked: { type: Boolean, attribute: false },
    moves: { type: String },
    ply: { type: Number },
    controls: { type: Boolean },
    autoplay: { type: Boolean },
    loop: { type: Boolean },
    caption: { type: Boolean },
    showLegal: { type: Boolean, attribute: 'show-legal' },
    arrows: { type: String },
    markers: { type: String },
    puzzle: { type: Boolean },
    solution: { type: String },
    goal: { type: String },
    editable: { type: Boolean },
    ...AI_PROPERTIES,
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
  /** Pits to mark: `"c d"`, `"8 9"`, `"c:capture 2:origin"`, arrows `"2>6"`. */
  declare highlight: string;
  /** Milliseconds per sown seed; `0` turns animation off. */
  declare animationSpeed: number;
  /** Overrides of any user-visible text (see {@link Strings}). */
  declare strings: Partial<Strings> | null;
  /**
   * Annotations added by code (lessons): marks with any kind and label, arrows, a caption.
   * Merged with the `highlight` attribute's marks.
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
  /** The computer plays `south`, `north` or `both` sides (`none`: nobody). See {@link AiController.interactive} for input. */
  declare ai: AiSide;
  /** The computer's strength, 1 (beginner) – 5 (expert); default 3. */
  declare aiLevel: number;
  /** Milliseconds per computer move (overrides the level's own time). */
  declare aiTime: number | undefined;
  /** @internal */
  declare protected notice: Notice | null;
  /** @internal The pit holding the roving tab stop. */
  declare protected focusPit: number;

  private _game: Game;
  /** The position `reset()` returns to. */
  private _base: string;
  private _good: { variant: VariantName; interactive: Interactive; orientation: Side; labels: Labels; highlight: string; animationSpeed: number };
  private _marks: Annotations = NO_ANNOTATIONS;
  private _playback: Playback | null = null;
  private _lastMove: { pit: number; sown: number[] } | null = null;
  private _view: ViewModel | null = null;
  private _ai = new AiController(this);
  /** `interactive` as it applies with the `ai` attribute. */
  private get inter(): Interactive {
    return this._ai.interactive(this.interactive);
  }
  /** Whether the computer is thinking (host attribute `thinking`). */
  get thinking(): boolean {
    return this._ai.thinking;
  }
  /** A strong short search for the side to move; marks the pit `hint` briefly. Rejects when the game is over. */
  hint(): Promise<AiHint> {
    return this._ai.hint();
  }
  /** Level-5 analysis of the current position (`timeMs`, default 1000). Rejects when the game is over. */
  analyze(options?: { timeMs?: number }): Promise<AiAnalysis> {
    return this._ai.analyze(options);
  }

  /** Feature factories every board gets (see {@link BoardFeature}). */
  static features: BoardFeatureFactory[] = [];
  /** Register a feature for every board, existing (on connect) and future ones; idempotent. */
  static addFeature(factory: BoardFeatureFactory): void {
    if (!this.features.includes(factory)) this.features.push(factory);
    boards.forEach((b) => b.attachFeatures());
  }
  private _features: BoardFeature[] = [];
  private _factories = new Set<BoardFeatureFactory>();
  private _lessonsWarned = false;
  private attachFeatures(): void {
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
    this._base = this._game.position;
    this.position = this._game.position;
    this.variant = 'abapa';
    this.interactive = 'none';
    this.orientation = 'south';
    this.labels = 'none';
    this.stores = false;
    this.highlight = '';
    this.animationSpeed = DEFAULT_ANIMATION_SPEED;
    this.strings = null;
    this.annotations = null;
    this.inputLocked = false;
    this.frame = null;
    this.notice = null;
    this.focusPit = -1;
    this._good = { variant: 'abapa', interactive: 'none', orientation: 'south', labels: 'none', highlight: '', animationSpeed: DEFAULT_ANIMATION_SPEED };
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
    return !!this._playback?.running;
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
    const err = this._game.checkMove(move);
    if (err) {
      this.refuse(err.pit ?? safePit(move), err.reason, err.message, source);
      return Promise.reject(err);
    }
    const pit = parseMove(move);
    const before = emit(
      this,
      'oware-before-move',
      { pit, letter: pitLetter(pit), player: this._game.turn, position: this._game.position, source },
      { cancelable: true },
    );
    if (before.defaultPrevented) return Promise.resolve(null);
    const record = this._game.play(pit);
    this._lastMove = { pit: record.pit, sown: record.sown };
    this.syncPosition();
    if (this.notice?.kind === 'illegal') this.notice = null;
    const done = this.animateMove(record);
    this.announce(this.moveSentence(record));
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
    const from = { pits: this._game.pits, score: this._game.score };
    try {
      this.loadGame(position, this._good.variant);
    } catch (e) {
      this.reportError('position', position, (e as Error).message);
      throw e;
    }
    this.announce(format(this.text.newPosition, { side: this.sideName(this._game.turn) }));
    const speed = this.effectiveSpeed();
    if (options.animate && speed > 0) {
      await this.run(morphTimeline(from, { pits: this._game.pits, score: this._game.score }, Math.max(120, speed * 4)));
    }
    await this.updateComplete;
  }

  /**
   * Take back the last move. Resolves with its record (or `null` at the start) once shown.
   * Against the computer (`ai` one side) the human's move is taken back too, so the human is to
   * move again; the record is then the human's.
   */
  async undo(): Promise<MoveRecord | null> {
    this.finishAnimation();
    let record = this._game.undo();
    if (record && this._ai.undoAgain()) record = this._game.undo() ?? record;
    if (record) {
      const prev = this._game.history[this._game.history.length - 1];
      this._lastMove = prev ? { pit: prev.pit, sown: prev.sown } : null;
      this.syncPosition();
      this.announce(format(this.text.undone, { side: this.sideName(this._game.turn) }));
    }
    await this.updateComplete;
    return record;
  }

  /** Back to the position last set (attribute or `setPosition`), history cleared. */
  async reset(): Promise<void> {
    this.finishAnimation();
    this.loadGame(this._base, this._good.variant);
    this.announce(format(this.text.newPosition, { side: this.sideName(this._game.turn) }));
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
    const last = game.history[game.history.length - 1];
    this._lastMove = last ? { pit: last.pit, sown: last.sown } : null;
    this.syncPosition();
  }

  /** Complete a running animation at once (its promise resolves). */
  finishAnimation(): void {
    this._playback?.finish();
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
    this.attachFeatures();
    watchLanguage();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    boards.delete(this);
    this.finishAnimation();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const good = this._good;
    if (changed.has('variant')) {
      if (isVariantName(this.variant)) {
        if (this.variant !== good.variant) {
          good.variant = this.variant;
          if (this._game.variant !== this.variant && !changed.has('position')) this.changeVariant(this.variant);
        }
      } else {
        this.reportError('variant', this.variant, `'${this.variant}' is not a variant; use one of: ${VARIANTS.join(', ')}`);
        this.variant = good.variant;
      }
    }
    if (changed.has('position') && this.position !== this._game.position) {
      try {
        this.loadGame(this.position ?? 'start', good.variant);
      } catch (e) {
        this.reportError('position', this.position, (e as Error).message);
        this.position = this._game.position;
      }
    } else if (changed.has('variant') && this._game.variant !== good.variant) {
      this.changeVariant(good.variant);
    }
    if (changed.has('interactive')) {
      const v = (this.interactive as string | null) === '' ? 'both' : (this.interactive ?? 'none');
      if (INTERACTIVE.includes(v)) good.interactive = this.interactive = v;
      else {
        this.reportError('interactive', this.interactive, `'${this.interactive}' is not a valid interactive value; use none, south, north or both`);
        this.interactive = good.interactive;
      }
    }
    if (changed.has('orientation')) {
      const v = this.orientation ?? 'south';
      if (ORIENTATIONS.includes(v)) good.orientation = this.orientation = v;
      else {
        this.reportError('orientation', this.orientation, `'${this.orientation}' is not an orientation; use south or north`);
        this.orientation = good.orientation;
      }
    }
    if (changed.has('labels')) {
      const v = this.labels ?? 'none';
      if (LABELS.includes(v)) good.labels = this.labels = v;
      else {
        this.reportError('labels', this.labels, `'${this.labels}' is not a labels value; use none, letters or numbers`);
        this.labels = good.labels;
      }
    }
    if (changed.has('highlight')) {
      try {
        this._marks = parseHighlight(this.highlight);
        good.highlight = this.highlight ?? '';
      } catch (e) {
        this.reportError('highlight', this.highlight, (e as Error).message);
        this.highlight = good.highlight;
      }
    }
    if (changed.has('animationSpeed')) {
      const v = this.animationSpeed ?? DEFAULT_ANIMATION_SPEED;
      if (typeof v === 'number' && Number.isFinite(v) && v >= 0) good.animationSpeed = this.animationSpeed = v;
      else {
        this.reportError('animation-speed', this.getAttribute('animation-speed') ?? this.animationSpeed, `animation-speed must be a number of milliseconds ≥ 0`);
        this.animationSpeed = good.animationSpeed;
      }
    }
    if (changed.has('strings') && this.strings != null && typeof this.strings !== 'object') {
      this.reportError('strings', this.strings, 'strings must be an object of text overrides');
      this.strings = null;
    }
    if (changed.has('annotations') && this.annotations != null && !isAnnotations(this.annotations)) {
      this.reportError('annotations', this.annotations, 'annotations must be { marks: [{ pit, kind }], arrows: [{ from, to }] }');
      this.annotations = null;
    }
    if (!this._lessonsWarned && !this._features.length) {
      const used = LESSON_PROPS.find((k) => changed.has(k) && this[k] != null && this[k] !== false);
      if (used) {
        this._lessonsWarned = true;
        this.reportError(used, this[used], `'${used}' needs the lessons build: import 'oware-board/lessons' (or 'oware-board'), or load oware-board-lessons.min.js`);
      }
    }
    // The roving tab stop: keep it on a sensible pit.
    if (this.focusPit < 0 || this.focusPit > 11) this.focusPit = this.defaultFocus();
  }

  protected override render(): TemplateResult {
    const frame = this.frame;
    const user = this.userLegalMoves();
    let input: ViewInput = {
      pits: frame ? frame.pits : this._game.pits,
      score: frame ? frame.score : this._game.score,
      turn: this._game.turn,
      result: frame ? null : this._game.result,
      legal: frame ? [] : user,
      interactive: this.inter,
      orientation: this.orientation,
      labels: this.labels,
      stores: this.stores,
      lastMove: frame ? null : this._lastMove,
      annotations: mergeAnnotations(this._marks, this.annotations, this._ai.marks),
      strings: this.text,
      focus: this.focusPit,
      flyers: frame?.flyers,
    };
    for (const f of this._features) if (f.view) input = f.view(input);
    const vm = viewModel(input);
    this._view = vm;
    const below = this._features.map((f) => f.renderBelow?.()).filter((x) => x != null && x !== nothing);
    const g = vm.geometry;
    const b = g.board;
    return html`
      <svg
        part="board"
        viewBox="0 0 ${g.width} ${g.height}"
        role="group"
        aria-label="${vm.boardName}. ${vm.status}"
        aria-busy=${this.animating || this.inputLocked || this._ai.thinking ? 'true' : 'false'}
        @click=${this.onClick}
        @keydown=${this.onKeyDown}
      >
        ${DEFS}
        <g aria-hidden="true">
          <rect class="board-shadow" x=${b.x + 3} y=${b.y + 6} width=${b.w} height=${b.h} rx="34"></rect>
          <rect class="board-body" x=${b.x} y=${b.y} width=${b.w} height=${b.h} rx="34"></rect>
          <rect class="board-grain" x=${b.x} y=${b.y} width=${b.w} height=${b.h} rx="34" style="fill:url(#grain);stroke:none"></rect>
          <rect class="board-bevel" x=${b.x + 5} y=${b.y + 5} width=${b.w - 10} height=${b.h - 10} rx="29"></rect>
          <line class="groove" x1=${g.cells[0].x < g.cells[5].x ? g.cells[0].x + 10 : g.cells[5].x + 10} x2=${Math.max(g.cells[0].x, g.cells[5].x) + 90} y1=${(b.y + b.h / 2).toFixed(1)} y2=${(b.y + b.h / 2).toFixed(1)}></line>
        </g>
        ${vm.stores.map((s) => (g.withStores ? this.renderStore(s) : this.renderTray(s)))}
        ${vm.pits.map((p) => this.renderPit(p))}
        <g class="texts" aria-hidden="true">${vm.pits.map((p) => this.renderPitText(p))}</g>
        ${vm.arrows.length
          ? svg`<g aria-hidden="true">${vm.arrows.map((a) => svg`<path class="arrow ${a.kind}" part="arrow" d=${a.d} marker-end="url(#arrowhead)"></path>`)}</g>`
          : nothing}
        ${vm.flyers.length
          ? svg`<g class="flyer" aria-hidden="true">${vm.flyers.map((f) =>
              f.n > 1
                ? svg`<g transform="translate(${f.x.toFixed(1)} ${f.y.toFixed(1)})">${HEAP}<text class="pile-count" y="9">${f.n}</text></g>`
                : seed(Math.round(f.x * 10) / 10, Math.round(f.y * 10) / 10, 30, f.t),
            )}</g>`
          : nothing}
        ${vm.resultText ? this.renderBanner(vm.resultText, b) : nothing}
        ${this._ai.render(b)}
      </svg>
      ${this.notice || vm.caption || below.length
        ? html`<div class="below">${this.notice
            ? html`<div class="notice" part="notice"><span>${this.notice.text}</span><button type="button" aria-label=${this.text.dismiss} @click=${this.dismissNotice}>✕</button></div>`
            : nothing}${below}${vm.caption ? html`<p class="caption" part="caption">${vm.caption}</p>` : nothing}</div>`
        : nothing}
      <div class="sr-only" role="status" aria-live="polite" aria-atomic="true" id="live"></div>
    `;
  }

  protected override updated(): void {
    if (this._restoreFocus) {
      this._restoreFocus = false;
      this.pitElement(this.focusPit)?.focus();
    }
  }

  // ---- rendering pieces ----------------------------------------------------------------------

  private renderPit(p: PitView): TemplateResult {
    const c = p.center;
    const seedsTpl = p.seeds.map(
      (s) => seed(s.x, s.y, s.r, s.t),
    );
    return svg`<g
      class="${p.part}${p.button ? ' button' : ''}"
      part=${p.part}
      data-pit=${p.pit}
      role=${p.button ? 'button' : 'img'}
      aria-label=${p.name}
      aria-disabled=${p.button && !p.legal ? 'true' : nothing}
      tabindex=${p.button ? p.tabIndex : nothing}
    >
      <rect class="hit" x=${p.cell.x} y=${p.top ? p.cell.y - 40 : p.cell.y} width=${p.cell.w} height=${p.cell.h + 40}></rect>
      <circle class="bowl" cx=${c.x} cy=${c.y} r=${PIT_R}></circle>
      ${seedsTpl}
      <circle class="shade" cx=${c.x} cy=${c.y} r=${PIT_R + 1.5}></circle>
      <circle class="ring" cx=${c.x} cy=${c.y} r=${PIT_R + 4}></circle>
    </g>`;
  }

  /** Counts, labels, piles and badges: outside the buttons (their names say it all), not hit targets. */
  private renderPitText(p: PitView): TemplateResult {
    const c = p.center;
    return svg`${p.pile ? svg`<text class="pile-count" data-pile-for=${p.pit} x=${c.x} y=${c.y + 9}>${p.count}</text>` : nothing}
      <text class="count" part="count" data-count-for=${p.pit} x=${p.label !== null ? p.countAt.x + 10 : p.countAt.x} y=${p.countAt.y}>${p.count}</text>
      ${p.label !== null ? svg`<text class="label" part="label" data-label-for=${p.pit} x=${p.countAt.x - 30} y=${p.countAt.y - 1}>${p.label}</text>` : nothing}
      ${p.badge ? svg`<g class="badge ${p.badgeKind ?? ''}" part="marker"><rect x=${c.x + 17 - Math.max(0, [...p.badge].length - 1) * 5} y=${c.y - 43} width=${26 + Math.max(0, [...p.badge].length - 1) * 10} height="26" rx="13"></rect><text x=${c.x + 30} y=${c.y - 24}>${p.badge}</text></g>` : nothing}`;
  }

  private renderStore(s: StoreView): TemplateResult {
    const r = s.rect;
    return svg`<g class="store${s.toMove ? ' to-move' : ''}" part="store" role="img" aria-label=${s.name}>
      <rect class="store-body" x=${r.x} y=${r.y} width=${r.w} height=${r.h} rx=${r.w / 2}></rect>
      ${s.seeds.map((d) => seed(d.x, d.y, d.r, d.t))}
      <rect class="store-shade" x=${r.x} y=${r.y} width=${r.w} height=${r.h} rx=${r.w / 2}></rect>
      <rect class="store-turn" x=${r.x - 4} y=${r.y - 4} width=${r.w + 8} height=${r.h + 8} rx=${r.w / 2 + 4}></rect>
      <text class="count" part="count" x=${s.countAt.x} y=${s.countAt.y} aria-hidden="true">${s.count}</text>
    </g>`;
  }

  private renderTray(s: StoreView): TemplateResult {
    const r = s.rect;
    return svg`<g class="store${s.toMove ? ' to-move' : ''}" part="store" role="img" aria-label=${s.name}>
      <circle class="tray" cx=${r.x + r.w / 2} cy=${r.y + r.h / 2} r=${r.w / 2}></circle>
      <circle class="store-turn" cx=${r.x + r.w / 2} cy=${r.y + r.h / 2} r=${r.w / 2 + 5}></circle>
      <text class="tray-count" part="count" x=${s.countAt.x} y=${s.countAt.y} aria-hidden="true">${s.count}</text>
    </g>`;
  }

  private renderBanner(text: string, b: { x: number; y: number; w: number; h: number }): TemplateResult {
    const want = 40 + text.length * 15;
    const w = Math.min(b.w - 80, want);
    return svg`<g class="banner" aria-hidden="true">
      <rect x=${b.x + b.w / 2 - w / 2} y=${b.y + b.h / 2 - 27} width=${w} height="54" rx="27"></rect>
      <text x=${b.x + b.w / 2} y=${b.y + b.h / 2 + 10} textLength=${want > w ? w - 40 : nothing} lengthAdjust="spacingAndGlyphs">${text}</text>
    </g>`;
  }

  // ---- input -------------------------------------------------------------------------------

  private _restoreFocus = false;

  private onClick = (e: MouseEvent): void => {
    const wasAnimating = this.animating;
    this.finishAnimation();
    const pit = this.pitFromEvent(e);
    if (pit === null || this._features.some((f) => f.pitActivated?.(pit, e)) || this.inter === 'none') return;
    if (wasAnimating && !this.userLegalMoves().includes(pit)) return;
    this.focusPit = pit;
    this.userMove(pit);
  };

  private onKeyDown = (e: KeyboardEvent): void => {
    const pit = this.pitFromEvent(e);
    if (pit === null || !this._view?.interactive || this._features.some((f) => f.pitKey?.(pit, e))) return;
    const g = geometry(this.orientation, this.stores);
    const row = (p: number) => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].filter((q) => g.top[q] === g.top[p]).sort((a, b) => g.cells[a].x - g.cells[b].x);
    const same = row(pit);
    const idx = same.indexOf(pit);
    let next: number | null = null;
    switch (e.key) {
      case 'ArrowRight':
        next = same[Math.min(5, idx + 1)];
        break;
      case 'ArrowLeft':
        next = same[Math.max(0, idx - 1)];
        break;
      case 'ArrowUp':
      case 'ArrowDown': {
        const other = row(11 - pit);
        const wantTop = e.key === 'ArrowUp';
        next = g.top[pit] === wantTop ? pit : other[idx];
        break;
      }
      case 'Home':
        next = same[0];
        break;
      case 'End':
        next = same[5];
        break;
      case 'Enter':
      case ' ':
        e.preventDefault();
        this.finishAnimation();
        this.userMove(pit);
        return;
      default:
        return;
    }
    e.preventDefault();
    this.finishAnimation();
    if (next !== null && next !== undefined) this.moveFocus(next);
  };

  private moveFocus(pit: number): void {
    this.focusPit = pit;
    this._restoreFocus = true;
    this.requestUpdate();
  }

  /** A user's click or key on a pit: checked against `interactive`, the turn and the rules. */
  private userMove(pit: number): void {
    const owner: Side = pit < 6 ? 'south' : 'north';
    const inter = this.inter;
    const mayMove = inter === 'both' || inter === owner;
    const turn = this._game.turn;
    const s = this.text;
    const letter = this.pitText(pit);
    if (!mayMove) {
      this.refuse(pit, 'not-interactive', `pit ${pitLetter(pit)} (${pit}) cannot be moved on this board (interactive="${inter}")`, 'user');
      return;
    }
    if (this.inputLocked || this._ai.locked || (owner !== turn && !this._game.result)) {
      this.refuse(pit, 'not-your-turn', `it is ${turn === 'south' ? 'South' : 'North'}'s turn`, 'user', format(s.illegalNotYourTurn, { side: this.sideName(turn), letter }));
      return;
    }
    this._restoreFocus = true;
    this.playFrom(pit, 'user').catch(() => undefined);
  }

  /** Fire `oware-illegal-move`, tell the console and the user; nothing changes. */
  private refuse(pit: number | null, reason: OwareIllegalReason, message: string, source: MoveSource, shown?: string): void {
    emit(this, 'oware-illegal-move', { pit, reason, message, source });
    const text = shown ?? this.illegalText(pit, reason);
    if (source === 'user') {
      console.info(`<oware-board>: move refused (${reason}): ${message}`);
      this.notice = { text, kind: 'illegal' };
      this.announce(text);
    } else {
      console.warn(`<oware-board>: illegal move (${reason}): ${message}`);
    }
  }

  private illegalText(pit: number | null, reason: OwareIllegalReason): string {
    const s = this.text;
    const turn = this._game.turn;
    const letter = pit === null ? '?' : this.pitText(pit);
    const owner = pit !== null && pit < 6 ? 'south' : 'north';
    const values = { letter, side: this.sideName(turn), owner: this.sideName(owner) };
    const table: Record<OwareIllegalReason, string> = {
      'game-over': s.illegalGameOver,
      'not-your-pit': s.illegalNotYourPit,
      'empty-pit': s.illegalEmptyPit,
      'must-feed': s.illegalMustFeed,
      'grand-slam': s.illegalGrandSlam,
      'invalid-move': s.illegalInvalidMove,
      'not-your-turn': s.illegalNotYourTurn,
      'not-interactive': s.illegalNotInteractive,
    };
    return format(table[reason], values);
  }

  private pitFromEvent(e: Event): number | null {
    for (const t of e.composedPath()) {
      if (t instanceof Element && t.hasAttribute('data-pit')) return Number(t.getAttribute('data-pit'));
      if (t === this) break;
    }
    return null;
  }

  private pitElement(pit: number): SVGGElement | null {
    return this.renderRoot.querySelector?.(`[data-pit="${pit}"]`) ?? null;
  }

  private dismissNotice = (): void => {
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

  private sideName(side: Side): string {
    return side === 'south' ? this.text.south : this.text.north;
  }

  private pitText(pit: number): string {
    return this.labels === 'numbers' ? String(pit) : pitLetter(pit);
  }

  /** The moves the user may make now by click or key. */
  private userLegalMoves(): number[] {
    const inter = this.inter;
    if (inter === 'none' || this.inputLocked || this._ai.locked) return [];
    const turn = this._game.turn;
    if (inter !== 'both' && inter !== turn) return [];
    return this._game.legalMoves();
  }

  private defaultFocus(): number {
    const legal = this.userLegalMoves();
    if (legal.length) return legal[0];
    return this.orientation === 'north' ? 6 : 0;
  }

  private loadGame(position: string, variant: VariantName): void {
    const game = new Game({ position, variant }); // throws PositionError
    this._game = game;
    this._base = game.position;
    this._lastMove = null;
    this.syncPosition();
    this.focusPit = this.defaultFocus();
  }

  /** Replay the game under another variant; if a move is illegal there, keep the current position only. */
  private changeVariant(variant: VariantName): void {
    const old = this._game;
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
    this.syncPosition();
  }

  private syncPosition(): void {
    this.position = this._game.position;
    this.requestUpdate();
  }

  /** Animation speed in force: 0 when off or when the user prefers reduced motion. */
  private effectiveSpeed(): number {
    const v = this._good.animationSpeed;
    return v > 0 && !prefersReducedMotion() ? v : 0;
  }

  private animateMove(record: MoveRecord): Promise<void> {
    const speed = this.effectiveSpeed();
    if (speed <= 0 || !this.isConnected) {
      this.requestUpdate();
      return this.updateComplete.then(() => undefined);
    }
    return this.run(sowingTimeline(record, geometry(this.orientation, this.stores), speed));
  }

  private async run(timeline: ReturnType<typeof sowingTimeline>): Promise<void> {
    this.finishAnimation();
    let playback: Playback | null = null;
    playback = new Playback(timeline, (f) => {
      if (playback && this._playback !== playback) return; // a stale animation
      this.frame = f;
      if (!f) this._playback = null;
    });
    if (playback.running) this._playback = playback;
    await playback.done;
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

  private moveSentence(r: MoveRecord): string {
    const s = this.text;
    const parts = [format(s.moveSown, { side: this.sideName(r.player), letter: this.pitText(r.pit), seeds: seeds(s, r.sown.length) })];
    if (r.capturedSeeds > 0) parts.push(format(s.moveCaptured, { seeds: seeds(s, r.capturedSeeds), pits: r.captured.map((p) => this.pitText(p)).join(', ') }));
    else if (r.grandSlam) parts.push(s.moveGrandSlam);
    const [south, north] = this._game.score;
    parts.push(format(s.scoreLine, { south, north }));
    if (r.result) parts.push(this._view ? resultText(s, r.result) : '');
    return parts.join(' ');
  }

  /** Report a bad attribute or property value: event, one console warning, a notice; state kept. */
  /** @internal Also used by features for their attributes. */
  reportError(attribute: string, value: unknown, message: string): void {
    console.warn(`<oware-board>: invalid ${attribute} ${JSON.stringify(value)}: ${message}. Keeping the last good value.`);
    this.notice = { text: format(this.text.invalidValue, { attribute, value: String(value) }) + ` \u2014 ${message}`, kind: 'error' };
    emit(this, 'oware-error', { attribute, value, message });
  }
}

import { resultSentence as resultText } from './view-model.js';

function safePit(move: unknown): number | null {
  try {
    return parseMove(move as number | string);
  } catch {
    return null;
  }
}

function isAnnotations(a: unknown): a is Annotations {
  const x = a as Annotations;
  return typeof x === 'object' && x !== null && (x.marks === undefined || Array.isArray(x.marks)) && (x.arrows === undefined || Array.isArray(x.arrows));
}

/** Shared SVG definitions: wood, bowls, seeds, arrowhead. Colours come from CSS (see styles.ts). */
const DEFS = svg`<defs>
  <linearGradient id="wood" x1="0" y1="0" x2="0.15" y2="1">
    <stop offset="0" class="stop-board-light"></stop>
    <stop offset="0.45" class="stop-board"></stop>
    <stop offset="1" class="stop-board" style="stop-opacity:1"></stop>
  </linearGradient>
  <pattern id="grain" width="240" height="60" patternUnits="userSpaceOnUse">
    <path d="M0 12 C60 4 120 20 240 10 M0 30 C80 24 150 40 240 28 M0 48 C70 42 170 58 240 47" fill="none" stroke="currentColor" class="board-grain" style="opacity:1"></path>
  </pattern>
  <radialGradient id="bowl" cx="0.5" cy="0.45" r="0.6">
    <stop offset="0" class="stop-pit-deep"></stop>
    <stop offset="0.75" class="stop-pit"></stop>
    <stop offset="1" class="stop-edge"></stop>
  </radialGradient>
  <radialGradient id="bowl-store" cx="0.5" cy="0.5" r="0.7">
    <stop offset="0" class="stop-pit-deep"></stop>
    <stop offset="0.8" class="stop-pit"></stop>
    <stop offset="1" class="stop-edge"></stop>
  </radialGradient>
  <radialGradient id="shade" cx="0.5" cy="0.72" r="0.62" fx="0.5" fy="0.85">
    <stop offset="0.7" stop-color="#000" stop-opacity="0"></stop>
    <stop offset="1" stop-color="#000" stop-opacity="0.45"></stop>
  </radialGradient>
  <linearGradient id="shade-store" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#000" stop-opacity="0.35"></stop>
    <stop offset="0.18" stop-color="#000" stop-opacity="0"></stop>
  </linearGradient>
  ${[1, 2, 3, 4].map(
    (n) => svg`<radialGradient id="seedfill-${n - 1}" cx="0.5" cy="0.5" r="0.5" fx="0.34" fy="0.3">
      <stop offset="0" class="stop-seed-shine"></stop>
      <stop offset="0.28" class="stop-seed-${n}"></stop>
      <stop offset="0.72" class="stop-seed-${n}"></stop>
      <stop offset="1" class="stop-seed-edge"></stop>
    </radialGradient>`,
  )}
  <marker id="arrowhead" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="3.2" markerHeight="3.2" orient="auto-start-reverse">
    <path class="arrow-head" d="M0 0 L10 5 L0 10 z"></path>
  </marker>
</defs>`;

/** A small heap of seeds flying together (captures). */
const HEAP = svg`${seed(-7, 3, 20, 0)}${seed(7, 4, 150, 1)}${seed(0, -5, 80, 2)}`;

/** One seed: an ellipse whose radial gradient carries the tone, the shading and the shine. */
function seed(x: number, y: number, r: number, t: number): TemplateResult {
  return svg`<ellipse class="seed" part="seed" cx=${x} cy=${y} rx=${SEED_RX} ry=${SEED_RY} fill="url(#seedfill-${t})" transform="rotate(${r} ${x} ${y})"></ellipse>`;
}

export { OwareError, IllegalMoveError };
