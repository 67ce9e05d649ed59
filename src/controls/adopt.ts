/** Adding a feature's stylesheets to a board's shadow root. */
import { type CSSResult, isServer } from 'lit';

/** The feature styles of a board rendered on a server, where there are no stylesheets to adopt (the board writes them into its shadow root). */
export const SERVER_STYLES = Symbol.for('oware-board.server-styles');

/**
 * Add `styles` to `host`'s shadow root after the sheets it has (each once: a sheet the root has
 * already is not added again). Nothing happens where constructable stylesheets are unsupported. On
 * a server, they are kept on the host as {@link SERVER_STYLES}, for the board to write.
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
    .map((s) => s.styleSheet)
    .filter((s, i, all): s is CSSStyleSheet => !!s && !have.includes(s) && all.indexOf(s) === i);
  if (add.length) root.adoptedStyleSheets = [...have, ...add];
}
