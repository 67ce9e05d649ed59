/**
 * `board.record` for a game as played: the engine's game as OGN, with today's date and the
 * computer's side named. (The record viewer gives its own record instead.)
 */
import type { Game } from '../engine/index.js';
import { recordDate, recordFromGame, writeRecord } from '../record/write.js';
import type { AiSide } from './validation.js';

/** The OGN text of `game`; the side(s) `ai` plays are named `oware-board (level n)`. */
export function recordText(game: Game, ai: AiSide, level: number): string {
  const tags: Record<string, string> = { Date: recordDate() };
  const name = `oware-board (level ${level})`;
  if (ai === 'south' || ai === 'both') tags.South = name;
  if (ai === 'north' || ai === 'both') tags.North = name;
  return writeRecord(recordFromGame(game, tags));
}
