// The server's Node build: dist/server.js loads in Node and exports the server, no browser bundle of
// dist/ carries server code (the Colyseus server, Redis, SQLite; the board's online chunk has the
// Colyseus client), and the command's build (dist/cli.js) loads the server only for `serve`, as an
// import of dist/server.js. Builds dist/ when missing.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';

const root = new URL('../..', import.meta.url).pathname;
const run = (script) => {
  const r = spawnSync('node', [script], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  assert.equal(r.status, 0, `${script} failed`);
};

describe('server build', () => {
  it('writes dist/server.js, a Node module exporting serve and startServer', async () => {
    if (!existsSync(join(root, 'dist/index.js'))) run('scripts/build.mjs');
    run('scripts/build-server.mjs');
    const m = await import(join(root, 'dist/server.js'));
    assert.equal(typeof m.serve, 'function');
    assert.equal(typeof m.startServer, 'function');
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    assert.equal(pkg.exports['./server'].default, './dist/server.js');
    assert.ok(existsSync(join(root, pkg.bin['oware-board-serve'])));
    // the diagram service alone, for an operator's own Node server: no Colyseus, no SQLite
    const d = await import(join(root, 'dist/diagrams.js'));
    assert.equal(typeof d.diagramHandler, 'function');
    assert.equal(pkg.exports['./diagrams'].node, './dist/diagrams.js');
    assert.doesNotMatch(readFileSync(join(root, 'dist/diagrams.js'), 'utf8'), /@colyseus\/core|better-sqlite3/);
  });

  it("writes dist/sqlite-writer.js, the SQLite store's writer thread, which the built store starts", async () => {
    assert.ok(existsSync(join(root, 'dist/sqlite-writer.js')));
    const { GameStore } = await import(join(root, 'dist/server.js'));
    const dir = mkdtempSync(join(tmpdir(), 'oware-build-store-'));
    try {
      const store = await GameStore.open(join(dir, 'games.sqlite'));
      const data = { options: {}, moves: [4], tokens: {}, game: 1 };
      await store.save('r1', { data, open: true, move: { ply: 1, pit: 4 } }, 1);
      assert.equal(await store.putDiagram('d1', 'a body', 1, 1000), 'stored');
      assert.deepEqual(
        (await store.openRooms()).map((r) => [r.id, r.data.moves]),
        [['r1', [4]]],
      );
      assert.equal(await store.check(), null);
      await store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lets a script that opened the built store and never closed it end by itself (idle threads hold nothing)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'oware-build-store-'));
    try {
      const script = `
        const { GameStore } = await import(${JSON.stringify(join(root, 'dist/server.js'))});
        const store = await GameStore.open(${JSON.stringify(join(dir, 'games.sqlite'))});
        await store.save('r1', { data: { options: {}, moves: [], tokens: {}, game: 1 }, open: true }, 1);
        console.log('saved');`;
      const r = spawnSync('node', ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 120_000 });
      assert.equal(r.signal, null, 'the script did not end by itself');
      assert.equal(r.status, 0, r.stderr);
      assert.equal(r.stdout, 'saved\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the server out of the command: dist/cli.js imports no server package, and dist/server.js only for serve', () => {
    const cli = readFileSync(join(root, 'dist/cli.js'), 'utf8');
    // esbuild's output: static imports at the start of a line, dynamic ones as import("…")
    const imports = [...cli.matchAll(/^import\s[^;]*?from\s*"([^"]+)";?$|\bimport\("([^"]+)"\)/gm)].map(
      (m) => m[1] ?? m[2],
    );
    const packages = imports.filter((i) => !i.startsWith('node:') && !i.startsWith('.'));
    // (the optional packages of png and gif, each loaded by its command)
    assert.deepEqual([...new Set(packages)].sort(), ['@resvg/resvg-js', 'gifenc']);
    assert.deepEqual(
      imports.filter((i) => i.startsWith('.')),
      ['./server.js'],
    );
    assert.match(cli, /await import\("\.\/server\.js"\)/, 'a dynamic import');
  });

  it('keeps server code out of every browser bundle', () => {
    const NODE_ONLY = ['server.js', 'diagrams.js', 'cli.js', 'sqlite-writer.js'].map((f) => join(root, 'dist', f));
    const files = [];
    const walk = (dir) => {
      for (const f of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, f.name);
        if (f.isDirectory() && f.name !== 'types') walk(p);
        // (the Node builds: the server itself, and the command line, whose `serve` runs it)
        else if (f.name.endsWith('.js') && !NODE_ONLY.includes(p)) files.push(p);
      }
    };
    walk(join(root, 'dist'));
    assert.ok(files.length > 5);
    // The board's online chunk carries the Colyseus *client* (@colyseus/sdk, with its schema
    // decoder), never the server's packages: no import of @colyseus/core, its transport, Redis or
    // SQLite, nor the server's database file (comments of the client that name them do not count).
    const SERVER =
      /(from|import)\s*\(?\s*["'](@colyseus\/(core|ws-transport|redis-driver|redis-presence)|better-sqlite3|node:[\w/]+)["']|oware-games\.sqlite/;
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      assert.ok(!SERVER.test(text), `${f} has server code`);
    }
    const online = files.filter((f) => /oware-board-online-/.test(f));
    assert.equal(online.length, 1, 'the CDN build has an online chunk');
    assert.ok(
      /@colyseus\/schema/.test(readFileSync(online[0], 'utf8')),
      'the online chunk carries the Colyseus client',
    );
  });
});
