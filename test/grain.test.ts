// The wood's grain (src/diagram/grain.ts): one path of wavy lines that stays inside the board's
// rounded outline and reaches its edges; the board draws it as a plain stroke, no pattern.
import { expect, fixture, html } from '@open-wc/testing';
import '../src/core.js';
import type { OwareBoard } from '../src/core.js';
import { grainPath, inset, type Outline } from '../src/diagram/grain.js';

type Pt = [number, number];

/** The path's lines: each `M x y` and its relative curves `c x1 y1 x2 y2 x y`, as curves of four absolute points. */
function lines(d: string): Pt[][][] {
  return d
    .split('M')
    .filter(Boolean)
    .map((part) => {
      const [head, ...cs] = part.split('c');
      let at = head.trim().split(/\s+/).map(Number) as Pt;
      return cs.map((c) => {
        const n = c.trim().split(/\s+/).map(Number);
        const pts = [at, ...[0, 2, 4].map((i) => [at[0] + n[i], at[1] + n[i + 1]] as Pt)];
        at = pts[3];
        return pts;
      });
    });
}
const curves = (d: string) => lines(d).flat();

const point = (c: Pt[], t: number): Pt => {
  const u = 1 - t;
  const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [0, 1].map((k) => w.reduce((s, f, i) => s + f * c[i][k], 0)) as Pt;
};

describe('the grain', () => {
  for (const w of [784, 868]) {
    const o: Outline = { x: 6, y: 6, w: w - 12, h: 290, r: 34 };
    const cs = curves(grainPath(o));

    it(`stays inside the rounded outline of a board ${w} wide (every point of every curve)`, () => {
      expect(cs.length).to.be.greaterThan(40);
      for (const c of cs)
        for (let t = 0; t <= 1.0001; t += 0.02) {
          const [x, y] = point(c, t);
          expect(y).to.be.within(o.y, o.y + o.h);
          // (the path's numbers are rounded to 0.1)
          expect(x).to.be.within(o.x + inset(o, y) - 0.2, o.x + o.w - inset(o, y) + 0.2, `at ${x}, ${y}`);
        }
    });

    it(`reaches the outline's edges on a board ${w} wide, less far in the corners, one unbroken line each`, () => {
      const ls = lines(grainPath(o));
      expect(ls.length).to.equal(15);
      const line = (y: number) => ls.find((l) => l[0][0][1] === y)!;
      const starts = (y: number) => line(y)[0][0][0];
      const ends = (y: number) => line(y).at(-1)![3][0];
      // A line in the middle runs from edge to edge.
      expect(starts(72)).to.be.within(o.x, o.x + 0.2);
      expect(ends(72)).to.be.within(o.x + o.w - 0.5, o.x + o.w);
      // The top line starts further in, inside the corner's curve.
      expect(starts(12)).to.be.within(o.x + 12, o.x + 24);
    });
  }

  it('is one path on the board, stroked in --oware-board-grain, with no pattern', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board style="width: 600px; --oware-board-grain: rgb(1, 2, 3)"></oware-board>`,
    );
    const grain = el.shadowRoot!.querySelector('.board-grain')!;
    expect(grain.localName).to.equal('path');
    expect(curves(grain.getAttribute('d')!).length).to.be.greaterThan(40);
    expect(getComputedStyle(grain).stroke).to.equal('rgb(1, 2, 3)');
    expect(getComputedStyle(grain).fill).to.equal('none');
    expect(el.shadowRoot!.querySelector('pattern#grain')).to.equal(null);
  });
});
