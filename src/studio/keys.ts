// The studio's keyboard shortcuts, anywhere in it but in a text field or a list box: Ctrl+Z (⌘Z)
// undoes, Ctrl+Shift+Z redoes (as the Undo and Redo buttons); Alt+← and Alt+→ step Back and
// Forward along the recorded line (as the Record panel's buttons), outside Set up.
import type { StudioContext } from './context.js';

/** Listen for the shortcuts on the element (keys pressed inside the studio: its host hears them from the shadow root). */
export function mountKeys({ root, $, model }: StudioContext): void {
  root.host.addEventListener('keydown', (e) => {
    if (!(e instanceof KeyboardEvent)) return;
    const target = e.composedPath()[0];
    if (target instanceof Element && target.matches('input, textarea, select')) return;
    if (e.altKey && (e.key === 'ArrowLeft' || e.key === 'ArrowRight') && model.state.tab !== 'setup') {
      e.preventDefault();
      $<HTMLButtonElement>(e.key === 'ArrowLeft' ? 'back' : 'forward').click();
      return;
    }
    if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z') return;
    e.preventDefault();
    if (e.shiftKey) model.redo();
    else model.undo();
  });
}
