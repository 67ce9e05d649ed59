/**
 * From flags to `boardSVG` options: the drawing flags as they are, or a position of a game record
 * (`--record game.ogn --ply N`) with that ply's comment annotations and the last move. Node-only
 * (it reads the record's file).
 */
/// <reference types="node" />

import type { Arrow, Mark } from '../diagram/annotations.js';
import { Game, type MoveRecord } from '../engine/index.js';
import { type GameRecord, parseRecords, type RecordStep, readComment, recordSteps } from '../record/index.js';
import type { BoardSVGOptions } from '../svg/index.js';
import { withAnnotations } from './annotate.js';
import { CliError, type Values, wholeNumber } from './args.js';
import { readBounded } from './limits.js';

export { withAnnotations };

/** The boardSVG options the drawing flags give (`size` as a number; boardSVG checks every value). */
export function drawingOptions(values: Values): BoardSVGOptions {
  const o: Record<string, unknown> = {};
  for (const k of ['position', 'variant', 'orientation', 'labels', 'highlight', 'arrows', 'markers', 'caption']) {
    if (values[k] !== undefined) o[k] = values[k];
  }
  for (const k of ['theme', 'lang', 'id']) if (values[k] !== undefined) o[k] = values[k];
  if (values.stores) o.stores = true;
  if (values.size !== undefined) o.size = Number(values.size);
  return o as BoardSVGOptions;
}

/** A game of a record file, and the problems it was read despite (one line each, for stderr). */
export function readRecordFile(values: Values): { record: GameRecord; warnings: string[] } {
  const file = values.record as string;
  const text = readBounded(file);
  let records: GameRecord[];
  try {
    records = parseRecords(text);
  } catch (e) {
    throw new CliError(`--record ${file}: ${(e as Error).message}`);
  }
  if (records.length > 1 && values.game === undefined)
    throw new CliError(`--record ${file} holds ${records.length} games: choose one with --game 1 to ${records.length}`);
  const n = wholeNumber(values, 'game', 1, 1, records.length);
  const record = records[n - 1]!;
  return { record, warnings: record.warnings.map((w) => `${file}: ${w.message}`) };
}

/** The steps of the record's main line: the start, then one per ply. */
export function mainLine(record: GameRecord): RecordStep[] {
  const line: RecordStep[] = [];
  for (let s: RecordStep | undefined = recordSteps(record)[0]; s; s = s.next[0]) line.push(s);
  return line;
}

/** A ply flag as an index of `line` (negative counts from the end: -1 is the last position). */
export function plyOf(values: Values, name: string, line: readonly RecordStep[], fallback: number): number {
  const last = line.length - 1;
  const ply = wholeNumber(values, name, fallback, -(last + 1), last);
  return ply < 0 ? last + 1 + ply : ply;
}

/** The marks of the last move as the element shows it: its origin and the pits it sowed (kind `last`). */
export function lastMoveMarks(move: MoveRecord | undefined): Mark[] {
  if (!move) return [];
  return [move.pit, ...move.sown.filter((p) => p !== move.pit)]
    .filter((p, i, all) => all.indexOf(p) === i)
    .map((pit) => ({ pit, kind: 'last' }));
}

/** The annotations a step's comment draws (the main line's first comment for the start), and its problems. */
export function commentAt(record: GameRecord, step: RecordStep): { marks: Mark[]; arrows: Arrow[]; issues: string[] } {
  const parts = readComment(step.move ? step.move.comment : record.tree.comment);
  return { marks: parts.annotations.marks, arrows: parts.annotations.arrows, issues: parts.issues };
}

/** The game at a step of the record (its start and rules, the moves to it). */
export function gameAt(record: GameRecord, step: RecordStep): Game {
  return Game.fromMoves(step.pits, { position: record.start, variant: record.variant });
}

/**
 * The diagram of a record's position after `ply`: the position and rules, the comment's marks and
 * arrows, the last move, then the flags' own marks; `base` gives the rest (size, theme, …). `game`
 * is the game at that step when the caller has it (a walk along the line plays each move once).
 */
export function recordDiagram(
  record: GameRecord,
  step: RecordStep,
  base: BoardSVGOptions,
  game: Game = gameAt(record, step),
): { options: BoardSVGOptions; issues: string[] } {
  const comment = commentAt(record, step);
  const marks = [...lastMoveMarks(game.history.at(-1)), ...comment.marks];
  const options = withAnnotations({ ...base, position: game.position, variant: record.variant }, marks, comment.arrows);
  return { options, issues: comment.issues.map((i) => `ply ${step.ply}: ${i}`) };
}

/** The flags that cannot go with `--record` (the record says them). */
export function checkRecordFlags(values: Values, command: string): void {
  for (const k of ['position', 'variant', 'moves'])
    if (values.record !== undefined && values[k] !== undefined)
      throw new CliError(
        `oware-board ${command}: --${k} cannot go with --record (the record gives the ${k === 'moves' ? 'moves' : k})`,
      );
  for (const k of ['ply', 'from', 'to', 'game'])
    if (values[k] !== undefined && values.record === undefined)
      throw new CliError(`oware-board ${command}: --${k} needs --record`);
}
