/**
 * The shared vocabulary of `src/lessons/`: languages, annotations, lesson steps, puzzles and the
 * detail types of the lesson-related events the element fires.
 *
 * Pits are absolute numbers 0–11 everywhere (South A–F = 0–5, North a–f = 6–11); letters and
 * numbers appear only in text (attributes, captions, narration).
 */

import type { AnnotationIssue, Arrow, Mark, MarkKind } from '../diagram/annotations.js';
import type { IllegalMoveReason, Side, VariantName } from '../engine/index.js';

/** The languages the lessons' narration, UI strings and content are written in. */
export const LESSON_LANGS = ['en', 'de', 'af', 'ja', 'fr'] as const;
/** One of {@link LESSON_LANGS}. */
export type LessonLang = (typeof LESSON_LANGS)[number];

/** A text in several languages; English is the fallback and should always be present. */
export type Localized = { en: string } & Partial<Record<LessonLang, string>>;

/** How pits are named in sentences and on the board: `C`/`c` or `2`/`8`. */
export type PitLabelStyle = 'letters' | 'numbers';

/** The built-in mark kinds: the one list of `src/diagram/annotations.ts` (other kinds are allowed). */
export { MARK_KINDS as ANNOTATION_KINDS } from '../diagram/annotations.js';
/** A built-in kind, or any other word (`[a-z][a-z0-9-]*`, read in any case, kept lower-case). */
export type AnnotationKind = MarkKind;

/** A mark on a pit (`highlight="c:capture"`): the element's {@link Mark}. */
export type PitMark = Mark;

/** An arrow between two pits (`arrows="2>6:capture"`): the element's {@link Arrow}, with its kind. */
export type PitArrow = Required<Arrow>;

/** A short label drawn on a pit (`markers="c:1 e:★:good"`): a {@link Mark} with a label and an optional kind. */
export type PitMarker = Pick<Mark, 'pit'> & Required<Pick<Mark, 'label'>> & Partial<Pick<Mark, 'kind'>>;

/** One bad token of an annotation attribute (the rest is still used): the element's {@link AnnotationIssue}. */
export type { AnnotationIssue };

/** The result of parsing one annotation attribute: the good items and the issues, never a throw. */
export interface AnnotationParse<T> {
  items: T[];
  issues: AnnotationIssue[];
}

/** Why a move is refused: the engine's reasons plus the element's own two. */
export type RefusalReason = IllegalMoveReason | 'not-your-turn' | 'not-interactive';

/** A puzzle's goal (`goal` attribute). */
export type PuzzleGoal =
  /** Play the solution line exactly (the default). */
  | { type: 'line' }
  /** Capture at least `seeds` seeds within the solution's number of plies, whatever the opponent plays. */
  | { type: 'capture'; seeds: number }
  /** Win the game within the solution's number of plies, whatever the opponent plays. */
  | { type: 'win' }
  /** Let the opponent capture at most `seeds` seeds within the solution's number of plies. */
  | { type: 'defend'; seeds: number };

/** A puzzle as data (content, or the element's `position` + `solution` + `goal` attributes). */
export interface PuzzleDef {
  id: string;
  /** The start position; the side to move is the solver. */
  position: string;
  /** The main line: the solver's and the opponent's moves alternating (`"F b D"`). */
  solution: string;
  /** `capture:5`, `win`, `defend:0` or `line` (default). */
  goal?: string;
  variant?: VariantName;
  title: Localized;
  description: Localized;
  /** A rough difficulty, 1 (easy) to 3 (hard). */
  level?: 1 | 2 | 3;
  /** What the puzzle teaches, e.g. `capture`, `grand-slam`, `must-feed`, `defence`. */
  tags?: string[];
}

/** One diagram of a lesson: a position, optional moves to animate, annotations and a caption. */
export interface LessonStep {
  id: string;
  /** The position shown (before `moves`). */
  position: string;
  /** Moves played from `position` (animated); the board then shows the position after them. */
  moves?: string;
  variant?: VariantName;
  /** `highlight` attribute syntax, e.g. `"c:capture d:capture 2:origin"`. */
  highlight?: string;
  /** `arrows` attribute syntax, e.g. `"2>6"`. */
  arrows?: string;
  /** `markers` attribute syntax, e.g. `"c:1 d:2"`. */
  markers?: string;
  /** Mark the legal moves (`show-legal`). */
  showLegal?: boolean;
  /** Pit names in the caption and on the board. */
  labels?: PitLabelStyle;
  caption: Localized;
}

/** A lesson: a titled sequence of steps. */
export interface Lesson {
  id: string;
  title: Localized;
  /** Where the content comes from (one of the source documents). */
  source: string;
  steps: LessonStep[];
}

/** `oware-puzzle-step`: the solver played an accepted move (and the opponent's reply, if any, followed). */
export interface OwarePuzzleStepDetail {
  /** The solver's move. */
  played: number;
  letter: string;
  /** The opponent's answer the board plays next, or `null`. */
  reply: number | null;
  replyLetter: string | null;
  /** Plies played so far (after the reply). */
  ply: number;
  /** Plies of the solution still to go. */
  remaining: number;
  /** Whether the move was the scripted one (`false`: another move that also reaches the goal). */
  scripted: boolean;
}

/** `oware-puzzle-solved`: the puzzle is solved. */
export interface OwarePuzzleSolvedDetail {
  /** The moves played, solver's and opponent's, as letters (`F b D`). */
  moves: string;
  /** Wrong tries before solving. */
  mistakes: number;
  /** Hints asked for. */
  hints: number;
  /** The solver's side. */
  solver: Side;
}

/** `oware-puzzle-failed`: the solver played a move that is not accepted. */
export interface OwarePuzzleFailedDetail {
  /** The move the solution expected here (for goal puzzles: the scripted move, else a move that works). */
  expected: number | null;
  expectedLetter: string | null;
  /** The move that was played. */
  played: number;
  playedLetter: string;
  /** Every move that would have been accepted here. */
  accepted: number[];
  /** The ply at which it happened (0 = the solver's first move). */
  ply: number;
}

/** `oware-position-change`: the position editor changed the position. */
export interface OwarePositionChangeDetail {
  /** The new position string (canonical). */
  position: string;
  /** The editor's findings (`PositionEditor.validate()`), e.g. `total-not-48`. */
  issues: { code: string; severity: 'error' | 'warning' | 'info'; params: Record<string, string | number> }[];
}

/** The lessons' events and their details; merged into the board's one event map, `OwareEventMap`. */
export interface OwareLessonEventMap {
  'oware-puzzle-step': CustomEvent<OwarePuzzleStepDetail>;
  'oware-puzzle-solved': CustomEvent<OwarePuzzleSolvedDetail>;
  'oware-puzzle-failed': CustomEvent<OwarePuzzleFailedDetail>;
  'oware-position-change': CustomEvent<OwarePositionChangeDetail>;
}

declare module '../element/events.js' {
  // The one event map of the board (and so `emit` and `addEventListener`) knows the lessons' events.
  // eslint-disable-next-line @typescript-eslint/no-empty-interface
  interface OwareEventMap extends OwareLessonEventMap {}
}
