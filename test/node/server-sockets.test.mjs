// Idle sockets against a real server process: a few hundred WebSocket upgrades to paths that are
// not a room of the server are answered 404 and closed by the server before any handshake (they
// used to get `101 Switching Protocols` and stay open until Colyseus's pings gave up on them), and
// plain connections that never send a whole request are closed by the server when their headers
// time (10 s) is up, not at Node's next 30-second check. A game on the same server plays on.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { describe, it } from 'node:test';
import { create, join, move, useServer } from './server-helpers.mjs';

const UPGRADE = (path) =>
  `GET ${path} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`;

/**
 * A raw socket that sends `text` (maybe nothing) and then nothing more, as an idle client does:
 * resolves when the server closes it, with what it received and after how long (ms).
 */
function idle(port, text, t0) {
  return new Promise((resolve, reject) => {
    let got = '';
    const socket = connect(port, '127.0.0.1', () => {
      if (text) socket.write(text);
    });
    socket.on('data', (chunk) => {
      got += chunk;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ got, ms: performance.now() - t0 }));
    // (a socket the server never closes fails the test rather than holding it)
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after 60 s: ${JSON.stringify(text.slice(0, 40))}`));
    }, 60_000).unref();
  });
}

describe('oware game server: idle sockets on paths that are not ours', { timeout: 180_000 }, () => {
  const suite = useServer();

  it('answers 300 bogus WebSocket upgrades 404 and closes them; closes silent sockets at the headers timeout', async () => {
    const south = await create(suite.url, { seat: 'south' });
    const north = await join(suite.url, south.welcome.room);
    const room = south.welcome.room;
    const t0 = performance.now();
    const paths = [
      '/bogus', // no room at all
      '/abc/nosuchroom?sessionId=x', // a room's shape, but no such room here
      `/abc/${room}`, // a real room, without a seat reservation's session
      '//evil.example/x',
    ];
    const upgrades = Array.from({ length: 300 }, (_, i) =>
      idle(suite.server.port, UPGRADE(paths[i % paths.length]), t0),
    );
    const silent = Array.from({ length: 30 }, () => idle(suite.server.port, '', t0));
    const partial = Array.from({ length: 30 }, () => idle(suite.server.port, 'GET /bogus HTTP/1.1\r\nHost: x\r\n', t0));

    for (const r of await Promise.all(upgrades)) {
      assert.match(r.got, /^HTTP\/1\.1 404 Not Found\r\n/);
      assert.match(r.got, /not-a-room: /);
      assert.doesNotMatch(r.got, /101 Switching Protocols/);
    }
    // the game on the same server is not touched
    assert.equal((await move(south, 'C')).accepted, true);
    assert.equal((await move(north, 'c')).accepted, true);

    // a socket that never finishes its request headers: closed by the server after 10 s (with a
    // 408 or nothing), well before Node's default 30-second check would have come
    for (const r of await Promise.all([...silent, ...partial])) {
      assert.doesNotMatch(r.got, /101|200 OK/);
      assert.ok(r.ms >= 9_000, `not closed before the headers time: ${r.ms.toFixed(0)} ms`);
      assert.ok(r.ms < 25_000, `closed by the headers timeout, not after ${r.ms.toFixed(0)} ms`);
    }
    assert.equal((await move(south, 'A')).accepted, true);
    await south.room.leave(true);
    await north.room.leave(true);
  });
});
