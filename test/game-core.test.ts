// The core entry alone (as in the CDN file): the game feature loads as every feature does, through
// its descriptor — when a board is a game with `controls`, against the computer, or over — and its
// code registers `gameFeature` when it comes. A chunk that cannot be loaded gives one oware-error
// naming the attribute that asked for it, and the board plays on without it.
// This file imports nothing else of the project (board-helpers.ts imports only types of it).
import { expect, fixture, html } from '@open-wc/testing';
import { gameFeature, loadGame, OwareBoard, type OwareErrorDetail, registerGame } from '../src/core.js';
import { FEATURE_LOADERS } from '../src/element/features.js';
import { collect, waitUntil } from './board-helpers.js';

/** Chunks are compiled by the test server on first request: a generous wait (not a timing goal). */
const LOAD = { timeout: 20_000 };
/** A finished game (a draw): the result panel is on show. */
const OVER = '0,0,0,0,0,0/0,0,0,0,0,0 S 24-24';

const real = FEATURE_LOADERS.game!;
/** How many times boards asked for the game's code (through the one loader every feature has). */
let asked = 0;
let failing = false;
FEATURE_LOADERS.game = () => {
  asked++;
  return failing ? Promise.reject(new Error('network down')) : real();
};

const part = (el: OwareBoard, name: string) => el.shadowRoot!.querySelector(`[part~="${name}"]`);
/** A frame and a task: what a board asks for in an update has been asked by then. */
const settle = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));

/** A page's own board class, with a feature list of its own. */
class OwnBoard extends OwareBoard {
  static override features: typeof OwareBoard.features = [];
}
customElements.define('own-game-board', OwnBoard);

describe('core entry: the game feature through its descriptor', () => {
  it('registers no factory up front: the game has a loader, as every feature', () => {
    expect(OwareBoard.features).to.deep.equal([]);
    expect(typeof real).to.equal('function');
  });

  it('a diagram, controls on a board nobody plays, a game of two people under way: the game is not asked for', async () => {
    const errors = await collect<OwareErrorDetail>('oware-error', async () => {
      const boards = [
        await fixture<OwareBoard>(html`<oware-board></oware-board>`),
        await fixture<OwareBoard>(html`<oware-board controls></oware-board>`),
        await fixture<OwareBoard>(html`<oware-board position=${OVER}></oware-board>`),
        await fixture<OwareBoard>(html`<oware-board interactive animation-speed="0"></oware-board>`),
      ];
      await boards[3]!.play('C');
      await settle();
      expect(boards[3]!.history.length).to.equal(1);
      expect(boards.map((b) => part(b, 'controls') ?? part(b, 'review'))).to.deep.equal([null, null, null, null]);
    });
    expect(errors).to.deep.equal([]);
    expect(asked).to.equal(0);
  });

  it("the page's factory before the code: a board is made without it, and gets it once it needs the game", async () => {
    expect(registerGame(OwnBoard)).to.equal(true);
    expect(registerGame(OwnBoard)).to.equal(false);
    expect(OwnBoard.features).to.deep.equal([gameFeature]);
    const errors = await collect<OwareErrorDetail>('oware-error', async () => {
      const el = await fixture<OwnBoard>(html`<own-game-board animation-speed="0"></own-game-board>`);
      await settle();
      expect(asked).to.equal(0);
      el.interactive = 'both';
      el.controls = true;
      await waitUntil(() => part(el, 'controls'), 'the game controls never appeared', LOAD);
      expect(asked).to.equal(1);
      expect(part(el, 'controls')!.textContent).to.contain('New game');
    });
    expect(errors).to.deep.equal([]);
    // its code registered the same factory with the defined class: one game feature everywhere
    expect(OwareBoard.features).to.deep.equal([gameFeature]);
    expect(OwnBoard.features).to.deep.equal([gameFeature]);
    expect(registerGame()).to.equal(false);
    expect((await loadGame()).gameFeature).to.be.a('function');
  });
});

describe('core entry: a game chunk that cannot be loaded', () => {
  // (the game's code came above: a board of the defined class has it from the start, so these are
  // of a class without it, and ask the loader, which fails now)
  class Bare extends OwareBoard {
    static override features: typeof OwareBoard.features = [];
  }
  customElements.define('bare-game-board', Bare);

  it('one oware-error per board, naming the attribute that asked; the board plays on without controls', async () => {
    failing = true;
    const before = asked;
    try {
      const errors = await collect<OwareErrorDetail>('oware-error', async () => {
        const ai = await fixture<Bare>(html`<bare-game-board ai="north" animation-speed="0"></bare-game-board>`);
        const controls = await fixture<Bare>(
          html`<bare-game-board interactive controls animation-speed="0"></bare-game-board>`,
        );
        const over = await fixture<Bare>(html`<bare-game-board interactive position=${OVER}></bare-game-board>`);
        await waitUntil(() => asked - before === 3, 'not every board asked for the game', LOAD);
        await settle();
        await controls.play('C');
        await controls.play('f');
        await settle();
        expect(controls.history.length).to.equal(2);
        expect(part(controls, 'controls')).to.equal(null);
        expect(part(ai, 'controls')).to.equal(null);
        expect(part(over, 'review')).to.equal(null);
        expect(over.shadowRoot!.querySelector('[part="notice"]')!.textContent).to.contain('could not be loaded');
      });
      // asked once per board: not again on its later updates
      expect(asked - before).to.equal(3);
      expect(errors.map((e) => [e.attribute, e.message]).sort()).to.deep.equal([
        ['ai', "'ai' needs the game feature, which could not be loaded: network down"],
        ['controls', "'controls' needs the game feature, which could not be loaded: network down"],
        ['interactive', "'interactive' needs the game feature, which could not be loaded: network down"],
      ]);
    } finally {
      failing = false;
    }
  });
});
