// End-to-end: the README's React, Vue and Svelte examples (README.md verbatim, TypeScript as users
// copy them), bundled as an app would, load in Chromium; clicking a pit reaches the framework through
// the element's composed event.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { compile } from 'svelte/compiler';
import { compileScript, parse } from 'vue/compiler-sfc';
import { readmeExamples } from './frameworks/readme.mjs';
import { assert, check, launch, root, runChecks, serveStatic, watchedPage } from './harness.mjs';

const here = join(root, 'test/e2e/frameworks');
const out = mkdtempSync(join(tmpdir(), 'oware-frameworks-'));
const examples = readmeExamples();

/** What a bundler's framework plugin makes of each example (`readme:App.tsx`, `.vue`, `.svelte`). */
function compileExample(name) {
  if (name === 'App.tsx') return { contents: examples.tsx, loader: 'tsx' };
  if (name === 'App.vue') {
    const { descriptor, errors } = parse(examples.vue, { filename: name });
    if (errors.length) throw errors[0];
    const script = compileScript(descriptor, {
      id: 'readme-app',
      inlineTemplate: true,
      // As the README tells users to configure @vitejs/plugin-vue.
      templateOptions: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('oware-') } },
    });
    return { contents: script.content, loader: 'ts' };
  }
  if (name === 'App.svelte') {
    const { js } = compile(examples.svelte, { filename: name, generate: 'client' });
    return { contents: js.code, loader: 'js' };
  }
  throw new Error(`no README example ${name}`);
}

const readme = {
  name: 'readme',
  setup(b) {
    b.onResolve({ filter: /^readme:/ }, (args) => ({ path: args.path.slice('readme:'.length), namespace: 'readme' }));
    b.onLoad({ filter: /.*/, namespace: 'readme' }, (args) => ({ ...compileExample(args.path), resolveDir: here }));
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
    plugins: [readme],
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
    assert((await page.textContent('#app > p')).includes('Last move: none'), 'initial state not rendered');
    await page.locator('oware-board [part~="pit"][part~="legal"]').nth(2).click();
    // The README's board animates the move (its default speed) before oware-move.
    await page.waitForFunction(() => document.querySelector('#app > p')?.textContent.includes('Last move: C'), null, {
      timeout: 10000,
    });
    assert(problems.length === 0, problems.join('\n'));
    await page.close();
  });
}

await runChecks().finally(async () => {
  await browser.close();
  await server.close();
});
