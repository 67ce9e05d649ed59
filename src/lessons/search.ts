/**
 * The exact bounded search behind goal puzzles: an AND/OR search over the remaining plies on the
 * engine's hot path (board.ts). At the solver's turns one move must work, at the opponent's every
 * reply must; it stops as soon as the goal is reached or lost. Game ends (majority, 24–24,
 * repetition, no legal move, grand slam) are settled exactly as `Game.play` settles them.
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

const SUCCESS = 1;
const FAILURE = -1;
const OPEN = 0;
const MAX_DEPTH = 24;

class Searcher {
  private readonly states: State[] = [];
  private readonly moves: Int32Array[] = [];
  private readonly keys: string[] = [];
  private readonly solver: number;
  /** Nodes visited (for tests and benchmarks). */
  nodes = 0;

  constructor(
    private readonly ctx: GoalContext,
    private readonly variant: number,
    private readonly history: ReadonlySet<string>,
  ) {
    this.solver = ctx.solver === 'south' ? 0 : 1;
    for (let i = 0; i <= MAX_DEPTH; i++) {
      this.states.push(new Int32Array(STATE_SIZE));
      this.moves.push(new Int32Array(6));
    }
  }

  /** Judge a position: reached, lost or still open. `ended` says the game is over. */
  judge(s: State, ended: boolean, pliesLeft: number): number {
    const g = this.ctx.goal;
    const mine = s[SCORE_SOUTH + this.solver] - this.ctx.base[this.solver];
    const theirs = s[SCORE_SOUTH + (this.solver ^ 1)] - this.ctx.base[this.solver ^ 1];
    switch (g.type) {
      case 'capture':
        if (mine >= g.seeds) return SUCCESS;
        return ended || pliesLeft === 0 ? FAILURE : OPEN;
      case 'win':
        if (ended) return s[SCORE_SOUTH + this.solver] > s[SCORE_SOUTH + (this.solver ^ 1)] ? SUCCESS : FAILURE;
        return pliesLeft === 0 ? FAILURE : OPEN;
      case 'defend':
        if (theirs > g.seeds) return FAILURE;
        return ended || pliesLeft === 0 ? SUCCESS : OPEN;
    }
  }

  /**
   * Play `pit` on `s` in place as `Game.play` would; returns whether the game ended.
   * `path` holds the repetition keys of the line so far (only kept while nothing was captured).
   */
  play(s: State, pit: number, depth: number, quiet: boolean): { ended: boolean; quiet: boolean } {
    const code = makeMove(s, pit, this.variant);
    if (code & FLAG_GAME_ENDED) return { ended: true, quiet: false };
    if (isDecided(s)) return { ended: true, quiet: false };
    const stillQuiet = quiet && (code & CAPTURED_MASK) === 0;
    let repeated = false;
    if (stillQuiet) {
      const key = stateKey(s);
      repeated = this.history.has(key) || this.keys.slice(0, depth).includes(key);
      this.keys[depth] = key;
    }
    if (repeated || generateMoves(s, this.variant, this.moves[MAX_DEPTH]) === 0) {
      sweepToOwners(s);
      return { ended: true, quiet: false };
    }
    return { ended: false, quiet: stillQuiet };
  }

  /** Whether the goal is forced from `s` (not ended) with `pliesLeft` plies to go. */
  forced(s: State, pliesLeft: number, depth: number, quiet: boolean): boolean {
    this.nodes++;
    const verdict = this.judge(s, false, pliesLeft);
    if (verdict !== OPEN) return verdict === SUCCESS;
    if (depth >= MAX_DEPTH) return false;
    const solverToMove = s[TO_MOVE] === this.solver;
    const buf = this.moves[depth];
    const k = generateMoves(s, this.variant, buf);
    const next = this.states[depth + 1];
    for (let i = 0; i < k; i++) {
      copyState(s, next);
      const r = this.play(next, buf[i], depth, quiet);
      const v = this.judge(next, r.ended, pliesLeft - 1);
      const ok = v === OPEN ? this.forced(next, pliesLeft - 1, depth + 1, r.quiet) : v === SUCCESS;
      if (solverToMove && ok) return true;
      if (!solverToMove && !ok) return false;
    }
    return !solverToMove;
  }

  /** After playing `pit` from `s`: reached, lost, or forced within the plies left. */
  forcedAfter(s: State, pit: number, pliesLeft: number): boolean {
    const next = this.states[1];
    copyState(s, next);
    const r = this.play(next, pit, 0, true);
    const v = this.judge(next, r.ended, pliesLeft - 1);
    if (v !== OPEN) return v === SUCCESS;
    const copy = new Int32Array(next);
    return this.forced(copy, pliesLeft - 1, 1, r.quiet);
  }
}

function setup(game: Game, ctx: GoalContext): { s: State; searcher: Searcher } {
  const searcher = new Searcher(ctx, game.variantIndex, new Set(game.positionKeys()));
  return { s: game.state(), searcher };
}

/** Whether the goal is already decided in the game's current position (`true` reached, `false` lost, `null` open). */
export function goalStatus(game: Game, ctx: GoalContext, pliesLeft: number): boolean | null {
  const { s, searcher } = setup(game, ctx);
  const v = searcher.judge(s, game.result !== null, pliesLeft);
  return v === OPEN ? null : v === SUCCESS;
}

/** Whether the goal is forced from the game's position within `plies` plies (whoever is to move). */
export function isGoalForced(game: Game, ctx: GoalContext, plies: number): boolean {
  const { s, searcher } = setup(game, ctx);
  const v = searcher.judge(s, game.result !== null, plies);
  if (v !== OPEN) return v === SUCCESS;
  return searcher.forced(s, plies, 0, true);
}

/** The smallest number of plies (≤ `maxPlies`) within which the goal is forced, or `null`. */
export function pliesToForce(game: Game, ctx: GoalContext, maxPlies: number): number | null {
  for (let d = 0; d <= maxPlies; d++) if (isGoalForced(game, ctx, d)) return d;
  return null;
}

/** The moves of the player to move after which the goal is still forced within `plies` plies in all. */
export function goodMoves(game: Game, ctx: GoalContext, plies: number): number[] {
  if (game.result || plies <= 0) return [];
  const { s, searcher } = setup(game, ctx);
  return game.legalMoves().filter((m) => searcher.forcedAfter(s, m, plies));
}

/**
 * The opponent's best defence (the opponent is to move): a reply that refutes the goal if there is
 * one; else the one after which the solver needs the most plies; then the one that leaves the
 * solver the smallest lead; then the lowest pit.
 */
export function bestDefence(game: Game, ctx: GoalContext, plies: number): number | null {
  const moves = game.legalMoves();
  if (moves.length === 0) return null;
  const solver = ctx.solver === 'south' ? 0 : 1;
  let best: number | null = null;
  let bestKey: [number, number] = [-Infinity, -Infinity];
  for (const m of moves) {
    const g = game.clone();
    g.play(m);
    const d = pliesToForce(g, ctx, plies - 1);
    if (d === null) return m;
    const score = g.score;
    const lead = score[solver] - ctx.base[solver] - (score[solver ^ 1] - ctx.base[solver ^ 1]);
    const key: [number, number] = [d, -lead];
    if (key[0] > bestKey[0] || (key[0] === bestKey[0] && key[1] > bestKey[1])) {
      best = m;
      bestKey = key;
    }
  }
  return best;
}

/** Count the nodes of a full check (for tests: the search stays small). */
export function searchNodes(game: Game, ctx: GoalContext, plies: number): number {
  const { s, searcher } = setup(game, ctx);
  searcher.forced(s, plies, 0, true);
  return searcher.nodes;
}
