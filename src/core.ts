/**
 * oware-board core: defines `<oware-board>` and exports the element class and its event types —
 * no lessons, no perft. The CDN build (oware-board.min.js, which loads its AI chunk on first use)
 * starts here; add lessons with `oware-board/lessons`.
 * @module
 */
import './element/define.js';
import { registerGame } from './game/register.js';

// The game controls, review and result actions (attributes `controls`, `ply` on a game board).
registerGame();

export { TAG } from './element/define.js';
export type {
  MoveSource,
  OwareBeforeMoveDetail,
  OwareErrorDetail,
  OwareEventMap,
  OwareGameOverDetail,
  OwareIllegalMoveDetail,
  OwareIllegalReason,
  OwareMoveDetail,
} from './element/events.js';
export {
  type BoardFeature,
  type BoardFeatureFactory,
  DEFAULT_ANIMATION_SPEED,
  OwareBoard,
  type SetPositionOptions,
} from './element/oware-board.js';
export type { GameControl, GameFeature } from './game/feature.js';
export { gameFeature, loadGame, registerGame } from './game/register.js';
export type { GameStrings } from './game/strings.js';
