/**
 * The vocabulary of game records (OGN, Oware Game Notation, as Aualé writes it, with variations).
 *
 * A record is its tags, the position it starts from and a tree of moves: the main line, each move
 * with its comment and the variations that could have been played instead of it.
 */
import { OwareError, type VariantName } from '../engine/index.js';

/** One move of a record. */
export interface RecordMove {
  /** The pit sown, 0–11 (South A–F = 0–5, North a–f = 6–11). */
  pit: number;
  /** Seeds this move captured (the engine's count; written as `+N` when above 0). */
  captured: number;
  /** The comment after the move (`{…}`), whitespace collapsed; may hold annotations like `[%arrow F>c]`. */
  comment?: string;
  /** A move glyph written after it: `!`, `?`, `!!`, `??`, `!?` or `?!`. */
  glyph?: string;
  /** Lines that could have been played instead of this move: each starts from the position before it. */
  variations: RecordLine[];
}

/** A line of moves: the main line or a variation, with a comment before its first move. */
export interface RecordLine {
  /** A comment before the first move (for the main line: about the start position). */
  comment?: string;
  moves: RecordMove[];
}

/** A problem a record can be read despite (a wrong `+N`, a result that does not match, an unknown variant). */
export interface RecordWarning {
  /** 1-based line and column of the token. */
  line: number;
  column: number;
  /** `line 3, column 14: …` */
  message: string;
}

/** A game record. */
export interface GameRecord {
  /** The tags in their order, values unescaped (`Variant`, `Event`, …, `Result`, others). */
  tags: Record<string, string>;
  /** The start position as a canonical position string (from the `FEN` tag, else the start). */
  start: string;
  /** The rules the moves are checked by (from the `Variant` tag; `abapa` for `Oware Abapa`). */
  variant: VariantName;
  /** The moves, comments and variations. */
  tree: RecordLine;
  /**
   * The result token, else the `Result` tag: `*` (unfinished), the two final stores `25-20`, or PGN's
   * `1-0` (South won), `0-1` (North won), `1/2-1/2` (a draw). When the game is over and they say
   * otherwise, a warning and the final stores.
   */
  result: string;
  /** What was read despite a problem (empty for a clean record; not written back). */
  warnings: RecordWarning[];
}

/** A record that cannot be read: `line`, `column` (1-based) and a message that says both. */
export class RecordError extends OwareError {
  declare readonly reason: 'invalid-record';
  readonly line: number;
  readonly column: number;
  constructor(line: number, column: number, problem: string) {
    super('invalid-record', `line ${line}, column ${column}: ${problem}`);
    this.name = 'RecordError';
    this.line = line;
    this.column = column;
  }
}

/** Aualé's tags, in the order it writes them; unknown values are `?`. */
export const TAG_ROSTER = ['Variant', 'Event', 'Site', 'Date', 'Round', 'South', 'North', 'Result'] as const;

/** The `Variant` tag of the default rules, as Aualé writes it. */
export const ABAPA_TAG = 'Oware Abapa';
