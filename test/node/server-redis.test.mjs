// Scale out: a real redis-server and two server processes sharing rooms and matchmaking through
// Colyseus's Redis presence and driver; a player who reaches process B joins the room created on
// process A, and the two play to the end; on one machine the processes share one SQLite file. Then
// Redis is killed (SIGKILL) and started again on its port, empty: both processes stay up and their
// rooms play on; creates and joins are refused with `unavailable: …` at once; once Redis is back,
// creates and joins across processes work again.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { create, ENDGAME, freePort, join, move, request, startRedis, useServers } from './server-helpers.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Two processes on one SQLite file sharing rooms through a redis-server of their own (`suite.prepared.redis`). */
const twoWithRedis = () =>
  useServers(
    [0, 1].map((i) => (tmp, { ports }) => [
      '--port',
      String(ports[i]),
      '--db',
      tmp.db,
      '--public-address',
      `127.0.0.1:${ports[i]}`,
    ]),
    {
      async prepare(tmp) {
        const prepared = { redis: await startRedis(tmp.dir), ports: [await freePort(), await freePort()] };
        prepared.env = { REDIS_URL: prepared.redis.url };
        // (the current redis-server: a test may start another one on the same port)
        prepared.stop = () => prepared.redis.stop();
        return prepared;
      },
    },
  );

describe('oware game server with Redis: two processes', () => {
  const suite = twoWithRedis();

  it('a player on process B joins a room created on process A and they play to the end', async () => {
    const [a, b] = suite.servers;
    assert.notEqual(a.port, b.port);
    const south = await create(a.url, { position: ENDGAME.start });
    const north = await join(b.url, south.welcome.room);
    assert.equal(north.welcome.seat, 'north');
    assert.equal(north.welcome.room, south.welcome.room);
    // Both sockets end at the process that hosts the room: one player asked the other process.
    const host = (p) => new URL(p.room.connection.transport.ws.url).port;
    assert.equal(host(south), host(north));
    assert.ok([a.port, b.port].map(String).includes(host(south)));
    for (const [i, pit] of ENDGAME.moves.entries()) {
      const answer = await move(i % 2 === 0 ? south : north, pit);
      assert.equal(answer.accepted, true, `${answer.reason}`);
    }
    const end = await north.next('state', (s) => s.status === 'over', { from: 0 });
    assert.deepEqual(end.result, { winner: 'north', reason: 'majority', score: [12, 25] });
    for (const server of suite.servers) {
      const ogn = await (await fetch(`${server.url}/games/${south.welcome.room}.ogn`)).text();
      assert.match(ogn, /\[Result "12-25"\]/, 'the processes share the SQLite file');
    }
    await south.room.leave();
    await north.room.leave();
  });
});

describe('oware game server with Redis: Redis killed and restarted', () => {
  const suite = twoWithRedis();
  it('keeps both processes and their rooms up, refuses creates and joins, recovers by itself', async () => {
    const { servers, prepared, tmp } = suite;
    const [a, b] = servers;
    const health = (s) => request(s.url, '/healthz', { method: 'GET' });
    try {
      const south = await create(a.url, { position: ENDGAME.start });
      const north = await join(b.url, south.welcome.room);
      assert.equal((await move(south, ENDGAME.moves[0])).accepted, true);
      assert.deepEqual(
        (await Promise.all(servers.map(health))).map((h) => [h.status, h.body.redis]),
        [
          [200, 'ok'],
          [200, 'ok'],
        ],
      );

      prepared.redis.stop();
      // 12 s without Redis (ioredis's default retries ran out after ~10 s and killed both processes)
      const t0 = Date.now();
      for (const [i, pit] of ENDGAME.moves.slice(1, 5).entries()) {
        await sleep(3000);
        const answer = await move(i % 2 === 0 ? north : south, pit);
        assert.equal(answer.accepted, true, `move ${i + 2} after ${Date.now() - t0} ms: ${answer.reason}`);
      }
      for (const s of servers) assert.equal(s.proc.exitCode, null, `a process exited:\n${s.log()}`);
      const started = performance.now();
      await assert.rejects(create(a.url, {}), /unavailable: the room registry \(Redis\)/);
      await assert.rejects(join(b.url, south.welcome.room, { seat: 'watch' }), /unavailable: the room registry/);
      assert.ok(performance.now() - started < 2000, 'refused at once');
      const down = await health(a);
      assert.equal(down.status, 503);
      assert.equal(down.body.store, 'ok');
      assert.notEqual(down.body.redis, 'ok');

      // Redis back on the same port (empty): everything comes back by itself
      prepared.redis = await startRedis(tmp.dir, prepared.redis.port);
      for (const s of servers) {
        const deadline = Date.now() + 15_000;
        while ((await health(s)).status !== 200 && Date.now() < deadline) await sleep(200);
        assert.equal((await health(s)).status, 200);
      }
      await sleep(500);
      const s2 = await create(a.url, {});
      const n2 = await join(b.url, s2.welcome.room);
      assert.equal(n2.welcome.seat, 'north');
      // the room made before the outage is listed again: reachable from the other process
      const watcher = await join(b.url, south.welcome.room, { seat: 'watch' });
      assert.equal(watcher.welcome.seat, 'watch');
      for (const [i, pit] of ENDGAME.moves.slice(5).entries()) {
        const answer = await move(i % 2 === 0 ? north : south, pit);
        assert.equal(answer.accepted, true, `${answer.reason}`);
      }
      assert.equal((await watcher.next('state', (s) => s.status === 'over', { from: 0 })).result.winner, 'north');
      for (const s of servers) {
        assert.match(s.log(), /redis unavailable/);
        assert.match(s.log(), /redis available again/);
      }
      for (const p of [south, north, s2, n2, watcher]) await p.room.leave();
    } catch (e) {
      for (const s of servers) console.log(s.log());
      throw e;
    }
  });
});
