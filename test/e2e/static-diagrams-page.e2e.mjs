// End-to-end: the demo's "Static diagrams" page and its server-rendered column. Under `npm start`
// (Vite's dev server) and in the built demo site (`npm run build:demo`, served as plain files), the
// page's HTML holds the five diagrams of demo/static-diagrams.md as <oware-board> elements rendered
// by @lit-labs/ssr (scripts/ssr-diagrams.ts): with JavaScript disabled each shows its twelve counts
// as text, its seeds and its caption. With JavaScript, the page adds the live, boardSVG and Markdown
// columns in front of them, and the server's boards hydrate: one board each, not a second drawn over
// the server's, their caption kept.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import {
  afterChecks,
  assert,
  check,
  launch,
  root,
  runChecks,
  serveDemo,
  serveStatic,
  watchedPage,
} from './harness.mjs';

// What the Markdown file asks for: each block's position (the start without one) and caption.
const markdown = readFileSync(join(root, 'demo/static-diagrams.md'), 'utf8');
const blocks = [...markdown.matchAll(/^```oware[^\n]*\n([\s\S]*?)^```/gm)].map(([, body]) => ({
  pits: (/^position: ([\d,/]+)/m.exec(body)?.[1] ?? '4,4,4,4,4,4/4,4,4,4,4,4').replace('/', ','),
  caption: /^caption: (.*)$/m.exec(body)?.[1] ?? '',
}));
assert(blocks.length === 5, `the Markdown file has ${blocks.length} diagrams, not 5`);

const dev = await serveDemo();
const out = await mkdtemp(join(tmpdir(), 'oware-demo-site-'));
await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'error', build: { outDir: out, emptyOutDir: true } });
const built = await serveStatic(out);
const browser = await launch();

/** The server-rendered column as a page shows it: each board's counts, seeds, caption, boards in its shadow root. */
const ssrColumn = (page) =>
  page.locator('.way-ssr oware-board').evaluateAll((boards) =>
    boards.map((b) => ({
      counts: [...b.shadowRoot.querySelectorAll('.texts text.count')].map((t) => t.textContent).join(','),
      seeds: b.shadowRoot.querySelectorAll('.pits path.seed').length,
      caption: b.shadowRoot.querySelector('[part="caption"]')?.textContent ?? '',
      boards: b.shadowRoot.querySelectorAll('svg[part="board"]').length,
    })),
  );

for (const [where, url] of [
  ['npm start (the dev server)', () => `${dev.url}static-diagrams.html`],
  ['the built demo site', () => `${built.url}/static-diagrams.html`],
]) {
  check(`${where}, JavaScript off: the server-rendered column shows the five diagrams, counts as text`, async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1200, height: 900 } });
    const page = await context.newPage();
    await page.goto(url());
    const column = await ssrColumn(page);
    assert(column.length === 5, `server-rendered boards: ${column.length}`);
    for (const [i, b] of column.entries()) {
      assert(b.counts === blocks[i].pits, `diagram ${i + 1}: counts ${b.counts}, not ${blocks[i].pits}`);
      const seeds = blocks[i].pits.split(',').reduce((a, n) => a + Number(n), 0);
      assert(b.seeds === seeds, `diagram ${i + 1}: ${b.seeds} seeds drawn in the pits, not ${seeds}`);
      assert(
        b.caption === blocks[i].caption,
        `diagram ${i + 1}: caption ${JSON.stringify(b.caption)}, not ${JSON.stringify(blocks[i].caption)}`,
      );
    }
    const headings = await page.locator('main h2').allTextContents();
    assert(headings.length === 5 && headings[0] === 'The start position', `headings: ${headings.join(' | ')}`);
    await context.close();
  });

  check(`${where}, JavaScript on: four columns; the server's boards hydrate, each drawn once`, async () => {
    const { page, problems } = await watchedPage(browser, { viewport: { width: 1200, height: 900 } });
    await page.goto(url());
    await page.waitForFunction(() => document.querySelectorAll('main section .ways > div').length === 20, null, {
      timeout: 20_000,
    });
    await page.waitForFunction(() =>
      [...document.querySelectorAll('oware-board')].every((b) => b.shadowRoot?.querySelector('[part~="pit"]')),
    );
    await page.waitForTimeout(500);
    const column = await ssrColumn(page);
    assert(column.length === 5, `server-rendered boards: ${column.length}`);
    for (const [i, b] of column.entries()) {
      assert(b.boards === 1, `diagram ${i + 1}: ${b.boards} boards in the server-rendered element's shadow root`);
      assert(b.counts === blocks[i].pits, `diagram ${i + 1}: counts ${b.counts}`);
      assert(b.caption === blocks[i].caption, `diagram ${i + 1}: caption "${b.caption}" after hydration`);
    }
    const firstRow = await page.locator('main section').first().locator('.ways > div > h3').allTextContents();
    assert(
      firstRow.join(' | ') ===
        'Live <oware-board> | boardSVG() | Markdown (markdown-it) | Server-rendered (@lit-labs/ssr)',
      `columns: ${firstRow.join(' | ')}`,
    );
    assert(problems.length === 0, problems.join('\n'));
    await page.close();
  });
}

try {
  await runChecks();
} finally {
  await browser.close();
  await dev.close();
  await built.close();
  await afterChecks(() => rm(out, { recursive: true, force: true }));
}
