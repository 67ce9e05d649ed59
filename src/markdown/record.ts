/**
 * A block's OGN record as a picture: the position at `ply` (or `path`), and what the record viewer
 * shows there — the step's comments as the caption, their `[%mark …]`, `[%arrow …]` and
 * `[%label …]` commands as the picture's `highlight`, `arrows` and `markers`.
 */
import type { VariantName } from '../engine/index.js';
import { readComment } from '../record/comment.js';
import { parseRecord } from '../record/parse.js';
import { type RecordStep, recordSteps, stepAt, stepGame } from '../record/steps.js';
import type { GameRecord } from '../record/types.js';
import { DiagramError } from './error.js';

/** The drawing options of a record's step. */
export interface RecordPicture {
  position: string;
  variant: VariantName;
  /** The step's comments without their commands (what the viewer shows under the board). */
  caption: string;
  highlight: string;
  arrows: string;
  markers: string;
  /** What the record claims that is not true (a capture count, a `+N`), with its line in the record. */
  warnings: { line: number; message: string }[];
}

/**
 * A comment's commands, `[%name value]` (a quoted label may hold `]`): the same commands that
 * `readComment` (record/comment.ts) reads, kept here as written, since `boardSVG` takes the
 * attributes' text.
 */
const COMMAND = /\[%([A-Za-z]+)((?:[^\]"]|"(?:[^"\\]|\\.)*")*)\]/g;
const OPTION = { mark: 'highlight', arrow: 'arrows', label: 'markers' } as const;

/** The moves of the line that `where` picks (the main line, or the one through `path`), start included. */
function line(steps: readonly RecordStep[], at: RecordStep): RecordStep[] {
  const out: RecordStep[] = [];
  for (let s: RecordStep | null = at; s; s = s.parent) out.unshift(s);
  for (let s = at.next[0]; s; s = s.next[0]) out.push(s);
  return out.length ? out : [steps[0]!];
}

/** The step `ply` (and `path`) name; a ply past either end of its line is an error. */
function pick(steps: readonly RecordStep[], ply: number | undefined, path: string | undefined): RecordStep {
  const base = path ? stepAt(steps, { path }) : steps[0]!;
  if (!base) throw new DiagramError('path', `the record has no step ${path} (write the moves from the start: C f B a)`);
  if (ply === undefined) return base;
  if (!Number.isInteger(ply))
    throw new DiagramError('ply', 'ply must be a whole number (negative counts from the end)');
  const moves = line(steps, base).length - 1;
  if (ply > moves || ply < -moves - 1)
    throw new DiagramError(
      'ply',
      `ply ${ply} is outside the record's line of ${moves} moves (0 to ${moves}, or -1 to -${moves + 1})`,
    );
  return stepAt(steps, path ? { path, ply } : { ply })!;
}

/** The comments of `at` as the viewer reads them: before and after its move; at the start, the record's first. */
function comments(record: GameRecord, at: RecordStep): string[] {
  return (at.move ? [at.before, at.move.comment] : [record.tree.comment]).filter((c): c is string => !!c);
}

/**
 * The picture of `text` (one OGN game) at `ply` moves along its main line, or along the line
 * through `path`. Throws the record's `RecordError` (lines counted in `text`), or a
 * {@link DiagramError} for a step that is not there or a bad command in its comment.
 */
export function recordPicture(text: string, where: { ply?: number; path?: string }): RecordPicture {
  const record = parseRecord(text);
  const steps = recordSteps(record);
  const at = pick(steps, where.ply, where.path);
  const out: RecordPicture = {
    position: stepGame(record, at).position,
    variant: record.variant,
    caption: '',
    highlight: '',
    arrows: '',
    markers: '',
    warnings: record.warnings.map((w) => ({ line: w.line, message: w.message.replace(/^line \d+, column \d+: /, '') })),
  };
  const said: string[] = [];
  for (const comment of comments(record, at)) {
    const read = readComment(comment);
    if (read.issues.length) throw new DiagramError('record', `a comment at this step: ${read.issues.join('; ')}`);
    if (read.text) said.push(read.text);
    for (const [, name, value] of comment.matchAll(COMMAND)) {
      const option = OPTION[name!.toLowerCase() as keyof typeof OPTION];
      out[option] = [out[option], value!.trim()].filter(Boolean).join(' ');
    }
  }
  out.caption = said.join(' ');
  return out;
}
