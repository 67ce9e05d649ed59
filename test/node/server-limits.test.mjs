// Limits and abuse against a live server: malformed and unknown messages, raw garbage, an oversize
// payload and a flood from one client; room and spectator caps. The server keeps running, the other
// room is unaffected and its honest players are never disconnected.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { create, ENDGAME, join, move, useServer } from './server-helpers.mjs';

const closed = (player) =>
  new Promise((resolve) => {
    if (player.room.connection.transport.ws.readyState >= 2) resolve();
    player.room.onLeave(() => resolve());
  });

describe('oware game server: limits and malformed input', () => {
  const suite = useServer((tmp) => [
    '--db',
    tmp.db,
    '--max-rooms',
    '2',
    '--max-spectators',
    '1',
    '--max-messages-per-second',
    '10',
    '--max-message-bytes',
    '512',
  ]);

  it('drops malformed messages with a log line, closes oversize and flooding clients, keeps honest ones', async () => {
    const south = await create(suite.url, { position: ENDGAME.start });
    const north = await join(suite.url, south.welcome.room);
    let honestLeft = false;
    for (const p of [south, north]) p.room.onLeave(() => (honestLeft = true));

    const bad = await create(suite.url, {});
    await join(suite.url, bad.welcome.room);
    // Malformed bodies are refused to the sender; unknown types are dropped with one log line.
    for (const body of [null, 'x', [1, 2], { pit: 99.5 }, { pit: 'ZZZZZZZZ' }, { pit: 1, id: 'x' }]) {
      const answer = await move(bad, body);
      assert.equal(answer.reason, 'invalid-move');
    }
    bad.room.send('no-such-message', { a: 1 });
    bad.room.send(12345, 'numeric type');
    // Garbage bytes straight into the socket (a second later: the messages above count against the rate) …
    await new Promise((r) => setTimeout(r, 1100));
    const ws = bad.room.connection.transport.ws;
    ws.send(Buffer.from([13, 255, 0, 1, 2, 3]));
    ws.send(Buffer.from([]));
    ws.send('not binary at all');
    // … are dropped, each with a log line; the connection stays (it used to close with 4002 at the first)
    assert.equal((await move(bad, 'A')).accepted, true, 'still connected after garbage');
    assert.equal(bad.room.connection.transport.ws.readyState, 1);
    assert.match(suite.server.log(), /dropped a message that cannot be decoded/);
    const spammer = await join(suite.url, bad.welcome.room, { seat: 'watch' });
    // 2 players + 1 spectator: the room is full (Colyseus locks it at maxClients).
    await assert.rejects(join(suite.url, bad.welcome.room, { seat: 'watch' }), /spectator-cap|locked/);
    await assert.rejects(create(suite.url, {}), /room-cap/);

    // Oversize: a payload over --max-message-bytes closes that connection only.
    const big = closed(bad);
    bad.room.send('move', { pit: 1, pad: 'x'.repeat(2000) });
    await big;
    // A flood over --max-messages-per-second closes that client only: 10 in a second pass, the 11th closes.
    const flooded = closed(spammer);
    let gone = false;
    flooded.then(() => (gone = true));
    await new Promise((r) => setTimeout(r, 1100)); // (its join counted in the second it came)
    const from = spammer.seen.length;
    for (let i = 0; i < 10; i++) spammer.room.send('resign', {});
    await spammer.next('refused', () => spammer.seen.slice(from).filter((m) => m.type === 'refused').length === 10, {
      from,
    });
    assert.equal(gone, false, 'ten messages in a second are allowed');
    spammer.room.send('resign', {});
    await flooded;

    // The honest room plays on.
    for (const [i, pit] of ENDGAME.moves.entries()) {
      const answer = await move(i % 2 === 0 ? south : north, pit);
      assert.equal(answer.accepted, true, `${answer.reason}`);
    }
    assert.equal(honestLeft, false, 'the honest players were never disconnected');
    assert.equal(suite.server.proc.exitCode, null, 'the server is still running');
    assert.match(suite.server.log(), /dropped a message of unknown type "no-such-message"/);
    assert.match(suite.server.log(), /dropped a malformed move/);
    await south.room.leave();
    await north.room.leave();
  });
});
