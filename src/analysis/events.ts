/** The analysis feature's event: `oware-analysis`, every legal move of the side to move valued. */

/** How a move ends under best play, when that is known exactly. */
export type MoveOutcome = 'win' | 'loss' | 'draw';

/** One legal move's value in `oware-analysis`. */
export interface MoveValue {
  pit: number;
  letter: string;
  /**
   * Seeds the mover gains (net, both sides' captures counted) by the end of the expected line under
   * best play within the analysis' fixed horizon (the move and 11 plies): `2`, `-1`, `0`; the same
   * for the same position on every load; `null` when only the `outcome` is known. The badge reads
   * it against the best move: the best shows its gain (or `=`), a worse move what it loses against it.
   */
  score: number | null;
  /** The exact outcome for the mover (endgame table, a forced line, or the move ends the game), else `null`. */
  outcome: MoveOutcome | null;
}

/** `oware-analysis` (the `analysis` attribute): every legal move of the side to move valued, after every move. */
export interface OwareAnalysisDetail {
  /** The position analysed. */
  position: string;
  moves: MoveValue[];
}
