/**
 * The game feature's registration with the defined `<oware-board>` class: explicit and
 * idempotent; the core (`oware-board/core`, the CDN file) calls it. What is registered up front is
 * a tiny loader ({@link gameFeature}): when a board is a game with `controls`, against the
 * computer, or over, it loads the feature itself (controls, review, the result's New game button,
 * its strings in five languages; in the CDN build a chunk of its own beside the initial file),
 * which then registers with the same class, so every board gets it.
 */
import '../element/define.js';
import type { BoardFeature, FeatureHost } from '../element/features.js';
import type { OwareBoard } from '../element/oware-board.js';
import type * as GameModule from './feature.js';
import { needsGame } from './playable.js';

type Board = typeof OwareBoard;
const defined = () => customElements.get('oware-board') as Board | undefined;

let loading: Promise<typeof GameModule> | undefined;
/** The classes the game feature is registered for. */
const targets = new Set<Board>();

/** Load the game feature now and add it to the registered classes (boards load it by themselves when they need it). */
export function loadGame(): Promise<typeof GameModule> {
  loading ??= import('./feature.js').then((m) => {
    for (const t of targets) t.addFeature(m.gameFeature);
    return m;
  });
  // A failed fetch may be retried by the next board that needs it.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** The loader registered with `OwareBoard.addFeature`: asks for the game feature when its board needs it. */
export function gameFeature(host: FeatureHost): BoardFeature {
  return {
    feature: 'game',
    willUpdate: () => {
      if (needsGame(host.board))
        loadGame().catch((e: unknown) => console.warn('<oware-board>: the game controls could not be loaded:', e));
    },
  };
}

/** Add the game feature to `board` (default: the defined `<oware-board>` class). Returns `false` if it was there already. */
export function registerGame(board: Board | undefined = defined()): boolean {
  if (!board || typeof board.addFeature !== 'function' || targets.has(board)) return false;
  targets.add(board);
  board.addFeature(gameFeature);
  if (loading) void loading.then((m) => board.addFeature(m.gameFeature));
  return true;
}
