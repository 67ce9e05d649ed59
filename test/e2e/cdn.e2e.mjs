// End-to-end: build the self-contained files, load them in plain HTML pages (no bundler) in headless
// Chromium, play by clicking, and check that a strict Content-Security-Policy (no unsafe-eval, no
// inline scripts) still gives a working board and AI. Also the library build for bundlers, bundled
// from a bare `import 'oware-board'` as an app would (package.json's exports and sideEffects).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build as esbuild } from 'esbuild';
import { assert, check, launch, root, runChecks, serveStatic, watchedPage } from './harness.mjs';

// The gzip budgets are checked by size-limit (.size-limit.json), in `npm test` after this file.
const build = spawnSync('node', ['scripts/build.mjs'], { cwd: root, encoding: 'utf8' });
if (build.status !== 0) {
  console.log(build.stdout, build.stderr);
  throw new Error('the build failed');
}

const top = mkdtempSync(join(tmpdir(), 'oware-cdn-'));
const site = join(top, 'plain');
mkdirSync(site);
// The CDN files: the initial file, its lazily loaded AI chunk, and the self-contained lessons file.
for (const f of readdirSync(join(root, 'dist')).filter((f) => f.startsWith('oware-board')))
  cpSync(join(root, 'dist', f), join(site, f));
const page = (body, script = 'oware-board.min.js') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>oware-board</title><link rel="icon" href="data:,">
<script type="module" src="./${script}"></script></head>
<body><main>${body}</main><script type="module" src="./page.js"></script></body></html>`;

// The page script is a file, not inline, so it runs under the strict CSP too.
writeFileSync(
  join(site, 'page.js'),
  `
window.events = [];
for (const type of ['oware-move', 'oware-game-over', 'oware-illegal-move', 'oware-error']) {
  document.addEventListener(type, (e) => window.events.push({ type, detail: JSON.parse(JSON.stringify(e.detail)) }));
}
`,
);
writeFileSync(
  join(site, 'play.html'),
  page(
    '<oware-board interactive="south" ai="north" ai-level="1" animation-speed="0" stores labels="letters"></oware-board>',
  ),
);
writeFileSync(join(site, 'two.html'), page('<oware-board interactive animation-speed="0"></oware-board>'));
// One file for every feature: a diagram, a puzzle, a German lesson, an editor, a game against the
// computer — each fetches its chunk when it appears. `feature.js` adds one board of a kind on demand.
writeFileSync(
  join(site, 'diagram.html'),
  page('<oware-board position="4,4,4,0,5,5/5,5,4,4,4,4 N 0-0" labels="letters"></oware-board>'),
);
const BOARDS = {
  puzzle:
    '<oware-board puzzle controls position="10,3,5,0,4,1/0,0,4,0,2,3 S 5-11" solution="A a E" goal="capture:5" animation-speed="0"></oware-board>',
  lesson: '<oware-board moves="C f B a" controls caption lang="de" animation-speed="0"></oware-board>',
  editor: '<oware-board editable></oware-board>',
  record:
    '<oware-board ply="2"><script type="application/x-ogn">[Variant "Oware Abapa"]\n\n1. C f {North answers.} 2. B a *</script></oware-board>',
  ai: '<oware-board interactive="south" ai="north" ai-level="1" animation-speed="0"></oware-board>',
};
writeFileSync(
  join(site, 'feature.js'),
  `const BOARDS = ${JSON.stringify(BOARDS)};
window.addBoard = (kind) => {
  const div = document.createElement('div');
  div.id = kind;
  div.innerHTML = BOARDS[kind];
  document.querySelector('main').append(div);
};
`,
);
writeFileSync(
  join(site, 'every.html'),
  page('<oware-board position="4,4,4,0,5,5/5,5,4,4,4,4 N 0-0"></oware-board>').replace(
    '</body>',
    '<script type="module" src="./feature.js"></script></body>',
  ),
);
writeFileSync(
  join(site, 'lessons.html'),
  page(
    '<oware-board moves="C f B a" controls caption lang="de" animation-speed="0"></oware-board>',
    'oware-board-lessons.min.js',
  ),
);

// The library build (dist/index.js and its chunks, Lit from node_modules) as an app's bundler sees it:
// the package under node_modules/oware-board, imported for its side effects only.
const app = mkdtempSync(join(tmpdir(), 'oware-app-'));
mkdirSync(join(app, 'node_modules'));
symlinkSync(root, join(app, 'node_modules/oware-board'), 'dir');
writeFileSync(join(app, 'page.js'), readFileSync(join(site, 'page.js')));
await esbuild({
  stdin: { contents: "import 'oware-board';\nimport './page.js';", resolveDir: app, loader: 'js' },
  bundle: true,
  format: 'esm',
  outfile: join(site, 'app.js'),
  logLevel: 'error',
});
writeFileSync(
  join(site, 'app.html'),
  `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>oware-board</title><link rel="icon" href="data:,">
<script type="module" src="./app.js"></script></head>
<body><main><oware-board interactive animation-speed="0"></oware-board>
<oware-board moves="C f B a" controls animation-speed="0"></oware-board></main></body></html>`,
);

const STRICT = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:";
// No inline styles at all, no workers: the board must look the same.
const STRICTEST = "default-src 'self'; script-src 'self'; style-src 'self'; worker-src 'none'; img-src 'self' data:";
// Trusted Types on script sinks; Blob workers allowed.
const TRUSTED = "require-trusted-types-for 'script'; worker-src 'self' blob:";
// The same files are served under /plain/ as they are, under /csp/ with the strict policy and under
// /strictest/ with the strictest.
cpSync(site, join(top, 'csp'), { recursive: true });
cpSync(site, join(top, 'strictest'), { recursive: true });
cpSync(site, join(top, 'trusted'), { recursive: true });
const server = await serveStatic(top, (path) =>
  path.startsWith('/csp/')
    ? { 'content-security-policy': STRICT }
    : path.startsWith('/strictest/')
      ? { 'content-security-policy': STRICTEST }
      : path.startsWith('/trusted/')
        ? { 'content-security-policy': TRUSTED }
        : {},
);
const browser = await launch();

/** Click legal South pits until the game ends, letting the AI answer each move. */
async function playToTheEnd(p, maxMoves = 200) {
  const board = p.locator('oware-board');
  for (let i = 0; i < maxMoves; i++) {
    const state = await board.evaluate((b) => ({
      over: !!b.result,
      turn: b.turn,
      thinking: b.hasAttribute('thinking'),
    }));
    if (state.over) return i;
    if (state.turn !== 'south' || state.thinking) {
      await p.waitForTimeout(20);
      continue;
    }
    const legal = board.locator('[part~="pit"][part~="legal"]');
    if ((await legal.count()) === 0) {
      await p.waitForTimeout(20);
      continue;
    }
    await legal.first().click();
  }
  throw new Error('the game did not end');
}

check('custom-elements.json describes <oware-board>: attributes, events, parts and custom properties', async () => {
  const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
  const el = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === 'oware-board');
  assert(el, 'no declaration with tagName oware-board');
  const names = (list) => new Set((list ?? []).map((x) => x.name));
  const attrs = names(el.attributes);
  for (const a of [
    'position',
    'variant',
    'interactive',
    'orientation',
    'labels',
    'stores',
    'highlight',
    'animation-speed',
    'ai',
    'ai-level',
    'moves',
    'controls',
    'puzzle',
    'editable',
  ])
    assert(attrs.has(a), `attribute ${a} missing`);
  assert(!attrs.has('frame') && !attrs.has('focusPit'), 'internal state listed as attributes');
  const events = names(el.events);
  for (const e of [
    'oware-before-move',
    'oware-move',
    'oware-illegal-move',
    'oware-game-over',
    'oware-error',
    'oware-puzzle-solved',
  ])
    assert(events.has(e), `event ${e} missing`);
  const parts = names(el.cssParts);
  for (const p of ['board', 'pit', 'store', 'seed', 'count', 'label']) assert(parts.has(p), `part ${p} missing`);
  assert(names(el.cssProperties).has('--oware-board'), 'custom property --oware-board missing');
  const methods = names((el.members ?? []).filter((m) => m.kind === 'method'));
  for (const m of ['play', 'setPosition', 'undo', 'reset', 'flip', 'hint', 'analyze'])
    assert(methods.has(m), `method ${m} missing`);
});

check(
  'oware-board.min.js: two people play by clicking (no bundler, one script tag); the AI chunk is not fetched',
  async () => {
    const { page: p, problems } = await watchedPage(browser);
    const fetched = [];
    p.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await p.goto(`${server.url}/plain/two.html`);
    await p.waitForFunction(() => document.querySelector('oware-board')?.shadowRoot?.querySelector('[part~="pit"]'));
    const board = p.locator('oware-board');
    for (let i = 0; i < 6; i++) await board.locator('[part~="pit"][part~="legal"]').first().click();
    const n = await p.evaluate(() => window.events.filter((e) => e.type === 'oware-move').length);
    assert(n === 6, `expected 6 moves, saw ${n}`);
    assert((await board.evaluate((b) => b.history.length)) === 6, 'history does not hold 6 moves');
    const scripts = fetched.filter((f) => f.endsWith('.js')).map((f) => f.split('/').pop());
    assert(scripts.includes('oware-board.min.js'), `the initial file was not fetched: ${scripts}`);
    assert(
      !scripts.some((f) => f.startsWith('oware-board-ai-')),
      `the AI chunk was fetched without a computer player: ${scripts}`,
    );
    assert(problems.length === 0, problems.join('\n'));
  },
);

check('oware-board.min.js: a whole game against the AI by clicking (the AI chunk loads beside the file)', async () => {
  const { page: p, problems } = await watchedPage(browser);
  const fetched = [];
  p.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  // Count the Blob URLs made and revoked (the worker's URL is revoked once it has answered).
  await p.addInitScript(() => {
    window.blobs = { made: 0, revoked: 0 };
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (b) => {
      window.blobs.made++;
      return createObjectURL(b);
    };
    URL.revokeObjectURL = (u) => {
      window.blobs.revoked++;
      revokeObjectURL(u);
    };
  });
  await p.goto(`${server.url}/plain/play.html`);
  await p.waitForFunction(() => document.querySelector('oware-board')?.shadowRoot?.querySelector('[part~="pit"]'));
  await playToTheEnd(p);
  const blobs = await p.evaluate(() => window.blobs);
  assert(blobs.made >= 1 && blobs.revoked === blobs.made, `Blob URLs made ${blobs.made}, revoked ${blobs.revoked}`);
  const events = await p.evaluate(() => window.events);
  const ai = events.filter((e) => e.type === 'oware-move' && e.detail.source === 'ai');
  assert(ai.length > 0, 'the AI never moved');
  assert(
    ai.every((e) => e.detail.player === 'north'),
    'the AI moved for South',
  );
  assert(
    events.some((e) => e.type === 'oware-game-over'),
    'no oware-game-over event',
  );
  assert(
    fetched.some((f) => /^\/plain\/oware-board-ai-[\w-]+\.js$/.test(f)),
    `the AI chunk was not fetched from beside the file: ${fetched}`,
  );
  assert(problems.length === 0, problems.join('\n'));
});

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

check('strict CSP (no unsafe-eval, no inline scripts): the board and the AI still work', async () => {
  const { page: p, problems } = await watchedPage(browser);
  const violations = await watchViolations(p);
  await p.goto(`${server.url}/csp/play.html`);
  await p.waitForFunction(() => document.querySelector('oware-board')?.shadowRoot?.querySelector('[part~="pit"]'));
  const board = p.locator('oware-board');
  await board.locator('[part~="pit"][part~="legal"]').first().click();
  await p.waitForFunction(() => window.events.some((e) => e.type === 'oware-move' && e.detail.source === 'ai'), null, {
    timeout: 30_000,
  });
  const evalUsed = violations.filter((v) => v.startsWith('script-src') && /eval/.test(v));
  assert(evalUsed.length === 0, `eval was attempted: ${evalUsed.join(', ')}`);
  // A blocked Blob worker is expected here (the AI then runs on the main thread); nothing else may fail.
  const other = problems.filter((m) => !/worker|blob:/i.test(m));
  assert(other.length === 0, other.join('\n'));
});

check("style-src 'self' without 'unsafe-inline': seeds and wood keep their colours, no CSP error", async () => {
  const { page: p, problems } = await watchedPage(browser);
  const violations = await watchViolations(p);
  await p.goto(`${server.url}/strictest/two.html`);
  await p.waitForFunction(() => document.querySelector('oware-board')?.shadowRoot?.querySelector('[part~="pit"]'));
  const board = p.locator('oware-board');
  await board.locator('[part~="pit"][part~="legal"]').first().click();
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
  const { page: p, problems } = await watchedPage(browser);
  const violations = await watchViolations(p);
  await p.addInitScript(() => {
    window.workers = 0;
    const W = window.Worker;
    window.Worker = class extends W {
      constructor(...args) {
        super(...args);
        window.workers++;
      }
    };
  });
  await p.goto(`${server.url}/trusted/play.html`);
  await p.waitForFunction(() => document.querySelector('oware-board')?.shadowRoot?.querySelector('[part~="pit"]'));
  await p.locator('oware-board').locator('[part~="pit"][part~="legal"]').first().click();
  await p.waitForFunction(() => window.events.some((e) => e.type === 'oware-move' && e.detail.source === 'ai'), null, {
    timeout: 30_000,
  });
  assert((await p.evaluate(() => window.workers)) >= 1, 'no worker was made: the AI ran on the main thread');
  assert(violations.length === 0, `CSP / Trusted Types violations: ${violations.join(', ')}`);
  assert(problems.length === 0, problems.join('\n'));
});

check('oware-board-lessons.min.js: a move sequence with controls and a German caption', async () => {
  const { page: p, problems } = await watchedPage(browser);
  await p.goto(`${server.url}/plain/lessons.html`);
  await p.waitForFunction(() => document.querySelector('oware-board')?.shadowRoot?.querySelector('[part~="pit"]'));
  const board = p.locator('oware-board');
  const position = await board.evaluate((b) => b.position);
  assert(position === '6,0,2,7,6,6/0,5,5,5,5,1 S 0-0', `unexpected position after C f B a: ${position}`);
  const text = await board.evaluate((b) => b.shadowRoot.textContent);
  assert(/sät|Samen/.test(text), 'no German caption');
  assert(problems.length === 0, problems.join('\n'));
});

check(
  "the library build, bundled from a bare import 'oware-board': lessons registered, a move by clicking",
  async () => {
    const { page: p, problems } = await watchedPage(browser);
    await p.goto(`${server.url}/plain/app.html`);
    await p.waitForFunction(() => document.querySelector('oware-board')?.shadowRoot?.querySelector('[part~="pit"]'));
    const [play, lesson] = [p.locator('oware-board').first(), p.locator('oware-board').nth(1)];
    await play.locator('[part~="pit"][part~="legal"]').nth(2).click();
    const position = await play.evaluate((b) => b.position);
    assert(position === '4,4,0,5,5,5/5,4,4,4,4,4 N 0-0', `unexpected position after C: ${position}`);
    assert(
      (await lesson.locator('[part~="controls"]').count()) === 1,
      'no lesson controls: the lessons feature was not registered',
    );
    assert(
      (await lesson.evaluate((b) => b.position)) === '6,0,2,7,6,6/0,5,5,5,5,1 S 0-0',
      'the move sequence was not played',
    );
    assert(problems.length === 0, problems.join('\n'));
  },
);

/** The script files a page fetched (names only), in order. */
function scriptLog(p) {
  const fetched = [];
  p.on('request', (r) => {
    const f = new URL(r.url()).pathname.split('/').pop();
    if (f.endsWith('.js')) fetched.push(f);
  });
  return fetched;
}
const chunk = (kind) => new RegExp(`^oware-board-${kind}-[\\w-]+\\.js$`);

check('oware-board.min.js: a static diagram fetches only the initial file', async () => {
  const { page: p, problems } = await watchedPage(browser);
  const fetched = scriptLog(p);
  await p.goto(`${server.url}/plain/diagram.html`);
  await p.waitForFunction(() => document.querySelector('oware-board')?.shadowRoot?.querySelector('[part~="pit"]'));
  await p.waitForTimeout(300);
  const ours = fetched.filter((f) => f.startsWith('oware-board'));
  assert(ours.join() === 'oware-board.min.js', `fetched ${ours.join(', ')}`);
  assert(problems.length === 0, problems.join('\n'));
});

for (const dir of ['plain', 'csp']) {
  check(
    `oware-board.min.js${dir === 'csp' ? " under script-src 'self'" : ''}: puzzle, lesson, editor and computer player each fetch their chunk when they appear, and work`,
    async () => {
      const { page: p, problems } = await watchedPage(browser);
      const fetched = scriptLog(p);
      const since = () => {
        const n = fetched.length;
        return () => fetched.slice(n).filter((f) => f.startsWith('oware-board-'));
      };
      await p.goto(`${server.url}/${dir}/every.html`);
      await p.waitForFunction(() => document.querySelector('oware-board')?.shadowRoot?.querySelector('[part~="pit"]'));
      await p.waitForTimeout(200);
      assert(fetched.filter((f) => f.startsWith('oware-board-')).length === 0, `chunks before any feature: ${fetched}`);

      // A puzzle: the lessons chunk, then solving it by clicking.
      let news = since();
      await p.evaluate(() => window.addBoard('puzzle'));
      const puzzle = p.locator('#puzzle oware-board');
      await puzzle.locator('[part~="puzzle"]').waitFor();
      assert(
        news().some((f) => chunk('lessons').test(f)),
        `no lessons chunk for the puzzle: ${news()}`,
      );
      assert(!news().some((f) => chunk('ai').test(f)), `the AI chunk came with the puzzle: ${news()}`);
      const solved = puzzle.evaluate(
        (b) => new Promise((r) => b.addEventListener('oware-puzzle-solved', (e) => r(e.detail), { once: true })),
      );
      for (const letter of ['A', 'E']) {
        await p.waitForFunction(
          () =>
            document.querySelector('#puzzle oware-board').turn === 'south' &&
            !document.querySelector('#puzzle oware-board').animating,
        );
        await puzzle.locator(`[part~="pit"][aria-label^="${letter},"]`).click();
      }
      const detail = await solved;
      assert(detail.mistakes === 0, `puzzle: ${JSON.stringify(detail)}`);

      // A German lesson: the German strings' chunk (the lessons are there already).
      news = since();
      await p.evaluate(() => window.addBoard('lesson'));
      const lesson = p.locator('#lesson oware-board');
      await lesson.locator('[part~="controls"]').waitFor();
      await p.waitForFunction(() =>
        /sät|Samen/.test(document.querySelector('#lesson oware-board').shadowRoot.textContent),
      );
      assert(
        news().some((f) => chunk('de').test(f)),
        `no German chunk: ${news()}`,
      );
      assert(!news().some((f) => chunk('lessons').test(f)), `the lessons were fetched twice: ${news()}`);
      assert(
        (await lesson.evaluate((b) => b.position)) === '6,0,2,7,6,6/0,5,5,5,5,1 S 0-0',
        'the move sequence was not played',
      );

      // A record: the viewer's chunk, the step's comment and the move list.
      news = since();
      await p.evaluate(() => window.addBoard('record'));
      const record = p.locator('#record oware-board');
      await record.locator('[part~="move-list"] [part~="move"]').nth(2).waitFor();
      assert(
        news().some((f) => chunk('record').test(f)),
        `no record chunk: ${news()}`,
      );
      // At ply 2 (after C f), with the comment of that step as the caption.
      await p.waitForFunction(() => {
        const b = document.querySelector('#record oware-board');
        return b.position === '5,5,1,6,5,5/5,4,4,4,4,0 S 0-0' && b.shadowRoot.textContent.includes('North answers.');
      });

      // The editor.
      await p.evaluate(() => window.addBoard('editor'));
      await p.locator('#editor oware-board').locator('[part~="editor"]').waitFor();

      // A game against the computer: the AI chunk, and a reply.
      news = since();
      await p.evaluate(() => window.addBoard('ai'));
      const ai = p.locator('#ai oware-board');
      await ai.locator('[part~="pit"][part~="legal"]').first().click();
      await p.waitForFunction(() => document.querySelector('#ai oware-board').history.length >= 2, null, {
        timeout: 20_000,
      });
      assert(
        news().some((f) => chunk('ai').test(f)),
        `no AI chunk: ${news()}`,
      );
      // Under script-src 'self' the Blob worker is refused (and reported by the browser): the AI runs on the page.
      const other = dir === 'csp' ? problems.filter((m) => !/worker|blob:/i.test(m)) : problems;
      assert(other.length === 0, other.join('\n'));
    },
  );
}

await runChecks().finally(async () => {
  await browser.close();
  await server.close();
});
