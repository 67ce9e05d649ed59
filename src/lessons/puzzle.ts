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
 */
import {
  formatMoveList,
  Game,
  type MoveRecord,
  OwareError,
  parseMoveList,
  pitLetter,
  type Side,
  type VariantName,
} from '../engine/index.js';
import { bestDefence, type GoalContext, goalStatus, goodMoves, pliesToForce, type SearchGoal } from './search.js';
import type {
  OwarePuzzleFailedDetail,
  OwarePuzzleSolvedDetail,
  OwarePuzzleStepDetail,
  PuzzleGoal,
  RefusalReason,
} from './types.js';

/** Read a `goal` attribute: `line` (or empty), `capture:N`, `win`, `defend:N` (`defend` = `defend:0`). */
export function parseGoal(text: string | null | undefined): { goal: PuzzleGoal; error: string | null } {
  const t = (text ?? '').trim().toLowerCase();
  if (t === '' || t === 'line') return { goal: { type: 'line' }, error: null };
  if (t === 'win') return { goal: { type: 'win' }, error: null };
  if (t === 'defend') return { goal: { type: 'defend', seeds: 0 }, error: null };
  const m = /^(capture|defend)\s*:\s*(\d+)$/.exec(t);
  if (m) {
    const seeds = Number(m[2]);
    if (m[1] === 'capture' && seeds < 1)
      return { goal: { type: 'line' }, error: `goal '${text}': capture needs at least 1 seed` };
    return { goal: m[1] === 'capture' ? { type: 'capture', seeds } : { type: 'defend', seeds }, error: null };
  }
  return { goal: { type: 'line' }, error: `goal '${text}' is not understood: use line, win, capture:N or defend:N` };
}

/** Write a goal back in attribute syntax. */
export function formatGoal(goal: PuzzleGoal): string {
  switch (goal.type) {
    case 'capture':
      return `capture:${goal.seeds}`;
    case 'defend':
      return `defend:${goal.seeds}`;
    default:
      return goal.type;
  }
}

/** What a puzzle session is built from. */
export interface PuzzleSessionOptions {
  position: string;
  /** The main line, solver first: `"F b D"` or pits. */
  solution: string | readonly (number | string)[];
  /** A goal object or its attribute text; default `line`. */
  goal?: PuzzleGoal | string | null;
  variant?: VariantName;
}

/** The session's state. */
export type PuzzleState = 'playing' | 'failed' | 'solved';

/** What happened to a tried move. */
export interface PuzzleTry {
  /** `correct`: accepted, go on; `solved`: accepted and done; `wrong`: not accepted (played, undo to retry); `illegal`: refused, nothing changed. */
  status: 'correct' | 'solved' | 'wrong' | 'illegal';
  /** The move tried (or `null` if it could not be read). */
  played: number | null;
  /** The move the solution expected here (the scripted one, or a working one off the script). */
  expected: number | null;
  /** For `wrong`: every move that would have been accepted. */
  accepted?: number[];
  /** The opponent's answer, already played on the session's game (animate it after `record`). */
  reply?: number;
  record?: MoveRecord;
  replyRecord?: MoveRecord;
  /** Whether the accepted move was the scripted one. */
  scripted?: boolean;
  /** For `illegal`: why. */
  reason?: RefusalReason;
  message?: string;
}

/** A puzzle being solved. */
export class PuzzleSession {
  readonly start: string;
  readonly variant: VariantName;
  readonly solution: readonly number[];
  readonly goal: PuzzleGoal;
  readonly solver: Side;
  private game: Game;
  private status: PuzzleState = 'playing';
  private scripted = true;
  private wrongTries = 0;
  private hintsAsked = 0;

  /** Throws an {@link OwareError} when the position, goal or solution cannot be used. */
  constructor(options: PuzzleSessionOptions) {
    this.game = new Game({ position: options.position, variant: options.variant });
    this.start = this.game.position;
    this.variant = this.game.variant;
    this.solver = this.game.turn;
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
  }

  /** A copy of the game as it stands (start position plus the moves played). */
  get current(): Game {
    return this.game.clone();
  }

  get position(): string {
    return this.game.position;
  }

  get ply(): number {
    return this.game.ply;
  }

  get state(): PuzzleState {
    return this.status;
  }

  /** Whether every accepted move so far was the scripted one. */
  get onScript(): boolean {
    return this.scripted;
  }

  get mistakes(): number {
    return this.wrongTries;
  }

  get hints(): number {
    return this.hintsAsked;
  }

  /** Plies of the solution still to go. */
  get remaining(): number {
    return Math.max(0, this.solution.length - this.game.ply);
  }

  /** The moves played, as letters. */
  get moves(): string {
    return this.game.moveList();
  }

  private get ctx(): GoalContext | null {
    if (this.goal.type === 'line') return null;
    const base = new Game({ position: this.start }).score;
    return { goal: this.goal as SearchGoal, solver: this.solver, base };
  }

  /** The moves that would be accepted now (empty unless it is the solver's turn in a live puzzle). */
  acceptedMoves(): number[] {
    if (this.status !== 'playing' || this.game.turn !== this.solver) return [];
    const ctx = this.ctx;
    if (!ctx) return this.scripted && this.ply < this.solution.length ? [this.solution[this.ply]] : [];
    const good = goodMoves(this.game, ctx, this.remaining);
    const scripted = this.scripted ? this.solution[this.ply] : undefined;
    if (scripted !== undefined && !good.includes(scripted)) good.push(scripted);
    return good.sort((a, b) => a - b);
  }

  /** The expected move without counting a hint. */
  private expectedMove(): number | null {
    if (this.status !== 'playing' || this.game.turn !== this.solver) return null;
    if (this.scripted && this.ply < this.solution.length) return this.solution[this.ply];
    const ctx = this.ctx;
    if (!ctx) return null;
    let best: number | null = null;
    let bestD = Infinity;
    for (const m of goodMoves(this.game, ctx, this.remaining)) {
      const g = this.game.clone();
      g.play(m);
      const d = pliesToForce(g, ctx, this.remaining - 1) ?? Infinity;
      if (d < bestD) {
        best = m;
        bestD = d;
      }
    }
    return best;
  }

  /** The next expected move (counted as a hint), or `null` when none is due. */
  hint(): number | null {
    const m = this.expectedMove();
    if (m !== null) this.hintsAsked++;
    return m;
  }

  /** Try a solver's move. */
  try(move: number | string): PuzzleTry {
    let pit: number | null = null;
    try {
      pit = parseMoveList([move])[0];
    } catch {
      return {
        status: 'illegal',
        played: null,
        expected: this.expectedMove(),
        reason: 'invalid-move',
        message: `'${move}' is not a pit`,
      };
    }
    if (this.status === 'solved')
      return {
        status: 'illegal',
        played: pit,
        expected: null,
        reason: 'not-interactive',
        message: 'the puzzle is solved',
      };
    if (this.status === 'failed')
      return {
        status: 'illegal',
        played: pit,
        expected: null,
        reason: 'not-your-turn',
        message: 'take back the wrong move first (undo or reset)',
      };
    const refusal = this.game.checkMove(pit);
    if (refusal)
      return {
        status: 'illegal',
        played: pit,
        expected: this.expectedMove(),
        reason: refusal.reason,
        message: refusal.message,
      };

    const expected = this.expectedMove();
    const isScripted = this.scripted && pit === this.solution[this.ply];
    const ctx = this.ctx;
    let ok: boolean;
    if (isScripted) ok = true;
    else if (!ctx) ok = false;
    else ok = goodMoves(this.game, ctx, this.remaining).includes(pit);

    if (!ok) {
      const accepted = this.acceptedMoves();
      const record = this.game.play(pit);
      this.status = 'failed';
      this.wrongTries++;
      return { status: 'wrong', played: pit, expected, accepted, record };
    }

    if (!isScripted) this.scripted = false;
    const record = this.game.play(pit);
    const out: PuzzleTry = { status: 'correct', played: pit, expected, record, scripted: isScripted };
    if (this.isSolved()) {
      this.status = 'solved';
      out.status = 'solved';
      return out;
    }
    // The opponent's answer.
    if (!this.game.result && this.remaining > 0) {
      const reply = this.scripted ? this.solution[this.ply] : bestDefence(this.game, ctx!, this.remaining);
      if (reply !== null && reply !== undefined) {
        out.reply = reply;
        out.replyRecord = this.game.play(reply);
      }
    }
    if (this.isSolved()) {
      this.status = 'solved';
      out.status = 'solved';
    }
    return out;
  }

  private isSolved(): boolean {
    const ctx = this.ctx;
    if (!ctx) return this.ply >= this.solution.length;
    const reached = goalStatus(this.game, ctx, this.remaining);
    if (ctx.goal.type === 'defend') return reached === true && (this.remaining === 0 || this.game.result !== null);
    return reached === true;
  }

  /**
   * Take back: after a wrong move, that move (back to `playing`); otherwise the opponent's last
   * reply and the solver's move before it. Returns whether anything was taken back.
   */
  undo(): boolean {
    if (this.status === 'failed') {
      this.game.undo();
      this.status = 'playing';
      return true;
    }
    if (this.game.ply === 0) return false;
    if (this.game.turn === this.solver) this.game.undo();
    if (this.game.ply > 0 && this.game.turn !== this.solver) this.game.undo();
    this.status = 'playing';
    this.scripted = this.isOnScript();
    return true;
  }

  private isOnScript(): boolean {
    return this.game.history.every((r, i) => r.pit === this.solution[i]);
  }

  /** Back to the start (retry); counters are kept unless `clearStats`. */
  reset(clearStats = false): void {
    this.game = new Game({ position: this.start, variant: this.variant });
    this.status = 'playing';
    this.scripted = true;
    if (clearStats) {
      this.wrongTries = 0;
      this.hintsAsked = 0;
    }
  }

  /** The detail of `oware-puzzle-step` for an accepted try. */
  stepDetail(t: PuzzleTry): OwarePuzzleStepDetail {
    return {
      played: t.played ?? -1,
      letter: t.played === null ? '' : pitLetter(t.played),
      reply: t.reply ?? null,
      replyLetter: t.reply === undefined ? null : pitLetter(t.reply),
      ply: this.ply,
      remaining: this.remaining,
      scripted: t.scripted ?? false,
    };
  }

  /** The detail of `oware-puzzle-failed` for a wrong try. */
  failedDetail(t: PuzzleTry): OwarePuzzleFailedDetail {
    return {
      expected: t.expected,
      expectedLetter: t.expected === null ? null : pitLetter(t.expected),
      played: t.played ?? -1,
      playedLetter: t.played === null ? '' : pitLetter(t.played),
      accepted: t.accepted ?? [],
      ply: Math.max(0, this.ply - 1),
    };
  }

  /** The detail of `oware-puzzle-solved`. */
  solvedDetail(): OwarePuzzleSolvedDetail {
    return {
      moves: formatMoveList(this.game.history.map((r) => r.pit)),
      mistakes: this.wrongTries,
      hints: this.hintsAsked,
      solver: this.solver,
    };
  }
}

/** What is wrong with a puzzle's data (empty when it is sound): the line must be legal and, for a goal, reach and force it. */
export function checkPuzzle(options: PuzzleSessionOptions): string[] {
  const problems: string[] = [];
  let session: PuzzleSession;
  try {
    session = new PuzzleSession(options);
  } catch (e) {
    return [(e as Error).message];
  }
  const ctx =
    session.goal.type === 'line'
      ? null
      : { goal: session.goal as SearchGoal, solver: session.solver, base: new Game({ position: session.start }).score };
  const game = new Game({ position: session.start, variant: session.variant });
  if (ctx) {
    if (pliesToForce(game, ctx, session.solution.length) === null)
      problems.push(`the goal ${formatGoal(session.goal)} is not forced within ${session.solution.length} plies`);
  }
  // Playing the line through the session must solve the puzzle.
  for (let i = 0; i < session.solution.length && session.state === 'playing'; i++) {
    if (session.current.turn !== session.solver) break;
    const t = session.try(session.solution[i]);
    if (t.status === 'wrong' || t.status === 'illegal')
      problems.push(`the line's move ${i + 1} is not accepted (${t.status})`);
    i = session.ply - 1;
  }
  if (session.state !== 'solved') problems.push('playing the solution line does not solve the puzzle');
  return problems;
}
