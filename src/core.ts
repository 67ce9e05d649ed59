/**
 * oware-board core: defines `<oware-board>` and exports the element class and its event types —
 * no lessons, no perft. The one-file CDN build starts here; add lessons with `oware-board/lessons`.
 * @module
 */
import './element/define.js';

export { OwareBoard, DEFAULT_ANIMATION_SPEED, type SetPositionOptions, type BoardFeature, type BoardFeatureFactory } from './element/oware-board.js';
export { TAG } from './element/define.js';
export type {
  MoveSource,
  OwareEventMap,
  OwareBeforeMoveDetail,
  OwareMoveDetail,
  OwareIllegalMoveDetail,
  OwareIllegalReason,
  OwareGameOverDetail,
  OwareErrorDetail,
} from './element/events.js';
