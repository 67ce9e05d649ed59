/**
 * Puzzles: a pure state machine over a start position, a solution line and an optional goal.
 *
 * - Without a goal (`line`), the solver must play the line's moves exactly; the opponent's moves
 *   of the line are played as replies.
 * - With a goal (`capture:5`, `win`, `defend:0`), any move after which the goal is still forced
 *   within the line's length is accepted (exact bounded search, see search.ts). While the solver
 *   follows the line, the opponent answers with the line; after another good move it answers with
 *   a best defence found by the same search.
 *
 * A wrong move is played on the session's game (so the board can show it) and the session waits
 * for `undo()` or `reset()`.
 *
 * Every goal search has a budget ({@link GOAL_SEARCH_BUDGET} positions per decision): past it the
 * search gives up, and only the scripted line counts (a move it could not judge is wrong unless it
 * is the scripted one; the session's `gaveUp` says so). The synchronous methods block for at most
 * a few budgets; their `…Async` twins run the same searches in slices that yield to the event
 * loop. When the puzzle has a goal, {@link PuzzleSession.verify} checks once that every solver
 * move of the line forces it against best defence; a scripted move found failing is then judged
 * by search like any other move, and never hinted.
 */
import {
  formatMoveList,
  Game,
  OwareError,
  parseMoveList,
  pitLetter,
  type Side,
  type VariantName,
} from '../engine/index.js';
import { formatGoal, parseGoal } from './goal.js';
import { failedDetail, stepDetail } from './puzzle-events.js';
import { acceptedTask, expectedTask, pliesLeft, solvedAt } from './puzzle-moves.js';
import {
  GOAL_SEARCH_BUDGET,
  type PuzzleAsyncOptions,
  type PuzzleSessionOptions,
  type PuzzleState,
  type PuzzleTry,
  SOLUTION_CHECK_FACTOR,
  type SolutionCheck,
} from './puzzle-types.js';
import {
  bestDefenceTask,
  forcedAfterTask,
  type GoalContext,
  runSliced,
  runTask,
  SearchBudget,
  type SearchGoal,
  type SearchTask,
} from './search.js';
import { checkSolutionTask } from './solution-check.js';
import type {
  OwarePuzzleFailedDetail,
  OwarePuzzleSolvedDetail,
  OwarePuzzleStepDetail,
  PuzzleGoal,
  RefusalReason,
} from './types.js';

export {
  formatGoal,
  GOAL_SEARCH_BUDGET,
  type PuzzleAsyncOptions,
  type PuzzleSessionOptions,
  type PuzzleState,
  type PuzzleTry,
  parseGoal,
  SOLUTION_CHECK_FACTOR,
  type SolutionCheck,
};

const aborted = () => new Error('the puzzle changed');

/** A puzzle being solved. */
export class PuzzleSession {
  readonly start: string;
  readonly variant: VariantName;
  readonly solution: readonly number[];
  readonly goal: PuzzleGoal;
  readonly solver: Side;
  /** Positions one goal search may visit. */
  readonly budget: number;
  private _game: Game;
  private _status: PuzzleState = 'playing';
  private _scripted = true;
  private _wrongTries = 0;
  private _hintsAsked = 0;
  /** Bumped by every change of the game, so that a search started before it does not apply. */
  private _epoch = 0;
  private _checked: SolutionCheck | null = null;
  private _checking: Promise<SolutionCheck> | null = null;
  private _lastGaveUp: number | null = null;

  /** Throws an {@link OwareError} when the position, goal or solution cannot be used. */
  constructor(options: PuzzleSessionOptions) {
    this._game = new Game({ position: options.position, variant: options.variant });
    this.start = this._game.position;
    this.variant = this._game.variant;
    this.solver = this._game.turn;
    this.budget = options.budget ?? GOAL_SEARCH_BUDGET;

    if (typeof options.goal === 'string' || options.goal === null || options.goal === undefined) {
      const { goal, error } = parseGoal(options.goal);
      if (error) throw new OwareError('invalid-goal', error);
      this.goal = goal;
    } else {
      this.goal = options.goal;
    }
    this.solution = parseMoveList(options.solution);
    if (this.solution.length === 0)
      throw new OwareError('invalid-solution', 'the solution is empty: give at least the solver\u2019s first move');
    const check = new Game({ position: this.start, variant: this.variant });
    this.solution.forEach((pit, i) => {
      const err = check.checkMove(pit);
      if (err)
        throw new OwareError(
          'invalid-solution',
          `solution move ${i + 1} (${pitLetter(pit)}) is illegal: ${err.message}`,
        );
      check.play(pit);
    });
    if (this.goal.type === 'line') this._checked = { sound: true, message: null, failing: [] };
  }

  /** A copy of the game as it stands (start position plus the moves played). */
  get current(): Game {
    return this._game.clone();
  }

  get position(): string {
    return this._game.position;
  }

  get ply(): number {
    return this._game.ply;
  }

  get state(): PuzzleState {
    return this._status;
  }

  /** Whether every accepted move so far was the scripted one. */
  get onScript(): boolean {
    return this._scripted;
  }

  get mistakes(): number {
    return this._wrongTries;
  }

  get hints(): number {
    return this._hintsAsked;
  }

  /** Plies of the solution still to go. */
  get remaining(): number {
    return Math.max(0, this.solution.length - this._game.ply);
  }

  /** The moves played, as letters. */
  get moves(): string {
    return this._game.moveList();
  }

  /** What the check of the solution found, once it has run ({@link verify}); `null` before. */
  get verified(): SolutionCheck | null {
    return this._checked;
  }

  /** Positions visited by the last try or hint whose goal search gave up (only the scripted line counted), else `null`. */
  get gaveUp(): number | null {
    return this._lastGaveUp;
  }

  /** @internal What the goal searches are about (`null` for a `line` goal). */
  get _ctx(): GoalContext | null {
    if (this.goal.type === 'line') return null;
    const base = new Game({ position: this.start }).score;
    return { goal: this.goal as SearchGoal, solver: this.solver, base };
  }

  /** The scripted move at `game`'s ply, if the session is on the script. */
  private _scriptedAt(game: Game): number | undefined {
    return this._scripted && game.ply < this.solution.length ? this.solution[game.ply] : undefined;
  }

  /** The scripted move at `game`'s ply if it is accepted without search. */
  private _trustedScripted(game: Game): number | undefined {
    const m = this._scriptedAt(game);
    return m !== undefined && !this._checked?.failing.includes(game.ply) ? m : undefined;
  }

  private _plies(game: Game): number {
    return pliesLeft(this, game);
  }

  // ---- the searches, as tasks (a spent budget means a search gave up; see puzzle-moves.ts) ----

  private _playing(game: Game): boolean {
    return this._status === 'playing' && game.turn === this.solver;
  }

  private *_acceptedTask(game: Game, budget: SearchBudget, skip?: number): SearchTask<number[]> {
    return this._playing(game) ? yield* acceptedTask(this, game, budget, this._trustedScripted(game), skip) : [];
  }

  private *_expectedTask(game: Game, budget: SearchBudget): SearchTask<number | null> {
    return this._playing(game) ? yield* expectedTask(this, game, budget, this._trustedScripted(game)) : null;
  }

  private _solvedAt(game: Game): boolean {
    return solvedAt(this, game);
  }

  /**
   * Decide on a move (searching a copy), then apply the decision to the session's game. The
   * defaults are read when the task is made, not when it first runs.
   */
  private *_tryTask(move: number | string, epoch = this._epoch, game = this._game.clone()): SearchTask<PuzzleTry> {
    this._lastGaveUp = null;
    const rest = new SearchBudget(this.budget);
    let pit: number | null = null;
    let reason: RefusalReason | undefined;
    let message: string | undefined;
    try {
      pit = parseMoveList([move])[0];
      const refusal = game.checkMove(pit);
      reason = refusal?.reason;
      message = refusal?.message;
    } catch {
      reason = 'invalid-move';
      message = `'${move}' is not a pit`;
    }
    if (pit !== null && this._status !== 'playing')
      return {
        status: 'illegal',
        played: pit,
        expected: null,
        reason: this._status === 'solved' ? 'not-interactive' : 'not-your-turn',
        message: this._status === 'solved' ? 'the puzzle is solved' : 'take back the wrong move first (undo or reset)',
      };
    const expected = yield* this._expectedTask(game, rest);
    if (pit === null || reason) return { status: 'illegal', played: pit, expected, reason, message };

    const isScripted = this._scriptedAt(game) === pit;
    const ctx = this._ctx;
    // The verdict has a budget of its own: the same click always gets the same answer.
    const verdict = new SearchBudget(this.budget);
    const ok =
      (isScripted && this._trustedScripted(game) === pit) ||
      (!!ctx && (yield* forcedAfterTask(game, ctx, pit, this._plies(game), verdict)) === true);

    let out: PuzzleTry;
    if (!ok) {
      const accepted = yield* this._acceptedTask(game, rest, pit);
      this._applying(epoch);
      out = { status: 'wrong', played: pit, expected, accepted, record: this._game.play(pit) };
      this._status = 'failed';
      this._wrongTries++;
      if (verdict.exhausted || rest.exhausted) this._lastGaveUp = this.budget;
    } else {
      // The opponent's answer, found on a copy.
      const after = game.clone();
      after.play(pit);
      let reply: number | null | undefined;
      if (!this._solvedAt(after) && !after.result && this._plies(after) > 0)
        reply =
          this._scripted && isScripted
            ? this.solution[after.ply]
            : yield* bestDefenceTask(after, ctx!, this._plies(after), rest);
      this._applying(epoch);
      if (!isScripted) this._scripted = false;
      out = { status: 'correct', played: pit, expected, record: this._game.play(pit), scripted: isScripted };
      if (!this._solvedAt(this._game) && reply != null) {
        out.reply = reply;
        out.replyRecord = this._game.play(reply);
      }
      if (this._solvedAt(this._game)) out.status = this._status = 'solved';
    }
    this._epoch++;
    return out;
  }

  /** Throw if the session changed (reset, undo, another try) while a search was deciding. */
  private _applying(epoch: number): void {
    if (epoch !== this._epoch) throw aborted();
  }

  private *_hintTask(): SearchTask<number | null> {
    this._lastGaveUp = null;
    if (!this._checked) yield* this._checkTask();
    const budget = new SearchBudget(this.budget);
    const m = yield* this._expectedTask(this._game.clone(), budget);
    if (m === null && budget.exhausted) this._lastGaveUp = this.budget;
    if (m !== null) this._hintsAsked++;
    return m;
  }

  /** Check once that the solution reaches the goal against best defence (see {@link checkSolutionTask}). */
  private *_checkTask(): SearchTask<SolutionCheck> {
    const check = yield* checkSolutionTask(this, this._ctx!, new SearchBudget(this.budget * SOLUTION_CHECK_FACTOR));
    this._checked = check;
    return check;
  }

  // ---- the public methods ----

  /** The moves that would be accepted now (empty unless it is the solver's turn in a live puzzle). */
  acceptedMoves(): number[] {
    return runTask(this._acceptedTask(this._game.clone(), new SearchBudget(this.budget)));
  }

  /** The next expected move (counted as a hint), or `null` when none is due or none was found within the budget. */
  hint(): number | null {
    return runTask(this._hintTask());
  }

  /** {@link hint}, searched in slices (after the solution's check); rejects when the signal aborts. */
  async hintAsync(options?: PuzzleAsyncOptions): Promise<number | null> {
    if (!this._checked) await this.verifyAsync(options);
    return runSliced(this._hintTask(), options);
  }

  /** Try a solver's move (the goal search blocks for at most its budget). */
  try(move: number | string): PuzzleTry {
    return runTask(this._tryTask(move));
  }

  /**
   * {@link try}, with the goal search run in slices that yield to the event loop. Nothing changes
   * until the decision is made; rejects with an `AbortError` (and changes nothing) when the signal
   * aborts or the session is reset, undone or tried again meanwhile.
   */
  tryAsync(move: number | string, options?: PuzzleAsyncOptions): Promise<PuzzleTry> {
    return runSliced(this._tryTask(move), options);
  }

  /** Check the solution against the goal (once; later calls return the same answer). */
  verify(): SolutionCheck {
    return this._checked ?? runTask(this._checkTask());
  }

  /** {@link verify}, searched in slices. */
  verifyAsync(options?: PuzzleAsyncOptions): Promise<SolutionCheck> {
    if (this._checked) return Promise.resolve(this._checked);
    if (!this._checking) {
      this._checking = runSliced(this._checkTask(), options);
      this._checking.catch(() => {
        this._checking = null;
      });
    }
    return this._checking;
  }

  /**
   * Take back: after a wrong move, that move (back to `playing`); otherwise the opponent's last
   * reply and the solver's move before it. Returns whether anything was taken back.
   */
  undo(): boolean {
    this._epoch++;
    if (this._status === 'failed') {
      this._game.undo();
      this._status = 'playing';
      return true;
    }
    if (this._game.ply === 0) return false;
    if (this._game.turn === this.solver) this._game.undo();
    if (this._game.ply > 0 && this._game.turn !== this.solver) this._game.undo();
    this._status = 'playing';
    this._scripted = this._isOnScript();
    return true;
  }

  private _isOnScript(): boolean {
    return this._game.history.every((r, i) => r.pit === this.solution[i]);
  }

  /** Back to the start (retry); counters are kept unless `clearStats`. */
  reset(clearStats = false): void {
    this._epoch++;
    this._game = new Game({ position: this.start, variant: this.variant });
    this._status = 'playing';
    this._scripted = true;
    if (clearStats) {
      this._wrongTries = 0;
      this._hintsAsked = 0;
    }
  }

  /** The detail of `oware-puzzle-step` for an accepted try. */
  stepDetail(t: PuzzleTry): OwarePuzzleStepDetail {
    return stepDetail(t, this.ply, this.remaining);
  }

  /** The detail of `oware-puzzle-failed` for a wrong try. */
  failedDetail(t: PuzzleTry): OwarePuzzleFailedDetail {
    return failedDetail(t, Math.max(0, this.ply - 1));
  }

  /** The detail of `oware-puzzle-solved`. */
  solvedDetail(): OwarePuzzleSolvedDetail {
    return {
      moves: formatMoveList(this._game.history.map((r) => r.pit)),
      mistakes: this._wrongTries,
      hints: this._hintsAsked,
      solver: this.solver,
    };
  }
}
