/**
 * The annotations' drawing over the board (pure, as `scene.ts`), written as markup: marker badges and
 * arrows, each arrow a curved shaft and its head in the kind's colour. The lessons feature and the
 * drawing put it in the element; `oware-board/svg` writes it into a standalone picture.
 */
import type { Annotations } from './annotations.js';
import type { Geometry, Point } from './layout.js';
import { round } from './scene.js';
import { escapeText } from './write.js';

/** A box to keep clear of (a marker badge), in board units. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The badge's box on the pit at `c` for a label of `chars` characters: at the pit's top right,
 * centred on `c.x + 30`, its text as large as the counts (27 units).
 */
export const badgeBox = (c: Point, chars: number): Box => {
  const w = 36 + Math.max(0, chars - 1) * 15;
  return { x: c.x + 30 - w / 2, y: c.y - 54, w, h: 36 };
};

/** Whether `p` is within `margin` of box `b`. */
const near = (p: Point, b: Box, margin: number): boolean =>
  p.x > b.x - margin && p.x < b.x + b.w + margin && p.y > b.y - margin && p.y < b.y + b.h + margin;

/** The corners of an arrow's head at `end`, pointing along (ux, uy): 19 long and 19 wide, its tip 9 beyond the end. */
function headPoints(end: Point, ux: number, uy: number): Point[] {
  const bx = end.x - ux * 10;
  const by = end.y - uy * 10;
  return [
    { x: end.x + ux * 9, y: end.y + uy * 9 },
    { x: bx - uy * 9.5, y: by + ux * 9.5 },
    { x: bx + uy * 9.5, y: by - ux * 9.5 },
  ];
}

/**
 * A gently curved arrow between two pit centres, stopping short of both and clear of the boxes in
 * `avoid` (the marker badges: its ends and head are drawn back along the curve until none is within
 * reach of one): its path and the point and direction of its end.
 */
export function arrowLine(
  a: Point,
  b: Point,
  avoid: readonly Box[] = [],
): { d: string; end: Point; ux: number; uy: number } {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const d = Math.hypot(dx, dy) || 1;
  const ux = dx / d;
  const uy = dy / d;
  const p0 = { x: a.x + ux * 22, y: a.y + uy * 22 };
  const p2 = { x: b.x - ux * 26, y: b.y - uy * 26 };
  const bend = Math.min(60, d * 0.25);
  const c = { x: (p0.x + p2.x) / 2 - uy * bend, y: (p0.y + p2.y) / 2 + ux * bend };
  // the curve's point at t (at(t, t)), and the control point of its part from t0 to t1 (its blossom)
  const at = (t0: number, t1: number): Point => ({
    x: (1 - t0) * (1 - t1) * p0.x + ((1 - t0) * t1 + t0 * (1 - t1)) * c.x + t0 * t1 * p2.x,
    y: (1 - t0) * (1 - t1) * p0.y + ((1 - t0) * t1 + t0 * (1 - t1)) * c.y + t0 * t1 * p2.y,
  });
  // the head points along the curve's last tangent (from the control point to the end)
  const dir = (end: Point, from: Point): [number, number] => {
    const t = Math.hypot(end.x - from.x, end.y - from.y) || 1;
    return [(end.x - from.x) / t, (end.y - from.y) / t];
  };
  // (a badge grows by a quarter on a small board: the margin covers it)
  const clear = (p: Point) => !avoid.some((box) => near(p, box, 10));
  let t1 = 1;
  for (; t1 > 0.55; t1 -= 0.03) {
    const tip = at(t1, t1);
    if (clear(tip) && headPoints(tip, ...dir(tip, at(0, t1))).every(clear)) break;
  }
  let t0 = 0;
  while (t0 < 0.4 && !clear(at(t0, t0))) t0 += 0.03;
  const start = at(t0, t0);
  const m = at(t0, t1);
  const end = at(t1, t1);
  const [hx, hy] = dir(end, m);
  return {
    d: `M${round(start.x)} ${round(start.y)} Q${round(m.x)} ${round(m.y)} ${round(end.x)} ${round(end.y)}`,
    end,
    ux: hx,
    uy: hy,
  };
}

/** The path of an arrow between two pit centres (see {@link arrowLine}). */
export const arrowPath = (a: Point, b: Point): string => arrowLine(a, b).d;

/** An arrow's head: a triangle at the end of the line, pointing along it, in the arrow's own colour (class `arrow-head <kind>`). */
const arrowHead = (end: Point, ux: number, uy: number, kind: string, paint?: (own: string) => string): string =>
  `<path${paint ? paint(`arrow-head ${kind}`) : ` class="arrow-head ${escapeText(kind)}"`} d="M${headPoints(end, ux, uy)
    .map((p) => `${round(p.x)} ${round(p.y)}`)
    .join('L')}Z"/>`;

/**
 * The annotations drawn over the board, as markup: a marker badge on each pit with a labelled mark
 * (the last one on the pit), then the arrows, each a curved shaft and its head. In the element (its
 * shapes with their CSS parts, hidden from assistive technology) unless `standalone` says how a
 * standalone picture has them: no parts, on a small board each badge a quarter larger about its
 * centre (the element's container query), and each shape's paint as `standalone.paint` gives it for
 * its classes and its badge's kind (presentation attributes) instead of its classes.
 */
export function overlay(
  annotations: Annotations,
  g: Geometry,
  standalone?: { small: boolean; paint: (own: string, ctx?: readonly string[]) => string },
): string {
  const { marks, arrows } = annotations;
  const inElement = !standalone;
  const hidden = inElement ? ' aria-hidden="true"' : '';
  // A pit carries one badge: the last labelled mark on it.
  const badges = new Map<number, { label: string; kind: string }>();
  for (const m of marks) if (m.label) badges.set(m.pit, { label: m.label, kind: m.kind });
  const boxes = [...badges].map(([p, b]) => ({ p, ...b, box: badgeBox(g.pits[p], [...b.label].length) }));
  let out = '';
  if (boxes.length) {
    // (standalone: the badges' texts' paint on their group, each badge's on its rectangle)
    out += standalone ? `<g${standalone.paint('badge-text')}>` : `<g class="texts"${hidden}>`;
    for (const { p, label, kind, box } of boxes) {
      const c = g.pits[p];
      const cx = box.x + box.w / 2;
      const cy = box.y + box.h / 2;
      const grow = standalone?.small ? ` transform="translate(${cx} ${cy}) scale(1.26) translate(${-cx} ${-cy})"` : '';
      const shapes =
        `<rect${standalone ? standalone.paint('badge-rect', [kind]) : ''} x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="18"/>` +
        `<text x="${c.x + 30}" y="${c.y - 26.5}">${escapeText(label)}</text>`;
      if (!standalone) out += `<g class="badge ${escapeText(kind)}" part="marker">${shapes}</g>`;
      else out += grow ? `<g${grow}>${shapes}</g>` : shapes;
    }
    out += '</g>';
  }
  if (arrows.length) {
    out += standalone ? `<g${standalone.paint('arrows')}>` : `<g class="arrows"${hidden}>`;
    for (const a of arrows) {
      const kind = a.kind ?? 'highlight';
      const line = arrowLine(
        g.pits[a.from],
        g.pits[a.to],
        boxes.map((x) => x.box),
      );
      out += standalone
        ? `<path${standalone.paint(`arrow ${kind}`)} d="${line.d}"/>`
        : `<path class="arrow ${escapeText(kind)}" part="arrow" d="${line.d}"/>`;
      out += arrowHead(line.end, line.ux, line.uy, kind, standalone?.paint);
    }
    out += '</g>';
  }
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
  return overlay(input.annotations, g);
}
