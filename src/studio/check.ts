// The studio's one rule for every text it writes (the tag, the Markdown fence, the OGN record, the
// share link): a state is taken only when each of its values passes the parser a page would read it
// with — the engine's position, the element's drawing attributes and rules, the lessons' goal, the
// record's reader for the moves and their comments — holds no character the outputs cannot carry
// (control characters and line breaks, which would end a fence line or a Markdown block; U+FFFE,
// U+FFFF and lone surrogates, which XML forbids), stays within the share link's limits, and its
// outputs read back: the OGN through parseRecord, the fence through the Markdown plugins' reader and
// boardSVG. A state that fails is refused with a message (`Refused`) and the studio keeps its own.

import { readAnnotations } from '../diagram/annotation-attributes.js';
import { describeIssues } from '../diagram/annotations.js';
import { RULES } from '../element/validation.js';
import { Game } from '../engine/index.js';
import { parseGoal } from '../lessons/goal.js';
import { readFence } from '../markdown/fence.js';
import { readComment } from '../record/comment.js';
import { parseRecord, type RecordLine, type RecordMove } from '../record/index.js';
import { boardSVG } from '../svg/index.js';
import { fenceOf, initialState, ognOf, type StudioState, TABS } from './out.js';
import { locate, noteOf } from './record.js';

/** The share link's limits, and so the studio's (docs/studio.md#limits). */
export const LIMITS = {
  /** Characters of the link's data (after `#s=`): any state within `json` fits, deflated and base64url. */
  link: 350_000,
  /** Bytes of the state's JSON, inflated (a link is inflated as a stream and dropped past this). */
  json: 256 * 1024,
  /** Recorded moves, the main line and every variation together. */
  plies: 1_000,
  /** Variations in the recorded moves. */
  variations: 200,
  /** Marks, arrows and markers in one step's drawing. */
  marks: 64,
  /** Characters of a caption, and of each of a step's `highlight`, `arrows` and `markers`. */
  text: 1_000,
  /** Characters of a recorded move's whole comment (its caption and drawing commands). */
  comment: 4_000,
  /** Characters of the start position. */
  position: 200,
  /** Characters of the puzzle's goal. */
  goal: 40,
} as const;

/** A state (or a link) the studio does not take; the message says why, for the author. */
export class Refused extends Error {
  override name = 'Refused';
}

/** Characters no output may carry: C0 and C1 controls (line breaks, tab), line and paragraph separators, U+FFFE/U+FFFF, lone surrogates. */
const FORBIDDEN = /[\p{Cc}\p{Cs}\u2028\u2029\uFFFE\uFFFF]/u;

const codePoint = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
const what = (ch: string) =>
  /[\n\r\u2028\u2029]/.test(ch)
    ? `a line break (${codePoint(ch)})`
    : /\p{Cs}/u.test(ch)
      ? `half of a surrogate pair (${codePoint(ch)})`
      : `the character ${codePoint(ch)}`;

/** `value` as a text of at most `max` characters that every output can carry, else refused as `field`'s. */
function text(field: string, value: unknown, max: number): string {
  if (typeof value !== 'string') throw new Refused(`${field} is not a text`);
  if (value.length > max) throw new Refused(`${field} is longer than ${max} characters (${value.length})`);
  const bad = FORBIDDEN.exec(value);
  if (bad) throw new Refused(`${field} holds ${what(bad[0])}: it is one line of text, without control characters`);
  return value;
}

/** A drawing's tokens as written (`c:capture`, `F>c`, `c:"a label"`). */
const TOKEN = /(?:"(?:[^"\\]|\\.)*"|[^\s"])+/g;

/** A step's drawing read as the element reads it; refused (as `where`'s) when it has a bad token or too many marks. */
function drawing(where: string, d: { highlight: string; arrows: string; markers: string }): void {
  for (const k of ['highlight', 'arrows', 'markers'] as const) text(`${where}${k}`, d[k], LIMITS.text);
  const read = readAnnotations(d);
  if (read.issues.length) throw new Refused(`${where}${read.issues[0]!.attribute}: ${describeIssues(read.issues)}`);
  // (as written: a pit's repeated markers are drawn once, but each is read)
  const tokens = `${d.highlight} ${d.arrows} ${d.markers}`.match(TOKEN)?.length ?? 0;
  if (tokens > LIMITS.marks)
    throw new Refused(
      `${where}highlight, arrows and markers: more than ${LIMITS.marks} marks, arrows and markers (${tokens})`,
    );
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const GLYPHS = ['!', '?', '!!', '??', '!?', '?!'];

/** A recorded move's or a variation's comment: one line, within the limits, read by the record's reader and the studio's. */
function comment(where: string, value: unknown): string {
  const c = text(`the comment of ${where}`, value, LIMITS.comment);
  const read = readComment(c);
  if (read.issues.length) throw new Refused(`the comment of ${where}: ${read.issues.join('; ')}`);
  const note = noteOf(c);
  text(`the caption of ${where}`, note.caption, LIMITS.text);
  drawing(`${where}: `, note);
  return c;
}

/**
 * The recorded moves, copied with only what a record holds (pit, capture, glyph, comment,
 * variations), walked without recursion and counted as they are walked: refused past the plies or
 * variations, or at a value that is not a record's.
 */
function tree(value: unknown): RecordLine {
  let plies = 0;
  let variations = 0;
  const out: RecordLine = { moves: [] };
  const todo: [unknown, RecordLine][] = [[value, out]];
  const bad = (why: string) => new Refused(`the recorded moves: ${why}`);
  while (todo.length) {
    const [line, into] = todo.pop()!;
    if (!isObject(line) || !Array.isArray(line.moves)) throw bad('a line is not a list of moves');
    if (line.comment !== undefined && line !== value)
      into.comment = comment('a variation of the recorded moves', line.comment);
    for (const m of line.moves as unknown[]) {
      if (++plies > LIMITS.plies)
        throw bad(`more than ${LIMITS.plies} moves (the main line and the variations together)`);
      if (!isObject(m)) throw bad('a move is not a move');
      const { pit, captured, glyph, variations: vs } = m;
      if (!Number.isInteger(pit) || (pit as number) < 0 || (pit as number) > 11) throw bad('a move has no pit (0–11)');
      if (!Number.isInteger(captured) || (captured as number) < 0 || (captured as number) > 48)
        throw bad('a move has no capture count (0–48)');
      if (!Array.isArray(vs)) throw bad('a move has no list of variations');
      if ((variations += vs.length) > LIMITS.variations) throw bad(`more than ${LIMITS.variations} variations`);
      const move: RecordMove = { pit: pit as number, captured: captured as number, variations: [] };
      if (glyph !== undefined) {
        if (!GLYPHS.includes(glyph as string)) throw bad(`a move's glyph is not one of ${GLYPHS.join(' ')}`);
        move.glyph = glyph as string;
      }
      if (m.comment !== undefined) move.comment = comment('a recorded move', m.comment);
      into.moves.push(move);
      for (const v of vs) {
        const line: RecordLine = { moves: [] };
        move.variations.push(line);
        todo.push([v, line]);
      }
    }
    if (into !== out && !into.moves.length) throw bad('a variation has no moves');
  }
  return out;
}

/**
 * The studio's state that `value` holds (a link's JSON, or the studio's own next state), checked by
 * the one rule and copied with only the state's own keys; a key left out takes its default.
 * @throws {Refused} a value over the limits, one the page's parsers refuse, or one the outputs cannot carry.
 */
export function checkState(value: unknown): StudioState {
  if (!isObject(value)) throw new Refused('the link holds no studio state');
  const s = initialState();
  const into = s as unknown as Record<string, unknown>;
  for (const [k, fallback] of Object.entries(s)) {
    const v = value[k];
    if (v === undefined) continue;
    if (typeof v !== typeof fallback || Array.isArray(v) !== Array.isArray(fallback))
      throw new Refused(`${k} is ${Array.isArray(v) ? 'a list' : `a ${typeof v}`}, not a ${typeof fallback}`);
    into[k] = v;
  }
  if (!(TABS as readonly string[]).includes(text('tab', s.tab, 10)))
    throw new Refused(`tab is one of ${TABS.join(', ')}`);
  for (const k of ['orientation', 'labels'] as const) {
    const rule = RULES[k];
    if (!rule.valid(text(k, s[k], 10))) throw new Refused(`${k}: ${rule.hint as string}`);
  }
  text('caption', s.caption, LIMITS.text);
  drawing('', s);
  const goal = parseGoal(text('goal', s.goal, LIMITS.goal));
  if (goal.error) throw new Refused(`goal: ${goal.error}`);
  try {
    new Game({ position: text('position', s.position, LIMITS.position) });
  } catch (e) {
    if (e instanceof Refused) throw e;
    throw new Refused(`position: ${(e as Error).message}`);
  }
  s.tree = tree(s.tree);
  if (!s.path.every((p) => Number.isInteger(p) && p >= 0 && p <= 11) || s.path.length > LIMITS.plies)
    throw new Refused('path: the step on show is a list of pits (0–11)');
  // the outputs read back: the record, the step on show, the fence through the plugins' reader
  try {
    parseRecord(ognOf(s));
  } catch (e) {
    throw new Refused(`the recorded moves do not play from the position: ${(e as Error).message}`);
  }
  if (s.path.length && !locate(s.tree, s.path))
    throw new Refused('path: the step on show is not in the recorded moves');
  const fence = /^(`{3,})(oware)\n([\s\S]*)\n\1$/.exec(fenceOf(s));
  try {
    if (!fence) throw new Error('it is not one block');
    boardSVG(readFence(fence[2]!, fence[3]!).picture);
  } catch (e) {
    throw new Refused(`the Markdown block would not draw: ${(e as Error).message}`);
  }
  const bytes = new TextEncoder().encode(JSON.stringify(s)).length;
  if (bytes > LIMITS.json)
    throw new Refused(`the studio holds at most ${LIMITS.json / 1024} KiB (this is ${Math.ceil(bytes / 1024)} KiB)`);
  return s;
}
