// A generated page for the Chromium benchmarks: bench/.<name>/index.html (a module script, then
// `window.ready = true`), served by Vite's dev server from the project's root, and Debian's
// Chromium (playwright-core) to open it. `close()` stops both and removes the page.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

/** Serve `script` (the page's module code) as bench/.<name>/; `vite` adds options to Vite's server. */
export async function benchPage(name, script, vite = {}) {
  const root = resolve(import.meta.dirname, '..');
  const dir = resolve(import.meta.dirname, `.${name}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    resolve(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script type="module">
${script}
window.ready = true;
</script></head><body style="width:800px"></body></html>`,
  );
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    server: { port: 0, host: '127.0.0.1' },
    ...vite,
  });
  await server.listen();
  const port = server.config.server.port ?? server.httpServer.address().port;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return {
    url: `http://127.0.0.1:${port}/bench/.${name}/index.html`,
    browser,
    async close() {
      await browser.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
