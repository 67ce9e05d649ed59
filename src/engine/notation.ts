/**
 * Notation: pit letters, moves, move lists and position strings (see docs/rules.md, "Notation").
 *
 * Position string: South's pits A–F, `/`, North's pits a–f, the side to move and the scores:
 * `4,4,4,4,4,4/4,4,4,4,4,4 S 0-0`.
 */
import { IllegalMoveError, PositionError, type Side } from './types.js';

const LETTERS = 'ABCDEFabcdef';

/** The most seeds a position may hold (pits and scores together). */
export const MAX_SEEDS = 1000;

/** The canonical start position. */
export const START_POSITION = '4,4,4,4,4,4/4,4,4,4,4,4 S 0-0';

/** A position read from its string form. */
export interface Position {
  /** Seeds in pits 0–11 (South's A–F, then North's a–f). */
  pits: number[];
  /** The player to move. */
  turn: Side;
  /** Captured seeds, `[south, north]`. */
  score: [number, number];
}

/** The letter of a pit: `A`–`F` for South's 0–5, `a`–`f` for North's 6–11. */
export function pitLetter(pit: number): string {
  return LETTERS[pit] ?? '?';
}

/**
 * A pit's name as a board writes it: its letter (`C` / `c`; also with no style or `none`), or with
 * `numbers` its number (`2` / `8`). The element's sentences and the lessons' texts and lists use it.
 */
export function pitName(pit: number, style?: 'letters' | 'numbers' | 'none'): string {
  return style === 'numbers' ? String(pit) : pitLetter(pit);
}

/** Whether a value names a pit (0–11, `'0'`–`'11'`, `A`–`F`, `a`–`f`). */
export function isPitName(move: unknown): boolean {
  try {
    parseMove(move as number | string);
    return true;
  } catch {
    return false;
  }
}

/**
 * Read a move: a pit number 0–11 (number or digits) or a letter `A`–`F`/`a`–`f`.
 * Throws an {@link IllegalMoveError} with reason `invalid-move` for anything else.
 */
export function parseMove(move: number | string): number {
  if (typeof move === 'number') {
    if (Number.isInteger(move) && move >= 0 && move <= 11) return move;
    throw new IllegalMoveError(
      'invalid-move',
      `${move} is not a pit: use a number 0\u201311 or a letter A\u2013F / a\u2013f`,
    );
  }
  if (typeof move === 'string') {
    const t = move.trim();
    if (/^[A-Fa-f]$/.test(t)) return LETTERS.indexOf(t);
    if (/^\d{1,2}$/.test(t)) {
      const n = Number(t);
      if (n <= 11) return n;
    }
    throw new IllegalMoveError(
      'invalid-move',
      `'${move}' is not a pit: use a number 0\u201311 or a letter A\u2013F / a\u2013f`,
    );
  }
  throw new IllegalMoveError(
    'invalid-move',
    `${String(move)} is not a pit: use a number 0\u201311 or a letter A\u2013F / a\u2013f`,
  );
}

/**
 * Read a move list such as `C f B a`, `2 7 1 6` or `1. C f 2. B a`. Move numbers (`1.`) are ignored.
 * Returns absolute pits. Throws `invalid-move` naming the first bad token.
 */
export function parseMoveList(list: string | readonly (number | string)[]): number[] {
  if (Array.isArray(list)) return list.map((m) => parseMove(m));
  const tokens = String(list)
    .split(/[\s,;]+/)
    .filter(Boolean);
  const moves: number[] = [];
  tokens.forEach((raw, i) => {
    const token = raw.replace(/^\d+\.+/, '');
    if (token === '') return;
    try {
      moves.push(parseMove(token));
    } catch {
      throw new IllegalMoveError(
        'invalid-move',
        `move ${i + 1} of the list: '${raw}' is not a pit (use A\u2013F / a\u2013f or 0\u201311)`,
      );
    }
  });
  return moves;
}

/** Write a move list as letters separated by spaces (`C f B a`). */
export function formatMoveList(pits: readonly number[]): string {
  return pits.map(pitLetter).join(' ');
}

function parseRow(text: string, side: 'South' | 'North', offset: number): number[] {
  const cells = text.split(',').map((c) => c.trim());
  if (cells.length !== 6) {
    const found = text.trim() === '' ? 0 : cells.length;
    throw new PositionError(`expected 6 pits for ${side}, found ${found}`);
  }
  return cells.map((c, i) => {
    if (!/^\d+$/.test(c)) throw new PositionError(`pit ${offset + i}: '${c}' is not a seed count`);
    return Number(c);
  });
}

/**
 * Read a position string. Accepts `start`, spaces around separators, and leaves out of the side
 * (default `S`) and score (default `0-0`). Throws a {@link PositionError} saying what is wrong and where.
 */
export function parsePosition(text: string): Position {
  if (typeof text !== 'string') throw new PositionError(`a position must be a string, not ${typeof text}`);
  const trimmed = text.trim();
  if (trimmed === '')
    throw new PositionError('the position is empty: expected pits like 4,4,4,4,4,4/4,4,4,4,4,4 S 0-0');
  if (trimmed.toLowerCase() === 'start') return { pits: Array(12).fill(4), turn: 'south', score: [0, 0] };
  const norm = trimmed.replace(/\s*([,/])\s*/g, '$1').replace(/\s*-\s*/g, '-');
  const parts = norm.split(/\s+/);
  const board = parts[0];
  const halves = board.split('/');
  if (halves.length !== 2) {
    throw new PositionError(
      halves.length < 2
        ? `expected '/' between South's and North's pits in '${board}'`
        : `expected one '/' between South's and North's pits, found ${halves.length - 1}`,
    );
  }
  const pits = [...parseRow(halves[0], 'South', 0), ...parseRow(halves[1], 'North', 6)];
  let turn: Side | null = null;
  let score: [number, number] | null = null;
  for (const token of parts.slice(1)) {
    const side = token.toLowerCase();
    if (turn === null && score === null && (side === 's' || side === 'south' || side === 'n' || side === 'north')) {
      turn = side.startsWith('s') ? 'south' : 'north';
    } else if (score === null && /^\d+-\d+$/.test(token)) {
      const [a, b] = token.split('-').map(Number);
      score = [a, b];
    } else if (score === null && turn === null && /^[a-z]+$/i.test(token)) {
      throw new PositionError(`side to move: '${token}' is not S or N`);
    } else if (score === null && /-/.test(token)) {
      throw new PositionError(`score: '${token}' is not two seed counts like 0-0`);
    } else {
      throw new PositionError(`unexpected '${token}' after the ${score ? 'score' : turn ? 'side to move' : 'pits'}`);
    }
  }
  score ??= [0, 0];
  const total = pits.reduce((a, b) => a + b, 0) + score[0] + score[1];
  if (total > MAX_SEEDS) throw new PositionError(`${total} seeds in all: at most ${MAX_SEEDS} are allowed`);
  return { pits, turn: turn ?? 'south', score };
}

/** Write a position in canonical form, e.g. `4,4,4,4,4,4/4,4,4,4,4,4 S 0-0`. */
export function formatPosition(p: Position): string {
  // One join: a flat string (a template literal would keep a tree of string pieces in memory).
  const [s, n] = p.score;
  return [
    p.pits.slice(0, 6).join(','),
    '/',
    p.pits.slice(6, 12).join(','),
    p.turn === 'north' ? ' N ' : ' S ',
    s,
    '-',
    n,
  ].join('');
}

/** Read a position in any accepted form and write it canonically. */
export function normalizePosition(text: string): string {
  return formatPosition(parsePosition(text));
}
