/**
 * A collection's solved puzzles, remembered in `localStorage` when the page opts in
 * (`remember-solved="name"`): one key per name, `oware-board:solved:<name>`, holding the solved
 * games' ids. Failure-tolerant: storage that is missing, full or forbidden is simply not used.
 */
import type { GameRecord } from '../types.js';

const PREFIX = 'oware-board:solved:';

/** A game's id in a collection: its place and event (a reordered collection forgets, a renamed one too). */
export const gameId = (index: number, game: GameRecord | undefined): string =>
  `${index + 1}:${game?.tags.Event ?? ''}:${game?.tags.Round ?? ''}`;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The ids solved under `name` (none when not remembered or unreadable). */
export function readSolved(name: string | undefined): Set<string> {
  if (!name) return new Set();
  try {
    const list: unknown = JSON.parse(storage()?.getItem(PREFIX + name) ?? '[]');
    return new Set(Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Add `id` to the ids solved under `name`; returns the set (as remembered, or in memory). */
export function markSolved(name: string | undefined, id: string, known: Set<string>): Set<string> {
  const next = new Set(known).add(id);
  if (!name) return next;
  try {
    storage()?.setItem(PREFIX + name, JSON.stringify([...next]));
  } catch {
    /* full or forbidden: remembered for this page only */
  }
  return next;
}
