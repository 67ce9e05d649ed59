import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../src/all.js';
import { Game, loadGame, type OwareBoard } from '../src/all.js';
import { click, countOf, pitEl, quiet, waitUntil } from './board-helpers.js';

/** South plays F: a gets 2 and is captured, giving South 25 (majority). */
const NEAR_END = '0,0,0,0,0,1/1,0,0,0,0,1 S 23-22';
/** North plays f and captures; North then has 25. */
const NORTH_WINS = '1,3,0,0,0,0/0,0,0,0,0,1 N 20-23';

const root = (el: OwareBoard) => el.shadowRoot!;
/** A button by its accessible name (aria-label or text). */
function button(el: OwareBoard, name: string): HTMLButtonElement | undefined {
  return [...root(el).querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent!.trim()) === name,
  );
}
const partEl = (el: OwareBoard, part: string) => root(el).querySelector(`[part~="${part}"]`);
/** Seeds per pit as the pits' accessible names say ("C, South, 4 seeds"). */
const namedCounts = (el: OwareBoard) =>
  Array.from({ length: 12 }, (_, p) => Number(/(\d+) seeds?/.exec(pitEl(el, p).getAttribute('aria-label')!)![1]));

// Boards load the game feature on first use; loaded here first, every board has it from its first update.
before(() => loadGame());

describe('game controls (controls on a game)', () => {
  it('shows New game, Undo, Hint, Copy position, Copy moves, Copy record, Download .ogn and Download image as buttons with parts', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board interactive controls animation-speed="0"></oware-board>`);
    const bar = root(el).querySelector('[role="toolbar"][part="controls"]')!;
    expect(bar.getAttribute('aria-label')).to.equal('Game controls');
    const names = [...bar.querySelectorAll('button')].map((b) => [b.textContent!.trim(), b.getAttribute('part')]);
    expect(names).to.deep.equal([
      ['New game', 'control new-game'],
      ['Undo', 'control undo'],
      ['Hint', 'control hint'],
      ['Copy position', 'control copy-position'],
      ['Copy moves', 'control copy-moves'],
      ['Copy record', 'control copy-record'],
      ['Download .ogn', 'control download'],
      ['Download image (SVG)', 'control download-svg'],
      ['Download image (PNG)', 'control download-png'],
    ]);
    await expect(el).to.be.accessible();
  });

  it('is localised in the five languages', async () => {
    const want = { en: 'New game', de: 'Neues Spiel', af: 'Nuwe spel', ja: '新しいゲーム', fr: 'Nouvelle partie' };
    for (const [lang, name] of Object.entries(want)) {
      const el = await fixture<OwareBoard>(html`<oware-board lang=${lang} ai="north" controls></oware-board>`);
      expect(button(el, name), lang).to.exist;
    }
  });

  it('changes nothing without controls, nor on a lesson sequence', async () => {
    const plain = await fixture<OwareBoard>(html`<oware-board ai="north" animation-speed="0"></oware-board>`);
    expect(partEl(plain, 'controls')).to.equal(null);
    // nothing under the board (its empty place takes no space)
    const below = root(plain).querySelector('.below') as HTMLElement;
    expect(below.childElementCount).to.equal(0);
    expect(below.getBoundingClientRect().height).to.equal(0);
    const lesson = await fixture<OwareBoard>(html`<oware-board moves="C f" ply="2" controls></oware-board>`);
    expect(button(lesson, 'New game')).to.equal(undefined);
    expect(partEl(lesson, 'first')).to.exist; // the lessons' own controls
  });

  it('New game and Undo by clicking; Undo against the computer takes back its reply too', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board ai="north" ai-level="1" ai-time="20" controls animation-speed="0"></oware-board>`,
    );
    expect(button(el, 'Undo')!.getAttribute('aria-disabled')).to.equal('true');
    click(el, 2);
    await waitUntil(() => el.history.length === 2, 'the computer answers', { timeout: 10_000 });
    button(el, 'Undo')!.click();
    await waitUntil(() => el.history.length === 0);
    expect(el.turn).to.equal('south');
    click(el, 3);
    await waitUntil(() => el.history.length === 2, 'the computer answers', { timeout: 10_000 });
    button(el, 'New game')!.click();
    await waitUntil(() => el.history.length === 0);
    expect(el.position).to.equal(new Game().position);
  });

  it('Hint rings a legal pit and says it (its second press: the first gives the idea)', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board ai="north" controls animation-speed="0"></oware-board>`);
    button(el, 'Hint')!.click();
    await waitUntil(() => /\.$/.test(partEl(el, 'status')?.textContent?.trim() ?? ''), 'the idea', { timeout: 10_000 });
    button(el, 'Hint')!.click();
    await waitUntil(() => /Hint: play [A-F]\./.test(partEl(el, 'status')?.textContent ?? ''), 'the hint', {
      timeout: 10_000,
    });
    const letter = /play ([A-F])/.exec(partEl(el, 'status')!.textContent!)![1]!;
    const pit = letter.charCodeAt(0) - 65;
    expect(pitEl(el, pit).getAttribute('part')).to.contain('hint');
    expect(el.legalMoves).to.include(pit);
  });

  it('Copy position and Copy moves write to the clipboard, or show the text when it refuses', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board interactive controls animation-speed="0"></oware-board>`);
    await el.play('C');
    const written: string[] = [];
    const clip = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard')!;
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (t: string) => void written.push(t) },
    });
    try {
      button(el, 'Copy position')!.click();
      await waitUntil(() => written.length === 1);
      button(el, 'Copy moves')!.click();
      await waitUntil(() => written.length === 2);
      expect(written).to.deep.equal([el.position, 'C']);
      await waitUntil(() => partEl(el, 'status')?.textContent === 'Copied to the clipboard.');
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
      button(el, 'Copy moves')!.click();
      await waitUntil(() => partEl(el, 'status')?.querySelector('output')?.textContent === 'C');
    } finally {
      delete (navigator as { clipboard?: unknown }).clipboard;
      Object.defineProperty(Navigator.prototype, 'clipboard', clip);
    }
  });
});

describe('the result panel', () => {
  it('is under the board, winner’s score first, with the reason', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board position=${NORTH_WINS} interactive animation-speed="0"></oware-board>`,
    );
    await el.play('f');
    const panel = partEl(el, 'result')!;
    expect(el.result!.winner).to.equal('north');
    expect(panel.querySelector('strong')!.textContent).to.equal(`North wins ${el.score[1]}–${el.score[0]}.`);
    expect(root(el).querySelector('svg')!.contains(panel)).to.equal(false);
    const p = panel.getBoundingClientRect();
    for (let i = 0; i < 12; i++) {
      const r = pitEl(el, i).getBoundingClientRect();
      expect(r.bottom <= p.top || r.top >= p.bottom, `pit ${i}`).to.equal(true);
    }
  });

  it('against the computer says You win / You lose, with New game when controls are on', async () => {
    const win = await fixture<OwareBoard>(
      html`<oware-board position=${NEAR_END} ai="north" controls animation-speed="0"></oware-board>`,
    );
    await win.play('F');
    const panel = partEl(win, 'result')!;
    expect(panel.querySelector('strong')!.textContent).to.equal('You win 25–22.');
    expect(panel.textContent).to.contain('more than half of the seeds captured');
    const again = panel.querySelector('button')!;
    expect(again.textContent!.trim()).to.equal('New game');
    // one New game once the game is over: the panel's (the controls bar leaves its own out)
    const news = [...win.shadowRoot!.querySelectorAll('button')].filter((b) => b.textContent!.trim() === 'New game');
    expect(news).to.deep.equal([again]);
    expect(partEl(win, 'controls')!.textContent).to.contain('Undo');
    again.click();
    await waitUntil(() => !win.result);
    expect(partEl(win, 'result')).to.equal(null);

    const lose = await fixture<OwareBoard>(
      html`<oware-board position=${NEAR_END} ai="south" lang="de" animation-speed="0"></oware-board>`,
    );
    await lose.play('F');
    expect(partEl(lose, 'result')!.querySelector('strong')!.textContent).to.equal('Du verlierst 22:25.');
    expect(partEl(lose, 'result')!.querySelector('button')).to.equal(null);
  });

  it('shows on a static finished diagram too', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board position="0,0,0,0,0,0/0,0,0,0,0,0 S 24-24"></oware-board>`);
    expect(partEl(el, 'result')!.textContent).to.contain('Draw, 24–24.');
  });
});

describe('review', () => {
  /** A whole game played on a board (random legal moves, seeded). */
  async function finished(): Promise<{ el: OwareBoard; moves: number[] }> {
    const el = await fixture<OwareBoard>(
      html`<oware-board interactive animation-speed="0" labels="letters"></oware-board>`,
    );
    let seed = 7;
    while (!el.result) {
      const legal = el.legalMoves;
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      await el.play(legal[seed % legal.length]!);
    }
    await el.updateComplete;
    return { el, moves: el.history.map((r) => r.pit) };
  }

  it('steps back through a finished game with the counts the engine gives at each step', async () => {
    const { el, moves } = await finished();
    const review = root(el).querySelector('[part="review"]')!;
    expect(review.getAttribute('aria-label')).to.equal('Review the game');
    expect(review.querySelectorAll('[part="move"]').length).to.equal(moves.length);
    expect(el.ply).to.equal(moves.length);
    const engine = new Game();
    const positions = [engine.pits];
    for (const m of moves) {
      engine.play(m);
      positions.push(engine.pits);
    }
    for (let step = moves.length - 1; step >= 0; step--) {
      button(el, 'Previous move')!.click();
      await el.updateComplete;
      expect(el.ply, `ply at ${step}`).to.equal(step);
      expect(namedCounts(el), `names at ${step}`).to.deep.equal(positions[step]);
      expect(Number(countOf(el, 0))).to.equal(positions[step]![0]);
    }
    expect(partEl(el, 'ply')!.textContent).to.equal('Start position');
    expect(button(el, 'Previous move')!.getAttribute('aria-disabled')).to.equal('true');
    // the result stays on show, and the live position comes back
    expect(partEl(el, 'result')).to.exist;
    button(el, 'Back to the game')!.click();
    await el.updateComplete;
    expect(namedCounts(el)).to.deep.equal(positions.at(-1));
    expect(el.ply).to.equal(moves.length);
  });

  it('moves with ←/→, Home and End, and the move list’s buttons', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board interactive controls animation-speed="0"></oware-board>`);
    for (const m of ['C', 'f', 'B', 'a']) await el.play(m);
    await el.updateComplete;
    const moves = [...root(el).querySelectorAll<HTMLButtonElement>('[part="move"]')];
    expect(moves.map((b) => b.textContent)).to.deep.equal(['C', 'f', 'B', 'a']);
    moves[1]!.click();
    await el.updateComplete;
    expect(el.ply).to.equal(2);
    expect(moves[1]!.getAttribute('aria-current')).to.equal('step');
    expect(el.position).to.equal(Game.fromMoves('C f B a').position); // the live game is kept
    button(el, 'Previous move')!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(el.ply).to.equal(1);
    await sendKeys({ press: 'Home' });
    await el.updateComplete;
    expect(el.ply).to.equal(0);
    expect(namedCounts(el)).to.deep.equal(new Game().pits);
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(el.ply).to.equal(1);
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(el.ply).to.equal(4);
    expect(button(el, 'Back to the game')).to.equal(undefined);
  });

  it('refuses a move while an earlier step is on show, and says how to go back', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board interactive controls animation-speed="0"></oware-board>`);
    await el.play('C');
    await el.play('f');
    button(el, 'Start position')!.click();
    await el.updateComplete;
    let moved = false;
    el.addEventListener('oware-move', () => (moved = true));
    click(el, 0);
    await el.updateComplete;
    expect(moved).to.equal(false);
    expect(partEl(el, 'status')!.textContent).to.equal('Move 0 of 2 is on show: go back to the game to play.');
    button(el, 'Back to the game')!.click();
    await el.updateComplete;
    click(el, 0);
    await waitUntil(() => moved);
    expect(el.moveList).to.equal('C f A');
  });

  it('the page’s ply picks the step on show', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board interactive controls animation-speed="0"></oware-board>`);
    for (const m of ['C', 'f', 'B']) await el.play(m);
    el.ply = 1;
    await el.updateComplete;
    expect(namedCounts(el)).to.deep.equal(Game.fromMoves('C').pits);
    el.ply = -1;
    await el.updateComplete;
    expect(namedCounts(el)).to.deep.equal(Game.fromMoves('C f').pits);
  });
});

describe('refusals against the computer', () => {
  it('clicking the computer’s pit says it is the computer’s', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board ai="north" animation-speed="0"></oware-board>`);
    const ev = oneEvent(el, 'oware-illegal-move');
    await quiet(async () => click(el, 8));
    expect((await ev).detail.reason).to.equal('not-your-turn');
    await el.updateComplete;
    expect(partEl(el, 'notice')!.textContent).to.contain('Pit c is the computer’s: you play South.');
  });

  it('keyboard focus starts on a pit the user may play (also when the computer opens)', async () => {
    const south = await fixture<OwareBoard>(html`<oware-board ai="north"></oware-board>`);
    expect(pitEl(south, 0).getAttribute('tabindex')).to.equal('0');
    const north = await fixture<OwareBoard>(html`<oware-board ai="south" ai-time="50" ai-level="1"></oware-board>`);
    expect(root(north).querySelector('[tabindex="0"]')!.getAttribute('data-pit')).to.equal('6');
    // the page switches sides and starts a new game: once the computer has opened, the stop is on a pit North may play
    south.ai = 'south';
    south.orientation = 'north';
    await south.newGame();
    await waitUntil(() => south.history.length === 1 && south.turn === 'north', 'the computer opens', {
      timeout: 10_000,
    });
    await south.updateComplete;
    const stop = Number(root(south).querySelector('[tabindex="0"]')!.getAttribute('data-pit'));
    expect(south.legalMoves).to.include(stop);
    expect(stop).to.be.at.least(6);
  });
});
