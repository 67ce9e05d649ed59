/** Adding a feature's stylesheets to a board's shadow root. */
import type { CSSResult } from 'lit';

/**
 * Add `styles` to `host`'s shadow root after the sheets it has (each once: a sheet the root has
 * already is not added again). Nothing happens where constructable stylesheets are unsupported.
 */
export function adoptStyles(
  host: { readonly renderRoot: HTMLElement | DocumentFragment },
  ...styles: CSSResult[]
): void {
  const root = host.renderRoot as ShadowRoot;
  const have = root.adoptedStyleSheets;
  if (!have) return;
  const add = styles
    .map((s) => s.styleSheet)
    .filter((s, i, all): s is CSSStyleSheet => !!s && !have.includes(s) && all.indexOf(s) === i);
  if (add.length) root.adoptedStyleSheets = [...have, ...add];
}
