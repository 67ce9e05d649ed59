// Nothing lost: a player whose connection drops comes back to the same seat within the grace period
// (the opponent hears `left` then `back`); the server process is killed (SIGKILL) mid-game and
// restarted on the same SQLite file and port: the room is back with the same id and position, both
// players rejoin their seats with their tokens (the file holds only their SHA-256), and the game
// goes on to its end and its OGN record. Group commit: moves of many rooms sent in the same tick
// are stored together (one transaction carries several) and each is acknowledged only once stored:
// a SIGKILL right after the last acknowledgement loses none of them.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { register } from 'tsx/esm/api';
import { create, ENDGAME, freePort, join, move, request, useServer, withServer } from './server-helpers.mjs';

register();
const { parseRecord } = await import('../../src/record/index.ts');

describe('oware game server: reconnection and restart', () => {
  const suite = useServer((tmp, { port }) => ['--db', tmp.db, '--port', String(port)], {
    // (restarted on the same port: the clients' reconnection finds it)
    prepare: async () => ({ port: await freePort() }),
  });

  it('keeps a dropped seat within the grace period and tells the opponent', async () => {
    const south = await create(suite.url, { position: ENDGAME.start });
    const north = await join(suite.url, south.welcome.room);
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
    const south = await create(suite.url, { position: ENDGAME.start, clock: { minutes: 10 } });
    const id = south.welcome.room;
    const north = await join(suite.url, id);
    const half = ENDGAME.moves.slice(0, 3);
    for (const [i, pit] of half.entries()) {
      const answer = await move(i % 2 === 0 ? south : north, pit);
      assert.equal(answer.accepted, true);
    }
    const before = await south.next('state', (s) => s.moves.length === 3, { from: 0 });
    for (const p of [south, north]) p.room.reconnection.enabled = false;
    await suite.server.kill('SIGKILL');
    // the file keeps the seat tokens' SHA-256, never the tokens
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(suite.tmp.db, { readonly: true });
    const row = db.prepare('SELECT data FROM rooms WHERE id = ?').get(id).data;
    db.close();
    const sha = (t) => createHash('sha256').update(t).digest('hex');
    for (const p of [south, north]) {
      assert.equal(row.includes(p.welcome.token), false, 'a token in clear in the file');
      assert.ok(row.includes(sha(p.welcome.token)));
    }
    await suite.restart();
    assert.match(suite.server.log(), new RegExp(`room ${id} restored at move 3`));

    const stranger = await join(suite.url, id);
    assert.equal(stranger.welcome.seat, 'watch', 'both seats are still held');
    const south2 = await join(suite.url, id, { token: south.welcome.token });
    const north2 = await join(suite.url, id, { token: north.welcome.token });
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
    const record = parseRecord(await (await fetch(`${suite.url}/games/${id}.ogn`)).text());
    assert.deepEqual(
      record.tree.moves.map((m) => m.pit),
      ENDGAME.moves,
    );
    for (const p of [stranger, south2, north2]) await p.room.leave();
  });
});

describe('oware game server: a bad row', () => {
  it('skips a room row that cannot be read with one log line, and restores the others', async () => {
    await withServer(
      (tmp) => ['--db', tmp.db],
      async (own) => {
        const good = await create(own.server.url, {});
        good.room.reconnection.enabled = false;
        const bad = await create(own.server.url, {});
        bad.room.reconnection.enabled = false;
        await own.server.kill('SIGKILL');
        const { default: Database } = await import('better-sqlite3');
        const db = new Database(own.tmp.db);
        db.prepare('UPDATE rooms SET data = ? WHERE id = ?').run('{"options": broken', bad.welcome.room);
        db.close();
        const server = await own.restart();
        const lines = server.log().split('\n');
        assert.equal(lines.filter((l) => l.includes(bad.welcome.room)).length, 1, server.log());
        assert.match(server.log(), new RegExp(`room ${bad.welcome.room} skipped at start`));
        assert.match(server.log(), new RegExp(`room ${good.welcome.room} restored`));
      },
    );
  });
});

describe('oware game server: moves of many rooms in one tick (group commit)', () => {
  it('stores and acknowledges them all, several in one transaction; a SIGKILL right after loses none', async () => {
    await withServer(
      (tmp) => ['--db', tmp.db, '--metrics-port', '0'],
      async (own) => {
        const metrics = /metrics on (http:\/\/127\.0\.0\.1:\d+)\/metrics/.exec(own.server.log())[1];
        const groups = async () => {
          const text = (await request(metrics, '/metrics', { method: 'GET' })).text;
          const value = (name) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
          return {
            all: value('oware_store_group_saves_count'),
            ofOne: value('oware_store_group_saves_bucket{le="1"}'),
          };
        };
        const ROOMS = 8;
        const ROUNDS = 4;
        const games = [];
        for (let i = 0; i < ROOMS; i++) {
          const south = await create(own.server.url, { seat: 'south' });
          const north = await join(own.server.url, south.welcome.room);
          await north.next('state', (s) => s.status === 'playing', { from: 0 });
          for (const p of [south, north]) p.room.reconnection.enabled = false;
          games.push({ id: south.welcome.room, south, north, sent: [] });
        }
        const seated = await groups();
        // rounds of one move in every room, all sent in the same tick (South, North, …); the last
        // round's acknowledgements are followed by a SIGKILL at once
        let grouped = null;
        for (let round = 0; round < ROUNDS; round++) {
          if (round === ROUNDS - 1) grouped = await groups();
          const side = round % 2 === 0 ? 'south' : 'north';
          const pit = side === 'south' ? round / 2 : 6 + (round - 1) / 2;
          const answers = games.map((g) => move(g[side], pit));
          for (const g of games) g.sent.push(pit);
          for (const [i, answer] of (await Promise.all(answers)).entries())
            assert.equal(answer.accepted, true, `room ${i}, round ${round}: ${answer.reason}`);
        }
        await own.server.kill('SIGKILL');

        // (the first rounds: 8 moves each in fewer transactions than moves, some carrying several)
        const transactions = grouped.all - seated.all;
        const single = grouped.ofOne - seated.ofOne;
        assert.ok(
          transactions < ROOMS * (ROUNDS - 1) && single < transactions,
          `${ROOMS * (ROUNDS - 1)} moves in ${transactions} transactions, ${single} of one save`,
        );
        console.log(`# ${ROOMS * (ROUNDS - 1)} moves sent by rounds in ${transactions} transactions`);

        const { default: Database } = await import('better-sqlite3');
        const db = new Database(own.tmp.db, { readonly: true });
        try {
          for (const g of games) {
            const moves = db.prepare('SELECT pit FROM moves WHERE room = ? AND game = 1 ORDER BY ply').all(g.id);
            assert.deepEqual(
              moves.map((m) => m.pit),
              g.sent,
              `room ${g.id}: its moves`,
            );
            const data = JSON.parse(db.prepare('SELECT data FROM rooms WHERE id = ?').get(g.id).data);
            assert.deepEqual(data.moves, g.sent, `room ${g.id}: its row`);
          }
        } finally {
          db.close();
        }
        const server = await own.restart();
        for (const g of games)
          assert.match(server.log(), new RegExp(`room ${g.id} restored at move ${ROUNDS} of game 1`));
      },
    );
  });
});
