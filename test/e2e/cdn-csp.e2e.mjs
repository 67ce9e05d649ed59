// End-to-end: the CDN file (dist/oware-board.min.js) in plain HTML pages (no bundler) in headless
// Chromium, served under Content-Security-Policies (CDN_POLICIES in harness.mjs): a strict policy (no
// unsafe-eval, no inline scripts) still gives a working board and AI; without inline styles and
// workers the seeds and wood keep their colours; under Trusted Types the board plays and the AI keeps
// its worker. The same pages without a policy, and the other files: cdn.e2e.mjs.
import { assert, buildDist, cdnSite, check, launch, runChecks, watchedPage } from './harness.mjs';

buildDist();
const site = cdnSite();
site.write(
  'play.html',
  site.page(
    '<oware-board interactive="south" ai="north" ai-level="1" animation-speed="0" stores labels="letters"></oware-board>',
  ),
);
site.write('two.html', site.page('<oware-board interactive animation-speed="0"></oware-board>'));
const server = await site.serve();
const browser = await launch();

/** The page's Content-Security-Policy violations (`directive URI`), collected from its first script on. */
async function watchViolations(p) {
  const violations = [];
  await p.exposeFunction('reportViolation', (v) => violations.push(v));
  await p.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      window.reportViolation?.(`${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  return violations;
}

/** A watched page of `path` (its CSP violations collected; `before` runs first in it) once its board has drawn, after a click on a legal pit. */
async function openAndPlay(path, before) {
  const { page: p, problems } = await watchedPage(browser);
  const violations = await watchViolations(p);
  if (before) await p.addInitScript(before);
  await p.goto(`${server.url}/${path}`);
  await p.waitForFunction(() => document.querySelector('oware-board')?.shadowRoot?.querySelector('[part~="pit"]'));
  const board = p.locator('oware-board');
  await board.locator('[part~="pit"][part~="legal"]').first().click();
  return { p, problems, violations, board };
}

/** The computer's reply on page `p`. */
const aiReply = (p) =>
  p.waitForFunction(() => window.events.some((e) => e.type === 'oware-move' && e.detail.source === 'ai'), null, {
    timeout: 30_000,
  });

check('strict CSP (no unsafe-eval, no inline scripts): the board and the AI still work', async () => {
  const { p, problems, violations } = await openAndPlay('csp/play.html');
  await aiReply(p);
  const evalUsed = violations.filter((v) => v.startsWith('script-src') && /eval/.test(v));
  assert(evalUsed.length === 0, `eval was attempted: ${evalUsed.join(', ')}`);
  // A blocked Blob worker is expected here (the AI then runs on the main thread); nothing else may fail.
  const other = problems.filter((m) => !/worker|blob:/i.test(m));
  assert(other.length === 0, other.join('\n'));
});

check("style-src 'self' without 'unsafe-inline': seeds and wood keep their colours, no CSP error", async () => {
  const { p, problems, violations, board } = await openAndPlay('strictest/two.html');
  const colours = await board.evaluate((b) =>
    ['c-seed-1', 'c-seed-shine', 'c-board', 'c-pit'].map(
      (c) => getComputedStyle(b.shadowRoot.querySelector(`stop.${c}`)).stopColor,
    ),
  );
  for (const c of colours) assert(!/^rgb\(0, 0, 0\)$/.test(c), `a gradient stop is black: ${colours}`);
  // A seed's pixels: not black either.
  const seed = await board.locator('[part~="seed"]').first().boundingBox();
  const png = await p.screenshot({
    clip: { x: seed.x + seed.width / 2 - 2, y: seed.y + seed.height / 2 - 2, width: 4, height: 4 },
  });
  assert(png.length > 0, 'no screenshot');
  const dark = await p.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = new OffscreenCanvas(img.width, img.height);
    const g = c.getContext('2d');
    g.drawImage(img, 0, 0);
    const d = g.getImageData(0, 0, img.width, img.height).data;
    let sum = 0;
    for (let i = 0; i < d.length; i += 4) sum += d[i] + d[i + 1] + d[i + 2];
    return sum / (d.length / 4) / 3;
  }, png.toString('base64'));
  assert(dark > 60, `the seed is drawn (nearly) black: mean channel ${dark.toFixed(0)}`);
  assert(violations.length === 0, `CSP violations: ${violations.join(', ')}`);
  assert(problems.length === 0, problems.join('\n'));
});

check("Trusted Types (require-trusted-types-for 'script'): the board plays and the AI keeps its worker", async () => {
  const { p, problems, violations } = await openAndPlay('trusted/play.html', () => {
    window.workers = 0;
    const W = window.Worker;
    window.Worker = class extends W {
      constructor(...args) {
        super(...args);
        window.workers++;
      }
    };
  });
  await aiReply(p);
  assert((await p.evaluate(() => window.workers)) >= 1, 'no worker was made: the AI ran on the main thread');
  assert(violations.length === 0, `CSP / Trusted Types violations: ${violations.join(', ')}`);
  assert(problems.length === 0, problems.join('\n'));
});

await runChecks().finally(async () => {
  await browser.close();
  await server.close();
});
