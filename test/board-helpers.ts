// Shared helpers for the element tests: find pits in a board's shadow root, click them, and run code
// with console warnings captured.
import type { OwareBoard } from '../src/all.js';

export function pitEl(el: OwareBoard, pit: number): SVGGElement {
  return el.shadowRoot!.querySelector(`[data-pit="${pit}"]`) as SVGGElement;
}

export function countOf(el: OwareBoard, pit: number): string {
  return el.shadowRoot!.querySelector(`[data-count-for="${pit}"]`)!.textContent!.trim();
}

/** A pit's `part` names. */
export function parts(el: OwareBoard, pit: number): string[] {
  return (pitEl(el, pit).getAttribute('part') ?? '').split(/\s+/);
}

export function click(el: OwareBoard, pit: number, init: MouseEventInit = {}): void {
  pitEl(el, pit).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, ...init }));
}

/** Capture console.warn / console.info calls during fn. */
export async function quietly<T>(fn: () => T | Promise<T>): Promise<{ value: T; warnings: string[] }> {
  const warnings: string[] = [];
  const { warn, info } = console;
  console.warn = (...a: unknown[]) => warnings.push(a.join(' '));
  console.info = (...a: unknown[]) => warnings.push(a.join(' '));
  try {
    return { value: await fn(), warnings };
  } finally {
    console.warn = warn;
    console.info = info;
  }
}

/** Run fn with console.warn / console.info silenced. */
export async function quiet<T>(fn: () => Promise<T>): Promise<T> {
  return (await quietly(fn)).value;
}
