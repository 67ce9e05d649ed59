#!/usr/bin/env node
// How long the studio takes to refuse issue 34's freezing share links (goal: ≤ 100 ms each): the
// link's reader (src/studio/link.ts `stateOf`) timed in Node and in headless Chromium (the demo
// on Vite's dev server, the module imported into the studio's page), best and worst of five runs.
// A figure, not a test: test/unit/studio-hostile.test.ts asserts that each is refused and why.
// Run: `npm run bench -- studio-links` (or node bench/studio-links.bench.mjs).

import { launch, serveDemo } from '../test/e2e/harness.mjs';
import { loadTs } from './load-ts.mjs';

const { stateOf } = await loadTs('src/studio/link.ts');
const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');

async function linkOf(json) {
  const packed = Buffer.from(
    await new Response(new Blob([json]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer(),
  );
  return `#s=${packed.toString('base64url')}`;
}

const variations = (n) =>
  Array.from({ length: n }, (_, i) => ({ moves: [{ pit: i % 6, captured: 0, variations: [] }] }));
const line = (n) => ({
  moves: Array.from({ length: n }, (_, i) => ({ pit: i % 2 ? 6 : 0, captured: 0, variations: [] })),
});
const LINKS = [
  ["markers 'c:1 ' × 500,000", JSON.stringify({ markers: 'c:1 '.repeat(500_000) })],
  ['20,000 variations', JSON.stringify({ tree: { moves: [{ pit: 2, captured: 0, variations: variations(20_000) }] } })],
  [
    '5,000 variations (under the size)',
    JSON.stringify({ tree: { moves: [{ pit: 2, captured: 0, variations: variations(5_000) }] } }),
  ],
  ['a 10,000-ply tree', JSON.stringify({ tree: line(10_000) })],
  ['a 5,000-ply tree (under the size)', JSON.stringify({ tree: line(5_000) })],
  ['a 20 MB caption', JSON.stringify({ caption: 'x'.repeat(20_000_000) })],
  ['a 200 MB deflate bomb', `{"caption":"${'\u0000'.repeat(200_000_000)}"}`],
];
const links = [];
for (const [name, json] of LINKS) links.push([name, await linkOf(json)]);

const ms = (x) => `${x.toFixed(1)} ms`;
const report = (where, name, link, times, message) => {
  const worst = Math.max(...times);
  console.log(
    `  ${where}: ${name} (link ${(link.length / 1024).toFixed(1)} KiB): ${ms(Math.min(...times))}–${ms(worst)} ` +
      `${worst <= 100 ? 'OK' : 'MISSED'} — "${message}"`,
  );
};

console.log('refusing the freezing links of issue 34 (goal: ≤ 100 ms), five runs each');
for (const [name, link] of links) {
  const times = [];
  let message = '';
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    try {
      await stateOf(link);
      message = 'NOT REFUSED';
    } catch (e) {
      message = e.message;
    }
    times.push(performance.now() - t0);
  }
  report('Node', name, link, times, message);
}

const demo = await serveDemo();
const browser = await launch();
try {
  const page = await browser.newPage();
  await page.goto(`${demo.url}studio.html`);
  await page.waitForFunction(() =>
    document.querySelector('oware-studio')?.shadowRoot?.querySelector('#out-link')?.value.includes('#s='),
  );
  for (const [name, link] of links) {
    const runs = await page.evaluate(
      async ([root, fragment]) => {
        const { stateOf } = await import(`/@fs${root}/src/studio/link.ts`);
        const out = [];
        for (let i = 0; i < 5; i++) {
          const t0 = performance.now();
          let message = 'NOT REFUSED';
          try {
            await stateOf(fragment);
          } catch (e) {
            message = e.message;
          }
          out.push([performance.now() - t0, message]);
        }
        return out;
      },
      [root, link],
    );
    report(
      'Chromium',
      name,
      link,
      runs.map(([t]) => t),
      runs[0][1],
    );
  }
} finally {
  await browser.close();
  await demo.close();
}
