// boardSVG's light markup (src/svg/markup.ts: shared definitions, seeds as <use>s of a dozen shared
// outlines, classes painted by one style sheet) draws the picture boardSVG drew before it, shape by
// shape with presentation attributes (test/fixtures/svg-before/, made by its make.mjs from that
// writer): for diagrams of every kind — the start position, the bench's marked diagram, each theme,
// labels, stores, big piles, every mark, arrow and marker kind, a caption in Japanese, small and
// large sizes — every seed is where it was, in its tone, turned to the nearest 15 degrees; both
// documents without their seeds are rendered by resvg (the command line's rasteriser) and every
// pixel has its like at or next to its place in the other; with their seeds, under 1 % do not.
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

/** A picture's seeds: tone, centre and turn (degrees), from the old paths or the light `<use>`s. */
interface Seed {
  t: number;
  x: number;
  y: number;
  r: number;
}
function oldSeeds(svg: string): Seed[] {
  return [
    ...svg.matchAll(
      /<path (?:class="seed s\d" )?d="M([\d.]+) ([\d.]+)A11\.5 8\.3 (\d+) 1 1 ([\d.]+) ([\d.]+)A[^"]*" fill="url\(#ob-seedfill-(\d)\)"/g,
    ),
  ].map((m) => ({ t: +m[6]!, x: (+m[1]! + +m[4]!) / 2, y: (+m[2]! + +m[5]!) / 2, r: +m[3]! }));
}
function lightSeeds(svg: string): Seed[] {
  const turn = new Map(
    [...svg.matchAll(/<path id="ob-(a\d+)" d="M[^"]*a11\.5 8\.3 (\d+) /g)].map((m) => [m[1]!, +m[2]!]),
  );
  const seed = (m: RegExpMatchArray, t: number): Seed => ({ t, x: +m[2]!, y: +m[3]!, r: turn.get(m[1]!)! });
  // a pit's seed in its tone's group (its fill), a store's with its tone's fill
  const use = /<use href="#ob-(a\d+)" x="([-\d.]+)" y="([-\d.]+)"(?: fill="url\(#ob-s(\d)\)")?(?: class="s\d")?\/>/g;
  const tones = /<g fill="url\(#ob-s(\d)\)"(?: class="s\d")?>(.*?)<\/g>/g;
  const out: Seed[] = [];
  for (const g of svg.matchAll(tones)) for (const m of g[2]!.matchAll(use)) out.push(seed(m, +g[1]!));
  for (const m of svg.replace(tones, '').matchAll(use)) out.push(seed(m, +m[4]!));
  return out;
}

type Picture = { pixels: Buffer; width: number; height: number };

/**
 * How many pixels of `a` have no pixel at or next to their place in `b` within `t` levels in every
 * channel, and the other way round: the same shapes a fraction of a pixel apart (a pattern's tile
 * is drawn at whole pixels) are the same; a shape missing, moved or in another colour is not.
 */
function differing(a: Picture, b: Picture, t: number): number {
  // (each read of `pixels` copies them)
  const pa = a.pixels;
  const pb = b.pixels;
  const { width: w, height: h } = a;
  const count = (p: Buffer, q: Buffer) => {
    let n = 0;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = (y * w + x) * 4;
        let found = false;
        for (let dy = -1; dy <= 1 && !found; dy++)
          for (let dx = -1; dx <= 1 && !found; dx++) {
            const xx = x + dx;
            const yy = y + dy;
            if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue;
            const j = (yy * w + xx) * 4;
            found =
              Math.abs(p[i]! - q[j]!) <= t &&
              Math.abs(p[i + 1]! - q[j + 1]!) <= t &&
              Math.abs(p[i + 2]! - q[j + 2]!) <= t &&
              Math.abs(p[i + 3]! - q[j + 3]!) <= t;
          }
        if (!found) n++;
      }
    return n;
  };
  return count(pa, pb) + count(pb, pa);
}

describe('boardSVG: light markup, the same picture', () => {
  for (const [name, o] of Object.entries(DIAGRAMS))
    it(`${name}: the same seeds, and the same pixels under them, in far fewer bytes`, () => {
      const light = boardSVG({ ...o, id: 'ob-' });
      const old = before(name);
      const width = o.size ?? 480;
      // every seed where it was, in its tone, turned to the nearest 15 degrees
      const was = oldSeeds(old);
      const is = lightSeeds(light);
      expect(was.length).to.be.above(0);
      expect(is.length).to.equal(was.length);
      for (const s of was) {
        const i = is.findIndex(
          (n) =>
            n.t === s.t &&
            Math.abs(n.x - s.x) <= 0.15 &&
            Math.abs(n.y - s.y) <= 0.15 &&
            Math.min((n.r - s.r + 360) % 180, (s.r - n.r + 360) % 180) <= 7.5,
        );
        expect(i, `no seed like ${JSON.stringify(s)}`).to.be.above(-1);
        is.splice(i, 1);
      }
      // and everything else the same pixels: the board, bowls, marks, texts, arrows and badges
      const bare = (svg: string) =>
        svg
          .replace(/<path (?:class="seed s\d" )?d="M[^"]*" fill="url\(#ob-seedfill-\d\)"[^>]*\/>/g, '')
          .replace(/<use href="#ob-a\d+"[^>]*\/>/g, '');
      const a = render(bare(light), width);
      const b = render(bare(old), width);
      expect([a.width, a.height]).to.deep.equal([b.width, b.height]);
      expect(differing(a, b, 24), 'pixels unlike any near them in the picture before').to.equal(0);
      // the whole pictures, seeds too: each seed where it was, turned by 7.5 degrees at most
      const whole = differing(render(light, width), render(old, width), 24);
      expect(whole, 'pixels unlike any near them, seeds and all').to.be.below(a.width * a.height * 0.01);
      expect(light.length).to.be.below(old.length * 0.6);
    });

  it('keeps its title, description and role, and is byte-for-byte the same on repeat', () => {
    const svg = boardSVG(MARKED);
    expect(svg).to.match(/^<svg [^>]*role="img" aria-labelledby="(o[0-9a-z]{5})title \1desc"/);
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
      // a style sheet inlined in a page applies to the whole page: each of its selectors starts at this
      // picture's root; a light or dark picture needs none (its paint is its shapes' attributes)
      const sheet = /<style>(.*)<\/style>/.exec(svg)?.[1];
      if (!sheet) continue;
      const css = sheet.replace(/@media[^{]*\{/g, '');
      const selectors = [...css.matchAll(/(?:^|\})([^{}]+)\{/g)].flatMap((m) => m[1]!.split(','));
      expect(selectors.length).to.be.above(5);
      for (const s of selectors) expect(s.startsWith(`#${root} `), `${s} is not scoped`).to.equal(true);
    }
    // the auto theme's and the small picture's sheets are there, the light and dark pictures have none
    expect(pictures.map((svg) => svg.includes('<style>'))).to.deep.equal([false, false, true, true, true]);
  });
});
