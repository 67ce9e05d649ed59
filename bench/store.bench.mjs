// Move latency by store (`npm run bench -- store`): the same games against one server process on
// SQLite (a file in a temp folder, WAL, the server's default `--db-sync normal`) and on PostgreSQL (a throwaway local
// cluster, fsync on), each move's round trip timed from `send` to `accepted` (which comes once the
// move is stored). K games at once, each two bot clients playing the engine's first legal move
// without a pause, P plies each.
//
//   OWARE_BENCH_GAMES=8     K (default 8)
//   OWARE_BENCH_PLIES=40    moves per game at most (default 40)
import { loadavg } from 'node:os';
import { register } from 'tsx/esm/api';
import { create, join, move, startPostgres, startServer, tempDir } from '../test/node/server-helpers.mjs';

register();
const { Game } = await import('../src/engine/index.ts');

const GAMES = Number(process.env.OWARE_BENCH_GAMES ?? 8);
const PLIES = Number(process.env.OWARE_BENCH_PLIES ?? 40);
const OPEN = [
  '--max-messages-per-second',
  '100000',
  '--creates-per-minute',
  '100000',
  '--joins-per-minute',
  '100000',
  '--max-rooms-per-address',
  '100000',
];
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

async function game(url, times) {
  const south = await create(url, {});
  const north = await join(url, south.welcome.room);
  const g = new Game();
  for (let i = 0; i < PLIES && g.legalMoves().length; i++) {
    const pit = g.legalMoves()[0];
    const t0 = performance.now();
    const answer = await move(g.turn === 'south' ? south : north, pit);
    times.push(performance.now() - t0);
    if (!answer.accepted) throw new Error(`refused: ${answer.reason}`);
    g.play(pit);
  }
  await south.room.leave();
  await north.room.leave();
}

async function run(name, args) {
  const server = await startServer([...args, ...OPEN]);
  try {
    const times = [];
    await game(server.url, []); // warm-up
    const t0 = performance.now();
    await Promise.all(Array.from({ length: GAMES }, () => game(server.url, times)));
    const s = (performance.now() - t0) / 1000;
    console.log(
      `${name.padEnd(10)} ${times.length} moves in ${GAMES} games at once: p50 ${quantile(times, 0.5).toFixed(1)} ms, p99 ${quantile(times, 0.99).toFixed(1)} ms, ${(times.length / s).toFixed(0)} moves/s`,
    );
  } finally {
    await server.kill();
  }
}

console.log(`load average ${loadavg()[0].toFixed(1)}`);
const tmp = tempDir();
const cluster = await startPostgres(undefined, { fsync: true });
try {
  await run('SQLite', ['--store', tmp.db]);
  await run('PostgreSQL', ['--store', await cluster.database()]);
} finally {
  cluster.cleanup();
  tmp.cleanup();
}
