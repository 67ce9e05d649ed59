// End-to-end: the studio (demo/studio.html) opened with hostile share links — a caption that would
// close the Markdown fence, a bad position, bad labels, a deflate bomb, 20,000 variations — says
// why the link was not opened, keeps its own state (the share box holds the studio's link, Copy
// Markdown the studio's fence, rendered by markdown-it with `html: true` as one diagram), throws
// nothing uncaught; a caption with a control character typed in is refused the same way.
import MarkdownIt from 'markdown-it';
import { loadTs } from '../../bench/load-ts.mjs';
import { assert, check, launch, runChecks, serveDemo } from './harness.mjs';

const { owareMarkdownIt } = await loadTs('src/markdown/markdown-it.ts');
const demo = await serveDemo();
const browser = await launch();

/** A share link's fragment holding `json`, deflated. */
async function linkOf(json) {
  const packed = Buffer.from(
    await new Response(new Blob([json]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer(),
  );
  return `#s=${packed.toString('base64url')}`;
}

const INITIAL_FENCE = '```oware\nlabels: letters\n```';
const INJECTION = 'hi\n```\n\n<img src=x onerror=alert(1)>\n\n```oware';

/** Open the studio at `fragment`; the message it shows, its outputs, its page errors. */
async function open(fragment) {
  const p = await browser.newPage({ viewport: { width: 1200, height: 1000 } });
  const errors = [];
  p.on('pageerror', (e) => errors.push(e.message));
  const t0 = Date.now();
  await p.goto(`${demo.url}studio.html${fragment}`);
  await p.waitForFunction(
    () => document.querySelector('oware-studio')?.shadowRoot?.querySelector('#out-link')?.value.includes('#s='),
    null,
    { timeout: 20_000 },
  );
  const took = Date.now() - t0;
  const said = await p.textContent('#refused');
  const md = await p.textContent('#out-md');
  const link = await p.inputValue('#out-link');
  return { p, errors, said, md, link, took };
}

/** The Markdown published with markdown-it `html: true`: one figure, no image, no handler. */
function assertOneDiagram(md) {
  const html = new MarkdownIt({ html: true }).use(owareMarkdownIt, { onError: () => {} }).render(`${md}\n`);
  assert(!/<img|onerror|<script/i.test(html.replace(/<svg[\s\S]*<\/svg>/g, '')), `the Markdown renders more: ${html}`);
  assert((html.match(/<figure/g) ?? []).length === 1, `one figure: ${html.slice(0, 300)}`);
}

for (const [what, json, message] of [
  [
    'a caption that closes the fence',
    JSON.stringify({ caption: INJECTION }),
    /^This link was not opened: caption holds a line break/,
  ],
  ['a bad position', JSON.stringify({ position: '4,4,4/4 S 0-0' }), /^This link was not opened: position: /],
  ['bad labels', JSON.stringify({ labels: 'roman' }), /^This link was not opened: labels: /],
  [
    'a 200 MB deflate bomb',
    `{"caption":"${'\u0000'.repeat(200_000_000)}"}`,
    /^This link was not opened: the link holds more than 256 KiB/,
  ],
  [
    '20,000 variations',
    JSON.stringify({
      tree: {
        moves: [
          {
            pit: 2,
            captured: 0,
            variations: Array.from({ length: 20_000 }, (_, i) => ({
              moves: [{ pit: i % 6, captured: 0, variations: [] }],
            })),
          },
        ],
      },
    }),
    /^This link was not opened: the link holds more than 256 KiB/,
  ],
])
  check(`the studio refuses a link with ${what}, says why, keeps its own state`, async () => {
    const { p, errors, said, md, link, took } = await open(await linkOf(json));
    try {
      assert(message.test(said), `the message: ${said}`);
      assert(md === INITIAL_FENCE, `the studio's own fence: ${md}`);
      assertOneDiagram(md);
      assert(link.includes('#s=') && !link.includes(INJECTION), 'the share box holds the studio’s link');
      assert(errors.length === 0, `no uncaught error: ${errors.join('; ')}`);
      console.log(`      (${what}: the studio ready with its message ${took} ms after the link was opened)`);
    } finally {
      await p.close();
    }
  });

check('a caption with a control character typed in is refused; the state and outputs are kept', async () => {
  const { p, errors } = await open('');
  try {
    await p.fill('#caption', 'Look at c.');
    await p.waitForFunction(() =>
      document.querySelector('oware-studio')?.shadowRoot?.querySelector('#out-md').textContent.includes('Look at c.'),
    );
    await p.fill('#caption', 'Look\u0007 at c.');
    await p.waitForFunction(
      () => document.querySelector('oware-studio')?.shadowRoot?.querySelector('#refused').textContent,
    );
    const said = await p.textContent('#refused');
    assert(/^Not taken: caption holds the character U\+0007/.test(said), said);
    assert((await p.inputValue('#caption')) === 'Look at c.', 'the input shows the kept caption');
    assert((await p.textContent('#out-md')).includes('caption: Look at c.'), 'the outputs are kept');
    await p.fill('#caption', 'Look at d.');
    await p.waitForFunction(
      () => !document.querySelector('oware-studio')?.shadowRoot?.querySelector('#refused').textContent,
    );
    assert(errors.length === 0, errors.join('; '));
  } finally {
    await p.close();
  }
});

try {
  await runChecks();
} finally {
  await browser.close();
  await demo.close();
}
