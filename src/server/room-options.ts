/**
 * The options an online room is created with (variant, position, who opens, match rules, clock),
 * checked before a room exists: {@link readRoomOptions} answers a bad value with a short fixed
 * message that names the option and never repeats what a client sent.
 */
import { Game, isVariantName, parsePosition, type Side, VARIANTS, type VariantName } from '../engine/index.js';
import { readMatch } from '../match/rules.js';

/** The options a room is created with (all optional; checked by {@link readRoomOptions}). */
export interface RoomOptions {
  variant?: VariantName;
  /** A position string (the engine's notation), default the start position. */
  position?: string;
  /** Who moves first; overrides the side to move in `position`. */
  opens?: Side;
  /** Match rules in the element's syntax, e.g. `best-of:3`. */
  match?: string;
  /** Clock: minutes per player and seconds added per move. */
  clock?: { minutes: number; increment?: number };
}

/** Options after checking. */
export interface CheckedOptions {
  variant: VariantName;
  position: string;
  match: string | null;
  clock: { minutes: number; increment: number } | null;
}

export class RoomOptionsError extends Error {
  readonly reason = 'invalid-options';
}

/** Longest position string a room accepts (a full board with its scores is well under it). */
const MAX_POSITION = 160;
/** Longest match rules a room accepts. */
const MAX_MATCH = 60;

/** A number given as a number or a short numeric string, else NaN (never calls into the value). */
const numberOf = (v: unknown): number =>
  typeof v === 'number' ? v : typeof v === 'string' && v.length <= 12 ? Number(v) : Number.NaN;

/**
 * Check a room's options; throws {@link RoomOptionsError} saying what is wrong with a short fixed
 * message that names the option and never repeats the value given (it can be anything a client sends).
 */
export function readRoomOptions(o: unknown): CheckedOptions {
  const opts = (o && typeof o === 'object' ? o : {}) as Record<string, unknown>;
  const variant = opts.variant ?? 'abapa';
  if (typeof variant !== 'string' || !isVariantName(variant))
    throw new RoomOptionsError(`variant is not a variant name (${VARIANTS[0]}, …)`);
  if (opts.position !== undefined && (typeof opts.position !== 'string' || opts.position.length > MAX_POSITION))
    throw new RoomOptionsError('position must be a position string such as 4,4,4,4,4,4/4,4,4,4,4,4 S 0-0');
  let position: string;
  try {
    position = new Game({ variant, position: opts.position as string | undefined }).position;
  } catch {
    throw new RoomOptionsError('position cannot be read (a position string such as 4,4,4,4,4,4/4,4,4,4,4,4 S 0-0)');
  }
  if (opts.opens !== undefined) {
    if (opts.opens !== 'south' && opts.opens !== 'north')
      throw new RoomOptionsError("opens must be 'south' or 'north'");
    const p = parsePosition(position);
    if (p.turn !== opts.opens) position = position.replace(/ [SN] /, opts.opens === 'south' ? ' S ' : ' N ');
  }
  let match: string | null = null;
  if (opts.match !== undefined && opts.match !== null && opts.match !== '') {
    const rules = 'match must be match rules such as best-of:3, first-to:6 lead-by:3 or in-a-row:2';
    if (typeof opts.match !== 'string' || opts.match.length > MAX_MATCH) throw new RoomOptionsError(rules);
    let error: string | undefined;
    try {
      error = readMatch(opts.match).error;
    } catch {
      error = rules;
    }
    if (error !== undefined) throw new RoomOptionsError(rules);
    match = opts.match.trim();
  }
  let clock: CheckedOptions['clock'] = null;
  if (opts.clock !== undefined && opts.clock !== null) {
    if (typeof opts.clock !== 'object' || Array.isArray(opts.clock))
      throw new RoomOptionsError('clock must be { minutes, increment }');
    const c = opts.clock as Record<string, unknown>;
    const minutes = numberOf(c.minutes);
    const increment = c.increment === undefined ? 0 : numberOf(c.increment);
    if (!(minutes > 0 && minutes <= 600))
      throw new RoomOptionsError('clock.minutes must be more than 0 and at most 600');
    if (!(increment >= 0 && increment <= 600)) throw new RoomOptionsError('clock.increment must be 0 to 600 seconds');
    clock = { minutes, increment };
  }
  return { variant: variant as VariantName, position, match, clock };
}
