// End-to-end: the docs' examples that need a page (test/docs-examples.mjs reads them from README.md
// and docs/*.md), in headless Chromium on the demo's dev server, the element from the sources:
// - each ```html block with an <oware-board> is the page's body (a <script src> of the CDN file is
//   left out: the page loads the element itself); every board in it draws its pits, and no
//   `oware-error`, console error or page error comes;
// - each JS/TS snippet that needs a page runs as a module against the sources, on a page holding one
//   `<oware-board labels="letters">` (what `document.querySelector('oware-board')` finds); names a
//   reference-style snippet leaves undefined come from the PRELUDE; it must finish without an error.
// Blocks marked `<!-- example: not run (why) -->` are left out (test/node/docs-examples.test.mjs
// counts them and runs the Node examples).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allExamples, PRELUDE, preludeFor, ROOT, withSources } from '../docs-examples.mjs';
import { assert, check, launch, runChecks, serveDemo, watchedPage } from './harness.mjs';

const demo = await serveDemo();
const browser = await launch();
const work = join(ROOT, '.test-results/docs-examples-page');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const fs = (path) => `/@fs${path}`;
const where = (e) => `${e.file}:${e.line}`;
const all = allExamples().filter((e) => !e.marked);

/** A fresh page of the demo server that records `oware-error` events; `body` is its HTML. */
async function open(body) {
  const { page, problems } = await watchedPage(browser, { viewport: { width: 900, height: 700 } });
  // (a record an example names by its `src`: a game of the docs' own)
  await page.route('**/*.ogn', (route) =>
    route.fulfill({ contentType: 'text/plain', body: '[Event "Club night"]\n\n1. C f 2. B a 3. A e *\n' }),
  );
  await page.goto(`${demo.url}`);
  await page.evaluate((body) => {
    window.owareErrors = [];
    document.addEventListener('oware-error', (e) => window.owareErrors.push(JSON.stringify(e.detail)));
    for (const s of document.head.querySelectorAll('script')) s.remove();
    document.body.innerHTML = body;
  }, body);
  return { page, problems };
}

/** Every board on the page has drawn its pits (the features it asks for loaded), within `timeout`. */
const drawn = (page, timeout = 60_000) =>
  page.waitForFunction(
    () => {
      const boards = [...document.querySelectorAll('oware-board')];
      return boards.length > 0 && boards.every((b) => b.shadowRoot?.querySelector('[data-pit]'));
    },
    null,
    { timeout },
  );

for (const e of all.filter((e) => e.kind === 'html'))
  check(`${where(e)}: the HTML example draws its boards, with no error`, async () => {
    const body = e.content.replace(/<script\b[^>]*\bsrc="[^"]*oware-board[^"]*"[^>]*><\/script>/g, '');
    const { page, problems } = await open(body);
    try {
      const boards = (body.match(/<oware-board[\s>]/g) ?? []).length;
      await page.evaluate((url) => import(url), fs(join(ROOT, 'src/index.ts')));
      await drawn(page);
      // (a moment for the features that load on first use to report a bad value)
      await page.waitForTimeout(500);
      const got = await page.evaluate(() => ({
        boards: document.querySelectorAll('oware-board').length,
        errors: window.owareErrors,
        notices: [...document.querySelectorAll('oware-board')].flatMap((b) =>
          [...(b.shadowRoot?.querySelectorAll('[part~="error"], [part~="notice"]') ?? [])].map((n) => n.textContent),
        ),
      }));
      assert(got.boards === boards, `${boards} boards on the page (${got.boards})`);
      assert(!got.errors.length, `oware-error: ${got.errors.join('; ')}`);
      assert(!problems.length, problems.join('; '));
    } finally {
      await page.close();
    }
  });

for (const e of all.filter((e) => e.kind === 'browser'))
  check(`${where(e)}: the snippet runs in a page`, async () => {
    const code = withSources(e.content, (p) => fs(join(ROOT, p)));
    const names = preludeFor(code);
    const imports = code.match(/^import[\s\S]*?['"];.*$/gm) ?? [];
    const body = imports.reduce((c, i) => c.replace(i, ''), code);
    const file = join(work, `${e.file.replace(/\W/g, '-')}-${e.line}.${e.info === 'ts' ? 'ts' : 'js'}`);
    writeFileSync(
      file,
      [
        ...imports,
        `import * as __engine from '${fs(join(ROOT, 'src/engine/index.ts'))}';`,
        `import * as __ai from '${fs(join(ROOT, 'src/ai/index.ts'))}';`,
        `import '${fs(join(ROOT, 'src/index.ts'))}';`,
        ...names.map((n) => PRELUDE[n]),
        "await customElements.whenDefined('oware-board');",
        body,
        'export const done = true;',
      ].join('\n'),
    );
    const { page, problems } = await open('<oware-board labels="letters"></oware-board>');
    try {
      const r = await page.evaluate(
        (url) =>
          import(url).then(
            (m) => ({ done: m.done }),
            (err) => ({ error: String(err?.stack ?? err) }),
          ),
        fs(file),
      );
      assert(!r.error, `the snippet threw: ${r.error}`);
      assert(r.done === true, 'the snippet ran to its end');
      await page.waitForTimeout(300);
      const errors = await page.evaluate(() => window.owareErrors);
      assert(!errors.length, `oware-error: ${errors.join('; ')}`);
      assert(!problems.length, problems.join('; '));
    } finally {
      await page.close();
    }
  });

try {
  await runChecks();
} finally {
  await browser.close();
  await demo.close();
}
