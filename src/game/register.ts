/**
 * The game feature's handles in the core: {@link loadGame}, {@link gameFeature},
 * {@link registerGame}. A board loads the feature as it loads every other, by its descriptor
 * (descriptor.ts: when it is a game with `controls`, against the computer, or over); the code
 * (feature.ts: controls, review, the result's New game button, its strings in five languages) is
 * in the CDN build a chunk of its own beside the initial file, and its factory is registered with
 * the defined `<oware-board>` class when it comes.
 */
import { lazy, registerFeature } from '../element/features.js';
import type { BoardFeature, FeatureHost, OwareBoard } from '../element/oware-board.js';
import type * as GameModule from './feature.js';

let loaded: typeof GameModule | undefined;

/**
 * Load the game feature now and register it with the defined `<oware-board>` class (boards load it
 * by themselves when they need it; after a failure, the next call tries again).
 */
export const loadGame: () => Promise<typeof GameModule> = lazy(() =>
  import('./feature.js').then((m) => {
    loaded = m;
    registerFeature(gameFeature);
    return m;
  }),
);

/**
 * The game feature's factory, for `OwareBoard.addFeature`: a board's game controller once the code
 * has come (`loadGame()`, or a board that needs it), `undefined` before — the board then makes it
 * as the code comes.
 */
export function gameFeature(host: FeatureHost): BoardFeature | undefined {
  return loaded?.gameFeature(host);
}

/** Add the game feature to `board` (default: the defined `<oware-board>` class). Returns `false` if it was there already. */
export function registerGame(board?: typeof OwareBoard): boolean {
  return registerFeature(gameFeature, board);
}
