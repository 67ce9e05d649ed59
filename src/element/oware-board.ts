/**
 * `<oware-board>`: a live Oware (Abapa) board. The element is a shell: its properties, its
 * lifecycle and its public methods. The parts do the work — {@link checkAll} checks the
 * properties against one table, {@link boardView} says what to draw and `render.ts` draws it,
 * {@link AnimationRunner} plays the engine's move records, {@link RovingFocus} and
 * {@link arrowTarget} handle the keyboard, {@link AiPlayer} is the computer player, `Notices`
 * speaks to the user, and features plug in through `FeatureBoard` (the registered features, the host they get, the members they serve); the pits take input through `InputBoard`.
 */
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import {
  type Game,
  IllegalMoveError,
  type MoveRecord,
  OwareError,
  parseMove,
  parsePosition,
  pitLetter,
} from '../engine/index.js';
import { format, languageOf, loadLanguage } from '../i18n/index.js';
import type { SeedStep } from '../steps/seeds.js';
import { loadAi } from './ai-load.js';
import type { AiAnalysis, AiHint, AiPlayer } from './ai-player.js';
import { prefersReducedMotion, prefetchTimelines, withTimelines } from './animation.js';
import { type Annotations, mergeAnnotations, NO_ANNOTATIONS, pitOf } from './annotations.js';
import { emit, type MoveSource } from './events.js';
import type { BoardFeature, BoardFeatureFactory, FeatureHost } from './features.js';
import { undoMove } from './game-state.js';
import { InputBoard } from './input-board.js';
import { LanguageWatch } from './language.js';
import { geometry } from './layout.js';
import { renderBelow, renderFlyers, renderLayers, renderResult, renderThinking } from './render.js';
import { styles } from './styles.js';
import { type AiSide, checkAll, checkData, DEFAULT_ANIMATION_SPEED, keepGood } from './validation.js';
import { boardView, moveSentence, type ViewInput } from './view-model.js';

export type { AiAnalysis, AiHint, BoardFeature, BoardFeatureFactory, FeatureHost, SeedStep };
export { type AiSide, DEFAULT_ANIMATION_SPEED };

/** Options of {@link OwareBoard.setPosition}. */
export interface SetPositionOptions {
  /** Animate the change (a short morph); default `false`. */
  animate?: boolean;
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
 * @fires oware-analysis - (`analysis`, full build) Every legal move valued: `{ position, moves: [{ pit, letter, score, outcome }] }`.
 * @fires oware-match-over - (`match`, full build) The match is decided: `{ winner, games, score, computer }`.
 *
 * @csspart board - The SVG board.
 * @csspart pit - Each pit (with state parts `legal`, `last-move`, `last-move-origin`, `highlight`, `capture`, `origin`, … and mark kinds).
 * @csspart store - The stores or compact score trays.
 * @csspart seed - Each seed (a path in its pit or store).
 * @csspart count - Each pit's and store's seed count.
 * @csspart label - Pit letters or numbers.
 * @csspart notice - The notice under the board.
 * @csspart caption - The annotations' caption.
 * @csspart thinking - The "thinking" label while the computer searches.
 * @csspart hint - A pit marked by `hint()` (also a state part of `pit`).
 * @csspart result - The result panel under the board (the game's end: who won, the score, the reason).
 * @csspart controls - The control bar; each button is `control` plus its name: on a game `new-game`, `undo`, `hint`, `copy-position`, `copy-moves`, `copy-record`, `download`; in the lessons `first`, `previous`, `play`, `pause`, `next`, `last`, `retry`, `hint`, `undo`, `clear`, `start`, and seed by seed `seed-step`, `seed-previous`, `seed-next`; in the record viewer also `previous-variation`, `next-variation`.
 * @csspart review - The review bar of a game (buttons `control first`, `previous`, `next`, `last`, `live`).
 * @csspart status - The game controls' message (a hint, a copy, a refused move while reviewing).
 * @csspart seed-count - (lessons build) "Step 3 of 14" while walking a move seed by seed.
 * @csspart move-list - The move list (a game's review, the lessons' or the record viewer's); each entry is `move`.
 * @csspart ply - "Move 2 of 4".
 * @csspart marker - (lessons build) A pit's marker badge.
 * @csspart arrow - (lessons build) An arrow between pits.
 * @csspart puzzle - (lessons build) The puzzle panel; `feedback` its message.
 * @csspart analysis - (`analysis`) A move's value badge on its pit, with `win`, `loss`, `draw`, `plus`, `minus` or `even`.
 * @csspart match - (`match`) The match's score line under the board; its buttons are `control next-game` and `control new-match`.
 * @csspart editor - (lessons build) The position editor; `toolbar`, `total`, `help` and `issues` inside it.
 * @csspart variations - (record viewer) The buttons that choose how a record goes on after a fork; each is `fork`.
 * @csspart variation - (record viewer) A variation's list inside the move list.
 * @csspart comment - (record viewer) A comment in the move list.
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
 * @cssprop --oware-banner - The result panel and the thinking label.
 * @cssprop --oware-banner-text - Their text.
 * @cssprop --oware-notice - The notice under the board.
 * @cssprop --oware-notice-text - Its text.
 * @cssprop --oware-control - Control buttons; --oware-control-hover and --oware-control-text too.
 */
export class OwareBoard extends InputBoard {
  static override styles = styles;

  private _marks: Annotations = NO_ANNOTATIONS;
  /** The language this board last asked to be loaded. */
  private _askedLang?: string;
  /** The computer player: loaded and made when the board first has `ai` or is asked for a hint or an analysis. */
  private _aiPlayer?: AiPlayer;
  private _aiLoading?: Promise<AiPlayer>;
  private _ai(): Promise<AiPlayer> {
    return (this._aiLoading ??= loadAi().then(
      (m) =>
        (this._aiPlayer = new m.AiPlayer(this, {
          game: () => this._game,
          settings: () => this._good,
          animation: this._animation,
          play: (pit) => this.playFrom(pit, 'ai'),
        })),
    ));
  }

  constructor() {
    super();
    new LanguageWatch(this);
  }

  // ---- read-only state -------------------------------------------------------------------

  /** Whether the computer is thinking (host attribute `thinking`). */
  get thinking(): boolean {
    return this._aiPlayer?.thinking ?? false;
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
   * Play a move on behalf of `source` (`user`, `api` or `ai`: the computer player's moves come
   * this way); it ignores `interactive` and `inputLocked`. Behaves as {@link play} otherwise.
   */
  playFrom(move: number | string, source: MoveSource): Promise<MoveRecord | null> {
    this.finishAnimation();
    const game = this._game;
    const err = game.checkMove(move);
    if (err) {
      this._refuse(err.pit ?? pitOf(move), err.reason, err.message, source);
      return Promise.reject(err);
    }
    const pit = parseMove(move);
    if (
      emit(
        this,
        'oware-before-move',
        { pit, letter: pitLetter(pit), player: game.turn, position: game.position, source },
        { cancelable: true },
      ).defaultPrevented
    ) {
      return Promise.resolve(null);
    }
    const record = game.play(pit);
    this._show(record);
    this._notices.clear('illegal');
    const speed = this._speed();
    const done =
      speed && this.isConnected
        ? this._animation.run(
            withTimelines((t) => t.sowingTimeline(record, geometry(this.orientation, this.stores), speed)),
            () => ({ ...parsePosition(record.before), flyers: [] }),
          )
        : this.updateComplete;
    this._notices.announce(moveSentence(this.text, record, this.labels, this._buttons != null));
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
      this._notices.report('position', position, (e as Error).message);
      throw e;
    }
    this._say('newPosition');
    const speed = this._speed();
    const to = this._game;
    if (options.animate && speed)
      await this._animation.run(
        withTimelines((t) => t.morphTimeline(from, to, Math.max(120, speed * 4))),
        () => ({ pits: from.pits.slice(), score: [from.score[0], from.score[1]], flyers: [] }),
      );
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
    const record = undoMove(game, this._good.ai);
    if (record) {
      this._show(game.history[game.history.length - 1]);
      this._say('undone');
    }
    await this.updateComplete;
    return record;
  }

  /**
   * Start a new game: back to the position last set (as {@link reset}), leaving a review. Against
   * the computer, the computer opens when it is to move. In a `match`, the match starts over (as
   * {@link newMatch}). Resolves when shown.
   */
  newGame(): Promise<void> {
    return this.match && this._features.list.some((f) => f.commands?.newMatch) ? this.newMatch() : this.reset();
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

  /** A strong short search for the side to move; marks the pit `hint` for two seconds. Rejects when the game is over. */
  async hint(): Promise<AiHint> {
    const { move, score } = await (await this._ai()).hint();
    return { move, letter: move >= 0 ? pitLetter(move) : '', score };
  }

  /** Level-5 analysis of the current position (`timeMs`, default 1000). Rejects when the game is over. */
  async analyze({ timeMs = 1000 }: { timeMs?: number } = {}): Promise<AiAnalysis> {
    const { move, score, depth, pv } = await (await this._ai()).ask({ level: 5, timeMs });
    return { move, score, depth, pv };
  }

  // ---- lifecycle ---------------------------------------------------------------------------

  protected override willUpdate(changed: PropertyValues<this>): void {
    const good = this._good;
    const has = (p: keyof OwareBoard) => changed.has(p);
    const host = this._host;
    const report: typeof host.reportError = (attribute, value, message, refused) =>
      host.reportError(attribute, value, message, refused);
    if ((this.interactive as string) === '') this.interactive = 'both';
    // A language not in the page yet is fetched (English until it is there), once per language the
    // board is in: a failed fetch is reported once, not again on every update.
    const lang = languageOf(this);
    if (lang !== this._askedLang) {
      this._askedLang = lang;
      loadLanguage(lang)?.then(
        () => this.requestUpdate(),
        (e) => report('lang', lang, `the '${lang}' strings could not be loaded: ${e?.message ?? e}`, false),
      );
    }
    checkAll(this, good, changed, report);
    if (has('position') && this.position !== this._game.position) {
      try {
        const p: unknown = this.position ?? 'start';
        if (typeof p !== 'string') throw new TypeError(`the position must be a string, not ${typeof p}`);
        this._load(p);
      } catch (e) {
        report('position', this.position, (e as Error).message);
        this.position = this._game.position;
      }
    } else if (this._game.variant !== good.variant) this._replay();
    this._marks = checkData(this, changed, report) ?? this._marks;
    this._features.check(this, has, this._marks.arrows.length > 0);
    this._features.willUpdate(changed);
    keepGood(this, good, changed); // what the features set (the lessons' `ply`) is the last good value too
    if (this._aiPlayer) this._aiPlayer.sync();
    else if (this._good.ai !== 'none' && !this._aiLoading)
      this._ai().then(
        () => this.requestUpdate(),
        (e) => report('ai', this._good.ai, `the computer player could not be loaded: ${e?.message ?? e}`),
      );
    // A board that moves (by input or the computer) will animate: its timelines are fetched ahead.
    if (this._inter !== 'none' || good.ai !== 'none') prefetchTimelines(() => this._speed() > 0);
    // While the focus is elsewhere, the tab stop is on a pit the user may play (a new game, the computer's reply).
    const moves = this._input.moves();
    if (moves.length && !moves.includes(this._focus.pit) && !this.matches(':focus-within')) this._focus.pit = moves[0]!;
  }

  protected override render(): TemplateResult {
    const frame = this._animation.frame;
    const game = this._game;
    let input: ViewInput = {
      pits: (frame ?? game).pits,
      score: (frame ?? game).score,
      turn: game.turn,
      result: frame ? null : game.result,
      legal: frame ? [] : this._input.moves(),
      interactive: this._inter,
      orientation: this.orientation,
      labels: this.labels,
      stores: this.stores,
      lastMove: frame ? null : this._lastMove,
      annotations: mergeAnnotations(this._marks, this.annotations, this._aiPlayer?.hintMarks ?? null),
      strings: this.text,
      focus: this._focus.pit,
      flyers: frame?.flyers,
    };
    input = this._features.view(input);
    // What is drawn follows from `input` alone (features may have changed it).
    const view = boardView(input);
    this._buttons = view.buttons;
    const s = input.strings;
    const w = view.geometry.width;
    const waiting = this._features.waiting;
    return html`<svg
        part="board"
        class=${waiting ? 'waiting' : nothing}
        viewBox="0 0 ${w} 302"
        role="group"
        aria-label=${view.name}
        aria-busy=${waiting || this.animating || this.inputLocked || this.thinking ? 'true' : 'false'}
        @click=${this._input}
        @keydown=${this._input}
      >${renderLayers(view)}${this._features.overlay(input, view.geometry)}${renderFlyers(view.flyers)}${renderThinking(this.thinking ? (s.thinking ?? '') : null, w)}</svg
      >${renderBelow(renderResult(view.resultPanel, view.resultPanel ? this._features.result() : []), this._notices.notice, this._features.below(), view.caption, s.dismiss, this._notices.dismiss)}<div class="sr-only" role="status" aria-live="polite" aria-atomic="true" id="live"></div>`;
  }

  // ---- state changes -------------------------------------------------------------------------

  /** Announce `newPosition` or `undone` for the side to move. */
  private _say(key: 'newPosition' | 'undone'): void {
    const s = this.text;
    this._notices.announce(format(s[key], { side: s[this._game.turn] }));
  }

  /** For features: show `game` (a copy, with its history); `reset()` returns to its start. */
  protected override _showGame(game: Game): void {
    this.finishAnimation();
    this._game = game.clone();
    this._base = game.startPosition;
    this._show(game.history[game.history.length - 1]);
  }

  protected override _load(position: string): void {
    super._load(position);
    this._focus.reset();
  }

  /** Animation speed in force: 0 when off or when the user prefers reduced motion. */
  private _speed(): number {
    return prefersReducedMotion() ? 0 : this._good.animationSpeed;
  }
}

export { IllegalMoveError, OwareError };
