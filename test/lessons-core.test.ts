// The core entry alone (as in the one-file CDN build): no feature is registered up front; a board
// that uses a lesson attribute loads the lessons (a chunk of their own) and then shows them. A
// lessons chunk that cannot be loaded gives one oware-error and leaves the board as it is.
// This file imports nothing else of the project (board-helpers.ts imports only types of it).
import { expect, fixture, html } from '@open-wc/testing';
import { OwareBoard, type OwareErrorDetail } from '../src/core.js';
import { FEATURE_LOADERS } from '../src/element/features.js';
import { Game } from '../src/engine/index.js';
import { collect, waitUntil } from './board-helpers.js';

/** Chunks are compiled by the test server on first request: a generous wait (not a timing goal). */
const LOAD = { timeout: 20_000 };

describe('core entry: features load on first use', () => {
  it('defines <oware-board> with no feature registered (each, the game too, has a loader)', () => {
    expect(customElements.get('oware-board')).to.equal(OwareBoard);
    expect(OwareBoard.features).to.deep.equal([]);
    expect(typeof FEATURE_LOADERS.game).to.equal('function');
    expect(typeof FEATURE_LOADERS.lessons).to.equal('function');
  });

  it('a lessons chunk that fails to load: one oware-error naming the attribute, the board stays as it is', async () => {
    const errors: OwareErrorDetail[] = [];
    const on = (e: Event) => errors.push((e as CustomEvent<OwareErrorDetail>).detail);
    document.addEventListener('oware-error', on);
    const warn = console.warn;
    console.warn = () => undefined;
    const real = FEATURE_LOADERS.lessons!;
    FEATURE_LOADERS.lessons = () => Promise.reject(new Error('network down'));
    try {
      const el = await fixture<OwareBoard>(html`<oware-board puzzle solution="C" controls></oware-board>`);
      await waitUntil(() => errors.length > 0, 'no oware-error', LOAD);
      el.moves = 'C f';
      await el.updateComplete;
      await new Promise((r) => setTimeout(r, 50));
      expect(errors.length).to.equal(1);
      expect(['puzzle', 'solution', 'controls']).to.include(errors[0].attribute);
      expect(errors[0].message).to.match(/could not be loaded: network down/);
      expect(el.history.length).to.equal(0);
      expect(el.shadowRoot!.querySelector('[part="notice"]')!.textContent).to.contain('could not be loaded');
    } finally {
      FEATURE_LOADERS.lessons = real;
      document.removeEventListener('oware-error', on);
      console.warn = warn;
    }
  });

  it('a board with moves and controls loads the lessons and then shows the sequence with its controls', async () => {
    const errors = await collect<OwareErrorDetail>('oware-error', async () => {
      const el = await fixture<OwareBoard>(html`<oware-board moves="C f B a" ply="4" controls></oware-board>`);
      // (a sequence is no game: the lessons alone register)
      await waitUntil(() => OwareBoard.features.length > 0, 'the lessons never registered', LOAD);
      await el.updateComplete;
      await waitUntil(() => el.shadowRoot!.querySelector('[part~="controls"]'), 'the controls never appeared', LOAD);
      await el.updateComplete;
      expect(OwareBoard.features.length).to.equal(1);
      expect(el.history.map((m) => m.letter).join(' ')).to.equal('C f B a');
      const buttons = [...el.shadowRoot!.querySelectorAll('[part~="control"]')].map((b) => b.getAttribute('part'));
      expect(buttons.some((p) => p!.includes('previous'))).to.equal(true);
    });
    expect(errors).to.deep.equal([]);
  });

  it('a German board loads its strings and then speaks German', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board lang="de"></oware-board>`);
    await waitUntil(
      () => el.shadowRoot!.querySelector('svg')!.getAttribute('aria-label')!.includes('Oware-Brett'),
      'no German',
      LOAD,
    );
    expect(el.text.south).to.equal('Süd');
  });

  it('a board with a record as its content loads the record viewer (not the lessons) and shows the step', async () => {
    const lessons = OwareBoard.features.length;
    const el = await fixture<OwareBoard>(
      html`<oware-board ply="2"><script type="application/x-ogn">[Variant "Oware Abapa"]

1. C f 2. B a *</script></oware-board>`,
    );
    await waitUntil(() => OwareBoard.features.length === lessons + 1, 'the record viewer never registered', LOAD);
    const after = new Game();
    after.playMoves(['C', 'f']);
    await waitUntil(() => el.position === after.position, `not at ply 2: ${el.position}`, LOAD);
    const moves = [...el.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent!.trim());
    expect(moves).to.include.members(['C', 'f', 'B', 'a']);
  });
});
