/**
 * The annotations' drawing over the board (pure, as `scene.ts`): marker badges and arrows, each
 * arrow a curved shaft and its head in the kind's colour. The lessons feature draws it in the
 * element; `oware-board/svg` writes it.
 */
import type { Annotations } from '../element/annotations.js';
import type { Geometry, Point } from './layout.js';
import { type El, el, round } from './scene.js';
import { write } from './write.js';

/** A gently curved arrow between two pit centres, stopping short of both: its path and the point and direction of its end. */
export function arrowLine(a: Point, b: Point): { d: string; end: Point; ux: number; uy: number } {
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
  // the head points along the curve's last tangent (from the control point to the end)
  const tx = end.x - mx;
  const ty = end.y - my;
  const t = Math.hypot(tx, ty) || 1;
  return {
    d: `M${round(start.x)} ${round(start.y)} Q${round(mx)} ${round(my)} ${round(end.x)} ${round(end.y)}`,
    end,
    ux: tx / t,
    uy: ty / t,
  };
}

/** The path of an arrow between two pit centres (see {@link arrowLine}). */
export const arrowPath = (a: Point, b: Point): string => arrowLine(a, b).d;

/** An arrow's head: a triangle at the end of the line, pointing along it, in the arrow's own colour (class `arrow-head <kind>`). */
function arrowHead(end: Point, ux: number, uy: number, kind: string): El {
  // 19 long and 19 wide, its tip 9 beyond the line's end (where the shaft's round cap stops)
  const bx = end.x - ux * 10;
  const by = end.y - uy * 10;
  const pts = [
    [end.x + ux * 9, end.y + uy * 9],
    [bx - uy * 9.5, by + ux * 9.5],
    [bx + uy * 9.5, by - ux * 9.5],
  ];
  return el('path', {
    class: `arrow-head ${kind}`,
    d: `M${pts.map(([x, y]) => `${round(x)} ${round(y)}`).join('L')}Z`,
  });
}

/**
 * The annotations drawn over the board: a marker badge on each pit with a labelled mark (the last
 * one on the pit), then the arrows, each a curved shaft and its head.
 */
export function overlay(annotations: Annotations, g: Geometry): El[] {
  const { marks, arrows } = annotations;
  // A pit carries one badge: the last labelled mark on it.
  const badges = new Map<number, { label: string; kind: string }>();
  for (const m of marks) if (m.label) badges.set(m.pit, { label: m.label, kind: m.kind });
  const out: El[] = [];
  if (badges.size)
    out.push(
      el(
        'g',
        { class: 'texts', 'aria-hidden': 'true' },
        [...badges].map(([p, b]) => {
          const c = g.pits[p];
          const wide = Math.max(0, [...b.label].length - 1);
          return el('g', { class: `badge ${b.kind}`, part: 'marker' }, [
            el('rect', { x: c.x + 17 - wide * 5, y: c.y - 43, width: 26 + wide * 10, height: 26, rx: 13 }),
            el('text', { x: c.x + 30, y: c.y - 24 }, [b.label]),
          ]);
        }),
      ),
    );
  if (arrows.length)
    out.push(
      el(
        'g',
        { class: 'arrows', 'aria-hidden': 'true' },
        arrows.flatMap((a) => {
          const kind = a.kind ?? 'highlight';
          const line = arrowLine(g.pits[a.from], g.pits[a.to]);
          return [
            el('path', { class: `arrow ${kind}`, part: 'arrow', d: line.d }),
            arrowHead(line.end, line.ux, line.uy, kind),
          ];
        }),
      ),
    );
  return out;
}

const DRAWN = Symbol.for('oware-board.overlay');

/**
 * The overlay of `input`'s annotations as markup, for the first feature that asks in a render (the
 * lessons, the drawing: each would draw the same arrows and badges); `''` for the others and when
 * there is nothing to draw. (A flag on the render's input object, shared by every chunk's copy.)
 */
export function overlayOnce(input: { annotations: Annotations }, g: Geometry): string {
  const flagged = input as unknown as Record<symbol, boolean>;
  if (flagged[DRAWN]) return '';
  flagged[DRAWN] = true;
  return overlay(input.annotations, g).map(write).join('');
}
