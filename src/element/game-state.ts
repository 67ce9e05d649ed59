/**
 * The board's game: {@link BoardState} (between the properties and the element) holds the game on
 * show, the position `reset()` returns to and the last move's marks, and gives the read-only state
 * (`turn`, `score`, `pits`, `legalMoves`, `result`, `history`, `moveList`, `game`). The changes are
 * pure functions over the engine's `Game`: replaying under another variant, taking back a move.
 */
import { Game, type GameResult, type MoveRecord, type Side, type VariantName } from '../engine/index.js';
import { BoardProperties } from './properties.js';
import { type AiSide, defaults } from './validation.js';

/** `game` replayed from its start under `variant`, or `null` when one of its moves is illegal there. */
export function replayIn(game: Game, variant: VariantName): Game | null {
  try {
    const out = new Game({ position: game.startPosition, variant });
    out.playMoves(game.history.map((r) => r.pit));
    return out;
  } catch {
    return null;
  }
}

/**
 * Take back the last move of `game` (in place); against the computer (`ai` one side) the
 * person's move too, so the person is to move again. Returns the (person's) record, or `null`.
 */
export function undoMove(game: Game, ai: AiSide): MoveRecord | null {
  const record = game.undo();
  return record && ai === game.turn && game.history.length ? (game.undo() ?? record) : record;
}

/** The game on show and the board's read-only state. */
export class BoardState extends BoardProperties {
  protected _game = new Game();
  /** The position `reset()` returns to. */
  protected _base: string;
  /** The last good value of each checked property. */
  protected _good = defaults();
  protected _lastMove: { pit: number; sown: number[] } | null = null;

  constructor() {
    super();
    this._base = this.position = this._game.position;
  }

  /** The player to move. */
  get turn(): Side {
    return this._game.turn;
  }
  /** Captured seeds, `[south, north]`. */
  get score(): [number, number] {
    return this._game.score;
  }
  /** Seeds in pits 0–11. */
  get pits(): number[] {
    return this._game.pits;
  }
  /** Legal moves of the player to move (pits 0–11); empty when the game is over. */
  get legalMoves(): number[] {
    return this._game.legalMoves();
  }
  /** `null` while the game goes on, else `{ winner, score, reason }`. */
  get result(): GameResult | null {
    return this._game.result;
  }
  /** The moves played since the position was set, as engine move records. */
  get history(): readonly MoveRecord[] {
    return this._game.history.slice();
  }
  /** The moves played, as letters (`C f B a`). */
  get moveList(): string {
    return this._game.moveList();
  }
  /** A copy of the game (position, history, variant); changing it does not change the board. */
  get game(): Game {
    return this._game.clone();
  }
  /** Mark `record` (or nothing) as the last move and show the game's position. */
  protected _show(record?: { pit: number; sown: number[] } | null): void {
    this._lastMove = record ? { pit: record.pit, sown: record.sown } : null;
    this.position = this._game.position;
    this.requestUpdate();
  }

  protected _load(position: string): void {
    const game = new Game({ position, variant: this._good.variant }); // throws PositionError
    this._game = game;
    this._base = game.position;
    this._show();
  }

  /** Replay the game under the variant in force; if a move is illegal there, keep the current position only. */
  protected _replay(): void {
    const variant = this._good.variant;
    const game = replayIn(this._game, variant);
    if (!game) this._lastMove = null;
    this._game = game ?? new Game({ position: this._game.position, variant });
    if (!game) this._base = this._game.position;
    this._show(this._lastMove);
  }
}
