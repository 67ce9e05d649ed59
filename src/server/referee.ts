/**
 * The referee of one online room, without sockets or storage: the engine's {@link Game} checks every
 * move; seats, the clock, resignation, draw offers, rematches (colours swapped) and match scores are
 * plain data here so that the room, the store and the tests share one truth. Time is passed in (`now`,
 * milliseconds), never read, so the logic is testable without waiting.
 */
import { Game, IllegalMoveError, type MoveRecord, type Side, type VariantName } from '../engine/index.js';
import { type MatchGameResult, type MatchRule, matchWinner, readMatch } from '../match/rules.js';
import type { CheckedOptions } from './room-options.js';
import { hashToken, tokenMatches } from './tokens.js';

/** The two players of a room: `first` sits South in odd games, `second` North; they swap each rematch. */
export type Player = 'first' | 'second';
/** Why a game ended: the engine's reasons plus the room's own. */
export type OnlineEndReason = string;

/** A refusal: a machine-readable reason and a message for people. */
export interface Refusal {
  reason: string;
  message: string;
}

/** A finished game's result as the room reports it. */
export interface OnlineResult {
  winner: Side | 'draw';
  reason: OnlineEndReason;
  score: [number, number];
}

/** Everything a client needs to draw the room: sent as the `state` message after every change. */
export interface Snapshot {
  room: string;
  /** 1 for the first game, 2 for the first rematch, … */
  game: number;
  variant: VariantName;
  start: string;
  position: string;
  turn: Side;
  moves: number[];
  status: 'waiting' | 'playing' | 'over';
  result: OnlineResult | null;
  seats: Record<Side, { taken: boolean; connected: boolean }>;
  clock: { south: number; north: number; running: Side | null; increment: number } | null;
  drawOffer: Side | null;
  rematch: Side[];
  match: { rules: string; score: [number, number]; winner: Player | 'draw' | null } | null;
}

/** What the store keeps of a room, enough to rebuild the referee after a restart. */
export interface RefereeData {
  options: CheckedOptions;
  game: number;
  moves: number[];
  /** The players' seat tokens as SHA-256 hashes (hex); files from before hold them in clear. */
  tokens: Record<Player, string | null>;
  clock: Record<Side, number> | null;
  started: boolean;
  results: MatchGameResult[];
  result: OnlineResult | null;
}

const other = (s: Side): Side => (s === 'south' ? 'north' : 'south');

export class Referee {
  readonly room: string;
  readonly options: CheckedOptions;
  game: Game;
  gameNumber = 1;
  /** The seat tokens' hashes (a token itself is never kept: it is handed to its player once). */
  tokens: Record<Player, string | null> = { first: null, second: null };
  connected: Record<Player, boolean> = { first: false, second: false };
  result: OnlineResult | null = null;
  drawOffer: Side | null = null;
  rematch = new Set<Side>();
  results: MatchGameResult[] = [];
  /** Milliseconds left per side, and since when the side to move's clock runs (`null`: stopped). */
  clock: Record<Side, number> | null;
  runningSince: number | null = null;
  started = false;
  readonly rule: MatchRule | null;

  constructor(room: string, options: CheckedOptions, data?: RefereeData) {
    this.room = room;
    this.options = options;
    this.rule = options.match ? (readMatch(options.match).rule ?? null) : null;
    this.clock = options.clock ? this._fullClock() : null;
    this.game = new Game({ variant: options.variant, position: options.position });
    if (data) {
      this.gameNumber = data.game;
      const hashed = (t: string | null) => (t === null || /^[0-9a-f]{64}$/.test(t) ? t : hashToken(t));
      this.tokens = { first: hashed(data.tokens.first), second: hashed(data.tokens.second) };
      this.results = [...data.results];
      this.started = data.started;
      for (const m of data.moves) this.game.play(m);
      if (data.clock) this.clock = { ...data.clock };
      this.result = data.result;
    }
  }

  /**
   * The game's moves (pits) and position as last sent, kept as the game grows instead of rebuilt
   * from the whole history at every move (the state message and the stored data carry them after
   * each move). `records`: the move records they were made from, compared by identity — a move
   * taken back and played again is a new record, and a rematch a new game.
   */
  private _sent = {
    game: null as Game | null,
    records: [] as MoveRecord[],
    pits: [] as number[],
    position: '',
    positionOf: undefined as MoveRecord | null | undefined,
  };

  /** The game's moves as pits, in order (a shared array: copy it before keeping it). */
  private _pits(): readonly number[] {
    const c = this._sent;
    const history = this.game.history;
    if (c.game !== this.game) {
      c.game = this.game;
      c.records = [];
      c.pits = [];
      c.positionOf = undefined;
    }
    // drop what was taken back (history changes only at its end: a record still in place has all
    // of its predecessors in place too)
    let kept = Math.min(c.records.length, history.length);
    while (kept > 0 && c.records[kept - 1] !== history[kept - 1]) kept--;
    c.records.length = kept;
    c.pits.length = kept;
    for (let i = kept; i < history.length; i++) {
      c.records.push(history[i]);
      c.pits.push(history[i].pit);
    }
    return c.pits;
  }

  /** The game's position (notation), formatted once per move. */
  private _position(): string {
    const c = this._sent;
    const last = this.game.history.at(-1) ?? null;
    if (c.game !== this.game || c.positionOf !== last) {
      this._pits(); // (resets the cache for a new game)
      c.position = this.game.position;
      c.positionOf = last;
    }
    return c.position;
  }

  private _fullClock(): Record<Side, number> {
    const ms = (this.options.clock?.minutes ?? 0) * 60_000;
    return { south: ms, north: ms };
  }

  /** The side `player` sits on in the current game. */
  sideOf(player: Player): Side {
    const firstSouth = this.gameNumber % 2 === 1;
    return (player === 'first') === firstSouth ? 'south' : 'north';
  }

  playerOn(side: Side): Player {
    return this.sideOf('first') === side ? 'first' : 'second';
  }

  /** The player a token belongs to. */
  playerOf(token: unknown): Player | null {
    if (tokenMatches(token, this.tokens.first)) return 'first';
    if (tokenMatches(token, this.tokens.second)) return 'second';
    return null;
  }

  /** Give `side` (or the free one) to a new player with `token`; `null` when no seat is free. */
  takeSeat(want: Side | null, token: string, now: number): Side | null {
    const free = (['south', 'north'] as Side[]).filter((s) => this.tokens[this.playerOn(s)] === null);
    const side = want ? (free.includes(want) ? want : null) : (free[0] ?? null);
    if (!side) return null;
    this.tokens[this.playerOn(side)] = hashToken(token);
    this.connected[this.playerOn(side)] = true;
    if (this.tokens.first && this.tokens.second && !this.started) {
      this.started = true;
      this._startClock(now);
    }
    return side;
  }

  get status(): Snapshot['status'] {
    if (this.result) return 'over';
    return this.started ? 'playing' : 'waiting';
  }

  private _startClock(now: number): void {
    if (this.clock && !this.result) this.runningSince = now;
  }

  /** Milliseconds left for `side` at `now`. */
  timeLeft(side: Side, now: number): number {
    if (!this.clock) return Number.POSITIVE_INFINITY;
    const running = this.runningSince !== null && this.game.turn === side;
    return Math.max(0, this.clock[side] - (running ? now - (this.runningSince as number) : 0));
  }

  /** When the side to move's flag falls (ms timestamp), or `null` when no clock runs. */
  flagAt(): number | null {
    if (!this.clock || this.runningSince === null || this.result) return null;
    return this.runningSince + this.clock[this.game.turn];
  }

  /** Decide the flag at `now`: ends the game when the side to move has no time left. */
  checkFlag(now: number): boolean {
    if (!this.clock || this.runningSince === null || this.result) return false;
    const side = this.game.turn;
    if (this.timeLeft(side, now) > 0) return false;
    this.clock[side] = 0;
    this._end({ winner: other(side), reason: 'flag', score: this.game.score }, now);
    return true;
  }

  /** A move by `side`: refused (the engine's reason) or played; the game is unchanged on refusal. */
  move(side: Side, move: unknown, now: number): Refusal | null {
    if (this.checkFlag(now)) return { reason: 'game-over', message: 'the game is over: a flag fell' };
    if (this.result) return { reason: 'game-over', message: 'the game is over' };
    if (!this.started) return { reason: 'not-started', message: 'wait for an opponent to take the other seat' };
    if (side !== this.game.turn) return { reason: 'not-your-turn', message: `it is ${this.game.turn}'s turn` };
    if (typeof move !== 'number' && typeof move !== 'string')
      return { reason: 'invalid-move', message: 'a move is a pit: 0-11 or a letter A-F / a-f' };
    const refused = this.game.checkMove(move);
    if (refused) return { reason: refused.reason, message: refused.message };
    const left = this.timeLeft(side, now);
    let record: ReturnType<Game['play']>;
    try {
      record = this.game.play(move);
    } catch (e) {
      if (e instanceof IllegalMoveError) return { reason: e.reason, message: e.message };
      throw e;
    }
    if (this.clock && this.runningSince !== null) {
      this.clock[side] = left + (this.options.clock?.increment ?? 0) * 1000;
      this.runningSince = now;
    }
    this.drawOffer = null;
    if (record.result) this._end({ ...record.result }, now);
    return null;
  }

  resign(side: Side, now: number): Refusal | null {
    if (this.result || !this.started) return { reason: 'game-over', message: 'there is no game in progress' };
    this._end({ winner: other(side), reason: 'resign', score: this.game.score }, now);
    return null;
  }

  offerDraw(side: Side): Refusal | null {
    if (this.result || !this.started) return { reason: 'game-over', message: 'there is no game in progress' };
    this.drawOffer = side;
    return null;
  }

  acceptDraw(side: Side, now: number): Refusal | null {
    if (this.result || !this.started) return { reason: 'game-over', message: 'there is no game in progress' };
    if (this.drawOffer !== other(side))
      return { reason: 'no-draw-offer', message: 'your opponent has not offered a draw' };
    this._end({ winner: 'draw', reason: 'draw-agreed', score: this.game.score }, now);
    return null;
  }

  /** Ask for a rematch; when both have asked, a new game starts with the colours swapped (`true`). */
  askRematch(side: Side, now: number): Refusal | boolean {
    if (!this.result) return { reason: 'game-not-over', message: 'a rematch follows a finished game' };
    if (this.matchWinner() !== null) return { reason: 'match-over', message: 'the match is over' };
    this.rematch.add(side);
    if (this.rematch.size < 2) return false;
    this.gameNumber++;
    this.game = new Game({ variant: this.options.variant, position: this.options.position });
    this.result = null;
    this.drawOffer = null;
    this.rematch.clear();
    this.clock = this.options.clock ? this._fullClock() : null;
    this.runningSince = null;
    this._startClock(now);
    return true;
  }

  matchWinner(): Player | 'draw' | null {
    return this.rule ? matchWinner(this.rule, this.results) : null;
  }

  private _end(result: OnlineResult, now: number): void {
    if (this.clock && this.runningSince !== null) {
      const side = this.game.turn;
      this.clock[side] = this.timeLeft(side, now);
    }
    this.runningSince = null;
    this.result = result;
    this.drawOffer = null;
    const w = result.winner;
    this.results.push({ winner: w === 'draw' ? 'draw' : this.playerOn(w) });
  }

  /** Stop the clock (a restored room waits until both players are back). */
  pauseClock(now: number): void {
    if (this.clock && this.runningSince !== null) this.clock[this.game.turn] = this.timeLeft(this.game.turn, now);
    this.runningSince = null;
  }

  resumeClock(now: number): void {
    if (this.clock && this.runningSince === null && this.started && !this.result) this.runningSince = now;
  }

  snapshot(now: number): Snapshot {
    const seat = (s: Side) => {
      const p = this.playerOn(s);
      return { taken: this.tokens[p] !== null, connected: this.connected[p] };
    };
    const wins = (p: Player) => this.results.filter((r) => r.winner === p).length;
    return {
      room: this.room,
      game: this.gameNumber,
      variant: this.options.variant,
      start: this.options.position,
      position: this._position(),
      turn: this.game.turn,
      moves: this._pits().slice(),
      status: this.status,
      result: this.result,
      seats: { south: seat('south'), north: seat('north') },
      clock: this.clock
        ? {
            south: this.timeLeft('south', now),
            north: this.timeLeft('north', now),
            running: this.runningSince !== null ? this.game.turn : null,
            increment: this.options.clock?.increment ?? 0,
          }
        : null,
      drawOffer: this.drawOffer,
      rematch: [...this.rematch],
      match: this.options.match
        ? { rules: this.options.match, score: [wins('first'), wins('second')], winner: this.matchWinner() }
        : null,
    };
  }

  /**
   * Everything an action may change, to be put back with the function returned when the action
   * could not be stored (the room then refuses it: nothing half-applied).
   */
  checkpoint(): () => void {
    // (a game only grows, or is replaced by a rematch's: its moves since are taken back, no copy made)
    const game = this.game;
    const ply = game.ply;
    const saved = {
      game,
      gameNumber: this.gameNumber,
      tokens: { ...this.tokens },
      connected: { ...this.connected },
      result: this.result,
      drawOffer: this.drawOffer,
      rematch: new Set(this.rematch),
      results: [...this.results],
      clock: this.clock ? { ...this.clock } : null,
      runningSince: this.runningSince,
      started: this.started,
    };
    return () => {
      while (game.ply > ply) game.undo();
      Object.assign(this, saved);
    };
  }

  /** What the store keeps. */
  data(now: number): RefereeData {
    return {
      options: this.options,
      game: this.gameNumber,
      moves: this._pits().slice(),
      tokens: { ...this.tokens },
      clock: this.clock ? { south: this.timeLeft('south', now), north: this.timeLeft('north', now) } : null,
      started: this.started,
      results: [...this.results],
      result: this.result,
    };
  }
}
