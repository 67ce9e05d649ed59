// The element's picture as a standalone SVG document (`board.toSVG()`): the same document
// `boardSVG()` writes for the same attributes, the position on show after moves (with the last
// move marked), no buttons or legal-move rings, and bad settings refused with BoardSVGError.
import { expect, fixture, html } from '@open-wc/testing';
import '../src/all.js';
import type { OwareBoard } from '../src/all.js';
import { BoardSVGError, boardSVG } from '../src/svg/index.js';
import { pictureCounts } from './board-helpers.js';

/** The document with its ids' prefix (its root's id without `svg`) taken out (the element and boardSVG hash different inputs). */
const plain = (svg: string) => svg.replaceAll(/^<svg [^>]*? id="([^"]+)svg"/.exec(svg)![1]!, 'ID-');

describe('board.toSVG()', () => {
  it('writes the document boardSVG writes for the same attributes', async () => {
    const attrs = {
      position: '1,2,0,6,3,3/4,1,2,1,0,3 N 10-12',
      highlight: 'b:capture c:capture F:origin',
      arrows: 'F>c e>A:bad',
      markers: 'a:1 d:★:good',
      labels: 'numbers' as const,
    };
    const board = await fixture<OwareBoard>(
      html`<oware-board position=${attrs.position} highlight=${attrs.highlight} arrows=${attrs.arrows} markers=${attrs.markers} labels=${attrs.labels} stores orientation="north" lang="de"></oware-board>`,
    );
    await board.updateComplete;
    for (const theme of ['light', 'dark', 'auto'] as const) {
      const mine = await board.toSVG({ theme, size: 600 });
      const theirs = boardSVG({ ...attrs, stores: true, orientation: 'north', lang: 'de', theme, size: 600 });
      expect(plain(mine)).to.equal(plain(theirs));
      expect(mine).to.contain('<title').and.contain('Nord ist am Zug');
    }
  });

  it('draws the position on show after moves, with the last move, and no buttons', async () => {
    const board = await fixture<OwareBoard>(html`<oware-board interactive animation-speed="0"></oware-board>`);
    await board.play('C');
    const svg = await board.toSVG();
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).to.equal(null);
    // the pits' counts: the rows of counts
    const counts = pictureCounts(doc);
    expect(counts.join(',')).to.equal(board.pits.join(','));
    // the last move's dotted rims (origin and sown pits), as the picture's own style sheet paints
    // them once it is in a page; and no legal-move ring or button
    const host = document.createElement('div');
    host.innerHTML = svg;
    document.body.append(host);
    try {
      const dotted = [...host.querySelectorAll('circle')].filter(
        (c) => getComputedStyle(c).strokeDasharray.replace(/px|,/g, '') === '0 8.8',
      );
      expect(dotted.length).to.equal(5);
    } finally {
      host.remove();
    }
    expect(svg).not.to.contain('role="button"');
    expect(svg).not.to.contain('tabindex');
    expect(doc.querySelector('title')!.textContent).to.contain('North to move');
  });

  it('refuses a bad size or theme with BoardSVGError and its message', async () => {
    const board = await fixture<OwareBoard>(html`<oware-board></oware-board>`);
    let error: unknown;
    try {
      await board.toSVG({ theme: 'sepia' as never });
    } catch (e) {
      error = e;
    }
    expect(error).to.be.instanceOf(BoardSVGError);
    expect((error as Error).message).to.equal('theme: use light, dark or auto');
    error = undefined;
    await board.toSVG({ size: 10 }).catch((e) => (error = e));
    expect((error as BoardSVGError).option).to.equal('size');
  });
});

describe('boardSVG inline on a right-to-left page', () => {
  it('draws every character of its texts where a left-to-right page has it', async () => {
    const svg = boardSVG({
      position: '1,2,0,6,3,3/4,1,12,1,0,3 S 10-12',
      labels: 'letters',
      stores: true,
      markers: 'e:1',
      caption: 'South plays F.',
    });
    const places = async (dir: string) => {
      const wrap = await fixture<HTMLDivElement>(html`<div dir=${dir} style="width:480px"></div>`);
      wrap.innerHTML = svg;
      const root = wrap.querySelector('svg')!;
      const origin = root.getBoundingClientRect();
      const out: string[] = [];
      for (const t of root.querySelectorAll('text'))
        for (let i = 0; i < t.getNumberOfChars(); i++) {
          const box = t.getExtentOfChar(i);
          out.push(`${t.textContent![i]} ${Math.round(box.x)} ${Math.round(box.y)}`);
        }
      expect(origin.width).to.be.above(0);
      return out;
    };
    const ltr = await places('ltr');
    // the test measured something: every count, label and the caption's characters
    expect(ltr.length).to.be.at.least(30);
    expect(await places('rtl')).to.deep.equal(ltr);
  });
});
