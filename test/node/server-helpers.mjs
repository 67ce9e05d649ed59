// Helpers of the server tests (test/node/server*.test.mjs) and the online bench: a real server
// process from source on a free port with its SQLite file in a temp folder, a redis-server for the
// scale-out, and clients (@colyseus/sdk) that record what they receive and wait for a message by a
// predicate; a throwaway PostgreSQL cluster for the PostgreSQL store.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { after, before } from 'node:test';
import { Client } from '@colyseus/sdk';

/** A free TCP port on 127.0.0.1. */
export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** `redis-server` on `port` (default a free one), no persistence; resolves once it accepts connections. */
export async function startRedis(dir, port) {
  port ??= await freePort();
  const proc = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', (c) => {
      out += c;
      if (/Ready to accept connections/.test(out)) resolve();
    });
    proc.on('error', reject);
    proc.on('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
  });
  return { url: `redis://127.0.0.1:${port}`, port, stop: () => proc.kill('SIGKILL') };
}

/** The folder of PostgreSQL's server programs (initdb, pg_ctl): PG_BIN, else Debian's newest, else PATH. */
function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(joinPath(root, v, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.length ? joinPath(root, versions[0], 'bin') : '';
}

/**
 * A throwaway PostgreSQL cluster in a temp folder, listening on 127.0.0.1:`port` (default a free
 * one), trusting local connections. PostgreSQL refuses to run as root: as root the cluster belongs
 * to the `postgres` user (Debian's package makes it) and its programs run as that user. `fsync`
 * off by default (tests: nothing survives a crash of the cluster's machine, which no test makes).
 * `stop()` stops it (its files stay: `start()` starts it again on the same port); `cleanup()` stops it
 * and removes its folder.
 */
export async function startPostgres(port, { fsync = false } = {}) {
  port ??= await freePort();
  const bin = postgresBin();
  const dir = mkdtempSync(joinPath(tmpdir(), 'oware-pg-'));
  const root = process.getuid?.() === 0;
  if (root) {
    const [uid, gid] = ['-u', '-g'].map((f) => Number(execFileSync('id', [f, 'postgres'], { encoding: 'utf8' })));
    chownSync(dir, uid, gid);
  }
  const run = (program, args) =>
    execFileSync(
      root ? 'runuser' : joinPath(bin, program),
      root ? ['-u', 'postgres', '--', joinPath(bin, program), ...args] : args,
      {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'pipe'],
        encoding: 'utf8',
      },
    );
  const data = joinPath(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${fsync ? 'on' : 'off'}`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', joinPath(dir, 'log'), '-w', '-t', '60', 'start']);
  const stop = (mode = 'fast') => {
    try {
      run('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
    } catch {}
  };
  start();
  let databases = 0;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    start,
    stop,
    /** A new empty database on this cluster; resolves with its URL. */
    async database() {
      const name = `oware_${++databases}`;
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    cleanup() {
      stop('immediate');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Build dist/ when its CDN file is missing (the diagram routes serve the CDN files); for `prepare`. */
export function ensureBuilt() {
  if (!existsSync(joinPath(import.meta.dirname, '../../dist/oware-board.min.js'))) {
    const r = spawnSync('node', ['scripts/build.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error('the build failed');
  }
  return {};
}

/** A temp folder for one test's database; `cleanup()` removes it. */
export function tempDir() {
  const dir = mkdtempSync(joinPath(tmpdir(), 'oware-server-'));
  return { dir, db: joinPath(dir, 'games.sqlite'), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Start `src/server/main.ts` with `args`; resolves once it prints its port. `nodeArgs` go to Node
 * itself (the bench's `--cpu-prof`).
 */
export function startServer(args, env = {}, { nodeArgs = [] } = {}) {
  const proc = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/main.ts', '--port', '0', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const gotPort = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      out += chunk;
      const m = /listening on port (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    };
    proc.stdout.on('data', onData);
    proc.stderr.on('data', (c) => {
      out += c;
    });
    proc.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${out}`)));
  });
  return gotPort.then((port) => ({
    port,
    proc,
    url: `http://127.0.0.1:${port}`,
    log: () => out,
    kill(signal = 'SIGTERM') {
      if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        proc.once('exit', resolve);
        proc.kill(signal);
      });
    },
  }));
}

/**
 * The server(s) of one `describe`, started before its tests and stopped after them with their temp
 * folder (and whatever `prepare` started). `argsOf` is one server's arguments or a list, one per
 * server; each is an array or `(tmp, prepared) => array`, `tmp` the suite's {@link tempDir}.
 * `prepare(tmp)` runs first (e.g. a redis-server) and resolves with `{ env, stop }` and anything
 * else the tests want (`suite.prepared`): `env` is given to every server, `stop()` runs last.
 * The returned object is filled in by `before`: `suite.server` (the first), `suite.servers`,
 * `suite.url`, `suite.tmp`; `suite.restart(signal, i)` stops server `i` (SIGTERM, or SIGKILL) and
 * starts it again with the same arguments.
 */
export function useServers(argsOf = (tmp) => ['--db', tmp.db], { prepare } = {}) {
  const list = Array.isArray(argsOf) && (argsOf.length === 0 || typeof argsOf[0] !== 'string') ? argsOf : [argsOf];
  let lists = [];
  let env = {};
  const suite = {
    tmp: null,
    servers: [],
    prepared: {},
    get server() {
      return suite.servers[0];
    },
    get url() {
      return suite.servers[0].url;
    },
    async restart(signal = 'SIGTERM', i = 0) {
      await suite.servers[i].kill(signal);
      suite.servers[i] = await startServer(lists[i], env);
      return suite.servers[i];
    },
  };
  before(async () => {
    suite.tmp = tempDir();
    suite.prepared = (await prepare?.(suite.tmp)) ?? {};
    env = suite.prepared.env ?? {};
    lists = list.map((a) => (typeof a === 'function' ? a(suite.tmp, suite.prepared) : a));
    suite.servers.push(...(await Promise.all(lists.map((a) => startServer(a, env)))));
  });
  after(async () => {
    await Promise.all(suite.servers.map((s) => s?.kill()));
    await suite.prepared?.stop?.();
    suite.tmp?.cleanup();
  });
  return suite;
}

/** One server for a `describe` (see {@link useServers}); default arguments: a SQLite file in its temp folder. */
export const useServer = (args, options) => useServers(args === undefined ? undefined : [args], options);

/**
 * One test's own server: a temp folder and a server on `args(tmp)` (or `args`), given to `fn` as
 * `{ server, tmp, restart(signal, args) }` (`restart` stops it and starts it again, with other
 * arguments when given); stopped and removed when `fn` is done, whatever it did.
 */
export async function withServer(args, fn, env = {}) {
  const tmp = tempDir();
  const list = typeof args === 'function' ? args(tmp) : args;
  const own = { tmp, server: null };
  own.restart = async (signal = 'SIGTERM', args = list) => {
    await own.server.kill(signal);
    own.server = await startServer(args, env);
    return own.server;
  };
  try {
    own.server = await startServer(list, env);
    return await fn(own);
  } finally {
    await own.server?.kill();
    tmp.cleanup();
  }
}

/** A client in a room: every message kept in order, `next(type, test)` waits for one. */
export function watch(room) {
  const seen = [];
  const waiting = [];
  room.onMessage('*', (type, body) => {
    seen.push({ type, body });
    for (const w of [...waiting])
      if (w.type === type && w.test(body)) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve(body);
      }
  });
  return {
    room,
    seen,
    /** Resolve with the first message of `type` (from now, or already seen after `from`) passing `test`. */
    next(type, test = () => true, { from = seen.length, timeout = 10_000, signal } = {}) {
      const old = seen.slice(from).find((m) => m.type === type && test(m.body));
      if (old) return Promise.resolve(old.body);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no '${type}' message came (${JSON.stringify(seen.slice(-3))})`)),
          timeout,
        );
        const waiter = {
          type,
          test,
          resolve: (b) => {
            clearTimeout(timer);
            resolve(b);
          },
        };
        waiting.push(waiter);
        // given up (the other message of a race came): no timer left to keep the process alive
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          if (waiting.includes(waiter)) waiting.splice(waiting.indexOf(waiter), 1);
        });
      });
    },
    states: () => seen.filter((m) => m.type === 'state').map((m) => m.body),
    last: (type) => seen.filter((m) => m.type === type).at(-1)?.body,
  };
}

/** Create a room on `url`, joining it; resolves with the watched room and its welcome. */
export async function create(url, options = {}) {
  const room = await new Client(url).create('oware', options);
  const w = watch(room);
  return { ...w, welcome: await w.next('welcome', () => true, { from: 0 }) };
}

/** Join the room `id` on `url`. */
export async function join(url, id, options = {}) {
  const room = await new Client(url).joinById(id, options);
  const w = watch(room);
  return { ...w, welcome: await w.next('welcome', () => true, { from: 0 }) };
}

/** Send a move and wait for its answer (`accepted` or `refused`, matched by id). */
let moveId = 0;
export async function move(player, pit) {
  const id = ++moveId;
  const from = player.seen.length;
  player.room.send('move', { pit, id });
  const done = new AbortController();
  return Promise.race([
    player.next('accepted', (b) => b.id === id, { from, signal: done.signal }).then((b) => ({ accepted: true, ...b })),
    player.next('refused', (b) => b.id === id, { from, signal: done.signal }).then((b) => ({ accepted: false, ...b })),
  ]).finally(() => done.abort());
}

/** A short game near its end (found with the engine): South to move, North wins 25-12 on majority. */
export const ENDGAME = {
  start: '1,3,2,1,0,0/0,0,4,0,0,2 S 12-23',
  moves: [2, 11, 0, 8, 3, 9, 1, 11],
};

/**
 * A raw HTTP request, as a stranger would send it (no SDK): resolves with `{ status, body, ms }`
 * (`body` parsed as JSON when it is). `localAddress` picks the client's address on loopback
 * (127.0.0.2 is another address than 127.0.0.1); `body` a string, a Buffer or an object (JSON).
 */
export function request(url, path, { method = 'POST', body, headers = {}, localAddress, timeout = 10_000 } = {}) {
  const data =
    body === undefined ? undefined : Buffer.isBuffer(body) || typeof body === 'string' ? body : JSON.stringify(body);
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, url), {
      method,
      localAddress,
      headers: {
        ...(data !== undefined
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) }
          : {}),
        ...headers,
      },
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`${method} ${path.slice(0, 80)}: no answer in ${timeout} ms`));
    }, timeout);
    req.on('response', (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        clearTimeout(timer);
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed = text;
        try {
          parsed = JSON.parse(text);
        } catch {}
        resolve({ status: res.statusCode, body: parsed, text, headers: res.headers, ms: performance.now() - t0 });
      });
      res.on('error', reject);
    });
    req.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    req.end(data);
  });
}

/** Resident memory of a process in MB (from /proc). */
export const rssMB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
