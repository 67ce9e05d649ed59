#!/usr/bin/env node
// Goal-puzzle benchmark: the timing goals of the goal search, which the unit tests leave out (they
// check results and that the event loop turns, never how long something takes).
// In Node: the 7-ply goal searches of test/unit/lessons-puzzle.test.ts ("stays small for 7-ply
// goals"; goal: all four in < 2 s), and the 18-ply puzzle of test/puzzle-lines.ts
// (test/unit/lessons-puzzle-budget.test.ts): a wrong move judged synchronously up to the budget,
// the same in slices (tryAsync: time to decide, turns of the event loop, longest wait between two
// turns; goal: < 100 ms, no long task), and the check of its solution.
// In Chromium (Vite's dev server, playwright-core): the board of test/lessons-puzzle-budget.test.ts,
// a wrong click on that puzzle: time to the answer (goal < 10 s), long tasks over 100 ms (goal:
// none) and the longest gap of a 5 ms timer meanwhile (goal < 300 ms). And the puzzle's slices
// seen from the browser's own trace (bench/trace.mjs: every main-thread task, not only those over
// 50 ms): the longest main-thread task while the 18-ply solution is checked (verifyAsync, as a board
// checks a puzzle it loads) and while a board loads that puzzle and answers a wrong click (goal:
// every task < 100 ms; the slices are about 12 ms).
// Run: `npm run bench -- puzzle` (or node bench/puzzle.bench.mjs; --node-only skips Chromium).

import { loadTs } from './load-ts.mjs';

const { Game } = await loadTs('src/engine/index.ts');
const { GOAL_SEARCH_BUDGET, goodMoves, PuzzleSession, searchNodes } = await loadTs('src/lessons/index.ts');
const { LONG } = await loadTs('test/puzzle-lines.ts');
const ms = (x) => `${x.toFixed(1)} ms`;
const verdict = (ok) => (ok ? 'OK' : 'MISSED');

console.log('goal search, Node');

// The 7-ply goals (first a warm-up round for the JIT).
const SEVEN = [
  ['start', { type: 'capture', seeds: 4 }],
  ['start', { type: 'defend', seeds: 0 }],
  ['1,9,4,14,1,4/3,0,6,1,1,4 S 0-0', { type: 'capture', seeds: 9 }],
  ['3,2,4,1,5,4/4,3,2,1,3,5 S 5-6', { type: 'win' }],
];
const sevenPly = () => {
  const rows = [];
  const t0 = performance.now();
  for (const [position, goal] of SEVEN) {
    const g = new Game({ position });
    const ctx = { goal, solver: g.turn, base: g.score };
    const t = performance.now();
    const nodes = searchNodes(g, ctx, 7);
    goodMoves(g, ctx, 7);
    rows.push({ position, goal, nodes, ms: performance.now() - t });
  }
  return { rows, total: performance.now() - t0 };
};
sevenPly();
const seven = sevenPly();
for (const r of seven.rows)
  console.log(`  7 plies, ${r.goal.type}${r.goal.seeds ?? ''} from ${r.position}: ${r.nodes} nodes, ${ms(r.ms)}`);
console.log(
  `  the four 7-ply goals (check and good moves): ${ms(seven.total)}   goal < 2000 ms ${verdict(seven.total < 2000)}`,
);

// The 18-ply puzzle: a wrong move, synchronously (up to the budget) and in slices.
let t = performance.now();
const s = new PuzzleSession(LONG);
const wrong = s.try('B');
console.log(
  `  18 plies, a wrong move (B) judged at once: ${ms(performance.now() - t)} (${wrong.status}, gave up after ${s.gaveUp ?? '-'} of ${GOAL_SEARCH_BUDGET} positions)`,
);
let turns = 0;
let longest = 0;
let last = performance.now();
let on = true;
const turn = () => {
  const now = performance.now();
  longest = Math.max(longest, now - last);
  last = now;
  turns++;
  if (on) setTimeout(turn, 0);
};
setTimeout(turn, 0);
t = performance.now();
const sliced = await new PuzzleSession(LONG).tryAsync('D');
const decided = performance.now() - t;
on = false;
console.log(
  `  18 plies, a wrong move (D) in slices (tryAsync): ${ms(decided)} (${sliced.status}), ${turns} turns of the event loop, longest wait ${ms(longest)}   goal < 100 ms ${verdict(longest < 100)}`,
);
t = performance.now();
const check = new PuzzleSession(LONG).verify();
console.log(`  18 plies, the check of the solution (verify): ${ms(performance.now() - t)} (sound: ${check.sound})`);

if (!process.argv.includes('--node-only')) await board();

/** The board in Chromium: a wrong click on the 18-ply puzzle. */
async function board() {
  const { benchPage } = await import('./page.mjs');
  const { url, browser, close } = await benchPage(
    'puzzle',
    "import { PuzzleSession } from '/src/all.ts';\nwindow.PuzzleSession = PuzzleSession;",
  );
  try {
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    await page.goto(url);
    await page.waitForFunction(() => window.ready === true);
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await page.evaluate(wrongClick, LONG));
    console.log('the board, Chromium (headless, Vite dev build; three runs)');
    for (const r of runs) {
      const over = r.longTasks.filter((d) => d > 100);
      console.log(
        `  a wrong click on the 18-ply puzzle: answered in ${ms(r.answered)}   goal < 10000 ms ${verdict(r.answered < 10_000)}; ` +
          `long tasks over 100 ms: ${over.length ? over.map(ms).join(', ') : 'none'} ${verdict(over.length === 0)}; ` +
          `longest gap of a 5 ms timer ${ms(r.maxGap)}   goal < 300 ms ${verdict(r.maxGap < 300)}`,
      );
    }
    await page.close();
    await slices(browser, url);
  } finally {
    await close();
  }
}

/**
 * The longest main-thread task (Chromium's trace) while the 18-ply puzzle's solution is checked in
 * slices, and while a board loads it and answers a wrong click; three runs each, in a fresh page.
 */
async function slices(browser, url) {
  const { mainThreadTasks } = await import('./trace.mjs');
  console.log('the puzzle in slices, Chromium: every main-thread task (trace), three runs each');
  for (const [what, run] of [
    [
      'the check of the 18-ply solution (verifyAsync)',
      (page) =>
        page.evaluate(async (p) => {
          const check = await new window.PuzzleSession(p).verifyAsync();
          if (!check.sound) throw new Error('the solution was found unsound');
        }, LONG),
    ],
    ['a board loads the puzzle, a wrong click answered', (page) => page.evaluate(wrongClick, LONG)],
  ]) {
    for (let i = 0; i < 3; i++) {
      const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
      await page.goto(url);
      await page.waitForFunction(() => window.ready === true);
      await page.waitForTimeout(300); // the page's own loading tasks are over
      const tasks = await mainThreadTasks(browser, page, () => run(page));
      const wall = tasks[0]?.wall ?? 0;
      const cpu = Math.max(0, ...tasks.map((t) => t.cpu));
      console.log(
        `  ${what}: longest main-thread task ${ms(wall)} (CPU time: longest ${ms(cpu)})   goal < 100 ms ${verdict(wall < 100)}; ` +
          `${tasks.length} tasks, ${tasks.filter((t) => t.wall > 50).length} over 50 ms`,
      );
      await page.close();
    }
  }
}

/** In the page: a board with the puzzle, a click on B (not the scripted E), until oware-puzzle-failed. */
async function wrongClick(puzzle) {
  const el = document.createElement('oware-board');
  el.setAttribute('puzzle', '');
  el.setAttribute('controls', '');
  el.setAttribute('animation-speed', '0');
  for (const [k, v] of Object.entries(puzzle)) el.setAttribute(k, v);
  const warn = console.warn;
  console.warn = () => undefined; // the budget's oware-error is expected
  document.body.append(el);
  await el.updateComplete;
  const longTasks = [];
  const obs = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) longTasks.push(e.duration);
  });
  obs.observe({ type: 'longtask' });
  let maxGap = 0;
  let last = performance.now();
  const beat = setInterval(() => {
    const now = performance.now();
    maxGap = Math.max(maxGap, now - last);
    last = now;
  }, 5);
  const failed = new Promise((r) => el.addEventListener('oware-puzzle-failed', r, { once: true }));
  const t0 = performance.now();
  el.shadowRoot
    .querySelector('[data-pit="1"]')
    .dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
  await failed;
  const answered = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 100)); // long-task entries come after their task
  for (const e of obs.takeRecords()) longTasks.push(e.duration);
  obs.disconnect();
  clearInterval(beat);
  el.remove();
  console.warn = warn;
  return { answered, longTasks, maxGap };
}
