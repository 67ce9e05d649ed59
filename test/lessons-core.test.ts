// The core entry alone (as in the one-file CDN build): no lessons feature, so lesson attributes
// only fire an oware-error that points to the lessons build. This file imports nothing else.
import { expect, fixture, html } from '@open-wc/testing';
import { gameFeature, OwareBoard, type OwareErrorDetail } from '../src/core.js';

describe('core entry without lessons', () => {
  it('defines <oware-board> with only the game feature registered (no lessons)', () => {
    expect(customElements.get('oware-board')).to.equal(OwareBoard);
    expect(OwareBoard.features).to.deep.equal([gameFeature]);
  });

  it('a lesson attribute fires one oware-error asking for the lessons build; the board stays as it is', async () => {
    const errors: OwareErrorDetail[] = [];
    const on = (e: Event) => errors.push((e as CustomEvent<OwareErrorDetail>).detail);
    document.addEventListener('oware-error', on);
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      const el = await fixture<OwareBoard>(html`<oware-board puzzle solution="C" controls></oware-board>`);
      el.moves = 'C f';
      await el.updateComplete;
      expect(errors.length).to.equal(1);
      expect(['puzzle', 'solution', 'controls']).to.include(errors[0].attribute);
      expect(errors[0].message).to.match(/lessons build/);
      expect(el.history.length).to.equal(0);
      expect(el.shadowRoot!.querySelector('[part="notice"]')!.textContent).to.contain('lessons build');
    } finally {
      document.removeEventListener('oware-error', on);
      console.warn = warn;
    }
  });
});
