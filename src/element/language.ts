/**
 * Boards follow their language as it changes: one MutationObserver for the whole page (not one
 * per board) watches every `lang` attribute and asks the connected boards to redraw; each board
 * loads the strings of the language it is in (and says whether they are there yet).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { loadLanguage } from '../i18n/index.js';

/** The language in force for an element: its own `lang`, else the nearest ancestor's, across shadow roots (when rendered on a server: its own, else English). */
export function languageOf(el: Element): string {
  // (server-side rendering's DOM shim has no tree to look up: the element's own `lang` only)
  if (!el.closest) return el.getAttribute('lang') || 'en';
  let node: Element | null = el;
  while (node) {
    const found: Element | null = node.closest('[lang]');
    if (found) return found.getAttribute('lang') || 'en';
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return document.documentElement.lang || 'en';
}

const boards = new Set<ReactiveControllerHost>();
let observer: MutationObserver | null = null;

/** Redraws its host when a `lang` attribute anywhere in the document changes, and loads its language. */
export class LanguageWatch implements ReactiveController {
  private readonly _host: ReactiveControllerHost;
  /** The language this board last asked to be loaded. */
  private _asked?: string;
  /** Whether the board's language is there (false while its strings are on their way): nothing is announced before. */
  _ready = true;

  /**
   * A language not in the page yet is fetched (English until it is there), once per language the
   * board is in: a failed fetch is reported once, not again on every update.
   */
  _load(lang: string, report: (attribute: string, value: unknown, message: string, refused: boolean) => void): void {
    if (lang === this._asked) return;
    this._asked = lang;
    const p = loadLanguage(lang);
    this._ready = !p;
    // (a failed load leaves English in force: announcements go on in English)
    p?.then(
      () => this._host.requestUpdate(),
      (e) => report('lang', lang, `the '${lang}' strings could not be loaded: ${e?.message ?? e}`, false),
    ).finally(() => (this._ready ||= lang === this._asked));
  }

  constructor(host: ReactiveControllerHost) {
    this._host = host;
    host.addController(this);
  }

  hostConnected(): void {
    boards.add(this._host);
    if (observer || typeof MutationObserver === 'undefined') return;
    observer = new MutationObserver(() => {
      for (const b of boards) b.requestUpdate();
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
  }

  hostDisconnected(): void {
    boards.delete(this._host);
  }
}
