/**
 * oware-board core: defines `<oware-board>` and exports the element class and its event types —
 * no perft, and every feature loaded on first use: the AI, the game controls, the lessons (puzzles,
 * editor) and the languages besides English are chunks of their own that a board fetches when one
 * of its attributes needs them. The CDN build (oware-board.min.js) starts here.
 * @module
 */
import './element/trusted-types.js'; // first: before Lit
import './define.js';

export { TAG } from './define.js';
export type {
  MoveSource,
  OwareBeforeMoveDetail,
  OwareChangeDetail,
  OwareErrorDetail,
  OwareEventMap,
  OwareGameOverDetail,
  OwareIllegalMoveDetail,
  OwareIllegalReason,
  OwareMoveDetail,
} from './element/events.js';
export type { BoardMode, FeatureDescriptor } from './element/feature-api.js';
export {
  type BoardFeature,
  type BoardFeatureFactory,
  DEFAULT_ANIMATION_SPEED,
  type FeatureHost,
  OwareBoard,
  type SetPositionOptions,
} from './element/oware-board.js';
export type { GameControl, GameFeature } from './game/feature.js';
export { gameFeature, loadGame, registerGame } from './game/register.js';
export type { GameStrings } from './game/strings.js';
