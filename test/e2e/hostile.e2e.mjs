// End-to-end: the hostile page against the CDN files of dist/ (plain pages, no bundler). Chunks that
// fail to load (a 404, the network gone): one specific oware-error per failed chunk per board, no
// unhandled rejection, and a later board loads the chunk once the network is back.
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assert, buildDist, cdnSite, check, launch, runChecks, serveStatic, watchedPage } from './harness.mjs';

buildDist();
const site = cdnSite();
site.write('empty.html', site.page(''));
site.write('board.html', site.page('<oware-board interactive animation-speed="0"></oware-board>'));
// Two builds on one page, in either order: the second sees the element defined and stays out.
const LESSON = '<oware-board moves="C f B a" ply="4" controls caption animation-speed="0"></oware-board>';
const both = (first, second) =>
  site.page(LESSON, first).replace('</head>', `<script type="module" src="./${second}"></script></head>`);
site.write('core-then-lessons.html', both('oware-board.min.js', 'oware-board-lessons.min.js'));
site.write('lessons-then-core.html', both('oware-board-lessons.min.js', 'oware-board.min.js'));
const server = await site.serve();
// The same files under Trusted Types with a `trusted-types` list: /<list>/… (e.g. /lit-html+oware-board/).
const TYPED = ['oware-board.min.js', 'oware-board-lessons.min.js'];
for (const file of TYPED)
  site.write(
    `typed-${file}.html`,
    site.page('<oware-board interactive="south" ai="north" ai-level="1" animation-speed="0"></oware-board>', file),
  );
const typedRoot = mkdtempSync(join(tmpdir(), 'oware-typed-'));
for (const list of ['oware-board', 'lit-html+oware-board'])
  cpSync(site.dir, join(typedRoot, list), { recursive: true });
const typed = await serveStatic(typedRoot, (path) => ({
  'content-security-policy': `require-trusted-types-for 'script'; trusted-types ${decodeURIComponent(path.split('/')[1]).replaceAll('+', ' ')}`,
}));
const browser = await launch();

/** A page of the site with `pattern` (a chunk's file) failing as `how` (`404` or a network error). */
async function failing(pattern, how) {
  const { page, problems } = await watchedPage(browser);
  const fail = (route) =>
    how === '404' ? route.fulfill({ status: 404, body: 'not found' }) : route.abort('internetdisconnected');
  await page.route(pattern, fail);
  await page.goto(`${server.url}/plain/empty.html`);
  await page.waitForFunction(() => customElements.get('oware-board'));
  /** Add a board of `markup` (its id `id`). */
  const add = (markup) =>
    page.evaluate((m) => document.querySelector('main').insertAdjacentHTML('beforeend', m), markup);
  // each board's oware-error events, kept on the board
  await page.evaluate(() =>
    document.addEventListener('oware-error', (e) => {
      const t = e.composedPath()[0];
      (t.errors ??= []).push(`${e.detail.attribute}: ${e.detail.message}`);
    }),
  );
  const errorsOf = (sel) => page.$eval(sel, (b) => b.errors ?? []);
  const unhandled = () => problems.filter((p) => p.startsWith('page error'));
  return { page, problems, add, errorsOf, unhandled, restore: () => page.unroute(pattern, fail) };
}

for (const how of ['404', 'offline']) {
  check(`the game chunk fails (${how}): one oware-error, no unhandled rejection, a later board loads it`, async () => {
    const t = await failing('**/oware-board-game-*.js', how);
    await t.add('<oware-board id="a" controls interactive animation-speed="0"></oware-board>');
    await t.page.waitForFunction(() => document.querySelector('#a').errors?.length);
    await t.page.click('#a [data-pit="2"]'); // more updates: no more errors, no more rejections
    await t.page.waitForTimeout(300);
    const errors = await t.errorsOf('#a');
    assert(errors.length === 1, `one oware-error, not ${JSON.stringify(errors)}`);
    assert(/^controls: .*game.*could not be loaded/.test(errors[0]), `a specific reason: ${errors[0]}`);
    assert(t.unhandled().length === 0, `no unhandled rejection: ${t.unhandled()}`);
    await t.restore();
    await t.add('<oware-board id="b" controls interactive animation-speed="0"></oware-board>');
    await t.page.locator('#b [part~="controls"]').waitFor({ timeout: 10_000 });
    assert((await t.errorsOf('#b')).length === 0, 'the later board has no error');
    await t.page.close();
  });

  check(
    `the AI chunk fails (${how}): the computer's board and an analysis board report it once; later boards load it`,
    async () => {
      const t = await failing('**/oware-board-ai-*.js', how);
      await t.add('<oware-board id="a" interactive="south" ai="north" animation-speed="0"></oware-board>');
      await t.add('<oware-board id="c" analysis interactive animation-speed="0"></oware-board>');
      await t.page.waitForFunction(() => document.querySelector('#a').errors?.length);
      await t.page.waitForFunction(() => document.querySelector('#c').errors?.length);
      const hint = await t.page.$eval('#a', (b) =>
        b.hint().then(
          () => 'resolved',
          (e) => `rejected: ${e.message}`,
        ),
      );
      assert(hint.startsWith('rejected'), `hint() rejects while the AI cannot load: ${hint}`);
      await t.page.waitForTimeout(300);
      const a = await t.errorsOf('#a');
      const c = await t.errorsOf('#c');
      assert(a.length === 1 && /^ai: .*could not be loaded/.test(a[0]), `the computer's board: ${JSON.stringify(a)}`);
      assert(
        c.length === 1 && /^analysis: .*could not be loaded/.test(c[0]),
        `the analysis board: ${JSON.stringify(c)}`,
      );
      assert(t.unhandled().length === 0, `no unhandled rejection: ${t.unhandled()}`);
      await t.restore();
      // the network is back: a later board plays against the computer, and the first board's hint works
      await t.add('<oware-board id="b" interactive="south" ai="north" ai-level="1" animation-speed="0"></oware-board>');
      await t.page.$eval('#b', (b) => b.play('C'));
      await t.page.waitForFunction(() => document.querySelector('#b').history.length === 2, null, { timeout: 20_000 });
      const again = await t.page.$eval('#a', (b) => b.hint().then((h) => typeof h.move));
      assert(again === 'number', 'hint() works once the AI can load');
      await t.add('<oware-board id="d" analysis interactive animation-speed="0"></oware-board>');
      await t.page.waitForFunction(
        () => document.querySelector('#d').shadowRoot.querySelector('[part~="move-value"], [part~="analysis"]'),
        null,
        { timeout: 30_000 },
      );
      assert((await t.errorsOf('#b')).length === 0 && (await t.errorsOf('#d')).length === 0, 'later boards: no error');
      await t.page.close();
    },
  );
}

check(
  'the AI worker: searches aborted before its first message leak no Blob URL, and one worker at most is alive',
  async () => {
    const { page, problems } = await watchedPage(browser);
    await page.addInitScript(() => {
      const counts = (window.counts = { blobs: 0, revoked: 0, workers: 0, alive: 0, most: 0 });
      const { createObjectURL, revokeObjectURL } = URL;
      URL.createObjectURL = (b) => {
        counts.blobs++;
        return createObjectURL(b);
      };
      URL.revokeObjectURL = (u) => {
        counts.revoked++;
        revokeObjectURL(u);
      };
      window.Worker = class extends Worker {
        constructor(...args) {
          super(...args);
          counts.workers++;
          counts.most = Math.max(counts.most, ++counts.alive);
        }
        terminate() {
          counts.alive--;
          super.terminate();
        }
      };
    });
    await page.goto(`${server.url}/plain/board.html`);
    const settled = await page.$eval('oware-board', async (b) => {
      const out = [];
      for (let i = 0; i < 7; i++) {
        const analysis = b.analyze({ timeMs: 2000 }).then(
          () => 'resolved',
          (e) => e.name,
        );
        await new Promise((r) => setTimeout(r, 30)); // the search is under way in the worker
        await b.play(b.legalMoves[0]);
        out.push(await analysis);
      }
      return out;
    });
    assert(
      settled.every((s) => s === 'AbortError'),
      `every analysis aborted: ${settled}`,
    );
    const counts = await page.evaluate(() => window.counts);
    assert(counts.workers >= 2, `a new worker after an aborted search: ${JSON.stringify(counts)}`);
    assert(counts.blobs - counts.revoked <= 1, `at most one Blob URL kept: ${JSON.stringify(counts)}`);
    assert(counts.most === 1, `at most one worker alive: ${JSON.stringify(counts)}`);
    assert(problems.length === 0, problems.join('\n'));
    await page.close();
  },
);

for (const file of ['oware-board.min.js', 'oware-board-lessons.min.js']) {
  site.write(
    `typed-${file}.html`,
    site.page('<oware-board interactive="south" ai="north" ai-level="1" animation-speed="0"></oware-board>', file),
  );
  check(
    `Trusted Types (${file}): a trusted-types list without lit-html gives one clear console error naming the policies`,
    async () => {
      const { page } = await watchedPage(browser);
      const errors = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto(`${typed.url}/oware-board/typed-${file}.html`);
      await page.waitForTimeout(500);
      const ours = errors.filter((e) => e.startsWith('<oware-board>'));
      assert(ours.length === 1, `one console error of ours: ${JSON.stringify(errors)}`);
      assert(/'lit-html'/.test(ours[0]) && /'oware-board'/.test(ours[0]), `it names both policies: ${ours[0]}`);
      await page.close();
    },
  );
  check(
    `Trusted Types (${file}): with the documented list (lit-html oware-board) the board plays and the AI uses its worker`,
    async () => {
      const { page, problems } = await watchedPage(browser);
      await page.addInitScript(() => {
        window.workers = 0;
        window.Worker = class extends Worker {
          constructor(...args) {
            super(...args);
            window.workers++;
          }
        };
      });
      await page.goto(`${typed.url}/lit-html+oware-board/typed-${file}.html`);
      await page.waitForFunction(() => customElements.get('oware-board'));
      await page.$eval('oware-board', (b) => b.play('C'));
      await page.waitForFunction(() => document.querySelector('oware-board').history.length === 2, null, {
        timeout: 20_000,
      });
      assert((await page.evaluate(() => window.workers)) >= 1, 'the AI ran on the main thread');
      assert(problems.length === 0, problems.join('\n'));
      await page.close();
    },
  );
}

for (const order of ['core-then-lessons', 'lessons-then-core']) {
  check(`two builds on one page (${order.replaceAll('-', ' ')}): the second stays out and says so once`, async () => {
    const { page, problems } = await watchedPage(browser);
    const warnings = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.goto(`${server.url}/plain/${order}.html`);
    const board = page.locator('oware-board');
    // the lesson's controls, a step back and forth, and the seed-by-seed walk
    await board.locator('[part~="controls"]').waitFor({ timeout: 10_000 });
    await page.waitForFunction(
      () => document.querySelector('oware-board').position === '6,0,2,7,6,6/0,5,5,5,5,1 S 0-0',
    );
    const step = await board.evaluate(async (b) => {
      const s = await b.stepSeeds();
      await b.updateComplete;
      return { kind: s?.kind, seedStep: b.seedStep?.kind };
    });
    assert(step.kind === 'pick-up' && step.seedStep === 'pick-up', `stepSeeds: ${JSON.stringify(step)}`);
    await page.waitForTimeout(200);
    const stayed = warnings.filter((w) => /defined already/.test(w));
    assert(stayed.length === 1, `one warning that the second build stays out: ${JSON.stringify(warnings)}`);
    assert(problems.length === 0, problems.join('\n'));
    await page.close();
  });
}

await runChecks().finally(async () => {
  await browser.close();
  await server.close();
  await typed.close();
});
