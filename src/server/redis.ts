/**
 * Redis going away and coming back. Colyseus's Redis presence and driver hold three ioredis clients;
 * by default a command waits in ioredis's offline queue until 20 reconnections have failed (~10 s)
 * and is then rejected with `MaxRetriesPerRequestError`, which Colyseus's own timers (its stats)
 * leave unhandled: the process exited. Here:
 *
 * - once connected, a command sent while Redis is down fails at once (no offline queue), and
 *   reconnection is tried every second at most;
 * - the server refuses creates and joins while Redis is down ({@link RedisLink.up}) with a fixed
 *   `unavailable: …` (503); the rooms this process hosts play on (their sockets do not need Redis);
 * - a rejection left unhandled whose error is Redis's connection failure is logged (once per outage)
 *   instead of stopping the process; any other stays fatal;
 * - when every client is connected again, this process's rooms and its room count are written to
 *   Redis again (a restarted Redis has forgotten them) and creates and joins work again.
 */
import { matchMaker } from '@colyseus/core';

/** The part of an ioredis client used here. */
interface RedisClient {
  status: string;
  options: { enableOfflineQueue?: boolean; maxRetriesPerRequest?: number | null; retryStrategy?: unknown };
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  ping(): Promise<unknown>;
}

/** Errors of a Redis connection that is down (ioredis's texts), as opposed to a bug. */
export function isRedisDown(e: unknown): boolean {
  const err = e as { name?: unknown; message?: unknown } | null;
  if (!err || typeof err !== 'object') return false;
  if (err.name === 'MaxRetriesPerRequestError') return true;
  const m = String(err.message ?? '');
  return (
    m === "Stream isn't writeable and enableOfflineQueue options is false" ||
    m === 'Connection is closed.' ||
    /^connect ECONNREFUSED|^read ECONNRESET|^write EPIPE/.test(m)
  );
}

export const REDIS_UNAVAILABLE = 'unavailable: the room registry (Redis) cannot be reached; try again shortly';

export interface RedisLink {
  /** Whether every client is connected. */
  up(): boolean;
  /** `null` when Redis answers a PING within `ms`, else why not. */
  check(ms?: number): Promise<string | null>;
  /** Stop watching (before the clients are closed). */
  stop(): void;
}

/** Watch `clients` (the presence's and the driver's), logging with `log`. */
export function watchRedis(clients: RedisClient[], log: (line: string) => void): RedisLink {
  let down = false;
  let stopped = false;
  let reportedUnhandled = false;
  for (const c of clients) {
    c.options.maxRetriesPerRequest = 1;
    c.options.retryStrategy = (times: number) => Math.min(100 * times, 1000);
    // the driver's client has no listener: ioredis would print every failed connection
    c.on('error', () => undefined);
    c.on('ready', () => {
      c.options.enableOfflineQueue = false;
      if (down && clients.every((x) => x.status === 'ready')) recovered();
    });
    c.on('close', () => {
      if (stopped || down) return;
      down = true;
      reportedUnhandled = false;
      log('redis unavailable: creates and joins are refused (unavailable) until it is back; the rooms here play on');
    });
  }
  const recovered = () => {
    down = false;
    // a restarted Redis has forgotten this process's rooms and room count: write them again
    Promise.all([matchMaker.restoreMissingRoomCaches(), matchMaker.stats.persist(true)])
      .then(() => log(`redis available again: the ${matchMaker.stats.local.roomCount} rooms here are listed again`))
      .catch((e) => log(`redis available again, but listing the rooms here failed: ${(e as Error).message}`));
  };
  const onUnhandled = (reason: unknown) => {
    if (!isRedisDown(reason)) throw reason;
    if (reportedUnhandled) return;
    reportedUnhandled = true;
    log(`redis: a Colyseus call failed while Redis is down (${(reason as Error).message}); going on`);
  };
  process.on('unhandledRejection', onUnhandled);
  return {
    up: () => !down && clients.every((c) => c.status === 'ready'),
    async check(ms = 1000) {
      if (!clients.every((c) => c.status === 'ready')) return 'not connected';
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve(`no answer to PING within ${ms} ms`), ms);
      });
      try {
        return await Promise.race([clients[0].ping().then(() => null), late]);
      } catch (e) {
        return (e as Error).message;
      } finally {
        clearTimeout(timer);
      }
    },
    stop() {
      stopped = true;
      process.off('unhandledRejection', onUnhandled);
    },
  };
}
