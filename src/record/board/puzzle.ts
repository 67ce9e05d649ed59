/**
 * Puzzles in records ({@link RecordPuzzles}): a record with a `Puzzle` or `Goal` tag is handed to
 * the lessons' puzzle mode ({@link handOver}), and a wrong move of the solver is answered from the
 * record's variations ({@link refutation}).
 */
import { needsFeature } from '../../element/features.js';
import type { FeatureHost } from '../../element/oware-board.js';
import { formatMoveList } from '../../engine/index.js';
import { format, type StringTable } from '../../i18n/index.js';
import { pitName } from '../../lessons/annotations.js';
import { readComment } from '../comment.js';
import type { RecordStep } from '../steps.js';
import type { GameRecord } from '../types.js';
import { gameId, markSolved } from './solved.js';

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
  const give = lessons?.commands.puzzle;
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

/** What the puzzles need of their record viewer. */
export interface PuzzleViewer {
  readonly api: FeatureHost;
  readonly _gameRecord: GameRecord | null;
  readonly _steps: readonly RecordStep[];
  readonly _index: number;
  _show(step: RecordStep, write?: boolean): void;
}

/**
 * The record viewer's puzzles: a record with a `Puzzle` or `Goal` tag is handed to the lessons'
 * puzzle mode ({@link handOver}); the solver's wrong move is answered from the record's variations
 * ({@link refutation}); a solved puzzle of a collection is remembered (`remember-solved`).
 */
export class RecordPuzzles {
  /** Whether the record on show is a puzzle. */
  on = false;
  /** The answer from the record's variations to the solver's last wrong move. */
  refutation = '';
  /** The ids of the collection's solved puzzles (remembered with `remember-solved`). */
  solved = new Set<string>();

  constructor(readonly viewer: PuzzleViewer) {}

  /** The board's puzzle events the viewer follows. */
  get listeners(): [string, (e: Event) => void][] {
    return [
      ['oware-puzzle-failed', this.onFailed],
      ['oware-puzzle-step', this.onStep],
      ['oware-puzzle-solved', this.onSolved],
    ];
  }

  /** A record comes on show: a puzzle is handed over (one before it taken back); whether it is one. */
  pick(record: GameRecord): boolean {
    const v = this.viewer;
    const was = this.on;
    this.on = record.tags.Puzzle !== undefined || record.tags.Goal !== undefined;
    this.refutation = '';
    if (this.on || was)
      void handOver(
        v.api,
        record,
        this.on,
        () => v._gameRecord === record,
        () => v._show(v._steps[0]!, false),
      );
    return this.on;
  }

  /** The puzzle's caption: the answer to a wrong move, else its question. */
  caption(record: GameRecord): string {
    return this.refutation || record.tags.Puzzle?.trim() || '';
  }

  /** A wrong move of the solver: the record's variation for it, as a sentence (and its comment). */
  onFailed = (e: Event): void => {
    const v = this.viewer;
    const h = v.api.board;
    if (!this.on || !v._gameRecord || e.target !== h) return;
    const { played, ply } = (e as CustomEvent<{ played: number; ply: number }>).detail;
    const text = refutation(v._steps[0], played, ply, h.text, h.labels === 'numbers' ? 'numbers' : 'letters');
    if (!text) return;
    this.refutation = text;
    v.api.announce(text);
    h.requestUpdate();
  };

  onSolved = (e: Event): void => {
    const v = this.viewer;
    const h = v.api.board;
    if (e.target !== h || !this.on) return;
    this.solved = markSolved(h.rememberSolved, gameId(v._index, v._gameRecord ?? undefined), this.solved);
    this.onStep(e);
    h.requestUpdate();
  };

  onStep = (e: Event): void => {
    if (e.target !== this.viewer.api.board || !this.refutation) return;
    this.refutation = '';
    this.viewer.api.board.requestUpdate();
  };
}
