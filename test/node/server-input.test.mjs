// Bounded input on every HTTP route, attacked as a stranger would: a 64 MiB body (declared, or
// chunked with no length) is answered 413 at once and never held in memory, on the matchmaking
// routes and on every other path (a 200,000-character position is one); bad room options are
// answered with a short fixed message (never the input, never an internal error's text), at once;
// a long option writes no more than a short log line.
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { describe, it } from 'node:test';
import { request, rssMB, useServer } from './server-helpers.mjs';

const MiB = 1024 * 1024;

/** Stream `total` bytes to `path` (chunked when `declare` is false); resolves with the status and time. */
function hugeBody(url, path, total, declare) {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(declare ? { 'content-length': total } : {}) },
    });
    let status = null;
    req.on('response', (res) => {
      status = res.statusCode;
      res.resume();
      resolve({ status, ms: performance.now() - t0 });
      req.destroy();
    });
    req.on('error', (e) => (status ? undefined : reject(e)));
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < total && status === null) {
        sent += chunk.length;
        if (!req.write(chunk)) return req.once('drain', pump);
      }
      if (status === null) req.end();
    };
    pump();
  });
}

describe('oware game server: bounded input', () => {
  const suite = useServer();

  it('answers a 64 MiB body with 413 at once on every route, without reading it into memory', async () => {
    const before = rssMB(suite.server.proc.pid);
    for (const [path, declare] of [
      ['/matchmake/create/oware', true],
      ['/matchmake/create/oware', false],
      ['/matchmake/joinById/nothing', false],
      ['/games/x.ogn', true],
      ['/no/such/path', false],
    ]) {
      const res = await hugeBody(suite.url, path, 64 * MiB, declare);
      assert.equal(res.status, 413, `${path} (${declare ? 'content-length' : 'chunked'})`);
      assert.ok(res.ms < 2000, `${path}: answered in ${res.ms.toFixed(0)} ms`);
    }
    const grown = rssMB(suite.server.proc.pid) - before;
    assert.ok(grown < 40, `resident memory grew by ${grown.toFixed(0)} MB`);
    // and the server still serves
    const ok = await request(suite.url, '/matchmake/create/oware', { body: { seat: 'south' } });
    assert.equal(ok.status, 200, ok.text);
  });

  it('answers bad options with a short fixed message: never the input, never an internal error', async () => {
    const pits = (n) => `${'4,'.repeat(n - 1)}4 S 0-0`;
    const cases = [
      [{ variant: { toString: 1 } }, /^invalid-options: variant /],
      [{ variant: 'x'.repeat(5000) }, /^invalid-options: variant /],
      // (10,000 pits are over the body limit: 413)
      [{ position: pits(10_000) }, /^body-too-large: /],
      [{ position: pits(2_000) }, /^invalid-options: position /],
      [{ position: '1,2' }, /^invalid-options: position /],
      [{ clock: { minutes: { valueOf: 1 } } }, /^invalid-options: clock/],
      [{ match: 'x'.repeat(10_000) }, /^invalid-options: match /],
      [{ opens: ['south'] }, /^invalid-options: opens /],
    ];
    for (const [options, expected] of cases) {
      const res = await request(suite.url, '/matchmake/create/oware', { body: options, timeout: 3000 });
      assert.ok(res.status >= 400, `${res.status}`);
      assert.match(res.body.error, expected);
      assert.ok(res.body.error.length <= 120, `short: ${res.body.error}`);
      assert.doesNotMatch(res.body.error, /TypeError|Cannot convert|xxxx|4,4,4,4,4,4,4/);
      assert.ok(res.ms < 1000, `answered in ${res.ms.toFixed(0)} ms`);
    }
    // Colyseus's own errors: an unknown room name is not echoed either.
    const odd = await request(suite.url, `/matchmake/create/${'y'.repeat(5000)}`, { body: {} });
    assert.ok(odd.status >= 400 && !odd.text.includes('yyyy'), odd.text.slice(0, 200));
  });

  it('keeps log lines short: a 15,000-character position (within the body limit) writes no more than a line', async () => {
    const before = suite.server.log().length;
    const res = await request(suite.url, '/matchmake/create/oware', {
      body: { position: `${'1,'.repeat(7_500)} S 0-0` },
      localAddress: '127.0.0.2',
    });
    assert.ok(res.status >= 400);
    await new Promise((r) => setTimeout(r, 200));
    const written = suite.server.log().length - before;
    assert.ok(written < 2000, `${written} characters written to the log`);
  });
});
