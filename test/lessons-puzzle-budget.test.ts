// Puzzles: the goal search's budget, its slices, and the check of a solution against its goal.
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../src/all.js';
import { Game, type OwareBoard, type OwareErrorDetail } from '../src/all.js';
import {
  GOAL_SEARCH_BUDGET,
  type GoalContext,
  goodMoves,
  type OwarePuzzleFailedDetail,
  PuzzleSession,
  runSliced,
} from '../src/lessons/index.js';
import { click, parts, pitEl } from './board-helpers.js';

/**
 * An 18-ply puzzle made from a real game: game 185 of the OpenSpiel fixture
 * (test/fixtures/openspiel-oware-games.jsonl.gz) after its first 40 plies, South to move. The goal
 * defend:2 (North captures at most 2 seeds in the next 18 plies) is forced there and defend:1 is
 * not (exact search, about 1.2 million positions). The line was found by the engine's own
 * search: at each South ply the first move after which the goal is still forced within the plies
 * left, at each North ply `bestDefence`; North captures exactly 2 along it. `checkPuzzle` (exact)
 * finds nothing wrong with it, and only E (the scripted move) works at the start (exact
 * `goodMoves`, checked below). Before the budget, a wrong click here searched `goodMoves` at 18
 * plies twice, synchronously: one long task of about 2–4 s.
 */
const LONG = {
  position: '0,3,7,15,1,2/1,0,2,3,1,0 S 10-3',
  solution: 'E a F a B b E c D e B d A e C a A b',
  goal: 'defend:2',
};

/**
 * A solution that misses its goal: game 12 of the fixture after 38 plies. capture:3 within 3
 * plies is forced by C, f, D (the engine's line); this one ends with E, which captures 2. Before
 * the check, the board said "Correct!" after C, hinted E, said "Correct!" again and was stuck.
 */
const MISS = { position: '1,0,4,3,4,3/6,2,0,1,1,1 S 9-13', solution: 'C f E', goal: 'capture:3' };

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

/** Long tasks (Chromium's `longtask` entries, over 50 ms) from now on. */
function longTasks(): { durations: number[]; stop: () => Promise<void> } {
  const durations: number[] = [];
  const obs = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) durations.push(e.duration);
  });
  obs.observe({ type: 'longtask' });
  return {
    durations,
    stop: async () => {
      await new Promise((r) => setTimeout(r, 100)); // entries are delivered after their task
      for (const e of obs.takeRecords()) durations.push(e.duration);
      obs.disconnect();
    },
  };
}

describe('puzzles: the goal search budget (an 18-ply puzzle)', () => {
  it('the exact search agrees: only the scripted E works at the start', () => {
    const g = new Game({ position: LONG.position });
    const ctx: GoalContext = { goal: { type: 'defend', seeds: 2 }, solver: 'south', base: g.score };
    expect(goodMoves(g, ctx, 18)).to.deep.equal([4]);
  });

  it('PuzzleSession: past the budget a move is wrong unless scripted, and gaveUp says so', () => {
    const s = new PuzzleSession(LONG);
    expect(s.budget).to.equal(GOAL_SEARCH_BUDGET);
    const t = s.try('B');
    expect(t.status).to.equal('wrong');
    expect(t.expected).to.equal(4);
    expect(t.accepted).to.deep.equal([4]);
    expect(s.gaveUp).to.equal(GOAL_SEARCH_BUDGET);
    s.undo();
    const right = s.try('E');
    expect(right).to.deep.include({ status: 'correct', scripted: true, reply: 6 });
    expect(s.gaveUp).to.equal(null);
    // The check of the line fits in its budget and confirms it.
    expect(new PuzzleSession(LONG).verify()).to.deep.equal({ sound: true, message: null, failing: [] });
  });

  it('tryAsync decides in slices (no long task), changes nothing until then, and aborts', async () => {
    const s = new PuzzleSession(LONG);
    const tasks = longTasks();
    const t = await s.tryAsync('D');
    await tasks.stop();
    expect(t.status).to.equal('wrong');
    expect(tasks.durations.filter((d) => d > 100)).to.deep.equal([]);
    s.undo();
    const controller = new AbortController();
    const pending = s.tryAsync('C', { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 30));
    controller.abort();
    let failed: unknown = null;
    await pending.catch((e) => {
      failed = e;
    });
    expect(failed).to.be.instanceOf(DOMException);
    expect(s.ply).to.equal(0);
    expect(s.state).to.equal('playing');
    // A reset while a search runs: the decision is dropped too.
    const raced = s.tryAsync('C');
    s.reset();
    let error: unknown = null;
    await raced.catch((e) => {
      error = e;
    });
    expect(error).to.be.instanceOf(Error);
    expect(s.ply).to.equal(0);
    expect(s.mistakes).to.equal(1);
  });

  it('the board: a wrong click leaves the page responsive and is answered within a bounded time', async () => {
    const log = errorLog();
    const el = await fixture<OwareBoard>(
      html`<oware-board puzzle controls position=${LONG.position} solution=${LONG.solution} goal=${LONG.goal} animation-speed="0"></oware-board>`,
    );
    const tasks = longTasks();
    let maxGap = 0;
    let last = performance.now();
    const beat = setInterval(() => {
      const now = performance.now();
      maxGap = Math.max(maxGap, now - last);
      last = now;
    }, 5);
    try {
      const failed = oneEvent(el, 'oware-puzzle-failed');
      const t0 = performance.now();
      click(el, 1); // B, not the scripted E
      await el.updateComplete;
      // Input locked while the search decides: the pits are disabled, a second click does nothing.
      expect(pitEl(el, 3).getAttribute('aria-disabled')).to.equal('true');
      click(el, 3);
      const d = (await failed).detail as OwarePuzzleFailedDetail;
      const elapsed = performance.now() - t0;
      expect(d).to.deep.include({ played: 1, expected: 4, expectedLetter: 'E', accepted: [4] });
      expect(elapsed, 'answered within').to.be.below(10_000);
      expect(el.history.map((r) => r.pit)).to.deep.equal([1]);
      await tasks.stop();
      expect(
        tasks.durations.filter((t) => t > 100),
        'long tasks over 100 ms',
      ).to.deep.equal([]);
      expect(maxGap, 'the event loop kept turning').to.be.below(300);
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
  it('PuzzleSession.verify finds it; the failing move is judged by search and never hinted', async () => {
    const s = new PuzzleSession(MISS);
    const check = await s.verifyAsync();
    expect(check).to.deep.equal({
      sound: false,
      message: 'the solution does not reach capture:3: it captures 2, the opponent 2',
      failing: [2],
    });
    expect(s.try('C')).to.deep.include({ status: 'correct', scripted: true, reply: 11 });
    expect(s.acceptedMoves()).to.deep.equal([3]);
    expect(s.hint()).to.equal(3);
    const t = s.try('E');
    expect(t.status).to.equal('wrong');
    expect(t.accepted).to.deep.equal([3]);
    s.undo();
    expect(s.try('D').status).to.equal('solved');
    // The engine's own line is sound.
    expect(new PuzzleSession({ ...MISS, solution: 'C f D' }).verify().sound).to.equal(true);
  });

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

  it('runSliced yields between slices and stops on abort', async () => {
    let steps = 0;
    function* task(): Generator<void, number, void> {
      for (let i = 0; i < 1000; i++) {
        const end = performance.now() + 1;
        let spins = 0;
        while (performance.now() < end) spins++; // a millisecond of work per step
        steps += spins > 0 ? 1 : 1;
        yield;
      }
      return steps;
    }
    let ticks = 0;
    const tick = setInterval(() => ticks++, 0);
    const c = new AbortController();
    const run = runSliced(task(), { signal: c.signal });
    await new Promise((r) => setTimeout(r, 100));
    c.abort();
    let error: unknown = null;
    await run.catch((e) => {
      error = e;
    });
    clearInterval(tick);
    expect(error).to.be.instanceOf(DOMException);
    expect(steps).to.be.greaterThan(10).and.below(1000);
    expect(ticks).to.be.greaterThan(2);
  });
});
