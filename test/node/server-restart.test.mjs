// Nothing lost: a player whose connection drops comes back to the same seat within the grace period
// (the opponent hears `left` then `back`); the server process is killed (SIGKILL) mid-game and
// restarted on the same SQLite file and port: the room is back with the same id and position, both
// players rejoin their seats with their tokens (the file holds only their SHA-256), and the game
// goes on to its end and its OGN record.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { register } from 'tsx/esm/api';
import { create, ENDGAME, join, move, startServer, tempDir } from './server-helpers.mjs';

register();
const { parseRecord } = await import('../../src/record/index.ts');

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

describe('oware game server: reconnection and restart', () => {
  let tmp;
  let server;
  let port;
  before(async () => {
    tmp = tempDir();
    port = await freePort();
    server = await startServer(['--db', tmp.db, '--port', String(port)]);
  });
  after(async () => {
    await server?.kill();
    tmp?.cleanup();
  });

  it('keeps a dropped seat within the grace period and tells the opponent', async () => {
    const south = await create(server.url, { position: ENDGAME.start });
    const north = await join(server.url, south.welcome.room);
    north.room.reconnection.minUptime = 0;
    assert.equal((await move(south, ENDGAME.moves[0])).accepted, true);
    const from = south.seen.length;
    const fromNorth = north.seen.length;
    north.room.connection.transport.ws.terminate();
    assert.deepEqual(await south.next('opponent', (b) => b.event === 'left', { from }), {
      side: 'north',
      event: 'left',
    });
    const gone = await south.next('state', (s) => !s.seats.north.connected, { from });
    assert.equal(gone.seats.north.taken, true);
    assert.deepEqual(await south.next('opponent', (b) => b.event === 'back', { from }), {
      side: 'north',
      event: 'back',
    });
    await north.next('state', (s) => s.seats.north.connected, { from: fromNorth });
    const answer = await move(north, ENDGAME.moves[1]);
    assert.equal(answer.accepted, true, `${answer.reason}`);
    assert.equal(answer.ply, 2);
    await south.room.leave();
    await north.room.leave();
  });

  it('restores an open game after SIGKILL: same room, same position, no move lost, then its OGN', async () => {
    const south = await create(server.url, { position: ENDGAME.start, clock: { minutes: 10 } });
    const id = south.welcome.room;
    const north = await join(server.url, id);
    const half = ENDGAME.moves.slice(0, 3);
    for (const [i, pit] of half.entries()) {
      const answer = await move(i % 2 === 0 ? south : north, pit);
      assert.equal(answer.accepted, true);
    }
    const before = await south.next('state', (s) => s.moves.length === 3, { from: 0 });
    for (const p of [south, north]) p.room.reconnection.enabled = false;
    await server.kill('SIGKILL');
    // the file keeps the seat tokens' SHA-256, never the tokens
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(tmp.db, { readonly: true });
    const row = db.prepare('SELECT data FROM rooms WHERE id = ?').get(id).data;
    db.close();
    const sha = (t) => createHash('sha256').update(t).digest('hex');
    for (const p of [south, north]) {
      assert.equal(row.includes(p.welcome.token), false, 'a token in clear in the file');
      assert.ok(row.includes(sha(p.welcome.token)));
    }
    server = await startServer(['--db', tmp.db, '--port', String(port)]);
    assert.match(server.log(), new RegExp(`room ${id} restored at move 3`));

    const stranger = await join(server.url, id);
    assert.equal(stranger.welcome.seat, 'watch', 'both seats are still held');
    const south2 = await join(server.url, id, { token: south.welcome.token });
    const north2 = await join(server.url, id, { token: north.welcome.token });
    assert.deepEqual([south2.welcome.seat, north2.welcome.seat], ['south', 'north']);
    const now = await north2.next('state', (s) => s.seats.south.connected && s.seats.north.connected, { from: 0 });
    assert.deepEqual([now.position, now.moves, now.turn], [before.position, half, before.turn]);
    assert.equal(now.clock.running, 'north', 'the clock runs again once both players are back');
    for (const [i, pit] of ENDGAME.moves.slice(3).entries()) {
      const answer = await move(i % 2 === 0 ? north2 : south2, pit);
      assert.equal(answer.accepted, true, `${answer.reason}`);
    }
    const end = await stranger.next('state', (s) => s.status === 'over', { from: 0 });
    assert.equal(end.result.reason, 'majority');
    const record = parseRecord(await (await fetch(`${server.url}/games/${id}.ogn`)).text());
    assert.deepEqual(
      record.tree.moves.map((m) => m.pit),
      ENDGAME.moves,
    );
    for (const p of [stranger, south2, north2]) await p.room.leave();
  });
});

describe('oware game server: a bad row', () => {
  it('skips a room row that cannot be read with one log line, and restores the others', async () => {
    const tmp = tempDir();
    let server = await startServer(['--db', tmp.db]);
    try {
      const good = await create(server.url, {});
      good.room.reconnection.enabled = false;
      const bad = await create(server.url, {});
      bad.room.reconnection.enabled = false;
      await server.kill('SIGKILL');
      const { default: Database } = await import('better-sqlite3');
      const db = new Database(tmp.db);
      db.prepare('UPDATE rooms SET data = ? WHERE id = ?').run('{"options": broken', bad.welcome.room);
      db.close();
      server = await startServer(['--db', tmp.db]);
      const lines = server.log().split('\n');
      assert.equal(lines.filter((l) => l.includes(bad.welcome.room)).length, 1, server.log());
      assert.match(server.log(), new RegExp(`room ${bad.welcome.room} skipped at start`));
      assert.match(server.log(), new RegExp(`room ${good.welcome.room} restored`));
    } finally {
      await server.kill();
      tmp.cleanup();
    }
  });
});
