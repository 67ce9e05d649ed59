/**
 * What {@link loadAi} loads (the `ai` chunk of the CDN build): the computer player of a board and
 * the AI client with its search.
 */
export * from '../ai/search-async.js';
export { AiPlayer } from './ai-player.js';
