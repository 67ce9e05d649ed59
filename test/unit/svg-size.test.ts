// How light boardSVG's pictures are, in bytes (UTF-8) as a file or a response has them: the start
// position and the bench's marked diagram (bench/svg-diagrams.ts: marks, arrows, badges, labels, a
// caption, the `auto` theme). A ceiling each, at what the writer reaches today, so that a change
// that makes the pictures heavier fails here and is weighed. (The goals are 6,000 B and 8,000 B;
// docs/benchmarks.md, "Static diagrams", says where the bytes go.)

import { Resvg } from '@resvg/resvg-js';
import { MARKED } from '../../bench/svg-diagrams.js';
import { boardSVG } from '../../src/svg/index.js';
import { expect } from '../expect.js';

const bytes = (svg: string) => Buffer.byteLength(svg, 'utf8');

describe('boardSVG: how many bytes', () => {
  it('the start position is at most 7,200 B', () => {
    const svg = boardSVG({});
    expect(svg).to.contain('<use href="#');
    expect(bytes(svg)).to.be.at.most(7_200);
  });

  it('the marked diagram is at most 8,700 B, with its dark colours', () => {
    const svg = boardSVG(MARKED);
    expect(svg).to.contain('@media (prefers-color-scheme: dark)');
    expect(bytes(svg)).to.be.at.most(8_700);
  });

  it('a light or dark picture has no style sheet: its paint is its shapes’ attributes', () => {
    for (const theme of ['light', 'dark'] as const) {
      const svg = boardSVG({ ...MARKED, theme });
      expect(svg).not.to.contain('<style');
      expect(svg).not.to.contain('class="');
    }
  });

  it('every theme at every size is well-formed: no shape with two of an attribute (a dark-mode class and a flat tone’s)', () => {
    for (const theme of ['light', 'dark', 'auto'] as const)
      for (const size of [200, 240, 400, 480, 1200])
        for (const stores of [false, true]) {
          const svg = boardSVG({ ...MARKED, theme, size, stores });
          for (const tag of svg.match(/<[a-zA-Z][^>]*>/g)!) {
            const names = [...tag.matchAll(/ ([a-z-]+)="/g)].map((m) => m[1]);
            expect(new Set(names).size, `${theme} ${size}: ${tag}`).to.equal(names.length);
          }
          // and a strict XML reader reads it (resvg, the command line's rasteriser)
          expect(() => new Resvg(svg, { logLevel: 'off' })).not.to.throw();
        }
  });
});
