/**
 * Start the game server: Colyseus with the WebSocket transport, the `oware` room, the store (a SQLite
 * file, or PostgreSQL for several machines), `GET /games/<id>.ogn`, open rooms re-created at start;
 * with `redisUrl`, Colyseus's Redis presence and driver so that several processes share rooms and
 * matchmaking. With PostgreSQL, each process renews the leases of its rooms and restores the rooms
 * of a process that stopped renewing them (it died, or lost the database).
 */
import { createServer, type IncomingMessage } from 'node:http';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ErrorCode, matchMaker, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { type DiagramLimits, diagramHandler } from './diagrams.js';
import { guardHttp, guardUpgrades } from './guard.js';
import { watchLeases } from './leases.js';
import { capLine, DEFAULT_LIMITS, type ServerLimits } from './limits.js';
import { type MetricsServer, NO_METRICS, startMetrics } from './metrics.js';
import { isRedisDown, REDIS_UNAVAILABLE, type RedisLink, watchRedis } from './redis.js';
import { type RoomContext, roomClass } from './room.js';
import { restorer } from './room-restore.js';
import { isPostgresUrl, openStore, StorageError, type Store, type StoredRoom } from './store.js';

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
  /**
   * Where games are kept: a SQLite file (one machine) or a `postgres://user:password@host/db` URL
   * (several machines). Default: {@link ServerOptions.db}.
   */
  store?: string;
  /** SQLite file, when `store` is not given. Default `./oware-games.sqlite`. */
  db?: string;
  /**
   * With PostgreSQL: how long a room stays its process's without the process renewing it (seconds);
   * the rooms of a process that died are restored by another one after about this long. Default 10.
   */
  leaseSeconds?: number;
  /**
   * Largest size of the SQLite file in bytes (SQLite's `max_page_count`; never below its size at
   * start): beyond, writes are refused as on a full disk. Default: no limit.
   */
  maxDbBytes?: number;
  /**
   * SQLite only: when the disk syncs. `'normal'` (default): at each WAL checkpoint — a move is
   * acknowledged once in the WAL file, which survives the end of the process however it ends, not
   * a power cut or a crash of the operating system; `'full'`: at every commit, which survives those
   * too, and each group of moves waits for the disk.
   */
  dbSync?: 'normal' | 'full';
  /** Redis URL: share rooms with other processes (Colyseus Redis presence and driver). */
  redisUrl?: string;
  /** The address clients reach this process at (`host:port`), needed with several processes. */
  publicAddress?: string;
  /** Base of invite links: `<inviteBase>?room=<id>`. */
  inviteBase?: string;
  limits?: Partial<ServerLimits>;
  /**
   * Proxies in front of the server (nginx, Caddy, a load balancer) that append the client's address
   * to X-Forwarded-For: the client is the address that many entries from the end. Default 0: the
   * socket's address, X-Forwarded-For ignored (anyone can send it).
   */
  trustProxy?: number;
  /**
   * Serve `GET /metrics` (Prometheus text format; needs prom-client) on this port, on a listener of
   * its own bound to `metricsHost` (0: a free port). Default: no metrics.
   */
  metricsPort?: number;
  /** Address the metrics listener binds. Default `127.0.0.1` (the machine itself only). */
  metricsHost?: string;
  /** Where log lines go (default `console.log`). */
  log?: (line: string) => void;
  /**
   * Diagrams by URL, embeds and oEmbed (src/server/diagrams.ts) at the server's root, with short
   * ids kept in the server's store: on by default; `false` turns them off; `{ base }` gives their
   * public URL (behind a proxy), `{ limits }` changes their limits.
   */
  diagrams?: boolean | { base?: string; limits?: Partial<DiagramLimits> };
}

export interface RunningServer {
  port: number;
  /** The port `GET /metrics` is served on, or `null` without metrics. */
  metricsPort: number | null;
  store: Store;
  close(): Promise<void>;
}

/**
 * Colyseus's logger, each line capped (a client's input can end up in an error's text). The Redis
 * presence's line for every failed reconnection (one a second per client while Redis is down) is
 * left out: ./redis.ts says once when Redis goes and once when it is back.
 */
function cappedLogger(log: (line: string) => void) {
  const line = (...args: unknown[]) => {
    const text = args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(' ');
    if (!/^RedisPresence: (pub|sub) connection error/.test(text)) log(text);
  };
  return { debug: () => undefined, trace: () => undefined, info: line, warn: line, error: line };
}

/**
 * Every room is invite-only: reachable by its id (`joinById`), never found by matchmaking. Of
 * Colyseus's matchmaking methods only `create`, `joinById` and `reconnect` are offered (`join` and
 * `joinOrCreate` would look for a room to put a stranger in); each room is also `private`, which
 * Colyseus's own queries skip. Errors are answered with a short fixed text: a code of ours
 * (`invalid-options: …`) or one per Colyseus error code, never the input nor an internal error's text.
 */
function privateMatchmaking(
  log: (line: string) => void,
  redis: () => RedisLink | null,
  refused: (reason: string) => void,
): void {
  const controller = matchMaker.controller;
  controller.exposedMethods = ['create', 'joinById', 'reconnect'];
  const invoke = (controller as { original?: typeof controller.invokeMethod }).original ?? controller.invokeMethod;
  (controller as { original?: typeof invoke }).original = invoke;
  const guarded = async function (this: typeof controller, ...args: Parameters<typeof invoke>) {
    // Redis down: every create and join would wait for it, then fail; say so at once
    if (redis() && !redis()?.up()) {
      refused('unavailable');
      throw Object.assign(new Error(REDIS_UNAVAILABLE), { code: 503 });
    }
    try {
      return await invoke.apply(this, args);
    } catch (e) {
      const error = publicError(e as Error & { code?: number }, args[0], log);
      refused(error.message.split(':')[0]);
      throw error;
    }
  };
  controller.invokeMethod = guarded as typeof invoke;
}

/** Our own refusals start with a code of ours; they carry no input and pass as they are. */
const OWN_REFUSAL =
  /^(invalid-options|room-cap|address-cap|spectator-cap|storage-unavailable|rate-limited|unavailable): [^\n]{0,160}$/;

function publicError(e: Error & { code?: number }, method: string, log: (line: string) => void): Error {
  const message = String(e?.message ?? '');
  const fixed = (code: number, text: string) => Object.assign(new Error(text), { code });
  if (OWN_REFUSAL.test(message)) return fixed(e.code ?? ErrorCode.MATCHMAKE_UNHANDLED, message);
  if (isRedisDown(e)) return fixed(503, REDIS_UNAVAILABLE);
  // a room whose seats are taken has room for spectators only: full means their cap
  if (/ is already full\.?$/.test(message))
    return fixed(
      e.code ?? ErrorCode.MATCHMAKE_UNHANDLED,
      'spectator-cap: this room has as many spectators as it allows',
    );
  switch (e?.code) {
    case ErrorCode.MATCHMAKE_NO_HANDLER:
      return fixed(e.code, 'not-offered: rooms are created (create) or joined by their id (joinById)');
    case ErrorCode.MATCHMAKE_INVALID_ROOM_ID:
      return fixed(e.code, 'room-not-found: no open room has that id');
    case ErrorCode.MATCHMAKE_INVALID_CRITERIA:
      return fixed(e.code, 'room-not-found: rooms are joined by their id');
    case ErrorCode.MATCHMAKE_EXPIRED:
      return fixed(e.code, 'expired: the seat reservation or reconnection has expired');
    case ErrorCode.AUTH_FAILED:
      return fixed(e.code, 'refused: the room refused this join');
  }
  log(`matchmaking ${String(method).slice(0, 20)} failed: ${message}`);
  return fixed(ErrorCode.MATCHMAKE_UNHANDLED, 'server-error: the request could not be served');
}

/**
 * A WebSocket upgrade the server serves: a room of this process (Colyseus's `/<process>/<room>`
 * with the `sessionId` of a seat reservation or a `reconnectionToken`), or Colyseus's latency probe
 * at `/`. Any other is refused before the handshake (./guard.ts).
 */
function isRoomUpgrade(req: IncomingMessage): boolean {
  let url: URL;
  try {
    url = new URL(`ws://server${req.url ?? '/'}`); // (as Colyseus reads it)
  } catch {
    return false;
  }
  if (url.pathname === '/') return true;
  const room = /\/[\w-]+\/([\w-]+)$/.exec(url.pathname)?.[1];
  if (!room || !(url.searchParams.has('sessionId') || url.searchParams.has('reconnectionToken'))) return false;
  return matchMaker.getLocalRoomById(room) !== undefined;
}

/** Start a server; resolves once it listens and its open rooms are back. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  readyStatesOnNode20();
  const limits: ServerLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const out = options.log ?? ((line: string) => console.log(line));
  const log = (line: string) => out(capLine(line));
  const location = options.store ?? options.db ?? 'oware-games.sqlite';
  const postgres = isPostgresUrl(location);
  const store = await openStore(postgres ? location : resolve(location), {
    maxBytes: options.maxDbBytes,
    synchronous: options.dbSync,
    // this process's name in the rooms' rows: restarted at the same address, it takes its rooms back at once
    owner: options.publicAddress ?? (options.port ? `${hostname()}:${options.port}` : undefined),
    leaseMs: options.leaseSeconds ? options.leaseSeconds * 1000 : undefined,
  });
  const live = new Set<string>();
  let metricsServer: MetricsServer | null = null;
  if (options.metricsPort !== undefined)
    metricsServer = await startMetrics({
      port: options.metricsPort,
      host: options.metricsHost ?? '127.0.0.1',
      rooms: () => live.size,
      clients: () => matchMaker.stats.local.ccu,
    });
  const metrics = metricsServer?.metrics ?? NO_METRICS;
  if (metricsServer) store.onGroup = metrics.storeGroup;
  // One log line when the storage becomes unavailable and one when it is back (not one per refusal).
  let storageDown: string | null = null;
  const write = async (fn: () => Promise<void>): Promise<boolean> => {
    const t0 = performance.now();
    try {
      await fn();
      metrics.storeWrite((performance.now() - t0) / 1000, true);
    } catch (e) {
      if (!(e instanceof StorageError)) throw e;
      metrics.storeWrite((performance.now() - t0) / 1000, false);
      if (storageDown !== e.message)
        log(`storage unavailable (${e.message}): moves, joins and creates are refused with storage-unavailable`);
      storageDown = e.message;
      return false;
    }
    if (storageDown) log(`storage available again (was: ${storageDown})`);
    storageDown = null;
    return true;
  };
  const ctx: RoomContext = {
    store,
    limits,
    live,
    restoring: new Map(),
    byAddress: new Map(),
    inviteBase: options.inviteBase ?? null,
    log,
    sharedListings: !!options.redisUrl,
    write,
    metrics,
  };
  let presence: ConstructorParameters<typeof Server>[0] = {};
  let redis: RedisLink | null = null;
  if (options.redisUrl) {
    const { RedisPresence } = await import('@colyseus/redis-presence');
    const { RedisDriver } = await import('@colyseus/redis-driver');
    const p = new RedisPresence(options.redisUrl);
    const d = new RedisDriver(options.redisUrl);
    const { pub, sub } = p as unknown as { pub: unknown; sub: unknown };
    const clients = [pub, sub, (d as unknown as { _client: unknown })._client];
    redis = watchRedis(clients as Parameters<typeof watchRedis>[0], log);
    presence = { presence: p, driver: d };
  }
  // the longest the event loop was held since the last GET /healthz (reported there)
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  // (Node checks its headers and request timeouts every 30 s unless told: every second here, so
  // that a connection that never sends its request is closed when its time is up)
  const http = createServer({ connectionsCheckingInterval: 1000 });
  const transport = new WebSocketTransport({ server: http, maxPayload: limits.maxMessageBytes });
  const server = new Server({
    transport,
    ...presence,
    publicAddress: options.publicAddress,
    greet: false,
    gracefullyShutdown: false,
    logger: cappedLogger(log),
    express: (app) => {
      if (options.diagrams !== false) {
        const { base, limits: diagramLimits } = typeof options.diagrams === 'object' ? options.diagrams : {};
        app.use(
          diagramHandler({
            log,
            store,
            trustProxy: options.trustProxy ?? 0,
            ...(base ? { base } : {}),
            ...(diagramLimits ? { limits: diagramLimits } : {}),
          }),
        );
      }
      // ready: the store answers (a read, and its write lock is free) and so does Redis when configured
      app.get('/healthz', async (_req, res) => {
        const storeProblem = await store.check();
        const redisProblem = redis ? await redis.check() : null;
        const ok = storeProblem === null && redisProblem === null;
        const eventLoopMaxMs = Math.round(loopDelay.max / 1e6);
        loopDelay.reset();
        res.setHeader('Cache-Control', 'no-store');
        res.status(ok ? 200 : 503).json({
          ok,
          store: storeProblem ?? 'ok',
          redis: redis ? (redisProblem ?? 'ok') : 'not configured',
          rooms: ctx.live.size,
          eventLoopMaxMs,
        });
      });
      app.get('/games/:file', async (req, res) => {
        const m = /^([\w-]{1,80})\.ogn$/.exec(req.params.file);
        res.setHeader('Access-Control-Allow-Origin', '*');
        let ogn: string | null;
        try {
          ogn = m ? await store.record(m[1]) : null;
        } catch (e) {
          log(`GET /games failed: ${(e as Error).message}`);
          res.status(503).type('text/plain').send('storage-unavailable: try again shortly\n');
          return;
        }
        if (!ogn) {
          res.status(404).type('text/plain').send('no finished game with that id\n');
          return;
        }
        res.type('application/x-ogn; charset=utf-8').send(ogn);
      });
    },
  });
  server.define('oware', roomClass(ctx));
  privateMatchmaking(log, () => redis, metrics.requestRefused);
  // Colyseus's listen() never settles when the port is taken (the error reaches only the HTTP
  // server's 'error' event): wait for that event too, until it listens
  let listenError: (e: Error) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => {
    listenError = reject;
  });
  transport.server?.once('error', listenError);
  try {
    await Promise.race([server.listen(options.port ?? 2567, options.host ?? '0.0.0.0'), failed]);
  } catch (e) {
    // (a port in use: the metrics listener must not keep the process alive)
    await metricsServer?.close();
    throw e;
  } finally {
    transport.server?.off('error', listenError);
  }
  if (transport.server)
    guardHttp(transport.server, {
      maxBodyBytes: limits.maxBodyBytes,
      trustProxy: options.trustProxy ?? 0,
      createsPerMinute: limits.createsPerMinute,
      joinsPerMinute: limits.joinsPerMinute,
      refused: metrics.requestRefused,
    });
  guardUpgrades(http, isRoomUpgrade, metrics.requestRefused);
  const address = transport.server?.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 2567);
  // rows that cannot be read: said once by this process, not claimed again
  const bad = new Set<string>();
  const onBad = (when: string) => (id: string, e: Error) => {
    bad.add(id);
    log(`room ${id} skipped ${when}: its stored row cannot be read (${e.message})`);
  };
  const restore = restorer(ctx);
  let rooms: StoredRoom[] = [];
  if (!(await write(async () => void (rooms = await store.openRooms(onBad('at start'))))))
    log('no room restored at start: the store cannot be read now');
  await restore(rooms, postgres);
  const leases = store.leases ? watchLeases(store.leases, ctx, write, restore, onBad, bad, log) : null;
  return {
    port,
    metricsPort: metricsServer?.port ?? null,
    store,
    async close() {
      redis?.stop();
      loopDelay.disable();
      await leases?.stop();
      const live = [...ctx.live];
      await server.gracefullyShutdown(false);
      await metricsServer?.close();
      // the rooms are left to the other processes at once (not after their leases run out)
      await store.leases?.release(live).catch(() => undefined);
      await store.close();
    },
  };
}
