/** The AI's vocabulary: score units, the levels' strength settings, search options and results. */

/** Evaluation units per seed. */
export const SEED = 100;
/** A forced result: win = WIN − plies to the end of the game (loss negative, draw 0). */
export const WIN = 30000;
/** Beyond any score. */
export const INF = 32000;
/** The deepest ply a search reaches. */
export const MAX_PLY = 100;
/**
 * Search knobs (writable for tuning): late-move reduction (plies) of a quiet move after the first
 * two at level 5; half-width of the root's aspiration window.
 */
export const TUNE = Int32Array.of(3, 50);

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

export const LEVELS: readonly LevelPlan[] = [
  { depth: 1, timeMs: 100, nodes: 1e5, noise: 200, slip: 0, egdb: false },
  { depth: 4, timeMs: 100, nodes: 1e5, noise: 100, slip: 0.35, egdb: false },
  { depth: 7, timeMs: 200, nodes: 3e5, noise: 0, slip: 0.1, egdb: false },
  { depth: 9, timeMs: 250, nodes: 6e5, noise: 0, slip: 0, egdb: false },
  { depth: 60, timeMs: 1000, nodes: 2.5e6, noise: 0, slip: 0, egdb: true },
];

export interface SearchOptions {
  level?: 1 | 2 | 3 | 4 | 5;
  timeMs?: number;
  maxDepth?: number;
  variant?: string;
  seed?: number;
  /**
   * (Level 5) First build the endgame table until it answers for this many seeds on the board
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
