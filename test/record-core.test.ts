// The core entry alone (as in the one-file CDN build): a board with a game record loads the record
// viewer (a chunk of its own) and then shows it; `board.record` writes played games without it.
// This file imports nothing else of the project (board-helpers.ts imports only types of it).
import { expect, fixture, html } from '@open-wc/testing';
import { OwareBoard, type OwareErrorDetail } from '../src/core.js';
import { FEATURE_LOADERS } from '../src/element/features.js';
import { collect, expectRecordCaption, waitUntil } from './board-helpers.js';

const moves = (el: OwareBoard) => [...el.shadowRoot!.querySelectorAll('[part~="move"]')].map((b) => b.textContent);

/** Chunks are compiled by the test server on first request: a generous wait (not a timing goal). */
const LOAD = { timeout: 20_000 };

describe('core entry: the record viewer loads on first use', () => {
  it('has a loader for it and no feature registered up front (not even the game)', () => {
    expect(typeof FEATURE_LOADERS.record).to.equal('function');
    expect(OwareBoard.features).to.deep.equal([]);
    expect((document.createElement('oware-board') as OwareBoard).record).to.match(/^\[Variant "Oware Abapa"\]/);
  });

  it('a board with an OGN script child loads the viewer and shows the record', async () => {
    const errors = await collect<OwareErrorDetail>('oware-error', async () => {
      const el = await fixture<OwareBoard>(
        html`<oware-board><script type="application/x-ogn">1. C {Opening.} f 2. B</script></oware-board>`,
      );
      await waitUntil(() => moves(el).length === 3, 'the record never appeared', LOAD);
      expect(el.shadowRoot!.querySelector('[part="move-list"]')!.getAttribute('aria-label')).to.equal('Game record');
    });
    expect(errors).to.deep.equal([]);
  });

  it('the record property on a plain board shows it too, and board.record writes a played game', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board animation-speed="0"></oware-board>`);
    el.record = '1. D e';
    await waitUntil(() => moves(el).length === 2, 'the record never appeared', LOAD);
    const plain = await fixture<OwareBoard>(html`<oware-board animation-speed="0"></oware-board>`);
    await plain.play('C');
    expect(plain.record).to.match(/\[Variant "Oware Abapa"\][\s\S]*\n\n1\. C\n$/);
  });
});

// The same markup in every entry (see expectRecordCaption).
describe('core entry: a record with caption', () => {
  it('shows the narration of the step on show as its caption', () => expectRecordCaption());
});
