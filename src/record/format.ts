/**
 * `formatRecord`: a record as OGN text, in the plain form (write.ts) or in the form Aualé's reader
 * reads as written (`{ for: 'aule' }`, aule.ts).
 */
import { forAule } from './aule.js';
import type { GameRecord } from './types.js';
import { writeRecord } from './write.js';

export { recordDate, recordFromGame } from './write.js';

/** How {@link formatRecord} writes. */
export interface FormatOptions {
  /**
   * `'aule'`: the form Aualé reads as written — the start comment after the first move, nested
   * variations one after the other, `}` in comments as `｝` (and `)` in a variation's as `）`);
   * each change, and a variant or seed count Aualé plays otherwise, is a warning
   * ([record-format.md](../../docs/record-format.md#aualé)).
   */
  for?: 'aule';
  /** Where the warnings go (one English sentence each); without it, `console.warn`. */
  warnings?: string[];
}

/**
 * Write a record as OGN: Aualé's tags first (`Variant`, `Event`, `Site`, `Date`, `Round`, `South`,
 * `North`, `Result`, those present; `Variant` and `Result` always, from `variant` and `result`), then
 * `FEN` when the record does not start at the start position (Aualé's notation, or a position
 * string when a count is over 49), then the other tags; a blank line and the moves, with comments
 * (`}` inside written `\}`) and nested variations. `formatRecord(parseRecord(text))` is stable.
 * With `{ for: 'aule' }`, the form Aualé's reader reads as written (see {@link FormatOptions}).
 */
export function formatRecord(record: GameRecord, options: FormatOptions = {}): string {
  if (options.for !== 'aule') return writeRecord(record);
  const out = options.warnings;
  return writeRecord(
    forAule(record, (w) => (out ? out.push(w) : console.warn(`oware-board record (for Aualé): ${w}`))),
  );
}
