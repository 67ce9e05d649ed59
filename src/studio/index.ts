/**
 * oware-board/studio: importing this module defines `<oware-studio>` (and `<oware-board>`, which it
 * loads) and exposes the studio's API: the element, its state's type and the pure functions that
 * turn a state into each output.
 * @module
 */
import '../index.js';
import { OwareStudio, type OwareStudioChangeDetail } from './oware-studio.js';

export { checkState, LIMITS, Refused } from './check.js';
export { fragmentOf, stateOf } from './link.js';
export { fenceOf, initialState, ognOf, type StudioState, tagOf } from './out.js';
export {
  OwareStudio,
  type OwareStudioChangeDetail,
  type OwareStudioErrorDetail,
  type OwareStudioEventMap,
  STUDIO_OUTPUTS,
  type StudioOutput,
} from './oware-studio.js';
export { STUDIO_LANGS } from './strings.js';

export const STUDIO_TAG = 'oware-studio';

if (typeof customElements !== 'undefined' && !customElements.get(STUDIO_TAG))
  customElements.define(STUDIO_TAG, OwareStudio);

declare global {
  interface HTMLElementTagNameMap {
    'oware-studio': OwareStudio;
  }
  interface GlobalEventHandlersEventMap {
    'oware-studio-change': CustomEvent<OwareStudioChangeDetail>;
  }
}
