// End-to-end: a whole game from one tag. A plain page that loads only the CDN file
// (dist/oware-board.min.js, which fetches its AI and game-controls chunks from beside itself) and
// `<oware-board ai="north" controls>`: a game played by clicks to its end, the result panel (never
// over a pit, its text fitting in all five languages at 360 px and 1200 px), review, then New game,
// Undo and Hint used by clicking — all through roles, accessible names and events.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assert, axe, buildDist, check, launch, root, runChecks, serveStatic, watchedPage } from './harness.mjs';

buildDist();
const site = join(mkdtempSync(join(tmpdir(), 'oware-game-')), 'cdn');
mkdirSync(site);
// (not the self-contained file: the lessons' chunk, for Seed by seed, is fetched as any chunk)
for (const f of readdirSync(join(root, 'dist')).filter(
  (f) => f.startsWith('oware-board') && !f.includes('lessons.min'),
))
  cpSync(join(root, 'dist', f), join(site, f));
// The page script is a file: it records the board's events.
writeFileSync(
  join(site, 'page.js'),
  `window.events = [];
for (const type of ['oware-move', 'oware-game-over', 'oware-illegal-move', 'oware-error'])
  document.addEventListener(type, (e) => window.events.push({ type, detail: JSON.parse(JSON.stringify(e.detail)) }));
`,
);
// ai-level 1 and no animation only to keep the whole game short.
writeFileSync(
  join(site, 'game.html'),
  `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>oware-board: a game</title><link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1">
<script type="module" src="./oware-board.min.js"></script></head>
<body><main><oware-board ai="north" controls ai-level="1" animation-speed="0"></oware-board></main>
<script type="module" src="./page.js"></script></body></html>`,
);
const server = await serveStatic(join(site, '..'));
const browser = await launch();

/** The board's state as its public properties say. */
const state = (board) =>
  board.evaluate((b) => ({
    over: !!b.result,
    turn: b.turn,
    thinking: b.thinking && b.matches(':state(thinking)'),
    n: b.history.length,
  }));

/** Click a legal pit (a button whose name says "legal move") until the game ends. */
async function playToTheEnd(p, board) {
  for (let i = 0; i < 400; i++) {
    const s = await state(board);
    if (s.over) return;
    const legal = board.getByRole('button', { name: /legal move/ });
    if (s.turn !== 'south' || s.thinking || (await legal.count()) === 0) {
      await p.waitForTimeout(20);
      continue;
    }
    await legal.first().click();
  }
  throw new Error('the game did not end');
}

/** Boxes of the pits and of the result panel; whether the panel overlaps any pit. */
const overlaps = (board) =>
  board.evaluate((b) => {
    const panel = b.shadowRoot.querySelector('[part="result"]').getBoundingClientRect();
    return [...b.shadowRoot.querySelectorAll('[data-pit]')]
      .map((g) => g.getBoundingClientRect())
      .filter(
        (r) => !(r.bottom <= panel.top || r.top >= panel.bottom || r.right <= panel.left || r.left >= panel.right),
      ).length;
  });

/** The result text's widths in the five languages (scrollWidth ≤ clientWidth when it fits). */
const fits = (board) =>
  board.evaluate(async (b) => {
    const out = {};
    const head = () => b.shadowRoot.querySelector('[part="result"] .result-text strong')?.textContent ?? '';
    for (const lang of ['en', 'de', 'af', 'ja', 'fr']) {
      b.lang = lang;
      await b.updateComplete;
      // A language besides English is a chunk of its own: the board speaks it once it has come.
      for (let i = 0; i < 200 && lang !== 'en' && /^(You |Draw )/.test(head()); i++)
        await new Promise((r) => setTimeout(r, 25));
      const text = b.shadowRoot.querySelector('[part="result"] .result-text');
      const panel = b.shadowRoot.querySelector('[part="result"]');
      out[lang] = {
        head: text.querySelector('strong').textContent,
        fits: text.scrollWidth <= text.clientWidth && panel.scrollWidth <= panel.clientWidth,
        widths: [text.scrollWidth, text.clientWidth, panel.scrollWidth, panel.clientWidth],
      };
    }
    b.lang = 'en';
    await b.updateComplete;
    return out;
  });

const HEADS = {
  en: /^(You win|You lose|Draw) \d+–\d+\.$/,
  de: /^(Du gewinnst|Du verlierst|Unentschieden,) \d+:\d+\.$/,
  af: /^(Jy wen|Jy verloor|Gelykop,) \d+–\d+\.$/,
  ja: /^(あなたの勝ち|あなたの負け|引き分け) \d+対\d+。$/,
  fr: /^(Vous gagnez|Vous perdez|Match nul,) \d+–\d+\.$/,
};

check(
  'one tag, the CDN file only: a whole game by clicks, the result panel, review, New game, Undo, Hint',
  async () => {
    const { page: p, problems } = await watchedPage(browser, { viewport: { width: 1200, height: 900 } });
    const fetched = [];
    p.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await p.goto(`${server.url}/cdn/game.html`);
    const board = p.locator('oware-board');
    const bar = board.getByRole('toolbar', { name: 'Game controls' });
    await bar.waitFor();
    for (const name of ['New game', 'Undo', 'Hint', 'Copy position', 'Copy moves'])
      assert((await bar.getByRole('button', { name, exact: true }).count()) === 1, `no ${name} button`);
    assert(
      fetched.some((f) => /^\/cdn\/oware-board-game-[\w-]+\.js$/.test(f)),
      `the game chunk was not fetched from beside the file: ${fetched}`,
    );
    // Keyboard: the board's tab stop is a pit South may play.
    const stop = await board.evaluate((b) => Number(b.shadowRoot.querySelector('[tabindex="0"]').dataset.pit));
    assert(stop >= 0 && stop < 6, `the tab stop is on pit ${stop}`);

    await playToTheEnd(p, board);
    const events = await p.evaluate(() => window.events);
    const over = events.find((e) => e.type === 'oware-game-over');
    assert(over, 'no oware-game-over');
    const panel = board.locator('[part="result"]');
    await panel.waitFor();
    // the last move can be walked seed by seed (the lessons' chunk, fetched once a move was on show)
    await board.locator('[part~="seed-step"]').waitFor();
    const head = await panel.locator('strong').textContent();
    assert(HEADS.en.test(head), `result headline: ${head}`);
    const [south, north] = over.detail.score;
    const want =
      over.detail.winner === 'north'
        ? `You lose ${south}–${north}.`
        : over.detail.winner === 'south'
          ? `You win ${south}–${north}.`
          : `Draw ${south}–${north}.`;
    assert(head === want, `expected ${want}, saw ${head}`);
    assert((await overlaps(board)) === 0, 'the result panel overlaps a pit at 1200 px');
    for (const [lang, r] of Object.entries(await fits(board))) {
      assert(r.fits, `the result overflows in ${lang} at 1200 px: ${JSON.stringify(r)}`);
      assert(HEADS[lang].test(r.head), `${lang} headline: ${r.head}`);
    }
    await p.setViewportSize({ width: 360, height: 900 });
    assert((await overlaps(board)) === 0, 'the result panel overlaps a pit at 360 px');
    for (const [lang, r] of Object.entries(await fits(board)))
      assert(r.fits, `the result overflows in ${lang} at 360 px: ${JSON.stringify(r)}`);
    for (const colorScheme of ['light', 'dark']) {
      await p.emulateMedia({ colorScheme });
      const violations = await axe(p);
      assert(violations.length === 0, `axe (${colorScheme}, finished game): ${violations.join('\n')}`);
    }

    // Review: the start position, one move on, back to the game.
    const total = (await state(board)).n;
    const review = board.getByRole('group', { name: 'Review the game' });
    await review.getByRole('button', { name: 'Start position' }).click();
    assert((await board.evaluate((b) => b.ply)) === 0, 'ply is not 0 at the start');
    const counts = await board.evaluate((b) =>
      [...b.shadowRoot.querySelectorAll('[data-pit]')].map((g) => Number(/(\d+) seeds?/.exec(g.ariaLabel)[1])),
    );
    assert(
      counts.every((c) => c === 4),
      `the start position shows ${counts}`,
    );
    await review.getByRole('button', { name: 'Next move' }).click();
    assert((await board.evaluate((b) => b.ply)) === 1, 'ply is not 1');
    await review.getByRole('button', { name: 'Back to the game' }).click();
    assert((await board.evaluate((b) => b.ply)) === total, 'not back at the end');

    // New game, from the result panel.
    await panel.getByRole('button', { name: 'New game' }).click();
    await p.waitForFunction(() => document.querySelector('oware-board').history.length === 0);
    assert((await panel.count()) === 0, 'the result panel stays after New game');
    // A move and the computer's reply, then Undo takes both back.
    await board.getByRole('button', { name: /^C, South, .*legal move/ }).click();
    await p.waitForFunction(() => document.querySelector('oware-board').history.length === 2, null, {
      timeout: 30_000,
    });
    await bar.getByRole('button', { name: 'Undo' }).click();
    await p.waitForFunction(() => document.querySelector('oware-board').history.length === 0);
    // Hint: the first press gives the idea, the second rings a pit and says it.
    await bar.getByRole('button', { name: 'Hint' }).click();
    const status = board.locator('[part="status"]');
    await p.waitForFunction(
      () =>
        /\.$/.test(
          document.querySelector('oware-board').shadowRoot.querySelector('[part="status"]')?.textContent ?? '',
        ),
      null,
      { timeout: 30_000 },
    );
    await bar.getByRole('button', { name: 'Hint' }).click();
    await p.waitForFunction(
      () =>
        /Hint: play [A-F]\./.test(
          document.querySelector('oware-board').shadowRoot.querySelector('[part="status"]')?.textContent,
        ),
      null,
      { timeout: 30_000 },
    );
    const letter = /play ([A-F])/.exec(await status.textContent())[1];
    assert(
      (await board.getByRole('button', { name: new RegExp(`^${letter}, South, .*hint`) }).count()) === 1,
      `pit ${letter} is not marked as the hint`,
    );
    assert(problems.length === 0, problems.join('\n'));
  },
);

check('clicking the computer’s pit says it is the computer’s', async () => {
  const { page: p, problems } = await watchedPage(browser);
  await p.goto(`${server.url}/cdn/game.html`);
  const board = p.locator('oware-board');
  await board.getByRole('toolbar', { name: 'Game controls' }).waitFor();
  await board.getByRole('button', { name: /^c, North/ }).click({ force: true });
  const notice = board.locator('[part="notice"]');
  await notice.waitFor();
  const text = await notice.textContent();
  assert(text.includes('Pit c is the computer’s: you play South.'), `notice: ${text}`);
  assert(problems.length === 0, problems.join('\n'));
});

await runChecks().finally(async () => {
  await browser.close();
  await server.close();
});
