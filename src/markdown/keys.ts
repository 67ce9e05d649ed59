/**
 * The keys of an ```` ```oware ```` block: the element's attribute names (and the picture's `theme`
 * and `size`), how each value is read, and where it goes — into the static picture, onto a live
 * board, or both. A key that only a live board can honour (`interactive`, `puzzle`, `ai`, …) makes
 * the block a live board.
 */
import { RULES } from '../element/validation.js';
import { DiagramError } from './error.js';

/**
 * Where a key goes: `both` (the picture and a live board's attribute), `picture` (only the static
 * picture: `theme`, `size`), `live` (only a live board; the block becomes one).
 */
export type KeyUse = 'both' | 'picture' | 'live';

/**
 * How a value is read: `text` as written; `number`; `flag` a boolean (bare, `true` or `false`);
 * `side` as `interactive` (bare: `both`); `sound` a flag or `always`; `caption` a text, or alone
 * the live board's narration flag.
 */
export type KeyKind = 'text' | 'number' | 'flag' | 'side' | 'sound' | 'caption';

export interface KeySpec {
  use: KeyUse;
  kind: KeyKind;
}

const k = (use: KeyUse, kind: KeyKind): KeySpec => ({ use, kind });

/** Every key of a block. `record` and `src` are not keys: a block's record is its body. */
export const KEYS: Readonly<Record<string, KeySpec>> = {
  position: k('both', 'text'),
  variant: k('both', 'text'),
  orientation: k('both', 'text'),
  labels: k('both', 'text'),
  stores: k('both', 'flag'),
  highlight: k('both', 'text'),
  arrows: k('both', 'text'),
  markers: k('both', 'text'),
  caption: k('both', 'caption'),
  lang: k('both', 'text'),
  ply: k('both', 'number'),
  path: k('both', 'text'),
  theme: k('picture', 'text'),
  size: k('picture', 'number'),
  interactive: k('live', 'side'),
  puzzle: k('live', 'flag'),
  solution: k('live', 'text'),
  goal: k('live', 'text'),
  ai: k('live', 'text'),
  'ai-level': k('live', 'number'),
  'ai-time': k('live', 'number'),
  moves: k('live', 'text'),
  controls: k('live', 'flag'),
  autoplay: k('live', 'flag'),
  loop: k('live', 'flag'),
  'show-legal': k('live', 'flag'),
  editable: k('live', 'flag'),
  draw: k('live', 'flag'),
  analysis: k('live', 'flag'),
  match: k('live', 'text'),
  sound: k('live', 'sound'),
  'animation-speed': k('live', 'number'),
  'fragment-link': k('live', 'flag'),
  'remember-solved': k('live', 'text'),
  online: k('live', 'text'),
  room: k('live', 'text'),
  seat: k('live', 'text'),
};

/** A read value: text, a number, or a flag. */
export type KeyValue = string | number | boolean;

const camel = (key: string) => key.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The value of `key` as written (`null`: the key alone, a bare flag), read by its kind and, for
 * the core's own attributes (`interactive`, `ai`, `ai-level`, `ply`, `controls`, …), checked by the
 * element's rule with the element's message.
 */
export function readValue(key: string, raw: string | null): KeyValue {
  const spec = KEYS[key];
  if (!spec)
    throw new DiagramError('block', `'${key}' is not a key of an oware block; use ${Object.keys(KEYS).join(', ')}`);
  let value: KeyValue;
  if (spec.kind === 'flag' || spec.kind === 'sound') {
    if (raw === null || raw === 'true') value = true;
    else if (raw === 'false') value = false;
    else if (spec.kind === 'sound' && raw === 'always') value = raw;
    else
      throw new DiagramError(
        key,
        `${key} is a flag: write it alone, or ${key}: true or false${spec.kind === 'sound' ? ' (or always)' : ''}`,
      );
  } else if (raw === null) {
    if (spec.kind === 'caption') return true;
    if (spec.kind !== 'side') throw new DiagramError(key, `${key} needs a value: ${key}: …`);
    value = 'both';
  } else if (spec.kind === 'number') {
    value = raw.trim() === '' ? Number.NaN : Number(raw);
    if (!Number.isFinite(value)) throw new DiagramError(key, `'${raw}' is not a number`);
  } else value = raw;
  const rule = (RULES as Record<string, (typeof RULES)[keyof typeof RULES]>)[camel(key)];
  // (the element's `caption` is its narration flag; a block's caption is the picture's text)
  if (rule && key !== 'caption' && !rule.valid(value))
    throw new DiagramError(key, typeof rule.hint === 'string' ? rule.hint : rule.hint(value));
  return value;
}
