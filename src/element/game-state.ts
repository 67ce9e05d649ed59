/**
 * The board's game: {@link GameState} holds the game on show, the position `reset()` returns to,
 * the last good settings and the last move's marks. The changes are pure functions over the
 * engine's `Game`: replaying under another variant, taking back a move.
 */
import { Game, type MoveRecord, type VariantName } from '../engine/index.js';
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

/** What the game state needs of its board: the reflected `position`, and a redraw. */
export interface GameStateHost {
  position: string;
  requestUpdate(): void;
}

/**
 * The game on show, as a controller of the board: the game, the position `reset()` returns to, the
 * last good value of each checked property and the last move's marks. The board reads its
 * read-only state (`turn`, `pits`, `history`, …) from {@link game}.
 */
export class GameState {
  _game = new Game();
  /** The position `reset()` returns to. */
  _base: string;
  /** The last good value of each checked property. */
  readonly _good = defaults();
  _lastMove: { pit: number; sown: readonly number[] } | null = null;
  private readonly _host: GameStateHost;

  constructor(host: GameStateHost) {
    this._host = host;
    this._base = this._game.position;
  }

  /** Mark `record` (or nothing) as the last move and show the game's position. */
  _show(record?: { pit: number; sown: readonly number[] } | null): void {
    this._lastMove = record ? { pit: record.pit, sown: record.sown } : null;
    this._host.position = this._game.position;
    this._host.requestUpdate();
  }

  /** Show `position` (a new game from it); throws the engine's `PositionError` and keeps the game then. */
  _load(position: string): void {
    const game = new Game({ position, variant: this._good.variant }); // throws PositionError
    this._game = game;
    this._base = game.position;
    this._show();
  }

  /** Show `game` (a copy, with its history); `reset()` returns to its start. */
  _showGame(game: Game): void {
    this._game = game.clone();
    this._base = game.startPosition;
    this._show(game.history[game.history.length - 1]);
  }

  /** Replay the game under the variant in force; if a move is illegal there, keep the current position only. */
  _replay(): void {
    const variant = this._good.variant;
    const game = replayIn(this._game, variant);
    if (!game) this._lastMove = null;
    this._game = game ?? new Game({ position: this._game.position, variant });
    if (!game) this._base = this._game.position;
    this._show(this._lastMove);
  }

  /** Take back the last move (the person's too against the computer); the record, or `null`. */
  _undo(): MoveRecord | null {
    const record = undoMove(this._game, this._good.ai);
    if (record) this._show(this._game.history[this._game.history.length - 1]);
    return record;
  }
}
