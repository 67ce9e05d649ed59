/**
 * Start the game server: Colyseus with the WebSocket transport, the `oware` room, the SQLite store,
 * `GET /games/<id>.ogn`, open rooms re-created at start; with `redisUrl`, Colyseus's Redis presence
 * and driver so that several processes share rooms and matchmaking.
 */
import { resolve } from 'node:path';
import { matchMaker, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { DEFAULT_LIMITS, type ServerLimits } from './limits.js';
import { RESTORE, type RoomContext, roomClass } from './room.js';
import { GameStore } from './store.js';

/**
 * The one thing the server needs to run on Node 20: @colyseus/core and @colyseus/ws-transport 0.18
 * declare `node >= 22` (npm warns EBADENGINE when they are installed on 20), but all that they use
 * of Node 22 is the global `WebSocket`, whose `WebSocket.OPEN` @colyseus/core reads when a client
 * reconnects. Only the ready-state constants are read: give them when there is no `WebSocket`
 * (Node 22 has one and is left as it is). With it, the package's `engines` (`node >= 20.19`) holds
 * for the server too; the tests run the server on Node 20. Remove it when the project needs Node 22.
 */
function readyStatesOnNode20(): void {
  const g = globalThis as { WebSocket?: unknown };
  if (g.WebSocket === undefined) g.WebSocket = { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 };
}

export interface ServerOptions {
  /** Port to listen on (0: a free one). Default 2567. */
  port?: number;
  /** Host to bind. Default `0.0.0.0`. */
  host?: string;
  /** SQLite file. Default `./oware-games.sqlite`. */
  db?: string;
  /** Redis URL: share rooms with other processes (Colyseus Redis presence and driver). */
  redisUrl?: string;
  /** The address clients reach this process at (`host:port`), needed with several processes. */
  publicAddress?: string;
  /** Base of invite links: `<inviteBase>?room=<id>`. */
  inviteBase?: string;
  limits?: Partial<ServerLimits>;
  /** Where log lines go (default `console.log`). */
  log?: (line: string) => void;
}

export interface RunningServer {
  port: number;
  store: GameStore;
  close(): Promise<void>;
}

/** Start a server; resolves once it listens and its open rooms are back. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  readyStatesOnNode20();
  const limits: ServerLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const log = options.log ?? ((line: string) => console.log(line));
  const store = new GameStore(resolve(options.db ?? 'oware-games.sqlite'));
  const ctx: RoomContext = {
    store,
    limits,
    live: new Set(),
    restoring: new Set(),
    inviteBase: options.inviteBase ?? null,
    log,
  };
  let presence: ConstructorParameters<typeof Server>[0] = {};
  if (options.redisUrl) {
    const { RedisPresence } = await import('@colyseus/redis-presence');
    const { RedisDriver } = await import('@colyseus/redis-driver');
    presence = { presence: new RedisPresence(options.redisUrl), driver: new RedisDriver(options.redisUrl) };
  }
  const transport = new WebSocketTransport({ maxPayload: limits.maxMessageBytes });
  const server = new Server({
    transport,
    ...presence,
    publicAddress: options.publicAddress,
    greet: false,
    gracefullyShutdown: false,
    express: (app) => {
      app.get('/games/:file', (req, res) => {
        const m = /^([\w-]{1,80})\.ogn$/.exec(req.params.file);
        const ogn = m ? store.record(m[1]) : null;
        res.setHeader('Access-Control-Allow-Origin', '*');
        if (!ogn) {
          res.status(404).type('text/plain').send('no finished game with that id\n');
          return;
        }
        res.type('application/x-ogn; charset=utf-8').send(ogn);
      });
    },
  });
  server.define('oware', roomClass(ctx));
  await server.listen(options.port ?? 2567, options.host ?? '0.0.0.0');
  const address = transport.server?.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 2567);
  for (const room of store.openRooms()) {
    const existing = await matchMaker.query({ roomId: room.id });
    if (existing.length) continue;
    ctx.restoring.add(room.id);
    try {
      await matchMaker.createRoom('oware', { [RESTORE]: room.id });
    } catch (e) {
      ctx.restoring.delete(room.id);
      log(`room ${room.id} could not be restored: ${(e as Error).message}`);
    }
  }
  return {
    port,
    store,
    async close() {
      await server.gracefullyShutdown(false);
      store.close();
    },
  };
}
