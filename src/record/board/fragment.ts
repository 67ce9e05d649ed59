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

const LINK = /^#(?:game=(\d+)(?:&|$))?(?:ply=(-?\d*)|path=([^&]*))?$/;
let warned = '';

/** The link in `hash` (`#game=2&ply=12`, `#ply=12`, `#path=CfD`), or `null` for any other fragment. */
export function readHash(hash: string): StepLink | null {
  const m = LINK.exec(hash);
  if (!m || (!m[1] && m[2] === undefined && m[3] === undefined)) return null;
  try {
    return {
      game: m[1] ? +m[1] : undefined,
      ply: m[2] === undefined ? undefined : +m[2] || 0,
      path: m[3] && decodeURIComponent(m[3]),
    };
  } catch {
    if (warned !== hash)
      console.warn(
        `<oware-board> fragment-link: the URL fragment '${hash.slice(0, 80)}' has a broken %-escape; it is ignored`,
      );
    warned = hash;
    return null;
  }
}

/** The step a link names in `steps` (its game already chosen), or `null`. */
export const linkStep = (steps: readonly RecordStep[], link: StepLink): RecordStep | null =>
  stepAt(steps, link.path !== undefined ? { path: link.path } : { ply: link.ply ?? 0 });

/** Put `step` into the URL fragment (replacing the history entry, not adding one); `game` (1-based) in a collection. */
export function writeHash(step: RecordStep, game?: number): void {
  const hash = `#${game ? `game=${game}&` : ''}${step.depth ? `path=${step.path}` : `ply=${step.ply}`}`;
  if (location.hash !== hash) history.replaceState(history.state, '', hash);
}
