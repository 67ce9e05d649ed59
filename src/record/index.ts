/**
 * Game records: OGN (Oware Game Notation, as Aualé writes it) read and written, with comments,
 * nested variations, annotations in comments and collections. Pure: no DOM; needs only the engine.
 *
 * ```ts
 * import { parseRecord, formatRecord, recordFromGame } from 'oware-board/record';
 * const record = parseRecord('1. C f 2. D d+2 {North takes two.} 3. F+2 (3. E e) 3... a');
 * record.tree.moves[3].comment;   // 'North takes two.'
 * formatRecord(record);           // the OGN text again, with Aualé's tags
 * ```
 * @module
 */
export { type CommentParts, readComment } from './comment.js';
export { type FormatOptions, formatRecord, recordDate, recordFromGame } from './format.js';
export { fenOfPosition, moveNumber, positionOfFen, variantOfTag, variantTag } from './notation.js';
export { MAX_DEPTH, MAX_RECORD_LENGTH, parseRecord, parseRecords } from './parse.js';
export { lineEnd, type RecordStep, recordSteps, stepAt, stepGame } from './steps.js';
export * from './types.js';
