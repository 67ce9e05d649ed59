// A small harness for end-to-end checks in headless Chromium (playwright-core, Debian's chromium):
// named checks, the build, a static file server, a site of plain pages for the CDN files (served as
// they are and under Content-Security-Policies), console/request failure capture, axe, and the
// result file that scripts/test.mjs reads (.test-results/e2e.json).

import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
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

/**
 * Build dist/ (scripts/build.mjs, as `npm run build`); throws if the build fails. Skipped when
 * OWARE_DIST_BUILT=1: scripts/test.mjs builds once for all the end-to-end files of a run.
 */
export function buildDist() {
  if (process.env.OWARE_DIST_BUILT === '1') return;
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

/**
 * Run the registered checks; write the counts; exit non-zero on failure. In order, one at a time,
 * unless `concurrency` says how many may run at once (for checks that share nothing but the
 * browser and the server); the results are printed in the order the checks were registered.
 */
export async function runChecks({ concurrency = 1 } = {}) {
  let passed = 0;
  let failed = 0;
  const results = [];
  let next = 0;
  const lane = async () => {
    while (next < checks.length) {
      const i = next++;
      const { name, fn } = checks[i];
      const t0 = Date.now();
      try {
        await fn();
        results[i] = `  ✓ ${name} (${Date.now() - t0} ms)`;
        passed++;
      } catch (e) {
        failed++;
        results[i] = `  ✗ ${name}\n      ${String(e?.stack ?? e)
          .split('\n')
          .slice(0, 6)
          .join('\n      ')}`;
      }
      if (concurrency === 1) console.log(results[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane));
  if (concurrency !== 1) for (const r of results) console.log(r);
  await mkdir(join(root, '.test-results'), { recursive: true });
  await writeFile(join(root, '.test-results/e2e.json'), JSON.stringify({ passed, failed }));
  console.log(`  ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
