/**
 * A game of Oware with history: legal moves, move records, undo, results and repetition.
 */
import {
  CAPTURED_MASK,
  computeTotal,
  copyState,
  FLAG_GAME_ENDED,
  FLAG_GRAND_SLAM,
  generateMoves,
  isDecided,
  isGrandSlamMove,
  makeMove,
  newState,
  PITS,
  SCORE_NORTH,
  SCORE_SOUTH,
  STATE_SIZE,
  type State,
  sow,
  sweepToOwners,
  TO_MOVE,
  TOTAL,
} from './board.js';
import {
  formatMoveList,
  formatPosition,
  type Position,
  parseMove,
  parseMoveList,
  parsePosition,
  pitLetter,
} from './notation.js';
import {
  type EndReason,
  type GameResult,
  IllegalMoveError,
  type MoveRecord,
  type Side,
  type VariantName,
} from './types.js';
import { VARIANTS, variantIndex } from './variants.js';

/** Options for a new {@link Game}. */
export interface GameOptions {
  /** Position string to start from (default: the start position). */
  position?: string;
  /** One of the six variant names (default `abapa`). */
  variant?: VariantName | string;
}

const SIDES: readonly Side[] = ['south', 'north'];

/** Fill a state from a parsed position. */
export function stateFromPosition(p: Position): State {
  const s = newState();
  for (let i = 0; i < PITS; i++) s[i] = p.pits[i];
  s[SCORE_SOUTH] = p.score[0];
  s[SCORE_NORTH] = p.score[1];
  s[TO_MOVE] = p.turn === 'north' ? 1 : 0;
  computeTotal(s);
  return s;
}

/** Read a state back as a position. */
export function positionFromState(s: State): Position {
  return {
    pits: Array.from(s.subarray(0, PITS)),
    turn: SIDES[s[TO_MOVE]],
    score: [s[SCORE_SOUTH], s[SCORE_NORTH]],
  };
}

/** A key for repetition: all pits, both scores and the player to move. */
export function stateKey(s: State): string {
  return s.subarray(0, TOTAL).join(',');
}

function winnerOf(s: State): Side | 'draw' {
  const a = s[SCORE_SOUTH];
  const b = s[SCORE_NORTH];
  return a > b ? 'south' : b > a ? 'north' : 'draw';
}

function resultOf(s: State, reason: EndReason): GameResult {
  return { winner: winnerOf(s), score: [s[SCORE_SOUTH], s[SCORE_NORTH]], reason };
}

/** The result of a position decided by the scores (a majority, or both exactly half), else `null`. */
function decidedResult(s: State): GameResult | null {
  if (!isDecided(s)) return null;
  return resultOf(s, s[SCORE_SOUTH] * 2 === s[TOTAL] && s[SCORE_NORTH] * 2 === s[TOTAL] ? 'even-split' : 'majority');
}

const moveBuffer = new Int32Array(6);

/** The start position, read once (a page of boards makes a game per board). */
let parsedStart: ReturnType<typeof parsePosition> | undefined;

/**
 * A game: the current position, its history and result.
 *
 * ```ts
 * const game = new Game();
 * game.play('C');       // South sows from C
 * game.legalMoves();    // North's pits, e.g. [6, 7, 8, 9, 10, 11]
 * game.undo();
 * ```
 */
export class Game {
  /** The variant in force. */
  readonly variant: VariantName;
  /** The position the game started from (canonical string). */
  readonly startPosition: string;
  private readonly v: number;
  private readonly s: State;
  private readonly _records: MoveRecord[] = [];
  private readonly _snapshots: State[] = [];
  private readonly _seen: string[] = [];
  /** How often each key of `_seen` occurs: a repetition is found in constant time, not by a scan. */
  private readonly _seenCount = new Map<string, number>();
  private _ended: GameResult | null = null;

  constructor(options: GameOptions = {}) {
    this.v = variantIndex(options.variant);
    this.variant = VARIANTS[this.v];
    const text = options.position ?? 'start';
    this.s = stateFromPosition(text === 'start' ? (parsedStart ??= parsePosition(text)) : parsePosition(text));
    this.startPosition = formatPosition(positionFromState(this.s));
    this._see(stateKey(this.s));
    this._ended = this._initialResult();
  }

  /** A new game from a start position and a move list (`C f B a`); throws on the first illegal move. */
  static fromMoves(moves: string | readonly (number | string)[], options: GameOptions = {}): Game {
    const game = new Game(options);
    game.playMoves(moves);
    return game;
  }

  /** The current position in canonical form, e.g. `4,4,4,4,4,4/4,4,4,4,4,4 S 0-0`. */
  get position(): string {
    return formatPosition(positionFromState(this.s));
  }

  /** The player to move. */
  get turn(): Side {
    return SIDES[this.s[TO_MOVE]];
  }

  /** Captured seeds, `[south, north]`. */
  get score(): [number, number] {
    return [this.s[SCORE_SOUTH], this.s[SCORE_NORTH]];
  }

  /** Seeds in pits 0–11. */
  get pits(): number[] {
    return Array.from(this.s.subarray(0, PITS));
  }

  /** All seeds of the position, on the board and captured (48 in a full game). */
  get totalSeeds(): number {
    return this.s[TOTAL];
  }

  /** `null` while the game goes on, else who won, the final score and why. */
  get result(): GameResult | null {
    return this._ended ? { ...this._ended, score: [...this._ended.score] as [number, number] } : null;
  }

  /** The moves played so far, oldest first. */
  get history(): readonly MoveRecord[] {
    return this._records;
  }

  /** Number of moves played. */
  get ply(): number {
    return this._records.length;
  }

  /** The engine's variant policy number (for the AI). */
  get variantIndex(): number {
    return this.v;
  }

  /** A copy of the internal state array (see board.ts for its layout). */
  state(): State {
    const copy = newState();
    copyState(this.s, copy);
    return copy;
  }

  /** Repetition keys of every position so far, the current one last. */
  positionKeys(): readonly string[] {
    return this._seen;
  }

  /** The legal moves of the player to move as absolute pits, ascending; empty when the game is over. */
  legalMoves(): number[] {
    if (this._ended) return [];
    const k = generateMoves(this.s, this.v, moveBuffer);
    return Array.from(moveBuffer.subarray(0, k));
  }

  /** Why `move` would be refused, or `null` if it is legal. Never throws. */
  checkMove(move: number | string): IllegalMoveError | null {
    let pit: number;
    try {
      pit = parseMove(move);
    } catch (e) {
      return e as IllegalMoveError;
    }
    const side = this.turn;
    const letter = pitLetter(pit);
    const name = side === 'south' ? 'South' : 'North';
    if (this._ended) {
      return new IllegalMoveError(
        'game-over',
        `the game is over (${this._ended.winner === 'draw' ? 'a draw' : `${this._ended.winner === 'south' ? 'South' : 'North'} won`}); no more moves can be played`,
        pit,
      );
    }
    const owner = pit < 6 ? 'south' : 'north';
    if (owner !== side) {
      return new IllegalMoveError(
        'not-your-pit',
        `pit ${letter} (${pit}) belongs to ${owner === 'south' ? 'South' : 'North'}, but ${name} is to move`,
        pit,
      );
    }
    if (this.s[pit] === 0) return new IllegalMoveError('empty-pit', `pit ${letter} (${pit}) is empty`, pit);
    const legal = this.legalMoves();
    if (legal.includes(pit)) return null;
    const olo = side === 'south' ? 6 : 0;
    let opp = 0;
    for (let k = olo; k < olo + 6; k++) opp += this.s[k];
    if (opp === 0 && this.s[pit] <= (side === 'south' ? 5 : 11) - pit) {
      return new IllegalMoveError(
        'must-feed',
        `${name} must feed the opponent's empty side, and pit ${letter} (${pit}) does not reach it; legal: ${formatMoveList(legal)}`,
        pit,
      );
    }
    if (isGrandSlamMove(this.s, pit, newState())) {
      return new IllegalMoveError(
        'grand-slam',
        `pit ${letter} (${pit}) would capture all of the opponent's seeds (a grand slam), which this variant forbids`,
        pit,
      );
    }
    return new IllegalMoveError('invalid-move', `pit ${letter} (${pit}) is not a legal move`, pit);
  }

  /** Whether `move` is legal now. */
  isLegal(move: number | string): boolean {
    return this.checkMove(move) === null;
  }

  /**
   * Play a move (pit 0–11 or letter) and return what happened.
   * An illegal move throws an {@link IllegalMoveError} with a `reason`; the game is unchanged.
   */
  play(move: number | string): MoveRecord {
    const err = this.checkMove(move);
    if (err) throw err;
    const pit = parseMove(move);
    const s = this.s;
    const before = newState();
    copyState(s, before);
    const mover = s[TO_MOVE];
    // The position before is the last move's after (or the start): not written twice.
    const beforeText = this._records.length ? this._records[this._records.length - 1].after : this.startPosition;
    const sown = sowingOrder(pit, s[pit]);
    // The board right after sowing, to tell captured and swept pits apart.
    const afterSow = newState();
    copyState(s, afterSow);
    sow(afterSow, pit);
    const code = makeMove(s, pit, this.v);
    const olo = mover === 0 ? 6 : 0;
    const mlo = 6 - olo;
    const captured: number[] = [];
    for (let k = olo + 5; k >= olo; k--) if (afterSow[k] > 0 && s[k] === 0) captured.push(k);
    const swept: number[] = [];
    let result: GameResult | null = null;
    // The repetition key of the position after the move (made again when the move sweeps the board).
    let key: string | null = null;
    if (code & FLAG_GAME_ENDED) {
      for (let k = mlo; k < mlo + 6; k++) if (afterSow[k] > 0) swept.push(k);
      result = resultOf(s, 'grand-slam');
    } else if (!(result = decidedResult(s))) {
      key = stateKey(s);
      const repeated = this._seenCount.has(key);
      const noMoves = !repeated && generateMoves(s, this.v, moveBuffer) === 0;
      if (repeated || noMoves) {
        for (let k = 0; k < PITS; k++) if (s[k] > 0) swept.push(k);
        sweepToOwners(s);
        result = resultOf(s, repeated ? 'repetition' : 'no-legal-move');
      }
    }
    const record: MoveRecord = {
      pit,
      letter: pitLetter(pit),
      player: SIDES[mover],
      sown,
      captured,
      capturedSeeds: code & CAPTURED_MASK,
      grandSlam: (code & FLAG_GRAND_SLAM) !== 0,
      before: beforeText,
      after: this.position,
      swept,
      result,
    };
    this._snapshots.push(before);
    this._records.push(record);
    this._see(key !== null && !swept.length ? key : stateKey(s));
    this._ended = result;
    return record;
  }

  /**
   * Play a move list (`C f B a`, numbers or letters, move numbers ignored).
   * All or nothing: if a move is illegal the game is put back and the error names the move.
   */
  playMoves(moves: string | readonly (number | string)[]): MoveRecord[] {
    const pits = parseMoveList(moves);
    const played: MoveRecord[] = [];
    for (let i = 0; i < pits.length; i++) {
      try {
        played.push(this.play(pits[i]));
      } catch (e) {
        for (let j = 0; j < played.length; j++) this.undo();
        const err = e as IllegalMoveError;
        throw new IllegalMoveError(err.reason, `move ${i + 1} (${pitLetter(pits[i])}): ${err.message}`, pits[i]);
      }
    }
    return played;
  }

  /** Take back the last move; returns its record, or `null` at the start. */
  undo(): MoveRecord | null {
    const record = this._records.pop();
    if (!record) return null;
    copyState(this._snapshots.pop()!, this.s);
    const key = this._seen.pop()!;
    const n = this._seenCount.get(key)!;
    if (n > 1) this._seenCount.set(key, n - 1);
    else this._seenCount.delete(key);
    this._ended = this._records.length ? this._records[this._records.length - 1].result : this._initialResult();
    return record;
  }

  /** The moves played, as letters (`C f B a`). */
  moveList(): string {
    return formatMoveList(this._records.map((r) => r.pit));
  }

  /**
   * An independent copy with the same start, moves and variant: the state and history copied, not
   * replayed (a copy of a 30,000-ply game is not 30,000 moves). The moves' records and the
   * positions before them are shared: no game ever changes them.
   */
  clone(): Game {
    const g = new Game({ position: this.startPosition, variant: this.variant });
    copyState(this.s, g.s);
    g._seen.length = 0;
    g._seenCount.clear();
    for (const r of this._records) g._records.push(r);
    for (const b of this._snapshots) g._snapshots.push(b);
    for (const k of this._seen) g._seen.push(k);
    for (const [k, n] of this._seenCount) g._seenCount.set(k, n);
    g._ended = this._ended;
    return g;
  }

  private _see(key: string): void {
    this._seen.push(key);
    this._seenCount.set(key, (this._seenCount.get(key) ?? 0) + 1);
  }

  /** A position given as already decided (e.g. a lesson's final diagram) has a result from the start. */
  private _initialResult(): GameResult | null {
    const s = this.s;
    const decided = decidedResult(s);
    if (decided) return decided;
    if (generateMoves(s, this.v, moveBuffer) === 0) {
      const swept = newState();
      copyState(s, swept);
      sweepToOwners(swept);
      return resultOf(swept, 'no-legal-move');
    }
    return null;
  }
}

/** The pits that receive a seed when `count` seeds are sown from `pit`, in order (origin skipped). */
export function sowingOrder(pit: number, count: number): number[] {
  const out: number[] = [];
  let i = pit;
  while (out.length < count) {
    i = (i + 1) % 12;
    if (i !== pit) out.push(i);
  }
  return out;
}

export { STATE_SIZE };
