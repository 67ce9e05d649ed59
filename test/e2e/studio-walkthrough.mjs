// A new author's walkthrough in the studio (demo/studio.html), by clicks and key presses only: the
// must-feed diagram of the German tutorial (seeds/000; the lessons' step `must-feed`, shown with
// `labels: 'numbers'`): South 1,2,1,3,2,1, North's side empty, South to move, 20–18 captured;
// North's six pits marked bad, South's pits 3, 4 and 5 (D, E, F) — the ones that can feed — marked
// good; the German caption. Then Copy tag and Copy Markdown. Used by test/e2e/studio.e2e.mjs (the
// check) and for the figures and screenshots of docs/studio.md.

/** South's seeds, pit by pit, as the tutorial has them. */
export const MUST_FEED_SEEDS = { A: 1, B: 2, C: 1, D: 3, E: 2, F: 1 };
export const MUST_FEED_CAPTION =
  'Hier ist Nords Seite leer. Süd muss eine Mulde mit genug Samen wählen, um Nords Mulden zu erreichen (Mulde 3, 4 oder 5 können alle reichen).';

/**
 * On `p`, a studio page already loaded: the walkthrough. Every action is a real click, right-click
 * or key press (Playwright's mouse and keyboard); nothing of the page is set from the script. Returns
 * the counts, the scripted time (ms, from the first click to the last) and the copied tag and fence
 * (read from the clipboard, which the page's context must be allowed to use).
 */
export async function mustFeedWalkthrough(p) {
  let clicks = 0;
  let keys = 0;
  // a pit by its letter (the labels change on the way: letters, then numbers)
  const pit = (letter) => p.locator(`#board [data-pit="${'ABCDEFabcdef'.indexOf(letter)}"]`).first();
  const click = async (locator, options) => {
    clicks++;
    await locator.click(options);
  };
  const press = async (key) => {
    keys++;
    await p.keyboard.press(key);
  };
  const type = async (text) => {
    keys += [...text].length;
    await p.keyboard.type(text);
  };
  const t0 = performance.now();
  // 1. Set up: an empty board, then the seeds with the position editor
  await click(p.locator('#empty'));
  await click(p.locator('#edit'));
  for (const [letter, n] of Object.entries(MUST_FEED_SEEDS)) for (let i = 0; i < n; i++) await click(pit(letter));
  // 2. the captured seeds, in the editor's toolbar: South 20, North 18
  for (const [side, score] of [
    ['South', '20'],
    ['North', '18'],
  ]) {
    await click(p.locator(`#board input[type="number"][aria-label*="${side}"]`));
    await press('Control+A');
    await type(score);
    await press('Tab');
  }
  // (South to move: the empty board's side already)
  await click(p.locator('#edit'));
  // 3. the tutorial's numbers 0–11 on the pits: the Labels menu, by keyboard (a select's list)
  await click(p.locator('#labels'));
  await press('ArrowDown');
  await press('Enter');
  // 4. marks: the palette's "bad" kind, a right-click on each of North's pits; then "good" on D, E, F
  const kind = (name) => p.locator(`#board [part~="draw-kind"][aria-label="${name}"]`);
  await click(kind('bad'));
  for (const l of 'abcdef') await click(pit(l), { button: 'right' });
  await click(kind('good'));
  for (const l of 'DEF') await click(pit(l), { button: 'right' });
  // 5. the caption, in German
  await click(p.locator('#caption'));
  await type(MUST_FEED_CAPTION);
  // 6. copy the tag, then the Markdown fence
  await click(p.locator('[data-copy="out-tag"]'));
  const tag = await p.waitForFunction(() => navigator.clipboard.readText().then((t) => t.startsWith('<') && t));
  await click(p.locator('[data-copy="out-md"]'));
  const fence = await p.waitForFunction(() => navigator.clipboard.readText().then((t) => t.startsWith('```') && t));
  const ms = performance.now() - t0;
  return { clicks, keys, ms, tag: await tag.jsonValue(), fence: await fence.jsonValue() };
}
