// Scale out: a real redis-server and two server processes sharing rooms and matchmaking through
// Colyseus's Redis presence and driver; a player who reaches process B joins the room created on
// process A, and the two play to the end; on one machine the processes share one SQLite file.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { create, ENDGAME, freePort, join, move, startRedis, startServer, tempDir } from './server-helpers.mjs';

describe('oware game server with Redis: two processes', () => {
  let tmp;
  let redis;
  const servers = [];
  before(async () => {
    tmp = tempDir();
    redis = await startRedis(tmp.dir);
    const ports = [await freePort(), await freePort()];
    servers.push(
      ...(await Promise.all(
        ports.map((port) =>
          startServer(['--port', String(port), '--db', tmp.db, '--public-address', `127.0.0.1:${port}`], {
            REDIS_URL: redis.url,
          }),
        ),
      )),
    );
  });
  after(async () => {
    await Promise.all(servers.map((s) => s.kill()));
    redis?.stop();
    tmp?.cleanup();
  });

  it('a player on process B joins a room created on process A and they play to the end', async () => {
    const [a, b] = servers;
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
    for (const server of servers) {
      const ogn = await (await fetch(`${server.url}/games/${south.welcome.room}.ogn`)).text();
      assert.match(ogn, /\[Result "12-25"\]/, 'the processes share the SQLite file');
    }
    await south.room.leave();
    await north.room.leave();
  });
});
