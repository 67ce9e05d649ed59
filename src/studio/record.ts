// The studio's recorded line: a tree of moves (the record format's RecordLine: the main line, each
// move with its comment and the variations played instead of it) and a cursor, the moves from the
// start to the step on show. Playing a move at the cursor goes on along the tree when that move is
// already there, appends it at the end of a line, or starts a variation; a move is deleted with
// everything after it; a variation is promoted to the line it branches from. A move's comment holds
// its caption and drawing as the record format writes them (`text [%mark …] [%arrow …] [%label …]`).
// Pure: no DOM.
import { Game } from '../engine/index.js';
import type { GameRecord, RecordLine, RecordMove } from '../record/index.js';
import { variantTag } from '../record/index.js';

/** The moves from the start to a step, as pits. */
export type Path = number[];

/** What a step shows besides its position: the caption (the comment's text) and the drawing. */
export interface StepNote {
  caption: string;
  highlight: string;
  arrows: string;
  markers: string;
}

const COMMANDS = { highlight: 'mark', arrows: 'arrow', markers: 'label' } as const;

/** A comment for a note: its caption, then one command per drawing part (`[%mark c:capture]`). */
export function commentOf(note: StepNote): string {
  const parts = [note.caption.trim()];
  for (const [key, command] of Object.entries(COMMANDS)) {
    const value = note[key as keyof typeof COMMANDS].trim();
    if (value) parts.push(`[%${command} ${value}]`);
  }
  return parts.filter(Boolean).join(' ');
}

/** A comment read back as a note: the commands' values as the attribute strings, the rest as the caption. */
export function noteOf(comment: string | undefined): StepNote {
  const note: StepNote = { caption: '', highlight: '', arrows: '', markers: '' };
  const values: Record<string, string[]> = { mark: [], arrow: [], label: [] };
  const text = (comment ?? '').replace(/\[%(mark|arrow|label)\s+((?:"(?:[^"\\]|\\.)*"|[^\]"])*)\]/g, (_, c, v) => {
    values[c]!.push(v.trim());
    return ' ';
  });
  note.caption = text.replace(/\s+/g, ' ').trim();
  for (const [key, command] of Object.entries(COMMANDS))
    note[key as keyof typeof COMMANDS] = values[command]!.filter(Boolean).join(' ');
  return note;
}

/** Where the move at the end of `path` is: its line and index there; `null` for the start or a path off the tree. */
export function locate(tree: RecordLine, path: readonly number[]): { line: RecordLine; index: number } | null {
  let line = tree;
  let index = -1;
  for (const pit of path) {
    const next = line.moves[index + 1];
    if (next?.pit === pit) index++;
    else {
      const v = next?.variations.find((l) => l.moves[0]?.pit === pit);
      if (!v) return null;
      line = v;
      index = 0;
    }
  }
  return index < 0 ? null : { line, index };
}

/** The move at the end of `path` (`null` at the start). */
export const moveAt = (tree: RecordLine, path: readonly number[]): RecordMove | null => {
  const at = locate(tree, path);
  return at ? at.line.moves[at.index]! : null;
};

/** Whether every move of `path` is in the tree. */
export const onTree = (tree: RecordLine, path: readonly number[]): boolean => !path.length || !!locate(tree, path);

/** The moves that can follow `path` in the tree: its line's next move first, then the variations on it. */
export function nextMoves(tree: RecordLine, path: readonly number[]): number[] {
  const at = locate(tree, path);
  const line = at ? at.line : tree;
  const next = line.moves[at ? at.index + 1 : 0];
  return next ? [next.pit, ...next.variations.map((v) => v.moves[0]!.pit)] : [];
}

/** The main line from `path` on: `path`, then each next move of its line. */
export function lineThrough(tree: RecordLine, path: readonly number[]): Path {
  const out = [...path];
  for (let next = nextMoves(tree, out)[0]; next !== undefined; next = nextMoves(tree, out)[0]) out.push(next);
  return out;
}

const copy = (tree: RecordLine): RecordLine => structuredClone(tree);

/**
 * Play `pit` at `path` from `start`: the tree (a copy) with the move in it, and the new cursor. A
 * move already there is followed; at the end of a line it is appended; elsewhere it starts a
 * variation on the line's next move. Throws the engine's error for an illegal move.
 */
export function play(
  tree: RecordLine,
  path: readonly number[],
  pit: number,
  start: string,
): { tree: RecordLine; path: Path } {
  const game = Game.fromMoves(path, { position: start });
  const captured = game.play(pit).capturedSeeds;
  const to = [...path, pit];
  if (nextMoves(tree, path).includes(pit)) return { tree, path: to };
  const out = copy(tree);
  const at = locate(out, path);
  const line = at ? at.line : out;
  const index = at ? at.index + 1 : 0;
  const move: RecordMove = { pit, captured, variations: [] };
  if (index >= line.moves.length) line.moves.push(move);
  else line.moves[index]!.variations.push({ moves: [move] });
  return { tree: out, path: to };
}

/** Delete the move at the end of `path` and what follows it (a variation's first move: the whole variation); the cursor goes back one move. */
export function remove(tree: RecordLine, path: readonly number[]): { tree: RecordLine; path: Path } {
  if (!path.length) return { tree, path: [] };
  const out = copy(tree);
  const at = locate(out, path);
  if (!at) return { tree, path: [...path] };
  const before = path.slice(0, -1);
  if (at.index > 0 || at.line === out) at.line.moves.splice(at.index);
  else {
    // the first move of a variation: take the variation off the move it branches from
    const parent = locate(out, before);
    const line = parent ? parent.line : out;
    const from = line.moves[parent ? parent.index + 1 : 0]!;
    from.variations = from.variations.filter((v) => v !== at.line);
  }
  return { tree: out, path: before };
}

/**
 * Promote the variation that the move at the end of `path` is in: it becomes the line it branches
 * from, and that line's rest becomes the first of its variations. Unchanged on the main line.
 */
export function promote(tree: RecordLine, path: readonly number[]): RecordLine {
  const out = copy(tree);
  // find the last fork on the path where it leaves a line for a variation
  let line = out;
  let index = -1;
  let fork: { line: RecordLine; index: number; variation: RecordLine } | null = null;
  for (const pit of path) {
    const next = line.moves[index + 1];
    if (!next) return tree;
    if (next.pit === pit) index++;
    else {
      const v = next.variations.find((l) => l.moves[0]?.pit === pit);
      if (!v) return tree;
      fork = { line, index: index + 1, variation: v };
      line = v;
      index = 0;
    }
  }
  if (!fork) return tree;
  const main = fork.line.moves[fork.index]!;
  const others = main.variations.filter((v) => v !== fork.variation);
  const rest: RecordLine = { moves: fork.line.moves.slice(fork.index) };
  main.variations = [];
  const first = fork.variation.moves[0]!;
  first.variations = [rest, ...others, ...first.variations];
  fork.line.moves.splice(fork.index, Infinity, ...fork.variation.moves);
  return out;
}

/** Set the note of the move at the end of `path` (unchanged at the start: the studio keeps that note itself). */
export function annotate(tree: RecordLine, path: readonly number[], note: StepNote): RecordLine {
  const out = copy(tree);
  const move = moveAt(out, path);
  if (!move) return tree;
  const comment = commentOf(note);
  if (comment) move.comment = comment;
  else delete move.comment;
  return out;
}

/** The note of the move at the end of `path`. */
export const noteAt = (tree: RecordLine, path: readonly number[]): StepNote => noteOf(moveAt(tree, path)?.comment);

/** The position at the end of `path` from `start` (the start's own string when `path` is empty). */
export const positionAt = (start: string, path: readonly number[]): string =>
  path.length ? Game.fromMoves(path, { position: start }).position : start;

/**
 * The record of the tree: its tags, the start (with `note` as the comment before the first move)
 * and the tree; the result is the main line's end when it is over.
 */
export function recordOf(
  start: string,
  tree: RecordLine,
  note: StepNote,
  tags: Record<string, string> = {},
): GameRecord {
  const all = copy(tree);
  const comment = commentOf(note);
  if (comment) all.comment = comment;
  else delete all.comment;
  const end = Game.fromMoves(lineThrough(tree, []), { position: start }).result;
  const result = end ? `${end.score[0]}-${end.score[1]}` : '*';
  return {
    tags: { Variant: variantTag('abapa'), ...tags, Result: result },
    start,
    variant: 'abapa',
    tree: all,
    result,
    warnings: [],
  };
}
