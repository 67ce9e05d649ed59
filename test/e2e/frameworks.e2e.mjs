// End-to-end: the README's React, Vue and Svelte examples, bundled as an app would be, load in
// Chromium; clicking a pit reaches the framework through the element's composed event.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { compile } from 'svelte/compiler';
import { assert, check, launch, root, runChecks, serveStatic, watchedPage } from './harness.mjs';

const here = join(root, 'test/e2e/frameworks');
const out = mkdtempSync(join(tmpdir(), 'oware-frameworks-'));

const svelte = {
  name: 'svelte',
  setup(b) {
    b.onLoad({ filter: /\.svelte$/ }, (args) => {
      const { js } = compile(readFileSync(args.path, 'utf8'), { filename: args.path, generate: 'client' });
      return { contents: js.code, loader: 'js', resolveDir: here };
    });
  },
};

async function bundle(name, entry) {
  await build({
    entryPoints: [join(here, entry)],
    bundle: true,
    format: 'esm',
    outfile: join(out, `${name}.js`),
    alias: { 'oware-board': join(root, 'src/index.ts') },
    jsx: 'automatic',
    define: {
      'process.env.NODE_ENV': '"production"',
      __VUE_OPTIONS_API__: 'true',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    },
    conditions: ['browser', 'production'],
    mainFields: ['browser', 'module', 'main'],
    plugins: [svelte],
    logLevel: 'warning',
  });
  writeFileSync(
    join(out, `${name}.html`),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title><link rel="icon" href="data:,"></head><body><main id="app"></main><script type="module" src="./${name}.js"></script></body></html>`,
  );
}

await bundle('react', 'react-app.jsx');
await bundle('vue', 'vue-app.js');
await bundle('svelte', 'svelte-app.js');
const server = await serveStatic(out);
const browser = await launch();

for (const name of ['react', 'vue', 'svelte']) {
  check(`${name}: the board renders and its oware-move event reaches the app`, async () => {
    const { page, problems } = await watchedPage(browser);
    await page.goto(`${server.url}/${name}.html`);
    await page.waitForFunction(() => document.querySelector('oware-board')?.shadowRoot?.querySelector('[part~="pit"]'));
    assert((await page.textContent('#last')).includes('none'), 'initial state not rendered');
    await page.locator('oware-board [part~="pit"][part~="legal"]').nth(2).click();
    await page.waitForFunction(() => document.querySelector('#last')?.textContent.includes('C'), null, {
      timeout: 5000,
    });
    assert(problems.length === 0, problems.join('\n'));
    await page.close();
  });
}

await runChecks().finally(async () => {
  await browser.close();
  await server.close();
});
