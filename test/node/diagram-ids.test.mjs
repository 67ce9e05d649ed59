// Short ids for diagrams (`POST /d`, `GET /d/<id>.svg|png|gif`, `/embed/<id>`) against real server
// processes (`oware-board serve` from source) on a real SQLite file, and once on a throwaway
// PostgreSQL cluster: posted then drawn, decoded and checked (the PNG's size and a pixel of a marked
// pit, the GIF's frames); the same diagram gives the same id; unknown ids 404 with an error picture;
// the body, the keys, the rate per client address (through --trust-proxy) and the byte budget refused
// with 413/422/429/507; ETag revalidation; oEmbed for an id's URLs; ids kept across a restart; and
// the handler mounted on a plain node:http server over the SQLite store.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { GifReader } from 'omggif';
import { PNG } from 'pngjs';
import { register } from 'tsx/esm/api';
import { ensureBuilt, request, startPostgres, startServer, tempDir, useServer } from './server-helpers.mjs';

register();
const { diagramHandler } = await import('../../src/server/diagrams.ts');
const { openStore } = await import('../../src/server/store.ts');

const _root = new URL('../..', import.meta.url).pathname;
const get = (server, path, headers = {}) => request(server.url, path, { method: 'GET', headers, timeout: 60_000 });
const post = (server, body, options = {}) =>
  request(server.url, '/d', { headers: { 'content-type': 'text/plain; charset=utf-8' }, body, ...options });
async function bytes(url, headers = {}) {
  const res = await fetch(url, { headers });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

// The tutorial's capture: South plays F and captures c and d.
const CAPTURE = [
  'position: 1,2,0,6,3,3/4,1,2,1,0,3 S 10-12',
  'highlight: c:capture d:capture',
  'arrows: F>c',
  'caption: South plays F and captures 5.',
].join('\n');
// what the store keeps of it: its keys in the order of their names
const CAPTURE_STORED = CAPTURE.split('\n').sort().join('\n');
const PLAIN = 'position: 1,2,0,6,3,3/4,1,2,1,0,3 S 10-12';
const ID = /^[A-Za-z][0-9A-Za-z]{10}$/;

const pixel = (png, x, y) => [...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 4)];
const distance = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2], a[3] - b[3]);

/** Pit c's capture ring (centre 442,96, radius 46 of the 784-wide picture) differs; pit e's edge does not. */
function assertMarked(marked, plain, width) {
  const s = width / 784;
  const ring = [Math.round(442 * s), Math.round((96 - 46) * s)];
  assert.ok(distance(pixel(marked, ...ring), pixel(plain, ...ring)) > 60, `pit c's ring: ${pixel(marked, ...ring)}`);
  const other = [Math.round(242 * s), Math.round((96 - 46) * s)];
  assert.ok(distance(pixel(marked, ...other), pixel(plain, ...other)) < 10, "pit e's edge is the same on both");
}

describe('diagram ids on a real server (SQLite)', { timeout: 300_000 }, () => {
  const suite = useServer(undefined, { prepare: ensureBuilt });
  let server;
  before(() => {
    server = suite.server;
  });

  it('stores a diagram under a short id and draws it as SVG, PNG and the embed', async () => {
    const res = await post(server, CAPTURE);
    assert.equal(res.status, 201);
    const { id } = res.body;
    assert.match(id, ID);
    assert.deepEqual(res.body, {
      id,
      svg: `${server.url}/d/${id}.svg`,
      png: `${server.url}/d/${id}.png`,
      gif: `${server.url}/d/${id}.gif`,
      embed: `${server.url}/embed/${id}`,
    });
    assert.equal(res.headers['cache-control'], 'no-store');

    const svg = await get(server, `/d/${id}.svg`);
    assert.equal(svg.status, 200);
    assert.equal(svg.headers['content-type'], 'image/svg+xml; charset=utf-8');
    assert.equal(svg.headers['content-security-policy'], "default-src 'none'; style-src 'unsafe-inline'");
    assert.equal(svg.headers['x-content-type-options'], 'nosniff');
    assert.equal(svg.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(svg.text, /South plays F and captures 5\./);
    // the same picture as the diagram's code URL draws
    const { encodeDiagram } = await import('../../src/server/diagram-code.ts');
    assert.equal((await get(server, `/svg/${encodeDiagram(CAPTURE)}`)).text, svg.text);

    const marked = await bytes(`${res.body.png}?width=600`);
    assert.equal(marked.status, 200);
    assert.equal(marked.headers.get('content-type'), 'image/png');
    const plainId = (await post(server, PLAIN)).body.id;
    const plain = await bytes(`${server.url}/d/${plainId}.png?width=600`);
    const a = PNG.sync.read(marked.body);
    const [, w, h] = /width="([\d.]+)" height="([\d.]+)"/.exec(svg.text);
    assert.equal(a.width, 600);
    assert.equal(a.height, Math.ceil((600 * Number(h)) / Number(w)));
    assertMarked(a, PNG.sync.read(plain.body), 600);

    for (const path of [`/embed/${id}`, `/d/${id}`]) {
      const page = await get(server, path);
      assert.equal(page.status, 200, path);
      assert.equal(page.headers['content-type'], 'text/html; charset=utf-8');
      assert.match(page.headers['content-security-policy'], /frame-ancestors \*/);
      assert.match(page.text, /<oware-board [^>]*highlight="c:capture d:capture"/);
      assert.match(page.text, /<script type="module" src="\.\.\/cdn\/oware-board\.min\.js"/);
      assert.ok(page.text.includes(`oembed?url=${encodeURIComponent(`${server.url}/embed/${id}`)}`));
    }
  });

  it('draws a stored line as a GIF, one frame per seed and one per position', async () => {
    const res = await post(server, '```oware\nmoves: C f B a\n```\n');
    assert.equal(res.status, 201);
    const gif = await bytes(res.body.gif);
    assert.equal(gif.status, 200);
    assert.equal(gif.headers.get('content-type'), 'image/gif');
    const reader = new GifReader(new Uint8Array(gif.body));
    assert.equal(reader.width, 480);
    assert.equal(reader.numFrames(), 1 + (4 + 1) + (4 + 1) + (5 + 1) + (6 + 1));
    // a record in the body: its main line, from the start
    const record = await post(server, 'controls\n\n1. C f 2. B a');
    assert.equal(record.status, 201);
    const frames = new GifReader(new Uint8Array((await bytes(record.body.gif)).body));
    assert.equal(frames.numFrames(), reader.numFrames());
  });

  it('gives the same diagram the same id: idempotent, whatever its line ends or fence', async () => {
    const first = await post(server, CAPTURE);
    assert.equal(first.status, 200, 'stored by the first test already');
    const fenced = await post(server, `\`\`\`oware\r\n${CAPTURE.replace(/\n/g, '  \r\n')}\r\n\`\`\`\r\n`);
    assert.equal(fenced.status, 200);
    assert.equal(fenced.body.id, first.body.id);
    const other = await post(server, `${CAPTURE}\nstores`);
    assert.equal(other.status, 201);
    assert.notEqual(other.body.id, first.body.id);
  });

  it('answers an unknown id with 404 and an error picture, never cached', async () => {
    for (const [path, type] of [
      ['/d/Zzzzzzzzzzz.svg', 'image/svg+xml; charset=utf-8'],
      ['/d/Zzzzzzzzzzz.png', 'image/png'],
      ['/embed/Zzzzzzzzzzz', 'image/svg+xml; charset=utf-8'],
      ['/d/not-an-id', 'image/svg+xml; charset=utf-8'],
    ]) {
      const res = await bytes(`${server.url}${path}`);
      assert.equal(res.status, 404, path);
      assert.equal(res.headers.get('content-type'), type, path);
      assert.equal(res.headers.get('cache-control'), 'no-store', path);
      if (type === 'image/png') assert.ok(PNG.sync.read(res.body).width > 0);
      else assert.match(res.body.toString(), /no diagram is stored under this id/);
    }
    // a diagram stored after its id was asked for is found (the 404 was not kept)
    const body = 'position: 4,4,4,4,4,4/4,4,4,4,4,5 S 0-0';
    const { diagramId } = await import('../../src/server/diagram-ids.ts');
    const id = diagramId(body);
    assert.equal((await get(server, `/d/${id}.svg`)).status, 404);
    assert.equal((await post(server, body)).body.id, id);
    assert.equal((await get(server, `/d/${id}.svg`)).status, 200);
  });

  it('refuses bad keys with 422 and a fixed reason, a large body with 413; other methods 405', async () => {
    for (const text of ['highlight: z', 'colour: red', '', '\n\n', 'position: 1,2,3']) {
      const res = await post(server, text);
      assert.equal(res.status, 422, JSON.stringify(text));
      assert.match(res.body.error, /^invalid-diagram: /);
      assert.ok(!res.text.includes('colour'), 'the answer does not repeat the text');
    }
    const bad = await post(server, Buffer.from([0x63, 0x3a, 0xff, 0xfe]));
    assert.equal(bad.status, 422);
    // over the server's body limit (16 KiB): refused before it is read
    const big = await post(server, `caption: ${'x'.repeat(20_000)}`);
    assert.equal(big.status, 413);
    assert.match(big.body.error, /^body-too-large/);
    assert.equal((await request(server.url, '/d', { method: 'PUT', body: 'x' })).status, 405);
    const preflight = await request(server.url, '/d', {
      method: 'OPTIONS',
      headers: { origin: 'https://blog.example', 'access-control-request-method': 'POST' },
    });
    // (on `oware-board serve` Colyseus's own CORS answers it, naming the origin; the handler alone says `*`)
    assert.equal(preflight.status, 204);
    assert.ok(['*', 'https://blog.example'].includes(preflight.headers['access-control-allow-origin']));
    assert.match(preflight.headers['access-control-allow-methods'], /POST/);
    // no log line holds a posted text
    assert.ok(!server.log().includes('x'.repeat(300)));
    assert.equal((await get(server, '/healthz')).status, 200);
  });

  it('revalidates an id with ETag (304) and answers oEmbed for its URLs', async () => {
    const { id, embed, png } = (await post(server, CAPTURE)).body;
    const first = await get(server, `/d/${id}.svg`);
    const again = await get(server, `/d/${id}.svg`, { 'if-none-match': first.headers.etag });
    assert.equal(again.status, 304);
    assert.equal(again.text, '');
    const ask = (url) => get(server, `/oembed?url=${encodeURIComponent(url)}&format=json`);
    for (const url of [embed, `${server.url}/d/${id}`]) {
      const rich = await ask(url);
      assert.equal(rich.status, 200, url);
      assert.equal(rich.body.type, 'rich');
      assert.equal(rich.body.title, (await get(server, `/d/${id}.svg`)).text.match(/<title[^>]*>([^<]*)</)[1]);
      assert.ok(rich.body.html.startsWith(`<iframe src="${url}" width="480" height="`), rich.body.html);
    }
    const photo = await ask(`${png}?width=600`);
    assert.equal(photo.status, 200);
    assert.equal(photo.body.type, 'photo');
    assert.equal(photo.body.url, `${png}?width=600`);
    assert.equal((await ask(`${server.url}/d/Zzzzzzzzzzz.svg`)).status, 404);
  });

  it('keeps the ids in the SQLite file: a restarted server draws them', async () => {
    const { id } = (await post(server, CAPTURE)).body;
    const before = (await get(server, `/d/${id}.svg`)).text;
    server = await suite.restart();
    const res = await get(server, `/d/${id}.svg`);
    assert.equal(res.status, 200);
    assert.equal(res.text, before);
  });
});

describe('diagram ids: the rate per client address and the byte budget', { timeout: 120_000 }, () => {
  it('answers 429 past the rate of an address (behind a trusted proxy: the client it names), 507 past the budget, 413 past the diagram size', async () => {
    const tmp = tempDir();
    const server = await startServer([
      '--db',
      tmp.db,
      '--trust-proxy',
      '1',
      '--diagram-posts-per-minute',
      '3',
      '--diagram-store-bytes',
      '400',
      '--max-body-bytes',
      '100000',
    ]);
    try {
      const from = (client) => ({ headers: { 'content-type': 'text/plain', 'x-forwarded-for': client } });
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await post(server, `caption: ${i}`, from('203.0.113.7'))).status);
      assert.deepEqual(codes, [201, 201, 201, 429]);
      const limited = await post(server, 'caption: 9', from('203.0.113.7'));
      assert.equal(limited.status, 429);
      assert.match(limited.body.error, /^rate-limited: /);
      assert.ok(Number(limited.headers['retry-after']) >= 1);
      // another client behind the same proxy has its own rate
      const other = await post(server, 'caption: 4', from('198.51.100.2'));
      assert.equal(other.status, 201);
      // the budget: 400 bytes of bodies; four small ones are in, a 400-byte one is refused
      const full = await post(server, `caption: ${'y'.repeat(390)}`, from('198.51.100.3'));
      assert.equal(full.status, 507);
      assert.match(full.body.error, /^store-full: /);
      // what is stored is still drawn, and posted again is still found (no new bytes)
      assert.equal((await post(server, 'caption: 4', from('198.51.100.3'))).status, 200);
      // past the diagram's size (32 KiB) though within the server's body limit: 413, not read whole
      const big = await post(server, `caption: ${'x'.repeat(40_000)}`, from('198.51.100.4'));
      assert.equal(big.status, 413);
      assert.match(big.body.error, /^body-too-large: a diagram holds at most 32768 bytes/);
    } finally {
      await server.kill();
      tmp.cleanup();
    }
  });
});

describe('diagram ids on an operator’s own node:http server', { timeout: 120_000 }, () => {
  it('stores through the handler alone (a streamed body, bounded) and draws the id', async () => {
    const tmp = tempDir();
    const store = await openStore(tmp.db);
    const handler = diagramHandler({ store, prefix: '/diagrams', log: () => undefined });
    const http = createServer((req, res) => handler(req, res));
    await new Promise((r) => http.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${http.address().port}`;
    try {
      const res = await request(url, '/diagrams/d', { body: CAPTURE, headers: { 'content-type': 'text/plain' } });
      assert.equal(res.status, 201);
      assert.equal(res.body.svg, `${url}/diagrams/d/${res.body.id}.svg`);
      assert.equal((await request(url, `/diagrams/d/${res.body.id}.svg`, { method: 'GET' })).status, 200);
      // a chunked body (no length) past 32 KiB: 413 once the limit is passed
      const big = await fetch(`${url}/diagrams/d`, {
        method: 'POST',
        body: new ReadableStream({
          start(c) {
            for (let i = 0; i < 40; i++) c.enqueue(new TextEncoder().encode(`caption: ${'z'.repeat(1000)}\n`));
            c.close();
          },
        }),
        duplex: 'half',
      });
      assert.equal(big.status, 413);
      assert.equal(await store.diagram(res.body.id), CAPTURE_STORED);
    } finally {
      await new Promise((r) => http.close(r));
      await store.close();
      tmp.cleanup();
    }
  });
});

describe('diagram ids on PostgreSQL', { timeout: 180_000 }, () => {
  let cluster;
  before(async () => {
    cluster = await startPostgres();
  });
  after(() => cluster?.cleanup());

  it('stores and draws an id from a PostgreSQL store; another process on the database finds it', async () => {
    const url = await cluster.database();
    const servers = [await startServer(['--store', url]), await startServer(['--store', url])];
    try {
      const [a, b] = servers;
      const res = await post(a, CAPTURE);
      assert.equal(res.status, 201);
      assert.equal((await post(b, CAPTURE)).status, 200, 'the same id, stored once');
      const png = await bytes(`${b.url}/d/${res.body.id}.png?width=600`);
      assert.equal(png.status, 200);
      const plain = await bytes(`${b.url}/d/${(await post(b, PLAIN)).body.id}.png?width=600`);
      assertMarked(PNG.sync.read(png.body), PNG.sync.read(plain.body), 600);
      assert.equal((await get(b, '/d/Zzzzzzzzzzz.svg')).status, 404);
    } finally {
      for (const s of servers) await s.kill();
    }
  });
});
