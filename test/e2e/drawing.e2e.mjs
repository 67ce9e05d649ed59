// End-to-end: drawing on a board (`draw`). Two arrows and three marks drawn by mouse (right-button
// drags and clicks, with modifiers for the kinds), by touch (the palette's tools and taps) and by
// keyboard (M, A … A, N on the focused pit); each time `oware-draw` carries strings that, set as
// attributes on a fresh board, draw the same picture (the two boards' `toSVG()` documents are equal).
// On a playable board a left click still plays. The modules are served by Vite's dev server.
import { assert, check, launch, runChecks, serveDemo } from './harness.mjs';

const demo = await serveDemo();
const browser = await launch();
const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

/** A page with one drawing board (`attrs`), its `oware-draw` details in `window.draws`. */
async function page(attrs, options = {}) {
  const context = await browser.newContext({ viewport: { width: 760, height: 560 }, ...options });
  const p = await context.newPage();
  const errors = [];
  p.on('pageerror', (e) => errors.push(e.message));
  await p.goto(demo.url);
  await p.evaluate(
    async ([root, attrs]) => {
      document.body.replaceChildren();
      document.body.style.margin = '0';
      await import(`/@fs${root}/src/index.ts`);
      const board = document.createElement('oware-board');
      for (const [k, v] of Object.entries(attrs)) board.setAttribute(k, v);
      board.style.width = '640px';
      window.draws = [];
      board.addEventListener('oware-draw', (e) => window.draws.push(e.detail));
      document.body.append(board);
      await customElements.whenDefined('oware-board');
      while (!board.shadowRoot?.querySelector('.draw-tools')) await new Promise((r) => setTimeout(r, 50));
    },
    [root, attrs],
  );
  return { p, errors, close: () => context.close() };
}

/** The centre of pit `letter` on the page. */
async function centre(p, letter) {
  const box = await p.locator(`oware-board [data-pit][aria-label^="${letter},"]`).first().boundingBox();
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** The last `oware-draw` detail, set as attributes on a fresh board: do both boards write the same picture? */
async function samePicture(p) {
  return p.evaluate(async () => {
    const drawn = document.querySelector('oware-board');
    const detail = window.draws.at(-1);
    const fresh = document.createElement('oware-board');
    for (const k of ['position', 'labels']) if (drawn.hasAttribute(k)) fresh.setAttribute(k, drawn.getAttribute(k));
    for (const [k, v] of Object.entries(detail)) if (v) fresh.setAttribute(k, v);
    document.body.append(fresh);
    while (detail.arrows && !fresh.shadowRoot?.querySelector('.arrow')) await new Promise((r) => setTimeout(r, 50));
    await fresh.updateComplete;
    const plain = (svg) => svg.replaceAll(/ id="([^"]+)svg"/.exec(svg)[1], 'ID-');
    const [a, b] = [plain(await drawn.toSVG()), plain(await fresh.toSVG())];
    fresh.remove();
    return { same: a === b, detail };
  });
}

check('drawing by mouse: right-drags draw arrows, right-clicks marks, modifiers choose the kind', async () => {
  const { p, errors, close } = await page({ draw: '', labels: 'letters' });
  const drag = async (from, to, modifier) => {
    const [x1, y1] = await centre(p, from);
    const [x2, y2] = await centre(p, to);
    if (modifier) await p.keyboard.down(modifier);
    await p.mouse.move(x1, y1);
    await p.mouse.down({ button: 'right' });
    await p.mouse.move(x2, y2, { steps: 6 });
    await p.mouse.up({ button: 'right' });
    if (modifier) await p.keyboard.up(modifier);
  };
  await drag('F', 'c');
  await drag('E', 'A', 'Shift');
  await drag('c', 'c');
  await drag('d', 'd', 'Alt');
  await drag('a', 'a', 'Control');
  const r = await samePicture(p);
  assert(
    JSON.stringify(r.detail) ===
      JSON.stringify({ highlight: 'c d:origin a:bad', arrows: 'F>c E>A:capture', markers: '' }),
    `oware-draw: ${JSON.stringify(r.detail)}`,
  );
  assert(r.same, 'the strings draw the same picture on a fresh board');
  // the same again removes it
  await drag('c', 'c');
  await drag('F', 'c');
  const last = await p.evaluate(() => window.draws.at(-1));
  assert(last.highlight === 'd:origin a:bad' && last.arrows === 'E>A:capture', `removed: ${JSON.stringify(last)}`);
  assert(!errors.length, errors.join('; '));
  await close();
});

check('drawing by touch: the palette’s tools and taps (arrow: tap from, tap to; mark; number)', async () => {
  const { p, errors, close } = await page({ draw: '', labels: 'letters' }, { hasTouch: true, isMobile: true });
  const tap = async (letter) => {
    const [x, y] = await centre(p, letter);
    await p.touchscreen.tap(x, y);
  };
  const tool = (name) => p.locator(`oware-board [part~="draw-${name}"]`).tap();
  await tool('arrow');
  await tap('F');
  await tap('c');
  await tap('B');
  await tap('e');
  await p.locator('oware-board [part~="draw-kind"][aria-label="capture"]').tap();
  await tool('mark');
  await tap('c');
  await tap('d');
  await tool('number');
  await tap('a');
  const r = await samePicture(p);
  assert(
    JSON.stringify(r.detail) ===
      JSON.stringify({ highlight: 'c:capture d:capture', arrows: 'F>c B>e', markers: 'a:1' }),
    `oware-draw: ${JSON.stringify(r.detail)}`,
  );
  assert(r.same, 'the strings draw the same picture on a fresh board');
  assert(!errors.length, errors.join('; '));
  await close();
});

check('drawing by keyboard: M marks, A … A draws an arrow, N numbers, on the focused pit', async () => {
  const { p, errors, close } = await page({ draw: '', labels: 'letters' });
  await p.keyboard.press('Tab');
  const focused = () =>
    p.evaluate(() => document.querySelector('oware-board').shadowRoot.activeElement?.getAttribute('aria-label'));
  assert(/^A,/.test((await focused()) ?? ''), `the first pit takes the focus: ${await focused()}`);
  await p.keyboard.press('m'); // A plain (no kind picked)
  await p.keyboard.press('a'); // arrow from A …
  await p.keyboard.press('ArrowRight');
  await p.keyboard.press('ArrowRight');
  await p.keyboard.press('a'); // … to C
  await p.keyboard.press('Shift+M'); // C capture
  await p.keyboard.press('ArrowRight');
  await p.keyboard.press('Alt+m'); // D origin
  await p.keyboard.press('a'); // arrow from D …
  await p.keyboard.press('ArrowUp'); // to North's row
  await p.keyboard.press('a'); // … to c
  await p.keyboard.press('n');
  const r = await samePicture(p);
  assert(
    JSON.stringify(r.detail) ===
      JSON.stringify({ highlight: 'A C:capture D:origin', arrows: 'A>C D>c', markers: 'c:1' }),
    `oware-draw: ${JSON.stringify(r.detail)}`,
  );
  assert(r.same, 'the strings draw the same picture on a fresh board');
  assert(!errors.length, errors.join('; '));
  await close();
});

check('drawing never takes a move away: on a playable board a left click plays, a right-drag draws', async () => {
  const { p, errors, close } = await page({ draw: '', interactive: 'south', 'animation-speed': '0' });
  const [x, y] = await centre(p, 'C');
  await p.mouse.click(x, y);
  const moved = await p.evaluate(() => document.querySelector('oware-board').history.length);
  assert(moved === 1, `the click played C: ${moved} moves`);
  const [x2, y2] = await centre(p, 'e');
  await p.mouse.move(x2, y2);
  await p.mouse.down({ button: 'right' });
  await p.mouse.up({ button: 'right' });
  const after = await p.evaluate(() => ({
    moves: document.querySelector('oware-board').history.length,
    draw: window.draws.at(-1),
  }));
  assert(
    after.moves === 1 && after.draw?.highlight === 'e',
    `a right click marks, plays nothing: ${JSON.stringify(after)}`,
  );
  assert(!errors.length, errors.join('; '));
  await close();
});

try {
  await runChecks();
} finally {
  await browser.close();
  await demo.close();
}
