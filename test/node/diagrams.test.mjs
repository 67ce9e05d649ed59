// Diagrams by URL against a real server process (`oware-board serve` from source): SVG, PNG and GIF
// by code and by query parameters, decoded and checked (size, a pixel of a marked pit, the frames);
// limits answered with a 4xx status and an error picture; ETag revalidation; the embed page and its
// CDN files; oEmbed, read by a consumer nobody here wrote (@extractus/oembed-extractor); and the
// service turned off with --no-diagrams. Builds dist/ (the embeds' CDN files) when missing.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { deflateRawSync } from 'node:zlib';
import { extract, setProviderList } from '@extractus/oembed-extractor';
import { GifReader } from 'omggif';
import { PNG } from 'pngjs';
import { ensureBuilt, request, startServer, tempDir, useServer } from './server-helpers.mjs';

const _root = new URL('../..', import.meta.url).pathname;

/** A code as the contract says: version 1, the fence body deflated (raw) in base64url. */
const code = (body) => `1${deflateRawSync(Buffer.from(body, 'utf8')).toString('base64url')}`;
const get = (server, path, headers = {}) => request(server.url, path, { method: 'GET', headers, timeout: 60_000 });
/** A GET whose body is kept as bytes. */
async function bytes(server, path, headers = {}) {
  const res = await fetch(new URL(path, server.url), { headers });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

// The tutorial's capture: South plays F and captures c and d.
const CAPTURE = [
  'position: 1,2,0,6,3,3/4,1,2,1,0,3 S 10-12',
  'highlight: c:capture d:capture',
  'arrows: F>c',
  'caption: South plays F and captures 5.',
].join('\n');
const PLAIN = 'position: 1,2,0,6,3,3/4,1,2,1,0,3 S 10-12';

/** RGBA of pixel (x, y) of a decoded PNG. */
const pixel = (png, x, y) => [...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 4)];
const distance = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2], a[3] - b[3]);

describe('diagrams by URL on a real server', { timeout: 240_000 }, () => {
  const suite = useServer(undefined, { prepare: ensureBuilt });
  let server;
  before(() => {
    server = suite.server;
  });

  it('answers an SVG by code: the picture, its type, CSP, nosniff, a year of caching', async () => {
    const res = await get(server, `/svg/${code(CAPTURE)}`);
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-type'], 'image/svg+xml; charset=utf-8');
    assert.equal(res.headers['content-security-policy'], "default-src 'none'; style-src 'unsafe-inline'");
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(res.text, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* width="480"/);
    assert.match(res.text, /South plays F and captures 5\./);
    assert.doesNotMatch(res.text, /<script|href="http/);
    // the same keys as query parameters: the same picture, cached for a day
    const q = new URLSearchParams(CAPTURE.split('\n').map((l) => l.split(/: (.*)/s).slice(0, 2)));
    const byQuery = await get(server, `/svg?${q}`);
    assert.equal(byQuery.status, 200);
    assert.equal(byQuery.text, res.text);
    assert.equal(byQuery.headers['cache-control'], 'public, max-age=86400');
  });

  it('answers a PNG by code at the width asked, with the marked pit drawn', async () => {
    const marked = await bytes(server, `/png/${code(CAPTURE)}?width=600`);
    const plain = await bytes(server, `/png/${code(PLAIN)}?width=600`);
    assert.equal(marked.status, 200);
    assert.equal(marked.headers.get('content-type'), 'image/png');
    const a = PNG.sync.read(marked.body);
    const b = PNG.sync.read(plain.body);
    assert.equal(a.width, 600);
    // the picture's own proportions (its SVG's width and height, caption included)
    const svg = (await get(server, `/svg/${code(CAPTURE)}`)).text;
    const [, w, h] = /width="([\d.]+)" height="([\d.]+)"/.exec(svg);
    assert.equal(a.height, Math.ceil((600 * Number(h)) / Number(w)));
    // pit c (North's third from its right, centre 442,96 of the 784-wide picture): its capture ring
    // (radius 46) is drawn on the marked picture only; pit e (242,96) is alike on both
    const s = 600 / 784;
    const ring = [Math.round(442 * s), Math.round((96 - 46) * s)];
    assert.ok(
      distance(pixel(a, ...ring), pixel(b, ...ring)) > 60,
      `pit c's ring: ${pixel(a, ...ring)} vs ${pixel(b, ...ring)}`,
    );
    const other = [Math.round(242 * s), Math.round((96 - 46) * s)];
    assert.ok(distance(pixel(a, ...other), pixel(b, ...other)) < 10, "pit e's edge is the same on both");
  });

  it('answers a GIF of moves with one frame per seed and a pause per position', async () => {
    const res = await bytes(server, `/gif/${code('moves: C f B a')}`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/gif');
    const gif = new GifReader(new Uint8Array(res.body));
    assert.equal(gif.width, 480);
    // from the start none of these captures: C sows 4, f 4, B 5, a 6 seeds; each move's seed
    // frames and the position after it, after the start position
    assert.equal(gif.numFrames(), 1 + (4 + 1) + (4 + 1) + (5 + 1) + (6 + 1));
    assert.equal(gif.frameInfo(0).delay, 150); // the start held 1.5 s (GIF delays are hundredths)
    assert.equal(gif.frameInfo(1).delay, 30);
    const byQuery = await bytes(server, `/gif?moves=${encodeURIComponent('C f B a')}`);
    assert.ok(byQuery.body.equals(res.body));
  });

  it('revalidates with ETag: 304 on If-None-Match, the same for a cached answer', async () => {
    const first = await get(server, `/svg/${code(CAPTURE)}`);
    const etag = first.headers.etag;
    assert.match(etag, /^"[\w-]{10,}"$/);
    const again = await get(server, `/svg/${code(CAPTURE)}`, { 'if-none-match': etag });
    assert.equal(again.status, 304);
    assert.equal(again.text, '');
    assert.equal(again.headers.etag, etag);
    const other = await get(server, `/svg/${code(PLAIN)}`, { 'if-none-match': etag });
    assert.equal(other.status, 200);
  });

  it('answers limits and bad diagrams with a 4xx status and an error picture saying why', async () => {
    const bad = await get(server, '/svg?highlight=z');
    assert.equal(bad.status, 400);
    assert.equal(bad.headers['content-type'], 'image/svg+xml; charset=utf-8');
    assert.match(bad.text, /highlight: &#39;z&#39;|highlight: 'z'/);
    const unknown = await get(server, '/svg?colour=red');
    assert.equal(unknown.status, 400);
    assert.match(unknown.text, /not a key/);

    const long = await get(server, `/svg?caption=${'x'.repeat(9000)}`);
    assert.equal(long.status, 414);
    assert.match(long.text, /over the limit of 8,192/);

    const wide = await bytes(server, `/png/${code(PLAIN)}?width=5000`);
    assert.equal(wide.status, 422);
    assert.equal(wide.headers.get('content-type'), 'image/png');
    assert.ok(PNG.sync.read(wide.body).width > 0, 'the error picture is a PNG');

    const moves = Array.from({ length: 200 }, (_, i) => (i % 2 ? 'f' : 'A')).join(' ');
    const frames = await get(server, `/gif/${code(`moves: ${moves}`)}`);
    assert.equal(frames.status, 422);
    assert.match(frames.text, /frames, the limit/);

    // a deflate bomb: 1 MB of spaces in a few hundred bytes is refused, not inflated whole
    const bomb = `1${deflateRawSync(Buffer.alloc(1_000_000, 32)).toString('base64url')}`;
    const bombed = await get(server, `/svg/${bomb}`);
    assert.equal(bombed.status, 422);
    assert.match(bombed.text, /more than 32,768 bytes/);

    const damaged = await get(server, '/svg/1AAAA');
    assert.equal(damaged.status, 400);
    assert.match(damaged.text, /damaged/);
    const version = await get(server, `/svg/9${code(PLAIN).slice(1)}`);
    assert.equal(version.status, 400);

    // the server is still up, and no log line holds a request's text whole
    assert.equal((await get(server, `/svg/${code(PLAIN)}`)).status, 200);
    assert.ok(!server.log().includes('x'.repeat(400)));
  });

  it('serves the embed page: one board, the CDN files from this server, a strict policy, the oEmbed link', async () => {
    const body = 'moves: C f\ncontrols';
    const page = await get(server, `/embed/${code(body)}`);
    assert.equal(page.status, 200);
    assert.equal(page.headers['content-type'], 'text/html; charset=utf-8');
    const policy = page.headers['content-security-policy'];
    assert.match(policy, /script-src 'self';/);
    assert.match(policy, /frame-ancestors \*/);
    assert.doesNotMatch(policy, /unsafe-eval|script-src[^;]*unsafe-inline/);
    assert.match(page.text, /<oware-board moves="C f" controls>/);
    assert.doesNotMatch(page.text, /<script(?![^>]*\bsrc=)/, 'no inline script');
    const script = /<script type="module" src="\.\.\/cdn\/(oware-board\.min\.js)"/.exec(page.text);
    assert.ok(script, 'the CDN file from this server');
    const cdn = await get(server, `/cdn/${script[1]}`);
    assert.equal(cdn.status, 200);
    assert.match(cdn.headers['content-type'], /^text\/javascript/);
    assert.equal((await get(server, '/embed.js')).status, 200);
    assert.equal((await get(server, '/cdn/..%2Fpackage.json')).status, 404);
    // a static diagram's caption is under its live board too (the board draws none), escaped
    const still = await get(server, `/embed/${code('highlight: c:capture\ncaption: South <b>plays</b> F')}`);
    assert.match(still.text, /<figcaption>South &lt;b&gt;plays&lt;\/b&gt; F<\/figcaption>/);
    const link = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(page.text);
    assert.ok(link, 'the oEmbed discovery link');
    const oembed = await get(server, link[1].replace(/&amp;/g, '&').replace(server.url, ''));
    assert.equal(oembed.status, 200);
    assert.equal(oembed.body.type, 'rich');
  });

  it('answers oEmbed: rich for embeds, photo for pictures, 404 for URLs not its own, 501 for XML', async () => {
    const embed = `${server.url}/embed/${code(CAPTURE)}`;
    const picture = `${server.url}/png/${code(CAPTURE)}?width=600`;
    const ask = (url, more = '') => get(server, `/oembed?url=${encodeURIComponent(url)}&format=json${more}`);
    const rich = await ask(embed);
    assert.equal(rich.status, 200);
    assert.equal(rich.body.type, 'rich');
    assert.equal(rich.body.version, '1.0');
    assert.equal(rich.body.width, 480);
    assert.match(rich.body.html, new RegExp(`^<iframe src="${embed}" width="480" height="\\d+"`));
    const photo = await ask(picture);
    assert.equal(photo.body.type, 'photo');
    assert.equal(photo.body.url, picture);
    const small = await ask(embed, '&maxwidth=240');
    assert.equal(small.body.width, 240);
    assert.equal((await ask('https://example.org/embed/1abc')).status, 404);
    assert.equal((await ask(`${server.url}/games/x.ogn`)).status, 404);
    assert.equal((await get(server, `/oembed?url=${encodeURIComponent(embed)}&format=xml`)).status, 501);

    // a consumer nobody here wrote: it knows no provider for this server (its list emptied), so it
    // reads the embed page, finds the discovery link and asks the oEmbed URL it names
    setProviderList([]);
    const data = await extract(embed, { maxwidth: 360 });
    assert.equal(data.method, 'auto-discovery');
    assert.equal(data.type, 'rich');
    assert.equal(data.provider_name, 'oware-board');
    assert.equal(data.width, 360);
    assert.match(data.html, /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/embed\/1[\w-]+" width="360" height="\d+"/);
  });

  it('can be turned off: --no-diagrams leaves the routes out', async () => {
    const tmp2 = tempDir();
    const off = await startServer(['--db', tmp2.db, '--no-diagrams']);
    try {
      assert.equal((await get(off, `/svg/${code(PLAIN)}`)).status, 404);
      assert.equal((await get(off, '/healthz')).status, 200);
    } finally {
      await off.kill();
      tmp2.cleanup();
    }
  });
});
