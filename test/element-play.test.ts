import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../src/all.js';
import {
  IllegalMoveError,
  type MoveRecord,
  type OwareBoard,
  type OwareIllegalMoveDetail,
  type OwareMoveDetail,
  parseHighlight,
  resolveStrings,
} from '../src/all.js';
import { geometry, pitSlots } from '../src/diagram/layout.js';
import { loadTimelines } from '../src/element/animation.js';
import { sowingTimeline } from '../src/element/timelines.js';
import { Game } from '../src/engine/index.js';
import { format } from '../src/i18n/index.js';
import { click, countOf, pitEl, quiet, waitUntil } from './board-helpers.js';

/** South plays F: a gets 2 and is captured, giving South 25 (majority). */
const NEAR_END = '0,0,0,0,0,1/1,0,0,0,0,1 S 23-22';

describe('<oware-board> state and methods', () => {
  it('exposes turn, score, legalMoves, result, history, moveList and a game clone', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board animation-speed="0"></oware-board>`);
    expect(el.turn).to.equal('south');
    expect(el.legalMoves).to.deep.equal([0, 1, 2, 3, 4, 5]);
    expect(el.result).to.equal(null);
    await el.play('C');
    await el.play('f');
    expect(el.moveList).to.equal('C f');
    expect(el.history.map((r) => r.letter)).to.deep.equal(['C', 'f']);
    const g = el.game;
    g.play('A');
    expect(el.history.length).to.equal(2);
    expect(el.turn).to.equal('south');
  });

  it('play() resolves with the record and fires oware-before-move and oware-move (source api)', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board animation-speed="0"></oware-board>`);
    const seen: string[] = [];
    el.addEventListener('oware-before-move', (e) => {
      seen.push(`before:${e.detail.letter}:${e.detail.player}:${e.detail.position}`);
      expect(e.bubbles && e.composed && e.cancelable).to.equal(true);
    });
    let move: OwareMoveDetail | null = null;
    el.addEventListener('oware-move', (e) => {
      move = e.detail;
      expect(e.bubbles && e.composed).to.equal(true);
    });
    const r = (await el.play(2)) as MoveRecord;
    expect(r.sown).to.deep.equal([3, 4, 5, 6]);
    expect(seen).to.deep.equal(['before:C:south:4,4,4,4,4,4/4,4,4,4,4,4 S 0-0']);
    expect(move!.source).to.equal('api');
    expect(move!.pit).to.equal(2);
    expect(move!.after).to.equal('4,4,0,5,5,5/5,4,4,4,4,4 N 0-0');
    expect(countOf(el, 6)).to.equal('5');
    // last move marked
    expect(pitEl(el, 2).getAttribute('part')).to.contain('last-move');
    expect(pitEl(el, 6).getAttribute('part')).to.contain('last-move');
    expect(pitEl(el, 7).getAttribute('part')).to.not.contain('last-move');
  });

  it('a cancelled oware-before-move vetoes the move (resolves null)', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board animation-speed="0"></oware-board>`);
    el.addEventListener('oware-before-move', (e) => e.preventDefault());
    let moved = false;
    el.addEventListener('oware-move', () => (moved = true));
    expect(await el.play('C')).to.equal(null);
    expect(moved).to.equal(false);
    expect(el.history.length).to.equal(0);
  });

  it('an illegal play() rejects with IllegalMoveError and fires oware-illegal-move', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board animation-speed="0"></oware-board>`);
    const got = oneEvent(el, 'oware-illegal-move');
    const err = await quiet(() =>
      el.play('d').then(
        () => null,
        (e) => e,
      ),
    );
    expect(err).to.be.instanceOf(IllegalMoveError);
    const ev = (await got) as CustomEvent<OwareIllegalMoveDetail>;
    expect(ev.detail).to.include({ pit: 9, reason: 'not-your-pit', source: 'api' });
    expect(ev.detail.message).to.contain('North');
    expect(el.history.length).to.equal(0);
    const bad = await quiet(() =>
      el.play('Z').then(
        () => null,
        (e) => e,
      ),
    );
    expect(bad.reason).to.equal('invalid-move');
  });

  it('playFrom(move, "ai") marks the move as the AI’s', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board animation-speed="0" interactive="south"></oware-board>`);
    await el.play('A');
    const ev = oneEvent(el, 'oware-move');
    await el.playFrom('a', 'ai');
    expect((await ev).detail.source).to.equal('ai');
  });

  it('fires oware-game-over and shows the result', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board position=${NEAR_END} animation-speed="0" interactive stores></oware-board>`,
    );
    const over = oneEvent(el, 'oware-game-over');
    await el.play('F');
    const { detail } = await over;
    expect(detail).to.deep.equal({ winner: 'south', score: [25, 22], reason: 'majority' });
    expect(el.result!.winner).to.equal('south');
    expect(el.legalMoves).to.deep.equal([]);
    const panel = el.shadowRoot!.querySelector('[part="result"]')!;
    expect(panel.textContent).to.contain('South wins 25–22.');
    expect(panel.textContent).to.contain('more than half of the seeds captured');
    expect(el.shadowRoot!.querySelector('svg')!.contains(panel)).to.equal(false);
    expect(el.shadowRoot!.querySelector('svg')!.getAttribute('aria-label')).to.contain('South wins');
    await expect(el).to.be.accessible();
    const illegal = oneEvent(el, 'oware-illegal-move');
    await quiet(async () => click(el, 0));
    expect((await illegal).detail.reason).to.equal('game-over');
  });

  it('undo(), reset(), setPosition() and flip()', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board animation-speed="0" position="4,4,4,4,4,4/4,4,4,4,4,4 S 1-1"></oware-board>`,
    );
    await el.play('C');
    const undone = await el.undo();
    expect(undone!.letter).to.equal('C');
    expect(el.history.length).to.equal(0);
    expect(countOf(el, 2)).to.equal('4');
    expect(await el.undo()).to.equal(null);
    await el.play('A');
    await el.reset();
    expect(el.position).to.equal('4,4,4,4,4,4/4,4,4,4,4,4 S 1-1');
    await el.setPosition('1,1,1,1,1,1/2,2,2,2,2,2 N 10-20');
    expect(el.turn).to.equal('north');
    expect(countOf(el, 7)).to.equal('2');
    await el.play('a');
    await el.reset();
    expect(el.position).to.equal('1,1,1,1,1,1/2,2,2,2,2,2 N 10-20');
    const errEvent = oneEvent(el, 'oware-error');
    const err = await quiet(() =>
      el.setPosition('nonsense').then(
        () => null,
        (e) => e,
      ),
    );
    expect(err).to.be.instanceOf(Error);
    expect((await errEvent).detail.attribute).to.equal('position');
    expect(el.turn).to.equal('north');
    await el.flip();
    expect(el.orientation).to.equal('north');
    expect(el.hasAttribute('orientation')).to.equal(false); // the page's attribute is the page's
    await expect(el).to.be.accessible();
    await el.flip();
    expect(el.orientation).to.equal('south');
  });

  it('setPosition({ animate: true }) resolves after the animation', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board animation-speed="5"></oware-board>`);
    const p = el.setPosition('0,0,0,0,0,0/8,8,8,8,8,8 S 0-0', { animate: true });
    expect(el.animating).to.equal(true);
    await p;
    expect(el.animating).to.equal(false);
    expect(countOf(el, 7)).to.equal('8');
  });
});

describe('<oware-board> user input', () => {
  it('a click on a legal pit sows it (source user)', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board interactive animation-speed="0"></oware-board>`);
    const ev = oneEvent(el, 'oware-move');
    click(el, 2);
    const { detail } = await ev;
    expect(detail.source).to.equal('user');
    expect(detail.letter).to.equal('C');
    await el.updateComplete;
    expect(countOf(el, 2)).to.equal('0');
  });

  it('refuses clicks with not-your-turn, not-interactive and empty-pit, keeping the state', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board interactive="south" position="0,4,4,4,4,4/4,4,4,4,4,4 S 0-0" animation-speed="0"></oware-board>`,
    );
    const reasons: string[] = [];
    el.addEventListener('oware-illegal-move', (e) => reasons.push(e.detail.reason));
    await quiet(async () => {
      click(el, 8); // North's pit, the user plays South
      click(el, 0); // empty
    });
    el.interactive = 'both';
    await el.updateComplete;
    await quiet(async () => click(el, 8)); // North's pit, South to move
    expect(reasons).to.deep.equal(['not-interactive', 'empty-pit', 'not-your-turn']);
    expect(el.history.length).to.equal(0);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="notice"]')!.textContent).to.contain('South');
    el.inputLocked = true;
    await el.updateComplete;
    await quiet(async () => click(el, 2));
    expect(reasons[3]).to.equal('not-your-turn');
    expect(el.history.length).to.equal(0);
  });

  it('a static board ignores clicks', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board animation-speed="0"></oware-board>`);
    let fired = 0;
    el.addEventListener('oware-illegal-move', () => fired++);
    el.addEventListener('oware-move', () => fired++);
    click(el, 2);
    await el.updateComplete;
    expect(fired).to.equal(0);
    expect(el.history.length).to.equal(0);
  });

  it('keyboard: one tab stop, arrows follow the visual row, Home/End, Enter sows', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board interactive animation-speed="0"></oware-board>`);
    const stops = el.shadowRoot!.querySelectorAll('[tabindex="0"]');
    expect(stops.length).to.equal(1);
    expect(stops[0].getAttribute('data-pit')).to.equal('0');
    await sendKeys({ press: 'Tab' });
    const focused = () => el.shadowRoot!.activeElement?.getAttribute('data-pit');
    expect(focused()).to.equal('0');
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(focused()).to.equal('1');
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(focused()).to.equal('5');
    await sendKeys({ press: 'ArrowUp' });
    await el.updateComplete;
    expect(focused()).to.equal('6'); // a faces F
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(focused()).to.equal('6'); // already at the right end of the top row
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(focused()).to.equal('7'); // b is left of a
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Home' });
    await el.updateComplete;
    expect(focused()).to.equal('0');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    const ev = oneEvent(el, 'oware-move');
    await sendKeys({ press: 'Enter' });
    expect((await ev).detail.letter).to.equal('C');
    expect(el.shadowRoot!.querySelectorAll('[tabindex="0"]').length).to.equal(1);
    const ev2 = oneEvent(el, 'oware-move');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: ' ' });
    expect((await ev2).detail.player).to.equal('north');
  });

  it('keyboard: in a flipped board Left/Right still follow the visual direction', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board interactive orientation="north" animation-speed="0"></oware-board>`,
    );
    (el.shadowRoot!.querySelector('[tabindex="0"]') as SVGGElement).focus();
    const focused = () => el.shadowRoot!.activeElement?.getAttribute('data-pit');
    expect(focused()).to.equal('0'); // South's first legal move, now in the top row at the right
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(focused()).to.equal('1');
  });

  it('announces moves in a polite live region (localised)', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board interactive animation-speed="0" lang="de"></oware-board>`);
    await el.play('C');
    const live = el.shadowRoot!.querySelector('[aria-live="polite"]')!;
    await waitUntil(() => live.textContent !== '', 'announced');
    expect(live.textContent).to.contain('Süd sät aus C');
    expect(live.textContent).to.contain('Stand');
  });
});

describe('<oware-board> animation', () => {
  // (a board that moves fetches the timelines ahead; loaded here, a move's first frame is the animation's)
  before(() => loadTimelines());

  it('animates with a short speed and resolves when done', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board animation-speed="5"></oware-board>`);
    const p = el.play('C');
    expect(el.animating).to.equal(true);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.flyer')).to.not.equal(null);
    expect(countOf(el, 2)).to.equal('0');
    expect(Number(countOf(el, 6))).to.be.lessThan(5); // not landed yet
    const r = await p;
    expect(r!.letter).to.equal('C');
    expect(el.animating).to.equal(false);
    expect(el.shadowRoot!.querySelector('.flyer')).to.equal(null);
    expect(countOf(el, 6)).to.equal('5');
  });

  it('a new API call finishes the running animation first', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board animation-speed="10000"></oware-board>`);
    const first = el.play('C');
    expect(el.animating).to.equal(true);
    const second = el.play('f');
    // C's animation would take 40 s; the second call completes it at once (a wide margin on a loaded machine).
    expect(await Promise.race([first.then(() => 'first'), aTimeout(8000).then(() => 'timeout')])).to.equal('first');
    el.finishAnimation();
    await second;
    expect(el.moveList).to.equal('C f');
  });

  it('a click during the animation completes it at once', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board interactive="south" animation-speed="1000"></oware-board>`);
    const p = el.play('C');
    await el.updateComplete;
    expect(el.animating).to.equal(true);
    el.shadowRoot!.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await p;
    expect(el.animating).to.equal(false);
    expect(countOf(el, 6)).to.equal('5');
  });

  it('animation-speed 0 means no animation; promises still resolve', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board animation-speed="0"></oware-board>`);
    const p = el.play('C');
    expect(el.animating).to.equal(false);
    expect((await p)!.letter).to.equal('C');
  });

  it('prefers-reduced-motion turns animation off', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const el = await fixture<OwareBoard>(html`<oware-board animation-speed="200"></oware-board>`);
      const p = el.play('C');
      expect(el.animating).to.equal(false);
      await p;
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('the timeline is the move record: lifts, sows in order, captures, ends on the final position', () => {
    const game = new Game({ position: '0,0,0,0,0,3/1,1,2,4,4,4 S 0-0' });
    const record = game.play('F');
    const g = geometry('south', true);
    const tl = sowingTimeline(record, g, 10);
    expect(record.captured.length).to.be.greaterThan(0);
    const start = tl.frameAt(0);
    expect(start.pits[5]).to.equal(0);
    expect(start.flyers.length).to.equal(1);
    const mid = tl.frameAt(15); // second hop: first seed landed in a
    expect(mid.pits[6]).to.equal(2);
    const end = tl.frameAt(tl.duration);
    expect(end.pits).to.deep.equal(game.pits);
    expect(end.score).to.deep.equal(game.score);
    expect(end.flyers).to.deep.equal([]);
  });
});

describe('<oware-board> accessibility and theming', () => {
  it('pits are at least 24×24 CSS px on a 240 px wide board, with and without stores', async () => {
    for (const stores of [false, true]) {
      const el = await fixture<OwareBoard>(
        html`<oware-board style="width:240px" interactive ?stores=${stores}></oware-board>`,
      );
      expect(el.getBoundingClientRect().width).to.equal(240);
      for (let p = 0; p < 12; p++) {
        const r = pitEl(el, p).querySelector('.hit')!.getBoundingClientRect();
        expect(r.width, `pit ${p} width`).to.be.at.least(24);
        expect(r.height, `pit ${p} height`).to.be.at.least(24);
      }
    }
  });

  it('passes axe in dark mode and with forced colours', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    try {
      const el = await fixture<OwareBoard>(
        html`<oware-board interactive stores labels="letters" highlight="c d"></oware-board>`,
      );
      const board = getComputedStyle(el).getPropertyValue('--_board').trim();
      expect(board).to.equal('#5b3a22');
      await expect(el).to.be.accessible();
    } finally {
      await emulateMedia({ colorScheme: 'light' });
    }
  });

  it('custom properties theme the board and parts are exposed', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board style="--oware-board: rgb(1, 2, 3); --oware-store: rgb(4, 5, 6)" labels="letters" stores></oware-board>`,
    );
    const body = el.shadowRoot!.querySelector('#wood stop:last-child')!; // the board colour's gradient stop
    expect(getComputedStyle(body).stopColor).to.equal('rgb(1, 2, 3)');
    const store = el.shadowRoot!.querySelector('#bowl-store stop:nth-child(2)')!; // the stores' bowl colour
    expect(getComputedStyle(store).stopColor).to.equal('rgb(4, 5, 6)');
    for (const part of ['board', 'pit', 'store', 'seed', 'count', 'label']) {
      expect(el.shadowRoot!.querySelector(`[part~="${part}"]`), part).to.not.equal(null);
    }
  });
});

describe('element helpers', () => {
  it('parseHighlight: marks, kinds, arrows, errors', () => {
    expect(parseHighlight('c d')).to.deep.equal({
      marks: [
        { pit: 8, kind: 'highlight' },
        { pit: 9, kind: 'highlight' },
      ],
      arrows: [],
    });
    expect(parseHighlight('c:capture 2:origin 2>6')).to.deep.equal({
      marks: [
        { pit: 8, kind: 'capture' },
        { pit: 2, kind: 'origin' },
      ],
      arrows: [{ from: 2, to: 6, kind: 'highlight' }],
    });
    expect(() => parseHighlight('q')).to.throw(/not a pit/);
    expect(() => parseHighlight('c:Bad!')).to.throw(/not a mark/);
  });
  it('seed slots are stable and spread out', () => {
    expect(pitSlots(3)).to.equal(pitSlots(3));
    const s = pitSlots(3);
    for (let i = 0; i < 6; i++)
      for (let j = i + 1; j < 6; j++) expect(Math.hypot(s[i].x - s[j].x, s[i].y - s[j].y)).to.be.greaterThan(10);
  });
  it('seed slots are made as seeds come: the first ones the same however many are asked for, each clear of those before it unless against the rim', () => {
    const few = pitSlots(9, 3)
      .slice(0, 3)
      .map((s) => ({ ...s }));
    const all = pitSlots(9);
    expect(all).to.have.length(15);
    expect(all.slice(0, 3)).to.deep.equal(few);
    for (let p = 0; p < 12; p++) {
      const slots = pitSlots(p);
      slots.forEach((s, k) => {
        if (Math.hypot(s.x, s.y) > 29) return; // pushed back inside the bowl
        for (const q of slots.slice(0, k)) expect(Math.hypot(s.x - q.x, s.y - q.y)).to.be.greaterThan(15.3);
      });
    }
  });
  it('i18n: language fallback, placeholders, overrides', () => {
    expect(resolveStrings('de-AT').south).to.equal('Süd');
    expect(resolveStrings('sw').south).to.equal('South'); // no Swahili table: English
    expect(resolveStrings('en', { south: 'S' }).south).to.equal('S');
    expect(format('{a}-{b}-{c}', { a: 1, b: 'x' })).to.equal('1-x-{c}');
  });
});
