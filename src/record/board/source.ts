/**
 * Where the viewer's record comes from: the `record` property or attribute, a `src` URL, or the
 * element's own content (a `<script type="application/x-ogn">` child, or plain text that looks like
 * OGN: it starts with a tag `[`, a comment `{` or a move number `1.`).
 */

import type { GameRecord } from '../types.js';
import { writeRecord } from '../write.js';

export { contentRecord, OGN_TYPE } from './content.js';

/**
 * The text of a `record` property value: a string, or a record object (as `parseRecord` returns)
 * written as OGN; `undefined` for nothing (`null`, `undefined`, `''`). Throws a `TypeError` with a
 * message for anything else.
 */
export function inputRecord(value: unknown): string | undefined {
  if (value == null || value === '') return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && 'tree' in value && 'start' in value) return writeRecord(value as GameRecord);
  throw new TypeError(`record must be OGN text (or a record from parseRecord), not ${typeof value}`);
}

/**
 * Fetch a record's text; rejects with an `Error` whose message a person understands. A server that
 * does not answer, or stops sending, within `timeout` ms is given up: `could not load 'x.ogn': no
 * answer within 20 s`.
 */
export async function fetchRecord(src: string, signal?: AbortSignal, timeout = RecordFetch.timeout): Promise<string> {
  const late = AbortSignal.timeout(timeout);
  const why = (e: unknown) =>
    new Error(
      `could not load '${src}': ${late.aborted ? `no answer within ${timeout / 1000} s` : (e as Error)?.message || 'network error'}`,
    );
  try {
    const res = await fetch(new URL(src, document.baseURI), {
      signal: signal ? AbortSignal.any([signal, late]) : late,
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`);
    return await res.text();
  } catch (e) {
    throw why(e);
  }
}

/** One fetch of a record at a time: a new one, or `abort()`, drops the answer of the one before. */
export class RecordFetch {
  /** How long a `src` may take to answer, in ms (20 s), before the viewer gives up with `oware-error`. */
  static timeout = 20_000;
  #ctrl: AbortController | null = null;

  /** Fetch `src`; `done` gets its text, `failed` a message a person understands (not when dropped). */
  start(src: string, done: (text: string) => void, failed: (message: string) => void): void {
    this.abort();
    const ctrl = new AbortController();
    this.#ctrl = ctrl;
    fetchRecord(src, ctrl.signal).then(
      (text) => {
        if (this.#ctrl !== ctrl) return;
        this.#ctrl = null;
        done(text);
      },
      (e: Error) => {
        if (this.#ctrl !== ctrl || ctrl.signal.aborted) return;
        this.#ctrl = null;
        failed(e.message);
      },
    );
  }

  /** Whether a fetch is on its way. */
  get busy(): boolean {
    return this.#ctrl !== null;
  }

  abort(): void {
    this.#ctrl?.abort();
    this.#ctrl = null;
  }
}
