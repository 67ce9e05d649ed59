/**
 * oware-board/all: the API of `oware-board` with every feature and language loaded at once — the
 * lessons, puzzles and editor, the record viewer, analysis, match play, sound, and German,
 * Afrikaans, Japanese and French — for pages that want no chunk fetched later (the self-contained
 * CDN file `oware-board-lessons.min.js` is built from it) and code that reads `STRINGS.de` or
 * narrates in German straight after the import.
 * @module
 */
import { registerAnalysis } from './analysis/register.js';
import './i18n/all.js';
import { registerLessons } from './lessons/board/register.js';
import { registerMatch } from './match/register.js';
import { registerRecordViewer } from './record/board/register.js';
import { registerSound } from './sound/register.js';

registerLessons();
registerRecordViewer();
registerAnalysis();
registerMatch();
registerSound();

export * from './index.js';
