/** The AI's vocabulary: score units, the levels' strength settings, search options and results. */
import { DEFAULT_LEVEL, type Level } from './level-range.js';

export { DEFAULT_LEVEL, type Level, TOP_LEVEL } from './level-range.js';

/** Evaluation units per seed. */
export const SEED = 100;
/** A forced result: win = WIN − plies to the end of the game (loss negative, draw 0). */
export const WIN = 30000;
/** Beyond any score. */
export const INF = 32000;
/** The deepest ply a search reaches. */
export const MAX_PLY = 100;
/**
 * Search knobs (writable for tuning), for the full-search levels (7–10): late-move reduction
 * (plies) of a quiet move after the first two; half-width of the root's aspiration window; the
 * grain of the evaluation at the leaves (scores rounded to multiples of it: ¼ seed); the least
 * depth left at which a node uses the transposition table (2: not the nodes just above the leaves);
 * 1 to try a move from a pit of one or two seeds (one the opponent could take) right after the
 * captures, before killers and history (0: not).
 */
export const TUNE = Int32Array.of(3, 50, 25, 2, 1);

/** Strength settings of a level. */
export interface LevelPlan {
  depth: number;
  timeMs: number;
  /** Node budget used instead of time when a seed asks for determinism. */
  nodes: number;
  /** Random noise (± units) added to each root move's score. */
  noise: number;
  /**
   * Chance (0–1) that a root move's consequences are overlooked: it is judged by its own sowing
   * alone (a 1-ply look), so a reply that takes a pit of 1–2 seeds, or a capture two sowings ahead,
   * goes unseen — the mistakes people make, rather than random moves. Drawn per root move and search.
   */
  slip: number;
  egdb: boolean;
}

/**
 * The ladder, weakest first: `LEVELS[n − 1]` is level n. Each level is meant to score 70–85 %
 * against the one below (docs/ai.md, `npm run bench -- ladder`); the last is the full search.
 */
export const LEVELS: readonly LevelPlan[] = [
  { depth: 1, timeMs: 100, nodes: 1e5, noise: 200, slip: 0, egdb: false },
  { depth: 2, timeMs: 100, nodes: 1e5, noise: 0, slip: 0.4, egdb: false },
  { depth: 4, timeMs: 100, nodes: 1e5, noise: 0, slip: 0.2, egdb: false },
  { depth: 6, timeMs: 150, nodes: 2e5, noise: 0, slip: 0.15, egdb: false },
  { depth: 7, timeMs: 200, nodes: 3e5, noise: 0, slip: 0.05, egdb: false },
  { depth: 9, timeMs: 250, nodes: 6e5, noise: 0, slip: 0.02, egdb: false },
  { depth: 60, timeMs: 10, nodes: 1.5e4, noise: 0, slip: 0, egdb: true },
  { depth: 60, timeMs: 60, nodes: 1e5, noise: 0, slip: 0, egdb: true },
  { depth: 60, timeMs: 300, nodes: 5e5, noise: 0, slip: 0, egdb: true },
  { depth: 60, timeMs: 1000, nodes: 2.5e6, noise: 0, slip: 0, egdb: true },
];

export interface SearchOptions {
  /** 1 (beginner) to 10 ({@link TOP_LEVEL}, the full search); default 5 ({@link DEFAULT_LEVEL}). */
  level?: Level;
  timeMs?: number;
  maxDepth?: number;
  variant?: string;
  seed?: number;
  /**
   * A plan of one's own instead of a level's (depth, node budget, noise, slips, endgame tables):
   * `{ ...LEVELS[5], slip: 0 }`, or {@link ANALYSIS_PLAN}. `level` is then ignored.
   */
  plan?: LevelPlan;
  /**
   * (A level with endgame tables) First build the endgame table until it answers for this many seeds on the board
   * (at most 12), so that a position within it is valued exactly (`exact` in the result).
   */
  table?: number;
}

export interface SearchResult {
  /** Best pit (0–11), or -1 when the game is over or the side to move has no legal move. */
  move: number;
  /** From the side to move's view: 100 per seed; ±(30000 − plies) a forced win/loss, 0 a draw. */
  score: number;
  /** Deepest completed iteration. */
  depth: number;
  nodes: number;
  /** Principal variation, starting with `move`. */
  pv: number[];
  /**
   * The score is the game's value under best play, not an estimate: the game is over, a forced
   * result was found, or the seeds on the board are within the endgame table (then the score only
   * says win, draw or loss).
   */
  exact: boolean;
}

/**
 * The plan of the move values (`analysis` on a board): every move searched to its depth, no
 * reductions, no mistakes, no tables (those are asked for with `table` when the board is small),
 * 600,000 nodes at most. Not a level of the ladder, so tuning the ladder leaves the values alone.
 */
export const ANALYSIS_PLAN: LevelPlan = { depth: 9, timeMs: 250, nodes: 6e5, noise: 0, slip: 0, egdb: false };

/** The plan a search request uses: its own `plan`, else its level's (default 5); undefined for a bad level. */
export const planOf = (opts: Pick<SearchOptions, 'level' | 'plan'>): LevelPlan | undefined =>
  opts.plan ?? LEVELS[(opts.level ?? DEFAULT_LEVEL) - 1];

/** Whether a request plays with the endgame tables (so they are worth building for it). */
export const usesTables = (opts: Pick<SearchOptions, 'level' | 'plan'>): boolean => planOf(opts)?.egdb === true;
