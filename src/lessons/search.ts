/**
 * The exact bounded search behind goal puzzles: an AND/OR search over the remaining plies on the
 * engine's hot path (board.ts). At the solver's turns one move must work, at the opponent's every
 * reply must; it stops as soon as the goal is reached or lost. Game ends (majority, 24–24,
 * repetition, no legal move, grand slam) are settled exactly as `Game.play` settles them.
 *
 * The search is iterative and runs in steps: every search is a {@link SearchTask} (a generator
 * that pauses every thousand moves played), run to the end with {@link runTask} or in slices of a
 * few milliseconds with {@link runSliced}, which yields to the event loop between slices. A
 * {@link SearchBudget} caps the positions one decision may visit; past it a search gives up
 * (its verdict is `null`, "unknown"). The plain functions (`isGoalForced`, `goodMoves`, …) are
 * exact and unbounded, as before.
 */
import {
  CAPTURED_MASK,
  copyState,
  FLAG_GAME_ENDED,
  generateMoves,
  isDecided,
  makeMove,
  SCORE_SOUTH,
  STATE_SIZE,
  type State,
  sweepToOwners,
  TO_MOVE,
} from '../engine/board.js';
import { type Game, type Side, stateKey } from '../engine/index.js';
import type { PuzzleGoal } from './types.js';

/** A goal that needs searching (everything but `line`). */
export type SearchGoal = Exclude<PuzzleGoal, { type: 'line' }>;

/** What a search is about: the goal, the solver and the scores the puzzle started with. */
export interface GoalContext {
  goal: SearchGoal;
  solver: Side;
  /** Captured seeds `[south, north]` at the puzzle's start (captures are counted from there). */
  base: readonly [number, number];
}

/** `true` forced, `false` not forced, `null` unknown (the budget ran out first). */
export type Verdict = boolean | null;

/** A search in steps: `next()` runs it for a few thousand positions; its return value is the answer. */
export type SearchTask<T> = Generator<void, T, void>;

/** How many positions the searches of one decision may visit together (`Infinity`: no limit). */
export class SearchBudget {
  /** Positions visited so far. */
  used = 0;
  constructor(readonly limit: number = Infinity) {}
  /** Whether the searches gave up (or would: the budget is spent). */
  get exhausted(): boolean {
    return this.used >= this.limit;
  }
}

const SUCCESS = 1;
const FAILURE = -1;
const OPEN = 0;
const PAUSED = 2;
const GAVE_UP = 3;
const MAX_DEPTH = 24;
/** The longest stretch of work between two yields to the event loop, in ms. */
const SLICE_MS = 12;
/** Moves played between two looks at the clock (a fraction of a millisecond; leaves are counted too). */
const CHUNK = 64;
/** Moves left before the next look at the clock, counted across searches (many small ones pause too). */
let playsLeft = CHUNK;
/**
 * When the running slice of {@link runSliced} ends (`performance.now()`): a task pauses at the first
 * look at the clock past it, so slices are budgeted by time, not by a count of positions (whose
 * cost varies with the depth and the machine). `Infinity` outside a slice: {@link runTask} runs on.
 */
let sliceEnd = Number.POSITIVE_INFINITY;
const ENDED = 1;
const QUIET = 2;

class Searcher {
  private readonly _states: State[] = [];
  private readonly _moves: Int32Array[] = [];
  private readonly _keys: string[] = [];
  private readonly _solver: number;
  // The frames of the iterative search, one per depth.
  private readonly _count = new Int32Array(MAX_DEPTH + 1);
  private readonly _index = new Int32Array(MAX_DEPTH + 1);
  private readonly _quiet = new Uint8Array(MAX_DEPTH + 1);
  private _root = 0;
  /** The plies left at the root plus its depth: frame d has `_span - d` plies left. */
  private _span = 0;
  private _depth = 0;

  constructor(
    private readonly _ctx: GoalContext,
    private readonly _variant: number,
    private readonly _history: ReadonlySet<string>,
    private readonly _budget: SearchBudget,
  ) {
    this._solver = _ctx.solver === 'south' ? 0 : 1;
    for (let i = 0; i <= MAX_DEPTH; i++) {
      this._states.push(new Int32Array(STATE_SIZE));
      this._moves.push(new Int32Array(6));
    }
  }

  /** Judge a position: reached, lost or still open. `ended` says the game is over. */
  _judge(s: State, ended: boolean, pliesLeft: number): number {
    const g = this._ctx.goal;
    const mine = s[SCORE_SOUTH + this._solver] - this._ctx.base[this._solver];
    const theirs = s[SCORE_SOUTH + (this._solver ^ 1)] - this._ctx.base[this._solver ^ 1];
    switch (g.type) {
      case 'capture':
        if (mine >= g.seeds) return SUCCESS;
        return ended || pliesLeft === 0 ? FAILURE : OPEN;
      case 'win':
        if (ended) return s[SCORE_SOUTH + this._solver] > s[SCORE_SOUTH + (this._solver ^ 1)] ? SUCCESS : FAILURE;
        return pliesLeft === 0 ? FAILURE : OPEN;
      case 'defend':
        if (theirs > g.seeds) return FAILURE;
        return ended || pliesLeft === 0 ? SUCCESS : OPEN;
    }
  }

  /**
   * Play `pit` on `s` in place as `Game.play` would; returns ENDED and/or QUIET bits.
   * `keys` holds the repetition keys of the line so far (only kept while nothing was captured).
   */
  _play(s: State, pit: number, depth: number, quiet: boolean): number {
    const code = makeMove(s, pit, this._variant);
    if (code & FLAG_GAME_ENDED) return ENDED;
    if (isDecided(s)) return ENDED;
    const stillQuiet = quiet && (code & CAPTURED_MASK) === 0;
    let repeated = false;
    if (stillQuiet) {
      const key = stateKey(s);
      repeated = this._history.has(key);
      for (let i = 0; i < depth && !repeated; i++) repeated = this._keys[i] === key;
      this._keys[depth] = key;
    }
    if (repeated || generateMoves(s, this._variant, this._moves[MAX_DEPTH]) === 0) {
      sweepToOwners(s);
      return ENDED;
    }
    return stillQuiet ? QUIET : 0;
  }

  /** Open the frame at `d` (its state is in `states[d]`): a verdict right away, or OPEN. */
  private _enter(d: number, pliesLeft: number, quiet: boolean): number {
    this._budget.used++;
    this._quiet[d] = quiet ? 1 : 0;
    const s = this._states[d];
    const verdict = this._judge(s, false, pliesLeft);
    if (verdict !== OPEN) return verdict;
    if (d >= MAX_DEPTH) return FAILURE;
    this._count[d] = generateMoves(s, this._variant, this._moves[d]);
    this._index[d] = 0;
    return OPEN;
  }

  /**
   * Go on with the search until the slice ends (see sliceEnd): SUCCESS or FAILURE (the root's answer),
   * PAUSED (call again) or GAVE_UP (the budget is spent).
   */
  private _step(): number {
    const budget = this._budget;
    let d = this._depth;
    let r = OPEN;
    for (;;) {
      if (r !== OPEN) {
        // `r` is the verdict on frame d's current move (or on the root, when d is above it).
        if (d < this._root) return r;
        if ((this._states[d][TO_MOVE] === this._solver) === (r === SUCCESS)) {
          d--;
          continue;
        }
        this._index[d]++;
        r = OPEN;
      }
      if (this._index[d] >= this._count[d]) {
        r = this._states[d][TO_MOVE] === this._solver ? FAILURE : SUCCESS;
        d--;
        continue;
      }
      if (budget.used >= budget.limit || (--playsLeft < 0 && (playsLeft = CHUNK) && performance.now() >= sliceEnd)) {
        this._depth = d;
        return budget.used >= budget.limit ? GAVE_UP : PAUSED;
      }
      const next = this._states[d + 1];
      copyState(this._states[d], next);
      const played = this._play(next, this._moves[d][this._index[d]], d, this._quiet[d] === 1);
      const left = this._span - d - 1;
      r = this._judge(next, (played & ENDED) !== 0, left);
      if (r !== OPEN) continue;
      r = this._enter(d + 1, left, (played & QUIET) !== 0);
      if (r === OPEN) d++;
    }
  }

  /** Whether the goal is forced from `s` (not ended) with `pliesLeft` plies to go; frames from `depth`. */
  *_forced(s: State, pliesLeft: number, depth: number, quiet: boolean): SearchTask<Verdict> {
    copyState(s, this._states[depth]);
    if (this._budget.exhausted) return null;
    const first = this._enter(depth, pliesLeft, quiet);
    if (first !== OPEN) return first === SUCCESS;
    this._root = this._depth = depth;
    this._span = pliesLeft + depth;
    for (;;) {
      const r = this._step();
      if (r === PAUSED) yield;
      else return r === GAVE_UP ? null : r === SUCCESS;
    }
  }

  /** After playing `pit` from `s`: reached, lost, or forced within the plies left. */
  *_forcedAfter(s: State, pit: number, pliesLeft: number): SearchTask<Verdict> {
    const next = this._states[1];
    copyState(s, next);
    const played = this._play(next, pit, 0, true);
    const v = this._judge(next, (played & ENDED) !== 0, pliesLeft - 1);
    if (v !== OPEN) return v === SUCCESS;
    return yield* this._forced(next, pliesLeft - 1, 1, (played & QUIET) !== 0);
  }
}

function setup(game: Game, ctx: GoalContext, budget: SearchBudget): Searcher {
  return new Searcher(ctx, game.variantIndex, new Set(game.positionKeys()), budget);
}

// ---- tasks (budgeted, in steps) ----

/** Whether the goal is forced from the game's position within `plies` plies (whoever is to move). */
export function* forcedTask(game: Game, ctx: GoalContext, plies: number, budget: SearchBudget): SearchTask<Verdict> {
  const s = game.state();
  const searcher = setup(game, ctx, budget);
  const v = searcher._judge(s, game.result !== null, plies);
  if (v !== OPEN) return v === SUCCESS;
  return yield* searcher._forced(s, plies, 0, true);
}

/** Whether, after the player to move plays `pit`, the goal is forced within `plies` plies in all. */
export function* forcedAfterTask(
  game: Game,
  ctx: GoalContext,
  pit: number,
  plies: number,
  budget: SearchBudget,
): SearchTask<Verdict> {
  if (game.result || plies <= 0) return false;
  return yield* setup(game, ctx, budget)._forcedAfter(game.state(), pit, plies);
}

/** The moves (of `moves`, default every legal one) after which the goal is forced (the budget may leave some out). */
export function* goodMovesTask(
  game: Game,
  ctx: GoalContext,
  plies: number,
  budget: SearchBudget,
  moves: readonly number[] = game.legalMoves(),
): SearchTask<number[]> {
  const good: number[] = [];
  for (const m of moves) if ((yield* forcedAfterTask(game, ctx, m, plies, budget)) === true) good.push(m);
  return good;
}

/** The smallest number of plies (≤ `maxPlies`) within which the goal is forced; `false` if none; `null` if the budget ran out. */
export function* pliesToForceTask(
  game: Game,
  ctx: GoalContext,
  maxPlies: number,
  budget: SearchBudget,
): SearchTask<number | false | null> {
  for (let d = 0; d <= maxPlies; d++) {
    const v = yield* forcedTask(game, ctx, d, budget);
    if (v === null) return null;
    if (v) return d;
  }
  return false;
}

/**
 * The opponent's best defence (the opponent is to move): a reply that refutes the goal if there is
 * one; else the one after which the solver needs the most plies; then the one that leaves the
 * solver the smallest lead; then the lowest pit. A reply the budget could not measure counts as
 * needing all the plies left.
 */
export function* bestDefenceTask(
  game: Game,
  ctx: GoalContext,
  plies: number,
  budget: SearchBudget,
): SearchTask<number | null> {
  const moves = game.legalMoves();
  if (moves.length === 0) return null;
  const solver = ctx.solver === 'south' ? 0 : 1;
  let best: number | null = null;
  let bestKey = -Infinity;
  for (const m of moves) {
    const g = game.clone();
    g.play(m);
    const found = yield* pliesToForceTask(g, ctx, plies - 1, budget);
    if (found === false) return m;
    const score = g.score;
    // The plies needed first, then the smallest lead (a lead is within ±48 seeds).
    const key =
      (found ?? plies - 1) * 100 - (score[solver] - ctx.base[solver] - (score[solver ^ 1] - ctx.base[solver ^ 1]));
    if (key > bestKey) {
      best = m;
      bestKey = key;
    }
  }
  return best;
}

// ---- running tasks ----

/** Run a task to its end, synchronously (bounded only by its budget). */
export function runTask<T>(task: SearchTask<T>): T {
  for (;;) {
    const r = task.next();
    if (r.done) return r.value;
  }
}

/** Options of {@link runSliced}. */
export interface SliceOptions {
  /** Stop (reject with the signal's reason) when it aborts. */
  signal?: AbortSignal;
}

/**
 * Give the event loop a turn: a zero timeout (queued with the page's own timers and events;
 * `scheduler.yield()` would run the search's next slice ahead of the page's timers, starving them
 * until the search ends).
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((r) => setTimeout(r, 0));
}

/**
 * Run a task in slices of about 12 ms from the next turn of the event loop on, yielding between
 * slices, so the page stays responsive; rejects with the signal's reason when it aborts.
 */
export async function runSliced<T>(task: SearchTask<T>, options?: SliceOptions): Promise<T> {
  for (;;) {
    await yieldToEventLoop();
    if (options?.signal?.aborted) throw options.signal.reason;
    sliceEnd = performance.now() + SLICE_MS;
    try {
      for (;;) {
        const r = task.next();
        if (r.done) return r.value;
        if (performance.now() >= sliceEnd) break;
      }
    } finally {
      sliceEnd = Number.POSITIVE_INFINITY;
    }
  }
}

// ---- the exact, unbounded functions ----

/** Whether the goal is already decided in the game's current position (`true` reached, `false` lost, `null` open). */
export function goalStatus(game: Game, ctx: GoalContext, pliesLeft: number): boolean | null {
  const v = setup(game, ctx, new SearchBudget())._judge(game.state(), game.result !== null, pliesLeft);
  return v === OPEN ? null : v === SUCCESS;
}

/** Whether the goal is forced from the game's position within `plies` plies (whoever is to move). */
export function isGoalForced(game: Game, ctx: GoalContext, plies: number): boolean {
  return runTask(forcedTask(game, ctx, plies, new SearchBudget())) === true;
}

/** The smallest number of plies (≤ `maxPlies`) within which the goal is forced, or `null`. */
export function pliesToForce(game: Game, ctx: GoalContext, maxPlies: number): number | null {
  const d = runTask(pliesToForceTask(game, ctx, maxPlies, new SearchBudget()));
  return d === false ? null : d;
}

/** The moves of the player to move after which the goal is still forced within `plies` plies in all. */
export function goodMoves(game: Game, ctx: GoalContext, plies: number): number[] {
  return runTask(goodMovesTask(game, ctx, plies, new SearchBudget()));
}

/**
 * The opponent's best defence (the opponent is to move): a reply that refutes the goal if there is
 * one; else the one after which the solver needs the most plies; then the one that leaves the
 * solver the smallest lead; then the lowest pit.
 */
export function bestDefence(game: Game, ctx: GoalContext, plies: number): number | null {
  return runTask(bestDefenceTask(game, ctx, plies, new SearchBudget()));
}

/** Count the nodes of a full check (for tests: the search stays small). */
export function searchNodes(game: Game, ctx: GoalContext, plies: number): number {
  const budget = new SearchBudget();
  runTask(forcedTask(game, ctx, plies, budget));
  return budget.used;
}
