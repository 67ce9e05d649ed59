// The animation's timelines are a chunk of their own (src/element/timelines.ts), fetched ahead by a
// board that moves and never by a static diagram. This file runs in a page of its own, where nothing
// has loaded them yet: a static diagram does not fetch them, and a move made before they are there
// holds the board as it was, then sows.
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import '../src/all.js';
import type { OwareBoard } from '../src/all.js';
import { countOf, timelinesFetched, waitUntil } from './board-helpers.js';

describe('the animation chunk', () => {
  it('is not fetched by a static diagram, nor by a board that takes input but never animates', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board highlight="c:capture"></oware-board>`);
    expect(el.interactive).to.equal('none');
    await fixture<OwareBoard>(html`<oware-board interactive animation-speed="0"></oware-board>`);
    await aTimeout(400); // past the idle time a board that moves would fetch it in
    expect(timelinesFetched()).to.equal(false);
  });

  it('a move before it has come holds the board as it was, then sows', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board animation-speed="40"></oware-board>`);
    const done = el.play('C');
    expect(el.animating).to.equal(true);
    await el.updateComplete;
    expect(countOf(el, 2)).to.equal('4'); // held: C is not emptied yet
    await waitUntil(() => el.shadowRoot!.querySelector('.flyer'), 'a seed flies once the timelines are there');
    expect(timelinesFetched()).to.equal(true);
    const record = await done;
    expect(record!.letter).to.equal('C');
    expect(el.animating).to.equal(false);
    expect(countOf(el, 2)).to.equal('0');
    expect(countOf(el, 6)).to.equal('5');
  });
});
