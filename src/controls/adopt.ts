/** Adding a feature's stylesheets to a board's shadow root. */
import { type CSSResult, isServer } from 'lit';

/** The feature styles of a board rendered on a server, where there are no stylesheets to adopt (the board writes them into its shadow root). */
export const SERVER_STYLES = Symbol.for('oware-board.server-styles');

/** The copies of the sheets made in other documents (a board adopted into an iframe), by sheet. */
const copies = new WeakMap<CSSResult, WeakMap<Document, CSSStyleSheet>>();

/**
 * `style`'s sheet for a shadow root in `doc`: Lit's own in the document it was made in, else a copy
 * made in `doc` once (constructed stylesheets cannot cross documents).
 */
export function sheetIn(style: CSSResult, doc: Document): CSSStyleSheet | undefined {
  const sheet = style.styleSheet;
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  if (!sheet || !view || sheet instanceof view.CSSStyleSheet) return sheet;
  let byDoc = copies.get(style);
  if (!byDoc) copies.set(style, (byDoc = new WeakMap()));
  let copy = byDoc.get(doc);
  if (!copy) {
    byDoc.set(doc, (copy = new view.CSSStyleSheet()));
    copy.replaceSync(style.cssText);
  }
  return copy;
}

/**
 * Add `styles` to `host`'s shadow root after the sheets it has (each once: a sheet the root has
 * already is not added again), made in the root's document. Nothing happens where constructable
 * stylesheets are unsupported. On a server, they are kept on the host as {@link SERVER_STYLES}, for
 * the board to write.
 */
export function adoptStyles(
  host: { readonly renderRoot: HTMLElement | DocumentFragment },
  ...styles: CSSResult[]
): void {
  if (isServer) {
    const h = host as unknown as Record<symbol, CSSResult[]>;
    for (const s of styles) if (!(h[SERVER_STYLES] ??= []).includes(s)) h[SERVER_STYLES].push(s);
    return;
  }
  const root = host.renderRoot as ShadowRoot;
  const have = root.adoptedStyleSheets;
  if (!have) return;
  const add = styles
    .map((s) => sheetIn(s, root.ownerDocument))
    .filter((s, i, all): s is CSSStyleSheet => !!s && !have.includes(s) && all.indexOf(s) === i);
  if (add.length) root.adoptedStyleSheets = [...have, ...add];
}
