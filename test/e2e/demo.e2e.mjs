// End-to-end: every demo page (as `npm start` serves it, through Vite) loads with no console error
// and no failed request, its boards render, and axe finds no WCAG A/AA violations.

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { assert, axe, check, launch, root, runChecks, serveDemo, watchedPage } from './harness.mjs';

const pages = readdirSync(join(root, 'demo'))
  .filter((f) => f.endsWith('.html'))
  .sort();
const server = await serveDemo();
const base = server.url;
const browser = await launch();

check(`the demo has its pages (${pages.join(', ')})`, async () => {
  for (const p of ['index.html', 'lessons.html', 'puzzles.html', 'editor.html'])
    assert(pages.includes(p), `demo/${p} is missing`);
});

for (const [file, colorScheme] of pages.flatMap((f) => [
  [f, 'light'],
  [f, 'dark'],
])) {
  check(
    `demo/${file} (${colorScheme}): loads without console errors or failed requests, has the site's head and navigation, and passes axe`,
    async () => {
      const { page, problems } = await watchedPage(browser, { viewport: { width: 1100, height: 900 }, colorScheme });
      await page.goto(base + file);
      await page.waitForFunction(() => customElements.get('oware-board') !== undefined, null, { timeout: 20_000 });
      // boards draw in turns (src/element/pace.ts): on a loaded machine the last ones come later
      await page
        .waitForFunction(
          () => {
            // boards on the page and inside other elements' shadow roots (the studio's <oware-studio>)
            const boards = (root) =>
              [...root.querySelectorAll('*')].flatMap((el) =>
                el.localName === 'oware-board' ? [el] : el.shadowRoot ? boards(el.shadowRoot) : [],
              );
            const all = boards(document);
            return all.length > 0 && all.every((b) => b.shadowRoot?.querySelectorAll('[part~="pit"]').length === 12);
          },
          null,
          { timeout: 20_000 },
        )
        .catch(() => {}); // (the assertion below says which board did not)
      const boards = await page.evaluate(() => {
        const boards = (root) =>
          [...root.querySelectorAll('*')].flatMap((el) =>
            el.localName === 'oware-board' ? [el] : el.shadowRoot ? boards(el.shadowRoot) : [],
          );
        return boards(document).map((b) => b.shadowRoot?.querySelectorAll('[part~="pit"]').length ?? 0);
      });
      assert(boards.length > 0, 'no <oware-board> on the page');
      assert(
        boards.every((n) => n === 12),
        `a board did not render its 12 pits: ${boards.join(',')}`,
      );
      // The shared head tags and navigation (scripts/demo-site.ts), this page's link marked current.
      const site = await page.evaluate(() => ({
        links: [...document.querySelectorAll('nav.site a')].map((a) => a.getAttribute('href')),
        current: [...document.querySelectorAll('nav.site a[aria-current="page"]')].map((a) => a.getAttribute('href')),
        sheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')),
        viewport: document.querySelector('meta[name="viewport"]') !== null,
      }));
      assert(site.links.length === pages.length, `navigation: ${site.links.join(' ')}`);
      assert(site.current.join() === `./${file}`, `current page link: ${site.current.join()}`);
      assert(
        /\/demo\.css$/.test(site.sheets[0]) && /\/site\.css$/.test(site.sheets[1]),
        `stylesheets: ${site.sheets.join(' ')}`,
      );
      assert(site.viewport, 'no viewport meta');
      await page.waitForTimeout(300);
      const violations = await axe(page);
      assert(violations.length === 0, `axe: ${violations.join('\n')}`);
      assert(problems.length === 0, problems.join('\n'));
      await page.close();
    },
  );
}

check('demo/index.html: a pit can be played by clicking', async () => {
  const { page, problems } = await watchedPage(browser);
  await page.goto(`${base}index.html`);
  await page.waitForFunction(() => customElements.get('oware-board') !== undefined, null, { timeout: 20_000 });
  const board = page.locator('oware-board[interactive]').first();
  await board.evaluate((b) => b.setAttribute('animation-speed', '0'));
  const before = await board.evaluate((b) => b.position);
  await board.locator('[part~="pit"][part~="legal"]').first().click();
  await page.waitForFunction((p) => document.querySelector('oware-board[interactive]').position !== p, before);
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await runChecks().finally(async () => {
  await browser.close();
  await server.close();
});
