/**
 * The Oware rules engine: pure TypeScript, no DOM, no dependencies.
 * @module
 */
export * from './types.js';
export { Game, sowingOrder, stateFromPosition, positionFromState, stateKey, type GameOptions } from './game.js';
export {
  parsePosition,
  formatPosition,
  normalizePosition,
  parseMove,
  parseMoveList,
  formatMoveList,
  pitLetter,
  isPitName,
  START_POSITION,
  MAX_SEEDS,
  type Position,
} from './notation.js';
export { VARIANTS, VARIANT_DESCRIPTIONS, isVariantName, variantIndex } from './variants.js';
export { perft } from './perft.js';
