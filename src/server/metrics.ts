/**
 * The server's metrics in Prometheus's text format (prom-client): `GET /metrics` on a listener of
 * its own (`--metrics-port`, bound to 127.0.0.1 unless `--metrics-host` says otherwise), never on
 * the public port, so that what the server reports about its load is for the operator's scraper
 * only. Off unless asked for; then prom-client (an optional peer) is loaded. The rooms call the
 * counters through {@link ServerMetrics}, which does nothing when metrics are off.
 *
 * The metrics (docs/online.md lists them): `oware_rooms`, `oware_clients`, `oware_moves_total`,
 * `oware_refused_total{type,reason}`, `oware_requests_refused_total{reason}`,
 * `oware_store_write_seconds` (histogram), `oware_store_write_failures_total`,
 * `oware_store_group_saves` (histogram: the saves each transaction carried), and prom-client's
 * default process and Node.js metrics (CPU, memory, event loop lag, …).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** What the server counts; every call is cheap (an increment, an observation). */
export interface ServerMetrics {
  /** A move was accepted (stored, then answered `accepted`). */
  moveAccepted(): void;
  /** A client's action was refused (`refused`): `type` the message type, `reason` the refusal's. */
  refused(type: string, reason: string): void;
  /** An HTTP request or WebSocket upgrade was refused: `reason` the code its answer starts with. */
  requestRefused(reason: string): void;
  /** A write of the store took `seconds`; `ok` is false when the storage was unavailable. */
  storeWrite(seconds: number, ok: boolean): void;
  /** The store wrote `saves` saves in one transaction (group commit). */
  storeGroup(saves: number): void;
}

/** The metrics when there are none: every call does nothing. */
export const NO_METRICS: ServerMetrics = {
  moveAccepted() {},
  refused() {},
  requestRefused() {},
  storeWrite() {},
  storeGroup() {},
};

/** A label value of ours (`not-your-turn`, `move`), or `other`: labels stay a small, fixed set. */
const label = (value: string) => (/^[a-z][a-z-]{0,39}$/.test(value) ? value : 'other');

export interface MetricsOptions {
  port: number;
  host: string;
  /** Rooms open in this process now. */
  rooms: () => number;
  /** Clients connected to this process's rooms now. */
  clients: () => number;
}

export interface MetricsServer {
  metrics: ServerMetrics;
  /** The port `GET /metrics` is served on. */
  port: number;
  close(): Promise<void>;
}

/** Upper bounds (seconds) of the store write histogram: 0.5 ms to 1 s. */
const STORE_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];

/** Start the metrics listener; resolves once it listens. */
export async function startMetrics(options: MetricsOptions): Promise<MetricsServer> {
  const prom = await import('prom-client');
  // a registry of this server's own (several servers in one process do not share counters)
  const register = new prom.Registry();
  prom.collectDefaultMetrics({ register });
  new prom.Gauge({
    name: 'oware_rooms',
    help: 'Rooms open in this process.',
    registers: [register],
    collect() {
      this.set(options.rooms());
    },
  });
  new prom.Gauge({
    name: 'oware_clients',
    help: "Clients (players and spectators) connected to this process's rooms.",
    registers: [register],
    collect() {
      this.set(options.clients());
    },
  });
  const moves = new prom.Counter({
    name: 'oware_moves_total',
    help: 'Moves accepted (stored, then answered accepted); rate() of it is moves per second.',
    registers: [register],
  });
  const refused = new prom.Counter({
    name: 'oware_refused_total',
    help: "Client actions refused, by message type and the refusal's reason (not-your-turn, empty-pit, …).",
    labelNames: ['type', 'reason'] as const,
    registers: [register],
  });
  const requests = new prom.Counter({
    name: 'oware_requests_refused_total',
    help: 'HTTP requests and WebSocket upgrades refused, by the code of the answer (rate-limited, room-not-found, not-a-room, …).',
    labelNames: ['reason'] as const,
    registers: [register],
  });
  const writes = new prom.Histogram({
    name: 'oware_store_write_seconds',
    help: 'Time of each write of the game store (a move, a join, a create, a close), seconds.',
    buckets: STORE_BUCKETS,
    registers: [register],
  });
  const groups = new prom.Histogram({
    name: 'oware_store_group_saves',
    help: 'Saves written in each transaction of the game store (the moves, joins and creates of one turn of the event loop).',
    buckets: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
    registers: [register],
  });
  const failures = new prom.Counter({
    name: 'oware_store_write_failures_total',
    help: 'Writes of the game store refused because the storage was unavailable (locked, full).',
    registers: [register],
  });

  const http = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found: GET /metrics\n');
      return;
    }
    try {
      const body = await register.metrics();
      res.writeHead(200, { 'content-type': register.contentType, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (e) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics-error: ${(e as Error).message}\n`);
    }
  });
  http.headersTimeout = 10_000;
  http.requestTimeout = 20_000;
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, options.host, () => {
      http.off('error', reject);
      resolve();
    });
  });
  const address = http.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    metrics: {
      moveAccepted: () => moves.inc(),
      refused: (type, reason) => refused.inc({ type: label(type), reason: label(reason) }),
      requestRefused: (reason) => requests.inc({ reason: label(reason) }),
      storeWrite(seconds, ok) {
        writes.observe(seconds);
        if (!ok) failures.inc();
      },
      storeGroup: (saves) => groups.observe(saves),
    },
    close: () =>
      new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      }),
  };
}
