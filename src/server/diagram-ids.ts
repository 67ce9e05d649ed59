/**
 * Short ids for diagrams (`…/d/<id>`): a diagram block's body kept in the server's store under a
 * hash of itself, so that the same diagram always gets the same id and storing it twice stores it
 * once. The body is made canonical first (line ends, trailing spaces, blank lines around it, a whole
 * fence around it, the order of its keys), so that the same diagram copied twice, or written with its
 * keys in another order, gets one id. `POST …/d` is
 * {@link postDiagram}; src/server/diagrams.ts routes to it and draws the ids. Node-only.
 */
/// <reference types="node" />
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { KEY_LINE } from '../markdown/fence.js';
import { KEYS } from '../markdown/keys.js';
import { type DiagramLimits, renderSVG } from './diagram-render.js';
import { RateLimiter } from './guard.js';
import { type DiagramStore, type DiagramStored, StorageError } from './store.js';

/** Characters of an id: the first a letter (a code's first character is its version, a digit), then 10 of base62. */
export const ID_LENGTH = 11;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BASE62 = `0123456789${LETTERS}`;
const ID = /^[A-Za-z][0-9A-Za-z]{10}$/;

/** Whether `s` has the form of an id (a code starts with a digit, its version). */
export const isDiagramId = (s: string): boolean => ID.test(s);

/**
 * The canonical body of a posted text: the body of an ```` ```oware ```` fence when the text is a
 * whole fence, else the text; line ends as `\n`, no trailing spaces, no blank lines before or after,
 * and its keys (the `key: value` lines before any record, read as the fence reads them) one a line in
 * the order of their names, written `key: value` (a flag alone as `key`), then a blank line and the
 * record as it was.
 */
export function canonicalBody(text: string): string {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/\s+$/, ''));
  const trim = () => {
    while (lines.length && lines[0] === '') lines.shift();
    while (lines.length && lines.at(-1) === '') lines.pop();
  };
  trim();
  const open = /^(`{3,}|~{3,})[ \t]*oware$/.exec(lines[0] ?? '');
  const close = lines.at(-1) ?? '';
  if (open && lines.length >= 2 && close.length >= open[1]!.length && close === open[1]![0]!.repeat(close.length)) {
    lines.shift();
    lines.pop();
    trim();
  }
  return sortedKeys(lines).join('\n');
}

/** `lines` with their leading key lines (read as the fence reads them) in the order of the keys' names (blank lines among them dropped). */
function sortedKeys(lines: readonly string[]): string[] {
  const keys: [string, string][] = [];
  let i = 0;
  for (; i < lines.length; i++) {
    const text = lines[i]!;
    if (!text.trim()) continue;
    const m = KEY_LINE.exec(text);
    if (!m || (m[2] === undefined && !Object.hasOwn(KEYS, m[1]!))) break;
    const value = m[2]?.trim();
    keys.push([m[1]!, value === undefined ? m[1]! : `${m[1]}: ${value}`]);
  }
  // a stable sort: a key given twice keeps its lines' order (the body is refused all the same)
  keys.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const record = lines.slice(i);
  return keys.length && record.length
    ? [...keys.map((k) => k[1]), '', ...record]
    : [...keys.map((k) => k[1]), ...record];
}

/** The id of a canonical body: 11 characters from its SHA-256 (about 65 bits), a letter first. */
export function diagramId(body: string): string {
  let n = BigInt(`0x${createHash('sha256').update(body, 'utf8').digest('hex').slice(0, 32)}`);
  let id = LETTERS[Number(n % 52n)]!;
  n /= 52n;
  for (let i = 1; i < ID_LENGTH; i++) {
    id += BASE62[Number(n % 62n)]!;
    n /= 62n;
  }
  return id;
}

/**
 * A request's body as bytes, at most `max` of them: the one a server in front has read already
 * (`req.body`, a string or Buffer: `oware-board serve`'s guard, Express's raw or text parser) or
 * read here. `null` when it is larger (the rest is left to drain; the caller answers 413).
 */
export function readBody(req: IncomingMessage & { body?: unknown }, max: number): Promise<Buffer | null> {
  const given = req.body;
  if (typeof given === 'string' || Buffer.isBuffer(given)) {
    const bytes = typeof given === 'string' ? Buffer.from(given, 'utf8') : given;
    return Promise.resolve(bytes.length > max ? null : bytes);
  }
  if (Number(req.headers['content-length']) > max) return Promise.resolve(null);
  if (req.readableEnded) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        req.off('data', onData);
        chunks.length = 0;
        req.resume(); // (the rest is read and dropped)
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(size > max ? null : Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

export interface PostOptions {
  store?: DiagramStore;
  limits: DiagramLimits;
  log: (line: string) => void;
  /** The key a request's client is counted under for the rate (its address). */
  addressOf: (req: IncomingMessage) => string;
}

/**
 * `POST …/d`: keep a block's body under its id. Answers JSON: `{ id, svg, png, gif, embed }` or
 * `{ code, error }` with a short fixed reason (never the posted text).
 */
export function postDiagram(
  o: PostOptions,
): (req: IncomingMessage, res: ServerResponse, base: string) => Promise<void> {
  const { store, limits, log } = o;
  const posts = new RateLimiter(limits.postsPerMinute);
  return async (req, res, base) => {
    const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
      const body = Buffer.from(JSON.stringify(value));
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(body.length),
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'access-control-allow-origin': '*',
        ...headers,
      });
      res.end(body);
    };
    const refuse = (status: number, error: string, headers?: Record<string, string>) =>
      json(status, { code: status, error }, headers);
    if (!store) return refuse(501, 'ids-unavailable: this server keeps no diagrams; use a code URL (…/svg/<code>)');
    const wait = posts.take(o.addressOf(req));
    if (wait > 0)
      return refuse(429, 'rate-limited: too many diagrams stored from your address; try again later', {
        'retry-after': String(wait),
      });
    const bytes = await readBody(req, limits.maxDiagramBytes);
    if (bytes === null) {
      refuse(413, `body-too-large: a diagram holds at most ${limits.maxDiagramBytes} bytes`);
      // (a body still coming 2 s after the answer has its connection cut)
      if (!req.complete) {
        const cut = setTimeout(() => req.socket.destroy(), 2000);
        req.once('end', () => clearTimeout(cut));
        req.once('close', () => clearTimeout(cut));
      }
      return;
    }
    const invalidText = () =>
      refuse(422, "invalid-diagram: the text is not an oware diagram (the keys of an ```oware block's body)");
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return invalidText();
    }
    const body = canonicalBody(text);
    if (!body) return invalidText();
    try {
      renderSVG(body); // the same reader and drawing as the code routes
    } catch {
      return invalidText();
    }
    const id = diagramId(body);
    let stored: DiagramStored;
    try {
      stored = await store.putDiagram(id, body, Date.now(), limits.maxStoredBytes);
    } catch (e) {
      if (!(e instanceof StorageError)) throw e;
      log(`diagrams: a diagram could not be stored: ${e.message}`);
      return refuse(503, 'storage-unavailable: the server cannot store diagrams now; try again shortly', {
        'retry-after': '10',
      });
    }
    if (stored === 'full')
      return refuse(507, 'store-full: the server keeps no more diagrams; use a code URL (…/svg/<code>)');
    const d = `${base}/d/${id}`;
    json(
      stored === 'stored' ? 201 : 200,
      { id, svg: `${d}.svg`, png: `${d}.png`, gif: `${d}.gif`, embed: `${base}/embed/${id}` },
      { location: `${d}.svg` },
    );
  };
}
