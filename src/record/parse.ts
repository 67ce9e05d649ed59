/**
 * Reading OGN: tag pairs, then the moves with move numbers, `+N` captures, `{comments}`, nested
 * `(variations)` and the result. Every move is checked by the engine; a record that cannot be read
 * throws a {@link RecordError} saying the line and column, a wrong `+N` or result is a warning.
 */
import { Game, type IllegalMoveError, type PositionError, parseMove, START_POSITION } from '../engine/index.js';
import { readComment } from './comment.js';
import { moveNumber, positionOfFen, variantOfTag } from './notation.js';
import { type GameRecord, RecordError, type RecordLine, type RecordMove, type RecordWarning } from './types.js';

/** How deep variations may nest. */
export const MAX_DEPTH = 64;
/** The longest record text read (characters). */
export const MAX_RECORD_LENGTH = 2_000_000;

/** A tag pair; its name is letters, digits and `_` of any script (`[Événement "x"]`), as Aualé reads them. */
const TAG = /\[\s*([\p{L}\p{N}_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]/uy;
const MOVE = /([A-Fa-f])(?:\+(\d+))?(!!|\?\?|!\?|\?!|!|\?)?(?=[\s{}()]|$)/y;
const NUMBER = /\d+\s*(?:\.+|\u2026)/y;
const RESULT = /(1\/2-1\/2|\d+-\d+|\*)(?=[\s{}()[]|$)/y;
/** PGN's result tokens, read as who won (`1-0` South, `0-1` North): not as final stores. */
const PGN_RESULTS: Record<string, 'south' | 'north' | 'draw'> = { '1-0': 'south', '0-1': 'north', '1/2-1/2': 'draw' };
const WINNER = { south: 'South won', north: 'North won', draw: 'a draw' } as const;
const WORD = /[^\s{}()]+/y;

class Reader {
  _i = 0;
  _warnings: RecordWarning[] = [];
  /** Where each line starts: built on the first error or warning (a record without any never needs it). */
  private _lineStarts: number[] | null = null;

  constructor(readonly _text: string) {}

  _where(at: number): [number, number] {
    let starts = this._lineStarts;
    if (!starts) {
      starts = this._lineStarts = [0];
      const t = this._text;
      for (let k = t.indexOf('\n'); k >= 0; k = t.indexOf('\n', k + 1)) starts.push(k + 1);
    }
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= at) lo = mid;
      else hi = mid - 1;
    }
    return [lo + 1, at - starts[lo] + 1];
  }

  _fail(at: number, problem: string): never {
    const [line, column] = this._where(at);
    throw new RecordError(line, column, problem);
  }

  _warn(at: number, problem: string): void {
    const [line, column] = this._where(at);
    this._warnings.push({ line, column, message: `line ${line}, column ${column}: ${problem}` });
  }

  _skipSpace(): void {
    const t = this._text;
    while (this._i < t.length) {
      const c = t[this._i];
      if (c === ';') {
        // A PGN rest-of-line comment is not OGN; read it as a comment would be misleading: skip it.
        while (this._i < t.length && t[this._i] !== '\n') this._i++;
      } else if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\uFEFF') this._i++;
      else break;
    }
  }

  _match(re: RegExp): RegExpExecArray | null {
    re.lastIndex = this._i;
    const m = re.exec(this._text);
    if (m) this._i = re.lastIndex;
    return m;
  }

  _word(at: number): string {
    WORD.lastIndex = at;
    const w = WORD.exec(this._text)?.[0] ?? this._text[at] ?? '';
    return w.length > 16 ? `${w.slice(0, 15)}\u2026` : w;
  }
}

function unescapeTag(value: string): string {
  return value.replace(/\\(["\\])/g, '$1');
}

/** Read the tag pairs at `r._i`; stops at the first character that does not start a tag. */
function readTags(r: Reader): Record<string, string> {
  const tags: Record<string, string> = Object.create(null);
  for (;;) {
    r._skipSpace();
    if (r._text[r._i] !== '[') return tags;
    const at = r._i;
    const m = r._match(TAG);
    if (!m) {
      const end = r._text.indexOf('\n', at);
      const line = r._text.slice(at, end < 0 ? undefined : end);
      r._fail(
        at,
        /^\[\s*[\p{L}\p{N}_]+\s+"/u.test(line) && !/"\s*\]/.test(line.slice(1))
          ? 'the tag is not closed: write [Name "value"] on one line'
          : `'${r._word(at)}' is not a tag: write [Name "value"], with \\" and \\\\ inside the quotes`,
      );
    }
    tags[m[1]] = unescapeTag(m[2]);
  }
}

interface LineState {
  r: Reader;
  game: Game;
  northFirst: boolean;
  result: { token: string; at: number } | null;
  /** Moves read so far (the pauses come every {@link SLICE}). */
  read: number;
}

/** Whether a tag starts at `r._i`. */
function nextTag(r: Reader): boolean {
  TAG.lastIndex = r._i;
  return TAG.test(r._text);
}

function addComment(target: { comment?: string }, text: string): void {
  if (text) target.comment = target.comment ? `${target.comment} ${text}` : text;
}

/** How many moves are read between two pauses of a reading in slices ({@link parseRecordsInSlices}). */
const SLICE = 128;

/** Read a line of moves until `)` (in a variation) or the end of the game (the main line); pauses every {@link SLICE} moves. */
function* readLine(s: LineState, depth: number, openedAt: number): Generator<void, RecordLine> {
  const r: Reader = s.r;
  const game: Game = s.game;
  const line: RecordLine = { moves: [] };
  const t = r._text;
  for (;;) {
    r._skipSpace();
    const at = r._i;
    const c = t[at];
    if (c === undefined) {
      if (depth > 0) {
        const [l, col] = r._where(openedAt);
        r._fail(at, `the variation opened at line ${l}, column ${col} is not closed with ')'`);
      }
      return line;
    }
    if (c === '[' && depth === 0 && nextTag(r)) return line; // the next game of a collection
    if (s.result && depth === 0) {
      r._fail(at, `'${r._word(at)}' follows the result '${s.result.token}', which ends the game`);
    }
    if (c === '{') {
      // The comment runs to the first `}` that is not escaped as `\}`.
      let end = t.indexOf('}', at + 1);
      while (end > 0 && t[end - 1] === '\\') end = t.indexOf('}', end + 1);
      if (end < 0) r._fail(at, "the comment is not closed with '}'");
      const text = t
        .slice(at + 1, end)
        .replace(/\\}/g, '}')
        .replace(/\s+/g, ' ')
        .trim();
      r._i = end + 1;
      for (const issue of readComment(text).issues) r._warn(at, issue);
      const last = line.moves[line.moves.length - 1];
      addComment(last ?? line, text);
      continue;
    }
    if (c === '(') {
      const last = line.moves[line.moves.length - 1];
      if (!last) r._fail(at, "a variation '(' must follow the move it is an alternative to");
      if (depth >= MAX_DEPTH) r._fail(at, `variations are nested more than ${MAX_DEPTH} deep`);
      r._i++;
      game.undo();
      const before = game.ply;
      last.variations.push(yield* readLine(s, depth + 1, at));
      while (game.ply > before) game.undo();
      game.play(last.pit);
      continue;
    }
    if (c === ')') {
      if (depth === 0) r._fail(at, "')' closes no variation");
      r._i++;
      if (!line.moves.length && !line.comment) r._fail(at, 'the variation is empty');
      return line;
    }
    if (c === '[') r._fail(at, `'${r._word(at)}': tags come before the moves`);
    const result = r._match(RESULT);
    if (result) {
      if (depth > 0) r._fail(at, `the result '${result[1]}' may only end the main line, not a variation`);
      s.result = { token: result[1], at };
      continue;
    }
    if (r._match(NUMBER)) continue;
    const m = r._match(MOVE);
    if (!m) r._fail(at, `'${r._word(at)}' is not a move: write A\u2013F for South, a\u2013f for North`);
    const pit = parseMove(m[1]);
    // The move as a message names it (`3. C`), written only for a message.
    const ply = game.ply;
    const name = () => `${moveNumber(ply, s.northFirst, pit)} ${m[1]}`;
    const score = m[2] === undefined ? null : game.score;
    let record: ReturnType<Game['play']>;
    try {
      record = game.play(pit);
    } catch (e) {
      r._fail(at, `${name()} is not a legal move: ${(e as IllegalMoveError).message}`);
    }
    if (score) {
      const written = Number(m[2]);
      const side = pit < 6 ? 0 : 1;
      // Aualé counts the seeds a last move sweeps to its mover too.
      const gained = game.score[side] - score[side];
      if (written !== record.capturedSeeds && written !== gained)
        r._warn(
          at,
          `${name()}+${written}: the move captures ${record.capturedSeeds} seed${record.capturedSeeds === 1 ? '' : 's'}, not ${written}`,
        );
    }
    const move: RecordMove = { pit, captured: record.capturedSeeds, variations: [] };
    if (m[3]) move.glyph = m[3];
    line.moves.push(move);
    if (++s.read % SLICE === 0) yield;
  }
}

/**
 * Read one game from OGN text. Throws a {@link RecordError} (`reason: 'invalid-record'`, `line`,
 * `column`) for text that is not a record or a move the rules do not allow; problems it can read
 * past (a wrong `+N`, a result that does not match the game, an unknown variant) are `warnings`.
 * A second game in the text is an error: read collections with {@link parseRecords}.
 */
export function parseRecord(text: string): GameRecord {
  const r = reader(text);
  const [record, next] = drain(parseOne(r, 0));
  if (next < text.length) r._fail(next, 'a second game starts here: read several games with parseRecords');
  return record;
}

/** Read every game of a text (a collection: games one after the other, each starting with its tags). */
export function parseRecords(text: string): GameRecord[] {
  return drain(readAll(text));
}

/**
 * {@link parseRecords} in slices: the reading pauses every few hundred moves and every few games,
 * and gives the page back its main thread when it has read for `budget` ms (so a 100,000-ply record
 * or a 10,000-game collection makes no long task). It starts after a first pause, so the caller's
 * task (a board's update) does not carry a slice. `stop()` returning true ends it early (`null`).
 * Rejects as parseRecords throws.
 */
export async function parseRecordsInSlices(
  text: string,
  budget = 12,
  stop: () => boolean = () => false,
): Promise<GameRecord[] | null> {
  const reading = readAll(text);
  for (;;) {
    await pause();
    if (stop()) return null;
    const until = performance.now() + budget;
    for (;;) {
      const step = reading.next();
      if (step.done) return step.value;
      if (performance.now() >= until) break;
    }
  }
}

/**
 * Give the main thread back to the page for a moment: `scheduler.yield()` where the browser has it
 * (the reading goes on first, before other queued work, and timers' 4 ms clamp does not apply),
 * else a timer.
 */
export function pause(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((go) => setTimeout(go));
}

/** The games of a text, read with pauses (see {@link parseRecordsInSlices}). */
function* readAll(text: string): Generator<void, GameRecord[]> {
  const r = reader(text);
  const out: GameRecord[] = [];
  let at = 0;
  do {
    const [record, next] = yield* parseOne(r, at);
    out.push(record);
    at = next;
    if (out.length % 16 === 0) yield;
  } while (at < text.length);
  return out;
}

/** What a reading gives at its end, read without pauses. */
function drain<T>(reading: Generator<void, T>): T {
  for (;;) {
    const step = reading.next();
    if (step.done) return step.value;
  }
}

/** One reader (and one line index) for a whole text, after its size is checked. */
function reader(text: string): Reader {
  if (typeof text !== 'string') throw new RecordError(1, 1, `a record must be text, not ${typeof text}`);
  if (text.length > MAX_RECORD_LENGTH)
    throw new RecordError(1, 1, `the record has ${text.length} characters; at most ${MAX_RECORD_LENGTH} are read`);
  return new Reader(text);
}

function* parseOne(r: Reader, from: number): Generator<void, [GameRecord, number]> {
  const text = r._text;
  r._i = from;
  r._warnings = [];
  const tagsAt = from;
  const tags = readTags(r);
  let start = START_POSITION;
  if (tags.FEN !== undefined) {
    try {
      start = positionOfFen(tags.FEN);
    } catch (e) {
      const at = text.indexOf('FEN', tagsAt);
      r._fail(at < 0 ? tagsAt : at, `FEN "${tags.FEN}": ${(e as PositionError).message}`);
    }
  }
  let variant = variantOfTag(tags.Variant);
  if (!variant) {
    r._warn(
      Math.max(0, text.indexOf('Variant', tagsAt)),
      `the variant '${tags.Variant}' is not known; the moves are read as Oware Abapa`,
    );
    variant = 'abapa';
  }
  const game = new Game({ position: start, variant });
  const total = game.totalSeeds;
  if (total !== 48)
    r._warn(
      Math.max(0, text.indexOf('FEN', tagsAt)),
      `the start position has ${total} seeds, not 48: a player wins with more than half (${(total >> 1) + 1}); Aualé waits for a store over 24`,
    );
  const state: LineState = { r, game, northFirst: game.turn === 'north', result: null, read: 0 };
  const tree = yield* readLine(state, 0, 0);
  const tag = tags.Result;
  let result = state.result?.token ?? tag?.trim() ?? '*';
  if (state.result && tag !== undefined && tag.trim() !== state.result.token && tag.trim() !== '?')
    r._warn(state.result.at, `the result '${state.result.token}' differs from the Result tag '${tag}'`);
  const end = game.result;
  const final = end ? `${end.score[0]}-${end.score[1]}` : null;
  const says = Object.hasOwn(PGN_RESULTS, result) ? PGN_RESULTS[result] : undefined;
  if (end && final && (says ? says !== end.winner : /^\d+-\d+$/.test(result) && result !== final)) {
    r._warn(state.result?.at ?? tagsAt, `the game ends ${final} (${WINNER[end.winner]}), not ${result}`);
    result = final;
  }
  if (result === '?') result = '*';
  return [{ tags, start, variant, tree, result, warnings: r._warnings }, r._i];
}
