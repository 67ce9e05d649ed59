// End-to-end: Japanese on a board without tofu. The board's font stack (src/diagram/palette.ts FONT,
// used by the element and boardSVG) names Japanese fonts before the generic family; with Debian's
// fonts-noto-cjk installed (scripts/system-packages.mjs installs it), a `lang="ja"` board's caption is
// drawn by a CJK font, every glyph of it. Two independent ways to tell, in headless Chromium:
// - the fonts Chromium itself used for the caption's text (DevTools' CSS.getPlatformFontsForNode):
//   all CJK fonts, their glyphs adding up to every character;
// - each character drawn on a canvas in the board's own font is a picture of its own: it differs
//   from the .notdef box (the picture of an unassigned code point) and from every other character.
import { spawnSync } from 'node:child_process';
import { loadTs } from '../../bench/load-ts.mjs';
import { assert, check, launch, root, runChecks, serveDemo } from './harness.mjs';

const CAPTION = '南がFの種をまき、北の穴から五つ取ります。';
/** The caption's characters that are not ASCII (the Japanese ones). */
const JAPANESE = [...new Set([...CAPTION].filter((c) => c.codePointAt(0) > 0x7f))];
const CJK_NAME = /CJK|JP|Hiragino|Yu Gothic|Meiryo/i;

const { FONT } = await loadTs(`${root}/src/diagram/palette.ts`);
const { boardSVG } = await loadTs(`${root}/src/svg/index.ts`);

check('the font stack names Japanese fonts before the generic family, in the element and in boardSVG', async () => {
  const families = FONT.split(',').map((f) => f.trim().replace(/^'|'$/g, ''));
  const generic = families.indexOf('sans-serif');
  assert(generic === families.length - 1, `the generic family ends the stack: ${FONT}`);
  for (const name of ['Hiragino Sans', 'Yu Gothic UI', 'Meiryo', 'Noto Sans CJK JP', 'Noto Sans JP'])
    assert(families.indexOf(name) >= 0 && families.indexOf(name) < generic, `${name} in the stack: ${FONT}`);
  const svg = boardSVG({ caption: CAPTION, lang: 'ja' });
  assert(svg.includes('Noto Sans CJK JP') && svg.includes(CAPTION), 'boardSVG draws the caption in that stack');
});

check('fonts-noto-cjk is installed: fontconfig has a Japanese font', async () => {
  const r = spawnSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' });
  assert(r.status === 0, `fc-list runs: ${r.stderr}`);
  assert(/Noto Sans CJK JP/.test(r.stdout), `a Japanese font: ${r.stdout.slice(0, 200) || '(none)'}`);
});

const demo = await serveDemo();
const browser = await launch();

check('a ja board draws its Japanese caption in a CJK font: no character falls back to the .notdef box', async () => {
  const p = await browser.newPage({ viewport: { width: 800, height: 600 } });
  const errors = [];
  p.on('pageerror', (e) => errors.push(e.message));
  p.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await p.goto(demo.url);
  await p.evaluate(
    async ([root, caption]) => {
      document.documentElement.lang = 'ja';
      document.body.innerHTML = '<oware-board lang="ja" labels="letters" style="width:600px"></oware-board>';
      await import(`/@fs${root}/src/index.ts`);
      const b = document.querySelector('oware-board');
      b.annotations = { marks: [], arrows: [], caption };
      await b.updateComplete;
      await document.fonts.ready;
    },
    [root, CAPTION],
  );
  await p.waitForFunction((c) => {
    const el = document.querySelector('oware-board').shadowRoot?.querySelector('[part~="caption"]');
    return el?.textContent.includes(c);
  }, CAPTION);
  // 1. what Chromium drew the caption's text with
  const cdp = await p.context().newCDPSession(p);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: `document.querySelector('oware-board').shadowRoot.querySelector('[part~="caption"]')`,
  });
  await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  const { nodeId } = await cdp.send('DOM.requestNode', { objectId: result.objectId });
  // (the fonts of the node's text: ask for its text child when the caption is an element with text)
  const { node } = await cdp.send('DOM.describeNode', { nodeId, depth: 1, pierce: true });
  const fontsOf = async (id) => (await cdp.send('CSS.getPlatformFontsForNode', { nodeId: id })).fonts;
  let fonts = await fontsOf(nodeId);
  if (!fonts.length && node.children?.length) {
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId, selector: '*' });
    fonts = (await Promise.all([nodeId, ...nodeIds].map(fontsOf))).flat();
  }
  const used = fonts.map((f) => `${f.familyName} (${f.glyphCount})`).join(', ');
  const cjk = fonts.filter((f) => CJK_NAME.test(f.familyName) || CJK_NAME.test(f.postScriptName));
  const cjkGlyphs = cjk.reduce((n, f) => n + f.glyphCount, 0);
  const japanese = [...CAPTION].filter((c) => c.codePointAt(0) > 0x7f).length;
  assert(cjk.length > 0, `a CJK font draws the caption: ${used || '(no fonts reported)'}`);
  assert(cjkGlyphs >= japanese, `every Japanese character (${japanese}) is drawn by a CJK font: ${used}`);
  // 2. each character in the board's own font, as pixels, against the .notdef box and each other
  const pictures = await p.evaluate(
    ([chars]) => {
      const b = document.querySelector('oware-board');
      const el = b.shadowRoot.querySelector('[part~="caption"]');
      const family = getComputedStyle(el).fontFamily;
      const c = document.createElement('canvas');
      c.width = c.height = 48;
      const g = c.getContext('2d', { willReadFrequently: true });
      const picture = (ch) => {
        g.clearRect(0, 0, 48, 48);
        g.font = `32px ${family}`;
        g.fillStyle = '#000';
        g.textBaseline = 'top';
        g.fillText(ch, 4, 4);
        const px = g.getImageData(0, 0, 48, 48).data;
        let sum = '';
        for (let i = 3; i < px.length; i += 4) sum += px[i] > 127 ? '1' : '0';
        return sum;
      };
      // U+0378 and U+0379 are unassigned: every font draws them as its .notdef box
      return {
        family,
        notdef: [picture('\u0378'), picture('\u0379')],
        // (a control: U+0CFF, unassigned too, must be seen as the box — the method sees tofu)
        control: picture('\u0CFF'),
        chars: chars.map((ch) => [ch, picture(ch)]),
      };
    },
    [JAPANESE],
  );
  assert(pictures.family.includes('Noto Sans CJK JP'), `the caption's font stack: ${pictures.family}`);
  assert(pictures.notdef.includes(pictures.control), 'an unassigned code point is drawn as the .notdef box');
  const tofu = pictures.chars.filter(([, px]) => pictures.notdef.includes(px) || !px.includes('1'));
  assert(!tofu.length, `drawn as the .notdef box: ${tofu.map(([c]) => c).join(' ')}`);
  const distinct = new Set(pictures.chars.map(([, px]) => px));
  assert(distinct.size === pictures.chars.length, 'each character has a picture of its own');
  assert(!errors.length, errors.join('; '));
  await p.close();
});

try {
  await runChecks();
} finally {
  await browser.close();
  await demo.close();
}
