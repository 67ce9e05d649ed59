// The core entry alone (as in the CDN file): a feature's code, once on the page, is made only on the
// boards that ask for it, so a board is the same whatever else the page holds; and the features a
// board shows without an attribute of their own are asked for by what needs them — the lessons'
// drawing by annotations that have arrows or labels (the `annotations` property, a record's
// comments), the lessons' Seed by seed by a game or a record viewer with `controls` once a move is
// on show. This file imports nothing else of the project (board-helpers.ts imports only types of it).
import { expect, fixture, html } from '@open-wc/testing';
import '../src/core.js';
import type { OwareBoard, OwareErrorDetail } from '../src/core.js';
import { FEATURE_LOADERS, featuresOf } from '../src/element/features.js';
import { collect, waitUntil } from './board-helpers.js';

/** Chunks are compiled by the test server on first request: a generous wait (not a timing goal). */
const LOAD = { timeout: 20_000 };

/** How many times boards asked for each feature's code. */
const asked: Record<string, number> = {};
for (const [name, load] of Object.entries(FEATURE_LOADERS))
  FEATURE_LOADERS[name] = () => {
    asked[name] = (asked[name] ?? 0) + 1;
    return load();
  };

const part = (el: OwareBoard, name: string) => el.shadowRoot!.querySelector(`[part~="${name}"]`);
/** A marker badge (a pit marked so has `marker` among its parts too). */
const badge = (el: OwareBoard) => el.shadowRoot!.querySelector('[part="marker"]');
/** The features made on `el`. */
const made = (el: OwareBoard) => featuresOf.get(el)!.list.map((f) => f.feature);
/** A frame and a task: what a board asks for in an update has been asked by then. */
const settle = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));

const OGN = `[Variant "Oware Abapa"]

1. C {South opens. [%arrow C>F] [%label a:"2+3"]} 1... f 2. B`;

describe('core entry: each board makes the features it asks for', () => {
  it("a game's code, fetched for one board, is not made on the page's diagrams; a board that comes to need it gets it", async () => {
    const errors = await collect<OwareErrorDetail>('oware-error', async () => {
      const game = await fixture<OwareBoard>(
        html`<oware-board interactive controls animation-speed="0"></oware-board>`,
      );
      const diagram = await fixture<OwareBoard>(html`<oware-board highlight="C"></oware-board>`);
      await waitUntil(() => part(game, 'controls'), 'the game controls never appeared', LOAD);
      await settle();
      expect(made(game)).to.include('game');
      expect(made(diagram)).to.not.include('game');
      expect(part(diagram, 'controls')).to.equal(null);
      // later the diagram is played with controls: the game's code is on the page, made there at once
      diagram.interactive = 'both';
      diagram.controls = true;
      await waitUntil(() => part(diagram, 'controls'), 'the controls on the board that asked later', LOAD);
      expect(made(diagram)).to.include('game');
    });
    expect(errors).to.deep.equal([]);
  });

  it('arrows and labels in the annotations property ask for the drawing that shows them; a plain board does not', async () => {
    const before = asked.lessons ?? 0;
    const plain = await fixture<OwareBoard>(html`<oware-board highlight="C:capture"></oware-board>`);
    const el = await fixture<OwareBoard>(html`<oware-board></oware-board>`);
    el.annotations = { marks: [{ pit: 6, kind: 'highlight', label: '?' }], arrows: [{ from: 2, to: 5 }] };
    await waitUntil(() => part(el, 'arrow') && badge(el), 'the arrow and the label', LOAD);
    expect(badge(el)!.textContent).to.equal('?');
    expect(made(el)).to.include('lessons');
    await settle();
    expect(made(plain)).to.not.include('lessons');
    expect(part(plain, 'arrow')).to.equal(null);
    expect((asked.lessons ?? 0) - before).to.be.at.most(1);
  });

  it("a record's comment with an arrow and a label: both drawn at its step", async () => {
    const el = await fixture<OwareBoard>(html`<oware-board animation-speed="0" ply="1"></oware-board>`);
    el.setAttribute('record', OGN);
    await waitUntil(() => part(el, 'caption')?.textContent === 'South opens.', 'the comment', LOAD);
    await waitUntil(() => part(el, 'arrow') && badge(el), "the comment's arrow and label", LOAD);
    expect(badge(el)!.textContent).to.equal('2+3');
  });

  it('Seed by seed: on a game with controls once a move is on show, and on a record viewer with controls', async () => {
    const game = await fixture<OwareBoard>(html`<oware-board interactive controls animation-speed="0"></oware-board>`);
    await waitUntil(() => part(game, 'controls'), 'the game controls', LOAD);
    await settle();
    expect(made(game)).to.not.include('lessons'); // no move on show yet: nothing to walk
    await game.play('C');
    await waitUntil(() => part(game, 'seed-step'), 'the Seed by seed button after a move', LOAD);
    const rec = await fixture<OwareBoard>(html`<oware-board controls animation-speed="0" ply="1"></oware-board>`);
    rec.setAttribute('record', OGN);
    await waitUntil(() => part(rec, 'seed-step'), "the Seed by seed button at the record's step", LOAD);
  });
});
