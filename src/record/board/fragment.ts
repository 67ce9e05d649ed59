/**
 * The link to a step in the URL fragment (`fragment-link`): `#ply=12` on the main line,
 * `#path=CfD` inside a variation, with the game first in a collection (`#game=2&ply=12`, 1-based).
 * A fragment with other keys is not the viewer's and is left alone; one with a broken %-escape
 * (`#path=%E0%A4%A`) is ignored with a console warning, never an exception.
 */
import { type RecordStep, stepAt } from '../steps.js';

/** What a fragment names: a game of a collection (1-based), then a ply of the main line or a path. */
export interface StepLink {
  game?: number;
  ply?: number;
  path?: string;
}

/** The last fragment warned about (a `hashchange` per bad fragment, not one per board and update). */
let warned = '';

/** The link in `hash` (`#game=2&ply=12`, `#ply=12`, `#path=CfD`), or `null` for any other fragment. */
export function readHash(hash: string): StepLink | null {
  if (!hash.startsWith('#') || hash.length < 2 || hash.length > 2000) return null;
  const link: StepLink = {};
  for (const pair of hash.slice(1).split('&')) {
    const eq = pair.indexOf('=');
    const key = pair.slice(0, eq);
    if (eq < 0 || (key !== 'game' && key !== 'ply' && key !== 'path') || key in link) return null;
    let value: string;
    try {
      value = decodeURIComponent(pair.slice(eq + 1));
    } catch {
      if (warned !== hash)
        console.warn(
          `<oware-board> fragment-link: the URL fragment '${hash.slice(0, 80)}' has a broken %-escape; it is ignored`,
        );
      warned = hash;
      return null;
    }
    if (key === 'path') link.path = value;
    else link[key] = Number.parseInt(value, 10) || 0;
  }
  return link;
}

/** The step a link names in `steps` (its game already chosen), or `null`. */
export function linkStep(steps: readonly RecordStep[], link: StepLink): RecordStep | null {
  if (link.path !== undefined) return stepAt(steps, { path: link.path });
  return stepAt(steps, { ply: link.ply ?? 0 });
}

/** Put `step` into the URL fragment (replacing the history entry, not adding one); `game` (1-based) in a collection. */
export function writeHash(step: RecordStep, game?: number): void {
  const where = step.depth ? `path=${step.path}` : `ply=${step.ply}`;
  const hash = game ? `#game=${game}&${where}` : `#${where}`;
  if (location.hash !== hash) history.replaceState(history.state, '', hash);
}
