#!/usr/bin/env node
// Many boards on one page: the longest main-thread task (PerformanceObserver 'longtask') while a page
// makes 50 boards at once, interactive, and while 50 boards play themselves (ai="both") for 6 s.
// The one-file CDN build as a page loads it (dist/oware-board.min.js and its chunks: run
// `npm run build` first; it is built when missing), headless Chromium, 3 loads each.
// Goal: no task over 100 ms. `npm run bench -- many`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

if (!existsSync('dist/oware-board.min.js')) spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"></head>
<body style="display:flex;flex-wrap:wrap;margin:0"><script type="module">
window.tasks = [];
new PerformanceObserver((l) => { for (const e of l.getEntries()) window.tasks.push(e.duration); }).observe({ type: 'longtask' });
await import('/oware-board.min.js');
await customElements.whenDefined('oware-board');
window.ready = true;
</script></body></html>`;

const server = createServer((req, res) => {
  const path = new URL(req.url, 'http://x').pathname;
  if (path === '/') {
    res.setHeader('content-type', 'text/html');
    res.end(PAGE);
    return;
  }
  const file = join('dist', path.replace(/^\/+/, ''));
  if (!/^[\w.-]+\.js$/.test(path.slice(1)) || !existsSync(file)) {
    res.statusCode = 404;
    res.end();
    return;
  }
  res.setHeader('content-type', 'text/javascript');
  res.end(readFileSync(file));
}).listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const cases = [
  ['50 boards made at once (interactive)', 'interactive', 1500],
  ['50 boards playing themselves (ai="both"), 6 s', 'ai="both"', 6000],
];
let over = 0;
for (const [label, attrs, wait] of cases) {
  const loads = [];
  for (let i = 0; i < 3; i++) {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => window.ready === true);
    await page.evaluate(() => {
      window.tasks.length = 0;
    });
    await page.evaluate((a) => {
      const html = Array.from({ length: 50 }, () => `<oware-board ${a} style="width:150px"></oware-board>`).join('');
      document.body.insertAdjacentHTML('beforeend', html);
    }, attrs);
    await page.waitForTimeout(wait);
    const tasks = await page.evaluate(() => window.tasks);
    loads.push({ max: Math.max(0, ...tasks), over: tasks.filter((d) => d > 100).length, long: tasks.length });
    await context.close();
  }
  const worst = Math.max(...loads.map((l) => l.max));
  if (worst > 100) over++;
  console.log(
    `${label}: longest task ${loads.map((l) => `${l.max.toFixed(0)} ms`).join(', ')} ` +
      `(tasks over 100 ms: ${loads.map((l) => l.over).join(', ')}; long tasks: ${loads.map((l) => l.long).join(', ')}) ` +
      `${worst <= 100 ? 'goal met' : 'over the 100 ms goal'}`,
  );
}
await browser.close();
server.close();
console.log(over ? `${over} of ${cases.length} cases over the goal` : 'every case within the goal');
