// Load bench of the game server (`npm run bench -- online`): G games at once, each between two bot
// clients (@colyseus/sdk over real sockets) playing random legal moves, each client a move a second
// (its next move a second after its last one, or when its turn comes if later), for a fixed time,
// against one server process (SQLite on disk); then against two processes sharing rooms through a
// real redis-server and one real PostgreSQL (a throwaway local cluster, fsync on). Every game is seated before the clock starts, so all G are played at once; a game
// that ends starts a rematch, so they stay G. The bots run in worker threads of this process.
//
// Prints, per run: the games and clients, the moves and moves a second, the move round trip (sent →
// `accepted`, which the server sends after writing the move to SQLite) p50, p99 and max, the errors
// (refusals, lost connections, moves never answered: 0 expected), the server's CPU (of a core) and
// resident memory, the bots' CPU, the store write times the server measured (from its GET /metrics)
// (and how many saves each transaction carried) and os.loadavg() before and after: on a shared machine the load average says how much of the
// 2 cores the server had. The goals (p99 ≤ 50 ms on one process, ≤ 100 ms on two with Redis) are
// printed as met or missed. The server runs from source (tsx) as its own process(es).
//
//   OWARE_BENCH_GAMES=1000         games on one process (default 1000; 0 skips that run)
//   OWARE_BENCH_REDIS_GAMES=300    games on two processes with Redis (default 300; 0 skips that run)
//   OWARE_BENCH_SECONDS=30         measured time of each run (default 30)
//   OWARE_BENCH_RATE=1             moves a second per client (default 1)
//   OWARE_BENCH_WORKERS=2          bot threads (default 2)
//   OWARE_BENCH_TWO=postgres       the two processes' store: postgres (default), sqlite (a SQLite file
//                                  each), or both (one run after the other)
//   OWARE_BENCH_SHARED_DB=1        with sqlite, the two processes share one SQLite file
//   OWARE_BENCH_CPU_PROF=DIR       each server process writes a CPU profile (node --cpu-prof) into DIR
//   OWARE_BENCH_DB_SYNC=full       the SQLite files' --db-sync (default: the server's, normal)
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

if (isMainThread) await main();
else await bots();

async function main() {
  const { freePort, request, startPostgres, startRedis, startServer, tempDir } = await import(
    '../test/node/server-helpers.mjs'
  );
  const GAMES = Number(process.env.OWARE_BENCH_GAMES ?? 1000);
  const REDIS_GAMES = Number(process.env.OWARE_BENCH_REDIS_GAMES ?? 300);
  const SECONDS = Number(process.env.OWARE_BENCH_SECONDS ?? 30);
  const RATE = Number(process.env.OWARE_BENCH_RATE ?? 1);
  const WORKERS = Number(process.env.OWARE_BENCH_WORKERS ?? 2);
  const SHARED_DB = process.env.OWARE_BENCH_SHARED_DB === '1';
  const TWO = process.env.OWARE_BENCH_TWO ?? 'postgres';
  const PROF = process.env.OWARE_BENCH_CPU_PROF;
  const nodeArgs = PROF ? ['--cpu-prof', '--cpu-prof-dir', PROF] : [];
  const DB_SYNC = process.env.OWARE_BENCH_DB_SYNC ? ['--db-sync', process.env.OWARE_BENCH_DB_SYNC] : [];
  // every bot comes from 127.0.0.1: lift the per-address rate limits and room caps
  const OPEN = [
    '--creates-per-minute',
    '1000000',
    '--joins-per-minute',
    '1000000',
    '--max-rooms-per-address',
    '1000000',
    '--max-rooms',
    '1000000',
    '--metrics-port',
    '0',
  ];

  /** CPU seconds (user + system) and resident memory (MB) of a process, from /proc. */
  const usage = (pid) => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpu = (Number(f[11]) + Number(f[12])) / 100; // USER_HZ
    const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
    return { cpu, rss };
  };
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  const ms = (x) => `${x.toFixed(1)} ms`;

  /** The store write histogram of a server's GET /metrics: count, sum and cumulative buckets. */
  const storeWrites = async (server) => {
    const url = /metrics on (http:\/\/[\d.]+:\d+)\/metrics/.exec(server.log())?.[1];
    const text = (await request(url, '/metrics', { method: 'GET' })).text;
    const value = (name) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
    const buckets = [...text.matchAll(/^oware_store_write_seconds_bucket\{le="([^"]+)"\} (\S+)$/gm)].map((m) => [
      m[1] === '+Inf' ? Number.POSITIVE_INFINITY : Number(m[1]),
      Number(m[2]),
    ]);
    return {
      count: value('oware_store_write_seconds_count'),
      sum: value('oware_store_write_seconds_sum'),
      buckets,
      lagMax: value('nodejs_eventloop_lag_max_seconds'),
      groups: value('oware_store_group_saves_count'),
      grouped: value('oware_store_group_saves_sum'),
      refused: [...text.matchAll(/^oware_refused_total\{[^}]*\} (\S+)$/gm)].reduce((a, m) => a + Number(m[1]), 0),
    };
  };
  /** The bucket bound under which a fraction `q` of the writes between `a` and `b` fell. */
  const bucketQuantile = (a, b, q) => {
    const n = b.count - a.count;
    for (let i = 0; i < b.buckets.length; i++)
      if (b.buckets[i][1] - (a.buckets[i]?.[1] ?? 0) >= q * n) return b.buckets[i][0];
    return Number.POSITIVE_INFINITY;
  };

  /** `games` games on `servers` (rooms created on each in turn, the second player joining through the next). */
  async function run(label, servers, games, goalMs) {
    const urls = servers.map((s) => s.url);
    const workers = Array.from({ length: WORKERS }, (_, w) => {
      const share = Math.floor(games / WORKERS) + (w < games % WORKERS ? 1 : 0);
      return new Worker(new URL(import.meta.url), { workerData: { urls, games: share, offset: w, rate: RATE } });
    });
    const message = (worker, type) =>
      new Promise((resolve, reject) => {
        const on = (m) => {
          if (m.type !== type) return;
          worker.off('message', on);
          resolve(m);
        };
        worker.on('message', on);
        worker.once('error', reject);
      });
    const t0 = performance.now();
    await Promise.all(workers.map((w) => message(w, 'seated')));
    const seatSeconds = (performance.now() - t0) / 1000;
    const loadBefore = load();
    const before = servers.map((s) => usage(s.proc.pid));
    const writesBefore = await Promise.all(servers.map(storeWrites));
    const botCpu0 = process.cpuUsage();
    const start = Date.now() + 200;
    for (const w of workers) w.postMessage({ type: 'go', start, until: start + SECONDS * 1000 });
    const results = await Promise.all(workers.map((w) => message(w, 'done')));
    const botCpu = process.cpuUsage(botCpu0);
    const after = servers.map((s) => usage(s.proc.pid));
    const writesAfter = await Promise.all(servers.map(storeWrites));
    const loadAfter = load();
    await Promise.all(workers.map((w) => message(w, 'left').then(() => w.terminate())));

    const rtts = new Float64Array(results.reduce((n, r) => n + r.rtts.length, 0));
    let at = 0;
    for (const r of results) {
      rtts.set(r.rtts, at);
      at += r.rtts.length;
    }
    rtts.sort();
    const errors = results.reduce((n, r) => n + r.errors, 0);
    const kinds = {};
    for (const r of results) for (const [k, v] of Object.entries(r.kinds)) kinds[k] = (kinds[k] ?? 0) + v;
    const p50 = quantile(rtts, 0.5);
    const p99 = quantile(rtts, 0.99);
    const cpu = after.reduce((a, u, i) => a + u.cpu - before[i].cpu, 0);
    const rss = after.map((u) => `${u.rss.toFixed(0)} MB`).join(' + ');
    const writes = writesAfter.map((b, i) => {
      const a = writesBefore[i];
      const n = b.count - a.count;
      const groups = b.groups - a.groups;
      return `event loop lag max ${ms(1000 * b.lagMax)}; ${n} writes, mean ${ms((1000 * (b.sum - a.sum)) / Math.max(1, n))}, p99 ≤ ${ms(1000 * bucketQuantile(a, b, 0.99))}, in ${groups} transactions (${((b.grouped - a.grouped) / Math.max(1, groups)).toFixed(1)} saves each)`;
    });
    const refusedByServer = writesAfter.reduce((n, b, i) => n + b.refused - writesBefore[i].refused, 0);
    const ok = errors === 0 && p99 <= goalMs;
    console.log(
      [
        `${label}: ${games} games at once (${2 * games} clients, ${RATE} move/s each), seated in ${seatSeconds.toFixed(0)} s`,
        `  ${rtts.length} moves in ${SECONDS} s (${(rtts.length / SECONDS).toFixed(0)} a second); round trip p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(rtts[rtts.length - 1] ?? Number.NaN)}`,
        `  errors ${errors}${errors ? ` (${JSON.stringify(kinds)})` : ''}; refused by the server ${refusedByServer}`,
        `  server CPU ${cpu.toFixed(1)} s = ${((100 * cpu) / SECONDS).toFixed(0)}% of a core, memory ${rss} resident; bots' CPU ${((botCpu.user + botCpu.system) / 1e6 / SECONDS).toFixed(2)} cores`,
        `  store (from GET /metrics): ${writes.join('; ')}`,
        `  load average ${loadBefore} before, ${loadAfter} after (${cpus().length} cores)`,
        `  goal p99 ≤ ${goalMs} ms with no error: ${ok ? 'met' : 'missed'}`,
      ].join('\n'),
    );
  }

  console.log(
    `bots: random legal moves, ${RATE} move a second per client, ${SECONDS} s measured, ${WORKERS} bot threads; ${cpus().length} cores, load average ${load()} at the start`,
  );
  const tmp = tempDir();
  try {
    if (GAMES > 0) {
      const one = await startServer(['--db', tmp.db, ...DB_SYNC, ...OPEN], {}, { nodeArgs });
      try {
        await run('one process', [one], GAMES, 50);
      } finally {
        await one.kill();
      }
    }
    for (const kind of ['postgres', 'sqlite']) {
      if (REDIS_GAMES <= 0 || (TWO !== kind && TWO !== 'both')) continue;
      const redis = await startRedis(tmp.dir);
      const cluster = kind === 'postgres' ? await startPostgres(undefined, { fsync: true }) : null;
      const url = cluster ? await cluster.database() : null;
      const ports = [await freePort(), await freePort()];
      const two = await Promise.all(
        ports.map((port, i) =>
          startServer(
            [
              '--port',
              String(port),
              ...(url ? ['--store', url] : ['--db', SHARED_DB ? `${tmp.db}-2` : `${tmp.db}-2-${i}`, ...DB_SYNC]),
              '--public-address',
              `127.0.0.1:${port}`,
              ...OPEN,
            ],
            { REDIS_URL: redis.url },
            { nodeArgs },
          ),
        ),
      );
      try {
        const store = url ? 'PostgreSQL, fsync on' : SHARED_DB ? 'one SQLite file' : 'a SQLite file each';
        await run(`two processes + Redis (${store})`, two, REDIS_GAMES, 100);
      } finally {
        await Promise.all(two.map((s) => s.kill()));
        redis.stop();
        cluster?.cleanup();
      }
    }
  } finally {
    tmp.cleanup();
  }
}

/** A worker: seats its games, plays them from `go` until `until`, reports its round trips. */
async function bots() {
  const { register } = await import('tsx/esm/api');
  register();
  const { Game } = await import('../src/engine/index.ts');
  const { Client } = await import('@colyseus/sdk');
  const { urls, games, offset, rate } = workerData;
  const gap = 1000 / rate;
  const rtts = [];
  const kinds = {};
  const error = (kind) => {
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  };
  let start = Number.POSITIVE_INFINITY;
  let until = Number.POSITIVE_INFINITY;
  let leaving = false;
  const pending = new Map();
  let nextId = 0;
  const clients = [];

  /** One client: its seat, its last state, when it last moved. */
  function bot(room) {
    const me = { room, seat: null, state: null, last: 0, timer: null, rematchOf: 0 };
    const consider = () => {
      const s = me.state;
      if (!s || me.timer || start === Number.POSITIVE_INFINITY || Date.now() >= until) return;
      if (s.status === 'over') {
        // both ask; the next game starts with the colours swapped
        if (me.rematchOf !== s.game) {
          me.rematchOf = s.game;
          room.send('rematch', {});
        }
        return;
      }
      if (s.status !== 'playing' || s.turn !== me.seat) return;
      // the first move at a random moment of the first second, then one a `gap` at most
      const at = Math.max(Date.now(), start + Math.random() * gap, me.last + gap);
      me.timer = setTimeout(() => {
        me.timer = null;
        const now = me.state;
        if (Date.now() >= until || now.status !== 'playing' || now.turn !== me.seat) return;
        const legal = new Game({ position: now.position, variant: now.variant }).legalMoves();
        const id = ++nextId;
        me.last = Date.now();
        pending.set(id, performance.now());
        room.send('move', { pit: legal[Math.floor(Math.random() * legal.length)], id });
      }, at - Date.now());
    };
    room.onMessage('welcome', (w) => {
      me.seat = w.seat;
    });
    room.onMessage('state', (s) => {
      me.state = s;
      consider();
    });
    room.onMessage('accepted', (a) => {
      const t = pending.get(a.id);
      if (t === undefined) return;
      pending.delete(a.id);
      rtts.push(performance.now() - t);
    });
    room.onMessage('refused', (r) => {
      pending.delete(r.id);
      error(`refused ${r.reason}`);
    });
    room.onMessage('opponent', () => undefined);
    room.onLeave(() => {
      if (!leaving) error('connection lost');
    });
    room.onError(() => error('room error'));
    me.go = consider;
    return me;
  }

  // seat the games, a few at a time
  const seat = async (i) => {
    const n = urls.length;
    const g = i * 2 + offset; // (spread over the servers alike in every worker)
    const south = await new Client(urls[g % n]).create('oware', { seat: 'south' });
    const a = bot(south);
    const north = await new Client(urls[(g + 1) % n]).joinById(south.roomId, { seat: 'north' });
    clients.push(a, bot(north));
  };
  for (let i = 0; i < games; i += 10) {
    const batch = [];
    for (let j = i; j < Math.min(games, i + 10); j++) batch.push(seat(j));
    await Promise.all(batch);
  }
  const go = new Promise((resolve) => {
    parentPort.on('message', (m) => {
      if (m.type !== 'go') return;
      start = m.start;
      until = m.until;
      resolve();
    });
  });
  parentPort.postMessage({ type: 'seated' });
  await go;
  for (const c of clients) c.go();
  await sleep(until - Date.now());
  // the moves still on their way: answered within 5 s, or counted as errors
  for (let i = 0; i < 50 && pending.size; i++) await sleep(100);
  if (pending.size) kinds['no answer'] = pending.size;
  parentPort.postMessage({
    type: 'done',
    rtts: Float64Array.from(rtts),
    errors: Object.values(kinds).reduce((a, b) => a + b, 0),
    kinds,
  });
  leaving = true;
  await Promise.all(clients.map((c) => c.room.leave(true).catch(() => undefined)));
  parentPort.postMessage({ type: 'left' });
}
