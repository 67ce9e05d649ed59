#!/usr/bin/env node
// The system packages the tests need, which npm cannot install: Debian's chromium (the browser
// tests, end-to-end checks and screenshots), redis-server (the game server's scale-out tests),
// postgresql (the game server's PostgreSQL store: its tests start a throwaway cluster of their own,
// the package's own cluster is not used), nginx and openssl (docs/online.md's proxy recipe, run by
// test/node/server-proxy.test.mjs), the fonts a machine with Debian's chromium has (the layout test sets them as the page's font one after
// the other) and the fonts the pages assume (Noto, and Noto CJK for Japanese). `npm test` runs this
// first and `.ci/run` too, so a fresh machine needs nothing but the README's commands:
// - all present: prints nothing;
// - missing, as root on a machine with apt-get (a fresh Debian machine, CI): installs them;
// - missing otherwise: prints one line with the command to run, and exits 1.
// CHROME_PATH names another Chromium or Chrome instead of Debian's.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
const installed = (pkg) => spawnSync('dpkg', ['-s', pkg], { stdio: 'ignore' }).status === 0;
const dpkg = has('dpkg');

const need = [];
if (process.env.CHROME_PATH ? !existsSync(process.env.CHROME_PATH) : !has('chromium')) need.push('chromium');
if (!has('redis-server')) need.push('redis-server');
// (nginx and openssl: the production recipe's test runs the game server behind nginx with TLS)
if (!has('nginx') && !existsSync('/usr/sbin/nginx')) need.push('nginx');
if (!has('openssl')) need.push('openssl');
// (initdb and pg_ctl are not on PATH: Debian keeps them under /usr/lib/postgresql/<version>/bin)
const postgres = '/usr/lib/postgresql';
const hasPostgres =
  (process.env.PG_BIN && existsSync(`${process.env.PG_BIN}/initdb`)) ||
  (existsSync(postgres) && readdirSync(postgres).some((v) => existsSync(`${postgres}/${v}/bin/initdb`)));
if (!hasPostgres) need.push('postgresql');
// (fonts: only where dpkg can tell; elsewhere the tests run with whatever fonts there are)
if (dpkg)
  for (const f of ['fonts-dejavu-core', 'fonts-liberation', 'fonts-noto-core', 'fonts-noto-cjk'])
    if (!installed(f)) need.push(f);

if (need.length) {
  const root = process.getuid?.() === 0;
  if (root && has('apt-get')) {
    console.log(`installing Debian's ${need.join(', ')} (the tests need them) …`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const ok =
      spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', ...need], { stdio: ['ignore', 'ignore', 'inherit'], env })
        .status === 0;
    if (!ok) {
      console.log(`could not install ${need.join(' ')} with apt-get`);
      process.exit(1);
    }
  } else {
    const line = has('apt-get') ? `sudo apt-get install ${need.join(' ')}` : `install ${need.join(', ')}`;
    console.log(
      `the tests need ${need.join(', ')}: ${line}${need.includes('chromium') ? ' (or set CHROME_PATH to a Chromium or Chrome)' : ''}`,
    );
    process.exit(1);
  }
}
