// End-to-end: no layout shift while a board's chunks arrive. Two plain pages from dist/ — a
// teacher's lesson page (text, a lesson with controls and caption, a diagram, a puzzle) and a club's
// page (text, an annotated record, a collection of games) — at 360 px in the dark, with every chunk
// held back 500 ms: the cumulative layout shift (PerformanceObserver `layout-shift`, shifts without
// recent input) stays ≤ 0.01. And a game's end: the result panel does not push the controls down.
import { assert, buildDist, cdnSite, check, launch, runChecks, watchedPage } from './harness.mjs';
import { writeJourneyPages } from './journey-pages.mjs';

buildDist();

const site = cdnSite();
writeJourneyPages(site);
const server = await site.serve();
const browser = await launch();

/** Count layout shifts from the page's start (buffered), as CLS does: shifts without recent input. */
const OBSERVE = () => {
  window.shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.shifts.push(e.value);
  }).observe({ type: 'layout-shift', buffered: true });
};
const cls = (page) => page.evaluate(() => window.shifts.reduce((a, b) => a + b, 0));

/** A 360 px page in the dark whose chunks (everything but the initial file) arrive 500 ms late. */
async function slowPage() {
  const w = await watchedPage(browser, { viewport: { width: 360, height: 740 }, colorScheme: 'dark' });
  await w.page.addInitScript(OBSERVE);
  await w.page.route(/oware-board-[^/]*\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 500));
    await route.continue();
  });
  return w;
}

/** Wait until every board's chunk has drawn what it draws under the board, and a while more. */
async function settled(page, selector) {
  await page.waitForFunction(
    (sel) => [...document.querySelectorAll('oware-board')].every((b) => b.shadowRoot?.querySelector(sel)),
    selector,
    { timeout: 20_000 },
  );
  await page.waitForTimeout(800);
}

for (const [name, file] of [
  ['lesson', 'lesson.html'],
  ['club', 'club.html'],
]) {
  check(`the ${name} page at 360 px, chunks 500 ms late: CLS ≤ 0.01`, async () => {
    const { page, problems } = await slowPage();
    await page.goto(`${server.url}/plain/${file}`);
    // the diagram draws nothing under it; the others their bars
    await page.waitForFunction(() => document.querySelectorAll('oware-board:defined').length > 0);
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('oware-board')]
          .filter((b) => b.hasAttribute('controls') || b.querySelector('script'))
          .every((b) => b.shadowRoot?.querySelector('[part~="controls"]')),
      null,
      { timeout: 20_000 },
    );
    await page.waitForTimeout(800);
    const value = await cls(page);
    const shifts = await page.evaluate(() => window.shifts);
    await page.close();
    assert(problems.length === 0, problems.join('\n'));
    assert(value <= 0.01, `CLS ${value.toFixed(4)} (shifts ${shifts.map((s) => s.toFixed(4)).join(', ')})`);
  });
}

check("a game's end: the result panel does not push the controls down", async () => {
  const { page, problems } = await slowPage();
  await page.goto(`${server.url}/plain/game.html`);
  await settled(page, '[part~="controls"]');
  const top = () =>
    page.evaluate(() => {
      const b = document.querySelector('oware-board');
      return b.shadowRoot.querySelector('[part~="controls"]').getBoundingClientRect().top;
    });
  const before = await top();
  await page.evaluate(() => document.querySelector('oware-board').play('F'));
  await page.waitForFunction(() => document.querySelector('oware-board').shadowRoot.querySelector('[part="result"]'));
  await page.waitForTimeout(300);
  const after = await top();
  await page.close();
  assert(problems.length === 0, problems.join('\n'));
  assert(Math.abs(after - before) < 1, `the controls moved from ${before} to ${after}`);
});

await runChecks();
await browser.close();
await server.close();
