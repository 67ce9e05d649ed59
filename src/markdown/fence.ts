/**
 * One ```` ```oware ```` block read into what to draw: the static picture's options (`boardSVG`'s)
 * and, when the block asks for interaction, the live board's attributes. Both Markdown plugins
 * (`markdown-it.ts`, `rehype.ts`) read blocks through this module and only adapt its result.
 *
 * A block's body is `key: value` lines (a flag may stand alone), then, optionally, an OGN record:
 *
 * ```oware
 * position: 1,2,0,6,3,3/4,1,2,1,0,3 S 10-12
 * highlight: c:capture d:capture
 * arrows: F>c
 * caption: South plays F and captures 5.
 * ```
 *
 * The words after `oware` in the info string are keys too (` ```oware interactive stores`).
 */
import { Game, IllegalMoveError, type VariantName } from '../engine/index.js';
import { parseMoveList, pitLetter } from '../engine/notation.js';
import { RecordError } from '../record/types.js';
import type { BoardSVGOptions } from '../svg/index.js';
import { DiagramError, diagramError } from './error.js';
import { KEYS, type KeyValue, readValue } from './keys.js';
import { recordPicture } from './record.js';

/** What a plugin's options give every block unless the block says otherwise. */
export interface FenceDefaults {
  /** The pictures' theme (`boardSVG`'s default: `light`). */
  theme?: 'light' | 'dark' | 'auto';
  /** The pictures' width in CSS pixels (`boardSVG`'s default: 480). */
  size?: number;
  /** The pictures' language, of their title and description and of the error box (default `en`); a live board takes the page's. */
  lang?: string;
}

/** A block read: a static picture, or a live board with the same picture as its fallback. */
export interface Diagram {
  /** Whether the block asked for a live board (`interactive`, `puzzle`, `ai`, `moves`, `controls`, …). */
  live: boolean;
  /** The static picture; for a live board, what it shows at first, drawn without JavaScript. */
  picture: BoardSVGOptions;
  /** A live board's attributes, in the block's order (`''` for a flag). */
  attributes: [string, string][];
  /** A live board's caption, written under it (a static picture draws its caption itself). */
  caption: string;
  /** The Markdown file's line of each key, where known (for the picture's errors). */
  lines: Record<string, number>;
  /** What the block's record claims untruly (drawn all the same): each a warning with the Markdown file's line. */
  warnings: DiagramError[];
}

/** A line of keys: `key: value`, or a key alone. */
export const KEY_LINE = /^\s*([A-Za-z][\w-]*)\s*(?::(.*))?$/;

/** The position after `moves` from `position`, at `ply` (the element's `moves` and `ply`, clamped as it does). */
function afterMoves(position: string, variant: VariantName | undefined, moves: string, ply: number | undefined) {
  let pits: number[];
  try {
    pits = parseMoveList(moves);
  } catch (e) {
    throw new DiagramError('moves', (e as Error).message);
  }
  const at = ply === undefined ? pits.length : ply < 0 ? pits.length + ply : ply;
  const game = new Game({ position, variant });
  for (const [i, pit] of pits.slice(0, Math.max(0, Math.min(pits.length, at))).entries()) {
    try {
      game.play(pit);
    } catch (e) {
      if (!(e instanceof IllegalMoveError)) throw e;
      throw new DiagramError('moves', `move ${i + 1} (${pitLetter(pit)}) is illegal: ${e.message}`);
    }
  }
  return game.position;
}

/** A block's keys as read (each checked by its kind), the Markdown file's line of each, and its record's text. */
export interface BlockKeys {
  given: Map<string, KeyValue>;
  lines: Record<string, number>;
  /** The OGN record after the keys (`''` when none). */
  record: string;
  /** The block's row (0-based, in `body`) where the record starts. */
  recordStart: number;
}

/**
 * The keys of a block (its info string's words, then its `key: value` lines) and the record after
 * them, each value read by its kind; throws a {@link DiagramError} on a bad key or value.
 */
export function readKeys(info: string, body: string, line?: number): BlockKeys {
  const given = new Map<string, KeyValue>();
  const lines: Record<string, number> = {};
  const at = (i: number) => (line === undefined ? undefined : line + 1 + i);
  const put = (key: string, raw: string | null, where: number | undefined) => {
    try {
      if (given.has(key)) throw new DiagramError(key, 'given twice; give each key once');
      given.set(key, readValue(key, raw));
      if (where !== undefined) lines[key] = where;
    } catch (e) {
      throw diagramError(e, key, where);
    }
  };
  for (const word of info.trim().split(/\s+/).slice(1)) put(word, null, line);

  const rows = body.replace(/\r\n?/g, '\n').split('\n');
  let recordStart = rows.length;
  for (const [i, text] of rows.entries()) {
    if (!text.trim()) continue;
    const m = KEY_LINE.exec(text);
    if (!m || (m[2] === undefined && !KEYS[m[1]!])) {
      recordStart = i;
      break;
    }
    put(m[1]!, m[2] === undefined ? null : m[2].trim(), at(i));
  }
  return { given, lines, record: rows.slice(recordStart).join('\n').trim(), recordStart };
}

/**
 * Read a block: its info string (`oware`, `oware interactive`) and body. `line` is the Markdown
 * file's line of the opening fence (1-based), when known; errors carry the line they are on.
 * Throws a {@link DiagramError}; the picture's own options are checked by `boardSVG`.
 */
export function readFence(info: string, body: string, defaults: FenceDefaults = {}, line?: number): Diagram {
  const { given, lines, record, recordStart } = readKeys(info, body, line);
  const get = <T extends KeyValue>(key: string) => given.get(key) as T | undefined;
  const ply = get<number>('ply');
  const path = get<string>('path');
  const moves = get<string>('moves');

  const live = [...given].some(([key, v]) => KEYS[key]!.use === 'live' && v !== false && v !== 'none');
  const caption = get<string | boolean>('caption');
  const picture: BoardSVGOptions = {};
  const lang = get<string>('lang') ?? defaults.lang;
  if (lang !== undefined) picture.lang = lang;
  const theme = get<string>('theme') ?? defaults.theme;
  if (theme !== undefined) picture.theme = theme as BoardSVGOptions['theme'];
  const size = get<number>('size') ?? defaults.size;
  if (size !== undefined) picture.size = size;
  for (const key of ['position', 'variant', 'orientation', 'labels', 'stores', 'highlight', 'arrows', 'markers'])
    if (given.has(key)) (picture as Record<string, unknown>)[key] = given.get(key);
  if (typeof caption === 'string' && !live) picture.caption = caption;
  const variant = picture.variant as VariantName | undefined;

  let step: ReturnType<typeof recordPicture> | undefined;
  if (record) {
    for (const key of ['position', 'variant', 'moves'])
      if (given.has(key))
        throw new DiagramError(key, `a block with a record takes the ${key} from the record; leave ${key} out`, line);
    try {
      step = recordPicture(record, { ply, path });
    } catch (e) {
      if (e instanceof RecordError) {
        const file = line === undefined ? e.line : line + recordStart + e.line;
        throw new DiagramError(
          'record',
          `line ${file}, column ${e.column}: ${e.message.replace(/^line \d+, column \d+: /, '')}`,
          line,
        );
      }
      throw diagramError(e, 'record', line);
    }
    picture.position = step.position;
    picture.variant = step.variant;
    for (const key of ['highlight', 'arrows', 'markers'] as const) {
      const both = [step[key], picture[key]].filter(Boolean).join(' ');
      if (both) picture[key] = both;
    }
    if (live || typeof caption !== 'string') {
      if (step.caption) picture.caption = step.caption;
      else delete picture.caption;
    }
  } else {
    if (path !== undefined)
      throw new DiagramError('path', 'path picks a step of a record: put an OGN record after the keys', line);
    if (moves !== undefined) picture.position = afterMoves(picture.position ?? 'start', variant, moves, ply);
    else if (ply !== undefined)
      throw new DiagramError(
        'ply',
        'ply picks a step of a record or of moves: add moves, or an OGN record after the keys',
        line,
      );
  }

  const warnings = (step?.warnings ?? []).map((w) => {
    const file = line === undefined ? w.line : line + recordStart + w.line;
    const warning = new DiagramError('record', `line ${file}: ${w.message}`, file);
    warning.severity = 'warning';
    return warning;
  });
  const attributes: [string, string][] = [];
  if (live) {
    for (const [key, value] of given) {
      if (KEYS[key]!.use === 'picture' || value === false) continue;
      if (key === 'caption' && typeof value === 'string') continue;
      attributes.push([key, value === true ? '' : String(value)]);
    }
    if (record) attributes.push(['record', record]);
  }
  return { live, picture, attributes, caption: live && typeof caption === 'string' ? caption : '', lines, warnings };
}
