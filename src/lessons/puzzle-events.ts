/** The details of the puzzle events for a try (pure): `oware-puzzle-step` and `oware-puzzle-failed`. */
import { pitLetter } from '../engine/index.js';
import type { PuzzleTry } from './puzzle-types.js';
import type { OwarePuzzleFailedDetail, OwarePuzzleStepDetail } from './types.js';

/** `oware-puzzle-step` for an accepted try, at `ply` with `remaining` solver moves to go. */
export function stepDetail(t: PuzzleTry, ply: number, remaining: number): OwarePuzzleStepDetail {
  return {
    played: t.played ?? -1,
    letter: t.played === null ? '' : pitLetter(t.played),
    reply: t.reply ?? null,
    replyLetter: t.reply === undefined ? null : pitLetter(t.reply),
    ply,
    remaining,
    scripted: t.scripted ?? false,
  };
}

/** `oware-puzzle-failed` for a wrong try at `ply`. */
export function failedDetail(t: PuzzleTry, ply: number): OwarePuzzleFailedDetail {
  return {
    expected: t.expected,
    expectedLetter: t.expected === null ? null : pitLetter(t.expected),
    played: t.played ?? -1,
    playedLetter: t.played === null ? '' : pitLetter(t.played),
    accepted: t.accepted ?? [],
    ply,
  };
}
