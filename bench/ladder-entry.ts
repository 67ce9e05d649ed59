// What the ladder bench needs: the AI and the engine's Game, in one bundle (one copy of the engine).
export * from '../src/ai/index.js';
export { Game } from '../src/engine/game.js';
