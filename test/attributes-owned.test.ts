// The page's attributes are the page's: a MutationObserver on boards driven through a lesson, a game
// against the computer, a match across two games and the record viewer records no attribute change
// that the page did not make. The board's state (the position shown, the step, the sides swapped,
// the computer thinking) is read from its properties and events instead. The online game is checked
// the same way in test/e2e/online.e2e.mjs, against the real game server (a browser test here cannot
// start one).
import { expect, fixture, html } from '@open-wc/testing';
import '../src/all.js';
import type { OwareBoard } from '../src/all.js';
import { Game } from '../src/all.js';
import { click, key, q, waitUntil } from './board-helpers.js';

/** A board with `attributes`, watched from before it is connected; `changes()` lists what changed since. */
async function watched(attributes: Record<string, string>): Promise<{ el: OwareBoard; changes(): string[] }> {
  const holder = await fixture<HTMLDivElement>(html`<div></div>`);
  const el = document.createElement('oware-board') as OwareBoard;
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
  const seen: string[] = [];
  const note = (list: MutationRecord[]) => {
    for (const m of list)
      seen.push(
        `${m.attributeName}: ${JSON.stringify(m.oldValue)} -> ${JSON.stringify(el.getAttribute(m.attributeName!))}`,
      );
  };
  const observer = new MutationObserver(note);
  observer.observe(el, { attributes: true, attributeOldValue: true });
  holder.append(el);
  await el.updateComplete;
  return {
    el,
    changes: () => {
      note(observer.takeRecords());
      return seen;
    },
  };
}

const button = (el: OwareBoard, name: string): HTMLButtonElement => {
  const b = [...el.shadowRoot!.querySelectorAll('button')].find(
    (x) => x.getAttribute('aria-label') === name || x.textContent?.trim() === name,
  );
  if (!b) throw new Error(`no button '${name}'`);
  return b as HTMLButtonElement;
};

/** South plays F: a gets 2 and is captured, giving South 25 (majority). South's only move is F. */
const NEAR_END = '0,0,0,0,0,1/1,0,0,0,0,1 S 23-22';

describe('the page’s attributes stay the page’s', () => {
  it('a lesson: a move sequence stepped with its controls, and a puzzle solved', async () => {
    const { el, changes } = await watched({ moves: 'C f B a', controls: '', caption: '', 'animation-speed': '0' });
    await waitUntil(() => !!el.shadowRoot!.querySelector('[part~="controls"], .controls'), 'the controls', {
      timeout: 20_000,
    });
    const start = el.position;
    button(el, 'Next').click();
    await el.updateComplete;
    button(el, 'Next').click();
    await el.updateComplete;
    expect(changes()).to.deep.equal([]);
    expect(el.position).to.equal(Game.fromMoves('C f').position);
    expect(el.position).to.not.equal(start);
    expect(el.getAttribute('position')).to.equal(null);

    const chain = { position: '5,1,4,3,3,5/2,8,3,2,1,0 S 6-5', solution: 'F', goal: 'capture:5' };
    const puzzle = await watched({ puzzle: '', ...chain, 'animation-speed': '0' });
    await waitUntil(() => !!q(puzzle.el, '[part="feedback"]'), 'the puzzle', { timeout: 20_000 });
    click(puzzle.el, 5);
    await waitUntil(() => q(puzzle.el, '[part="feedback"]').textContent === 'Solved!', 'solved');
    expect(puzzle.changes()).to.deep.equal([]);
    expect(puzzle.el.position).to.not.equal(chain.position);
    expect(puzzle.el.getAttribute('position')).to.equal(chain.position);
  });

  it('a game against the computer: moves, the computer thinking, undo, a bare interactive', async () => {
    const { el, changes } = await watched({
      ai: 'north',
      'ai-level': '1',
      interactive: '',
      'animation-speed': '0',
      controls: '',
    });
    let thought = false;
    const reported = new Set<string>();
    el.addEventListener('oware-change', (e) => {
      for (const k of e.detail.changed) reported.add(k);
      // the styling hook in place of a host attribute
      if (k(e.detail.changed)) thought ||= el.thinking && el.matches(':state(thinking)');
    });
    const k = (changed: string[]) => changed.includes('thinking');
    const watch = setInterval(() => {
      thought ||= el.thinking && el.matches(':state(thinking)');
    }, 5);
    try {
      for (let i = 0; i < 3; i++) {
        const pit = el.legalMoves[0];
        click(el, pit);
        await waitUntil(() => el.turn === 'south' && !el.thinking && el.history.length === 2 * (i + 1), 'the reply', {
          timeout: 20_000,
        });
      }
    } finally {
      clearInterval(watch);
    }
    expect(thought).to.equal(true);
    expect(el.matches(':state(thinking)')).to.equal(false);
    expect([...reported]).to.include.members(['position', 'thinking']);
    expect(el.interactive).to.equal('both');
    await el.undo();
    expect(el.history.length).to.equal(4);
    expect(changes()).to.deep.equal([]);
    expect(el.getAttribute('position')).to.equal(null);
    expect(el.getAttribute('interactive')).to.equal('');
  });

  it('a match across two games: the sides swap, the attributes do not', async () => {
    const { el, changes } = await watched({
      ai: 'north',
      'ai-level': '1',
      'animation-speed': '0',
      match: 'first-to:2',
      position: NEAR_END,
    });
    const reported = new Set<string>();
    el.addEventListener('oware-change', (e) => {
      for (const k of e.detail.changed) reported.add(k);
    });
    click(el, 5); // you (South) win game 1
    await el.updateComplete;
    button(el, 'Next game').click();
    // game 2: the computer is South, opens, and wins with F
    await waitUntil(() => el.result !== null, 'the computer opens game 2', { timeout: 20_000 });
    const inGame2 = changes().slice();
    expect(el.ai).to.equal('south');
    expect(el.orientation).to.equal('north');
    expect(el.interactive).to.equal('none');
    button(el, 'Next game').click();
    await waitUntil(() => el.history.length === 0 && !el.result);
    expect(el.ai).to.equal('north');
    expect(el.orientation).to.equal('south');
    expect(inGame2).to.deep.equal([]);
    expect([...reported]).to.include.members(['position', 'ai', 'orientation', 'thinking']);
    expect(changes()).to.deep.equal([]);
    expect(el.getAttribute('ai')).to.equal('north');
    expect(el.hasAttribute('orientation')).to.equal(false);
  });

  it('the record viewer: stepping and choosing a variation', async () => {
    const ogn = `[Variant "Oware Abapa"]

{The start.} 1. C {South opens.} 1... f 2. B
(2. D {Or D.} 2... d+2 (2... e+2)) 2... a 3. E`;
    const { el, changes } = await watched({ record: ogn, 'animation-speed': '0', controls: '' });
    await waitUntil(() => !!q(el, '.record'), 'the viewer', { timeout: 20_000 });
    const press = (k: string) => key(q(el, '.record'), k);
    press('ArrowRight');
    press('ArrowRight');
    await el.updateComplete;
    press('ArrowRight');
    await el.updateComplete;
    press('ArrowDown'); // the variation 2. D
    await el.updateComplete;
    expect(el.position).to.equal(Game.fromMoves('C f D').position);
    press('End');
    await el.updateComplete;
    expect(changes()).to.deep.equal([]);
    expect(el.ply).to.be.a('number');
    expect(el.getAttribute('record')).to.equal(ogn);
  });
});
