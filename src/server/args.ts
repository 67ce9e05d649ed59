/**
 * `oware-board serve`'s arguments, and the packages the server needs with them. Imports no package
 * (the server itself is ./server.js), so that the `oware-board` command reads the arguments and
 * looks for all the packages before it loads the server (src/cli/main.ts).
 */
import { DEFAULT_LIMITS, type ServerLimits } from './limits.js';
import type { ServerOptions } from './server.js';

/** Whether `store` names a PostgreSQL database (as ./store.ts says; repeated here: this module imports nothing). */
const isPostgresUrl = (store: string | undefined): boolean => !!store && /^postgres(ql)?:\/\//i.test(store);

const LIMIT_FLAGS: Record<string, keyof ServerLimits> = {
  '--max-message-bytes': 'maxMessageBytes',
  '--max-messages-per-second': 'maxMessagesPerSecond',
  '--max-rooms': 'maxRooms',
  '--max-spectators': 'maxSpectators',
  '--reconnect-seconds': 'reconnectSeconds',
  '--max-body-bytes': 'maxBodyBytes',
  '--creates-per-minute': 'createsPerMinute',
  '--joins-per-minute': 'joinsPerMinute',
  '--max-rooms-per-address': 'maxRoomsPerAddress',
  '--waiting-seconds': 'waitingSeconds',
  '--finished-seconds': 'finishedSeconds',
  '--abandoned-seconds': 'abandonedSeconds',
};

export const SERVE_USAGE = `usage: oware-board serve [--port 2567] [--host 0.0.0.0]
  [--store ./oware-games.sqlite | --store postgres://user:password@host:5432/db] [--max-db-bytes N] [--db-sync normal|full] [--lease-seconds 10]
  [--redis redis://host:6379 (or REDIS_URL)] [--public-address host:port] [--invite-base URL] [--trust-proxy 0]
  [--metrics-port N] [--metrics-host 127.0.0.1]
  [--no-diagrams | --diagrams-base URL] [--diagram-posts-per-minute 30] [--diagram-store-bytes 67108864]
  ${Object.keys(LIMIT_FLAGS)
    .map((f) => `[${f} ${DEFAULT_LIMITS[LIMIT_FLAGS[f]]}]`)
    .join(' ')}`;

/** Read `serve`'s arguments; throws an Error saying what is wrong. */
export function readServeArgs(argv: readonly string[], env: Record<string, string | undefined> = {}): ServerOptions {
  const opts: ServerOptions = { port: 2567, limits: {} };
  let diagramsOff = false;
  let diagramsBase: string | undefined;
  const diagramLimits: { postsPerMinute?: number; maxStoredBytes?: number } = {};
  if (env.REDIS_URL) opts.redisUrl = env.REDIS_URL;
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    const need = () => {
      if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`);
      i++;
      return value;
    };
    const int = (min: number) => {
      const v = need();
      const n = Number(v);
      if (!Number.isInteger(n) || n < min)
        throw new Error(`${flag} needs a whole number of at least ${min}, not '${v}'`);
      return n;
    };
    if (flag === '--port') opts.port = int(0);
    else if (flag === '--host') opts.host = need();
    else if (flag === '--store') opts.store = need();
    else if (flag === '--db') opts.db = need();
    else if (flag === '--lease-seconds') opts.leaseSeconds = int(1);
    else if (flag === '--max-db-bytes') opts.maxDbBytes = int(1);
    else if (flag === '--db-sync') {
      const v = need();
      if (v !== 'normal' && v !== 'full') throw new Error(`--db-sync is normal or full, not '${v.slice(0, 40)}'`);
      opts.dbSync = v;
    } else if (flag === '--redis') opts.redisUrl = need();
    else if (flag === '--public-address') opts.publicAddress = need();
    else if (flag === '--invite-base') opts.inviteBase = need();
    else if (flag === '--trust-proxy') opts.trustProxy = int(0);
    else if (flag === '--metrics-port') opts.metricsPort = int(0);
    else if (flag === '--metrics-host') opts.metricsHost = need();
    else if (flag === '--no-diagrams') diagramsOff = true;
    else if (flag === '--diagrams-base') {
      const url = need();
      if (!/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(url))
        throw new Error(
          `--diagrams-base needs an http(s) URL without query (https://example.org/boards), not '${url.slice(0, 80)}'`,
        );
      diagramsBase = url;
    } else if (flag === '--diagram-posts-per-minute') diagramLimits.postsPerMinute = int(1);
    else if (flag === '--diagram-store-bytes') diagramLimits.maxStoredBytes = int(0);
    else if (flag in LIMIT_FLAGS) (opts.limits as Record<string, number>)[LIMIT_FLAGS[flag]] = int(1);
    else throw new Error(`unknown option '${flag}'`);
  }
  const limited = Object.keys(diagramLimits).length > 0;
  if (diagramsOff) {
    if (limited || diagramsBase)
      throw new Error('--no-diagrams turns the diagrams off: give no other --diagram… flag with it');
    opts.diagrams = false;
  } else if (diagramsBase || limited)
    opts.diagrams = { ...(diagramsBase ? { base: diagramsBase } : {}), ...(limited ? { limits: diagramLimits } : {}) };
  if (opts.port !== undefined && opts.port > 65535) throw new Error('--port must be at most 65535');
  if (opts.store !== undefined && opts.db !== undefined)
    throw new Error('--db is the SQLite file of --store: give one of them, not both');
  if (opts.maxDbBytes !== undefined && isPostgresUrl(opts.store))
    throw new Error('--max-db-bytes limits a SQLite file; PostgreSQL has its own limits');
  if (opts.dbSync !== undefined && isPostgresUrl(opts.store))
    throw new Error('--db-sync is for the SQLite file; PostgreSQL has its own settings (synchronous_commit)');
  if (opts.leaseSeconds !== undefined && !isPostgresUrl(opts.store))
    throw new Error('--lease-seconds is for several processes on PostgreSQL (--store postgres://…)');
  if (opts.metricsPort !== undefined && opts.metricsPort > 65535)
    throw new Error('--metrics-port must be at most 65535');
  if (opts.metricsHost !== undefined && opts.metricsPort === undefined)
    throw new Error('--metrics-host needs --metrics-port (metrics are off without it)');
  return opts;
}

/**
 * The packages the server loads with `options` (optional peers of oware-board, see package.json):
 * Colyseus, its schema and WebSocket transport, and better-sqlite3 (pg instead with a PostgreSQL
 * store); the Redis presence and driver only with a Redis URL; prom-client only with metrics.
 */
export function servePackages(options: Pick<ServerOptions, 'redisUrl' | 'store' | 'metricsPort'>): string[] {
  const db = isPostgresUrl(options.store) ? 'pg' : 'better-sqlite3';
  const packages = ['@colyseus/core', '@colyseus/schema', '@colyseus/ws-transport', db];
  if (options.redisUrl) packages.push('@colyseus/redis-presence', '@colyseus/redis-driver');
  if (options.metricsPort !== undefined) packages.push('prom-client');
  return packages;
}
