// The pits' counts as drawn (src/element/pit-nodes.ts): a row's one-digit counts are one text whose
// digits each sit centred on their pit; a two-digit count, or one beside a label, keeps a text of
// its own; what assistive technology reads (the pits' names) is unchanged.
import { expect, fixture, html } from '@open-wc/testing';
import '../src/all.js';
import type { OwareBoard } from '../src/all.js';
import { countOf, pitEl } from './board-helpers.js';

/** Pit `p`'s centre, in the board's units. */
const centre = (el: OwareBoard, p: number) => {
  const bowl = pitEl(el, p).querySelector('.bowl') as SVGCircleElement;
  return { x: bowl.cx.baseVal.value, y: bowl.cy.baseVal.value };
};

/** Where pit `p`'s count is drawn (the middle of its glyphs' box, board units), and what it says. */
function drawn(el: OwareBoard, p: number): { x: number; y: number; text: string } {
  const root = el.shadowRoot!;
  const own = root.querySelector(`[data-count-for="${p}"]`) as SVGTextElement | null;
  if (own) {
    const b = own.getBBox();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2, text: own.textContent! };
  }
  for (const row of root.querySelectorAll('[data-counts-for]') as NodeListOf<SVGTextElement>) {
    const i = row.getAttribute('data-counts-for')!.split(' ').indexOf(String(p));
    if (i < 0) continue;
    const b = row.getExtentOfChar(i);
    return { x: b.x + b.width / 2, y: b.y + b.height / 2, text: row.textContent![i]! };
  }
  throw new Error(`no count drawn for pit ${p}`);
}

/** The pits' counts in `position` ("a,b,c,d,e,f/g,h,i,j,k,l S …"), pit 0 first. */
const countsIn = (position: string) => position.split(' ')[0]!.split(/[,/]/).map(Number);

/** Every pit's count is drawn once, says its number, and sits over its pit, on its side of the board. */
function expectCountsOverPits(el: OwareBoard, position: string): void {
  const counts = countsIn(position);
  for (let p = 0; p < 12; p++) {
    const at = drawn(el, p);
    const c = centre(el, p);
    expect(at.text, `pit ${p}`).to.equal(String(counts[p]));
    expect(countOf(el, p), `pit ${p}`).to.equal(String(counts[p]));
    expect(Math.abs(at.x - c.x), `pit ${p}: ${at.x} vs its centre ${c.x}`).to.be.below(1);
    // above the top row's pits, below the bottom row's
    expect(Math.sign(at.y - c.y), `pit ${p}'s side`).to.equal(c.y < 151 ? -1 : 1);
  }
}

describe('<oware-board> counts', () => {
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

  it('with labels, draws each count beside its label, a text each', async () => {
    const position = '1,2,0,6,3,3/4,1,2,1,0,13 S 0-0';
    const el = await fixture<OwareBoard>(html`<oware-board labels="letters" position=${position}></oware-board>`);
    expect(el.shadowRoot!.querySelectorAll('[data-counts-for]').length).to.equal(0);
    expect(el.shadowRoot!.querySelectorAll('.texts .count.labelled').length).to.equal(12);
    for (let p = 0; p < 12; p++) expect(countOf(el, p), `pit ${p}`).to.equal(String(countsIn(position)[p]));
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
    for (const t of el.shadowRoot!.querySelectorAll('text.count, text.tray-count'))
      expect(t.closest('[aria-hidden="true"]'), t.textContent!).to.not.equal(null);
    await expect(el).to.be.accessible();
  });
});
