// Puzzles: the goal search's budget, its slices, and the check of a solution against its goal (the
// search and PuzzleSession; the board's side is in test/lessons-puzzle-budget.test.ts). How long a
// decision takes and how long its slices are: `npm run bench -- puzzle`.
import { Game } from '../../src/engine/index.js';
import { GOAL_SEARCH_BUDGET, type GoalContext, goodMoves, PuzzleSession, runSliced } from '../../src/lessons/index.js';
import { forcedTask, SearchBudget } from '../../src/lessons/search.js';
import { expect } from '../expect.js';
import { LONG, MISS } from '../puzzle-lines.js';

/** Counts the turns of the event loop (a zero timeout that queues itself again) until stopped. */
function eventLoopTurns(): { readonly count: number; stop: () => void } {
  let count = 0;
  let on = true;
  const turn = (): void => {
    count++;
    if (on) setTimeout(turn, 0);
  };
  setTimeout(turn, 0);
  return {
    get count() {
      return count;
    },
    stop: () => {
      on = false;
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

  it('tryAsync decides in slices (timers run meanwhile), changes nothing until then, and aborts', async () => {
    const s = new PuzzleSession(LONG);
    const turns = eventLoopTurns();
    const t = await s.tryAsync('D');
    turns.stop();
    expect(t.status).to.equal('wrong');
    expect(turns.count, 'turns of the event loop while it decided').to.be.greaterThan(2);
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

  it('runSliced yields between slices and stops on abort', async () => {
    // 100 steps of a millisecond each span several slices (of about 12 ms); the abort comes from
    // the task itself at its 100th step, so when it comes does not depend on the machine's speed.
    let steps = 0;
    const c = new AbortController();
    function* task(): Generator<void, number, void> {
      for (let i = 0; i < 1000; i++) {
        const end = performance.now() + 1;
        let spins = 0;
        while (performance.now() < end) spins++; // a millisecond of work per step
        steps += spins > 0 ? 1 : 1;
        if (steps === 100) c.abort();
        yield;
      }
      return steps;
    }
    let ticks = 0;
    const tick = setInterval(() => ticks++, 0);
    const run = runSliced(task(), { signal: c.signal });
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

describe('goal search slices by time', () => {
  it('a sliced search pauses at its first look at the clock past the slice, not after a count of positions', async () => {
    // A clock that says every slice is over at once: each slice then holds one look at the clock's
    // worth of positions (64 plays), whatever the machine's speed; by a count, it held 1,024.
    const game = new Game({ position: '0,3,7,15,1,2/1,0,2,3,1,0 S 10-3' });
    const ctx = { goal: { type: 'capture', seeds: 9 } as const, solver: game.turn, base: game.score };
    const budget = new SearchBudget(200_000);
    const used: number[] = [];
    const { now } = performance;
    let t = 0;
    performance.now = () => (t += 100);
    const yielded = setInterval(() => used.push(budget.used), 0);
    try {
      await runSliced(forcedTask(game, ctx, 9, budget));
    } finally {
      performance.now = now;
      clearInterval(yielded);
    }
    const steps = used
      .slice(1)
      .map((u, i) => u - used[i]!)
      .filter((d) => d > 0);
    expect(steps.length, 'slices').to.be.greaterThan(3);
    expect(Math.max(...steps), 'positions in the largest slice').to.be.at.most(100);
  });
});
