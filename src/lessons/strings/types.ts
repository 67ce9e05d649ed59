/**
 * The text tables of the lessons: narration sentences and UI strings, one table per language.
 *
 * A {@link Template} is a string with `{name}` placeholders, or a pair of plural forms
 * `{ one, other }` chosen by a count (which count is said at each key). Every table is plain data,
 * so a page can override any string with a partial object (see `resolveStrings`).
 */

/** A sentence with `{name}` placeholders, or plural forms chosen by a count. */
export type Template = string | { one: string; other: string };

/** Sentences that narrate moves, positions, game ends and refused moves. */
export interface NarrationStrings {
  /** The players' names as used in sentences. */
  south: string;
  north: string;
  /** Put between sentences (`' '`; Japanese `''`). */
  sentenceJoin: string;
  /** Lists: `D, E, F and a` / `D, E or F` are built from these. */
  listSeparator: string;
  listAnd: string;
  listOr: string;
  /** `{side}` to move. */
  turn: string;
  /** `{side}` sows `{n}` seeds from `{pit}` into `{pits}` (a list). Plural by seeds. */
  sow: Template;
  /** Sowing 12 or more seeds: `{side}`, `{n}`, `{pit}` (skipped), `{last}`. Plural by seeds. */
  sowLap: Template;
  /** `{side}` captures `{n}` seeds from `{pits}` (a list). Plural by the number of pits. */
  capture: Template;
  /** Grand slams, by what the variant did: `{side}` (mover), `{opp}`, `{spared}` (a pit). */
  grandSlamVoid: string;
  grandSlamForced: string;
  grandSlamToOpponent: string;
  grandSlamSpareLast: string;
  grandSlamSpareFirst: string;
  grandSlamWins: string;
  grandSlamWinsVoid: string;
  /** `{opp}` has no seeds; `{side}` must feed with `{pits}` (an or-list). Plural by the number of moves. */
  mustFeed: Template;
  /** `{side}` can play `{pits}` (an or-list). Plural by the number of moves. */
  legalMoves: Template;
  /** Why the game ended: `{winner}`, `{n}` (seeds), `{side}` (who could not move / who made the grand slam), `{opp}`. */
  endMajority: string;
  endEvenSplit: string;
  endRepetition: string;
  endNoLegalMove: string;
  endGrandSlam: string;
  /** The result: `{winner}` wins `{w}`–`{l}`; a draw `{a}`–`{b}`. */
  resultWin: string;
  resultDraw: string;
  /** Refused moves: `{pit}`, `{owner}`, `{side}` (to move), `{opp}`, `{legal}` (an or-list). */
  illegalGameOver: string;
  illegalNotYourPit: string;
  illegalEmptyPit: string;
  illegalMustFeed: string;
  illegalGrandSlam: string;
  illegalInvalidMove: string;
  illegalNotYourTurn: string;
  illegalNotInteractive: string;
}

/** Labels and messages of the lessons' controls: sequence player, puzzles and the position editor. */
export interface UiStrings {
  /** Sequence controls. */
  first: string;
  previous: string;
  play: string;
  pause: string;
  next: string;
  last: string;
  /** Label of the move list. */
  moveList: string;
  /** "Move `{n}` of `{total}`". */
  moveOf: string;
  /** Shown at ply 0. */
  startPosition: string;
  /** Puzzles. `{side}` is the solver, `{pit}` a pit, `{n}` a count. */
  yourTurn: string;
  correct: string;
  solved: string;
  /** A move that does not solve the puzzle: `{pit}`. */
  wrongMove: string;
  /** The opponent's scripted answer: `{side}` plays `{pit}`. */
  opponentReplies: string;
  retry: string;
  undo: string;
  hint: string;
  /** "Try pit `{pit}`." */
  hintText: string;
  showSolution: string;
  /** Goals: `{n}` seeds (plural by seeds), `{opp}`. */
  goalLine: string;
  goalCapture: Template;
  goalWin: string;
  goalDefendNone: string;
  goalDefend: Template;
  /** "You have `{n}` moves." Plural by moves. */
  goalMoves: Template;
  /** The position editor. */
  editor: string;
  /** How to edit with mouse, keys and wheel. */
  editorHelp: string;
  /** Name of the sequence controls' toolbar. */
  controlsLabel: string;
  addSeed: string;
  removeSeed: string;
  /** "Seeds in pit `{pit}`" (a spin button's name). */
  seedsInPit: string;
  sideToMove: string;
  scores: string;
  /** "`{side}`'s captured seeds". */
  scoreOf: string;
  clear: string;
  resetToStart: string;
  /** "Total: `{n}` seeds". Plural by seeds. */
  total: Template;
  /** Editor warnings. */
  warnTotal: string;
  warnEmpty: string;
  warnNoLegalMove: string;
  warnDecided: string;
  warnEvenSplit: string;
  infoMustFeed: string;
  errorTooMany: string;
}

/** One language's complete table. */
export interface LessonStrings {
  narration: NarrationStrings;
  ui: UiStrings;
}

/** A page's overrides: any subset of any table. */
export interface LessonStringOverrides {
  narration?: Partial<NarrationStrings>;
  ui?: Partial<UiStrings>;
}
