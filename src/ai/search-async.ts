/**
 * What a board loads on its first search: only `searchAsync` (a dynamic import keeps every export
 * of the module it loads, so the element imports this one rather than client.ts).
 */
export { searchAsync } from './client.js';
