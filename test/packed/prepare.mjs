#!/usr/bin/env node
// The package as users get it: `npm pack` of the built package, installed into two fresh folders
// outside the repository (so that nothing resolves through the repository's own node_modules):
// - `bare`: `npm install <tarball>` and nothing else — a default install (optional dependencies in,
//   optional peers out), where the command must run and say what `serve` lacks;
// - `tools`: the tarball, the tools users check a package with (test/packed/consumer/package.json:
//   TypeScript 5.9, React/Vue/Svelte with their checkers, publint, attw, the Markdown peers) and the
//   server's optional peers (better-sqlite3 from the repository's own, already compiled copy: a
//   native build takes minutes).
// Writes .test-results/packed.json ({ tarball, pack, bare, tools }) and prints its path. The tests in
// test/packed/ read it (`packed()` in ./packed.mjs runs this script when it is missing).
// Builds dist/ first unless OWARE_DIST_BUILT=1.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

function sh(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) {
    process.stderr.write(`${r.stdout}\n${r.stderr}\n`);
    throw new Error(`failed in ${cwd}: ${cmd} ${args.join(' ')}`);
  }
  return r.stdout;
}

const t0 = performance.now();
if (process.env.OWARE_DIST_BUILT !== '1') sh('node', ['scripts/build.mjs'], root);

const base = mkdtempSync(join(tmpdir(), 'oware-packed-'));
const [pack] = JSON.parse(sh('npm', ['pack', '--json', '--pack-destination', base], root));
const tarball = join(base, pack.filename);
const quiet = ['--no-audit', '--no-fund', '--loglevel=error'];

const bare = join(base, 'bare');
mkdirSync(bare);
writeFileSync(join(bare, 'package.json'), JSON.stringify({ name: 'bare-consumer', private: true, type: 'module' }));
sh('npm', ['install', ...quiet, tarball], bare);

const tools = join(base, 'tools');
cpSync(join(root, 'test/packed/consumer'), tools, { recursive: true });
const peers = Object.keys(pkg.peerDependencies)
  .filter((name) => name.startsWith('@colyseus/') || name === 'better-sqlite3')
  .map((name) =>
    name === 'better-sqlite3' ? join(root, 'node_modules/better-sqlite3') : `${name}@${pkg.devDependencies[name]}`,
  );
// --ignore-scripts: better-sqlite3 comes as a link to the repository's copy, and npm would run its
// install script (node-gyp rebuild) in that shared folder, deleting its compiled binding meanwhile
sh('npm', ['install', ...quiet, '--ignore-scripts', tarball, ...peers], tools);

const out = join(root, '.test-results/packed.json');
mkdirSync(join(root, '.test-results'), { recursive: true });
const info = {
  tarball,
  pack: {
    files: pack.files.length,
    size: pack.size,
    unpackedSize: pack.unpackedSize,
    paths: pack.files.map((f) => f.path),
  },
  bare,
  tools,
};
writeFileSync(out, `${JSON.stringify(info, null, 2)}\n`);
console.log(
  `packed ${pack.filename}: ${pack.files.length} files, ${(pack.size / 1024).toFixed(1)} kB (${(pack.unpackedSize / 1024).toFixed(1)} kB unpacked); installed in ${((performance.now() - t0) / 1000).toFixed(1)} s → ${out}`,
);
