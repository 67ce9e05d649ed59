/**
 * Registers `<oware-board>` once (safe to import more than once), with every feature of the
 * registry (their attributes are observed from the start; their code loads on first use). A second
 * copy of the code on the page (two builds, e.g. oware-board.min.js and then
 * oware-board-lessons.min.js) finds the tag defined by the first: it stays out — defines nothing,
 * registers no feature on the other copy's element ({@link stayOut}) — and says so once.
 */
import { registerDescriptors, stayOut } from './element/features.js';
import { OwareBoard } from './element/oware-board.js';
import { FEATURES } from './features.js';
// Each feature's descriptor also merges its properties and events into OwareBoard's types (`declare
// module`). A declaration file keeps only the imports its own types need, so without these every
// entry's .d.ts would drop the descriptors: `import 'oware-board'` alone would lack `showLegal`.
// (At run time they are the registry's modules, already loaded.)
import './analysis/descriptor.js';
import './drawing/descriptor.js';
import './game/descriptor.js';
import './lessons/board/descriptor.js';
import './match/descriptor.js';
import './online/descriptor.js';
import './record/board/descriptor.js';
import './sound/descriptor.js';

export const TAG = 'oware-board';

const defined = typeof customElements !== 'undefined' && customElements.get(TAG);
if (defined === undefined) {
  registerDescriptors(OwareBoard, FEATURES);
  customElements.define(TAG, OwareBoard);
} else if (defined && defined !== OwareBoard) {
  stayOut();
  console.warn('<oware-board>: defined already by another build on this page; this one stays out');
}

declare global {
  interface HTMLElementTagNameMap {
    'oware-board': OwareBoard;
  }
}

export { OwareBoard };
