// End-to-end: the position editor on a touch screen (the demo's editor page, as `npm start` serves
// it, at 360 px in the dark, a phone's touch input). A tap on a pit adds a seed; with "Remove seeds"
// on, a tap removes one — the way to remove a seed without a right button, a Shift key or a wheel —
// and the help under the board says so.
import { assert, check, launch, runChecks, serveDemo, watchedPage } from './harness.mjs';

const server = await serveDemo();
const browser = await launch();

check('on a phone: a tap adds a seed; with “Remove seeds” on, a tap removes one', async () => {
  const { page, problems } = await watchedPage(browser, {
    viewport: { width: 360, height: 740 },
    colorScheme: 'dark',
    hasTouch: true,
    isMobile: true,
  });
  await page.goto(`${server.url}editor.html`);
  const board = page.locator('oware-board#editor');
  const pit = (letter) => board.locator(`[role=button][aria-label^="${letter},"]`);
  const pits = () => board.evaluate((b) => b.pits.join(','));
  await pit('C').waitFor();
  const help = await board.locator('[part="help"]').textContent();
  assert(/tap/.test(help) && /“Remove seeds”/.test(help), `the help: ${help}`);
  await pit('C').tap();
  await page.waitForFunction(() => document.querySelector('#editor').pits[2] === 5);
  const toggle = board.locator('[part~="remove-mode"]');
  await toggle.tap();
  assert((await toggle.getAttribute('aria-pressed')) === 'true', 'the toggle is on');
  await pit('C').tap();
  await pit('c').tap();
  await pit('c').tap();
  await page.waitForFunction(() => document.querySelector('#editor').pits[8] === 2);
  assert((await pits()) === '4,4,4,4,4,4,4,4,2,4,4,4', `pits after the taps: ${await pits()}`);
  await page.screenshot({ path: '.test-results/editor-touch-360-dark.png', fullPage: true });
  await toggle.tap();
  await pit('c').tap();
  await page.waitForFunction(() => document.querySelector('#editor').pits[8] === 3);
  assert(problems.length === 0, problems.join('\n'));
  await page.close();
});

try {
  await runChecks();
} finally {
  await browser.close();
  await server.close();
}
