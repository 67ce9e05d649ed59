/**
 * The HTTP side of the server, bounded: every request (Colyseus's matchmaking routes and the
 * server's own) passes here first. Its client address is read once (the socket's, or behind
 * `trustProxy` proxies the one they add to X-Forwarded-For) and handed to Colyseus as `x-real-ip`;
 * a body larger than `maxBodyBytes` is answered 413 and its connection closed (it is never held in
 * memory); creates and seat reservations are rate-limited per address (429 with Retry-After).
 */
import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import { isIPv6 } from 'node:net';
import type { Duplex } from 'node:stream';

export interface GuardOptions {
  maxBodyBytes: number;
  /** Proxies in front of the server that append to X-Forwarded-For (0: none, the socket's address counts). */
  trustProxy: number;
  createsPerMinute: number;
  joinsPerMinute: number;
  /** Told the code of each refusal (`rate-limited`, `body-too-large`), for the metrics. */
  refused?: (reason: string) => void;
}

/** Token buckets per key: `perMinute` at once, then refilled at `perMinute` a minute. */
export class RateLimiter {
  private buckets = new Map<string, { tokens: number; at: number }>();
  private swept = 0;

  constructor(private perMinute: number) {}

  /** Take one token for `key` at `now`; `0` when allowed, else the seconds to wait. */
  take(key: string, now = Date.now()): number {
    if (now - this.swept > 60_000) this.sweep(now);
    const rate = this.perMinute / 60_000;
    const b = this.buckets.get(key) ?? { tokens: this.perMinute, at: now };
    b.tokens = Math.min(this.perMinute, b.tokens + (now - b.at) * rate);
    b.at = now;
    this.buckets.set(key, b);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - b.tokens) / rate / 1000));
  }

  /** Forget buckets that have refilled (memory stays bounded by the addresses of the last minute). */
  private sweep(now: number): void {
    this.swept = now;
    for (const [key, b] of this.buckets) if (now - b.at >= 60_000) this.buckets.delete(key);
  }
}

/**
 * The key an address is counted under: IPv4 as it is (also when mapped into IPv6), IPv6 by its /64
 * (one host usually has a whole /64 to pick addresses from).
 */
export function addressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const a = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped) return mapped[1];
  if (!isIPv6(a)) return a.slice(0, 64);
  const [head, tail = ''] = a.split('::');
  const h = head ? head.split(':') : [];
  const t = a.includes('::') && tail ? tail.split(':') : [];
  const groups = [...h, ...Array(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}

/** The client's address of `req`: the socket's, or the one `trustProxy` proxies put before theirs. */
export function clientAddress(req: IncomingMessage, trustProxy: number): string {
  const peer = req.socket.remoteAddress ?? '';
  if (trustProxy <= 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  chain.push(peer);
  return chain[Math.max(0, chain.length - 1 - trustProxy)];
}

/** How long the rest of a refused body may keep coming before its connection is cut. */
const DRAIN_MS = 2000;

const METHOD = /^\/matchmake\/([^/?]+)\//;

function answer(res: ServerResponse, status: number, error: string, headers: Record<string, string> = {}): void {
  const body = JSON.stringify({ code: status, error });
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'access-control-allow-origin': '*',
    ...headers,
  });
  res.end(body);
}

/** Put the guard in front of every request listener of `server` (call after Colyseus has bound its routes). */
export function guardHttp(server: HttpServer, opts: GuardOptions): void {
  const creates = new RateLimiter(opts.createsPerMinute);
  const joins = new RateLimiter(opts.joinsPerMinute);
  const listeners = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  const pass = (req: IncomingMessage, res: ServerResponse) => {
    for (const l of listeners) l.call(server, req, res);
  };
  // Slow headers (Slowloris) and slow bodies are cut early.
  server.headersTimeout = 10_000;
  server.requestTimeout = 20_000;

  server.on('request', (req: IncomingMessage & { body?: unknown }, res: ServerResponse) => {
    const address = clientAddress(req, opts.trustProxy);
    // Colyseus reads the client's address from x-real-ip first (its AuthContext.ip): the one here.
    req.headers['x-real-ip'] = address;
    delete req.headers['x-client-ip'];

    // The rest of a refused body is read and dropped (Node does so once the answer is sent), never
    // kept: closing at once would reset the connection before the client reads the answer. A body
    // still coming DRAIN_MS after the answer has its connection cut.
    const refuse = (status: number, error: string, headers?: Record<string, string>) => {
      opts.refused?.(error.split(':')[0]);
      answer(res, status, error, headers);
      if (req.complete) return;
      const cut = setTimeout(() => req.socket.destroy(), DRAIN_MS);
      req.once('end', () => clearTimeout(cut));
      req.once('close', () => clearTimeout(cut));
    };
    const tooLarge = () => refuse(413, `body-too-large: at most ${opts.maxBodyBytes} bytes`);
    if (Number(req.headers['content-length']) > opts.maxBodyBytes) return tooLarge();

    const m = req.method === 'POST' ? METHOD.exec(req.url ?? '') : null;
    if (m) {
      const limiter = m[1] === 'create' ? creates : joins;
      const wait = limiter.take(`${addressKey(address)}`);
      if (wait > 0) {
        return refuse(
          429,
          `rate-limited: too many ${m[1] === 'create' ? 'rooms created' : 'joins'} from your address`,
          {
            'retry-after': String(wait),
          },
        );
      }
    }

    const hasBody =
      req.method !== 'GET' &&
      req.method !== 'HEAD' &&
      req.method !== 'OPTIONS' &&
      (Number(req.headers['content-length']) > 0 || req.headers['transfer-encoding'] !== undefined);
    if (!hasBody) return pass(req, res);

    // Read the body here, bounded, and give it on as `req.body` (Colyseus's router takes it from
    // there rather than reading the stream itself).
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > opts.maxBodyBytes) {
        over = true;
        chunks.length = 0;
        tooLarge();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (over) return;
      req.body = Buffer.concat(chunks).toString('utf8');
      pass(req, res);
    });
    req.on('error', () => {
      if (!res.headersSent) res.destroy();
    });
  });
}

/** How long Colyseus's latency probe (a WebSocket at `/`, which it closes after 1 s) may stay. */
const PROBE_MS = 2000;

const NOT_A_ROOM = 'not-a-room: WebSocket connections are for the rooms of this server\n';

/**
 * Put a check in front of every `upgrade` listener of `server`: an upgrade that `isOurs` refuses (a
 * path that is not a room of this process) is answered `404` and its socket closed at once, before
 * any WebSocket handshake; without it such a socket stayed open until Colyseus's pings gave up on
 * it. An upgrade at `/` (Colyseus's latency probe, closed by Colyseus after 1 s) has its socket
 * destroyed after {@link PROBE_MS} whether or not the other end answered the close.
 */
export function guardUpgrades(
  server: HttpServer,
  isOurs: (req: IncomingMessage) => boolean,
  refused?: (reason: string) => void,
): void {
  type Upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
  const listeners = server.listeners('upgrade') as Upgrade[];
  server.removeAllListeners('upgrade');
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    if (!isOurs(req)) {
      refused?.('not-a-room');
      const head = `HTTP/1.1 404 Not Found\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(NOT_A_ROOM)}\r\nConnection: close\r\n\r\n`;
      socket.end(head + NOT_A_ROOM, () => socket.destroy());
      return;
    }
    if ((req.url ?? '/').split('?')[0] === '/') {
      const cut = setTimeout(() => socket.destroy(), PROBE_MS);
      socket.once('close', () => clearTimeout(cut));
    }
    for (const l of listeners) l.call(server, req, socket, head);
  });
}
