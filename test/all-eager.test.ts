// `oware-board/all` alone: the package root's API with every feature and language in place at
// import time (no chunk fetched later). This file imports nothing else.
import { expect, fixture, html } from '@open-wc/testing';
import { lessonsRegistered, Narrator, OwareBoard, STRINGS } from '../src/all.js';
import { expectRecordCaption } from './board-helpers.js';

describe('oware-board/all: every feature and language at once', () => {
  it('registers the lessons, the record viewer, analysis, match, sound, drawing and online play, and five languages', () => {
    expect(lessonsRegistered()).to.equal(true);
    expect(OwareBoard.features.length).to.equal(8);
    expect(Object.keys(STRINGS).sort()).to.deep.equal(['af', 'de', 'en', 'fr', 'ja']);
    expect(new Narrator({ lang: 'ja' }).side('north')).to.equal(STRINGS.ja.narration!.north);
  });

  it('a German lesson board shows German controls on its first render', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board lang="de" moves="C f" ply="2" controls></oware-board>`);
    expect(el.shadowRoot!.querySelector('[part~="controls"]')!.getAttribute('aria-label')).to.equal('Zugsteuerung');
  });
});

// The same markup in every entry (see expectRecordCaption).
describe('oware-board/all: a record with caption', () => {
  it('shows the narration of the step on show as its caption', () => expectRecordCaption());
});
