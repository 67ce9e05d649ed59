/**
 * What differs when a board is rendered on a server (`@lit-labs/ssr`, under its DOM shim): there are
 * no stylesheets to adopt, so the features' styles are written into the shadow root as one
 * `<style>`. (The drawing's directives write their shapes as markup there, see pit-nodes.ts.)
 */
import { type CSSResult, nothing } from 'lit';
import { raw } from '../diagram/raw.js';

/** The features' styles of a board rendered on a server, as one `<style>` (kept by `controls/adopt.ts`). */
export function serverStyles(board: object): unknown {
  const list = (board as Record<symbol, CSSResult[] | undefined>)[Symbol.for('oware-board.server-styles')];
  return list ? raw(`<style>${list.map((s) => s.cssText).join('')}</style>`) : nothing;
}
