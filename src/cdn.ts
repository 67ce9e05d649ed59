/**
 * The types of `oware-board/cdn`, `dist/oware-board.min.js`: the CDN file is built from `core.ts`
 * and exports its API (its chunks' internals besides, under short names that are not API). Not a
 * build entry: only its declarations ship.
 * @module
 */
export * from './core.js';
