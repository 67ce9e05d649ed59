/** A puzzle session's vocabulary: its options, states, tried moves, solution checks and search budgets. */
import type { MoveRecord, VariantName } from '../engine/index.js';
import type { SliceOptions } from './search.js';
import type { PuzzleGoal, RefusalReason } from './types.js';

/**
 * Positions one goal-search decision may visit (whether a clicked move works; the list of the
 * moves that would have worked; a hint; the opponent's answer off the script): about a quarter
 * of a second of work on a laptop (roughly a million positions a second), run in slices by the
 * board. The demo's 7-ply puzzles need under 50,000; an 18-ply one may need millions.
 */
export const GOAL_SEARCH_BUDGET = 250_000;
/** The one check of a solution against its goal (in the background) may visit this many budgets' worth of positions. */
export const SOLUTION_CHECK_FACTOR = 4;

/** What a puzzle session is built from. */
export interface PuzzleSessionOptions {
  position: string;
  /** The main line, solver first: `"F b D"` or pits. */
  solution: string | readonly (number | string)[];
  /** A goal object or its attribute text; default `line`. */
  goal?: PuzzleGoal | string | null;
  variant?: VariantName;
  /** Positions one goal search may visit (default {@link GOAL_SEARCH_BUDGET}; `Infinity`: exact, unbounded). */
  budget?: number;
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
  /** For `wrong`: every move that would have been accepted (that the search could prove within its budget). */
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

/** What the check of a solution against its goal found ({@link PuzzleSession.verify}). */
export interface SolutionCheck {
  /** `true`: every solver move of the line forces the goal; `false`: not (see `message`); `null`: the budget ran out first. */
  sound: boolean | null;
  /** Why the solution does not reach its goal (`null` when sound or unknown). */
  message: string | null;
  /** The plies (0-based) of the solver's scripted moves that are no longer accepted without search. */
  failing: number[];
}

/** Options of the `…Async` methods: an abort signal (see {@link runSliced}). */
export type PuzzleAsyncOptions = SliceOptions;
