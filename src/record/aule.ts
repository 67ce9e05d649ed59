/**
 * A record in the form Aualé's reader reads as written (its `OGNSerializer.loads`, checked with its own
 * code by ../shared/tools/ogn-interop): that reader takes every letter A–F / a–f outside `{…}` and
 * `(…)` as a move, ends a comment at the first `}` and a variation at the first `)`, does not nest
 * variations, fails on a comment before the first move, and plays every record as Oware Abapa.
 * So the record is rewritten before it is written: the start comment goes after the first move (or
 * into a `Comment` tag when there is no move), nested variations are written one after the other
 * from the main line, a `}` in a comment becomes `｝` (and a `)` in a variation's comment `）`), and
 * what Aualé will read otherwise (another variant, another number of seeds) is a warning.
 */
import { Game } from '../engine/index.js';
import { fenOfPosition } from './notation.js';
import type { GameRecord, RecordLine, RecordMove } from './types.js';

/** A comment with the characters Aualé's reader stops at replaced by their full-width forms. */
const clean = (comment: string | undefined, inVariation: boolean): string | undefined =>
  comment === undefined
    ? undefined
    : inVariation
      ? comment.replace(/}/g, '\uFF5D').replace(/\)/g, '\uFF09')
      : comment.replace(/}/g, '\uFF5D');

const bare = (m: RecordMove): RecordMove => ({ pit: m.pit, captured: m.captured, variations: [] });

/**
 * `line` and every variation inside it as flat lines from the same position: a variation of a move
 * inside `line` becomes `line`'s moves before that move (without their comments) and then the
 * variation. Returns whether there was a nested one.
 */
function flatten(line: RecordLine, prefix: RecordMove[], out: RecordLine[]): boolean {
  const moves = line.moves.map((m) => ({ ...bare(m), glyph: m.glyph, comment: clean(m.comment, true) }));
  for (const m of moves) {
    if (m.glyph === undefined) delete m.glyph;
    if (m.comment === undefined) delete m.comment;
  }
  const flat: RecordLine = { moves: prefix.concat(moves) };
  const lead = clean(line.comment, true);
  if (lead !== undefined) flat.comment = lead;
  out.push(flat);
  let nested = false;
  line.moves.forEach((m, k) => {
    for (const v of m.variations) {
      nested = true;
      flatten(v, prefix.concat(line.moves.slice(0, k).map(bare)), out);
    }
  });
  return nested;
}

/** `record` rewritten for Aualé's reader; `warn` gets one English sentence per change or risk. */
export function forAule(record: GameRecord, warn: (message: string) => void): GameRecord {
  const tags = { ...record.tags };
  let nested = false;
  const moves: RecordMove[] = record.tree.moves.map((m) => {
    const variations: RecordLine[] = [];
    for (const v of m.variations) nested = flatten(v, [], variations) || nested;
    const out: RecordMove = { ...m, variations };
    const comment = clean(m.comment, false);
    if (comment === undefined) delete out.comment;
    else out.comment = comment;
    return out;
  });
  const start = clean(record.tree.comment, false);
  if (start) {
    if (moves[0]) moves[0] = { ...moves[0], comment: moves[0].comment ? `${start} ${moves[0].comment}` : start };
    else tags.Comment = tags.Comment ? `${start} ${tags.Comment}` : start;
    warn(
      `the comment before the first move is written ${moves[0] ? 'after the first move' : 'in a Comment tag'}: Aualé cannot read a comment before the first move`,
    );
  }
  if (nested)
    warn('nested variations are written one after the other, each from the main line: Aualé misreads nested ones');
  if (record.variant !== 'abapa')
    warn(
      `the game is played by the rules '${record.variant}', and Aualé replays every record as Oware Abapa: a grand slam may give another position there`,
    );
  const total = new Game({ position: record.start }).totalSeeds;
  if (fenOfPosition(record.start) === null)
    warn('a pit of the start position holds more than 49 seeds: Aualé cannot read its FEN');
  else if (total !== 48)
    warn(
      `the start position has ${total} seeds, not 48: Aualé ends a game only when a store passes 24, this board when a player has more than half of the seeds (${Math.floor(total / 2) + 1} of ${total})`,
    );
  return { ...record, tags, tree: { moves } };
}
