/**
 * The game feature as the core knows it: it serves `ply` and `controls` on a game board (its loader
 * is registered with the element by the core itself, see register.ts).
 */
import { defineFeature } from '../element/feature-api.js';

/** The game controls, review and result actions. */
export const game = defineFeature({
  name: 'game',
  serves: { ply: ['game'], controls: ['game'] },
  how: "import 'oware-board/core' (or 'oware-board'), or load oware-board.min.js",
});
