// End-to-end: no layout shift while a board's chunks arrive. Two plain pages from dist/ — a
// teacher's lesson page (text, a lesson with controls and caption, a diagram, a puzzle) and a club's
// page (text, an annotated record, a collection of games) — at 360 px in the dark, with every chunk
// held back 500 ms: the cumulative layout shift (PerformanceObserver `layout-shift`, shifts without
// recent input) stays ≤ 0.01 — with the machine's default fonts and with each of FONTS as the page's
// and the board's font (what a page's theme or another machine's fonts give: the space kept under a
// board must come from its layout, not from one font's metrics). And a game's end: the result panel
// does not push the controls down. The fonts' pages run on a CPU slowed SLOW times, as on a loaded
// machine (where CLS was 0.0414 when a board waiting for its first drawing kept no space).
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

/**
 * Fonts every machine with Debian's chromium has (fonts-dejavu-core and fonts-liberation come with
 * it), of different widths and heights: as the page's font and the board's (`--oware-font-family`).
 */
const FONTS = ['DejaVu Sans', 'Liberation Serif', 'DejaVu Sans Mono', 'Liberation Sans Narrow'];

/**
 * A loaded machine's pace (Chromium's CPU throttling): boards then wait for their turn to draw
 * (src/element/pace.ts) while the page is painted — each must keep its space meanwhile.
 */
const SLOW = 6;

/** A 360 px page in the dark whose chunks (everything but the initial file) arrive 500 ms late. */
async function slowPage(font, slow = 0) {
  const w = await watchedPage(browser, { viewport: { width: 360, height: 740 }, colorScheme: 'dark' });
  await w.page.addInitScript(OBSERVE);
  if (slow) {
    const cdp = await w.page.context().newCDPSession(w.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow });
  }
  if (font)
    await w.page.route(/\.html$/, async (route) => {
      const response = await route.fetch();
      const style = `<style>body, oware-board { font-family: '${font}'; --oware-font-family: '${font}'; }</style>`;
      await route.fulfill({ response, body: (await response.text()).replace('</head>', `${style}</head>`) });
    });
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
])
  for (const [font, slow] of [[undefined, 0], [undefined, SLOW], ...FONTS.map((f) => [f, SLOW])]) {
    const how = `${font ?? 'default fonts'}${slow ? `, CPU ${slow}× slower` : ''}`;
    check(`the ${name} page at 360 px, chunks 500 ms late, ${how}: CLS ≤ 0.01`, async () => {
      const { page, problems } = await slowPage(font, slow);
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
