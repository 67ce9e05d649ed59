// The helpers of the end-to-end checks (test/e2e/*.e2e.mjs), which run on @playwright/test
// (playwright.config.mjs) in headless Chromium (playwright-core, Debian's chromium): named checks,
// the build, a static file server, the demo's dev server, a site of plain pages for the CDN files
// (served as they are and under Content-Security-Policies), console/request failure capture and axe.
//
// A file is a plain script: it sets up at its top level (builds sites, starts servers, launches the
// browser), registers its checks with `check(name, fn)`, then calls `runChecks()` and closes what it
// opened, either in `runChecks().finally(…)` or in a `finally` after `await runChecks()`.
// Playwright imports each file twice: once in its runner process to list the checks, then in a
// worker process of its own (one project per file, playwright.config.mjs) to run them, in order.
// - `check` is Playwright's `test`: a failed check keeps a trace (test-results/…/trace.zip,
//   `npx playwright show-trace`) of every page the check used, the browser's pages included.
// - While listing, nothing runs: `launch()`, `serveDemo()`, `serveStatic()` and `cdnSite().serve()`
//   give stand-ins that only close, `buildDist()` does nothing, and `runChecks().finally(fn)` calls
//   `fn` at once.
// - In the worker, `runChecks()` returns before the checks run, so what a file closes after it is
//   put off until its checks are done (test.afterAll): the `runChecks().finally(fn)` callback, and
//   the `close()` of anything these helpers opened. Anything else the file must undo (a process it
//   started, a folder) belongs in that callback or in `afterChecks(fn)`, never in plain code after
//   `await runChecks()`, which runs before the checks.
// - The checks of a file run one at a time, in order (`runChecks({ concurrency })` is ignored);
//   each may take 10 minutes (playwright.config.mjs) so that a loaded machine does not trip it.
// - `dist/` is built once by the global setup (test/e2e/global-setup.mjs), which sets
//   OWARE_DIST_BUILT=1 for `buildDist()`.
// Run them with `npm test -- e2e`, `npm run test:file -- test/e2e/x.e2e.mjs` or `npx playwright test`.

import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { test } from '@playwright/test';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export const root = resolve(import.meta.dirname, '../..');

/** True in Playwright's runner process, which imports the files only to list their checks. */
const LISTING = process.env.TEST_WORKER_INDEX === undefined;

/**
 * What the file being imported has opened (`open`: each entry closes its thing once) and, once its
 * checks are registered (`later`), what to close or call after them.
 */
const batch = () => ({ later: false, open: new Set(), after: [] });
let current = batch();

/** `close` made once-only and owned by the file being imported; returns the `close()` it should call. */
function owned(close) {
  const b = current;
  let done;
  const entry = () => {
    done ??= Promise.resolve().then(close);
    return done;
  };
  b.open.add(entry);
  return () => {
    if (b.later) {
      b.after.push(entry);
      return Promise.resolve();
    }
    b.open.delete(entry);
    return entry();
  };
}

/**
 * Register a named check: `fn` takes no arguments and throws (e.g. through `assert`) to fail. This is
 * Playwright's `test` itself, so that the check's file and line are where the file calls it.
 */
export const check = test;

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
  if (LISTING) return stand_in('http://127.0.0.1:9/');
  const { createServer: createVite } = await import('vite');
  const server = await createVite({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'error',
    server: { port: 0, host: '127.0.0.1' },
  });
  await server.listen();
  return { url: server.resolvedUrls.local[0], close: owned(() => server.close()) };
}

/** Serve files under `dir`; `headers(path)` may add response headers (e.g. a CSP). */
export async function serveStatic(dir, headers = () => ({})) {
  if (LISTING) return stand_in('http://127.0.0.1:9');
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
  const close = () => {
    server.closeAllConnections();
    return new Promise((r) => server.close(r));
  };
  return { url: `http://127.0.0.1:${server.address().port}`, close: owned(close) };
}

/** A stand-in for a server while Playwright only lists the checks: its URL is never fetched. */
const stand_in = (url) => ({ url, close: async () => {} });

/**
 * Build dist/ (scripts/build.mjs, as `npm run build`); throws if the build fails. Skipped when
 * OWARE_DIST_BUILT=1: the global setup (test/e2e/global-setup.mjs) builds once for a whole run.
 */
export function buildDist() {
  if (process.env.OWARE_DIST_BUILT === '1' || LISTING) return;
  const build = spawnSync('node', ['scripts/build.mjs'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) {
    console.log(build.stdout, build.stderr);
    throw new Error('the build failed');
  }
}

/** The policies `cdnSite().serve()` serves its copies under: `/<name>/` gets `CDN_POLICIES[name]`. */
export const CDN_POLICIES = {
  // No unsafe-eval, no inline scripts.
  csp: "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:",
  // No inline styles at all, no workers: the board must look the same.
  strictest: "default-src 'self'; script-src 'self'; style-src 'self'; worker-src 'none'; img-src 'self' data:",
  // Trusted Types on script sinks; Blob workers allowed.
  trusted: "require-trusted-types-for 'script'; worker-src 'self' blob:",
};

/**
 * A site of plain HTML pages (no bundler) for the CDN files of dist/ (build it first): a temporary
 * folder `dir` with the initial file, its lazily loaded chunks and the self-contained lessons file,
 * and page.js, which records the board's events in `window.events` (a file, not inline, so that it
 * runs under the strict CSP too). `page(body, script)` is the HTML of a page that loads `script`
 * and page.js; `write(name, text)` adds a file. `serve()` serves the folder under /plain/ as it is
 * and a copy under /<name>/ for each of CDN_POLICIES, with that Content-Security-Policy.
 */
export function cdnSite() {
  const top = mkdtempSync(join(tmpdir(), 'oware-cdn-'));
  const dir = join(top, 'plain');
  mkdirSync(dir);
  for (const f of readdirSync(join(root, 'dist')).filter((f) => f.startsWith('oware-board')))
    cpSync(join(root, 'dist', f), join(dir, f));
  const write = (name, text) => writeFileSync(join(dir, name), text);
  const page = (body, script = 'oware-board.min.js') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>oware-board</title><link rel="icon" href="data:,">
<script type="module" src="./${script}"></script></head>
<body><main>${body}</main><script type="module" src="./page.js"></script></body></html>`;
  write(
    'page.js',
    `
window.events = [];
for (const type of ['oware-move', 'oware-game-over', 'oware-illegal-move', 'oware-error']) {
  document.addEventListener(type, (e) => window.events.push({ type, detail: JSON.parse(JSON.stringify(e.detail)) }));
}
`,
  );
  const serve = () => {
    for (const name of Object.keys(CDN_POLICIES)) cpSync(dir, join(top, name), { recursive: true });
    return serveStatic(top, (path) => {
      const name = path.split('/')[1];
      return Object.hasOwn(CDN_POLICIES, name) ? { 'content-security-policy': CDN_POLICIES[name] } : {};
    });
  };
  return { dir, page, write, serve };
}

/**
 * Headless Chromium. Its contexts and pages are traced like Playwright's own (trace:
 * 'retain-on-failure' in playwright.config.mjs): the trace of a failed check is kept.
 */
export async function launch() {
  if (LISTING)
    return new Proxy(
      { close: async () => {} },
      {
        get: (target, key) => {
          if (key in target || typeof key === 'symbol' || key === 'then') return target[key];
          throw new Error(`browser.${String(key)}() at the top level of an end-to-end file: call it inside a check`);
        },
      },
    );
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  browser.close = owned(browser.close.bind(browser));
  return browser;
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

/**
 * Call `fn` once the checks of the file being imported are done (test.afterAll, after what the file
 * closes); while Playwright only lists the checks, at once. For what a file must undo that these
 * helpers did not open (a folder, a process), when it does not undo it in `runChecks().finally`.
 */
export async function afterChecks(fn) {
  if (LISTING) await fn();
  else test.afterAll(fn);
}

/**
 * The end of a file's registrations: what it closes from now on is put off until its checks are
 * done (test.afterAll), then closed in the order it asked; anything it left open is closed too.
 * Returns a promise that is already settled, with a `finally` of its own: `await runChecks()` goes
 * straight on, and `runChecks().finally(fn)` calls `fn` after the checks. While listing, nothing is
 * put off.
 */
export function runChecks(_options) {
  const b = current;
  current = batch();
  const settled = Promise.resolve();
  if (LISTING) return Object.assign(settled, { finally: async (fn) => fn() });
  b.later = true;
  test.afterAll(async () => {
    b.later = false;
    const errors = [];
    for (const fn of [...b.after, ...b.open])
      await Promise.resolve()
        .then(fn)
        .catch((e) => errors.push(e));
    if (errors.length) throw errors[0];
  });
  return Object.assign(settled, {
    finally: async (fn) => {
      b.after.push(fn);
    },
  });
}
