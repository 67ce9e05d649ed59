/**
 * A board moved into another document (an iframe's, by `adoptNode`): constructed stylesheets cannot
 * cross documents, so its shadow root's are dropped there; {@link restyle} makes the board's own
 * again in the new document (the features make theirs in their `hostConnected`).
 */
import type { CSSResultOrNative } from 'lit';

/** Give `root` copies of `styles` made in `doc` (nothing where constructable stylesheets are missing). */
export function restyle(
  root: HTMLElement | DocumentFragment,
  styles: readonly CSSResultOrNative[],
  doc: Document,
): void {
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  const shadow = root as ShadowRoot;
  if (!view || !shadow?.adoptedStyleSheets) return;
  shadow.adoptedStyleSheets = styles.map((s) => {
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync((s as { cssText: string }).cssText);
    return sheet;
  });
}
