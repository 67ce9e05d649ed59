#!/usr/bin/env node
// The studio's puzzle Check (demo/studio.html, Vite's dev server, headless Chromium): the 18-ply
// puzzle of test/puzzle-lines.ts (the puzzle bench's) pasted as an OGN record with its goal, then
// Check pressed, as an author does; from Chromium's own trace (bench/trace.mjs: every task of the
// page's main thread), the longest main-thread task from the press to the verdict and how many were
// over 100 ms (goal: none). Three runs, each in a fresh page. A figure, not a test: the e2e checks
// assert what the verdict says, never how long it takes.
// Run: `npm run bench -- studio` (or node bench/studio.bench.mjs).

import { launch, serveDemo } from '../test/e2e/harness.mjs';
import { loadTs } from './load-ts.mjs';
import { mainThreadTasks } from './trace.mjs';

const { LONG } = await loadTs('test/puzzle-lines.ts');
const [pits, turn, score] = LONG.position.split(' ');
const fen = `${pits.replace('/', ',').replaceAll(',', '-')}-${score}-${turn}`;
const moves = LONG.solution.split(' ');
const ogn = `[FEN "${fen}"]\n[Puzzle "18 plies"]\n[Goal "${LONG.goal}"]\n\n${moves
  .map((m, i) => (i % 2 ? m : `${i / 2 + 1}. ${m}`))
  .join(' ')}`;
const ms = (x) => `${x.toFixed(1)} ms`;

const demo = await serveDemo();
const browser = await launch();
try {
  console.log(`the studio's Check of the 18-ply puzzle (${LONG.goal}, ${moves.length} plies), Chromium, three runs`);
  for (let i = 0; i < 3; i++) {
    const page = await browser.newPage({ viewport: { width: 1200, height: 1000 } });
    await page.goto(`${demo.url}studio.html`);
    await page.waitForFunction(() =>
      document
        .querySelector('oware-studio')
        ?.shadowRoot?.querySelector('#board')
        ?.shadowRoot?.querySelector('.draw-tools'),
    );
    await page.fill('#position', ogn);
    await page.click('#apply');
    await page.click('#tab-puzzle');
    const solution = await page.textContent('#solution');
    if (solution !== LONG.solution) throw new Error(`the studio read the solution as ${solution}`);
    await page.waitForTimeout(300); // the page's own loading tasks are over
    const t0 = performance.now();
    const tasks = await mainThreadTasks(browser, page, async () => {
      await page.click('#check');
      await page.waitForFunction(
        () => document.querySelector('oware-studio')?.shadowRoot?.querySelector('#check-result').dataset.verdict,
        null,
        {
          timeout: 110_000,
        },
      );
    });
    const took = performance.now() - t0;
    const verdict = await page.textContent('#check-result');
    const wall = tasks[0]?.wall ?? 0;
    const cpu = Math.max(0, ...tasks.map((t) => t.cpu));
    const over = tasks.filter((t) => t.wall > 100).length;
    console.log(
      `  Check: "${verdict}" after ${ms(took)}; longest main-thread task ${ms(wall)} (CPU time: longest ${ms(cpu)}); ` +
        `${over} of ${tasks.length} tasks over 100 ms   goal: none ${over === 0 ? 'OK' : 'MISSED'}`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await demo.close();
}
