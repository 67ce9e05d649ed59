/**
 * The board's theme colours for the styles of its features: where a feature's sheet needs a colour
 * of the board (the page's `--oware-*` value, else the light or dark default), it writes
 * `${colour('good')}` and never the name of the property the board keeps it in. The board alone
 * sets those properties (element/styles.ts, from the palette).
 */
import { type CSSResult, unsafeCSS } from 'lit';
import type { Token } from './palette.js';

/** The custom property the board keeps a token's resolved colour in (set on the board's host). */
export const themeProperty = (t: Token): string => `--_${t}`;

/** A theme colour as a CSS value for a feature's styles: css`.badge { fill: ${colour('good')}; }`. */
export const colour = (t: Token): CSSResult => unsafeCSS(`var(${themeProperty(t)})`);
