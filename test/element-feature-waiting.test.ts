// The core entry alone (as in the one-file CDN build): while the code of a feature that decides the
// position is on its way (the record viewer, the lessons for a move sequence), the board shows no
// seeds or counts rather than the start position it is about to leave; a puzzle's or a game's
// position is its own and stays in view. The loaders are held here until the test lets them go.
// This file imports nothing else of the project (board-helpers.ts imports only types of it).
import { expect, fixture, html } from '@open-wc/testing';
import '../src/core.js';
import type { OwareBoard } from '../src/core.js';
import { FEATURE_LOADERS } from '../src/element/features.js';
import { quiet, waitUntil } from './board-helpers.js';

/** Chunks are compiled by the test server on first request: a generous wait (not a timing goal). */
const LOAD = { timeout: 20_000 };

const svg = (el: OwareBoard) => el.shadowRoot!.querySelector('svg[part="board"]')!;
/** The computed visibility of the board's first seed and first count. */
const shown = (el: OwareBoard) =>
  ['[part~="seed"]', '[part~="count"]'].map((s) => getComputedStyle(el.shadowRoot!.querySelector(s)!).visibility);

/** Replace the loader of `name` by one that waits for `release()` (or fails with `fail()`). */
function hold(name: string) {
  const real = FEATURE_LOADERS[name]!;
  let go!: () => void;
  let no!: (e: Error) => void;
  const gate = new Promise<void>((r, j) => {
    go = r;
    no = j;
  });
  FEATURE_LOADERS[name] = () => gate.then(real);
  return {
    release: go,
    fail: (message: string) => no(new Error(message)),
    restore: () => {
      FEATURE_LOADERS[name] = real;
    },
  };
}

describe('core entry: a board waiting for the feature that decides its position', () => {
  // (first: a feature once loaded is not loaded again in this page)
  it('a feature that fails to load: the board shows its position again, with the error', async () => {
    const loader = hold('record');
    try {
      await quiet(async () => {
        const el = await fixture<OwareBoard>(html`<oware-board src="game.ogn"></oware-board>`);
        expect(svg(el).classList.contains('waiting')).to.equal(true);
        loader.fail('network down');
        await waitUntil(() => el.shadowRoot!.querySelector('[part="notice"]'), 'no notice', LOAD);
        await el.updateComplete;
        expect(el.shadowRoot!.querySelector('[part="notice"]')!.textContent).to.contain('could not be loaded');
        expect(svg(el).classList.contains('waiting')).to.equal(false);
        expect(shown(el)).to.deep.equal(['visible', 'visible']);
      });
    } finally {
      loader.restore();
    }
  });

  it('a record: no seeds or counts, busy, until the viewer has come; then the record at its ply', async () => {
    const loader = hold('record');
    try {
      const el = await fixture<OwareBoard>(
        html`<oware-board ply="2" animation-speed="0"><script type="application/x-ogn">1. C f 2. B a</script></oware-board>`,
      );
      expect(svg(el).classList.contains('waiting')).to.equal(true);
      expect(svg(el).getAttribute('aria-busy')).to.equal('true');
      expect(shown(el)).to.deep.equal(['hidden', 'hidden']);
      loader.release();
      await waitUntil(() => !svg(el).classList.contains('waiting'), 'still waiting', LOAD);
      await el.updateComplete;
      expect(el.history.map((m) => m.letter).join(' ')).to.equal('C f');
      expect(shown(el)).to.deep.equal(['visible', 'visible']);
      expect(svg(el).getAttribute('aria-busy')).to.equal('false');
    } finally {
      loader.restore();
    }
  });

  it('a puzzle keeps its position in view while the lessons load; a move sequence waits for them', async () => {
    const loader = hold('lessons');
    try {
      const puzzle = await fixture<OwareBoard>(
        html`<oware-board puzzle position="10,3,5,0,4,1/0,0,4,0,2,3 S 5-11" solution="A a E"></oware-board>`,
      );
      const lesson = await fixture<OwareBoard>(html`<oware-board moves="C f B" animation-speed="0"></oware-board>`);
      expect(svg(puzzle).classList.contains('waiting')).to.equal(false);
      expect(shown(puzzle)).to.deep.equal(['visible', 'visible']);
      expect(svg(lesson).classList.contains('waiting')).to.equal(true);
      expect(shown(lesson)).to.deep.equal(['hidden', 'hidden']);
      loader.release();
      await waitUntil(() => !svg(lesson).classList.contains('waiting'), 'still waiting', LOAD);
      await waitUntil(() => lesson.history.length === 3, 'the sequence was not shown', LOAD);
      await lesson.updateComplete;
      expect(shown(lesson)).to.deep.equal(['visible', 'visible']);
    } finally {
      loader.restore();
    }
  });

  it('a record from src: no seeds or counts until the file has come (the viewer is there already)', async () => {
    const real = window.fetch;
    let answer: ((r: Response) => void) | undefined;
    window.fetch = (() => new Promise<Response>((r) => (answer = r))) as typeof fetch;
    try {
      const el = await fixture<OwareBoard>(
        html`<oware-board src="held.ogn" ply="2" animation-speed="0"></oware-board>`,
      );
      await waitUntil(() => answer, 'the record was never asked for', LOAD);
      await el.updateComplete;
      expect(svg(el).classList.contains('waiting')).to.equal(true);
      expect(shown(el)).to.deep.equal(['hidden', 'hidden']);
      answer!(new Response('1. C f 2. B a'));
      await waitUntil(() => !svg(el).classList.contains('waiting'), 'still waiting', LOAD);
      await el.updateComplete;
      expect(el.history.map((m) => m.letter).join(' ')).to.equal('C f');
      expect(shown(el)).to.deep.equal(['visible', 'visible']);
    } finally {
      window.fetch = real;
    }
  });
});
