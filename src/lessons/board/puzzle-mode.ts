/**
 * `puzzle`, `solution` and `goal`: the solver's clicks are checked by a {@link PuzzleSession}; the
 * opponent's replies are played with animation; feedback, Retry, Hint and Take back under the board.
 *
 * Fires `oware-puzzle-step`, `oware-puzzle-failed` and `oware-puzzle-solved`.
 *
 * The goal search runs in slices (never more than a slice, ~12 ms, on the main thread at a time)
 * while the puzzle's input is locked; Retry, a new puzzle or leaving the mode abort it. Once per
 * puzzle, in the background, the solution is checked against the goal: `oware-error` on
 * `solution` when it does not reach it. A search that gives up (the budget) says so once, in an
 * `oware-error` on `goal`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Mark } from '../../diagram/annotations.js';
import { emit } from '../../element/events.js';
import { Game, type Side } from '../../engine/index.js';
import { pitName } from '../annotations.js';
import { PuzzleSession, type PuzzleTry } from '../puzzle.js';
import { type LessonContext, pause } from './context.js';

type Feedback = {
  key: 'goal' | 'correct' | 'wrong' | 'solved' | 'hint';
  pit?: number;
  reply?: number;
  tone: 'info' | 'good' | 'bad';
};

export class PuzzleMode {
  session: PuzzleSession | null = null;
  private _feedback: Feedback = { key: 'goal', tone: 'info' };
  private _hintPit: number | null = null;
  private _busy = false;
  /** Aborts the searches of the current attempt (a try, a hint): Retry, a new puzzle, leaving. */
  private _attempt = new AbortController();
  /** Aborts the background check of the current puzzle: a new puzzle, leaving. */
  private _puzzleRun = new AbortController();
  /** Whether the goal search has said it gave up (once per puzzle). */
  private _budgetReported = false;

  constructor(private readonly ctx: LessonContext) {}

  /** Stop the current attempt's searches (and unlock the input). */
  private _abortAttempt(): void {
    this._attempt.abort();
    this._attempt = new AbortController();
    this._busy = false;
  }

  /** The board left the page: stop deciding the move in progress (the solver may click again). */
  stop(): void {
    this._abortAttempt();
  }

  private _abortPuzzle(): void {
    this._abortAttempt();
    this._puzzleRun.abort();
    this._puzzleRun = new AbortController();
    this._budgetReported = false;
  }

  /** Start a puzzle at `start` with the board's `solution` and `goal`. */
  setup(start: string): void {
    const h = this.ctx.host;
    this._abortPuzzle();
    this.session = null;
    try {
      this.session = new PuzzleSession({
        position: start,
        solution: h.solution ?? '',
        goal: h.goal ?? null,
        variant: h.variant,
      });
    } catch (e) {
      const msg = (e as Error).message;
      const attribute = /goal/.test(msg) ? 'goal' : 'solution';
      this.ctx.api.reportError(attribute, attribute === 'goal' ? h.goal : h.solution, msg);
      return;
    }
    this.restart();
    void this._check(this.session, this._puzzleRun.signal);
  }

  /** Check the solution against the goal, once, off the critical path (sliced, from the next task on). */
  private async _check(s: PuzzleSession, signal: AbortSignal): Promise<void> {
    try {
      const r = await s.verifyAsync({ signal });
      if (signal.aborted) return;
      if (r.message) this.ctx.api.reportError('solution', this.ctx.host.solution, r.message);
    } catch {
      /* aborted: the puzzle changed */
    }
  }

  /** Say once per puzzle that the goal search gave up. */
  private _reportBudget(positions: number | null | undefined): void {
    if (!positions || this._budgetReported) return;
    this._budgetReported = true;
    this.ctx.api.reportError(
      'goal',
      this.ctx.host.goal,
      `the goal search gave up after ${positions} positions; only the scripted line counts`,
      false,
    );
  }

  clear(): void {
    this._abortPuzzle();
    this.session = null;
    this._hintPit = null;
  }

  get solver(): Side | null {
    return this.session?.solver ?? null;
  }

  /** Whether the board should offer the solver's moves now. */
  get open(): boolean {
    const s = this.session;
    return !!s && !this._busy && s.state === 'playing' && this.ctx.host.turn === s.solver;
  }

  marks(): Mark[] {
    return this._hintPit === null ? [] : [{ pit: this._hintPit, kind: 'hint' }];
  }

  private _show(game: Game): void {
    this.ctx.api.showGame(game);
    this.ctx.sync();
  }

  restart(): void {
    const s = this.session;
    if (!s) return;
    this._abortAttempt();
    s.reset();
    this._hintPit = null;
    this._feedback = { key: 'goal', tone: 'info' };
    this._show(new Game({ position: s.start, variant: s.variant }));
    this.ctx.api.announce(this.text());
  }

  /** Take back a wrong move. */
  takeBack(): void {
    const s = this.session;
    if (s?.state !== 'failed' || this._busy) return;
    s.undo();
    this._show(s.current);
    this._feedback = { key: 'goal', tone: 'info' };
    this.ctx.api.announce(this.text());
  }

  /**
   * Show the next expected move. Right away on the script once the solution's check has cleared
   * it; else after a sliced search (input locked meanwhile), which waits for the check
   * first: a hint never names a move that does not solve.
   */
  async hint(): Promise<void> {
    const s = this.session;
    if (!s || this._busy) return;
    if (s.state === 'failed') this.takeBack();
    let m: number | null;
    if (s.verified?.failing.length === 0 && s.onScript)
      m = s.hint(); // the scripted move, no search
    else {
      const signal = this._lock();
      try {
        m = await s.hintAsync({ signal });
      } catch {
        return; // aborted: Retry, a new puzzle
      } finally {
        this._unlock(signal);
      }
      if (signal.aborted) return;
      this._reportBudget(s.gaveUp);
    }
    if (m === null) return;
    this._hintPit = m;
    this._feedback = { key: 'hint', pit: m, tone: 'info' };
    this.ctx.host.requestUpdate();
    this.ctx.api.announce(this.text());
  }

  /** Lock the input for a search (the current attempt's signal aborts it). */
  private _lock(): AbortSignal {
    this._busy = true;
    this.ctx.host.requestUpdate();
    return this._attempt.signal;
  }

  private _unlock(signal: AbortSignal): void {
    if (signal.aborted) return;
    this._busy = false;
    this.ctx.host.requestUpdate();
  }

  /** A click or Enter on a pit. Always handled while a puzzle is on. */
  activate(pit: number): boolean {
    const s = this.session;
    if (!s) return false;
    if (this._busy || s.state === 'solved') return true;
    if (s.state === 'failed') this.takeBack();
    if (this.ctx.host.turn !== s.solver) return true;
    void this._tryMove(pit);
    return true;
  }

  private async _tryMove(pit: number): Promise<void> {
    const s = this.session!;
    const h = this.ctx.host;
    if (s.current.checkMove(pit)) {
      this.ctx.api.play(pit, 'user').catch(() => null); // the board refuses it and says why
      return;
    }
    // Input locked while the goal search decides (in slices), and while the moves are shown.
    this._hintPit = null;
    const signal = this._lock();
    let t: PuzzleTry;
    try {
      t = await s.tryAsync(pit, { signal });
    } catch {
      this._unlock(signal);
      return; // aborted: Retry, a new puzzle
    }
    if (signal.aborted) return;
    this._reportBudget(s.gaveUp);
    try {
      if (t.status === 'illegal') return;
      const played = this.ctx.api.play(pit, 'user');
      this.ctx.sync();
      await played.catch(() => null);
      if (signal.aborted) return;
      if (t.status === 'wrong') {
        this._feedback = { key: 'wrong', pit, tone: 'bad' };
        emit(h, 'oware-puzzle-failed', s.failedDetail(t));
        return;
      }
      emit(h, 'oware-puzzle-step', s.stepDetail(t));
      this._feedback = { key: 'correct', tone: 'good' };
      if (t.reply !== undefined) {
        this._feedback.reply = t.reply;
        await pause(h, 3);
        if (signal.aborted) return;
        const replied = this.ctx.api.play(t.reply, 'api');
        this.ctx.sync();
        await replied.catch(() => null);
        if (signal.aborted) return;
      }
      if (s.state === 'solved') {
        this._feedback = { key: 'solved', tone: 'good' };
        emit(h, 'oware-puzzle-solved', s.solvedDetail());
      }
    } finally {
      this._unlock(signal);
      if (!signal.aborted) {
        this.ctx.sync();
        this.ctx.api.announce(this.text());
      }
    }
  }

  /** The goal as a sentence: "Capture at least 5 seeds. You have 1 move." */
  goalText(): string {
    const s = this.session;
    if (!s) return '';
    const n = this.ctx.narrator();
    const side = n.side(s.solver);
    const opp = n.side(s.solver === 'south' ? 'north' : 'south');
    const g = s.goal;
    const goal =
      g.type === 'capture'
        ? this.ctx.ui('goalCapture', { n: g.seeds }, g.seeds)
        : g.type === 'win'
          ? this.ctx.ui('goalWin')
          : g.type === 'defend'
            ? g.seeds === 0
              ? this.ctx.ui('goalDefendNone', { opp })
              : this.ctx.ui('goalDefend', { opp, n: g.seeds }, g.seeds)
            : this.ctx.ui('goalLine', { side });
    const moves = Math.ceil(s.solution.length / 2);
    return n.join([goal, this.ctx.ui('goalMoves', { n: moves }, moves)]);
  }

  /** The feedback line in the board's language. */
  text(): string {
    const f = this._feedback;
    const n = this.ctx.narrator();
    const pit = (p: number) => pitName(p, n.labels);
    switch (f.key) {
      case 'wrong':
        return this.ctx.ui('wrongMove', { pit: pit(f.pit!) });
      case 'hint':
        return this.ctx.ui('hintText', { pit: pit(f.pit!) });
      case 'solved':
        return this.ctx.ui('solved');
      case 'correct':
        return n.join([
          this.ctx.ui('correct'),
          f.reply !== undefined
            ? this.ctx.ui('opponentReplies', {
                side: n.side(this.session!.solver === 'south' ? 'north' : 'south'),
                pit: pit(f.reply),
              })
            : '',
        ]);
      default:
        return this.goalText();
    }
  }

  render(): TemplateResult | typeof nothing {
    const s = this.session;
    if (!s) return nothing;
    const h = this.ctx.host;
    const ui = (k: 'retry' | 'hint' | 'undo') => this.ctx.ui(k);
    const failed = s.state === 'failed';
    return html`<div class="lesson controls" part="puzzle">
      <p class="feedback ${this._feedback.tone}" part="feedback">${this.text()}</p>
      ${
        h.controls || failed
          ? html`<div class="bar" part="controls">
            ${failed ? html`<button type="button" part="control undo" @click=${() => this.takeBack()}>${ui('undo')}</button>` : nothing}
            ${
              h.controls
                ? html`<button type="button" part="control retry" @click=${() => this.restart()}>${ui('retry')}</button>
                  <button type="button" part="control hint" aria-disabled=${s.state === 'solved' ? 'true' : 'false'} @click=${() => this.hint()}>${ui('hint')}</button>`
                : nothing
            }
          </div>`
          : nothing
      }
    </div>`;
  }
}
