import { expect, fixture, html } from '@open-wc/testing';
import '../src/all.js';
import type { OwareBoard, OwareErrorDetail, OwareGameOverDetail, OwareMatchOverDetail } from '../src/all.js';
import { readMatch } from '../src/all.js';
import { click, quiet, waitUntil } from './board-helpers.js';

/** South plays F: a gets 2 and is captured, giving South 25 (majority). South's only move is F. */
const NEAR_END = '0,0,0,0,0,1/1,0,0,0,0,1 S 23-22';

const line = (el: OwareBoard) => el.shadowRoot!.querySelector('[part="match"]') as HTMLElement | null;
const button = (el: OwareBoard, name: string) =>
  [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) as
    | HTMLButtonElement
    | undefined;

describe('match', () => {
  it('reads the four rule forms and refuses bad ones with a reason', () => {
    expect(readMatch('best-of:5').rule).to.deep.equal({ kind: 'best-of', count: 5 });
    expect(readMatch('first-to:6 lead-by:3').rule).to.deep.equal({ kind: 'first-to', count: 6, lead: 3 });
    expect(readMatch('in-a-row:3').rule).to.deep.equal({ kind: 'in-a-row', count: 3 });
    expect(readMatch('').rule).to.equal(null);
    for (const bad of ['best-of', 'best-of:0', 'first-to:3 best-of:5', 'lead-by:3', 'in-a-row:2 lead-by:1', 'x'])
      expect(readMatch(bad).error, bad).to.be.a('string');
  });

  it('a bad match value fires oware-error and keeps the last good one', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board interactive match="first-to:2"></oware-board>`);
    const errors: OwareErrorDetail[] = [];
    el.addEventListener('oware-error', (e) => errors.push(e.detail));
    await quiet(async () => {
      el.setAttribute('match', 'best-of:many');
      await el.updateComplete;
    });
    expect(errors).to.have.length(1);
    expect(errors[0].attribute).to.equal('match');
    expect(el.match).to.equal('first-to:2');
    expect(line(el)!.textContent).to.contain('Player 1 0 – 0 Player 2, first to 2');
  });

  it('a bad match value from the start: one oware-error, no match line, and a later good value starts a match', async () => {
    const errors: OwareErrorDetail[] = [];
    const on = (e: Event) => errors.push((e as CustomEvent<OwareErrorDetail>).detail);
    document.addEventListener('oware-error', on);
    try {
      const el = await quiet(async () => {
        const b = await fixture<OwareBoard>(html`<oware-board interactive match="first-to:0"></oware-board>`);
        await b.updateComplete;
        return b;
      });
      expect(errors.map((e) => e.attribute)).to.deep.equal(['match']);
      expect(el.match).to.equal(undefined);
      expect(line(el)).to.equal(null);
      el.match = 'first-to:2';
      await el.updateComplete;
      expect(line(el)!.textContent).to.contain('first to 2');
      expect(errors.length).to.equal(1);
    } finally {
      document.removeEventListener('oware-error', on);
    }
  });

  it("after a game of a match the result panel offers Next game, not a New game that wipes the match; the bar's button says New match", async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board interactive controls animation-speed="0" match="best-of:3" position=${NEAR_END}></oware-board>`,
    );
    const bar = () => el.shadowRoot!.querySelector('[part~="new-game"]')?.textContent?.trim();
    await waitUntil(() => bar(), 'no control bar', { timeout: 10_000 });
    expect(bar()).to.equal('New match');
    click(el, 5);
    await el.updateComplete;
    expect(line(el)!.textContent).to.contain('Player 1 1 – 0 Player 2');
    const panel = () => el.shadowRoot!.querySelector('[part="result"]') as HTMLElement | null;
    await waitUntil(() => panel()?.querySelector('[part~="next-game"]'), 'no Next game in the result panel', {
      timeout: 10_000,
    });
    expect(panel()!.querySelector('[part~="new-game"], [part~="new-match"]')).to.equal(null);
    expect(
      [...el.shadowRoot!.querySelectorAll('button')].filter((b) => b.textContent?.trim() === 'Next game'),
    ).to.have.length(1);
    (panel()!.querySelector('[part~="next-game"]') as HTMLButtonElement).click();
    await waitUntil(() => el.history.length === 0 && !el.result);
    await el.updateComplete;
    expect(line(el)!.textContent).to.contain('Player 1 1 – 0 Player 2');
    expect(line(el)!.textContent).to.contain('Game 2: Player 2 plays South.');
  });

  it("newGame() (the control bar's New match) starts the match over", async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board interactive controls animation-speed="0" match="first-to:2" position=${NEAR_END}></oware-board>`,
    );
    click(el, 5);
    await el.updateComplete;
    expect(line(el)!.textContent).to.contain('Player 1 1 – 0 Player 2');
    await el.newGame();
    await waitUntil(() => el.history.length === 0 && !el.result);
    await el.updateComplete;
    expect(line(el)!.textContent).to.contain('Player 1 0 – 0 Player 2');
    expect(line(el)!.textContent).to.contain('Game 1: Player 1 plays South.');
  });

  it('a first-to:2 match for two players, played to its end, fires oware-match-over with the right score', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board interactive animation-speed="0" match="first-to:2" position=${NEAR_END}></oware-board>`,
    );
    const overs: OwareGameOverDetail[] = [];
    const matches: OwareMatchOverDetail[] = [];
    el.addEventListener('oware-game-over', (e) => overs.push(e.detail));
    el.addEventListener('oware-match-over', (e) => matches.push(e.detail));
    // game 1: player 1 is South and wins
    click(el, 5);
    await el.updateComplete;
    expect(line(el)!.textContent).to.contain('Player 1 1 – 0 Player 2');
    expect(line(el)!.textContent).to.contain('Game 1: Player 1 wins.');
    button(el, 'Next game')!.click();
    await waitUntil(() => el.history.length === 0 && !el.result);
    // game 2: player 2 is South now (South opens every game) and wins
    expect(line(el)!.textContent).to.contain('Game 2: Player 2 plays South.');
    click(el, 5);
    await el.updateComplete;
    expect(line(el)!.textContent).to.contain('Player 1 1 – 1 Player 2');
    expect(matches).to.have.length(0);
    button(el, 'Next game')!.click();
    await waitUntil(() => el.history.length === 0 && !el.result);
    click(el, 5);
    await el.updateComplete;
    expect(overs).to.have.length(3);
    expect(matches).to.have.length(1);
    const m = matches[0];
    expect(m.winner).to.equal('first');
    expect(m.score).to.deep.equal([2, 1]);
    expect(m.computer).to.equal(null);
    expect(m.games.map((g) => [g.first, g.winner])).to.deep.equal([
      ['south', 'first'],
      ['north', 'second'],
      ['south', 'first'],
    ]);
    expect(m.games[1].seeds).to.deep.equal([22, 25]);
    expect(line(el)!.textContent).to.contain('Player 1 wins the match 2–1.');
    expect(button(el, 'Next game')).to.equal(undefined);
    // New match: back to game 1, no games won
    button(el, 'New match')!.click();
    await waitUntil(() => line(el)!.textContent!.includes('Player 1 0 – 0 Player 2'));
    expect(el.position).to.equal(NEAR_END);
  });

  it('against the computer: sides swap each game (the computer opens game 2), the score line says You and Computer', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board ai="north" ai-level="1" animation-speed="0" match="first-to:2" position=${NEAR_END}></oware-board>`,
    );
    const matches: OwareMatchOverDetail[] = [];
    el.addEventListener('oware-match-over', (e) => matches.push(e.detail));
    click(el, 5); // you (South) win game 1
    await el.updateComplete;
    expect(line(el)!.textContent).to.contain('You 1 – 0 Computer, first to 2');
    expect(line(el)!.textContent).to.contain('Game 1: you win.');
    button(el, 'Next game')!.click();
    // game 2: the computer is South, opens, and wins with F
    await waitUntil(() => el.result !== null, 'the computer opens game 2', { timeout: 10000 });
    expect(el.ai).to.equal('south');
    expect(el.orientation).to.equal('north');
    await el.updateComplete;
    expect(line(el)!.textContent).to.contain('You 1 – 1 Computer');
    expect(line(el)!.textContent).to.contain('Game 2: you lose.');
    button(el, 'Next game')!.click();
    await waitUntil(() => el.history.length === 0 && !el.result);
    expect(el.ai).to.equal('north');
    expect(el.orientation).to.equal('south');
    click(el, 5);
    await el.updateComplete;
    expect(matches).to.have.length(1);
    expect(matches[0]).to.deep.include({ winner: 'first', computer: 'second' });
    expect(matches[0].score).to.deep.equal([2, 1]);
    expect(line(el)!.textContent).to.contain('You win the match 2–1.');
    await el.newMatch();
    expect(line(el)!.textContent).to.contain('You 0 – 0 Computer');
  });

  it("says a game's end only once its last capture has been shown (not while it animates)", async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board ai="north" ai-level="1" animation-speed="400" match="best-of:3" position=${NEAR_END}></oware-board>`,
    );
    const live = () => el.shadowRoot!.querySelector('#live')!.textContent ?? '';
    const played = el.play('F');
    await waitUntil(() => el.animating, 'the move never animated');
    await el.updateComplete;
    expect(el.result).to.not.equal(null);
    expect(line(el)!.textContent).to.not.contain('you win');
    await new Promise((r) => setTimeout(r, 60));
    expect(live()).to.not.contain('you win');
    await played;
    await waitUntil(() => !el.animating);
    await waitUntil(() => line(el)!.textContent!.includes('Game 1: you win.'), 'the end never said', {
      timeout: 10_000,
    });
    await waitUntil(() => live().includes('Game 1: you win.'), 'the end never announced', { timeout: 10_000 });
  });

  it('speaks German in the score line', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board lang="de" interactive match="best-of:5"></oware-board>`);
    expect(line(el)!.textContent).to.contain('Spieler 1 0 – 0 Spieler 2, Best of 5');
  });
});
