// End-to-end: server-side rendering. A plain Node script renders `<oware-board>` with @lit-labs/ssr
// (after its DOM shim, `import 'oware-board/all'` from dist/ defines the element in Node) into a page
// of declarative shadow DOM. With JavaScript disabled, the page shows the board: the twelve counts
// as text, the seeds, marks, arrows and marker badges, and the same picture as the live element.
// With JavaScript, a bundle of `@lit-labs/ssr-client/lit-element-hydrate-support.js` and the element
// hydrates the board: no node of its shadow root is removed (a MutationObserver counts them), the
// layout does not shift (PerformanceObserver `layout-shift`), and the board plays a move by a click.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { assert, buildDist, check, launch, root, runChecks, serveStatic } from './harness.mjs';
import { difference } from './pixels.mjs';

buildDist();
// (inside the project, so that the page's bundle resolves its packages from node_modules)
const site = join(root, '.test-results', 'ssr-site');
rmSync(site, { recursive: true, force: true });
mkdirSync(site, { recursive: true });

// The server side, as a user's Node script would do it.
await import('@lit-labs/ssr/lib/install-global-dom-shim.js');
const { render } = await import('@lit-labs/ssr');
const { collectResultSync } = await import('@lit-labs/ssr/lib/render-result.js');
const { html } = await import('lit');
await import(join(root, 'dist/all.js'));

const ATTRS = {
  position: '1,2,0,6,3,3/4,1,2,1,0,3 S 10-12',
  highlight: 'b:capture c:capture F:origin',
  arrows: 'F>c',
  markers: 'a:1 e:★:good',
  labels: 'letters',
  interactive: 'south',
};
const board = collectResultSync(
  render(
    html`<oware-board position=${ATTRS.position} highlight=${ATTRS.highlight} arrows=${ATTRS.arrows} markers=${ATTRS.markers} labels=${ATTRS.labels} interactive=${ATTRS.interactive} animation-speed="0"></oware-board>`,
  ),
);
const page = (body, script = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>oware-board: server-rendered</title><link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body { margin: 0; background: #fff; } main { width: 600px; padding: 8px; }</style></head>
<body><main>${body}</main>${script}</body></html>`;
// The page's watchers, before the board's script: removed nodes of the board's shadow root, layout shifts.
const watch = `<script>
window.removed = 0; window.shift = 0; window.moves = [];
const b = document.querySelector('oware-board');
new MutationObserver((list) => { for (const m of list) window.removed += m.removedNodes.length; })
  .observe(b.shadowRoot, { subtree: true, childList: true });
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.shift += e.value; })
  .observe({ type: 'layout-shift', buffered: true });
b.addEventListener('oware-move', (e) => window.moves.push(e.detail.pit));
</script><script type="module" src="./client.js"></script>`;
writeFileSync(join(site, 'static.html'), page(board));
writeFileSync(join(site, 'hydrate.html'), page(board, watch));
const live = Object.entries(ATTRS)
  .map(([k, v]) => `${k}="${v}"`)
  .join(' ');
writeFileSync(
  join(site, 'live.html'),
  page(`<oware-board ${live}></oware-board>`, '<script type="module" src="./client.js"></script>'),
);

// The page's script, as a user's bundler makes it: the hydration support first, then the element.
writeFileSync(
  join(site, 'entry.js'),
  `import '@lit-labs/ssr-client/lit-element-hydrate-support.js';\nimport ${JSON.stringify(join(root, 'dist/all.js'))};\n`,
);
await build({
  configFile: false,
  root: site,
  logLevel: 'error',
  build: {
    outDir: join(site, 'out'),
    emptyOutDir: false,
    target: 'es2022',
    lib: { entry: join(site, 'entry.js'), formats: ['es'], fileName: () => 'client.js' },
    minify: false,
    rollupOptions: { output: { codeSplitting: false } },
  },
});

const { cpSync } = await import('node:fs');
cpSync(join(site, 'out', 'client.js'), join(site, 'client.js'));
const server = await serveStatic(site);
const browser = await launch();

check(
  'a server-rendered board shows without JavaScript: the counts, the seeds, the marks, the same picture as the live board',
  async () => {
    const off = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 700, height: 500 } });
    const p = await off.newPage();
    await p.goto(`${server.url}/static.html`);
    const counts = await p.locator('oware-board text.count').allTextContents();
    assert(counts.join(',') === '1,2,0,6,3,3,4,1,2,1,0,3', `counts: ${counts}`);
    const seeds = await p.locator('oware-board path.seed').count();
    assert(seeds === 26, `seeds drawn: ${seeds}`);
    assert((await p.locator('oware-board .arrow').count()) === 1, 'the arrow is drawn');
    assert((await p.locator('oware-board .badge').count()) === 2, 'the marker badges are drawn');
    const name = await p.locator('oware-board [role=button]').first().getAttribute('aria-label');
    assert(/^A, South, 1 seed/.test(name ?? ''), `a pit's accessible name: ${name}`);
    const ssr = await p.locator('oware-board svg[part=board]').screenshot();
    const on = await browser.newPage({ viewport: { width: 700, height: 500 } });
    await on.goto(`${server.url}/live.html`);
    await on.waitForFunction(() => document.querySelector('oware-board')?.shadowRoot?.querySelector('.arrow'));
    const shot = await on.locator('oware-board svg[part=board]').screenshot();
    const { share, tile } = await difference(on, ssr, shot);
    assert(
      share <= 0.01 && tile <= 0.05,
      `the server's picture and the live one differ in ${(share * 100).toFixed(2)} % (a tile ${(tile * 100).toFixed(2)} %)`,
    );
    await off.close();
    await on.close();
  },
);

check('with JavaScript, the server-rendered board hydrates: no node replaced, no layout shift, playable', async () => {
  const p = await browser.newPage({ viewport: { width: 700, height: 500 } });
  const errors = [];
  p.on('pageerror', (e) => errors.push(e.message));
  p.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await p.goto(`${server.url}/hydrate.html`);
  await p.waitForFunction(() => customElements.get('oware-board'));
  await p.evaluate(async () => {
    const b = document.querySelector('oware-board');
    await b.updateComplete;
    await new Promise((r) => setTimeout(r, 300));
    await b.updateComplete;
  });
  const before = await p.evaluate(() => ({
    removed: window.removed,
    shift: window.shift,
    boards: document.querySelector('oware-board').shadowRoot.querySelectorAll('svg[part=board], .pits > g').length,
  }));
  assert(before.boards === 13, `one board of twelve pits in the shadow root, not two: ${before.boards} nodes`);
  assert(before.removed === 0, `nodes of the board removed by hydration: ${before.removed}`);
  assert(before.shift === 0, `layout shift: ${before.shift}`);
  // playable: South sows F (5 → … a capture of b and c), by a click on the pit
  await p.locator('oware-board [role=button][aria-label^="F,"]').click();
  await p.waitForFunction(() => window.moves.length === 1);
  const after = await p.evaluate(() => document.querySelector('oware-board').position);
  assert(after !== '1,2,0,6,3,3/4,1,2,1,0,3 S 10-12', `the move was played: ${after}`);
  assert(!errors.length, `errors: ${errors.join('; ')}`);
  await p.close();
});

try {
  await runChecks();
} finally {
  await browser.close();
  await server.close();
}
