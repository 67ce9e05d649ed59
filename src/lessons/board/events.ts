/**
 * The lesson events of `<oware-board>`: typed in `GlobalEventHandlersEventMap` (so
 * `board.addEventListener('oware-puzzle-solved', e => e.detail.moves)` is typed) and fired with
 * `bubbles` and `composed`, like the element's own events.
 */
import type { OwareLessonEventMap } from '../types.js';

type DetailOf<K extends keyof OwareLessonEventMap> = OwareLessonEventMap[K] extends CustomEvent<infer D> ? D : never;

/** Dispatch a lesson event from the board. */
export function fire<K extends keyof OwareLessonEventMap>(target: EventTarget, type: K, detail: DetailOf<K>): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-interface
  interface GlobalEventHandlersEventMap extends OwareLessonEventMap {}
}
