// The drawing: counts and labels never meet, the last move's mark is not the legal ring, seeds
// follow the counts (drawn as plain nodes, see src/element/pit-nodes.ts), few nodes per board.
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../src/all.js';
import type { OwareBoard } from '../src/all.js';
import { pitEl } from './board-helpers.js';

/** Positions that together put every count 0..48 in every pit (at most 48 seeds each). */
function positions(): string[] {
  const out: number[][] = [];
  for (let c = 0; c <= 48; c++) {
    let pits: number[] = new Array(12).fill(0);
    let total = 0;
    for (let p = 0; p < 12; p++) {
      if (total + c > 48) {
        out.push(pits);
        pits = new Array(12).fill(0);
        total = 0;
      }
      pits[p] = c;
      total += c;
    }
    out.push(pits);
  }
  return out.map((p) => `${p.slice(0, 6)}/${p.slice(6)} S 0-0`);
}

type Box = { left: number; right: number; top: number; bottom: number; what: string };

/**
 * Every count and label box on the board (CSS px), pit and store counts alike; a row's counts, or
 * labels, in one text (pit-nodes.ts) give a box per character.
 */
function textBoxes(el: OwareBoard): Box[] {
  return [...el.shadowRoot!.querySelectorAll('[part~="count"], [part~="label"]')].flatMap((t) => {
    const what = `${t.getAttribute('part')} ${t.textContent}`;
    if (t.hasAttribute('data-counts-for') || t.hasAttribute('data-labels-for')) {
      const text = t as SVGTextElement;
      const m = text.getScreenCTM()!;
      return [...text.textContent!].map((digit, i) => {
        const r = text.getExtentOfChar(i);
        const [a, b] = [
          new DOMPoint(r.x, r.y).matrixTransform(m),
          new DOMPoint(r.x + r.width, r.y + r.height).matrixTransform(m),
        ];
        return { left: a.x, right: b.x, top: a.y, bottom: b.y, what: `${what}[${i}] ${digit}` };
      });
    }
    const r = t.getBoundingClientRect();
    return [{ left: r.left, right: r.right, top: r.top, bottom: r.bottom, what }];
  });
}

/** Boxes closer than 1 CSS px (touching or overlapping). */
function meeting(boxes: Box[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i];
      const b = boxes[j];
      if (a.left < b.right + 1 && b.left < a.right + 1 && a.top < b.bottom + 1 && b.top < a.bottom + 1)
        out.push(`${a.what} / ${b.what}`);
    }
  return out;
}

describe('<oware-board> drawing: counts and labels', () => {
  for (const width of [240, 360, 800])
    for (const labels of ['letters', 'numbers'])
      it(`never meet at ${width} px with labels="${labels}", counts 0..48, with and without stores`, async () => {
        const el = await fixture<OwareBoard>(
          html`<oware-board style="width:${width}px" labels=${labels} animation-speed="0"></oware-board>`,
        );
        for (const stores of [false, true]) {
          el.stores = stores;
          for (const position of positions()) {
            el.position = position;
            await el.updateComplete;
            const bad = meeting(textBoxes(el));
            expect(bad, `${position}${stores ? ' (stores)' : ''}: ${bad.join('; ')}`).to.deep.equal([]);
          }
        }
        // the test measured something: every pit has a count and a label box of some width (more than
        // 1 px: a small "f" is under 3 px at 240 px in some fonts)
        expect(textBoxes(el).filter((b) => b.right - b.left > 1).length).to.be.at.least(26);
      });
});

describe('<oware-board> drawing on a right-to-left page', () => {
  it('draws counts and labels where a left-to-right page has them (they never meet)', async () => {
    const position = '1,12,0,6,3,3/4,1,2,11,0,3 S 0-0';
    const boxes = async (dir: string) => {
      const wrap = await fixture<HTMLDivElement>(
        html`<div dir=${dir} style="width:360px"><oware-board labels="numbers" position=${position} stores></oware-board></div>`,
      );
      const el = wrap.querySelector('oware-board') as OwareBoard;
      await el.updateComplete;
      const left = wrap.getBoundingClientRect().left;
      return {
        el,
        at: textBoxes(el).map((b) => `${b.what} ${Math.round(b.left - left)} ${Math.round(b.right - left)}`),
      };
    };
    const rtl = await boxes('rtl');
    expect(meeting(textBoxes(rtl.el))).to.deep.equal([]);
    expect(rtl.at).to.deep.equal((await boxes('ltr')).at);
  });
});

describe('<oware-board> drawing: marks and seeds', () => {
  it('marks the last move differently from a legal move (also with forced colours)', async () => {
    for (const forcedColors of ['none', 'active'] as const) {
      await emulateMedia({ forcedColors });
      try {
        const el = await fixture<OwareBoard>(html`<oware-board interactive animation-speed="0"></oware-board>`);
        await el.play('C'); // North to move now: C is the last move's origin, D, E, F and a got a seed
        el.interactive = 'both';
        await el.updateComplete;
        const legal = pitEl(el, 6).querySelector('.ring')!; // a: legal for North, and sown by the last move
        const lastBowl = pitEl(el, 6).querySelector('.bowl')!;
        const plain = pitEl(el, 11).querySelector('.ring')!; // f: legal, not sown
        expect(pitEl(el, 6).getAttribute('part')).to.contain('last-move');
        const ring = getComputedStyle(plain);
        const mark = getComputedStyle(lastBowl);
        // the legal ring is solid, the last move's mark dotted (a different shape, whatever the colours)
        expect(ring.strokeDasharray).to.equal('none');
        expect(mark.strokeDasharray).to.not.equal('none');
        expect(mark.stroke).to.not.equal('none');
        expect(getComputedStyle(legal).strokeDasharray).to.equal('none');
      } finally {
        await emulateMedia({ forcedColors: 'none' });
      }
    }
  });

  it('draws as many seeds as each pit holds (up to the pile), and removes them as pits empty', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board position="0,1,2,15,20,4/4,1,0,0,1,0 S 0-0" animation-speed="0"></oware-board>`,
    );
    const seedsIn = (p: number) => pitEl(el, p).querySelectorAll('[part="seed"]').length;
    expect([0, 1, 2, 3, 4, 5].map(seedsIn)).to.deep.equal([0, 1, 2, 15, 15, 4]);
    await el.setPosition('4,4,4,4,4,4/4,4,4,4,4,4 S 0-0');
    expect([0, 1, 2, 3, 4, 5].map(seedsIn)).to.deep.equal([4, 4, 4, 4, 4, 4]);
    await el.setPosition('0,0,0,0,0,1/0,0,0,0,0,1 S 20-26');
    expect([0, 1, 2, 3, 4, 5].map(seedsIn)).to.deep.equal([0, 0, 0, 0, 0, 1]);
  });

  it('draws a board in about 160 nodes (pits, seeds and texts without template markers)', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board interactive></oware-board>`);
    let nodes = 0;
    let markers = 0;
    const walk = (n: Node) => {
      for (const c of n.childNodes) {
        nodes++;
        if (c.nodeType === Node.COMMENT_NODE) markers++;
        walk(c);
      }
    };
    walk(el.shadowRoot!);
    // 162 in Chromium: a row's one-digit counts are one text (pit-nodes.ts), 182 with a text per count
    expect(nodes).to.be.at.most(170);
    // one part for the five layers of the drawing, none in an empty space under the board
    expect(markers, 'template markers').to.be.at.most(7);
    expect(el.shadowRoot!.querySelectorAll('[part="seed"]').length).to.equal(48);
  });
});

describe('seeds on small boards', () => {
  /** The computed fill of every seed of `el`'s pits and flying seeds. */
  const fills = (el: OwareBoard) =>
    [...el.shadowRoot!.querySelectorAll('[part="seed"]')].map((s) => getComputedStyle(s).fill);

  it('are drawn in flat tones below 240 px at standard resolution (bowls too), with their gradients above', async () => {
    const small = await fixture<OwareBoard>(html`<oware-board style="width: 220px"></oware-board>`);
    const large = await fixture<OwareBoard>(html`<oware-board style="width: 400px"></oware-board>`);
    expect(window.devicePixelRatio).to.equal(1);
    const flat = fills(small);
    expect(flat).to.have.length(48);
    expect(flat.every((f) => /^rgb/.test(f))).to.equal(true, flat.join(' '));
    // the four tones of the page's default colours, not one colour for all
    expect(new Set(flat).size).to.equal(4);
    const rich = fills(large);
    expect(rich.every((f) => f.startsWith('url(') && f.includes('#seedfill-'))).to.equal(true, rich.join(' '));
    // the same seed keeps its tone: its flat colour is its gradient's base colour
    const tone = (el: OwareBoard, i: number) =>
      el.shadowRoot!.querySelectorAll('[part="seed"]')[i]!.getAttribute('class');
    expect(tone(small, 0)).to.equal(tone(large, 0));
    // the bowls too: one flat tone small, their gradient large
    const bowl = (el: OwareBoard) => getComputedStyle(el.shadowRoot!.querySelector('.bowl')!).fill;
    expect(bowl(small)).to.match(/^(rgb|color)\(/);
    expect(bowl(large)).to.include('#bowl');
    // growing the small board brings the gradients back
    // (computed style brings the size container's layout up to date)
    small.style.width = '400px';
    expect(fills(small).every((f) => f.startsWith('url('))).to.equal(true);
  });
});
