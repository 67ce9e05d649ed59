/**
 * The shape of a language's text table (`en.ts`, `de.ts`, …): the board's part ({@link BoardStrings},
 * in every build) and the lessons' part ({@link LessonStrings}: narration and controls, in the
 * lessons build). Placeholders are written `{name}` and filled by `format`; a {@link Template} may
 * instead give plural forms, chosen with `Intl.PluralRules` for the table's `locale`.
 */

/** A sentence with `{name}` placeholders, or plural forms chosen by a count (see `fill`). */
export type Template = string | { one: string; other: string };

/**
 * Why a move was refused — one set of sentences, used by the board's notices and by the narration.
 * Placeholders: `{pit}` (the pit tried), `{owner}` (its side), `{side}` (to move), `{opp}` (the other
 * side), `{legal}` (the legal moves as an or-list).
 */
export interface RefusalStrings {
  illegalGameOver: string;
  illegalNotYourPit: string;
  /** The computer's pit, clicked on the person's turn against the computer (`{side}`: the person's side). */
  illegalComputerPit?: string;
  illegalEmptyPit: string;
  illegalMustFeed: string;
  illegalGrandSlam: string;
  illegalInvalidMove: string;
  illegalNotYourTurn: string;
  /** The board is for viewing only (no pit named; with a pit, see `refusal`). */
  illegalNotInteractive: string;
}

/** The board's text table of one language. */
export interface BoardStrings extends RefusalStrings, ListStrings {
  /**
   * The BCP 47 tag for `Intl` (plural forms, lists), e.g. `en-GB` (lists without a serial comma).
   * Every table here has one; a page's table without it takes its language tag.
   */
  locale?: string;
  /** Accessible name of the board. */
  board: string;
  south: string;
  north: string;
  /** "{count} seed" (the `one` plural form). */
  seedsOne: string;
  /** "{count} seeds" (other counts). */
  seedsOther: string;
  /** A pit's accessible name: "{letter}, {side}, {seeds}"; `{states}` adds ", legal move" etc. */
  pitName: string;
  /** Joins the pit's states into its name, e.g. ", {state}". */
  pitState: string;
  stateLegal: string;
  stateLastMove: string;
  stateHighlight: string;
  stateCapture: string;
  stateOrigin: string;
  /** Lesson mark kinds `good`, `bad`, `hint`, `sown`. */
  stateGood: string;
  stateBad: string;
  stateHint: string;
  stateSown: string;
  /** A store's or score's accessible name: "{side}'s store: {seeds}". */
  storeName: string;
  /** "{side} to move". */
  toMove: string;
  /** Announcement of a move: "{side} sows {letter} ({count} seeds)". */
  moveSown: string;
  /** Added when seeds were captured: "and captures {seeds} from {pits}". */
  moveCaptured: string;
  /** A grand slam that captured nothing. */
  moveGrandSlam: string;
  /** "Score: South {south}, North {north}." */
  scoreLine: string;
  /** "{side} wins {won}–{lost}": the winner's score first (`{south}` and `{north}` are there too). */
  gameWon: string;
  /** "Draw, {south}–{north}". */
  gameDrawn: string;
  reasonMajority: string;
  reasonEvenSplit: string;
  reasonRepetition: string;
  reasonNoLegalMove: string;
  reasonGrandSlam: string;
  /** "Invalid {attribute}: {value}" shown on the board for a bad attribute value. */
  invalidValue: string;
  /** Label of the notice's close button. */
  dismiss: string;
  /** Announced after undo: "Move taken back". */
  undone: string;
  /** Announced after a new position: "New position, {side} to move". */
  newPosition: string;
  /** Shown while the computer (`ai`) thinks: "Thinking…". Optional: English when missing. */
  thinking?: string;
}

/**
 * A board table as pages pass it: `STRINGS[lang]`, or `Partial<Strings>` for the `strings` property,
 * where the lessons' overrides go under `ui` and `narration`.
 */
export interface Strings extends BoardStrings {
  /** Overrides of the lessons' UI strings (controls, puzzles, editor). */
  ui?: Partial<UiStrings>;
  /** Overrides of the lessons' narration. */
  narration?: Partial<NarrationStrings>;
}

/**
 * A resolved table (`resolveStrings`): the board's strings; the lessons build adds `ui` and
 * `narration` (see `lessons.ts`).
 */
export interface StringTable extends BoardStrings {}

/**
 * Joining lists: `Intl.ListFormat` for `locale`, unless the table gives its own words (Japanese
 * does: CLDR would write `D、E、F`, the tables `D、EとF`).
 */
export interface ListStrings {
  locale?: string;
  listSeparator?: string;
  listAnd?: string;
  listOr?: string;
}

/** Sentences that narrate moves, positions and game ends (refused moves: {@link RefusalStrings}). */
export interface NarrationStrings extends ListStrings, Partial<RefusalStrings> {
  /** The players' names as used in sentences. */
  south: string;
  north: string;
  /** Put between sentences (`' '`; Japanese `''`). */
  sentenceJoin: string;
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
  /** How to edit with mouse, touch, keys and wheel. */
  editorHelp: string;
  /** The editor's toggle: while it is on, a tap on a pit removes a seed instead of adding one. */
  removeMode: string;
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

/** The lessons' part of one language's table. */
export interface LessonStrings {
  narration: NarrationStrings;
  ui: UiStrings;
}

/** A page's overrides of the lessons' text: any subset of either part. */
export interface LessonStringOverrides {
  narration?: Partial<NarrationStrings>;
  ui?: Partial<UiStrings>;
}
