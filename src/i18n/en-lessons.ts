/** English: the lessons' part (narration and controls), loaded with the lessons. */
import type { LessonStrings } from './types.js';

/** The lessons’ narration and controls (registered by the lessons build). */
export const lessons: LessonStrings = {
  narration: {
    locale: 'en-GB',
    south: 'South',
    north: 'North',
    sentenceJoin: ' ',
    turn: '{side} to move.',
    sow: {
      one: '{side} sows 1 seed from pit {pit} into {pits}.',
      other: '{side} sows {n} seeds from pit {pit} into {pits}.',
    },
    sowLap: {
      one: '{side} sows 1 seed from pit {pit}; it lands in {last}.',
      other:
        '{side} sows {n} seeds from pit {pit} around the board, skipping pit {pit} itself; the last seed lands in pit {last}.',
    },
    capture: {
      one: '{side} captures {n} seeds from pit {pits}.',
      other: '{side} captures {n} seeds from pits {pits}.',
    },
    grandSlamVoid: 'Grand slam: that would capture all of {opp}’s seeds, so nothing is captured.',
    grandSlamForced:
      'Grand slam: every legal move would capture all of {opp}’s seeds, so this one is allowed but captures nothing.',
    grandSlamToOpponent:
      'Grand slam: {side} takes all of {opp}’s seeds, and the seeds left on {side}’s side go to {opp}.',
    grandSlamSpareLast: 'Grand slam: the seeds in pit {spared}, where the last seed fell, stay with {opp}.',
    grandSlamSpareFirst: 'Grand slam: the seeds in pit {spared}, {opp}’s first pit, stay with {opp}.',
    grandSlamWins: 'Grand slam: it gives {side} more than half of the seeds, so everything is captured.',
    grandSlamWinsVoid: 'Grand slam: it would not give {side} more than half of the seeds, so nothing is captured.',
    mustFeed: {
      one: '{opp} has no seeds: {side} must feed and can only use pit {pits}.',
      other: '{opp} has no seeds: {side} must feed and can use pit {pits}.',
    },
    legalMoves: {
      one: '{side} can only play pit {pits}.',
      other: '{side} can play pit {pits}.',
    },
    endMajority: '{winner} has captured {n} seeds, more than half.',
    endEvenSplit: 'Both players have captured {n} seeds.',
    endRepetition: 'The position has repeated, so each player takes the seeds on their own side.',
    endNoLegalMove: '{side} has no legal move, so each player takes the seeds on their own side.',
    endGrandSlam: 'The grand slam ends the game.',
    resultWin: 'Game over: {winner} wins {w}–{l}.',
    resultDraw: 'Game over: a draw, {a}–{b}.',
  },
  ui: {
    first: 'First',
    previous: 'Previous',
    play: 'Play',
    pause: 'Pause',
    next: 'Next',
    last: 'Last',
    moveList: 'Moves',
    moveOf: 'Move {n} of {total}',
    startPosition: 'Start position',
    yourTurn: 'Your turn: find the best move for {side}.',
    correct: 'Correct!',
    solved: 'Solved!',
    wrongMove: 'Pit {pit} is not the answer. Try again.',
    opponentReplies: '{side} answers with pit {pit}.',
    retry: 'Try again',
    undo: 'Take back',
    hint: 'Hint',
    hintText: 'Try pit {pit}.',
    showSolution: 'Show solution',
    goalLine: 'Find the best line for {side}.',
    goalCapture: {
      one: 'Capture at least 1 seed.',
      other: 'Capture at least {n} seeds.',
    },
    goalWin: 'Win the game.',
    goalDefendNone: 'Do not let {opp} capture any seeds.',
    goalDefend: {
      one: 'Let {opp} capture at most 1 seed.',
      other: 'Let {opp} capture at most {n} seeds.',
    },
    goalMoves: {
      one: 'You have 1 move.',
      other: 'You have {n} moves.',
    },
    editor: 'Position editor',
    editorHelp:
      'Click a pit to add a seed; Shift+click, right-click or the − key removes one; + adds one; the mouse wheel works too.',
    controlsLabel: 'Sequence controls',
    addSeed: 'Add a seed to pit {pit}',
    removeSeed: 'Remove a seed from pit {pit}',
    seedsInPit: 'Seeds in pit {pit}',
    sideToMove: 'Side to move',
    scores: 'Captured seeds',
    scoreOf: '{side}’s captured seeds',
    clear: 'Clear the board',
    resetToStart: 'Start position',
    total: {
      one: 'Total: 1 seed',
      other: 'Total: {n} seeds',
    },
    warnTotal: 'The total is {n}; a full game has 48.',
    warnEmpty: 'There are no seeds on the board.',
    warnNoLegalMove: '{side} has no legal move: the game would be over at once.',
    warnDecided: '{winner} has already captured more than half of the seeds: the game is over.',
    warnEvenSplit: 'Both players have already captured half of the seeds: the game is a draw.',
    infoMustFeed: '{opp}’s side is empty: {side} must feed.',
    errorTooMany: 'At most {max} seeds are allowed.',
  },
};
