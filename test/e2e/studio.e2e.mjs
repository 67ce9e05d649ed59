// End-to-end: the author's studio (demo/studio.html). A diagram built by clicks only — an empty
// board, seeds added with the position editor, marks and an arrow drawn, a caption typed — gives a
// tag that, pasted into a blank page, draws the same picture (the pasted board's toSVG() equals the
// studio board's), and a share link that reopens the studio with the same state.
import { assert, check, launch, runChecks, serveDemo } from './harness.mjs';

const demo = await serveDemo();
const browser = await launch();
const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

const centre = async (p, letter) => {
  const box = await p.locator(`#board [data-pit][aria-label^="${letter},"]`).first().boundingBox();
  return [box.x + box.width / 2, box.y + box.height / 2];
};

check('the studio: a diagram built by clicks, its tag pasted into a blank page, its share link reopened', async () => {
  const p = await browser.newPage({ viewport: { width: 1200, height: 1000 } });
  const errors = [];
  p.on('pageerror', (e) => errors.push(e.message));
  await p.goto(`${demo.url}studio.html`);
  await p.waitForFunction(() => document.querySelector('#board')?.shadowRoot?.querySelector('.draw-tools'));
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
  await p.waitForFunction(() => document.querySelector('#board').draw);
  const rdrag = async (from, to, modifier) => {
    const [x1, y1] = await centre(p, from);
    const [x2, y2] = await centre(p, to);
    if (modifier) await p.keyboard.down(modifier);
    await p.mouse.move(x1, y1);
    await p.mouse.down({ button: 'right' });
    await p.mouse.move(x2, y2, { steps: 4 });
    await p.mouse.up({ button: 'right' });
    if (modifier) await p.keyboard.up(modifier);
  };
  await rdrag('F', 'c');
  await rdrag('c', 'c', 'Shift');
  await rdrag('d', 'd', 'Shift');
  await p.waitForTimeout(300);
  // (the board's picture before the caption: the tag carries it as the figure's caption, outside the board)
  const studioPicture = await p.evaluate(() => document.querySelector('#board').toSVG());
  await p.fill('#caption', 'South sows F and captures 5.');
  await p.waitForTimeout(300);
  const tag = await p.textContent('#out-tag');
  assert(
    tag.includes('position="4,0,0,0,0,3/0,0,2,1,0,0 S 0-0"') &&
      tag.includes('highlight="c:capture d:capture"') &&
      tag.includes('arrows="F>c:good"'),
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
  const plain = (svg) => svg.replace(/ob[0-9a-z]+-/g, 'ID-');
  assert(plain(pasted.svg) === plain(studioPicture), 'the pasted tag draws the studio’s picture');
  assert(pasted.caption === 'South sows F and captures 5.', `the caption: ${pasted.caption}`);
  // the share link reopens the same state
  const link = await p.inputValue('#out-link');
  const again = await browser.newPage({ viewport: { width: 1200, height: 1000 } });
  await again.goto(link);
  await again.waitForFunction((tag) => document.querySelector('#out-tag')?.textContent === tag, tag, {
    timeout: 10_000,
  });
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

try {
  await runChecks();
} finally {
  await browser.close();
  await demo.close();
}
