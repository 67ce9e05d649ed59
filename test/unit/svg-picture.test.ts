// boardSVG's light markup (src/svg/markup.ts: shared definitions, <use>, classes painted by one
// style sheet) draws the picture boardSVG drew before it, shape by shape with presentation
// attributes (test/fixtures/svg-before/, made by its make.mjs from that writer): for diagrams of
// every kind — the start position, the bench's marked diagram, each theme, labels, stores, big
// piles, every mark, arrow and marker kind, a caption in Japanese, small and large sizes — both
// documents are rendered by resvg (the command line's rasteriser) and compared pixel by pixel.
// Also: the light document is well-formed and keeps its title, description and role; every id of
// several diagrams inlined into one page is unique, each `<use>` and `url(#…)` points into its own
// picture and each style rule is scoped to its own picture.

import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { type BoardSVGOptions, boardSVG } from '../../src/svg/index.js';
import { expect } from '../expect.js';

const FIXTURES = new URL('../fixtures/svg-before/', import.meta.url);
const DIAGRAMS: Record<string, BoardSVGOptions> = JSON.parse(readFileSync(new URL('diagrams.json', FIXTURES), 'utf8'));
const MARKED = DIAGRAMS.marked!;

/** The picture of `name` as boardSVG drew it before. */
const before = (name: string) =>
  gunzipSync(readFileSync(new URL(`${name.replace(/\W+/g, '-')}.svg.gz`, FIXTURES))).toString('utf8');

const render = (svg: string, width: number) =>
  new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: true, sansSerifFamily: 'DejaVu Sans', defaultFontFamily: 'DejaVu Sans' },
    logLevel: 'off',
  }).render();

describe('boardSVG: light markup, the same picture', () => {
  for (const [name, o] of Object.entries(DIAGRAMS))
    it(`${name}: the same pixels as before, in far fewer bytes`, () => {
      const light = boardSVG({ ...o, id: 'ob-' });
      const old = before(name);
      const width = o.size ?? 480;
      const a = render(light, width);
      const b = render(old, width);
      expect([a.width, a.height]).to.deep.equal([b.width, b.height]);
      const pa = a.pixels;
      const pb = b.pixels;
      let worst = 0;
      let differ = 0;
      for (let i = 0; i < pa.length; i += 4) {
        let d = 0;
        for (let k = 0; k < 4; k++) d = Math.max(d, Math.abs(pa[i + k]! - pb[i + k]!));
        worst = Math.max(worst, d);
        if (d > 8) differ++;
      }
      // gradients and anti-aliasing of the same shapes round a level or two apart
      expect(differ, `${differ} pixels differ by more than 8 (worst ${worst})`).to.equal(0);
      expect(worst).to.be.at.most(8);
      expect(light.length).to.be.below(old.length * 0.6);
    });

  it('keeps its title, description and role, and is byte-for-byte the same on repeat', () => {
    const svg = boardSVG(MARKED);
    expect(svg).to.match(/^<svg [^>]*role="img" aria-labelledby="(ob[0-9a-z]+-)title \1desc"/);
    expect(svg).to.contain('<title id=').and.contain('<desc id=').and.contain('South plays F and captures 5.');
    expect(svg.match(/<style>/g)).to.have.length(1);
    expect(boardSVG(MARKED)).to.equal(svg);
  });

  it('several diagrams inlined in one page: every id once, every reference and rule its own picture', () => {
    const pictures = [
      boardSVG({}),
      boardSVG({ theme: 'dark' }),
      boardSVG(MARKED),
      boardSVG({ stores: true, size: 200 }),
      boardSVG({ ...MARKED, id: 'second' }),
    ];
    const page = pictures.join('\n');
    const ids = [...page.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);
    expect(ids.length).to.be.above(40);
    expect(new Set(ids).size, 'an id twice on the page').to.equal(ids.length);
    for (const svg of pictures) {
      const root = /^<svg [^>]*id="([^"]+)"/.exec(svg)![1]!;
      const own = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!));
      const refs = [...svg.matchAll(/(?:href="#|url\(#)([^")]+)/g)].map((m) => m[1]!);
      expect(refs.length).to.be.above(10);
      for (const r of refs) expect(own.has(r), `#${r} is not this picture's`).to.equal(true);
      expect(svg).to.contain('<use href="#');
      // a style sheet inlined in a page applies to the whole page: each of its selectors starts at this picture's root
      const css = /<style>(.*)<\/style>/.exec(svg)![1]!.replace(/@media[^{]*\{/g, '');
      const selectors = [...css.matchAll(/(?:^|\})([^{}]+)\{/g)].flatMap((m) => m[1]!.split(','));
      expect(selectors.length).to.be.above(10);
      for (const s of selectors) expect(s.startsWith(`#${root} `), `${s} is not scoped`).to.equal(true);
    }
  });
});
