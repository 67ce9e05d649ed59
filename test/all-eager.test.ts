// `oware-board/all` alone: the package root's API with every feature and language in place at
// import time (no chunk fetched later). This file imports nothing else.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { lessonsRegistered, Narrator, OwareBoard, STRINGS } from '../src/all.js';
import { caption, RECORD_CAPTION } from './board-helpers.js';

describe('oware-board/all: every feature and language at once', () => {
  it('registers the lessons, the record viewer, analysis, match and sound, and five languages', () => {
    expect(lessonsRegistered()).to.equal(true);
    expect(OwareBoard.features.length).to.equal(6);
    expect(Object.keys(STRINGS).sort()).to.deep.equal(['af', 'de', 'en', 'fr', 'ja']);
    expect(new Narrator({ lang: 'ja' }).side('north')).to.equal(STRINGS.ja.narration!.north);
  });

  it('a German lesson board shows German controls on its first render', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board lang="de" moves="C f" controls></oware-board>`);
    expect(el.shadowRoot!.querySelector('[part~="controls"]')!.getAttribute('aria-label')).to.equal('Zugsteuerung');
  });
});

// The same markup in every entry (oware-board/all, /core, the root; the CDN file in test/e2e/cdn.e2e.mjs):
// a record at a step without a comment, with `caption`, shows the step's narration.
describe('oware-board/all: a record with caption', () => {
  it('shows the narration of the step on show as its caption', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board caption record="1. C f 2. B a" ply="2" animation-speed="0"></oware-board>`,
    );
    await waitUntil(() => caption(el) !== '', 'no caption', { timeout: 20_000 });
    expect(el.position).to.equal('5,5,1,6,5,5/5,4,4,4,4,0 S 0-0');
    expect(caption(el)).to.equal(RECORD_CAPTION);
  });
});
