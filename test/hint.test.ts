import { expect, fixture, html } from '@open-wc/testing';
import '../src/all.js';
import { loadGame, type OwareBoard, pitLetter } from '../src/all.js';
import { pitEl, waitUntil } from './board-helpers.js';

/** South to move: F sows a, b, c and captures the 3 seeds of c. */
const CAPTURE_3 = '1,0,0,0,0,3/0,3,2,0,0,5 S 17-17';

const root = (el: OwareBoard) => el.shadowRoot!;
const status = (el: OwareBoard) => root(el).querySelector('[part~="status"]')?.textContent?.trim() ?? '';
const hintButton = (el: OwareBoard) =>
  [...root(el).querySelectorAll('button')].find((b) => b.getAttribute('part')?.includes('hint'))!;

before(() => loadGame());

describe('staged hints (hint() and the Hint button)', () => {
  it('hint() resolves with the pit, stage, text and line, and keeps move, letter and score', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board position=${CAPTURE_3} interactive></oware-board>`);
    const [a, b, c] = [await el.hint({ stage: 1 }), await el.hint({ stage: 2 }), await el.hint({ stage: 3 })];
    for (const h of [a, b, c]) {
      expect(Object.keys(h).sort()).to.deep.equal(['letter', 'line', 'move', 'pit', 'score', 'stage', 'text']);
      expect(h.pit).to.equal(a.pit); // one search per position: the same pit at every stage
      expect(h.move).to.equal(h.pit);
      expect(h.letter).to.equal(pitLetter(h.pit));
      expect(h.line[0]).to.equal(h.pit);
    }
    expect([a.stage, b.stage, c.stage]).to.deep.equal([1, 2, 3]);
    expect(a.pit).to.equal(5);
    expect(a.text).to.equal("Look at North's pits with 1 or 2 seeds.");
    expect(b.text).to.equal('Play F.');
    expect(c.text.startsWith('F sows to c and captures 3')).to.equal(true);
    await el.updateComplete;
    expect(pitEl(el, 5).getAttribute('part')).to.contain('hint');
    expect((await el.hint()).stage).to.equal(2); // the pit, as before, when no stage is asked for
  });

  it('speaks the board language', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board lang="de" position=${CAPTURE_3} interactive></oware-board>`);
    await waitUntil(() => el.text.locale === 'de', 'German loaded');
    expect((await el.hint({ stage: 1 })).text).to.equal('Schau dir die Mulden von Nord mit 1 oder 2 Samen an.');
    expect((await el.hint({ stage: 3 })).text.startsWith('F sät bis c und schlägt 3')).to.equal(true);
  });

  it('rejects a stage other than 1, 2 or 3 and keeps working', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board position=${CAPTURE_3} interactive></oware-board>`);
    let err: Error | null = null;
    try {
      await el.hint({ stage: 7 as never });
    } catch (e) {
      err = e as Error;
    }
    expect(err).to.be.instanceOf(RangeError);
    expect(err!.message).to.contain('stage must be 1, 2 or 3');
    expect((await el.hint({ stage: 2 })).pit).to.equal(5);
  });

  it('the Hint button steps through the idea, the pit and the line, and starts again after a move', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board position=${CAPTURE_3} interactive controls animation-speed="0"></oware-board>`,
    );
    const says = async (text: RegExp) => {
      hintButton(el).click();
      await waitUntil(() => text.test(status(el)), `the status says ${text}`, { timeout: 10_000 });
    };
    await says(/^Look at North's pits with 1 or 2 seeds\.$/);
    expect(pitEl(el, 5).getAttribute('part')).to.not.contain('hint'); // the idea only
    await says(/^Hint: play F\.$/);
    await el.updateComplete;
    expect(pitEl(el, 5).getAttribute('part')).to.contain('hint');
    await says(/^F sows to c and captures 3; /);
    await says(/^F sows to c and captures 3; /); // stays on the line
    await el.play('F');
    await el.play(el.legalMoves[0]);
    await says(/\.$/);
    expect(status(el)).to.not.match(/^Hint: play/); // the idea again, for the new position
  });
});
