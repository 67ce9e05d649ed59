/**
 * The wood's grain as one path: three wavy lines every 60 units down the board, each a row of
 * S-curves 240 units long from the board's rounded outline on one side to the other. (As an SVG
 * pattern the same lines cost each board a pattern tile to record and raster, about a tenth of the
 * time to draw a page of small boards; a plain path is drawn like any other stroke.)
 */

/** The board's outline the grain stays inside: the body's rectangle `x`, `y`, `w`, `h` with corners of radius `r`. */
export interface Outline {
  x: number;
  y: number;
  w: number;
  h: number;
  r: number;
}

/** Each line's height within its 60 units and its S-curve (control points and end, relative, 240 long). */
export const GRAIN_LINES = [
  [12, 60, -8, 120, 8],
  [30, 80, -6, 150, 10],
  [48, 70, -6, 170, 10],
] as const;

/** How far in from the outline's left (and right) edge it is at height `y`: more within a corner. */
export function inset(o: Outline, y: number): number {
  const dy = Math.max(o.y + o.r - y, y - (o.y + o.h - o.r), 0);
  return dy >= o.r ? o.r : o.r - Math.sqrt(o.r * o.r - dy * dy);
}

const num = (v: number) => Math.round(v * 10) / 10;

/**
 * The grain's path data for the outline `o`: each line starts and ends on the outline (in the
 * corners, where it is furthest in over the few units the curve rises and falls there); the last
 * curve of a line is the S-curve shortened to fit.
 */
export function grainPath(o: Outline): string {
  let d = '';
  for (let top = 0; top < o.y + o.h; top += 60)
    for (const [dy, ...k] of GRAIN_LINES) {
      const y = top + dy;
      if (y - 3 <= o.y || y + 3 >= o.y + o.h) continue;
      const cut = Math.max(inset(o, y - 4), inset(o, y + 4));
      const end = o.x + o.w - cut;
      let x = o.x + cut;
      d += `M${num(x)} ${y}`;
      for (; x < end - 0.05; x += 240) {
        const s = Math.min(1, (end - x) / 240);
        d += `c${[k[0], k[1], k[2], k[3], 240, 0].map((v) => num(v * s)).join(' ')}`;
      }
    }
  return d;
}
