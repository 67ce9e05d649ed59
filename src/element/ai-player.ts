/**
 * The computer player of a board, as a Lit reactive controller. It reads the board's `ai`,
 * `ai-level` and `ai-time` (their last good values), asks the shared AI client (one Web Worker for
 * every board, main-thread slices as a fallback) for a move when it is the computer's turn, waits
 * for the running animation to end, and plays the move through the board — same animation and
 * events as a person's move, with `source: 'ai'`. It comes with the AI client in one chunk
 * (ai-load.ts), loaded when a board first needs the computer, so a board that never asks the
 * computer loads neither.
 *
 * Cancellation: every request carries the signal of the current "epoch", which ends (its
 * AbortController aborts) whenever the position, the history length, the variant or an `ai*`
 * setting changes, and when the board leaves the page; the client then drops the request
 * (terminating its worker if it was busy with it). A result is also checked against the live
 * position before it is played, so a stale move is never made.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { TOP_LEVEL } from '../ai/level-range.js';
import type { SearchOptions, SearchResult } from '../ai/search.js';
import { searchAsync } from '../ai/search-async.js';
import { adoptStyles } from '../controls/adopt.js';
import type { Annotations } from '../diagram/annotations.js';
import type { Game } from '../engine/index.js';
import { pitName } from '../engine/notation.js';
import type { StringTable } from '../i18n/index.js';
import type { AnimationRunner } from './animation.js';
import type { HintStage } from './hint-text.js';
import { computersTurn } from './input.js';
import { renderThinking, thinkingStyles } from './thinking.js';
import type { CheckedValues } from './validation.js';

/** What the computer player needs of its board. */
export interface AiPlayerHost extends ReactiveControllerHost {
  readonly isConnected: boolean;
  readonly renderRoot: HTMLElement | DocumentFragment;
  /** The text table in force (the hint's sentences). */
  readonly text: StringTable;
}

/** The board's parts the computer player reads and drives. */
export interface AiPlayerParts {
  /** The live game. */
  game(): Game;
  /** The last good values of the board's settings. */
  settings(): Pick<CheckedValues, 'ai' | 'aiLevel' | 'aiTime' | 'variant' | 'labels'>;
  animation: AnimationRunner;
  /** Play the computer's move (as `source: 'ai'`). */
  play(pit: number): Promise<unknown>;
  /** The computer starts (`true`) or stops thinking: the board's custom state `thinking`. */
  thinking(on: boolean): void;
}

/** What the board's `hint()` resolves with. */
export interface AiHint {
  /** The hinted pit, 0–11 (the search's best move; the same as `pit`). */
  move: number;
  letter: string;
  /** From the side to move's view: 100 per seed; ±(30000 − plies) a forced win or loss. */
  score: number;
  /** The hinted pit, 0–11: the search's best move, the same at every stage of a position. */
  pit: number;
  /** The stage the sentence is for: 1 the idea, 2 the pit, 3 the line. */
  stage: HintStage;
  /** The sentence, in the board's language ("Look at North's pits with 1 or 2 seeds.", "Play F.", "F sows to c and captures 3; …"). */
  text: string;
  /** The principal variation, starting with `pit` (the moves the stage-3 sentence tells). */
  line: number[];
}

/** What a hint's search gave (kept for the stages of one position). */
type HintSearch = { game: Game; result: SearchResult };
/** What the board's `analyze()` resolves with. */
export type AiAnalysis = Pick<SearchResult, 'move' | 'score' | 'depth' | 'pv'>;

export class AiPlayer implements ReactiveController {
  /** A pit marked `hint` for a moment after {@link hint}. */
  hintMarks: Annotations | null = null;
  #busy = false;
  /** The current epoch: aborted when the position or a setting changes (see above). */
  #epoch = new AbortController();
  #key = '';
  /** The last hint's search, for the other stages of the same position (dropped with the epoch). */
  #hint: Promise<HintSearch> | null = null;

  readonly #host: AiPlayerHost;
  readonly #parts: AiPlayerParts;

  constructor(host: AiPlayerHost, parts: AiPlayerParts) {
    this.#host = host;
    this.#parts = parts;
    host.addController(this);
  }

  /** Whether the computer is thinking (also the host attribute `thinking`). */
  get thinking(): boolean {
    return this.#busy;
  }

  /** Whether it is the computer's turn now (user input is refused). */
  get locked(): boolean {
    return computersTurn(this.#parts.game(), this.#parts.settings().ai);
  }

  hostConnected(): void {
    adoptStyles(this.#host, thinkingStyles);
    this.#host.requestUpdate(); // look again once on the page (see sync)
  }

  /** The thinking label (see thinking.ts). */
  label(text: string, w: number): unknown {
    return renderThinking(text, w);
  }

  hostDisconnected(): void {
    this.sync();
  }

  /**
   * End the epoch if what a search result depends on changed (position, history length, variant,
   * the AI settings, being on the page): abort, drop the hint mark, then think if it is the
   * computer's turn. Returns the epoch's signal.
   */
  sync(): AbortSignal {
    const game = this.#parts.game();
    const s = this.#parts.settings();
    const key = this.#host.isConnected
      ? [game.position, game.history.length, s.variant, s.ai, s.aiLevel, s.aiTime].join()
      : '';
    if (key !== this.#key) {
      this.#key = key;
      this.#epoch.abort();
      this.#epoch = new AbortController();
      this.#hint = null;
      this.#mark(null);
      this.#setThinking(false);
      if (key && this.locked) void this.#think();
    }
    return this.#epoch.signal;
  }

  /** The live game as a key (its position and history length): what a search result is of. */
  at(): string {
    const game = this.#parts.game();
    return game.position + game.history.length;
  }

  /**
   * Search the live position (within the current epoch). Rejects when the game is over, and with
   * an `AbortError` when the game is no longer `at` (the game when the board was asked, e.g. before
   * this chunk loaded), before or after the search.
   */
  async ask(options: SearchOptions, at = this.at()): Promise<SearchResult> {
    const moved = () => {
      if (at !== this.at()) throw new DOMException('The position changed', 'AbortError');
    };
    moved();
    const signal = this.sync();
    const game = this.#parts.game();
    if (game.result) throw new Error('<oware-board>: the game is over');
    const r = await searchAsync({ position: game, ...options }, { signal });
    moved();
    return r;
  }

  /**
   * A hint at `stage` (1 the idea, 2 the pit, 3 the line): one strong short search per position
   * (the top level, 300 ms), its best move explained by the sentences of hint-text.ts. From stage 2 the
   * pit is marked `hint` for two seconds. Rejects with a `RangeError` for another stage; the game
   * `at` as in {@link ask}.
   */
  async hint(stage: HintStage = 2, at?: string): Promise<AiHint> {
    if (stage !== 1 && stage !== 2 && stage !== 3)
      throw new RangeError(`<oware-board>: the hint's stage must be 1, 2 or 3, not ${String(stage)}`);
    const signal = this.sync();
    const search = (this.#hint ??= this.ask({ level: TOP_LEVEL, timeMs: 300 }, at).then((result) => ({
      game: this.#parts.game().clone(),
      result,
    })));
    search.catch(() => {
      if (this.#hint === search) this.#hint = null;
    });
    const [{ game, result: r }, { hintFacts, hintSentence }] = await Promise.all([search, import('./hint-chunk.js')]);
    const pit = r.move;
    const labels = this.#parts.settings().labels;
    const text = hintSentence(hintFacts(game, r), stage, this.#host.text, (p) => pitName(p, labels));
    if (stage > 1 && !signal.aborted) {
      this.#mark({ marks: [{ pit, kind: 'hint' }], arrows: [] });
      setTimeout(() => signal.aborted || this.#mark(null), 2000);
    }
    return { move: pit, letter: '', score: r.score, pit, stage, text, line: r.pv[0] === pit ? r.pv : [pit] };
  }

  #mark(marks: Annotations | null): void {
    this.hintMarks = marks;
    this.#host.requestUpdate();
  }

  #setThinking(on: boolean): void {
    if (this.#busy !== on) {
      this.#parts.thinking((this.#busy = on));
      this.#host.requestUpdate();
    }
  }

  async #think(): Promise<void> {
    const signal = this.#epoch.signal;
    const { aiLevel, aiTime } = this.#parts.settings();
    const animation = this.#parts.animation;
    this.#setThinking(true);
    try {
      const r = await this.ask({ level: aiLevel as SearchOptions['level'], timeMs: aiTime });
      // let the previous move's animation end first
      while (animation.running && !signal.aborted) await animation.done;
      this.sync(); // the position may have changed since the last update
      if (signal.aborted || !this.#parts.game().legalMoves().includes(r.move)) return;
      this.#setThinking(false);
      await this.#parts.play(r.move);
    } catch (e) {
      if ((e as Error).name !== 'AbortError') console.warn('<oware-board>: the AI failed:', e);
    } finally {
      if (!signal.aborted) this.#setThinking(false);
    }
  }
}
