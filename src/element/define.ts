/** Registers `<oware-board>` once (safe to import more than once, e.g. from two bundles). */
import { OwareBoard } from './oware-board.js';

export const TAG = 'oware-board';

if (typeof customElements !== 'undefined' && !customElements.get(TAG)) {
  customElements.define('oware-board', OwareBoard);
}

declare global {
  interface HTMLElementTagNameMap {
    'oware-board': OwareBoard;
  }
}

export { OwareBoard };
