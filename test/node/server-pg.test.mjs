// The game server on PostgreSQL (`--store postgres://…`), against a real throwaway cluster started
// here (Debian's postgresql, see startPostgres): play and the finished game's record, read by any
// process on the same database; a room decides what it receives in order, each once the one before is
// stored; two processes with Redis, the one hosting a game killed (SIGKILL)
// mid-game: the other claims the room once its lease runs out and the game goes on there, nothing
// lost; a process lets go of a room another process holds, and takes it once that lease runs out;
// the database stopped mid-game: moves refused with `storage-unavailable`, the process and its
// rooms stay up, GET /healthz says 503, and once the database is back everything goes on by itself.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import {
  create,
  ENDGAME,
  freePort,
  join,
  move,
  request,
  startPostgres,
  startRedis,
  startServer,
  tempDir,
} from './server-helpers.mjs';

register();
const { parseRecord } = await import('../../src/record/index.ts');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const health = (s) => request(s.url, '/healthz', { method: 'GET' });
const sha = (t) => createHash('sha256').update(t).digest('hex');
/** Wait until `test()` is true (polling), at most `ms`. */
async function until(test, ms, what) {
  const deadline = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(200);
  }
}
const play = async (players, moves, first = 0) => {
  for (const [i, pit] of moves.entries()) {
    const answer = await move(players[(first + i) % 2], pit);
    assert.equal(answer.accepted, true, `move ${first + i + 1}: ${answer.reason}`);
  }
};

describe('oware game server on PostgreSQL', () => {
  let cluster;
  before(async () => {
    cluster = await startPostgres();
  });
  after(() => cluster?.cleanup());

  it('plays a game to its end; every process on the database serves its record; tokens hashed', async () => {
    const url = await cluster.database();
    const servers = [await startServer(['--store', url]), await startServer(['--store', url])];
    try {
      const [a, b] = servers;
      const ok = await health(a);
      assert.equal(ok.status, 200);
      assert.equal(ok.body.store, 'ok');
      const south = await create(a.url, { position: ENDGAME.start });
      const id = south.welcome.room;
      const north = await join(a.url, id);
      await play([south, north], ENDGAME.moves);
      const end = await north.next('state', (s) => s.status === 'over', { from: 0 });
      assert.equal(end.result.reason, 'majority');
      for (const s of servers) {
        const res = await request(s.url, `/games/${id}.ogn`, { method: 'GET' });
        assert.equal(res.status, 200, `process ${s.port}`);
        assert.deepEqual(
          parseRecord(res.text).tree.moves.map((m) => m.pit),
          ENDGAME.moves,
        );
      }
      assert.equal((await request(b.url, '/games/nope.ogn', { method: 'GET' })).status, 404);
      // the database holds every move, and the seat tokens' SHA-256 only
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      try {
        const moves = await db.query('SELECT pit FROM moves WHERE room = $1 ORDER BY ply', [id]);
        assert.deepEqual(
          moves.rows.map((r) => r.pit),
          ENDGAME.moves,
        );
        const row = (await db.query('SELECT data, open FROM rooms WHERE id = $1', [id])).rows[0];
        assert.equal(row.open, false);
        for (const p of [south, north]) {
          assert.equal(row.data.includes(p.welcome.token), false, 'a token in clear in the database');
          assert.ok(row.data.includes(sha(p.welcome.token)));
        }
      } finally {
        await db.end();
      }
      await south.room.leave();
      await north.room.leave();
    } catch (e) {
      for (const s of servers) console.log(s.log());
      throw e;
    } finally {
      await Promise.all(servers.map((s) => s.kill()));
    }
  });

  it('keeps the order of moves sent while a write is in flight: none decided on a state not yet stored', async () => {
    const url = await cluster.database();
    const server = await startServer(['--store', url]);
    try {
      const south = await create(server.url, { position: ENDGAME.start });
      const north = await join(server.url, south.welcome.room);
      await south.next('state', (s) => s.status === 'playing', { from: 0 });
      // south's move, the same move again and a resignation, all sent before the first is stored and
      // acknowledged (one socket: they arrive in this order)
      const from = south.seen.length;
      const first = move(south, ENDGAME.moves[0]);
      const again = move(south, ENDGAME.moves[0]);
      south.room.send('resign', { id: -1 });
      const answers = await Promise.all([first, again]);
      assert.deepEqual(
        answers.map((x) => [x.accepted, x.ply ?? x.reason]),
        [
          [true, 1],
          [false, 'not-your-turn'],
        ],
      );
      await south.next('accepted', (b) => b.type === 'resign', { from });
      // each was decided once the one before was stored and said: no state showed the move before it
      // was acknowledged, and the state of ply 1, still playing, came before the resignation was
      // (decided on the fly, the refusal would have shown the move not yet stored, and the move's
      // state the game already over)
      const seen = south.seen.slice(from);
      const index = (test) => seen.findIndex(test);
      const accepted = index((m) => m.type === 'accepted' && m.body.type === 'move');
      const shown = index((m) => m.type === 'state' && m.body.moves.length === 1);
      const playing = index((m) => m.type === 'state' && m.body.moves.length === 1 && m.body.status === 'playing');
      const resigned = index((m) => m.type === 'accepted' && m.body.type === 'resign');
      const order = JSON.stringify(seen.map((m) => [m.type, m.body.type ?? m.body.status]));
      assert.ok(accepted >= 0 && accepted < shown, order);
      assert.ok(playing > accepted && playing < resigned, order);
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      const id = south.welcome.room;
      const stored = await db.query('SELECT ply, pit FROM moves WHERE room = $1 ORDER BY ply', [id]);
      const record = await db.query('SELECT ogn FROM records WHERE id = $1', [id]);
      await db.end();
      assert.deepEqual(
        stored.rows.map((r) => [r.ply, r.pit]),
        [[1, ENDGAME.moves[0]]],
      );
      assert.match(record.rows[0].ogn, /\[Termination "resign/);
      for (const p of [south, north]) await p.room.leave();
    } catch (e) {
      console.log(server.log());
      throw e;
    } finally {
      await server.kill();
    }
  });

  it('two processes on PostgreSQL with one killed: the other restores its game, nothing lost', async () => {
    const url = await cluster.database();
    const tmp = tempDir();
    const redis = await startRedis(tmp.dir);
    const ports = [await freePort(), await freePort()];
    const servers = await Promise.all(
      ports.map((port) =>
        startServer(
          ['--port', String(port), '--store', url, '--lease-seconds', '2', '--public-address', `127.0.0.1:${port}`],
          { REDIS_URL: redis.url },
        ),
      ),
    );
    try {
      const [a, b] = servers;
      const south = await create(a.url, { position: ENDGAME.start, clock: { minutes: 10 } });
      const id = south.welcome.room;
      const north = await join(b.url, id);
      const half = ENDGAME.moves.slice(0, 3);
      await play([south, north], half);
      const before = await south.next('state', (s) => s.moves.length === 3, { from: 0 });
      // the process whose socket the players hold hosts the room: kill it
      const hostPort = Number(new URL(south.room.connection.transport.ws.url).port);
      const host = servers.find((s) => s.port === hostPort);
      const other = servers.find((s) => s !== host);
      assert.ok(host && other, `the room is on ${hostPort}`);
      for (const p of [south, north]) p.room.reconnection.enabled = false;
      await host.kill('SIGKILL');

      // within a few leases the other process has claimed and restored the room
      await until(() => new RegExp(`room ${id} restored at move 3`).test(other.log()), 30_000, 'restored');
      const stranger = await join(other.url, id, { seat: 'watch' });
      const south2 = await join(other.url, id, { token: south.welcome.token });
      const north2 = await join(other.url, id, { token: north.welcome.token });
      assert.deepEqual([south2.welcome.seat, north2.welcome.seat], ['south', 'north']);
      const now = await north2.next('state', (s) => s.seats.south.connected && s.seats.north.connected, { from: 0 });
      assert.deepEqual([now.position, now.moves, now.turn], [before.position, half, before.turn]);
      assert.equal(now.clock.running, 'north', 'the clock runs again once both players are back');
      // north's time left is what was stored with move 3 (as of the move, a few ms before the state
      // that said it), less the time since both are back: not reset, not run while nobody served it
      assert.ok(
        now.clock.north <= before.clock.north + 1000 && now.clock.north > before.clock.north - 60_000,
        JSON.stringify([before.clock, now.clock]),
      );
      await play([north2, south2], ENDGAME.moves.slice(3));
      const end = await stranger.next('state', (s) => s.status === 'over', { from: 0 });
      assert.equal(end.result.reason, 'majority');
      const record = parseRecord((await request(other.url, `/games/${id}.ogn`, { method: 'GET' })).text);
      assert.deepEqual(
        record.tree.moves.map((m) => m.pit),
        ENDGAME.moves,
      );
      assert.equal((await health(other)).status, 200);
      for (const p of [stranger, south2, north2]) await p.room.leave();
    } catch (e) {
      for (const s of servers) console.log(s.log());
      throw e;
    } finally {
      await Promise.all(servers.map((s) => s.kill()));
      redis.stop();
      tmp.cleanup();
    }
  });

  it('a process lets go of a room another process holds; when that lease runs out, the room is restored', async () => {
    const url = await cluster.database();
    const server = await startServer(['--store', url, '--lease-seconds', '1']);
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const south = await create(server.url, { position: ENDGAME.start });
      const id = south.welcome.room;
      const north = await join(server.url, id);
      await play([south, north], ENDGAME.moves.slice(0, 2));
      for (const p of [south, north]) p.room.reconnection.enabled = false;
      const gone = Promise.all([south, north].map((p) => new Promise((r) => p.room.onLeave(r))));
      // as if another process had claimed the room while this one could not renew its lease, and
      // then died: it holds the room for 4 s more and never renews it
      await db.query(
        `UPDATE rooms SET owner = 'another-process', lease = clock_timestamp() + interval '4 seconds' WHERE id = $1`,
        [id],
      );
      await until(
        () => new RegExp(`room ${id} let go: another process serves it now`).test(server.log()),
        10_000,
        'let go',
      );
      await gone;
      assert.equal((await health(server)).body.rooms, 0, 'the copy here is gone');
      assert.equal(
        (await db.query('SELECT owner FROM rooms WHERE id = $1', [id])).rows[0].owner,
        'another-process',
        'the row was left alone',
      );
      // its lease runs out unrenewed: claimed and restored, and the players come back by their tokens
      await until(() => new RegExp(`room ${id} restored at move 2`).test(server.log()), 20_000, 'restored');
      const south2 = await join(server.url, id, { token: south.welcome.token });
      const north2 = await join(server.url, id, { token: north.welcome.token });
      await play([south2, north2], ENDGAME.moves.slice(2));
      assert.equal((await north2.next('state', (s) => s.status === 'over', { from: 0 })).result.winner, 'north');
      assert.notEqual((await db.query('SELECT owner FROM rooms WHERE id = $1', [id])).rows[0].owner, 'another-process');
      for (const p of [south2, north2]) await p.room.leave();
    } catch (e) {
      console.log(server.log());
      throw e;
    } finally {
      await db.end();
      await server.kill();
    }
  });

  it('PostgreSQL stopped mid-game: storage-unavailable, every room stays, then it goes on by itself', async () => {
    const url = await cluster.database();
    const server = await startServer(['--store', url]);
    try {
      const game = async () => {
        const south = await create(server.url, { position: ENDGAME.start });
        const north = await join(server.url, south.welcome.room);
        return { south, north, id: south.welcome.room };
      };
      const a = await game();
      const b = await game();
      await play([a.south, a.north], ENDGAME.moves.slice(0, 2));

      cluster.stop('fast');
      const answers = [];
      for (let i = 0; i < 3; i++) {
        for (const [player, pit] of [
          [a.south, ENDGAME.moves[2]],
          [b.south, ENDGAME.moves[0]],
        ]) {
          const t0 = performance.now();
          answers.push({ ...(await move(player, pit)), ms: performance.now() - t0 });
        }
        await sleep(300);
      }
      assert.ok(
        answers.every((x) => !x.accepted && x.reason === 'storage-unavailable'),
        JSON.stringify(answers.find((x) => x.accepted || x.reason !== 'storage-unavailable')),
      );
      const slowest = Math.max(...answers.map((x) => x.ms));
      console.log(
        `# ${answers.length} moves refused while PostgreSQL was stopped, slowest answer ${slowest.toFixed(0)} ms`,
      );
      const down = await health(server);
      assert.equal(down.status, 503);
      assert.equal(down.body.ok, false);
      assert.notEqual(down.body.store, 'ok');
      assert.equal(down.body.rooms, 2, 'every room is still there');
      await assert.rejects(create(server.url, {}), /storage-unavailable/);
      // watching needs no write: the position is the last one stored
      const watcher = await join(server.url, a.id, { seat: 'watch' });
      assert.deepEqual((watcher.last('state') ?? (await watcher.next('state'))).moves, ENDGAME.moves.slice(0, 2));
      assert.equal(server.proc.exitCode, null, 'the server is still running');
      assert.equal(a.north.last('state').moves.length, 2, 'nothing of a refused move was applied');

      cluster.start();
      await until(async () => (await health(server)).status === 200, 30_000, 'healthy again');
      // the same moves are accepted now, at the ply they would have had
      const again = await move(a.south, ENDGAME.moves[2]);
      assert.equal(again.accepted, true, again.reason);
      assert.equal(again.ply, 3);
      assert.equal((await move(b.south, ENDGAME.moves[0])).ply, 1);
      await play([a.north, a.south], ENDGAME.moves.slice(3));
      assert.equal((await watcher.next('state', (s) => s.status === 'over', { from: 0 })).result.winner, 'north');
      const record = parseRecord((await request(server.url, `/games/${a.id}.ogn`, { method: 'GET' })).text);
      assert.deepEqual(
        record.tree.moves.map((m) => m.pit),
        ENDGAME.moves,
      );
      const lines = server.log().split('\n');
      assert.ok(lines.filter((l) => /^storage unavailable/.test(l)).length >= 1, server.log());
      assert.ok(
        lines.some((l) => /^storage available again/.test(l)),
        server.log(),
      );
      for (const p of [a.south, a.north, b.south, b.north, watcher]) await p.room.leave();
    } catch (e) {
      console.log(server.log());
      throw e;
    } finally {
      await server.kill();
    }
  });
});
