// The server's Node build: dist/server.js loads in Node and exports the server, and no browser
// bundle of dist/ carries server code (Colyseus, SQLite). Builds dist/ when missing.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
  });

  it('keeps server code out of every browser bundle', () => {
    const NODE_ONLY = [join(root, 'dist/server.js'), join(root, 'dist/cli.js')];
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
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      assert.ok(!/@colyseus|better-sqlite3|oware-games\.sqlite/.test(text), `${f} has server code`);
    }
  });
});
