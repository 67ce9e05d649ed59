// Rooms that end: a room nobody joined, a finished game and a game both players left are closed
// after their times (--waiting-seconds, --finished-seconds, --abandoned-seconds) and are not
// restored as open after a restart (SIGKILL); one client address cannot fill the room cap
// (--max-rooms-per-address), not even across a restart, while another address still can create.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { create, ENDGAME, freePort, join, move, request, startServer, tempDir } from './server-helpers.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const closed = (player) => new Promise((resolve) => player.room.onLeave((code) => resolve(code)));

describe('oware game server: rooms that end', () => {
  let tmp;
  let server;
  let port;
  const args = () => [
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
  before(async () => {
    tmp = tempDir();
    port = await freePort();
    server = await startServer(args());
  });
  after(async () => {
    await server?.kill();
    tmp?.cleanup();
  });

  it('closes a room nobody joined, a finished game and an abandoned one after their times', async () => {
    const t0 = performance.now();
    const lonely = await create(server.url, {});
    const lonelyGone = closed(lonely);
    const south = await create(server.url, { position: ENDGAME.start });
    const north = await join(server.url, south.welcome.room);
    const gone = [closed(south), closed(north)];
    for (const [i, pit] of ENDGAME.moves.entries())
      assert.equal((await move(i % 2 === 0 ? south : north, pit)).accepted, true);
    const left = await create(server.url, { position: ENDGAME.start });
    const right = await join(server.url, left.welcome.room);
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
      assert.match(server.log(), new RegExp(`room ${p.welcome.room} closed: ${why}`));
      const again = await request(server.url, `/matchmake/joinById/${p.welcome.room}`, { body: {} });
      assert.equal(again.status, 522, `${p.welcome.room} is gone (${again.text})`);
    }
    // The finished game's record stays.
    assert.equal((await fetch(`${server.url}/games/${south.welcome.room}.ogn`)).status, 200);

    // None of them comes back after a restart.
    await server.kill('SIGKILL');
    server = await startServer(args());
    await sleep(300);
    assert.doesNotMatch(server.log(), /restored/);
  });

  it('one address cannot fill the room cap, even across a restart; another address still creates', async () => {
    // a server of its own whose rooms wait 8 s (time for two restarts)
    const own = [...args()];
    own[own.indexOf('--waiting-seconds') + 1] = '8';
    own[own.indexOf('--port') + 1] = String(await freePort());
    own[own.indexOf('--db') + 1] = `${tmp.db}-cap`;
    let capped = await startServer(own);
    try {
      const t0 = Date.now();
      const mine = [];
      for (let i = 0; i < 3; i++) mine.push(await create(capped.url, { seat: 'south' }));
      for (const p of mine) p.room.reconnection.enabled = false;
      const fourth = await request(capped.url, '/matchmake/create/oware', { body: {} });
      assert.ok(fourth.status >= 400);
      assert.match(fourth.body.error, /^address-cap: /);
      const other = await request(capped.url, '/matchmake/create/oware', { body: {}, localAddress: '127.0.0.2' });
      assert.equal(other.status, 200, other.text);

      // restarted before the rooms' time is up: they are back, and still count for their address
      await capped.kill('SIGKILL');
      capped = await startServer(own);
      assert.equal(capped.log().match(/restored at move 0/g)?.length, 4, capped.log());
      const still = await request(capped.url, '/matchmake/create/oware', { body: {} });
      assert.match(still.body.error ?? '', /^address-cap: /);
      // restarted after their time is up: closed, not restored
      await capped.kill('SIGKILL');
      await sleep(Math.max(0, t0 + 8200 - Date.now()));
      capped = await startServer(own);
      assert.doesNotMatch(capped.log(), /restored/);
      assert.equal(capped.log().match(/closed: nobody joined/g)?.length, 4, capped.log());
      const again = await request(capped.url, '/matchmake/create/oware', { body: {} });
      assert.equal(again.status, 200, again.text);
    } finally {
      await capped.kill();
    }
  });
});
