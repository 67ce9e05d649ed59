// What a move sends to a client leaves in one write: inOneWrite (src/server/room-colyseus.ts) over a
// real WebSocket pair (ws, as Colyseus's transport uses it) on a real loopback socket. The client
// receives the same messages in the same order; the server's socket is written once for them, not
// once per message.
import type { AddressInfo } from 'node:net';
import type { Client } from '@colyseus/core';
import WebSocket from 'ws';
import { inOneWrite } from '../../src/server/room-colyseus.js';
import { expect } from '../expect.js';

interface Pair {
  server: WebSocket;
  client: WebSocket;
  received: string[];
  writes: () => number;
  close: () => Promise<void>;
}

/** A server-side WebSocket and its client, with what the client received and the server socket's writes. */
async function pair(): Promise<Pair> {
  const wss = new WebSocket.Server({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => wss.once('listening', r));
  const { port } = wss.address() as AddressInfo;
  const client = new WebSocket(`ws://127.0.0.1:${port}`);
  const server = await new Promise<WebSocket>((r) => wss.once('connection', r));
  await new Promise((r) => (client.readyState === WebSocket.OPEN ? r(null) : client.once('open', r)));
  const received: string[] = [];
  client.on('message', (data) => received.push(String(data)));
  // every hand-over of bytes to the kernel goes through _write (one chunk) or _writev (several)
  const socket = (server as unknown as { _socket: Record<string, (...a: unknown[]) => unknown> })._socket;
  let writes = 0;
  for (const name of ['_write', '_writev']) {
    const original = socket[name];
    socket[name] = function (this: unknown, ...args: unknown[]) {
      writes++;
      return original.apply(this, args);
    };
  }
  return {
    server,
    client,
    received,
    writes: () => writes,
    close: async () => {
      client.close();
      await new Promise((r) => wss.close(r));
    },
  };
}

const until = async (test: () => boolean) => {
  for (let i = 0; i < 500 && !test(); i++) await new Promise((r) => setTimeout(r, 10));
};

const asClient = (ws: WebSocket) => ({ ref: ws }) as unknown as Client;

describe('server: a move’s messages in one write', () => {
  it('sends each client’s messages of one move in one socket write, same messages, same order', async () => {
    const p = await pair();
    const q = await pair();
    try {
      const messages = ['accepted 1', 'state 1', 'refused 1'];
      inOneWrite([asClient(p.server), asClient(q.server)], () => {
        for (const m of messages) p.server.send(m);
        q.server.send('state 1');
      });
      await until(() => p.received.length === 3 && q.received.length === 1);
      expect(p.received).to.deep.equal(messages);
      expect(q.received).to.deep.equal(['state 1']);
      expect(p.writes()).to.equal(1);
      expect(q.writes()).to.equal(1);
    } finally {
      await p.close();
      await q.close();
    }
  });

  it('without it, the same sends are one write each (what the room did before)', async () => {
    const p = await pair();
    try {
      p.server.send('accepted 1');
      p.server.send('state 1');
      await until(() => p.received.length === 2);
      expect(p.received).to.deep.equal(['accepted 1', 'state 1']);
      expect(p.writes()).to.be.greaterThan(1);
    } finally {
      await p.close();
    }
  });

  it('still sends when a send throws, and to clients without a socket', async () => {
    const p = await pair();
    try {
      expect(() =>
        inOneWrite([asClient(p.server), { ref: {} } as unknown as Client], () => {
          p.server.send('state 2');
          throw new Error('boom');
        }),
      ).to.throw('boom');
      await until(() => p.received.length === 1);
      expect(p.received).to.deep.equal(['state 2']);
    } finally {
      await p.close();
    }
  });
});
