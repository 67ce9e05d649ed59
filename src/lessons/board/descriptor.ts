/**
 * The lessons as the core knows them: their attributes, the modes they make a board be (a move
 * sequence, a puzzle, the position editor), the shared attributes they serve, the board's
 * seed-by-seed walk (`stepSeeds`, `seedStep`) and their loader.
 */
import { defineFeature, flag, text } from '../../element/feature-api.js';
import { featuresOf, needsFeature } from '../../element/features.js';
import type { SeedStep } from '../../steps/seeds.js';
import type { OwareLessonEventMap } from '../types.js';

declare module '../../element/oware-board.js' {
  interface OwareBoard {
    /** (lessons) Moves played from `position` (`"C f B a"`); the board shows the position after them, or at `ply`. */
    moves: string | undefined;
    /** (lessons) Mark the legal moves of the side to move. */
    showLegal: boolean;
    /** (lessons) Arrows: `"2>6 C>a:capture"`. */
    arrows: string | undefined;
    /** (lessons) Labels on pits: `"c:1 e:★:good"`. */
    markers: string | undefined;
    /** (lessons) A puzzle: the side to move solves it with `solution` (and `goal`). */
    puzzle: boolean;
    /** (lessons) The puzzle's solution: the moves from `position` (`"C f B"`). */
    solution: string | undefined;
    /** (lessons) `line` (default), `capture:N`, `win`, `defend:N`. */
    goal: string | undefined;
    /** (lessons) The position editor. */
    editable: boolean;
    /** (lessons build) The seed-by-seed step on show (see {@link stepSeeds}), or `null`. */
    readonly seedStep: SeedStep | null;
    /**
     * (lessons build) Walk the move on show — the last move: a sequence's step, a game's last move —
     * one seed at a time: the seeds picked up, each drop, the skipped origin on a lap, each capture
     * backwards. The first call shows the first step (a negative `by`: the last); then each call
     * moves `by` steps (default 1; past the first it stays there). Past the last step, or with `by`
     * 0, the walk ends and the board shows the position after the move again. Each step is drawn,
     * shown as the caption and announced. Resolves with the step on show, or `null` (no move, or the
     * walk ended). A `by` that is not a number fires `oware-error` and resolves `null`. Where the
     * lessons load on first use (the CDN core file), the first call loads them.
     */
    stepSeeds(by?: number): Promise<SeedStep | null>;
  }
}

/** The lessons' events (types.ts adds them to the board's event map). */
export type LessonEvents = OwareLessonEventMap;

const NAME = 'lessons';
const LESSON_MODES = ['sequence', 'puzzle', 'editor'] as const;
const NOT_RECORD = ['game', ...LESSON_MODES] as const;

/**
 * The lessons: sequences, annotations, narration, puzzles and the position editor.
 * @fires oware-puzzle-step - (lessons build) A puzzle move was accepted: `{ played, letter, reply, replyLetter, ply, remaining, scripted }`.
 * @fires oware-puzzle-failed - (lessons build) A puzzle move was wrong: `{ expected, expectedLetter, played, playedLetter, accepted, ply }`.
 * @fires oware-puzzle-solved - (lessons build) The puzzle is solved: `{ moves, mistakes, hints, solver }`.
 * @fires oware-position-change - (lessons build) The editor changed the position: `{ position, issues }`.
 * @csspart seed-count - (lessons build) "Step 3 of 14" while walking a move seed by seed.
 * @csspart marker - (lessons build) A pit's marker badge.
 * @csspart arrow - (lessons build) An arrow between pits.
 * @csspart puzzle - (lessons build) The puzzle panel; `feedback` its message.
 * @csspart editor - (lessons build) The position editor; `toolbar`, `total`, `help` and `issues` inside it.
 */
export const lessons = defineFeature({
  name: NAME,
  attributes: {
    moves: text('moves'),
    showLegal: flag('show-legal'),
    arrows: text('arrows'),
    markers: text('markers'),
    puzzle: flag('puzzle'),
    solution: text('solution'),
    goal: text('goal'),
    editable: flag('editable'),
  },
  modes: [
    { name: 'editor', rank: 4, when: (b) => !!b.get('editable') },
    { name: 'puzzle', rank: 3, when: (b) => !!b.get('puzzle') },
    { name: 'sequence', rank: 2, when: (b) => b.get('moves') != null },
  ],
  serves: {
    ply: LESSON_MODES,
    controls: LESSON_MODES,
    autoplay: NOT_RECORD,
    loop: NOT_RECORD,
    // the narration: on a record board too, where a step has no comment
    caption: [...NOT_RECORD, 'record'],
  },
  // Seed by seed: a game's last move or a record viewer's step, with `controls`, once a move is on show.
  alsoNeeded: (b, mode) =>
    (mode === 'game' || mode === 'record') &&
    b.get('controls') &&
    (b.get('history') as readonly unknown[] | undefined)?.length
      ? 'controls'
      : undefined,
  // the annotations' arrows and marker badges, whoever gives them (`arrows`, `markers`, `annotations`, a record's comments)
  overlay: true,
  decidesPosition: (b) => b.get('moves') != null,
  load: () => import('./register.js').then((m) => m.registerLessons()),
  how: "import 'oware-board/lessons' (or 'oware-board'), or load oware-board-lessons.min.js",
  members: {
    get seedStep(): SeedStep | null {
      return featuresOf.get(this)?.list.find((f) => f.seedStep)?.seedStep ?? null;
    },
    async stepSeeds(this: object, by = 1) {
      const set = featuresOf.get(this)!;
      const bad = typeof by !== 'number' || Number.isNaN(by);
      const f = bad ? undefined : await set.feature(NAME);
      if (!f?.stepSeeds) {
        set.reportError('stepSeeds', by, bad ? 'the step count must be a number' : needsFeature('stepSeeds', NAME));
        return null;
      }
      return f.stepSeeds!(Math.trunc(by));
    },
  },
});
