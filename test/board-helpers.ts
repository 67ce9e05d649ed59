// Shared helpers for the element tests: find pits and other parts in a board's shadow root, read the
// caption, click pits, press keys, collect events, run code with console warnings captured, and tell
// whether the animation chunk was fetched, and wait for a condition.
import { expect, fixture, html, waitUntil as waitUntilWithin } from '@open-wc/testing';
import type { OwareBoard } from '../src/all.js';

export function pitEl(el: OwareBoard, pit: number): SVGGElement {
  return el.shadowRoot!.querySelector(`[data-pit="${pit}"]`) as SVGGElement;
}

/**
 * What a pit's text of `kind` says, or null: its own text's, or its character in its row's text
 * (a row's one-character counts, or labels, are one text, a character per pit, `data-counts-for`
 * or `data-labels-for` naming their pits in order).
 */
export function textOf(el: OwareBoard, kind: 'count' | 'label', pit: number): string | null {
  const own = el.shadowRoot!.querySelector(`[data-${kind}-for="${pit}"]`);
  if (own) return own.textContent!.trim();
  for (const row of el.shadowRoot!.querySelectorAll(`[data-${kind}s-for]`)) {
    const i = row.getAttribute(`data-${kind}s-for`)!.split(' ').indexOf(String(pit));
    if (i >= 0) return row.textContent![i]!;
  }
  return null;
}

/** The count a pit shows. */
export function countOf(el: OwareBoard, pit: number): string {
  const text = textOf(el, 'count', pit);
  if (text === null) throw new Error(`no count for pit ${pit}`);
  return text;
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

/** The first element in a board's shadow root matching `sel`. */
export function q<T extends Element = HTMLElement>(el: OwareBoard, sel: string): T {
  return el.shadowRoot!.querySelector(sel) as T;
}

/** The caption of `<oware-board caption record="1. C f 2. B a" ply="2">` in every build: the narration of North's f. */
export const RECORD_CAPTION = 'North sows 4 seeds from pit f into A, B, C and D.';

/**
 * The same markup in every entry (oware-board/all, /core, the root; the CDN file in
 * test/e2e/cdn.e2e.mjs): a record at a step without a comment, with `caption`, shows the step's
 * narration — whichever entry the calling test file imported.
 */
export async function expectRecordCaption(): Promise<void> {
  const el = await fixture<OwareBoard>(
    html`<oware-board caption record="1. C f 2. B a" ply="2" animation-speed="0"></oware-board>`,
  );
  await waitUntilWithin(() => caption(el) !== '', 'no caption', { timeout: 20_000 });
  expect(el.position).to.equal('5,5,1,6,5,5/5,4,4,4,4,0 S 0-0');
  expect(caption(el)).to.equal(RECORD_CAPTION);
}

/** The caption's text (empty without a caption). */
export function caption(el: OwareBoard): string {
  return q(el, '[part="caption"]')?.textContent?.trim() ?? '';
}

/** A keydown of `k` on `target` (bubbling, composed, cancelable). */
export function key(target: Element, k: string): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, cancelable: true }));
}

/** Collect the details of events of a type on document while fn runs (console.warn silenced). */
export async function collect<T>(type: string, fn: () => unknown): Promise<T[]> {
  const out: T[] = [];
  const on = (e: Event) => out.push((e as CustomEvent<T>).detail);
  document.addEventListener(type, on);
  const warn = console.warn;
  console.warn = () => undefined;
  try {
    await fn();
  } finally {
    document.removeEventListener(type, on);
    console.warn = warn;
  }
  return out;
}

// The test server serves every module as a file of its own: a page of `oware-board/all` (which loads
// every feature, the game's too, as it is imported) fetches more than the 250 resources a browser
// keeps by default, and the later ones — the timelines — would not be seen.
performance.setResourceTimingBufferSize(10_000);

/** Whether the page has fetched the animation's timelines module (the chunk of src/element/timelines.ts). */
export const timelinesFetched = (): boolean =>
  performance.getEntriesByType('resource').some((e) => /\/timelines\.(ts|js)\b/.test(e.name));

/**
 * @open-wc/testing's `waitUntil`, with a 10 s default timeout instead of 1 s: what a test waits for
 * must happen, but on a loaded machine (two pages at once, other work beside) it may take longer
 * than a second. A test that means a tighter or longer bound still passes its own `timeout`.
 */
export function waitUntil(
  predicate: () => unknown | Promise<unknown>,
  message?: string,
  options: { interval?: number; timeout?: number } = {},
): Promise<void> {
  return waitUntilWithin(predicate, message, { timeout: 10_000, ...options });
}

/**
 * The pits' counts in a standalone picture (`toSVG()`, `boardSVG()`) drawn with South at the
 * bottom, pit 0 first: each row of counts is one `<text>`, a character per pit at the list of its
 * `x` (or a `<tspan>` per pit); the bottom row's pits run left to right (0–5), the top row's right to
 * left (6–11).
 */
export function pictureCounts(doc: Document): string[] {
  const rows = [...doc.querySelectorAll('text')]
    .map((t) => {
      const spans = [...t.querySelectorAll('tspan')];
      const xs = (t.getAttribute('x') ?? '').trim().split(/\s+/);
      const items = spans.length
        ? spans.map((s) => [Number(s.getAttribute('x')), s.textContent!] as const)
        : xs.length > 1
          ? [...t.textContent!].map((c, i) => [Number(xs[i]), c] as const)
          : [];
      return { y: Number(t.getAttribute('y')), items };
    })
    .filter((r) => r.items.length === 6 && r.items.every(([, c]) => /^\d+$/.test(c)))
    .sort((a, b) => a.y - b.y);
  expect(rows, 'two rows of six counts').to.have.length(2);
  const byX = (items: (readonly [number, string])[]) => [...items].sort((a, b) => a[0] - b[0]).map(([, c]) => c);
  return [...byX(rows[1]!.items), ...byX(rows[0]!.items).reverse()];
}
