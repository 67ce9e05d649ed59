// Rooms that end: a room nobody joined, a finished game and a game both players left are closed
// after their times (--waiting-seconds, --finished-seconds, --abandoned-seconds) and are not
// restored as open after a restart (SIGKILL); one client address cannot fill the room cap
// (--max-rooms-per-address), not even across a restart, while another address still can create.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { create, ENDGAME, freePort, join, move, request, useServer, withServer } from './server-helpers.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const closed = (player) => new Promise((resolve) => player.room.onLeave((code) => resolve(code)));

describe('oware game server: rooms that end', () => {
  const args = (tmp, { port }) => [
    '--db',
    tmp.db,
    '--port',
    String(port),
    '--waiting-seconds',
    '2',
    '--finished-seconds',
    '2',
    '--abandoned-seconds',
    '2',
    '--max-rooms',
    '8',
    '--max-rooms-per-address',
    '3',
    '--creates-per-minute',
    '100',
  ];
  const suite = useServer(args, { prepare: async () => ({ port: await freePort() }) });

  it('closes a room nobody joined, a finished game and an abandoned one after their times', async () => {
    const t0 = performance.now();
    const lonely = await create(suite.url, {});
    const lonelyGone = closed(lonely);
    const south = await create(suite.url, { position: ENDGAME.start });
    const north = await join(suite.url, south.welcome.room);
    const gone = [closed(south), closed(north)];
    for (const [i, pit] of ENDGAME.moves.entries())
      assert.equal((await move(i % 2 === 0 ? south : north, pit)).accepted, true);
    const left = await create(suite.url, { position: ENDGAME.start });
    const right = await join(suite.url, left.welcome.room);
    assert.equal((await move(left, ENDGAME.moves[0])).accepted, true);
    for (const p of [left, right]) p.room.reconnection.enabled = false;
    await left.room.leave();
    await right.room.leave();

    assert.equal(await lonelyGone, 4000, 'the waiting room closed its creator’s socket');
    await Promise.all(gone);
    const waited = performance.now() - t0;
    assert.ok(waited >= 1800 && waited < 6000, `closed after ${waited.toFixed(0)} ms`);
    await sleep(2500);
    for (const [p, why] of [
      [lonely, 'nobody joined'],
      [south, 'the game ended'],
      [left, 'both players left'],
    ]) {
      assert.match(suite.server.log(), new RegExp(`room ${p.welcome.room} closed: ${why}`));
      const again = await request(suite.url, `/matchmake/joinById/${p.welcome.room}`, { body: {} });
      assert.equal(again.status, 522, `${p.welcome.room} is gone (${again.text})`);
    }
    // The finished game's record stays.
    assert.equal((await fetch(`${suite.url}/games/${south.welcome.room}.ogn`)).status, 200);

    // None of them comes back after a restart.
    await suite.restart('SIGKILL');
    await sleep(300);
    assert.doesNotMatch(suite.server.log(), /restored/);
  });

  it('one address cannot fill the room cap, even across a restart; another address still creates', async () => {
    // a server of its own whose rooms wait 8 s (time for two restarts)
    const own = (tmp) => {
      const list = args(tmp, { port: 0 });
      list[list.indexOf('--waiting-seconds') + 1] = '8';
      return list;
    };
    await withServer(own, async (s) => {
      const t0 = Date.now();
      const mine = [];
      for (let i = 0; i < 3; i++) mine.push(await create(s.server.url, { seat: 'south' }));
      for (const p of mine) p.room.reconnection.enabled = false;
      const fourth = await request(s.server.url, '/matchmake/create/oware', { body: {} });
      assert.ok(fourth.status >= 400);
      assert.match(fourth.body.error, /^address-cap: /);
      const other = await request(s.server.url, '/matchmake/create/oware', { body: {}, localAddress: '127.0.0.2' });
      assert.equal(other.status, 200, other.text);

      // restarted before the rooms' time is up: they are back, and still count for their address
      await s.restart('SIGKILL');
      assert.equal(s.server.log().match(/restored at move 0/g)?.length, 4, s.server.log());
      const still = await request(s.server.url, '/matchmake/create/oware', { body: {} });
      assert.match(still.body.error ?? '', /^address-cap: /);
      // restarted after their time is up: closed, not restored
      await s.server.kill('SIGKILL');
      await sleep(Math.max(0, t0 + 8200 - Date.now()));
      await s.restart();
      assert.doesNotMatch(s.server.log(), /restored/);
      assert.equal(s.server.log().match(/closed: nobody joined/g)?.length, 4, s.server.log());
      const again = await request(s.server.url, '/matchmake/create/oware', { body: {} });
      assert.equal(again.status, 200, again.text);
    });
  });
});
