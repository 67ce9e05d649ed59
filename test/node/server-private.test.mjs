// Private means private, attacked as a stranger would: without the invite (the room's id) nobody
// reaches a waiting game — not by `join`, `joinOrCreate` or the matchmaking routes by HTTP, which
// hand out no room's id; seat reservations that never open a socket neither take a seat nor lock
// the room; reservations and creates are rate-limited per client address, and X-Forwarded-For
// counts only behind a trusted proxy (--trust-proxy).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Client } from '@colyseus/sdk';
import { create, join, request, useServers } from './server-helpers.mjs';

describe('oware game server: private rooms', () => {
  const suite = useServers([(tmp) => ['--db', tmp.db], (tmp) => ['--db', `${tmp.db}-proxied`, '--trust-proxy', '1']]);
  /** The second server: behind a trusted proxy (--trust-proxy 1). */
  const proxied = {
    get url() {
      return suite.servers[1].url;
    },
  };

  it('a stranger without the invite reaches no waiting game: join, joinOrCreate, the matchmaking routes', async () => {
    const south = await create(suite.url, { seat: 'south' });
    const id = south.welcome.room;
    const stranger = new Client(suite.url);
    await assert.rejects(stranger.join('oware'), 'join without an id');
    const other = await stranger.joinOrCreate('oware').catch(() => null);
    if (other) {
      assert.notEqual(other.roomId, id, 'joinOrCreate did not put the stranger in the friend’s room');
      await other.leave();
    }
    for (const method of ['join', 'joinOrCreate']) {
      const res = await request(suite.url, `/matchmake/${method}/oware`, { body: {} });
      assert.ok(
        !res.text.includes(id),
        `${method} by HTTP does not hand out the room's id (${res.status} ${res.text})`,
      );
      assert.equal(res.status >= 400, true, `${method} by HTTP is refused (${res.status} ${res.text})`);
    }
    // The invited friend still gets the seat.
    const friend = await join(suite.url, id);
    assert.equal(friend.welcome.seat, 'north');
    for (const p of [south, friend]) await p.room.leave();
  });

  it('seat reservations that never open a socket take no seat and do not lock the room', async () => {
    const south = await create(proxied.url, { seat: 'south' });
    const id = south.welcome.room;
    // 60 reservations by HTTP from 60 addresses (each within its own rate limit), no socket
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        request(proxied.url, `/matchmake/joinById/${id}`, {
          body: {},
          headers: { 'x-forwarded-for': `10.1.${i >> 8}.${i & 255}` },
        }),
      ),
    );
    assert.deepEqual(
      answers.map((a) => a.status),
      answers.map(() => 200),
    );
    const friend = await join(proxied.url, id);
    assert.equal(friend.welcome.seat, 'north', 'the friend gets the seat, not `room … is locked`');
    for (const p of [south, friend]) await p.room.leave();
  });

  it('rate-limits creates and reservations per client address; X-Forwarded-For is not trusted by default', async () => {
    const statuses = [];
    for (let i = 0; i < 30; i++) {
      // a new forged address each time: without --trust-proxy the header changes nothing
      const res = await request(suite.url, '/matchmake/create/oware', {
        body: {},
        headers: { 'x-forwarded-for': `10.2.0.${i}` },
      });
      statuses.push(res.status);
      if (res.status === 429) {
        assert.match(res.body.error, /^rate-limited: /);
        assert.ok(Number(res.headers['retry-after']) >= 1);
      }
    }
    const created = statuses.filter((s) => s === 200).length;
    assert.ok(created >= 5 && created <= 10, `${created} creates went through of 30 (${statuses})`);
    assert.ok(
      statuses.slice(created).every((s) => s === 429),
      `${statuses}`,
    );
    // Another address is not concerned.
    const elsewhere = await request(suite.url, '/matchmake/create/oware', { body: {}, localAddress: '127.0.0.2' });
    assert.equal(elsewhere.status, 200, elsewhere.text);
    // Reservations too (joinById of a room that exists).
    const room = elsewhere.body.roomId;
    const joins = [];
    for (let i = 0; i < 80; i++)
      joins.push(
        (await request(suite.url, `/matchmake/joinById/${room}`, { body: {}, localAddress: '127.0.0.3' })).status,
      );
    assert.ok(
      joins.includes(429),
      `reservations are limited too (${joins.filter((s) => s === 200).length} of 80 went through)`,
    );
  });
});
