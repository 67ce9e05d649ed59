// Puzzles on the board: the goal search's budget, its slices, and the check of a solution against
// its goal (the search itself and PuzzleSession: test/unit/lessons-puzzle-budget.test.ts). How long
// the board takes to answer and how long the event loop waits meanwhile: `npm run bench -- puzzle`.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../src/all.js';
import type { OwareBoard, OwareErrorDetail } from '../src/all.js';
import { GOAL_SEARCH_BUDGET, type OwarePuzzleFailedDetail } from '../src/lessons/index.js';
import { click, parts, pitEl, waitUntil } from './board-helpers.js';
import { LONG, MISS } from './puzzle-lines.js';

function q<T extends Element = HTMLElement>(el: OwareBoard, sel: string): T {
  return el.shadowRoot!.querySelector(sel) as T;
}
const feedback = (el: OwareBoard) => q(el, '[part="feedback"]').textContent ?? '';

/** The page's oware-error events from now on (console.warn silenced meanwhile). */
function errorLog(): { errors: OwareErrorDetail[]; stop: () => void } {
  const errors: OwareErrorDetail[] = [];
  const on = (e: Event) => errors.push((e as CustomEvent<OwareErrorDetail>).detail);
  const warn = console.warn;
  console.warn = () => undefined;
  document.addEventListener('oware-error', on);
  return {
    errors,
    stop: () => {
      document.removeEventListener('oware-error', on);
      console.warn = warn;
    },
  };
}

describe('puzzles: the goal search budget (an 18-ply puzzle)', () => {
  it('the board: a wrong click leaves the page responsive (timers run while it decides) and is answered', async () => {
    const log = errorLog();
    const el = await fixture<OwareBoard>(
      html`<oware-board puzzle controls position=${LONG.position} solution=${LONG.solution} goal=${LONG.goal} animation-speed="0"></oware-board>`,
    );
    let beats = 0;
    const beat = setInterval(() => beats++, 5);
    try {
      const failed = oneEvent(el, 'oware-puzzle-failed');
      click(el, 1); // B, not the scripted E
      await el.updateComplete;
      // Input locked while the search decides: the pits are disabled, a second click does nothing.
      expect(pitEl(el, 3).getAttribute('aria-disabled')).to.equal('true');
      click(el, 3);
      const before = beats;
      const d = (await failed).detail as OwarePuzzleFailedDetail;
      expect(d).to.deep.include({ played: 1, expected: 4, expectedLetter: 'E', accepted: [4] });
      expect(el.history.map((r) => r.pit)).to.deep.equal([1]);
      expect(beats - before, 'the event loop kept turning').to.be.greaterThan(2);
      // Said once, on goal.
      await el.updateComplete;
      const budget = log.errors.filter((e) => e.attribute === 'goal');
      expect(budget).to.have.length(1);
      expect(budget[0].message).to.equal(
        `the goal search gave up after ${GOAL_SEARCH_BUDGET} positions; only the scripted line counts`,
      );
      // Take back, another wrong move: no second error. Then the scripted move is accepted.
      q<HTMLButtonElement>(el, '[part~="undo"]').click();
      await el.updateComplete;
      const again = oneEvent(el, 'oware-puzzle-failed');
      click(el, 2);
      await again;
      q<HTMLButtonElement>(el, '[part~="undo"]').click();
      await el.updateComplete;
      const step = oneEvent(el, 'oware-puzzle-step');
      click(el, 4);
      expect((await step).detail).to.include({ played: 4, reply: 6, scripted: true });
      expect(log.errors.filter((e) => e.attribute === 'goal')).to.have.length(1);
      // The line is sound: no error on solution.
      expect(log.errors.filter((e) => e.attribute === 'solution')).to.deep.equal([]);
    } finally {
      clearInterval(beat);
      log.stop();
    }
  });

  it('Retry while the search decides aborts it: nothing is played, the input is unlocked', async () => {
    const log = errorLog();
    try {
      const el = await fixture<OwareBoard>(
        html`<oware-board puzzle controls position=${LONG.position} solution=${LONG.solution} goal=${LONG.goal} animation-speed="0"></oware-board>`,
      );
      let failedEvents = 0;
      el.addEventListener('oware-puzzle-failed', () => failedEvents++);
      click(el, 1);
      await new Promise((r) => setTimeout(r, 50));
      q<HTMLButtonElement>(el, '[part~="retry"]').click();
      await el.updateComplete;
      expect(pitEl(el, 4).hasAttribute('aria-disabled')).to.equal(false);
      await new Promise((r) => setTimeout(r, 800)); // time for a late answer to show (there is none)
      expect(failedEvents).to.equal(0);
      expect(el.history.length).to.equal(0);
      const step = oneEvent(el, 'oware-puzzle-step');
      click(el, 4);
      expect((await step).detail).to.include({ played: 4, scripted: true });
    } finally {
      log.stop();
    }
  });
});

describe('puzzles: a search aborted by a new puzzle', () => {
  it('a new solution while the search decides: the old decision never shows', async () => {
    const log = errorLog();
    try {
      const el = await fixture<OwareBoard>(
        html`<oware-board puzzle position=${LONG.position} solution=${LONG.solution} goal=${LONG.goal} animation-speed="0"></oware-board>`,
      );
      let failedEvents = 0;
      el.addEventListener('oware-puzzle-failed', () => failedEvents++);
      click(el, 1);
      await new Promise((r) => setTimeout(r, 50));
      el.solution = 'E a F a B b E c D e B d A e C a';
      await el.updateComplete;
      await new Promise((r) => setTimeout(r, 800));
      expect(failedEvents).to.equal(0);
      expect(el.history.length).to.equal(0);
      expect(pitEl(el, 4).hasAttribute('aria-disabled')).to.equal(false);
    } finally {
      log.stop();
    }
  });
});

describe('puzzles: a solution that misses its goal', () => {
  it('the board fires oware-error on solution, hints the move that solves, and can be solved', async () => {
    const log = errorLog();
    try {
      const el = await fixture<OwareBoard>(
        html`<oware-board puzzle controls position=${MISS.position} solution=${MISS.solution} goal=${MISS.goal} animation-speed="0"></oware-board>`,
      );
      await waitUntil(() => log.errors.some((e) => e.attribute === 'solution'), 'oware-error on solution', {
        timeout: 5000,
      });
      const err = log.errors.find((e) => e.attribute === 'solution')!;
      expect(err.message).to.equal('the solution does not reach capture:3: it captures 2, the opponent 2');
      expect(err.value).to.equal(MISS.solution);
      const step = oneEvent(el, 'oware-puzzle-step');
      click(el, 2); // C, scripted and sound
      expect((await step).detail).to.include({ played: 2, reply: 11, scripted: true });
      await waitUntil(() => el.history.length === 2 && !pitEl(el, 3).hasAttribute('aria-disabled'), 'reply shown');
      q<HTMLButtonElement>(el, '[part~="hint"]').click();
      await waitUntil(() => feedback(el) === 'Try pit D.', 'the hint names D', { timeout: 5000 });
      expect(parts(el, 3)).to.include('hint');
      expect(parts(el, 4)).to.not.include('hint');
      // The scripted E is not accepted: it does not solve.
      const failed = oneEvent(el, 'oware-puzzle-failed');
      click(el, 4);
      expect((await failed).detail).to.deep.include({ played: 4, accepted: [3] });
      q<HTMLButtonElement>(el, '[part~="undo"]').click();
      await el.updateComplete;
      const solved = oneEvent(el, 'oware-puzzle-solved');
      click(el, 3);
      expect((await solved).detail).to.include({ moves: 'C f D', mistakes: 1, hints: 1 });
      expect(log.errors.filter((e) => e.attribute === 'solution')).to.have.length(1);
    } finally {
      log.stop();
    }
  });
});
