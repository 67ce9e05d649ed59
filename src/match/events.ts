/** The match feature's types: the players, the games, and `oware-match-over`. */
import type { GameResult, Side } from '../engine/index.js';

/** The two players of a match: `first` plays South (and opens) in game 1; they swap sides each game. */
export type MatchPlayerId = 'first' | 'second';

/** One finished game of a match. */
export interface MatchGame {
  /** 1, 2, … */
  game: number;
  /** The side `first` played in this game. */
  first: Side;
  winner: MatchPlayerId | 'draw';
  /** Captured seeds, `[first, second]`. */
  seeds: [number, number];
  /** The game's result as `oware-game-over` gave it (sides, not players). */
  result: GameResult;
}

/** `oware-match-over`: the match (the `match` attribute) is decided. */
export interface OwareMatchOverDetail {
  winner: MatchPlayerId | 'draw';
  games: MatchGame[];
  /** Games won, `[first, second]`. */
  score: [number, number];
  /** The player the computer was (`ai` one side), or `null` for two players. */
  computer: MatchPlayerId | null;
}
