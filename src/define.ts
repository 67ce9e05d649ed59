/**
 * Registers `<oware-board>` once (safe to import more than once, e.g. from two bundles), with
 * every feature of the registry (their attributes are observed from the start; their code loads
 * on first use).
 */
import { registerDescriptors } from './element/features.js';
import { OwareBoard } from './element/oware-board.js';
import { FEATURES } from './features.js';

export const TAG = 'oware-board';

if (typeof customElements !== 'undefined' && !customElements.get(TAG)) {
  registerDescriptors(OwareBoard, FEATURES);
  customElements.define(TAG, OwareBoard);
}

declare global {
  interface HTMLElementTagNameMap {
    'oware-board': OwareBoard;
  }
}

export { OwareBoard };
