/**
 * The Oware rules engine: pure TypeScript, no DOM, no dependencies.
 * @module
 */

export { Game, type GameOptions, positionFromState, sowingOrder, stateFromPosition, stateKey } from './game.js';
export {
  formatMoveList,
  formatPosition,
  isPitName,
  MAX_SEEDS,
  normalizePosition,
  type Position,
  parseMove,
  parseMoveList,
  parsePosition,
  pitLetter,
  START_POSITION,
} from './notation.js';
export { perft } from './perft.js';
export * from './types.js';
export { isVariantName, VARIANT_DESCRIPTIONS, VARIANTS, variantIndex } from './variants.js';
