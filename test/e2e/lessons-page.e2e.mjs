// End-to-end: the demo's lessons page is one board per lesson. The German tutorial's six diagrams
// are the steps of one board, chosen by the step buttons; a step's move can be walked seed by seed
// (axe clean while walking, light and dark); nothing overflows at 360 px.

import { assert, axe, check, launch, runChecks, serveDemo, watchedPage } from './harness.mjs';

const server = await serveDemo();
const base = server.url;
const browser = await launch();

async function open(options, query = 'lang=en') {
  const { page, problems } = await watchedPage(browser, options);
  await page.goto(`${base}lessons.html?${query}`);
  await page.waitForFunction(() => customElements.get('oware-board') !== undefined, null, { timeout: 20_000 });
  await page.evaluate(() => Promise.all([...document.querySelectorAll('oware-board')].map((b) => b.updateComplete)));
  return { page, problems };
}

check('lessons page: one board per lesson; the tutorial’s six diagrams are the steps of one board', async () => {
  const { page, problems } = await open({ viewport: { width: 1200, height: 900 } });
  const boards = await page.evaluate(() =>
    [...document.querySelectorAll('section[data-lesson]')].map((s) => s.querySelectorAll('oware-board').length),
  );
  assert(boards.length === 2 && boards.every((n) => n === 1), `boards per lesson: ${boards}`);
  const tutorial = page.locator('section[data-lesson="tutorial"]');
  const seen = [];
  for (let i = 1; i <= 6; i++) {
    await tutorial.getByRole('button', { name: `Step ${i} of 6`, exact: true }).click();
    const state = await tutorial.evaluate((s) => {
      const b = s.querySelector('oware-board');
      b.finishAnimation();
      return {
        position: b.position,
        text: s.querySelector('.step-text').textContent,
        current: s.querySelector('[aria-current="step"]').textContent,
      };
    });
    assert(state.current === String(i), `step ${i}: aria-current on ${state.current}`);
    seen.push(state);
  }
  assert(seen[0].position === '4,4,4,4,4,4/4,4,4,4,4,4 S 0-0', `step 1 shows ${seen[0].position}`);
  assert(seen[2].text.includes('captures 2 + 3 = 5 seeds'), `step 3 text: ${seen[2].text}`);
  assert(seen[5].position.endsWith('26-13'), `step 6 (South wins with 26) shows ${seen[5].position}`);
  assert(new Set(seen.map((s) => s.text)).size === 6, 'every step has its own text');
  // Next step / Previous step.
  await tutorial.getByRole('button', { name: 'Previous step' }).click();
  const back = await tutorial.evaluate((s) => s.querySelector('[aria-current="step"]').textContent);
  assert(back === '5', `Previous step went to ${back}`);
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

for (const colorScheme of ['light', 'dark'])
  check(`lessons page (${colorScheme}): the capture step walked seed by seed, axe clean while walking`, async () => {
    const { page, problems } = await open({ viewport: { width: 1100, height: 900 }, colorScheme });
    const tutorial = page.locator('section[data-lesson="tutorial"]');
    await tutorial.getByRole('button', { name: 'Step 3 of 6', exact: true }).click();
    const board = tutorial.locator('oware-board');
    await board.evaluate((b) => b.finishAnimation());
    await board.getByRole('button', { name: 'Seed by seed' }).click();
    for (let i = 0; i < 4; i++) await board.getByRole('button', { name: 'Next seed' }).click();
    const caption = await board.locator('[part="caption"]').textContent();
    assert(caption === 'The last seed goes into pit 9, which now holds 2 seeds.', `caption: ${caption}`);
    await board.getByRole('button', { name: 'Next seed' }).click();
    const capture = await board.locator('[part="caption"]').textContent();
    assert(capture === 'Pit 9 now holds 2 seeds, so South captures them.', `caption: ${capture}`);
    await page.waitForTimeout(300);
    const violations = await axe(page);
    assert(violations.length === 0, `axe: ${violations.join('\n')}`);
    assert(problems.length === 0, problems.join('\n'));
    await page.close();
  });

check('lessons page at 360 px, in German: nothing wider than the screen, the walk named in German', async () => {
  const { page, problems } = await open({ viewport: { width: 360, height: 800 } }, 'lang=de');
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert(wide <= 360, `the page is ${wide} px wide`);
  const tutorial = page.locator('section[data-lesson="tutorial"]');
  await tutorial.getByRole('button', { name: 'Schritt 2 von 6', exact: true }).click();
  const board = tutorial.locator('oware-board');
  await board.evaluate((b) => b.finishAnimation());
  await board.getByRole('button', { name: 'Samen für Samen' }).click();
  const caption = await board.locator('[part="caption"]').textContent();
  assert(caption === 'Süd nimmt die 4 Samen aus Mulde 2.', `caption: ${caption}`);
  const wider = await page.evaluate(() => document.documentElement.scrollWidth);
  assert(wider <= 360, `walking, the page is ${wider} px wide`);
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

await runChecks().finally(async () => {
  await browser.close();
  await server.close();
});
