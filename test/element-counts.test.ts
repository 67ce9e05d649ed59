// The pits' counts and labels as drawn (src/element/pit-nodes.ts): a row's one-character counts
// (or labels) are one text whose characters each sit at their pit as their own text would; a
// two-digit count, or a two-character label, keeps a text of its own; what assistive technology
// reads (the pits' names) is unchanged.
import { expect, fixture, html } from '@open-wc/testing';
import '../src/all.js';
import type { OwareBoard } from '../src/all.js';
import { countOf, pitEl, textOf } from './board-helpers.js';

/** Pit `p`'s centre, in the board's units. */
const centre = (el: OwareBoard, p: number) => {
  const bowl = pitEl(el, p).querySelector('.bowl') as SVGCircleElement;
  return { x: bowl.cx.baseVal.value, y: bowl.cy.baseVal.value };
};

/** Where pit `p`'s text of `kind` is drawn (its glyphs' box, board units), and what it says. */
function drawn(
  el: OwareBoard,
  kind: 'count' | 'label',
  p: number,
): { left: number; right: number; y: number; text: string } {
  const root = el.shadowRoot!;
  const own = root.querySelector(`[data-${kind}-for="${p}"]`) as SVGTextElement | null;
  if (own) {
    const b = own.getBBox();
    return { left: b.x, right: b.x + b.width, y: b.y + b.height / 2, text: own.textContent! };
  }
  for (const row of root.querySelectorAll(`[data-${kind}s-for]`) as NodeListOf<SVGTextElement>) {
    const i = row.getAttribute(`data-${kind}s-for`)!.split(' ').indexOf(String(p));
    if (i < 0) continue;
    const b = row.getExtentOfChar(i);
    return { left: b.x, right: b.x + b.width, y: b.y + b.height / 2, text: row.textContent![i]! };
  }
  throw new Error(`no ${kind} drawn for pit ${p}`);
}

/** The pits' counts in `position` ("a,b,c,d,e,f/g,h,i,j,k,l S …"), pit 0 first. */
const countsIn = (position: string) => position.split(' ')[0]!.split(/[,/]/).map(Number);

/**
 * Every pit's count is drawn once, says its number, and sits over its pit (centred on it; with
 * labels, starting 6 units right of its centre), on its side of the board.
 */
function expectCountsOverPits(el: OwareBoard, position: string, labelled = false): void {
  const counts = countsIn(position);
  for (let p = 0; p < 12; p++) {
    const at = drawn(el, 'count', p);
    const c = centre(el, p);
    expect(at.text, `pit ${p}`).to.equal(String(counts[p]));
    expect(countOf(el, p), `pit ${p}`).to.equal(String(counts[p]));
    if (labelled) expect(Math.abs(at.left - (c.x + 6)), `pit ${p}: starts at ${at.left}, pit at ${c.x}`).to.be.below(1);
    else expect(Math.abs((at.left + at.right) / 2 - c.x), `pit ${p}: ${at.left}–${at.right} vs ${c.x}`).to.be.below(1);
    // above the top row's pits, below the bottom row's
    expect(Math.sign(at.y - c.y), `pit ${p}'s side`).to.equal(c.y < 151 ? -1 : 1);
  }
}

describe('<oware-board> counts and labels', () => {
  it("draws a row's one-digit counts as one text, each digit centred on its pit", async () => {
    const position = '1,2,0,6,3,3/4,1,2,1,0,3 S 0-0';
    const el = await fixture<OwareBoard>(html`<oware-board position=${position}></oware-board>`);
    expect(el.shadowRoot!.querySelectorAll('.texts text').length, 'texts').to.equal(2);
    expectCountsOverPits(el, position);
  });

  it('keeps a text of its own for a two-digit count, beside the row of one-digit counts', async () => {
    const position = '10,2,0,14,3,3/4,1,2,1,0,8 S 0-0';
    const el = await fixture<OwareBoard>(html`<oware-board position=${position}></oware-board>`);
    expect(el.shadowRoot!.querySelector('[data-count-for="0"]')!.textContent).to.equal('10');
    expect(el.shadowRoot!.querySelector('[data-count-for="3"]')!.textContent).to.equal('14');
    expectCountsOverPits(el, position);
  });

  it('follows moves, positions and the orientation (the digits move with their pits)', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board interactive animation-speed="0"></oware-board>`);
    expectCountsOverPits(el, '4,4,4,4,4,4/4,4,4,4,4,4 S 0-0');
    await el.play('C');
    expectCountsOverPits(el, '4,4,0,5,5,5/5,4,4,4,4,4 S 0-0');
    el.orientation = 'north';
    await el.updateComplete;
    expectCountsOverPits(el, '4,4,0,5,5,5/5,4,4,4,4,4 S 0-0');
    const position = '9,0,12,1,1,1/1,1,1,1,11,9 S 0-0';
    await el.setPosition(position);
    expectCountsOverPits(el, position);
  });

  for (const [labels, names] of [
    ['letters', 'ABCDEFabcdef'],
    ['numbers', '0 1 2 3 4 5 6 7 8 9 10 11'],
  ] as const)
    it(`with labels="${labels}", draws each label ending left of its pit and the count starting right of it`, async () => {
      const position = '1,2,0,6,3,3/4,1,2,1,0,13 S 0-0';
      const el = await fixture<OwareBoard>(html`<oware-board labels=${labels} position=${position}></oware-board>`);
      expectCountsOverPits(el, position, true);
      const want = labels === 'letters' ? [...names] : names.split(' ');
      for (let p = 0; p < 12; p++) {
        const at = drawn(el, 'label', p);
        const c = centre(el, p);
        expect(at.text, `pit ${p}'s label`).to.equal(want[p]);
        expect(textOf(el, 'label', p)).to.equal(want[p]);
        expect(Math.abs(at.right - (c.x - 6)), `pit ${p}'s label ends at ${at.right}, pit at ${c.x}`).to.be.below(1);
      }
      // a row of one-character labels and a row of one-digit counts on each side; "10", "11" and
      // "13" a text each
      const texts = el.shadowRoot!.querySelectorAll('.texts text').length;
      expect(texts).to.equal(labels === 'letters' ? 4 + 1 : 4 + 3);
    });

  it('leaves what assistive technology reads as it was: the pits name their counts, the texts are hidden', async () => {
    const position = '1,2,0,6,3,3/4,1,2,1,0,13 S 0-0';
    const el = await fixture<OwareBoard>(html`<oware-board interactive position=${position}></oware-board>`);
    const counts = countsIn(position);
    for (let p = 0; p < 12; p++) {
      const name = pitEl(el, p).getAttribute('aria-label')!;
      expect(name, `pit ${p}`).to.match(new RegExp(`\\b${counts[p]} seeds?\\b`));
      expect(['button', 'img'], `pit ${p}'s role`).to.include(pitEl(el, p).getAttribute('role'));
    }
    for (const t of el.shadowRoot!.querySelectorAll('text.count, text.tray-count, text.label'))
      expect(t.closest('[aria-hidden="true"]'), t.textContent!).to.not.equal(null);
    await expect(el).to.be.accessible();
  });
});
