/**
 * The lesson drawing on the board (the lessons feature's `renderOverlay` hook): per-pit marker
 * badges (`markers`, marks with a `label`) and arrows between pits (`arrows`, `2>6` in `highlight`,
 * `annotations.arrows`). Drawn inside the board's SVG above the counts; styled by the lesson sheet.
 */
import { nothing, svg } from 'lit';
import type { Geometry, Point } from '../../element/layout.js';
import type { ViewInput } from '../../element/view-model.js';

const r1 = (v: number) => Math.round(v * 10) / 10;

/** A gently curved arrow between two pit centres, stopping short of both. */
export function arrowPath(a: Point, b: Point): string {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const d = Math.hypot(dx, dy) || 1;
  const ux = dx / d;
  const uy = dy / d;
  const start = { x: a.x + ux * 22, y: a.y + uy * 22 };
  const end = { x: b.x - ux * 26, y: b.y - uy * 26 };
  const bend = Math.min(60, d * 0.25);
  const mx = (start.x + end.x) / 2 - uy * bend;
  const my = (start.y + end.y) / 2 + ux * bend;
  return `M${r1(start.x)} ${r1(start.y)} Q${r1(mx)} ${r1(my)} ${r1(end.x)} ${r1(end.y)}`;
}

/** Badges and arrows for the annotations in `input` (nothing when there are none). */
export function overlay(input: ViewInput, g: Geometry): unknown {
  const { marks, arrows } = input.annotations;
  // A pit carries one badge: the last labelled mark on it.
  const badges = new Map<number, { label: string; kind: string }>();
  for (const m of marks) if (m.label) badges.set(m.pit, { label: m.label, kind: m.kind });
  if (!badges.size && !arrows.length) return nothing;
  return svg`<g class="texts" aria-hidden="true">${[...badges].map(([pit, b]) => {
    const c = g.pits[pit];
    const wide = Math.max(0, [...b.label].length - 1);
    return svg`<g class="badge ${b.kind}" part="marker"><rect x=${c.x + 17 - wide * 5} y=${c.y - 43} width=${26 + wide * 10} height="26" rx="13"></rect><text x=${c.x + 30} y=${c.y - 24}>${b.label}</text></g>`;
  })}</g>${
    arrows.length
      ? svg`<g aria-hidden="true"><defs><marker id="arrowhead" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="3.2" markerHeight="3.2" orient="auto-start-reverse"><path class="arrow-head" d="M0 0 L10 5 L0 10 z"></path></marker></defs>${arrows.map(
          (a) =>
            svg`<path class="arrow ${a.kind ?? 'highlight'}" part="arrow" d=${arrowPath(g.pits[a.from], g.pits[a.to])} marker-end="url(#arrowhead)"></path>`,
        )}</g>`
      : nothing
  }`;
}
