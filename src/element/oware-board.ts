/**
 * `<oware-board>`: one class over controllers and pure functions — the game ({@link GameState}),
 * moves played out ({@link Moves}), input ({@link PitInput}, {@link RovingFocus}), the computer
 * ({@link ComputerSeat}), notices, animation, language and the features ({@link FeatureSet}, from
 * their descriptors). `willUpdate` is a short list of named steps in order; `render.ts` draws.
 */
import { isServer, LitElement, nothing, type PropertyDeclaration, type PropertyValues, type TemplateResult } from 'lit';
import { type Annotations, mergeAnnotations, NO_ANNOTATIONS } from '../diagram/annotations.js';
import { boardView, type Interactive, type Labels, type ViewInput } from '../diagram/view-model.js';
import {
  type Game,
  type GameResult,
  IllegalMoveError,
  type MoveRecord,
  OwareError,
  type Side,
  type VariantName,
} from '../engine/index.js';
import { loadLanguage, resolveStrings, type Strings, type StringTable } from '../i18n/index.js';
import type { SeedStep } from '../steps/seeds.js';
import type { SvgSettings } from '../svg/view-svg.js';
import type { AiAnalysis, AiHint } from './ai-player.js';
import { AnimationRunner, prefetchTimelines } from './animation.js';
import { ComputerSeat } from './computer.js';
import { restyle } from './documents.js';
import { emit, type MoveSource } from './events.js';
import type { BoardFeature as Feature, FeatureApi, FeatureFactory } from './feature-api.js';
import { attachEverywhere, FEATURE_DEFAULTS, FeatureSet, featuresOf } from './features.js';
import { GameState } from './game-state.js';
import { HostStates } from './host-states.js';
import { PitInput } from './input.js';
import { firstPit, RovingFocus } from './keyboard.js';
import { LanguageWatch, languageOf } from './language.js';
import { Moves, type SetPositionOptions } from './moves.js';
import { Notices } from './notices.js';
import { firstRenderTurn, holdWhileOthersWait } from './pace.js';
import { recordText } from './record-text.js';
import { renderBoard } from './render.js';
import { serverStyles } from './server.js';
import { Sides } from './sides.js';
import { styles } from './styles.js';
import { type AiSide, checkAll, checkData, DEFAULT_ANIMATION_SPEED, defaults, keepGood } from './validation.js';
import { viewInput } from './view-input.js';

/**
 * The board as a feature sees it: its public face (properties, the features' own among them, state
 * and methods) and of the element only its shadow root, updates, events and content; not its
 * lifecycle, internals or the rest of the DOM surface. A feature's moves go through `FeatureApi.play`.
 */
export type BoardApi = Omit<Pick<OwareBoard, Exclude<keyof OwareBoard, keyof LitElement>>, 'playFrom'> &
  Pick<
    OwareBoard,
    | 'renderRoot'
    | 'requestUpdate'
    | 'updateComplete'
    | 'isConnected'
    | 'addEventListener'
    | 'removeEventListener'
    | 'children'
    | 'childNodes'
    | 'dispatchEvent'
  >;
/** What a feature may read and call (see {@link FeatureApi}). */
export type FeatureHost = FeatureApi<BoardApi>;
/** A plug-in on every board (see `feature-api.ts`). */
export type BoardFeature = Feature<BoardApi>;
/** Makes a board's controller of a feature. */
export type BoardFeatureFactory = FeatureFactory<BoardApi>;
export { type AiAnalysis, type AiHint, type AiSide, DEFAULT_ANIMATION_SPEED, type SeedStep, type SetPositionOptions };

/** The properties that say what the board shows now, reported by `oware-change` (with `thinking`). */
const REPORTED = ['position', 'ply', 'path', 'orientation', 'interactive', 'ai', 'variant', 'room'] as const;

/**
 * An Oware board: a static diagram or a playable game. Its parts and custom properties are
 * documented with its styles (styles.ts); each feature's attributes, events and parts with its
 * descriptor (`src/<feature>/descriptor.ts`): scripts/cem.config.mjs merges them into the manifest.
 *
 * @tagname oware-board
 *
 * @fires oware-before-move - Cancelable. `{ pit, letter, player, position, source }`; `preventDefault()` vetoes the move.
 * @fires oware-move - A move was played: the engine's move record plus `source` (`user`, `api` or `ai`).
 * @fires oware-illegal-move - A move was refused: `{ pit, reason, message, source }`.
 * @fires oware-game-over - The game ended: `{ winner, score, reason }`.
 * @fires oware-error - An attribute or property got a bad value: `{ attribute, value, message }`; the last good value is kept.
 * @fires oware-change - What the board shows changed: `{ changed }` names the properties to read again (`position`, `ply`, `path`, `orientation`, `interactive`, `ai`, `variant`, `room`, `thinking`).
 *
 * @attr {string} record - (record viewer) An OGN record to show: the same as the `record` property.
 * @attr {string} lang - Language of all text and announcements (`en`, `de`, `fr`, `af`, `ja`); without it the nearest ancestor's `lang` is used (also across shadow roots).
 */
export class OwareBoard extends LitElement {
  static override styles = styles;
  // The page's attributes are the page's: no property is reflected (what the board shows now is read from its
  // properties and `oware-change`). `useDefault`: removing an attribute restores the default set in the
  // constructor. Features' attributes come from their descriptors (`registerDescriptors`).
  static override properties = {
    position: { useDefault: true },
    variant: { useDefault: true },
    interactive: { useDefault: true },
    orientation: { useDefault: true },
    labels: { useDefault: true },
    stores: { type: Boolean },
    highlight: {},
    animationSpeed: { type: Number, attribute: 'animation-speed' },
    strings: { attribute: false },
    annotations: { attribute: false },
    inputLocked: { type: Boolean, attribute: false },
    ply: { type: Number },
    controls: { type: Boolean },
    autoplay: { type: Boolean },
    loop: { type: Boolean },
    caption: { type: Boolean },
    ai: { useDefault: true },
    aiLevel: { type: Number, attribute: 'ai-level' },
    aiTime: { type: Number, attribute: 'ai-time' },
  };
  /** Feature factories every board gets (see {@link BoardFeature}). */
  static features: BoardFeatureFactory[] = [];
  /** Register a feature for every board, existing (on connect) and future ones; idempotent. */
  static addFeature(factory: BoardFeatureFactory): void {
    if (!this.features.includes(factory)) this.features.push(factory);
    attachEverywhere(this.features as never);
  }

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
  /** Overrides of any user-visible text (see {@link Strings}); checked entry by entry, it reads back as a plain copy of its good entries. */
  declare strings: Partial<Strings> | null;
  /** Annotations added by code (lessons): marks with any kind, a caption; marker labels and arrows are drawn by the lessons build. Merged with `highlight`'s marks. Checked entry by entry, it reads back as a plain copy of its good entries. */
  declare annotations: Annotations | null;
  /** While `true`, clicks and keys do not move (e.g. while the AI thinks); refused as `not-your-turn`. */
  declare inputLocked: boolean;
  /** The ply shown: 0 = `position`, negative counts from the end; updated by the controls (a sequence, a record, a game's review). */
  declare ply: number | undefined;
  /** Show controls: a game's bar, the steps of `moves` or a record, or Retry and Hint for a puzzle. */
  declare controls: boolean;
  /** Play `moves` or a record by themselves (with `loop`, again and again). */
  declare autoplay: boolean;
  /** With `autoplay`: start again from the first step after the last. */
  declare loop: boolean;
  /** Show each step's narration (a record: its comment) as a caption under the board. */
  declare caption: boolean;
  /** The computer plays `south`, `north` or `both` sides (`none`: nobody). With one side set and `interactive` at `none`, the other side takes input. */
  declare ai: AiSide;
  /** The computer's strength, 1 (beginner) – 10 (the full search, a second a move); default 5 (club). Each level scores 70–85 % against the one below (docs/ai.md). */
  declare aiLevel: number;
  /** Milliseconds per computer move (overrides the level's own time). */
  declare aiTime: number | undefined;
  private readonly _state = new GameState(this);
  /** The one owner of the sides in force (`ai`, `interactive`, `orientation`, `variant`) that features override. */
  private readonly _sides = new Sides(this);
  private readonly _states = new HostStates(this);
  private readonly _language = new LanguageWatch(this);
  private readonly _notices = new Notices(this, () => this.text, this._language);
  private readonly _features = new FeatureSet<OwareBoard>(this, {
    notices: this._notices,
    state: this._state,
    sides: () => this._sides,
  });
  private readonly _animation = new AnimationRunner(this);
  // The stop starts on a pit the user may play; on the computer's turn, on the user's own row.
  private readonly _focus = new RovingFocus(
    this,
    () => this._input._moves()[0] ?? firstPit(this._state._good.ai, this.orientation),
  );
  private readonly _input = new PitInput(this, this._state, this._focus, this._features as never, this._notices);
  private readonly _moves = new Moves(this, {
    state: this._state,
    input: this._input,
    focus: this._focus,
    notices: this._notices,
    animation: this._animation,
    features: this._features as never,
  });
  private readonly _computer = new ComputerSeat(this, this._state, this._animation, this._notices, this._states);
  private _marks: Annotations = NO_ANNOTATIONS;

  constructor() {
    super();
    Object.assign(this, defaults(), FEATURE_DEFAULTS, { highlight: '', strings: null, annotations: null });
    this.position = this._state._game.position;
    featuresOf.set(this, this._features as never);
  }

  // Also observed: `lang` (the board redraws in its language), `record` (not a declared property: the getter writes OGN).
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'record', 'lang'];
  }

  /** Every property set goes through here: one the page sets while a feature overrides it is the page's again. */
  override requestUpdate(
    name?: PropertyKey,
    old?: unknown,
    options?: PropertyDeclaration,
    useNewValue?: boolean,
    newValue?: unknown,
  ): void {
    if (name !== undefined) this._sides?._set(name);
    super.requestUpdate(name, old, options, useNewValue, newValue);
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    if (name === 'record') this.record = value as string;
    else if (name === 'lang') this.requestUpdate();
    else super.attributeChangedCallback(name, old, value);
  }

  /** A board rendered on a server hydrates once its first render's features and language are here (nothing drawn again). */
  protected override async scheduleUpdate(): Promise<void> {
    const first = !this.hasUpdated;
    const served = first && !!this.shadowRoot?.firstElementChild;
    if (served) await this._features._ready(loadLanguage(languageOf(this)));
    if (first) await firstRenderTurn(served ? undefined : this.renderRoot, this._features.mode(true)); // in short tasks (pace.ts)
    super.scheduleUpdate();
    if (first && !served) holdWhileOthersWait(this.renderRoot);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this._features._connected();
  }

  // Moved into another document (an iframe's): its stylesheets are made again there (see restyle).
  adoptedCallback(): void {
    restyle(this.renderRoot, OwareBoard.elementStyles, this.ownerDocument);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this._features._disconnected();
  }

  /** The player to move. */
  get turn(): Side {
    return this._state._game.turn;
  }
  /** Captured seeds, `[south, north]`. */
  get score(): [number, number] {
    return this._state._game.score;
  }
  /** Seeds in pits 0–11. */
  get pits(): number[] {
    return this._state._game.pits;
  }
  /** Legal moves of the player to move (pits 0–11); empty when the game is over. */
  get legalMoves(): number[] {
    return this._state._game.legalMoves();
  }
  /** `null` while the game goes on, else `{ winner, score, reason }`. */
  get result(): GameResult | null {
    return this._state._game.result;
  }
  /** The moves played since the position was set, as engine move records. */
  get history(): readonly MoveRecord[] {
    return this._state._game.history.slice();
  }
  /** The moves played, as letters (`C f B a`). */
  get moveList(): string {
    return this._state._game.moveList();
  }
  /** A copy of the game (position, history, variant); changing it does not change the board. */
  get game(): Game {
    return this._state._game.clone();
  }
  /** Whether the computer is thinking (the host's custom state `:state(thinking)`; `oware-change` names `thinking` when it turns). */
  get thinking(): boolean {
    return this._computer._thinking;
  }
  /** Whether a sowing animation is running. */
  get animating(): boolean {
    return this._animation.running;
  }
  /** The text table in force: `lang` (own or inherited) plus `strings` overrides. */
  get text(): StringTable {
    return resolveStrings(languageOf(this), this.strings);
  }
  /** The language in force (own `lang` or the nearest ancestor's). */
  get language(): string {
    return languageOf(this);
  }

  /** The game as an OGN record (as Aualé writes it): the record on show in the viewer, with its comments and variations;
   * else the game as played, tagged `Variant`, `Date` (today), `South`, `North`, `Result`, and `FEN` when it did not
   * start at the start position. Setting it (or the `record` attribute) shows a record in the viewer (full build). */
  get record(): string {
    const good = this._state._good;
    return this._features._record() ?? recordText(this._state._game, good.ai, good.aiLevel);
  }
  set record(value: string) {
    this.requestUpdate('record', this._features._setRecordInput(value), undefined, true, value);
  }

  /** Play a move (pit 0–11 or letter) as `source: 'api'`. Resolves with the move record when the
   * animation has finished, or `null` when an `oware-before-move` listener vetoed it. An illegal
   * move fires `oware-illegal-move` and rejects with the engine's `IllegalMoveError` (online: the server's answer). */
  play(move: number | string): Promise<MoveRecord | null> {
    return this._features._instead<MoveRecord>('play', move) ?? this.playFrom(move, 'api');
  }

  /** Play a move on behalf of `source` (`user`, `api` or `ai`: the computer player's moves come this
   * way); it ignores `interactive` and `inputLocked`. Behaves as {@link play} otherwise. */
  playFrom(move: number | string, source: MoveSource): Promise<MoveRecord | null> {
    return this._moves._play(move, source);
  }

  /** Show a new position (string or `start`); history is cleared and `reset()` returns here.
   * Resolves when shown (after a short animation with `{ animate: true }`). A bad position
   * fires `oware-error`, keeps the board, and rejects with the engine's `PositionError`. */
  setPosition(position: string, options: SetPositionOptions = {}): Promise<void> {
    return this._moves._setPosition(position, options.animate);
  }

  /** Take back the last move. Resolves with its record (or `null` at the start) once shown.
   * Against the computer (`ai` one side) the human's move is taken back too, so the human is to
   * move again; the record is then the human's. A feature may do it its own way (online: refused). */
  undo(): Promise<MoveRecord | null> {
    return this._features._instead<MoveRecord>('undo') ?? this._moves._undo();
  }

  /**
   * Start a new game: back to the position last set (as {@link reset}), leaving a review. A
   * feature may start its own (in a `match`, the match starts over, as `newMatch`). Resolves when shown.
   */
  async newGame(): Promise<void> {
    if (this._features._hasCommand('newGame')) await this._features._command('newGame');
    else await this.reset();
  }

  /** Back to the position last set (attribute or `setPosition`), history cleared (online: refused). */
  reset(): Promise<void> {
    return this._features._instead('reset')?.then(() => undefined) ?? this._moves._reset();
  }

  /** Turn the board around (toggles `orientation`). Resolves when redrawn. */
  async flip(): Promise<void> {
    this.finishAnimation();
    this.orientation = this.orientation === 'north' ? 'south' : 'north';
    await this.updateComplete;
  }

  /** Complete a running animation at once (its promise resolves). */
  finishAnimation(): void {
    this._animation.finish();
  }

  /** A staged hint for the side to move — `stage` 1 the idea, 2 the pit (default), 3 the line — as `text` in the board's
   * language with the pit (the search's best move) and the `line`; from stage 2 the pit is marked `hint` for two
   * seconds. One search per position. Rejects when the game is over, or for a stage other than 1–3. */
  hint(options: { stage?: 1 | 2 | 3 } = {}): Promise<AiHint> {
    return this._computer._hint(options?.stage);
  }

  /** Level-5 analysis of the current position (`timeMs`, default 1000). Rejects when the game is over. */
  analyze({ timeMs = 1000 }: { timeMs?: number } = {}): Promise<AiAnalysis> {
    return this._computer._analyze(timeMs);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const report = (a: string, v: unknown, m: string, refused?: boolean) => this._notices.report(a, v, m, refused);
    if ((this.interactive as string) === '') this.interactive = 'both';
    this._language._load(languageOf(this), report);
    checkAll(this, this._state._good, changed, report);
    this.position = this._moves._follow(this.position, changed.has('position'), report);
    this._marks = checkData(this, changed, report) ?? this._marks;
    this._features.check((p) => changed.has(p as keyof OwareBoard), this._marks.arrows.length > 0);
    this._features._willUpdate(changed);
    keepGood(this, this._state._good, changed); // what the features set (the lessons' `ply`) is the last good value too
    this._computer._sync();
    // A board that moves (by input or the computer) will animate: its timelines are fetched ahead.
    if (this._input._sides !== 'none' || this._state._good.ai !== 'none')
      prefetchTimelines(() => this._moves._speed() > 0);
    this._focus.keepOn(this._input._moves(), !isServer && this.matches(':focus-within'));
  }

  /** What `oware-change` last reported of the board's state (see {@link updated}). */
  private _reported?: Record<string, unknown>;

  /** Once drawn: `oware-change` names what the board shows that changed since the last report. */
  protected override updated(): void {
    const now: Record<string, unknown> = {};
    const props = this as unknown as Record<string, unknown>;
    for (const k of REPORTED) now[k] = props[k];
    now.thinking = this.thinking;
    const before = this._reported;
    this._reported = now;
    if (!before) return;
    const changed = Object.keys(now).filter((k) => now[k] !== before[k]);
    if (changed.length) emit(this, 'oware-change', { changed });
  }

  /** What the board draws now (`frame`: an animation's), as the features adjust it. */
  private _viewInput(frame = this._animation.frame): ViewInput {
    const marks = mergeAnnotations(this._marks, this.annotations, this._computer._hintMarks);
    return this._features._view(viewInput(this, this._state, this._input, this._focus.pit, marks, frame));
  }

  /** The picture on show (position, marks, arrows, caption) as a standalone SVG document, as `oware-board/svg` draws
   * it (loaded on first use): `size` in CSS pixels (480), `theme` `light` (default), `dark` or `auto`. */
  async toSVG(options: Partial<Pick<SvgSettings, 'size' | 'theme'>> = {}): Promise<string> {
    return (await import('./to-svg.js')).toSVG(this._viewInput(null), this.language, options);
  }

  protected override render(): TemplateResult {
    const features = this._features;
    const input = this._viewInput();
    // What is drawn follows from `input` alone (features may have changed it).
    const view = boardView(input);
    this._input._buttons = view.buttons;
    const n = this._notices;
    return renderBoard(
      view,
      {
        overlay: features._overlay(input, view.geometry),
        below: features._below(),
        result: view.resultPanel ? features._result() : [],
        top: this._computer._label(input.strings.thinking ?? '', view.geometry.width),
        waiting: features._waiting,
        mode: features.mode(),
        busy: features._waiting || this.animating || this.inputLocked || this.thinking,
        input: this._input,
        notice: n.notice,
        dismiss: n.dismiss,
        styles: isServer ? serverStyles(this) : nothing,
      },
      input.strings.dismiss,
    );
  }
}

export { IllegalMoveError, OwareError };
