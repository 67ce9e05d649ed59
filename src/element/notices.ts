/**
 * What a board tells its user besides the drawing: the notice under the board (a bad attribute
 * value, a refused move; dismissable), the polite live region's announcements, the one way to
 * report a bad value (`oware-error`, one console warning, a notice; the caller keeps its state)
 * and to refuse a move (`oware-illegal-move`, the console, a notice).
 */
import type { ReactiveControllerHost } from 'lit';
import { format, type StringTable } from '../i18n/index.js';
import { emit, type OwareIllegalMoveDetail } from './events.js';
import type { Notice } from './render.js';
import { clip, describe } from './validation.js';

export interface NoticesHost extends ReactiveControllerHost, EventTarget {
  renderRoot: HTMLElement | DocumentFragment;
}

export class Notices {
  /** The notice on show, or `null`. */
  notice: Notice | null = null;

  readonly #host: NoticesHost;
  /** The text table in force. */
  readonly #text: () => StringTable;

  /** Whether the board's language has loaded (until then nothing is announced: it would be in English). */
  readonly #language: { readonly _ready: boolean };

  constructor(host: NoticesHost, text: () => StringTable, language: { readonly _ready: boolean }) {
    this.#host = host;
    this.#text = text;
    this.#language = language;
  }

  /** Show a notice (replacing the one on show). */
  show(text: string, kind: Notice['kind']): void {
    this.notice = { text, kind };
    this.#host.requestUpdate();
  }

  /** Take the notice away (any, or only one of `kind`). */
  clear(kind?: Notice['kind']): void {
    if (this.notice && (!kind || this.notice.kind === kind)) {
      this.notice = null;
      this.#host.requestUpdate();
    }
  }

  /** The notice's close button. */
  dismiss = (): void => this.clear();

  /** Say `text` in the polite live region (not before the board's language has loaded). */
  announce(text: string): void {
    const live = this.#host.renderRoot?.querySelector?.('#live');
    if (!live || !this.#language._ready) return;
    live.textContent = '';
    // Set after a moment, so a repeated sentence is announced again.
    setTimeout(() => (live.textContent = text), 30);
  }

  /**
   * Report a bad attribute or property value: `oware-error`, one console warning, a notice. With
   * `refused` false the value is kept in use (a limit was met, e.g. a search budget): the warning says so.
   */
  report(attribute: string, value: unknown, text: string, refused = true): void {
    const message = clip(text);
    const quoted = typeof value === 'string' ? JSON.stringify(describe(value)) : describe(value);
    const what = refused ? 'invalid' : 'note on';
    console.warn(
      `<oware-board>: ${what} ${attribute} ${quoted}: ${message}.${refused ? ' Keeping the last good value.' : ''}`,
    );
    const head = refused ? format(this.#text().invalidValue, { attribute, value: describe(value) }) : attribute;
    this.show(`${head} \u2014 ${message}`, 'error');
    emit(this.#host, 'oware-error', { attribute, value, message });
  }

  /** A refused move: `oware-illegal-move`, the console, and for the user's own moves a notice and an announcement of `text()`. */
  refuse(detail: OwareIllegalMoveDetail, text: () => string): void {
    emit(this.#host, 'oware-illegal-move', detail);
    const line = `<oware-board>: ${detail.source === 'user' ? 'move refused' : 'illegal move'} (${detail.reason}): ${detail.message}`;
    if (detail.source !== 'user') {
      console.warn(line);
      return;
    }
    console.info(line);
    const t = text();
    this.show(t, 'illegal');
    this.announce(t);
  }
}
