// GET /metrics (Prometheus text format, prom-client) scraped from a real server process during a
// real game: the rooms and clients gauges follow the game, accepted moves count, a move out of turn
// and a malformed one show up under their reasons, refused requests under their codes, and every
// store write lands in the write-time histogram. The metrics are on their own listener, never on
// the public port.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Client } from '@colyseus/sdk';
import { create, join, move, request, useServer } from './server-helpers.mjs';

/** Prometheus text → Map of `name{labels}` (as written) → number. */
function parse(text) {
  const values = new Map();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*(?:\{[^}]*\})?) (\S+)$/.exec(line);
    assert.ok(m, `a sample line: ${line}`);
    values.set(m[1], Number(m[2]));
  }
  return values;
}

describe('oware game server: GET /metrics', { timeout: 120_000 }, () => {
  const suite = useServer((tmp) => ['--db', tmp.db, '--metrics-port', '0']);
  const metricsUrl = () => {
    const m = /metrics on (http:\/\/127\.0\.0\.1:\d+)\/metrics/.exec(suite.server.log());
    assert.ok(m, `the server says where its metrics are:\n${suite.server.log()}`);
    return m[1];
  };
  const scrape = async () => {
    const r = await request(metricsUrl(), '/metrics', { method: 'GET' });
    assert.equal(r.status, 200);
    assert.match(r.headers['content-type'], /^text\/plain; version=0\.0\.4/);
    return parse(r.text);
  };

  it('counts rooms, clients, moves, refusals by reason and store write times during a game', async () => {
    const start = await scrape();
    assert.equal(start.get('oware_rooms'), 0);
    assert.equal(start.get('oware_clients'), 0);
    assert.equal(start.get('oware_moves_total'), 0);
    const writes0 = start.get('oware_store_write_seconds_count');
    // prom-client's process metrics come along
    assert.ok(start.get('process_resident_memory_bytes') > 0);

    const south = await create(suite.url, { seat: 'south' });
    const north = await join(suite.url, south.welcome.room);
    await south.next('state', (s) => s.status === 'playing', { from: 0 });
    let now = await scrape();
    assert.equal(now.get('oware_rooms'), 1);
    assert.equal(now.get('oware_clients'), 2);

    assert.equal((await move(south, 'C')).accepted, true);
    assert.equal((await move(north, 'c')).accepted, true);
    // out of turn (North again), a malformed move, and a spectator's move
    assert.equal((await move(north, 'd')).reason, 'not-your-turn');
    assert.equal((await move(north, 'e')).reason, 'not-your-turn');
    assert.equal((await move(south, 99.5)).reason, 'invalid-move');
    const watcher = await join(suite.url, south.welcome.room, { seat: 'watch' });
    assert.equal((await move(watcher, 'A')).reason, 'not-a-player');
    assert.equal((await move(south, 'A')).accepted, true);

    now = await scrape();
    assert.equal(now.get('oware_moves_total'), 3);
    assert.equal(now.get('oware_clients'), 3);
    assert.equal(now.get('oware_refused_total{type="move",reason="not-your-turn"}'), 2);
    assert.equal(now.get('oware_refused_total{type="move",reason="invalid-move"}'), 1);
    assert.equal(now.get('oware_refused_total{type="move",reason="not-a-player"}'), 1);
    // a create, a join (the watcher takes no seat: no write) and three moves were written
    const writes = now.get('oware_store_write_seconds_count') - writes0;
    assert.ok(writes >= 5, `at least 5 store writes were timed, not ${writes}`);
    assert.ok(now.get('oware_store_write_seconds_sum') > 0);
    // a histogram: cumulative buckets up to +Inf, which holds every write
    assert.equal(now.get('oware_store_write_seconds_bucket{le="+Inf"}'), now.get('oware_store_write_seconds_count'));
    assert.ok(
      now.get('oware_store_write_seconds_bucket{le="0.001"}') <= now.get('oware_store_write_seconds_bucket{le="1"}'),
    );
    assert.equal(now.get('oware_store_write_failures_total'), 0);
    // every save went through a group commit: the groups carried each of them (one at a time here)
    assert.equal(now.get('oware_store_group_saves_sum'), writes);
    assert.ok(now.get('oware_store_group_saves_count') >= 1);

    // refused requests, by the code of the answer: a room that does not exist, a bogus upgrade
    await assert.rejects(new Client(suite.url).joinById('nosuchroom1'), /room-not-found/);
    const upgrade = await request(suite.url, '/some/where?sessionId=x', {
      method: 'GET',
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'sec-websocket-version': '13',
      },
    });
    assert.equal(upgrade.status, 404);
    now = await scrape();
    assert.equal(now.get('oware_requests_refused_total{reason="room-not-found"}'), 1);
    assert.equal(now.get('oware_requests_refused_total{reason="not-a-room"}'), 1);

    // the clients gauge follows the clients out
    await watcher.room.leave(true);
    await north.room.leave(true);
    for (let i = 0; i < 50 && (await scrape()).get('oware_clients') !== 1; i++)
      await new Promise((r) => setTimeout(r, 100));
    assert.equal((await scrape()).get('oware_clients'), 1);
    await south.room.leave(true);
  });

  it('serves the metrics only on their own listener', async () => {
    const onPublic = await request(suite.url, '/metrics', { method: 'GET' });
    assert.equal(onPublic.status, 404);
    assert.doesNotMatch(onPublic.text, /oware_/);
    const other = await request(metricsUrl(), '/games/x.ogn', { method: 'GET' });
    assert.equal(other.status, 404);
  });
});
