/**
 * The game feature as the core knows it: it serves `ply` and `controls` on a game board, and is
 * needed by a game with `controls`, against the computer, or over; its code (controls, review, the
 * result's New game button, its strings in five languages) loads then, as a chunk of its own in the
 * CDN build, and registers its factory (register.ts).
 */
import { defineFeature } from '../element/feature-api.js';
import { gameNeed } from './playable.js';
import { loadGame } from './register.js';

/** The game controls, review and result actions. */
export const game = defineFeature({
  name: 'game',
  serves: { ply: ['game'], controls: ['game'] },
  needed: (board, mode) =>
    gameNeed(
      {
        ai: board.get('ai'),
        interactive: board.get('interactive'),
        controls: board.get('controls'),
        result: board.get('result'),
      },
      mode,
    ),
  load: loadGame,
  how: "import 'oware-board/core' (or 'oware-board'), or load oware-board.min.js",
});
