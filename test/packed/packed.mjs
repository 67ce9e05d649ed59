// What the tests in test/packed/ share: the packed package's folders (prepare.mjs), and a way to run
// a command in one of them as a user would.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');
const file = join(root, '.test-results/packed.json');

/** Packed before dist/ was last built (or never): to pack again. */
function stale() {
  if (!existsSync(file)) return true;
  const built = join(root, 'dist/index.js');
  if (existsSync(built) && statSync(built).mtimeMs > statSync(file).mtimeMs) return true;
  const { tarball, bare, tools } = JSON.parse(readFileSync(file, 'utf8'));
  return ![tarball, bare, tools].every((p) => existsSync(p));
}

/**
 * `{ tarball, pack, bare, tools }` of this run (see prepare.mjs); packs and installs when
 * `npm test` has not, or dist/ was built since (a single file run with `npm run test:file`), or
 * with OWARE_PACKED_FRESH=1.
 */
export function packed() {
  if (stale() || process.env.OWARE_PACKED_FRESH === '1') {
    const r = spawnSync('node', [join(root, 'test/packed/prepare.mjs')], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error('could not pack and install the package');
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Run `cmd args` in `cwd` (a consumer folder); `{ status, stdout, stderr }` as text. A run that did
 * not finish (a checker on a machine under heavy load: vue-tsc took over 5 minutes at a load of 43)
 * throws, so that no check mistakes a killed checker for one that found a problem.
 */
export function run(cwd, cmd, args, env = {}) {
  const r = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    timeout: 1_200_000,
    env: { ...process.env, ...env },
  });
  if (r.error || r.signal) throw new Error(`${cmd} ${args.join(' ')} did not finish: ${r.error?.message ?? r.signal}`);
  return { status: r.status, stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
}

/** `npx --no-install <bin> …` in `cwd`: a bin of the consumer's own node_modules. */
export const npx = (cwd, bin, args, env) => run(cwd, 'npx', ['--no-install', bin, ...args], env);
