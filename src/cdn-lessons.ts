/**
 * The types of `oware-board/cdn/lessons`, `dist/oware-board-lessons.min.js`: the self-contained CDN
 * file is built from `all.ts` and exports its API (and a few internals that are not API). Not a
 * build entry: only its declarations ship.
 * @module
 */
export * from './all.js';
