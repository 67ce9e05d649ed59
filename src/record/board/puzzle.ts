/**
 * Puzzles in records: a record with a `Puzzle` or `Goal` tag is handed to the lessons' puzzle mode
 * ({@link handOver}), and a wrong move of the solver is answered from the record's variations
 * ({@link refutation}).
 */
import { needsFeature } from '../../element/features.js';
import type { FeatureHost } from '../../element/oware-board.js';
import { formatMoveList } from '../../engine/index.js';
import { format, type StringTable } from '../../i18n/index.js';
import { pitName } from '../../lessons/annotations.js';
import type { PuzzleSpec } from '../../lessons/board/feature.js';
import { readComment } from '../comment.js';
import type { RecordStep } from '../steps.js';
import type { GameRecord } from '../types.js';

/**
 * A puzzle record is solved with the lessons' puzzle mode: its start, main line and `Goal` tag are
 * given to the lessons (a typed call: the lessons own `puzzle`, `solution` and `goal`; loaded first
 * where they come on first use); a record that is no puzzle takes it back, and `showStart` shows its
 * start again once the lessons have gone back to theirs. Nothing happens when `current()` says the
 * record is no longer on show.
 */
export async function handOver(
  api: FeatureHost,
  record: GameRecord,
  puzzle: boolean,
  current: () => boolean,
  showStart: () => void,
): Promise<void> {
  const solution = formatMoveList(record.tree.moves.map((m) => m.pit));
  const lessons = await api.feature('lessons');
  const give = lessons?.commands?.puzzle as ((spec: PuzzleSpec | null) => void) | undefined;
  await api.board.updateComplete;
  if (!current()) return;
  if (!give) {
    if (puzzle) api.reportError('record', record.tags.Puzzle ?? '', needsFeature('puzzle', 'lessons'));
    return;
  }
  give(puzzle ? { position: record.start, solution, goal: record.tags.Goal?.trim() || undefined } : null);
  if (!puzzle) void api.board.updateComplete.then(() => current() && showStart());
}

/**
 * The answer to the solver's wrong move `played` at `ply` from the record's variations ("After D,
 * North plays c and captures 3." and their comments), or `''` when the record has none for it.
 */
export function refutation(
  first: RecordStep | undefined,
  played: number,
  ply: number,
  t: StringTable,
  labels: 'letters' | 'numbers',
): string {
  let step = first;
  for (let k = 0; k < ply && step; k++) step = step.next[0];
  const tried = step?.next.find((x) => x.move?.pit === played);
  const reply = tried?.next[0];
  if (!tried || !reply?.move) return '';
  const n = reply.move.captured;
  const text = format(n ? t.record.refuted : t.record.refutedQuietly, {
    move: pitName(played, labels),
    side: t[reply.move.pit < 6 ? 'south' : 'north'],
    reply: pitName(reply.move.pit, labels),
    n,
  });
  return [text, ...[tried.move?.comment, reply.move.comment].map((c) => readComment(c).text)].filter(Boolean).join(' ');
}
