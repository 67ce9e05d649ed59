// A small harness for end-to-end checks in headless Chromium (playwright-core, Debian's chromium):
// named checks, a static file server, console/request failure capture, axe, and the result file
// that scripts/test.mjs reads (.test-results/e2e.json).

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export const root = resolve(import.meta.dirname, '../..');
const checks = [];

/** Register a named check. */
export function check(name, fn) {
  checks.push({ name, fn });
}

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** The demo as `npm start` serves it (Vite's dev server on a free port): its base URL and `close()`. */
export async function serveDemo() {
  const { createServer: createVite } = await import('vite');
  const server = await createVite({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'error',
    server: { port: 0, host: '127.0.0.1' },
  });
  await server.listen();
  return { url: server.resolvedUrls.local[0], close: () => server.close() };
}

/** Serve files under `dir`; `headers(path)` may add response headers (e.g. a CSP). */
export async function serveStatic(dir, headers = () => ({})) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    const path = normalize(join(dir, decodeURIComponent(url.pathname)));
    if (!path.startsWith(dir)) return res.writeHead(403).end();
    try {
      const body = await readFile(path.endsWith('/') ? join(path, 'index.html') : path);
      res.writeHead(200, {
        'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
        ...headers(url.pathname),
      });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

export async function launch() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

/** A new page that records console errors, page errors and failed requests. */
export async function watchedPage(browser, options = {}) {
  const page = await browser.newPage(options);
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return { page, problems };
}

/** Run axe-core (WCAG 2.x A/AA rules) in the page; returns the violations. */
export async function axe(page) {
  const require = createRequire(import.meta.url);
  const source = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: source }).catch(async () => {
    // A strict CSP may refuse inline scripts: evaluate through the devtools protocol instead.
    await page.evaluate(source);
  });
  return page.evaluate(async () => {
    const r = await globalThis.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return r.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.length} nodes: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')})`,
    );
  });
}

export function assert(cond, message) {
  if (!cond) throw new Error(message);
}

/** Run the registered checks in order; write the counts; exit non-zero on failure. */
export async function runChecks() {
  let passed = 0;
  let failed = 0;
  for (const { name, fn } of checks) {
    const t0 = Date.now();
    try {
      await fn();
      passed++;
      console.log(`  ✓ ${name} (${Date.now() - t0} ms)`);
    } catch (e) {
      failed++;
      console.log(
        `  ✗ ${name}\n      ${String(e?.stack ?? e)
          .split('\n')
          .slice(0, 6)
          .join('\n      ')}`,
      );
    }
  }
  await mkdir(join(root, '.test-results'), { recursive: true });
  await writeFile(join(root, '.test-results/e2e.json'), JSON.stringify({ passed, failed }));
  console.log(`  ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
