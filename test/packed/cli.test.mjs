// The `oware-board` command as users run it (`npx oware-board …` after `npm i oware-board`):
// - in the bare install (the tarball alone: the optional @resvg/resvg-js and gifenc in, the server's
//   optional peers out), --help, svg, png and gif work, and `serve` (and `oware-board-serve`) says
//   in one line which packages it lacks and the `npm i` that installs them, status 1, no stack;
// - with the server's peers (the tools install), `serve --port 0` listens and answers HTTP, as does
//   `oware-board-serve`, the same command.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { npx, packed } from './packed.mjs';

const { bare, tools } = packed();
const pkg = JSON.parse(readFileSync(join(bare, 'node_modules/oware-board/package.json'), 'utf8'));
const tmp = mkdtempSync(join(tmpdir(), 'oware-packed-cli-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

const SERVER = ['@colyseus/core', '@colyseus/schema', '@colyseus/ws-transport', 'better-sqlite3'];
const REDIS = ['@colyseus/redis-presence', '@colyseus/redis-driver'];

/** No line of a stack trace. */
const noStack = (text) => assert.doesNotMatch(text, /^\s+at /m, text);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes) {
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG');
  assert.equal(bytes.subarray(12, 16).toString('latin1'), 'IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('bare install: --help lists the commands (status 0)', () => {
  const r = npx(bare, 'oware-board', ['--help']);
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /usage: oware-board <command>[\s\S]*svg[\s\S]*png[\s\S]*gif[\s\S]*serve/);
  assert.equal(r.stderr, '');
});

test('bare install: svg, png and gif write their pictures', () => {
  const svg = npx(bare, 'oware-board', ['svg', '--highlight', 'c:capture', '-o', join(tmp, 'b.svg')]);
  assert.equal(svg.status, 0, svg.stderr);
  assert.match(readFileSync(join(tmp, 'b.svg'), 'utf8'), /^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);

  const png = npx(bare, 'oware-board', ['png', '--size', '300', '--scale', '2', '-o', join(tmp, 'b.png')]);
  assert.equal(png.status, 0, png.stderr);
  assert.equal(pngSize(readFileSync(join(tmp, 'b.png'))).width, 600);

  const gif = npx(bare, 'oware-board', ['gif', '--moves', 'C', '--size', '200', '-o', join(tmp, 'b.gif')]);
  assert.equal(gif.status, 0, gif.stderr);
  const bytes = readFileSync(join(tmp, 'b.gif'));
  assert.equal(bytes.subarray(0, 6).toString('latin1'), 'GIF89a');
  assert.equal(bytes.readUInt16LE(6), 200);
  assert.match(gif.stderr, /^oware-board gif: \d+ frames, 200×\d+ pixels/);
});

test('bare install: serve names every missing server package and the npm i line, in one line (status 1)', () => {
  const install = (names) => names.map((n) => `${n}@${pkg.peerDependencies[n]}`).join(' ');
  for (const [bin, args, env, names] of [
    ['oware-board', ['serve', '--port', '0'], {}, SERVER],
    ['oware-board', ['serve', '--redis', 'redis://127.0.0.1:1'], {}, [...SERVER, ...REDIS]],
    ['oware-board', ['serve'], { REDIS_URL: 'redis://127.0.0.1:1' }, [...SERVER, ...REDIS]],
    ['oware-board-serve', ['--port', '0'], {}, SERVER],
  ]) {
    const r = npx(bare, bin, args, env);
    const what = `${bin} ${args.join(' ')}: ${r.stderr}`;
    assert.equal(r.status, 1, what);
    assert.equal(r.stdout, '', what);
    const lines = r.stderr.split('\n').filter(Boolean);
    assert.equal(lines.length, 1, what);
    for (const name of names) assert.ok(lines[0].includes(` ${name}`), `${name} named: ${what}`);
    if (names === SERVER) for (const name of REDIS) assert.ok(!lines[0].includes(name), what);
    assert.ok(lines[0].endsWith(`: npm i ${install(names)}`), what);
    noStack(r.stderr);
  }
  // its help needs none of them
  const help = npx(bare, 'oware-board', ['serve', '--help']);
  assert.equal(help.status, 0, help.stderr);
  assert.match(help.stdout, /usage: oware-board serve[\s\S]*needs the packages @colyseus\/core/);
});

/** Start `bin args` in the tools install; resolves with the port once it prints `listening on port N`. */
function startServer(bin, args) {
  const child = spawn('npx', ['--no-install', bin, ...args], { cwd: tools, detached: true });
  let out = '';
  let err = '';
  child.stderr.on('data', (d) => {
    err += d;
  });
  const port = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no 'listening' in 60 s: ${out} ${err}`)), 60_000);
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listening on port (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code} before listening: ${out} ${err}`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode);
      child.on('exit', (code, signal) => resolve(code ?? signal));
      process.kill(-child.pid, 'SIGTERM'); // npx and the node it runs: the process group
    });
  return { port, stop, output: () => out + err };
}

for (const [bin, args] of [
  ['oware-board', ['serve']],
  ['oware-board-serve', []],
]) {
  test(`tools install: ${[bin, ...args].join(' ')} --port 0 listens and answers HTTP, then stops`, async () => {
    const db = join(tmp, `${bin}.sqlite`);
    const server = startServer(bin, [...args, '--port', '0', '--host', '127.0.0.1', '--db', db]);
    try {
      const port = await server.port;
      assert.ok(port > 0);
      const res = await fetch(`http://127.0.0.1:${port}/games/nope.ogn`);
      assert.equal(res.status, 404);
      assert.match(await res.text(), /no finished game/);
      // a write: through the SQLite store's writer thread (dist/sqlite-writer.js), then read back
      const posted = await fetch(`http://127.0.0.1:${port}/d`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: `position: 4,4,4,4,4,4/4,4,4,4,4,4 S 0-0\ncaption: ${bin}\n`,
      });
      const answer = await posted.json();
      assert.equal(posted.status, 201, JSON.stringify(answer));
      assert.equal((await fetch(answer.svg)).status, 200);
    } finally {
      await server.stop();
    }
    noStack(server.output());
  });
}
