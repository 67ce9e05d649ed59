/**
 * The levels' numbers, apart from their plans (levels.ts) so that the element can check an
 * `ai-level` without loading the AI.
 */

/** A level's number: 1 (beginner) to {@link TOP_LEVEL}. */
export type Level = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
/** The level a search or a board plays at unless told (club: about as strong as the default of the five-level ladder). */
export const DEFAULT_LEVEL = 5;
/** The strongest level: the full search (iterative deepening, late-move reductions, endgame tables); hints and analysis use it. */
export const TOP_LEVEL = 10;
