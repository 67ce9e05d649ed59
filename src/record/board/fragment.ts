/**
 * The link to a step in the URL fragment (`fragment-link`): `#ply=12` on the main line,
 * `#path=CfD` inside a variation.
 */
import { type RecordStep, stepAt } from '../steps.js';

/** The step `hash` names (`#ply=12`, `#path=CfD`), or `null`. */
export function hashStep(steps: readonly RecordStep[], hash: string): RecordStep | null {
  const m = /^#(ply|path)=([^&]*)$/.exec(hash);
  if (!m) return null;
  const value = decodeURIComponent(m[2]!);
  return m[1] === 'ply'
    ? stepAt(steps as RecordStep[], { ply: Number.parseInt(value, 10) || 0 })
    : stepAt(steps as RecordStep[], { path: value });
}

/** Put `step` into the URL fragment (replacing the history entry, not adding one). */
export function writeHash(step: RecordStep): void {
  const hash = step.depth ? `#path=${step.path}` : `#ply=${step.ply}`;
  if (location.hash !== hash) history.replaceState(history.state, '', hash);
}
