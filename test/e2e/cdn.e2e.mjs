// End-to-end: build the self-contained files and load them in plain HTML pages (no bundler) in headless
// Chromium: two people play by clicking, a whole game against the AI, the lessons file's move sequence
// (German), stepSeeds() fetching the lessons on first use, and one script for every feature (a diagram
// fetches only the initial file; a puzzle, a lesson, a record, an editor and a computer player each fetch
// their chunk when they appear, also under script-src 'self'). Also custom-elements.json, and the
// library build for bundlers, bundled from a bare `import 'oware-board'` as an app would (package.json's
// exports and sideEffects). The pages under stricter Content-Security-Policies: cdn-csp.e2e.mjs.
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build as esbuild } from 'esbuild';
import { assert, buildDist, cdnSite, check, launch, root, runChecks, watchedPage } from './harness.mjs';

// The gzip budgets are checked by size-limit (bench/budgets.mjs, read by .size-limit.mjs), in `npm test` after this file.
buildDist();

// The CDN files: the initial file, its lazily loaded AI chunk, and the self-contained lessons file.
const site = cdnSite();
const { page } = site;
site.write(
  'play.html',
  page(
    '<oware-board interactive="south" ai="north" ai-level="1" animation-speed="0" stores labels="letters"></oware-board>',
  ),
);
site.write('two.html', page('<oware-board interactive animation-speed="0"></oware-board>'));
site.write('animated.html', page('<oware-board interactive animation-speed="30"></oware-board>'));
site.write('seeds.html', page('<oware-board interactive lang="fr" animation-speed="0"></oware-board>'));
// One file for every feature: a diagram, a puzzle, a German lesson, an editor, a game against the
// computer — each fetches its chunk when it appears. `feature.js` adds one board of a kind on demand.
site.write(
  'diagram.html',
  page('<oware-board position="4,4,4,0,5,5/5,5,4,4,4,4 N 0-0" labels="letters"></oware-board>'),
);
const BOARDS = {
  puzzle:
    '<oware-board puzzle controls position="10,3,5,0,4,1/0,0,4,0,2,3 S 5-11" solution="A a E" goal="capture:5" animation-speed="0"></oware-board>',
  lesson: '<oware-board moves="C f B a" ply="4" controls caption lang="de" animation-speed="0"></oware-board>',
  editor: '<oware-board editable></oware-board>',
  record:
    '<oware-board ply="2"><script type="application/x-ogn">[Variant "Oware Abapa"]\n\n1. C f {North answers.} 2. B a *</script></oware-board>',
  ai: '<oware-board interactive="south" ai="north" ai-level="1" animation-speed="0"></oware-board>',
};
site.write(
  'feature.js',
  `const BOARDS = ${JSON.stringify(BOARDS)};
window.addBoard = (kind) => {
  const div = document.createElement('div');
  div.id = kind;
  div.innerHTML = BOARDS[kind];
  document.querySelector('main').append(div);
};
`,
);
site.write(
  'every.html',
  page('<oware-board position="4,4,4,0,5,5/5,5,4,4,4,4 N 0-0"></oware-board>').replace(
    '</body>',
    '<script type="module" src="./feature.js"></script></body>',
  ),
);
// The caption of a record at a step without a comment: the same in every build (the browser tests check
// the entries oware-board/all, /core and the root with the same markup).
site.write(
  'caption.html',
  page('<oware-board caption record="1. C f 2. B a" ply="2" animation-speed="0"></oware-board>'),
);
site.write(
  'lessons.html',
  page(
    '<oware-board moves="C f B a" ply="4" controls caption lang="de" animation-speed="0"></oware-board>',
    'oware-board-lessons.min.js',
  ),
);

// The library build (dist/index.js and its chunks, Lit from node_modules) as an app's bundler sees it:
// the package under node_modules/oware-board, imported for its side effects only.
const app = mkdtempSync(join(tmpdir(), 'oware-app-'));
mkdirSync(join(app, 'node_modules'));
symlinkSync(root, join(app, 'node_modules/oware-board'), 'dir');
writeFileSync(join(app, 'page.js'), readFileSync(join(site.dir, 'page.js')));
await esbuild({
  stdin: { contents: "import 'oware-board';\nimport './page.js';", resolveDir: app, loader: 'js' },
  bundle: true,
  format: 'esm',
  outfile: join(site.dir, 'app.js'),
  logLevel: 'error',
});
site.write(
  'app.html',
  `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>oware-board</title><link rel="icon" href="data:,">
<script type="module" src="./app.js"></script></head>
<body><main><oware-board interactive animation-speed="0"></oware-board>
<oware-board moves="C f B a" ply="4" controls animation-speed="0"></oware-board></main></body></html>`,
);

// The same files are served under /plain/ as they are, and under /csp/ with the strict policy
// (and under the other policies of cdn-csp.e2e.mjs).
const server = await site.serve();
const browser = await launch();

/** Click legal South pits until the game ends, letting the AI answer each move. */
async function playToTheEnd(p, maxMoves = 200) {
  const board = p.locator('oware-board');
  for (let i = 0; i < maxMoves; i++) {
    const state = await board.evaluate((b) => ({
      over: !!b.result,
      turn: b.turn,
      thinking: b.thinking && b.matches(':state(thinking)'),
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

check('oware-board.min.js: a board that takes input fetches the animation chunk ahead, and sows with it', async () => {
  const { page: p, problems } = await watchedPage(browser);
  const fetched = scriptLog(p);
  await p.goto(`${server.url}/plain/animated.html`);
  await p.waitForFunction(() => document.querySelector('oware-board')?.shadowRoot?.querySelector('[part~="pit"]'));
  await p.waitForTimeout(600); // the page is idle: the chunk comes ahead of any move
  const chunks = () => fetched.filter((f) => f.startsWith('oware-board-'));
  assert(chunks().length === 1 && /^oware-board-animation-[\w-]+\.js$/.test(chunks()[0]), `fetched ${chunks()}`);
  const board = p.locator('oware-board');
  // a seed flies (the animation chunk at work): seen by an observer, not by polling, which a loaded
  // machine can make miss the whole flight
  await p.evaluate(() => {
    const root = document.querySelector('oware-board').shadowRoot;
    new MutationObserver((records, observer) => {
      if (
        records.some((r) =>
          [...r.addedNodes].some((n) => n.classList?.contains('flyer') || n.querySelector?.('.flyer')),
        )
      ) {
        window.flew = true;
        observer.disconnect();
      }
    }).observe(root, { childList: true, subtree: true });
  });
  await board.locator('[part~="pit"][part~="legal"]').nth(2).click();
  await p.waitForFunction(() => window.flew === true);
  await p.waitForFunction(() => !document.querySelector('oware-board').animating);
  const counts = await board.evaluate((b) => b.position);
  assert(counts.startsWith('4,4,0,5,5,5/5,4,4,4,4,4'), `after C: ${counts}`);
  assert(chunks().length === 1, `more chunks for the move: ${chunks()}`);
  assert(problems.length === 0, problems.join('\n'));
});

check('oware-board.min.js: a whole game against the AI by clicking (the AI chunk loads beside the file)', async () => {
  const { page: p, problems } = await watchedPage(browser);
  const fetched = [];
  p.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  // Count the Blob URLs made and revoked (one for the page, whatever number of workers).
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
  assert(blobs.made === 1 && blobs.revoked === 0, `Blob URLs made ${blobs.made}, revoked ${blobs.revoked}`);
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

check('oware-board-lessons.min.js: a move sequence with controls and a German caption', async () => {
  const { page: p, problems } = await watchedPage(browser);
  await p.goto(`${server.url}/plain/lessons.html`);
  await p.waitForFunction(() => document.querySelector('oware-board')?.shadowRoot?.querySelector('[part~="pit"]'));
  const board = p.locator('oware-board');
  const position = await board.evaluate((b) => b.position);
  assert(position === '6,0,2,7,6,6/0,5,5,5,5,1 S 0-0', `unexpected position after C f B a: ${position}`);
  const text = await board.evaluate((b) => b.shadowRoot.textContent);
  assert(/sät|Samen/.test(text), 'no German caption');
  // The last move, seed by seed (its strings are in the file, not dropped by tree-shaking).
  await board.getByRole('button', { name: 'Samen für Samen' }).click();
  const walk = await board.locator('[part="caption"]').textContent();
  assert(walk === 'Nord nimmt die 6 Samen aus Mulde a.', `seed-by-seed caption: ${walk}`);
  assert(problems.length === 0, problems.join('\n'));
});

check('oware-board.min.js: a record with caption shows the narration of the step on show', async () => {
  const { page: p, problems } = await watchedPage(browser);
  await p.goto(`${server.url}/plain/caption.html`);
  const caption = p.locator('oware-board').locator('[part="caption"]');
  await caption.waitFor({ timeout: 20_000 });
  // the caption is there at once ("South to move."); the record's narration follows when the
  // record chunk has loaded and the step is on show
  const want = 'North sows 4 seeds from pit f into A, B, C and D.';
  let text = '';
  for (const end = Date.now() + 20_000; Date.now() < end; await p.waitForTimeout(100)) {
    text = (await caption.textContent())?.trim() ?? '';
    if (text === want) break;
  }
  assert(text === want, `caption: ${text}`);
  assert(problems.length === 0, problems.join('\n'));
});

check('oware-board.min.js: stepSeeds() loads the lessons and French on first use and walks the last move', async () => {
  const { page: p, problems } = await watchedPage(browser);
  await p.goto(`${server.url}/plain/seeds.html`);
  await p.waitForFunction(() => document.querySelector('oware-board')?.shadowRoot?.querySelector('[part~="pit"]'));
  const step = await p.evaluate(async () => {
    const b = document.querySelector('oware-board');
    await b.play('C');
    const s = await b.stepSeeds(2);
    await b.updateComplete;
    return { kind: s?.kind, caption: b.shadowRoot.querySelector('[part="caption"]')?.textContent };
  });
  assert(step.kind === 'pick-up', `first step: ${step.kind}`);
  assert(step.caption === 'Sud prend 4 graines dans le trou C.', `caption: ${step.caption}`);
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

check(
  'oware-board.min.js: a lesson fetches its chunk and the code it shares with the record viewer at once',
  async () => {
    const { page: p, problems } = await watchedPage(browser);
    const fetched = scriptLog(p);
    // The lessons chunk is held until the shared chunk is asked for (or 3 s have passed): a waterfall
    // would ask for the shared chunk only once the lessons chunk had come.
    let sharedAsked;
    const shared = new Promise((r) => {
      sharedAsked = r;
    });
    p.on('request', (r) => chunk('shared').test(new URL(r.url()).pathname.split('/').pop()) && sharedAsked(true));
    let together;
    await p.route(/\/oware-board-lessons-[\w-]+\.js$/, async (route) => {
      together = await Promise.race([shared, new Promise((r) => setTimeout(() => r(false), 3000))]);
      await route.continue();
    });
    await p.goto(`${server.url}/plain/every.html`);
    await p.evaluate(() => window.addBoard('lesson'));
    await p.locator('#lesson oware-board [part~="controls"]').waitFor();
    assert(together === true, `the shared chunk was asked for only after the lessons chunk: ${fetched}`);
    assert(fetched.filter((f) => chunk('shared').test(f)).length === 1, `shared chunk fetches: ${fetched}`);
    assert(problems.length === 0, problems.join('\n'));
  },
);

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
