/**
 * oware-board/all: the API of `oware-board` with every feature and language loaded at once — the
 * lessons, puzzles and editor, the record viewer, analysis, match play, sound, and German,
 * Afrikaans, Japanese and French — for pages that want no chunk fetched later (the self-contained
 * CDN file `oware-board-lessons.min.js` is built from it) and code that reads `STRINGS.de` or
 * narrates in German straight after the import.
 * @module
 */
import './element/trusted-types.js'; // first: before Lit
import './i18n/all.js';
import { FEATURES } from './features.js';
import './index.js';

// Every feature of the registry, loaded before this module is done (a bundler makes their code part
// of this entry's graph; the self-contained CDN file inlines it): a new feature needs no line here.
await Promise.all(FEATURES.map((d) => d.load?.()));

export * from './index.js';
