// The page's pace (src/element/pace.ts): boards' first renders take turns in slices of main-thread
// time, a new task for each slice; a lone board goes at once. The clock is stubbed, so the test
// says which turns share a task without timing anything.
import { firstRenderTurn, holdWhileOthersWait, SLICE_MS } from '../../src/element/pace.js';
import { expect } from '../expect.js';

/** Let every queued microtask run (no task boundary crossed). */
async function microtasks(): Promise<void> {
  for (let i = 0; i < 20; i++) await null;
}

describe('first renders take turns', () => {
  const realNow = performance.now;
  let now = 0;
  beforeEach(() => {
    now = 1000;
    performance.now = () => now;
  });
  afterEach(() => {
    performance.now = realNow;
  });

  it('a lone board draws at once, in the same task', async () => {
    let drawn = false;
    void firstRenderTurn().then(() => (drawn = true));
    await microtasks();
    expect(drawn).to.equal(true);
  });

  it('boards made together draw in turns: a slice spent, the rest wait for a later task, in order', async () => {
    const order: number[] = [];
    const step = SLICE_MS * 0.6; // each board's first render "takes" this long
    const turns = [1, 2, 3, 4, 5].map((i) =>
      firstRenderTurn().then(() => {
        order.push(i);
        now += step;
      }),
    );
    await microtasks();
    // 0 and 0.6 of a slice spent: boards 1 and 2 went; at 1.2 slices the third waits
    expect(order).to.deep.equal([1, 2]);
    await Promise.all(turns);
    expect(order).to.deep.equal([1, 2, 3, 4, 5]);
  });

  /** A stand-in shadow root whose board's classes are a set. */
  const root = () => {
    const classes = new Set<string>();
    const board = { classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) } };
    return { classes, root: { querySelector: () => board } as unknown as ParentNode };
  };

  it('a board drawn while others wait is held out of the rendering until the batch is drawn; a lone one never', async () => {
    const lone = root();
    await firstRenderTurn();
    holdWhileOthersWait(lone.root);
    expect([...lone.classes]).to.deep.equal([]);

    const boards = [root(), root(), root()];
    const seen: string[][] = [];
    const turns = boards.map((b) =>
      firstRenderTurn().then(() => {
        holdWhileOthersWait(b.root);
        seen.push([...b.classes]);
        now += SLICE_MS * 0.6;
      }),
    );
    await Promise.all(turns);
    // the first two were held (others waited), the last drawn had nobody after it
    expect(seen).to.deep.equal([['paced'], ['paced'], []]);
    await microtasks();
    expect(boards.map((b) => [...b.classes])).to.deep.equal([[], [], []]);
  });
});
