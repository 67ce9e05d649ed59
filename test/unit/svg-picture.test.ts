// boardSVG's light markup (src/svg/markup.ts: shared definitions, <use>, attributes said once on
// groups) is the picture of the scene's shape tree (draw/scene.ts `layers`, painted shape by shape,
// as the element and the server draw it): for diagrams of every kind — the start position, the
// bench's marked diagram, each theme, labels, stores, big piles, every mark, arrow and marker kind,
// a caption in Japanese, small and large sizes — both documents are rendered by resvg (the command
// line's rasteriser) and compared pixel by pixel. Also: the light document is well-formed and keeps
// its title, description and role; every id of several diagrams inlined into one page is unique
// and each `<use>` and `url(#…)` points into its own picture.

import { Resvg } from '@resvg/resvg-js';
import { layers } from '../../src/draw/scene.js';
import { write } from '../../src/draw/write.js';
import { readAnnotations } from '../../src/element/annotation-attributes.js';
import { boardView } from '../../src/element/view-model.js';
import { Game } from '../../src/engine/index.js';
import '../../src/i18n/all.js';
import { resolveStrings } from '../../src/i18n/index.js';
import { type BoardSVGOptions, boardSVG } from '../../src/svg/index.js';
import { ID, type Look } from '../../src/svg/markup.js';
import { paint } from '../../src/svg/paint.js';
import { viewSVG } from '../../src/svg/view-svg.js';
import { expect } from '../expect.js';

const MARKED: BoardSVGOptions = {
  position: '1,2,0,6,3,3/4,1,2,1,0,3 S 10-12',
  highlight: 'c:capture d:capture F:origin',
  arrows: 'F>c C>a:bad',
  markers: 'e:1 f:★:good',
  labels: 'letters',
  caption: 'South plays F and captures 5.',
  theme: 'auto',
};

const DIAGRAMS: Record<string, BoardSVGOptions> = {
  start: {},
  marked: MARKED,
  dark: { theme: 'dark' },
  auto: { theme: 'auto', orientation: 'north' },
  'small flat': { size: 200 },
  'small flat dark': { size: 200, theme: 'dark', labels: 'letters' },
  'small, numbers': { size: 400, labels: 'numbers' },
  stores: { stores: true, position: '3,0,7,2,1,5/0,4,4,1,2,3 N 9-11', orientation: 'north' },
  'big piles': { position: '20,1,0,17,3,3/4,1,2,1,0,0 S 0-0', labels: 'letters', size: 760 },
  'big piles, stores': { position: '20,1,0,17,3,0/0,1,2,1,0,0 S 22-14', stores: true, size: 1000, theme: 'dark' },
  'every kind': {
    highlight: 'A:highlight B:capture C:origin D:target E:good F:bad a:legal b:sown c:hint d:last',
    arrows: 'A>f:capture B>e:good C>d:bad D>c',
    markers: 'a:1 b:★:good c:12:bad d:x:capture',
    labels: 'numbers',
  },
  japanese: {
    caption: '南が F を打って 5 個取ります。長いキャプションは二行に折り返されます。',
    lang: 'ja',
    theme: 'dark',
  },
};

/** The board of `view` as the scene's shape tree, painted and written shape by shape (the reference). */
const treeBoard: Parameters<typeof viewSVG>[3] = (view, look: Look) =>
  layers(view, ID)
    .map((s) => {
      paint(s, look.c, ID, look.small, look.keep);
      return write(s);
    })
    .join('');

/** `options`' document written by `board` (as boardSVG draws them). */
function documentOf(o: BoardSVGOptions, board?: Parameters<typeof viewSVG>[3]): string {
  const game = new Game({ position: o.position ?? 'start' });
  const read = readAnnotations({ highlight: o.highlight ?? '', arrows: o.arrows ?? '', markers: o.markers ?? '' });
  const strings = resolveStrings(o.lang ?? 'en');
  const labels = o.labels ?? 'none';
  const view = boardView({
    pits: game.pits,
    score: game.score,
    turn: game.turn,
    result: game.result,
    legal: [],
    interactive: 'none',
    orientation: o.orientation ?? 'south',
    labels,
    stores: o.stores ?? false,
    lastMove: null,
    annotations: { marks: read.marks, arrows: read.arrows, caption: o.caption },
    strings,
    focus: -1,
  });
  const settings = { size: o.size ?? 480, theme: o.theme ?? 'light', lang: o.lang ?? 'en', id: 'ob-', strings, labels };
  return viewSVG(view, { marks: read.marks, arrows: read.arrows, caption: o.caption ?? '' }, settings, board);
}

const render = (svg: string, width: number) =>
  new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: true, sansSerifFamily: 'DejaVu Sans', defaultFontFamily: 'DejaVu Sans' },
    logLevel: 'off',
  }).render();

describe('boardSVG: light markup, the same picture', () => {
  for (const [name, o] of Object.entries(DIAGRAMS))
    it(`${name}: the same pixels as the shape tree, in far fewer bytes`, () => {
      const light = documentOf(o);
      // the test draws what boardSVG draws
      expect(light).to.equal(boardSVG({ ...o, id: 'ob-' }));
      const tree = documentOf(o, treeBoard);
      const width = o.size ?? 480;
      const a = render(light, width);
      const b = render(tree, width);
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
      expect(light.length).to.be.below(tree.length * 0.7);
    });

  it('keeps its title, description and role, and is byte-for-byte the same on repeat', () => {
    const svg = boardSVG(MARKED);
    expect(svg).to.match(/^<svg [^>]*role="img" aria-labelledby="(ob[0-9a-z]+-)title \1desc"/);
    expect(svg).to.contain('<title id=').and.contain('<desc id=').and.contain('South plays F and captures 5.');
    expect(boardSVG(MARKED)).to.equal(svg);
  });

  it('several diagrams inlined in one page: every id once, every reference into its own picture', () => {
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
      const own = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!));
      const refs = [...svg.matchAll(/(?:href="#|url\(#)([^")]+)/g)].map((m) => m[1]!);
      expect(refs.length).to.be.above(10);
      for (const r of refs) expect(own.has(r), `#${r} is not this picture's`).to.equal(true);
      expect(svg).to.contain('<use href="#');
    }
  });
});
