// End-to-end: the author's studio (demo/studio.html). A diagram built by clicks only — an empty
// board, seeds added with the position editor, marks and an arrow drawn, a caption typed — gives a
// tag that, pasted into a blank page, draws the same picture (the pasted board's toSVG() equals the
// studio board's), and a share link that reopens the studio with the same state. A line recorded by
// clicks, with a variation and a comment, gives OGN that parseRecord reads back to the same tree, a
// tag whose board shows that record, and a share link that brings the tree back; a puzzle made by
// clicks is Checked by the engine (sound, and an unsound goal refused), and its tag on a blank page
// is a puzzle that the solution solves.
import { readFileSync } from 'node:fs';
import MarkdownIt from 'markdown-it';
import { loadTs } from '../../bench/load-ts.mjs';
import { assert, axe, check, launch, runChecks, serveDemo } from './harness.mjs';
import { MUST_FEED_CAPTION, mustFeedWalkthrough } from './studio-walkthrough.mjs';

const demo = await serveDemo();
const browser = await launch();
const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

const centre = async (p, letter) => {
  const box = await p.locator(`#board [data-pit][aria-label^="${letter},"]`).first().boundingBox();
  return [box.x + box.width / 2, box.y + box.height / 2];
};
/** The studio page in `p`, once its board's drawing tools are there; the page's errors collected. */
async function openStudio(p) {
  const errors = [];
  p.on('pageerror', (e) => errors.push(e.message));
  await p.goto(`${demo.url}studio.html`);
  await p.waitForFunction(() =>
    document
      .querySelector('oware-studio')
      ?.shadowRoot?.querySelector('#board')
      ?.shadowRoot?.querySelector('.draw-tools'),
  );
  return { p, errors };
}
/** Drag with the right button from pit `from` to pit `to` (an arrow; the same pit: a ring), `modifier` held. */
async function rdrag(p, from, to, modifier) {
  const [x1, y1] = await centre(p, from);
  const [x2, y2] = await centre(p, to);
  if (modifier) await p.keyboard.down(modifier);
  await p.mouse.move(x1, y1);
  await p.mouse.down({ button: 'right' });
  await p.mouse.move(x2, y2, { steps: 4 });
  await p.mouse.up({ button: 'right' });
  if (modifier) await p.keyboard.up(modifier);
}

check('the studio: a diagram built by clicks, its tag pasted into a blank page, its share link reopened', async () => {
  const { p, errors } = await openStudio(await browser.newPage({ viewport: { width: 1200, height: 1000 } }));
  await p.click('#empty');
  await p.click('#edit');
  for (const [letter, n] of [
    ['F', 3],
    ['c', 2],
    ['d', 1],
    ['A', 4],
  ])
    for (let i = 0; i < n; i++) await p.locator(`#board [data-pit][aria-label^="${letter},"]`).first().click();
  await p.click('#edit');
  await p.waitForFunction(() => document.querySelector('oware-studio')?.shadowRoot?.querySelector('#board').draw);
  await rdrag(p, 'F', 'c');
  await rdrag(p, 'c', 'c', 'Shift');
  await rdrag(p, 'd', 'd', 'Shift');
  await p.waitForTimeout(300);
  // (the board's picture before the caption: the tag carries it as the figure's caption, outside the board)
  const studioPicture = await p.evaluate(() =>
    document.querySelector('oware-studio')?.shadowRoot?.querySelector('#board').toSVG(),
  );
  await p.fill('#caption', 'South sows F and captures 5.');
  await p.waitForTimeout(300);
  const tag = await p.textContent('#out-tag');
  assert(
    tag.includes('position="4,0,0,0,0,3/0,0,2,1,0,0 S 0-0"') &&
      tag.includes('highlight="c:capture d:capture"') &&
      tag.includes('arrows="F>c"'),
    `the tag: ${tag}`,
  );
  // pasted into a blank page with the element
  const blank = await browser.newPage({ viewport: { width: 900, height: 600 } });
  await blank.goto(demo.url);
  const pasted = await blank.evaluate(
    async ([root, tag]) => {
      document.body.innerHTML = tag;
      await import(`/@fs${root}/src/index.ts`);
      const b = document.querySelector('oware-board');
      while (!b.shadowRoot?.querySelector('.arrow')) await new Promise((r) => setTimeout(r, 50));
      return { svg: await b.toSVG(), caption: document.querySelector('figcaption')?.textContent };
    },
    [root, tag],
  );
  const plain = (svg) => svg.replaceAll(/ id="([^"]+)svg"/.exec(svg)[1], 'ID-');
  assert(plain(pasted.svg) === plain(studioPicture), 'the pasted tag draws the studio’s picture');
  assert(pasted.caption === 'South sows F and captures 5.', `the caption: ${pasted.caption}`);
  // the share link reopens the same state
  const link = await p.inputValue('#out-link');
  const again = await browser.newPage({ viewport: { width: 1200, height: 1000 } });
  await again.goto(link);
  await again.waitForFunction(
    (tag) => document.querySelector('oware-studio')?.shadowRoot?.querySelector('#out-tag')?.textContent === tag,
    tag,
    {
      timeout: 10_000,
    },
  );
  assert((await again.inputValue('#caption')) === 'South sows F and captures 5.', 'the caption comes back');
  // undo takes the caption back, redo puts it again; undo again takes back the last mark
  await p.click('#undo');
  assert((await p.inputValue('#caption')) === '', 'undo');
  await p.click('#redo');
  assert((await p.inputValue('#caption')) === 'South sows F and captures 5.', 'redo');
  await p.click('#undo');
  await p.click('#undo');
  assert((await p.textContent('#out-tag')).includes('highlight="c:capture"'), 'undo takes back the mark on d');
  assert(!errors.length, errors.join('; '));
  await Promise.all([p.close(), blank.close(), again.close()]);
});

check('the studio: a puzzle keeps the drawing made while setting up from its reader unless shown', async () => {
  const { p, errors } = await openStudio(await browser.newPage({ viewport: { width: 1200, height: 1000 } }));
  await p.fill('#position', '10,3,5,0,4,1/0,0,4,0,2,3 S 5-11');
  await p.click('#apply');
  await p.waitForFunction(() =>
    document.querySelector('oware-studio')?.shadowRoot?.querySelector('#board').position.startsWith('10,3,5'),
  );
  // the answer drawn while setting up: an arrow A→a (no swatch picked) and a capture ring on a
  await rdrag(p, 'A', 'a');
  await rdrag(p, 'a', 'a', 'Shift');
  await p.waitForFunction(() =>
    document.querySelector('oware-studio')?.shadowRoot?.querySelector('#out-tag').textContent.includes('a:capture'),
  );
  assert((await p.textContent('#out-tag')).includes('arrows="A>a"'), 'the arrow keeps the kind drawn: plain');
  await p.click('#tab-puzzle');
  assert(!(await p.isChecked('#puzzle-drawing')), 'the choice is off by default');
  await p.check('#puzzle-on');
  for (const l of ['A', 'a', 'E']) await playPit(p, l);
  const previewArrows = () =>
    p.evaluate(() => {
      const b = document.querySelector('oware-studio')?.shadowRoot?.querySelector('#puzzle-preview oware-board');
      return b?.hasAttribute('puzzle') && b.shadowRoot?.querySelector('[data-pit]')
        ? b.shadowRoot.querySelectorAll('.arrow').length
        : -1;
    });
  const hidden = await p.textContent('#out-tag');
  assert(
    hidden.includes('solution="A a E"') && !/arrows|highlight|A>a|a:capture/.test(hidden),
    `the puzzle's tag leaves the drawing out: ${hidden}`,
  );
  assert(!/A>a|a:capture/.test(await p.textContent('#out-md')), 'and its Markdown');
  assert(!/A>a|a:capture/.test(await p.textContent('#out-ogn')), 'and its OGN');
  await p.waitForFunction(
    (tag) => document.querySelector('oware-studio')?.shadowRoot?.querySelector('#puzzle-preview').dataset.tag === tag,
    hidden.replace(/\s+$/, ''),
  );
  await p.waitForFunction(
    () =>
      document
        .querySelector('oware-studio')
        ?.shadowRoot?.querySelector('#puzzle-preview oware-board')
        ?.shadowRoot?.querySelector('[data-pit]'),
    null,
    { timeout: 20_000 },
  );
  assert((await previewArrows()) === 0, 'the preview, a puzzle board, shows no arrow');
  await p.check('#puzzle-drawing');
  await p.waitForFunction(() =>
    document.querySelector('oware-studio')?.shadowRoot?.querySelector('#out-tag').textContent.includes('arrows='),
  );
  const shown = await p.textContent('#out-tag');
  assert(
    shown.includes('highlight="a:capture"') && shown.includes('arrows="A>a"') && !shown.includes(':good'),
    `shown, the drawing keeps its kinds: ${shown}`,
  );
  await p.waitForFunction(
    () =>
      document
        .querySelector('oware-studio')
        ?.shadowRoot?.querySelector('#puzzle-preview oware-board')
        ?.shadowRoot?.querySelector('.arrow'),
    null,
    { timeout: 20_000 },
  );
  assert((await previewArrows()) === 1, 'the preview shows the arrow once chosen');
  // undo takes the choice back
  await p.click('#undo');
  assert(!(await p.isChecked('#puzzle-drawing')), 'undo');
  assert(!errors.length, errors.join('; '));
  await p.close();
});

/** Click pit `letter` on `p`'s studio board and wait until the studio has taken the move. */
async function playPit(p, letter) {
  const before = await p.evaluate(
    () => document.querySelector('oware-studio')?.shadowRoot?.querySelector('#tree [aria-current]')?.textContent ?? '',
  );
  await p.locator(`#board [data-pit][aria-label^="${letter},"]`).first().click();
  await p.waitForFunction(
    ([before, letter]) => {
      const now =
        document.querySelector('oware-studio')?.shadowRoot?.querySelector('#tree [aria-current]')?.textContent ?? '';
      return now !== before && now.includes(letter);
    },
    [before, letter],
    { timeout: 10_000 },
  );
  await p.waitForFunction(() => !document.querySelector('oware-studio')?.shadowRoot?.querySelector('#board').animating);
}

/** In a blank page of the demo server: the tag pasted, the element loaded; `run` gets the board. */
async function pasteTag(tag, run) {
  const blank = await browser.newPage({ viewport: { width: 900, height: 700 } });
  await blank.goto(demo.url);
  await blank.evaluate(
    async ([root, tag]) => {
      document.body.innerHTML = tag;
      await import(`/@fs${root}/src/index.ts`);
      await customElements.whenDefined('oware-board');
    },
    [root, tag],
  );
  try {
    return await run(blank);
  } finally {
    await blank.close();
  }
}

check(
  'the studio: a line recorded by clicks, with a variation and a comment, as OGN, a tag and a share link',
  async () => {
    const { p, errors } = await openStudio(await browser.newPage({ viewport: { width: 1200, height: 1000 } }));
    await p.click('#tab-record');
    for (const l of ['C', 'f', 'B']) await playPit(p, l);
    // back to f: its comment; then back to C and another answer, e: a variation
    await p.click('#back');
    await p.fill('#caption', 'The quiet answer.');
    // and its drawing: an arrow by right-drag, kept in f's comment
    const [x1, y1] = await centre(p, 'f');
    const [x2, y2] = await centre(p, 'b');
    await p.mouse.move(x1, y1);
    await p.mouse.down({ button: 'right' });
    await p.mouse.move(x2, y2, { steps: 4 });
    await p.mouse.up({ button: 'right' });
    await p.waitForFunction(() =>
      document.querySelector('oware-studio')?.shadowRoot?.querySelector('#out-ogn').textContent.includes('[%arrow f>b'),
    );
    await p.locator('#tree button.move', { hasText: 'C' }).first().click();
    await playPit(p, 'e');
    await playPit(p, 'A');
    const ogn = await p.textContent('#out-ogn');
    const read = await p.evaluate(
      async ([root, ogn]) => {
        const { parseRecord, formatRecord } = await import(`/@fs${root}/src/record/index.ts`);
        const r = parseRecord(ogn);
        const pits = (line) => line.moves.map((m) => m.pit);
        return {
          main: pits(r.tree),
          comment: r.tree.moves[1]?.comment,
          variation: pits(r.tree.moves[1]?.variations[0] ?? { moves: [] }),
          again: formatRecord(r) === ogn,
          warnings: r.warnings.length,
        };
      },
      [root, ogn],
    );
    assert(JSON.stringify(read.main) === '[2,11,1]', `the main line C f B: ${read.main}`);
    assert(read.comment === 'The quiet answer. [%arrow f>b]', `f's comment and drawing: ${read.comment}`);
    assert(JSON.stringify(read.variation) === '[10,0]', `the variation e A instead of f: ${read.variation}`);
    assert(read.again && read.warnings === 0, 'the OGN is written back the same, without warnings');
    // the Record tab with its move list passes axe (light)
    const violations = await axe(p);
    assert(!violations.length, violations.join('; '));
    // promote the variation, then undo it
    await p.click('#promote');
    const promoted = await p.textContent('#out-ogn');
    assert(
      promoted.includes('1. C e (1... f {The quiet answer. [%arrow f>b]} 2. B) 2. A'),
      `promoted: e A on the main line, f B its variation: ${promoted}`,
    );
    await p.click('#undo');
    assert((await p.textContent('#out-ogn')) === ogn, 'undo takes the promotion back');
    // by keyboard: the board's focused pit sown with Enter goes on from the step on show (then undone)
    await p.locator('#board [data-pit][aria-label^="b,"]').first().focus();
    await p.keyboard.press('Enter');
    await p.waitForFunction(
      () =>
        document
          .querySelector('oware-studio')
          ?.shadowRoot?.querySelector('#tree [aria-current]')
          ?.textContent.includes('b'),
      null,
      {
        timeout: 10_000,
      },
    );
    await p.waitForFunction(
      () => !document.querySelector('oware-studio')?.shadowRoot?.querySelector('#board').animating,
    );
    assert((await p.textContent('#out-ogn')).includes('2. A b'), 'a move played by keyboard is recorded');
    await p.click('#undo');
    assert((await p.textContent('#out-ogn')) === ogn, 'undo takes the keyboard move back');
    // a GIF of the line on show, made in the page (gifenc loaded on demand)
    const [gif] = await Promise.all([p.waitForEvent('download', { timeout: 30_000 }), p.click('#download-gif')]);
    const bytes = readFileSync(await gif.path());
    assert(gif.suggestedFilename() === 'oware-line.gif', gif.suggestedFilename());
    assert(bytes.subarray(0, 6).toString() === 'GIF89a' && bytes.length > 1000, `a GIF: ${bytes.length} bytes`);
    // the page's words follow the language picker
    await p.click('.langs button[data-lang="de"]');
    assert((await p.textContent('#tab-record')) === 'Aufnehmen', 'the Record tab in German');
    assert((await p.getAttribute('html', 'lang')) === 'de', 'the page’s lang');
    await p.click('.langs button[data-lang="en"]');
    // the tag's board shows the same record
    const tag = await p.textContent('#out-tag');
    assert(tag.includes(" record='[Variant") && tag.includes(' controls'), `the tag: ${tag}`);
    const shown = await pasteTag(tag, async (b) => {
      await b.waitForFunction(() =>
        document.querySelector('oware-board').shadowRoot?.querySelector('[part~="comment"]'),
      );
      return b.evaluate(() => document.querySelector('oware-board').shadowRoot.textContent);
    });
    assert(shown.includes('The quiet answer.'), 'the pasted board lists the comment');
    // the share link brings back the tree, the step on show and the tab
    const link = await p.inputValue('#out-link');
    const again = await browser.newPage({ viewport: { width: 1200, height: 1000 } });
    await again.goto(link);
    await again.waitForFunction(
      (ogn) => document.querySelector('oware-studio')?.shadowRoot?.querySelector('#out-ogn')?.textContent === ogn,
      ogn,
      {
        timeout: 10_000,
      },
    );
    assert((await again.getAttribute('#tab-record', 'aria-selected')) === 'true', 'the Record tab is open again');
    const current = await again.textContent('#tree [aria-current]');
    assert(current.trim() === '2. A', `the step on show comes back: ${current}`);
    assert(!errors.length, errors.join('; '));
    await Promise.all([p.close(), again.close()]);
  },
);

check(
  'the studio: a puzzle made by clicks, Checked by the engine, its tag a working puzzle on a blank page',
  async () => {
    const { p, errors } = await openStudio(await browser.newPage({ viewport: { width: 1200, height: 1000 } }));
    // a broken position keeps the last good state, with a message
    await p.fill('#position', '1,2,3 S');
    await p.click('#apply');
    assert((await p.textContent('#position-error')).length > 0, 'a broken position is refused with a message');
    await p.fill('#position', '[Event "x"] 1. C z');
    await p.click('#apply');
    assert((await p.textContent('#position-error')).includes('line 1'), 'a broken OGN is refused with its line');
    assert((await p.textContent('#out-tag')) === '<oware-board labels="letters"></oware-board>', 'the state is kept');
    await p.fill('#position', '10,3,5,0,4,1/0,0,4,0,2,3 S 5-11');
    await p.click('#apply');
    await p.click('#tab-puzzle');
    await p.check('#puzzle-on');
    await p.fill('#goal', 'capture:5');
    await p.press('#goal', 'Tab');
    for (const l of ['A', 'a', 'E']) await playPit(p, l);
    assert((await p.textContent('#solution')) === 'A a E', 'the solution is the recorded line');
    await p.click('#check');
    await p.waitForFunction(
      () => document.querySelector('oware-studio')?.shadowRoot?.querySelector('#check-result').dataset.verdict,
      null,
      { timeout: 60_000 },
    );
    const verdict = await p.getAttribute('#check-result', 'data-verdict');
    assert(verdict === 'sound', `the puzzle is sound: ${await p.textContent('#check-result')}`);
    const tag = await p.textContent('#out-tag');
    assert(
      tag.includes('puzzle') && tag.includes('solution="A a E"') && tag.includes('goal="capture:5"'),
      `the tag: ${tag}`,
    );
    assert((await p.textContent('#out-ogn')).includes('[Goal "capture:5"]'), 'the OGN has the goal');
    // on a blank page the tag is a puzzle: A, the board answers a, E solves it
    const solved = await pasteTag(tag, async (b) => {
      await b.evaluate(() => {
        window.solved = false;
        document.querySelector('oware-board').addEventListener('oware-puzzle-solved', () => (window.solved = true));
      });
      await b.waitForFunction(() => document.querySelector('oware-board').shadowRoot?.querySelector('[data-pit]'));
      await b.locator('oware-board [data-pit][aria-label^="A,"]').first().click();
      await b.waitForFunction(() => document.querySelector('oware-board').position.includes(' S '), null, {
        timeout: 20_000,
      });
      await b.waitForFunction(() => !document.querySelector('oware-board').animating);
      await b.locator('oware-board [data-pit][aria-label^="E,"]').first().click();
      await b.waitForFunction(() => window.solved, null, { timeout: 20_000 });
      return true;
    });
    assert(solved, 'the pasted puzzle is solved by its solution');
    // a goal the line does not force is refused with the reason
    await p.fill('#goal', 'capture:9');
    await p.press('#goal', 'Tab');
    await p.click('#check');
    await p.waitForFunction(
      () =>
        document.querySelector('oware-studio')?.shadowRoot?.querySelector('#check-result').dataset.verdict ===
        'unsound',
      null,
      {
        timeout: 60_000,
      },
    );
    assert((await p.textContent('#check-result')).includes('capture:9'), 'the refusal names the goal');
    // a line that reaches its goal only through a weak defence: refused with the defence that escapes
    await p.click('#tab-record');
    await p.click('#clear');
    await p.click('#tab-puzzle');
    for (const l of ['A', 'c', 'E']) await playPit(p, l);
    await p.fill('#goal', 'capture:6');
    await p.press('#goal', 'Tab');
    await p.click('#check');
    await p.waitForFunction(
      () =>
        document.querySelector('oware-studio')?.shadowRoot?.querySelector('#check-result').dataset.verdict ===
        'unsound',
      null,
      {
        timeout: 60_000,
      },
    );
    const refuted = await p.textContent('#check-result');
    const reply = /Refutation: A ([a-f])\./.exec(refuted)?.[1];
    assert(reply && reply !== 'c', `the refutation, a reply other than the line's c: ${refuted}`);
    // and it does refute: after A and that reply, no move of South's captures 6 seeds in all
    const best = await p.evaluate(
      async ([root, reply]) => {
        const { Game } = await import(`/@fs${root}/src/engine/index.ts`);
        const g = Game.fromMoves(['A', reply], { position: '10,3,5,0,4,1/0,0,4,0,2,3 S 5-11' });
        return Math.max(
          ...g.legalMoves().map((m) => {
            const h = g.clone();
            h.play(m);
            return h.score[0] - 5;
          }),
        );
      },
      [root, reply],
    );
    assert(best < 6, `after A ${reply} South captures at most ${best}`);
    assert(!errors.length, errors.join('; '));
    await p.close();
  },
);

check('the studio: the German tutorial’s must-feed diagram made by a new author, by clicks and keys only', async () => {
  const context = await browser.newContext({
    viewport: { width: 1200, height: 1000 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const { p, errors } = await openStudio(await context.newPage());
  const made = await mustFeedWalkthrough(p);
  console.log(
    `    (the walkthrough: ${made.clicks} clicks, ${made.keys} keys, ${(made.ms / 1000).toFixed(1)} s of scripted time)`,
  );
  // the tutorial's step, as the lessons have it (the diagram of seeds/000)
  const { tutorialLesson } = await loadTs(`${root}/src/lessons/content/lessons.ts`);
  const step = tutorialLesson.steps.find((s) => s.id === 'must-feed');
  assert(step.caption.de === MUST_FEED_CAPTION, 'the caption typed is the tutorial’s');
  assert(made.tag.includes(`position="${step.position}"`), `the tutorial’s position: ${made.tag}`);
  // the tutorial's marks (North's pits bad) and, as the studio has no ✓ markers, good marks on the
  // pits that can feed (the tutorial's ✓ on 3, 4, 5)
  const expected = {
    position: step.position,
    labels: 'numbers',
    highlight: `${step.highlight} 3:good 4:good 5:good`,
  };
  const plain = (svg) => svg.replaceAll(/ id="([^"]+)svg"/.exec(svg)[1], 'ID-');
  // the tag pasted on a blank page draws what a board with the expected attributes draws
  const blank = await browser.newPage({ viewport: { width: 900, height: 600 } });
  await blank.goto(demo.url);
  const drawn = await blank.evaluate(
    async ([root, tag, expected]) => {
      document.body.innerHTML = tag;
      const want = document.createElement('oware-board');
      for (const [k, v] of Object.entries(expected)) want.setAttribute(k, v);
      document.body.append(want);
      await import(`/@fs${root}/src/index.ts`);
      const [got, ref] = document.querySelectorAll('oware-board');
      await Promise.all([got.updateComplete, ref.updateComplete]);
      // (the marks' reader is a chunk of its own: drawn a moment after the board)
      const marked = async (b) => (await b.toSVG()).includes('(not possible)');
      for (let i = 0; i < 200 && !((await marked(got)) && (await marked(ref))); i++)
        await new Promise((r) => setTimeout(r, 50));
      return {
        got: await got.toSVG(),
        ref: await ref.toSVG(),
        caption: document.querySelector('figcaption')?.textContent,
        position: got.position,
      };
    },
    [root, made.tag, expected],
  );
  await blank.close();
  assert(drawn.position === step.position, `the pasted board's position: ${drawn.position}`);
  // (the picture's description names each pit's marks after its count, "3: 4 (good)": North's six
  // "not possible", D, E, F "good")
  const marks = (svg) =>
    [...(/<desc[^>]*>(.*?)<\/desc>/.exec(svg)?.[1] ?? '').matchAll(/(\d+): \d+ \((?:good|not possible)/g)].map(
      (m) => m[1],
    );
  assert(
    JSON.stringify(marks(drawn.got)) === '["3","4","5","6","7","8","9","10","11"]',
    `the marks drawn: ${marks(drawn.got)}`,
  );
  assert(plain(drawn.got) === plain(drawn.ref), 'the pasted tag draws the expected picture');
  assert(drawn.caption === step.caption.de, `the figure's caption: ${drawn.caption}`);
  // the fence through the markdown-it plugin draws boardSVG's picture of the same attributes and caption
  const { default: owareMarkdownIt } = await loadTs(`${root}/src/markdown/markdown-it.ts`);
  const { boardSVG } = await loadTs(`${root}/src/svg/index.ts`);
  const html = new MarkdownIt({ html: true }).use(owareMarkdownIt).render(made.fence);
  const svg = /<svg[\s\S]*<\/svg>/.exec(html)?.[0] ?? '';
  const want = boardSVG({ ...expected, caption: step.caption.de });
  assert(svg.includes(step.caption.de.slice(0, 30)), `the fence's picture has the caption: ${html.slice(0, 200)}`);
  assert(plain(svg) === plain(want), 'the fence draws the expected picture');
  assert(!errors.length, errors.join('; '));
  await context.close();
});

try {
  await runChecks();
} finally {
  await browser.close();
  await demo.close();
}
