// End-to-end: the diagram service of a real server (`oware-board serve` from source) seen by
// Chromium — an embed in another site's page posts its height and the page's two documented lines
// size the iframe (the board drawn inside, no CSP violation); a Markdown page with image links,
// opened with JavaScript off, shows the pictures; the studio's four publish buttons copy texts
// whose URLs the server answers; a long record goes to the server under a short id (`/d/<id>`), and
// with the server unreachable the studio says so, copies nothing and keeps its state.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import MarkdownIt from 'markdown-it';
import { register } from 'tsx/esm/api';
import { request, startServer, tempDir } from '../node/server-helpers.mjs';
import { assert, buildDist, check, launch, runChecks, serveDemo, serveStatic } from './harness.mjs';

register();
const { Game, formatMoveList } = await import('../../src/engine/index.ts');

buildDist();
const tmp = tempDir();
const server = await startServer(['--db', tmp.db]);
// (runChecks ends the process: the server goes with it)
process.on('exit', () => server.proc.kill('SIGKILL'));
const browser = await launch();
const demo = await serveDemo();
const site = mkdtempSync(join(tmpdir(), 'oware-host-'));
const host = await serveStatic(site);

const code = (body) => `1${deflateRawSync(Buffer.from(body, 'utf8')).toString('base64url')}`;
const CAPTURE = 'position: 1,2,0,6,3,3/4,1,2,1,0,3 S 10-12\nhighlight: c:capture d:capture\narrows: F>c';

/** The two lines docs/images-and-embeds.md gives a page that holds embeds. */
const RESIZE_LINES = `<script>
addEventListener('message', (e) => { if (e.data?.type !== 'oware-embed-height') return;
  for (const f of document.querySelectorAll('iframe')) if (f.contentWindow === e.source) f.style.height = e.data.height + 'px'; });
</script>`;

check('an embed posts its height, and the host page’s two lines size its iframe to it', async () => {
  const embed = `${server.url}/embed/${code('moves: C f B a\ncontrols')}`;
  writeFileSync(
    join(site, 'host.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,">
${RESIZE_LINES}
<script>window.heights = []; addEventListener('message', (e) => e.data?.type === 'oware-embed-height' && heights.push(e.data.height));</script>
</head><body><p>A blog post.</p><iframe src="${embed}" width="480" height="100" style="border:0"></iframe></body></html>`,
  );
  const p = await browser.newPage({ viewport: { width: 900, height: 900 } });
  const problems = [];
  p.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  p.on('pageerror', (e) => problems.push(e.message));
  await p.goto(`${host.url}/host.html`);
  await p.waitForFunction(() => window.heights.length > 0 && window.heights.at(-1) > 200, null, { timeout: 30_000 });
  const frame = p.frames().find((f) => f.url().startsWith(server.url));
  assert(frame, 'the embed’s frame');
  // the board is the live element (its shadow root drawn), with the step bar under it
  await frame.waitForFunction(() => document.querySelector('oware-board')?.shadowRoot?.querySelector('svg'), null, {
    timeout: 30_000,
  });
  await p.waitForTimeout(500);
  const inner = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
  const last = await p.evaluate(() => window.heights.at(-1));
  const box = await p.locator('iframe').boundingBox();
  assert(last === inner, `the last height posted (${last}) is the page's (${inner})`);
  assert(Math.abs(box.height - inner) <= 1, `the iframe is ${box.height} px high, its page ${inner}`);
  assert(!problems.length, `console: ${problems.join('; ')}`);
  await p.close();
});

check('a Markdown page with image links shows the pictures with JavaScript off', async () => {
  const md = [
    '# Capturing',
    '',
    `![South plays F and captures 5](${server.url}/svg/${code(CAPTURE)})`,
    '',
    `![The same as PNG](${server.url}/png?position=${encodeURIComponent('1,2,0,6,3,3/4,1,2,1,0,3 S 10-12')}&highlight=${encodeURIComponent('c:capture')}&width=600)`,
  ].join('\n');
  writeFileSync(
    join(site, 'post.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>post</title><link rel="icon" href="data:,"></head><body>${new MarkdownIt().render(md)}</body></html>`,
  );
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 900, height: 900 } });
  const p = await context.newPage();
  await p.goto(`${host.url}/post.html`, { waitUntil: 'load' });
  const sizes = await p.$$eval('img', (imgs) => imgs.map((i) => [i.complete, i.naturalWidth, i.naturalHeight]));
  assert(sizes.length === 2, 'two pictures');
  assert(sizes[0][0] && sizes[0][1] === 480 && sizes[0][2] > 150, `the SVG picture: ${sizes[0]}`);
  assert(sizes[1][0] && sizes[1][1] === 600 && sizes[1][2] > 200, `the PNG picture: ${sizes[1]}`);
  await p.screenshot({ path: join(site, 'post.png') });
  console.log(`    (the page as shown: ${join(site, 'post.png')})`);
  await context.close();
});

check(
  'the studio’s publish buttons copy an image link, embed code, an embed link and Markdown the server answers',
  async () => {
    const context = await browser.newContext({
      viewport: { width: 1200, height: 1000 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const p = await context.newPage();
    const errors = [];
    p.on('pageerror', (e) => errors.push(e.message));
    await p.goto(`${demo.url}studio.html`);
    await p.waitForFunction(
      () => document.querySelector('oware-studio')?.shadowRoot?.querySelector('#out-link')?.value.includes('#s='),
      null,
      {
        timeout: 30_000,
      },
    );
    await p.fill('#caption', 'South to move');
    await p.fill('#publish-base', server.url);
    await p.dispatchEvent('#publish-base', 'change');
    await p.waitForFunction(() =>
      document
        .querySelector('oware-studio')
        ?.shadowRoot?.querySelector('#out-md')
        ?.textContent.includes('caption: South to move'),
    );
    const copied = async (id) => {
      await p.evaluate(() => navigator.clipboard.writeText(''));
      await p.click(`#${id}`);
      for (let i = 0; i < 200; i++) {
        const text = await p.evaluate(() => navigator.clipboard.readText());
        if (text) return text;
        await p.waitForTimeout(100);
      }
      throw new Error(`${id} copied nothing`);
    };
    const path = (url) => url.slice(server.url.length);

    const image = await copied('publish-image');
    assert(image.startsWith(`${server.url}/svg/1`), `image link: ${image}`);
    const svg = await request(server.url, path(image), { method: 'GET' });
    assert(svg.status === 200 && /South to move/.test(svg.text), `the image link answers the picture (${svg.status})`);

    const iframe = await copied('publish-embed');
    const src = /^<iframe src="([^"]+)" width="480" height="\d+"/.exec(iframe)?.[1];
    assert(src?.startsWith(`${server.url}/embed/1`), `embed code: ${iframe}`);
    const page = await request(server.url, path(src), { method: 'GET' });
    assert(page.status === 200 && /<oware-board /.test(page.text), `the embed answers (${page.status})`);

    const medium = await copied('publish-medium');
    assert(medium === src, `the link for Medium is the embed's URL: ${medium}`);
    const oembed = await request(server.url, `/oembed?url=${encodeURIComponent(medium)}&format=json`, {
      method: 'GET',
    });
    assert(oembed.status === 200 && oembed.body.type === 'rich', `oEmbed for it: ${oembed.status}`);

    const markdown = await copied('publish-markdown');
    const md = /^!\[([^\]]*)\]\((\S+)\)$/.exec(markdown);
    assert(md && md[2] === image, `Markdown with the image: ${markdown}`);
    assert(!errors.length, errors.join('; '));
    await context.close();
  },
);

/**
 * A long record: 120 plies of legal moves from the start (a fixed pseudo-random choice), each with a
 * comment of 30 letters that do not compress: far over 2,000 characters as a code link.
 */
function longRecord() {
  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const game = new Game();
  const parts = [];
  for (let ply = 0; ply < 120 && !game.result; ply++) {
    const moves = game.legalMoves();
    const pit = moves[Math.floor(random() * moves.length)];
    game.play(pit);
    const words = Array.from({ length: 30 }, () => String.fromCharCode(97 + Math.floor(random() * 26))).join('');
    parts.push(`${ply % 2 === 0 ? `${ply / 2 + 1}. ` : ''}${formatMoveList([pit])} {${words}}`);
  }
  return parts.join(' ');
}

check(
  'a long record is published under a short id; with the server unreachable, nothing is copied and the work is kept',
  async () => {
    const context = await browser.newContext({
      viewport: { width: 1200, height: 1000 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const p = await context.newPage();
    const errors = [];
    p.on('pageerror', (e) => errors.push(e.message));
    await p.goto(`${demo.url}studio.html`);
    await p.waitForFunction(
      () => document.querySelector('oware-studio')?.shadowRoot?.querySelector('#out-link')?.value.includes('#s='),
      null,
      {
        timeout: 30_000,
      },
    );
    await p.fill('#position', longRecord());
    await p.click('#apply');
    await p.waitForFunction(
      () =>
        (document.querySelector('oware-studio')?.shadowRoot?.querySelector('#out-md')?.textContent ?? '').split('\n')
          .length > 20,
      null,
      {
        timeout: 30_000,
      },
    );
    const fence = await p.textContent('#out-md');
    const body = fence.split('\n').slice(1, -1).join('\n');
    assert(`${server.url}/embed/${code(body)}`.length > 2000, 'the record is too long for a code link');
    await p.fill('#publish-base', server.url);
    await p.dispatchEvent('#publish-base', 'change');
    const copied = async (id) => {
      await p.evaluate(() => navigator.clipboard.writeText(''));
      await p.click(`#${id}`);
      for (let i = 0; i < 200; i++) {
        const text = await p.evaluate(() => navigator.clipboard.readText());
        if (text) return text;
        await p.waitForTimeout(100);
      }
      throw new Error(`${id} copied nothing`);
    };
    const image = await copied('publish-image');
    const m = new RegExp(`^${server.url}/d/([A-Za-z][0-9A-Za-z]{10})\\.svg$`).exec(image);
    assert(m, `the image link is a short id's: ${image}`);
    const said = await p.textContent('#publish-said');
    assert(said.includes(m[1]), `the studio says the link uses a short id: ${said}`);
    const svg = await request(server.url, `/d/${m[1]}.svg`, { method: 'GET' });
    assert(svg.status === 200 && svg.text.startsWith('<svg'), `the id's picture (${svg.status})`);
    const png = await request(server.url, `/d/${m[1]}.png?width=300`, { method: 'GET' });
    assert(png.status === 200 && png.headers['content-type'] === 'image/png', `the id's PNG (${png.status})`);
    const medium = await copied('publish-medium');
    assert(medium === `${server.url}/embed/${m[1]}`, `the embed link by id: ${medium}`);
    const page = await request(server.url, `/embed/${m[1]}`, { method: 'GET' });
    assert(page.status === 200 && /<oware-board [^>]*record=/.test(page.text), 'the embed holds the record');

    // the server gone (a port nobody listens on): a clear message, nothing copied, the record kept
    await p.fill('#publish-base', 'http://127.0.0.1:9');
    await p.dispatchEvent('#publish-base', 'change');
    await p.evaluate(() => navigator.clipboard.writeText('before'));
    await p.click('#publish-embed');
    await p.waitForFunction(
      () =>
        /cannot be reached/.test(
          document.querySelector('oware-studio')?.shadowRoot?.querySelector('#publish-said')?.textContent ?? '',
        ),
      null,
      {
        timeout: 30_000,
      },
    );
    const message = await p.textContent('#publish-said');
    assert(/127\.0\.0\.1:9/.test(message) && /Nothing was copied/.test(message), `the message: ${message}`);
    assert((await p.evaluate(() => navigator.clipboard.readText())) === 'before', 'nothing was copied');
    assert((await p.textContent('#out-md')) === fence, 'the record is kept');
    assert(!errors.length, errors.join('; '));
    await context.close();
  },
);

await runChecks().finally(async () => {
  await browser.close();
  await demo.close();
  await host.close();
  await server.kill();
  tmp.cleanup();
});
