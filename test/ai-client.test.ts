import { expect } from '@open-wc/testing';
import {
  AiClient,
  aiBackend,
  egReady,
  search,
  searchAsync,
  setWorkerFactory,
  TOP_LEVEL,
  WIN,
} from '../src/ai/index.js';
import { Game } from '../src/engine/index.js';

const START_MOVES = [0, 1, 2, 3, 4, 5];

describe('ai client', () => {
  afterEach(() => setWorkerFactory(null));

  it('runs in the shared module worker', async () => {
    let made = 0;
    setWorkerFactory(() => {
      made++;
      return new Worker(new URL('../src/ai/worker.ts', import.meta.url), { type: 'module' });
    });
    const client = new AiClient();
    const game = Game.fromMoves('C f');
    const [a, b] = await Promise.all([
      client.search({ position: game, level: 3, seed: 1 }),
      client.search({ position: 'start', level: 2, seed: 1 }),
    ]);
    expect(game.legalMoves()).to.include(a.move);
    expect(START_MOVES).to.include(b.move);
    expect(aiBackend()).to.equal('worker');
    expect(made).to.equal(1); // one worker for both requests
  });

  it('uses the default worker factory', async () => {
    const r = await searchAsync({ position: 'start', level: 4, timeMs: 100 });
    expect(START_MOVES).to.include(r.move);
    expect(aiBackend()).to.equal('worker');
  });

  it('builds the endgame table in the worker after a level-5 request: later answers are exact', async () => {
    setWorkerFactory(() => new Worker(new URL('../src/ai/worker.ts', import.meta.url), { type: 'module' }));
    const p = '1,0,2,0,1,0/0,2,0,1,0,1 S 20-20'; // 8 seeds on the board
    egReady(0, 8); // this page's own table up to 8 seeds, for the expected answer
    const exact = search(p, { level: TOP_LEVEL, maxDepth: 2 }).score;
    expect(Math.abs(exact) > WIN - 100 || exact === 0).to.equal(true);
    let r = await searchAsync({ position: p, level: TOP_LEVEL, maxDepth: 2 });
    expect(r.score).to.not.equal(exact); // a fresh worker: no table yet, two plies see no end
    for (let i = 0; i < 500 && r.score !== exact; i++) {
      await new Promise((done) => setTimeout(done, 20)); // the worker builds between requests
      r = await searchAsync({ position: p, level: TOP_LEVEL, maxDepth: 2 });
    }
    expect(r.score).to.equal(exact);
  });

  it('drops an aborted request and carries on with the next', async () => {
    const ctl = new AbortController();
    const first = searchAsync({ position: 'start', level: TOP_LEVEL, timeMs: 3000 }, { signal: ctl.signal });
    const second = searchAsync({ position: 'start', level: 3, seed: 2 });
    setTimeout(() => ctl.abort(), 50);
    let err: unknown = null;
    try {
      await first;
    } catch (e) {
      err = e;
    }
    expect((err as Error).name).to.equal('AbortError');
    expect(START_MOVES).to.include((await second).move);
  });

  it('falls back to main-thread slices when no worker can be made', async () => {
    setWorkerFactory(() => {
      throw new Error('blocked by CSP');
    });
    let ticks = 0;
    let searching = true;
    const tick = (): void => {
      ticks++;
      if (searching) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    const r = await searchAsync({ position: 'start', level: TOP_LEVEL, timeMs: 400 });
    searching = false;
    expect(START_MOVES).to.include(r.move);
    expect(r.depth).to.be.greaterThan(1);
    expect(aiBackend()).to.equal('main-thread');
    expect(ticks).to.be.greaterThan(2); // timers ran while it was searching
  });

  it('falls back when the worker errors on start', async () => {
    setWorkerFactory(() => new Worker('data:text/javascript,throw new Error("no")', { type: 'module' }));
    const r = await searchAsync({ position: '0,3,7,1,0,9/3,1,0,6,2,5 S 6-5', level: 3, seed: 4 });
    expect([1, 2, 3, 5]).to.include(r.move);
    expect(aiBackend()).to.equal('main-thread');
  });

  it('an aborted main-thread request rejects', async () => {
    setWorkerFactory(() => {
      throw new Error('no workers');
    });
    const ctl = new AbortController();
    const p = searchAsync({ position: 'start', level: TOP_LEVEL, timeMs: 2000 }, { signal: ctl.signal });
    setTimeout(() => ctl.abort(), 60);
    let name = '';
    await p.catch((e: Error) => (name = e.name));
    expect(name).to.equal('AbortError');
    const r = await searchAsync({ position: 'start', level: 2, seed: 1 });
    expect(START_MOVES).to.include(r.move);
  });
});
