// Load bench of the game server (`npm run bench -- online`): K simultaneous games, each between two
// bot clients (@colyseus/sdk over real sockets, in this process) playing random legal moves from
// the start position with a short think between moves, against one server process, then against
// two processes sharing rooms through a real redis-server. Prints, per run: K, moves, the median
// and p99 round trip of a move (sent → `accepted`, which comes after the move is written to
// SQLite), the server's CPU time and resident memory per game. The server runs from source (tsx)
// as its own process; the CPU and memory figures are that process's (both processes' with Redis).
//
//   OWARE_BENCH_GAMES=20,60   the K of the runs (default 20,60)
//   OWARE_BENCH_PLIES=40      moves per game at most (default 40)
//   OWARE_BENCH_THINK=100     milliseconds a bot waits before its move (default 100)
//   OWARE_BENCH_REDIS=0       skip the two-process run
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { Client } from '@colyseus/sdk';
import { register } from 'tsx/esm/api';
import { freePort, startRedis, startServer, tempDir } from '../test/node/server-helpers.mjs';

register();
const { Game } = await import('../src/engine/index.ts');

const GAMES = (process.env.OWARE_BENCH_GAMES ?? '20,60').split(',').map(Number);
const PLIES = Number(process.env.OWARE_BENCH_PLIES ?? 40);
const THINK = Number(process.env.OWARE_BENCH_THINK ?? 100);
const REDIS = process.env.OWARE_BENCH_REDIS !== '0';
// every bot comes from 127.0.0.1: lift the per-address rate limits and room cap
const OPEN = ['--creates-per-minute', '1000000', '--joins-per-minute', '1000000', '--max-rooms-per-address', '1000000'];

/** CPU seconds (user + system) and resident memory (MB) of a process, from /proc. */
function usage(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = 100; // USER_HZ on Linux
  const cpu = (Number(f[11]) + Number(f[12])) / ticks;
  const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  return { cpu, rss };
}
const sum = (xs) => xs.reduce((a, b) => ({ cpu: a.cpu + b.cpu, rss: a.rss + b.rss }), { cpu: 0, rss: 0 });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};

/** A bot in a room: plays a random legal move on its turn, timing each until `accepted`. */
function bot(room, rtts, done) {
  let seat = null;
  let busy = false;
  let id = 0;
  const sent = new Map();
  let plies = 0;
  room.onMessage('welcome', (w) => {
    seat = w.seat;
  });
  room.onMessage('accepted', (a) => {
    const t = sent.get(a.id);
    if (t !== undefined) rtts.push(performance.now() - t);
    sent.delete(a.id);
  });
  room.onMessage('refused', () => {
    busy = false;
  });
  room.onMessage('opponent', () => undefined);
  room.onMessage('state', async (s) => {
    plies = s.moves.length;
    if (s.status === 'over' || plies >= PLIES) return done();
    if (s.status !== 'playing' || s.turn !== seat || busy) return;
    busy = true;
    await sleep(THINK);
    const legal = new Game({ position: s.position, variant: s.variant }).legalMoves();
    const pit = legal[Math.floor(Math.random() * legal.length)];
    sent.set(++id, performance.now());
    room.send('move', { pit, id });
    busy = false;
  });
}

/** K games on `urls` (rooms created on each in turn, the second player joining through the next). */
async function run(label, urls, pids, k, quiet = false) {
  const rtts = [];
  const rooms = [];
  let finished = 0;
  let allDone;
  const over = new Promise((r) => {
    allDone = r;
  });
  const before = sum(pids.map(usage));
  const t0 = performance.now();
  for (let i = 0; i < k; i++) {
    const a = new Client(urls[i % urls.length]);
    const b = new Client(urls[(i + 1) % urls.length]);
    let ended = false;
    const done = () => {
      if (ended) return;
      ended = true;
      if (++finished === k) allDone();
    };
    const south = await a.create('oware', { seat: 'south' });
    bot(south, rtts, done);
    const north = await b.joinById(south.roomId, { seat: 'north' });
    bot(north, rtts, done);
    rooms.push(south, north);
  }
  await over;
  const seconds = (performance.now() - t0) / 1000;
  const after = sum(pids.map(usage));
  for (const r of rooms) await r.leave(true).catch(() => undefined);
  const median = quantile(rtts, 0.5);
  const p99 = quantile(rtts, 0.99);
  if (!quiet)
    console.log(
      `${label}: K=${k} games, ${rtts.length} moves in ${seconds.toFixed(1)} s; move round trip median ${median.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms; server CPU ${((1000 * (after.cpu - before.cpu)) / k).toFixed(0)} ms per game (${(after.cpu - before.cpu).toFixed(2)} s in all), memory ${after.rss.toFixed(0)} MB resident (+${((1024 * (after.rss - before.rss)) / k).toFixed(0)} kB per game while the rooms were open)`,
    );
  return { k, median, p99 };
}

console.log(
  `bots: random legal moves, ${THINK} ms think, at most ${PLIES} plies a game; ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} at the start`,
);
const tmp = tempDir();
try {
  const one = await startServer(['--db', tmp.db, ...OPEN]);
  await sleep(500);
  try {
    await run('warm-up', [one.url], [one.proc.pid], 2, true); // (the first moves compile the server's code)
    for (const k of GAMES) await run('one process', [one.url], [one.proc.pid], k);
  } finally {
    await one.kill();
  }
  if (REDIS) {
    const redis = await startRedis(tmp.dir);
    const ports = [await freePort(), await freePort()];
    const two = await Promise.all(
      ports.map((port) =>
        startServer(['--port', String(port), '--db', `${tmp.db}-2`, '--public-address', `127.0.0.1:${port}`, ...OPEN], {
          REDIS_URL: redis.url,
        }),
      ),
    );
    await sleep(500);
    try {
      await run(
        'warm-up',
        two.map((s) => s.url),
        two.map((s) => s.proc.pid),
        4,
        true,
      );
      for (const k of GAMES)
        await run(
          'two processes + Redis',
          two.map((s) => s.url),
          two.map((s) => s.proc.pid),
          k,
        );
    } finally {
      await Promise.all(two.map((s) => s.kill()));
      redis.stop();
    }
  }
} finally {
  tmp.cleanup();
}
