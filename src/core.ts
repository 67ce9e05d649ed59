/**
 * oware-board core: defines `<oware-board>` and exports the element class and its event types —
 * no perft, and every feature loaded on first use: the AI, the lessons (puzzles, editor) and the
 * languages besides English are chunks of their own that a board fetches when one of its
 * attributes needs them. The CDN build (oware-board.min.js) starts here.
 * @module
 */
import './element/define.js';
import { FEATURE_LOADERS } from './element/features.js';
import { registerGame } from './game/register.js';

// Features load on first use: a board with `moves`, `puzzle`, `editable`, … fetches the lessons.
FEATURE_LOADERS.lessons ??= () => import('./lessons/board/register.js').then((m) => m.registerLessons());
// … and a board with a record (`record`, `src`, or OGN as its content) the record viewer.
FEATURE_LOADERS.record ??= () => import('./record/board/register.js').then((m) => m.registerRecordViewer());
// The game controls, review and result actions (attributes `controls`, `ply` on a game board).
registerGame();
// … and `analysis`, `match` and `sound` each their own feature.
FEATURE_LOADERS.analysis ??= () => import('./analysis/register.js').then((m) => m.registerAnalysis());
FEATURE_LOADERS.match ??= () => import('./match/register.js').then((m) => m.registerMatch());
FEATURE_LOADERS.sound ??= () => import('./sound/register.js').then((m) => m.registerSound());

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
export type { GameStrings } from './i18n/game.js';
