/**
 * Boards follow their language as it changes: one MutationObserver for the whole page (not one
 * per board) watches every `lang` attribute and asks the connected boards to redraw.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

const boards = new Set<ReactiveControllerHost>();
let observer: MutationObserver | null = null;

/** Redraws its host when a `lang` attribute anywhere in the document changes. */
export class LanguageWatch implements ReactiveController {
  readonly #host: ReactiveControllerHost;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    boards.add(this.#host);
    if (observer || typeof MutationObserver === 'undefined') return;
    observer = new MutationObserver(() => {
      for (const b of boards) b.requestUpdate();
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
  }

  hostDisconnected(): void {
    boards.delete(this.#host);
  }
}
