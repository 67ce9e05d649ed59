/**
 * Writing OGN as Aualé does — its tags in its order, `FEN` only for another start, move numbers,
 * `+N` captures, comments, the result, lines under 80 characters — plus nested variations, and a
 * record made from a played {@link Game}. This is the plain writer the element's `board.record`
 * uses (in the initial file); `formatRecord` (format.ts) adds the form for Aualé on top of it.
 */
import { type Game, START_POSITION, type VariantName } from '../engine/index.js';
import { fenOfPosition, moveNumber, variantTag } from './notation.js';
import { type GameRecord, type RecordLine, TAG_ROSTER } from './types.js';

/** Lines are shorter than this. */
const WIDTH = 80;

const escapeTag = (value: string) =>
  String(value)
    .replace(/[\r\n]+/g, ' ')
    .replace(/[\\"]/g, '\\$&');
const pitLetter = (pit: number) => 'ABCDEFabcdef'[pit] ?? '?';

/**
 * The words of a comment as tokens `{first`, …, `last}`: a `}` inside is written `\}` (the reader's one
 * escape), and a comment ending in `\` gets a space before its `}`.
 */
function commentTokens(comment: string | undefined): string[] {
  const words = (comment ?? '').replace(/}/g, '\\}').split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  words[0] = `{${words[0]}`;
  const last = words.length - 1;
  words[last] += words[last].endsWith('\\') ? ' }' : '}';
  return words;
}

/** The tokens of a line; `ply` is the ply of its first move. */
function lineTokens(line: RecordLine, ply: number, northFirst: boolean, out: string[]): void {
  for (const t of commentTokens(line.comment)) out.push(t);
  let numbered = true;
  line.moves.forEach((m, k) => {
    const p = ply + k;
    const move = `${pitLetter(m.pit)}${m.captured > 0 ? `+${m.captured}` : ''}${m.glyph ?? ''}`;
    // A move number stays on the line of its move.
    out.push(m.pit < 6 || numbered ? `${moveNumber(p, northFirst, m.pit)} ${move}` : move);
    const after = commentTokens(m.comment);
    for (const t of after) out.push(t);
    numbered = after.length > 0;
    for (const v of m.variations) {
      // Written straight into `out` (no copy per nesting level): `(` on its first token, `)` on its last.
      const first = out.length;
      lineTokens(v, p, northFirst, out);
      if (out.length === first) continue;
      out[first] = `(${out[first]}`;
      out[out.length - 1] += ')';
      numbered = true;
    }
  });
}

/** Tokens joined into lines under {@link WIDTH} characters (a longer token stands on its own line). */
function wrap(tokens: readonly string[]): string {
  const lines: string[] = [];
  let line = '';
  for (const t of tokens) {
    if (line && line.length + 1 + t.length < WIDTH) line += ` ${t}`;
    else {
      if (line) lines.push(line);
      line = t;
    }
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

/** Write a record as OGN in the plain form (what `formatRecord` in format.ts writes without options). */
export function writeRecord(record: GameRecord): string {
  const tags: Record<string, string> = { ...record.tags };
  tags.Variant = variantTag(record.variant);
  tags.Result = record.result || '*';
  const out: string[] = [];
  for (const name of TAG_ROSTER) if (tags[name] !== undefined) out.push(`[${name} "${escapeTag(tags[name])}"]`);
  if (record.start !== START_POSITION) out.push(`[FEN "${escapeTag(fenOfPosition(record.start) ?? record.start)}"]`);
  for (const [name, value] of Object.entries(tags))
    if (!(TAG_ROSTER as readonly string[]).includes(name) && name !== 'FEN' && /^[\p{L}\p{N}_]+$/u.test(name))
      out.push(`[${name} "${escapeTag(value)}"]`);
  const tokens: string[] = [];
  lineTokens(record.tree, 0, / N /.test(record.start), tokens);
  if (record.result && record.result !== '*') tokens.push(record.result);
  const moves = wrap(tokens);
  return `${out.join('\n')}\n${moves ? `\n${moves}\n` : ''}`;
}

/** Today's date as a PGN `Date` tag: `2026.12.01`. */
export function recordDate(date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}.${two(date.getMonth() + 1)}.${two(date.getDate())}`;
}

/**
 * The record of a played game: its moves with their captures, the `FEN` of its start when needed,
 * and Aualé's tags (`?` where unknown; `Result` from the game), overridden by `tags`.
 */
export function recordFromGame(game: Game, tags: Record<string, string> = {}): GameRecord {
  const end = game.result;
  const result = end ? `${end.score[0]}-${end.score[1]}` : '*';
  const all: Record<string, string> = Object.create(null);
  for (const name of TAG_ROSTER) all[name] = '?';
  Object.assign(all, tags);
  all.Variant = variantTag(game.variant as VariantName);
  all.Result = result;
  return {
    tags: all,
    start: game.startPosition,
    variant: game.variant,
    tree: { moves: game.history.map((r) => ({ pit: r.pit, captured: r.capturedSeeds, variations: [] })) },
    result,
    warnings: [],
  };
}
