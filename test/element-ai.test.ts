import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import '../src/all.js';
import { aiBackend, setWorkerFactory } from '../src/ai/index.js';
import {
  Game,
  type OwareBoard,
  type OwareErrorDetail,
  type OwareIllegalMoveDetail,
  type OwareMoveDetail,
  pitLetter,
} from '../src/all.js';
import { click, pitEl, quiet, waitUntil } from './board-helpers.js';

/** Collect the board's move events. */
function moves(el: OwareBoard): OwareMoveDetail[] {
  const list: OwareMoveDetail[] = [];
  el.addEventListener('oware-move', (e) => list.push(e.detail));
  return list;
}
/** A worker factory that counts workers made and terminated. */
function countingFactory(): { made: number; terminated: number } {
  const n = { made: 0, terminated: 0 };
  setWorkerFactory(() => {
    n.made++;
    const w = new Worker(new URL('../src/ai/worker.ts', import.meta.url), { type: 'module' });
    const end = w.terminate.bind(w);
    w.terminate = () => {
      n.terminated++;
      end();
    };
    return w;
  });
  return n;
}
/** South plays F: a gets 2 and is captured, giving South 25 (majority). */
const NEAR_END = '0,0,0,0,0,1/1,0,0,0,0,1 S 23-22';

describe('<oware-board> AI: playing', () => {
  afterEach(() => setWorkerFactory(null));

  it('answers a human move with a legal move for its side (source ai), in the worker', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board ai="north" ai-level="2" animation-speed="0"></oware-board>`);
    const list = moves(el);
    expect(el.thinking).to.equal(false);
    click(el, 2);
    await waitUntil(() => list.length === 2, 'the AI answers', { timeout: 10000 });
    expect(list[0]).to.include({ source: 'user', pit: 2, player: 'south' });
    const ai = list[1];
    expect(ai.source).to.equal('ai');
    expect(ai.player).to.equal('north');
    expect(new Game({ position: ai.before }).legalMoves()).to.include(ai.pit);
    expect(ai.before).to.equal(list[0].after);
    expect(el.turn).to.equal('south');
    expect(aiBackend()).to.equal('worker');
    await waitUntil(() => !el.thinking);
    expect(el.matches(':state(thinking)')).to.equal(false);
  });

  it('moves first when it is its turn at the start', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board ai="south" ai-level="1" animation-speed="0"></oware-board>`);
    await waitUntil(() => el.history.length === 1, 'South (the AI) opens', { timeout: 10000 });
    expect(el.history[0].player).to.equal('south');
    expect(el.turn).to.equal('north');
  });

  it('plays a whole game against itself (ai="both") until oware-game-over', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board ai="both" ai-level="1" animation-speed="0"></oware-board>`);
    const list = moves(el);
    let over: unknown = null;
    el.addEventListener('oware-game-over', (e) => (over = e.detail));
    await waitUntil(() => over !== null, 'the game ends', { timeout: 55000, interval: 50 });
    expect(el.result).to.not.equal(null);
    expect(list.length).to.be.greaterThan(10);
    const g = new Game();
    for (const m of list) {
      expect(m.source).to.equal('ai');
      expect(m.player).to.equal(g.turn);
      g.play(m.pit); // throws if the AI played an illegal move
    }
    expect(g.position).to.equal(el.position);
    await aTimeout(100);
    expect(list.length).to.equal(el.history.length);
    expect(el.thinking).to.equal(false);
  });

  it('with ai set and interactive unset, the human side is playable and the AI side is refused as not-your-turn', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board ai="north" ai-level="1" ai-time="400" animation-speed="0"></oware-board>`,
    );
    expect(el.interactive).to.equal('none');
    expect(pitEl(el, 0).getAttribute('role')).to.equal('button');
    expect(pitEl(el, 0).getAttribute('part')).to.contain('legal');
    const refused: OwareIllegalMoveDetail[] = [];
    el.addEventListener('oware-illegal-move', (e) => refused.push(e.detail));
    await quiet(async () => click(el, 8));
    expect(refused.map((r) => r.reason)).to.deep.equal(['not-your-turn']);
    expect(el.history.length).to.equal(0);
    // It is the person's turn: the notice says the pit is the computer's, not "please wait".
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="notice"]')!.textContent).to.contain(
      'Pit c is the computer’s: you play South.',
    );
  });

  it('never moves twice or out of turn however fast the user clicks', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board ai="north" ai-level="1" ai-time="300" animation-speed="0"></oware-board>`,
    );
    const list = moves(el);
    const refused: OwareIllegalMoveDetail[] = [];
    el.addEventListener('oware-illegal-move', (e) => refused.push(e.detail));
    await quiet(async () => {
      click(el, 2);
      await el.updateComplete;
      expect(el.thinking).to.equal(true);
      for (const p of [0, 1, 3, 4, 5, 7, 8, 2]) click(el, p);
      await waitUntil(() => list.length === 2, 'the AI answers', { timeout: 10000 });
      await aTimeout(500);
    });
    expect(list.map((m) => m.source)).to.deep.equal(['user', 'ai']);
    expect(refused.length).to.equal(8);
    expect(refused.every((r) => r.reason === 'not-your-turn')).to.equal(true);
    expect(el.turn).to.equal('south');
  });

  it('drops a stale result: setPosition while thinking', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board ai="north" ai-level="1" ai-time="400" animation-speed="0"></oware-board>`,
    );
    const list = moves(el);
    click(el, 2);
    await el.updateComplete;
    expect(el.thinking).to.equal(true);
    await el.setPosition('4,4,4,4,4,4/4,4,4,4,4,4 S 0-0');
    await aTimeout(900);
    expect(list.length).to.equal(1); // only the user's move; the stale answer was dropped
    expect(el.history.length).to.equal(0);
    expect(el.thinking).to.equal(false);
    // a new position with the AI to move: it answers there
    await el.setPosition('5,5,5,0,4,4/4,4,4,4,4,4 N 0-0');
    await waitUntil(() => list.length === 2, 'the AI moves in the new position', { timeout: 10000 });
    expect(list[1].before).to.equal('5,5,5,0,4,4/4,4,4,4,4,4 N 0-0');
  });

  it('drops a stale result after undo() and reset(); undo() takes back the human move too', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board ai="north" ai-level="1" ai-time="400" animation-speed="0"></oware-board>`,
    );
    const list = moves(el);
    click(el, 2);
    await el.updateComplete;
    expect(el.thinking).to.equal(true);
    const back = await el.undo(); // while thinking: the human's move is taken back
    expect(back?.letter).to.equal('C');
    await aTimeout(900);
    expect(list.length).to.equal(1);
    expect(el.history.length).to.equal(0);
    // after the AI's answer: undo takes back both moves, the human is to move again
    click(el, 3);
    await waitUntil(() => list.length === 3, 'the AI answers', { timeout: 10000 });
    const r = await el.undo();
    expect(r?.letter).to.equal('D');
    expect(el.history.length).to.equal(0);
    expect(el.turn).to.equal('south');
    await aTimeout(700);
    expect(list.length).to.equal(3);
    // reset during thinking
    click(el, 4);
    await el.updateComplete;
    expect(el.thinking).to.equal(true);
    await el.reset();
    await aTimeout(900);
    expect(list.length).to.equal(4);
    expect(el.history.length).to.equal(0);
  });

  it('an attribute change during thinking drops the old request and starts a new one', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board ai="north" ai-level="1" ai-time="400" animation-speed="0"></oware-board>`,
    );
    const list = moves(el);
    const before: string[] = [];
    click(el, 2);
    await el.updateComplete;
    el.ai = 'none'; // the human takes over North
    await el.updateComplete;
    expect(el.thinking).to.equal(false);
    await aTimeout(900);
    expect(list.length).to.equal(1);
    el.addEventListener('oware-before-move', (e) => before.push(e.detail.source));
    el.ai = 'north';
    await waitUntil(() => list.length === 2, 'the AI moves again', { timeout: 10000 });
    expect(before).to.deep.equal(['ai']);
  });

  it('oware-before-move can veto the AI move; the AI then waits', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board ai="north" ai-level="1" animation-speed="0"></oware-board>`);
    const list = moves(el);
    let asked = 0;
    el.addEventListener('oware-before-move', (e) => {
      if (e.detail.source === 'ai') {
        asked++;
        e.preventDefault();
      }
    });
    click(el, 2);
    await waitUntil(() => asked === 1, 'the AI tries to move', { timeout: 10000 });
    await aTimeout(500);
    expect(asked).to.equal(1);
    expect(list.length).to.equal(1);
    expect(el.turn).to.equal('north');
    expect(el.thinking).to.equal(false);
  });

  it('plays with animation (same path as a person) and waits for the previous animation', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board ai="north" ai-level="1" animation-speed="60"></oware-board>`,
    );
    const list = moves(el);
    let animatingAtAiMove: boolean | null = null;
    el.addEventListener('oware-before-move', (e) => {
      if (e.detail.source === 'ai') animatingAtAiMove = el.animating;
    });
    click(el, 2);
    await waitUntil(() => list.length === 2, 'the AI answers', { timeout: 10000 });
    expect(animatingAtAiMove).to.equal(false); // the human's sowing was not cut short
    expect(el.animating).to.equal(true); // the AI's move is animated
    await waitUntil(() => !el.animating, 'the animation ends', { timeout: 10000 });
  });
});

describe('<oware-board> AI: thinking state, attributes, hint, analyze', () => {
  afterEach(() => setWorkerFactory(null));

  it('shows a localised thinking state: custom state, part, aria-busy, and passes axe', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board lang="de" ai="north" ai-level="1" ai-time="1500" animation-speed="0" stores></oware-board>`,
    );
    click(el, 2);
    await el.updateComplete;
    expect(el.matches(':state(thinking)')).to.equal(true);
    expect(el.hasAttribute('thinking')).to.equal(false); // the page's attributes are the page's
    const part = el.shadowRoot!.querySelector('[part="thinking"]')!;
    expect(part.textContent).to.equal('Denkt nach\u2026');
    expect(el.shadowRoot!.querySelector('svg')!.getAttribute('aria-busy')).to.equal('true');
    expect(pitEl(el, 0).getAttribute('part')).to.not.contain('legal');
    await expect(el).to.be.accessible();
    await waitUntil(() => !el.thinking, 'done', { timeout: 10000 });
    expect(el.shadowRoot!.querySelector('[part="thinking"]')).to.equal(null);
    expect(el.shadowRoot!.querySelector('svg')!.getAttribute('aria-busy')).to.equal('false');
  });

  it('bad ai / ai-level / ai-time values fire oware-error and keep the last good value', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board ai="north" ai-level="4"></oware-board>`);
    const errors: OwareErrorDetail[] = [];
    el.addEventListener('oware-error', (e) => errors.push(e.detail));
    await quiet(async () => {
      el.setAttribute('ai', 'sideways');
      await el.updateComplete;
      el.setAttribute('ai-level', '11');
      await el.updateComplete;
      el.setAttribute('ai-level', 'strong');
      await el.updateComplete;
      el.setAttribute('ai-time', '-5');
      await el.updateComplete;
    });
    expect(errors.map((e) => e.attribute)).to.deep.equal(['ai', 'ai-level', 'ai-level', 'ai-time']);
    expect(el.ai).to.equal('north');
    expect(el.getAttribute('ai')).to.equal('sideways'); // what the page wrote; the property says what is in force
    expect(el.aiLevel).to.equal(4);
    expect(el.aiTime).to.equal(undefined);
    el.setAttribute('ai-level', '5');
    el.setAttribute('ai', 'both');
    await el.updateComplete;
    expect(el.aiLevel).to.equal(5);
    expect(el.ai).to.equal('both');
    el.removeAttribute('ai');
    await el.updateComplete;
    expect(el.ai).to.equal('none');
  });

  it('hint() resolves with a legal move for the side to move and marks the pit', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board position="0,1,8,3,0,17/2,0,1,3,5,0 N 6-2" interactive></oware-board>`,
    );
    const h = await el.hint();
    expect(Object.keys(h).sort()).to.deep.equal(['letter', 'line', 'move', 'pit', 'score', 'stage', 'text']);
    expect(el.legalMoves).to.include(h.move);
    expect(h.letter).to.equal(pitLetter(h.move));
    expect(h.score).to.be.a('number');
    await el.updateComplete;
    expect(pitEl(el, h.move).getAttribute('part')).to.contain('hint');
    expect(el.history.length).to.equal(0); // a hint does not move
  });

  it('analyze() resolves with move, score, depth and a principal variation', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board></oware-board>`);
    await el.play('C');
    const a = await el.analyze({ timeMs: 200 });
    expect(Object.keys(a).sort()).to.deep.equal(['depth', 'move', 'pv', 'score']);
    expect(el.legalMoves).to.include(a.move);
    expect(a.pv[0]).to.equal(a.move);
    expect(a.depth).to.be.greaterThan(0);
    const g = el.game;
    for (const m of a.pv) g.play(m); // the whole line is legal
  });

  it('hint() and analyze() reject when the game is over', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board position=${NEAR_END} animation-speed="0"></oware-board>`);
    await el.play('F');
    expect(el.result).to.not.equal(null);
    for (const p of [el.hint(), el.analyze()]) {
      let err: Error | null = null;
      try {
        await p;
      } catch (e) {
        err = e as Error;
      }
      expect(err).to.be.instanceOf(Error);
      expect(err!.message).to.contain('game is over');
    }
  });

  it('works with the main-thread fallback when no worker can be made', async () => {
    setWorkerFactory(() => {
      throw new Error('CSP');
    });
    const el = await fixture<OwareBoard>(html`<oware-board ai="north" ai-level="2" animation-speed="0"></oware-board>`);
    const list = moves(el);
    click(el, 3);
    await waitUntil(() => list.length === 2, 'the AI answers', { timeout: 10000 });
    expect(aiBackend()).to.equal('main-thread');
    expect(list[1]).to.include({ source: 'ai', player: 'north' });
    expect(new Game({ position: list[1].before }).legalMoves()).to.include(list[1].pit);
    const h = await el.hint();
    expect(el.legalMoves).to.include(h.move);
  });

  it('leaving the page aborts the search (the busy worker is terminated) and no move is made', async () => {
    const n = countingFactory();
    const el = await fixture<OwareBoard>(
      html`<oware-board ai="north" ai-level="5" ai-time="3000" animation-speed="0"></oware-board>`,
    );
    const list = moves(el);
    click(el, 2);
    await el.updateComplete;
    await aTimeout(100); // the request has reached the worker
    expect(n.made).to.equal(1);
    el.remove();
    expect(el.thinking).to.equal(false);
    expect(n.terminated).to.equal(1);
    await aTimeout(300);
    expect(list.length).to.equal(1);
  });

  it('many boards share one worker, and only boards whose turn it is ask', async () => {
    const n = countingFactory();
    // (no fixture(): for a plain div it waits for an animation frame, which a background test page may never get)
    const wrap = document.createElement('div');
    const boards = Array.from({ length: 50 }, (_, i) => {
      const b = document.createElement('oware-board');
      b.setAttribute('ai', i < 40 ? 'north' : 'south');
      b.setAttribute('ai-level', '1');
      b.setAttribute('animation-speed', '0');
      return wrap.appendChild(b);
    });
    document.body.appendChild(wrap);
    await Promise.all(boards.map((b) => b.updateComplete));
    expect(boards.filter((b) => b.thinking).length).to.equal(10); // the ten with the AI to move
    await waitUntil(() => boards.slice(40).every((b) => b.history.length === 1), 'all ten moved', { timeout: 20000 });
    expect(boards.slice(0, 40).every((b) => b.history.length === 0)).to.equal(true);
    expect(n.made).to.equal(1);
    wrap.remove();
  });
});
