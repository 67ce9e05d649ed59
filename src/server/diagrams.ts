/**
 * `oware-board/diagrams`: diagrams by URL, embeds and oEmbed, as one plain Node request handler
 * `(req, res, next?)` that `oware-board serve` mounts at its root and that an operator can mount on
 * any Node server (node:http, Express, Connect, Fastify's middie…). Node-only.
 *
 * Routes (after the mount point):
 * - `GET svg/<code>`, `png/<code>?width=600`, `gif/<code>`, `embed/<code>`: a block's keys in the
 *   path ({@link encodeDiagram}), cached for a year (`immutable`: the URL is the content);
 * - `GET svg?position=…&highlight=…`, `png?…&width=600`, `gif?moves=…`, `embed?…`: the same keys as
 *   query parameters, for links written by hand (cached for a day);
 * - `POST d` (the block's body, or a whole fence, as text): keep it in the server's store under a
 *   short id, a hash of its canonical text; answers `201 { id, svg, png, gif, embed }` (`200` when
 *   it was there already); bounded by its size (413), the block reader (422), a rate per client
 *   address (429) and a byte budget of all stored diagrams (507);
 * - `GET d/<id>.svg`, `d/<id>.png?width=600`, `d/<id>.gif`, `d/<id>` and `embed/<id>` (the embed):
 *   a stored diagram, as its code's (cached for a year: the id is its content's hash);
 * - `GET oembed?url=…&format=json`: oEmbed for this service's own URLs (`rich` for embeds, `photo`
 *   for pictures);
 * - `GET cdn/<file>`: the package's own CDN files (dist/oware-board*.js) for the embeds, and
 *   `GET embed.js`: the embed's height script.
 *
 * Every answer has an `ETag` (304 on `If-None-Match`); pictures are made once and kept in an LRU
 * cache of bounded bytes. Over a limit (URL length, pixels, frames, render time) or for a bad
 * diagram, the answer is a small error picture with the reason and a 4xx status. SVG answers
 * carry `Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'` and `nosniff`.
 * The service never fetches a URL a request names (oEmbed only reads the URL it is given), and its
 * log lines hold at most the start of a request's text.
 * @module
 */
/// <reference types="node" />
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Entry, etagOf, RenderCache } from './diagram-cache.js';
import { DiagramRefusal, decodeDiagram, encodeDiagram } from './diagram-code.js';
import { EMBED_SCRIPT, renderEmbed } from './diagram-embed.js';
import { isDiagramId, postDiagram } from './diagram-ids.js';
import { oembedAnswer } from './diagram-oembed.js';
import {
  DEFAULT_DIAGRAM_LIMITS,
  type DiagramKind,
  type DiagramLimits,
  errorImage,
  invalid,
  type Rendered,
  renderGIF,
  renderPNG,
  renderSVG,
} from './diagram-render.js';
import { bodyOfQuery, type PictureRoute, routeOf, widthOf } from './diagram-routes.js';
import { addressKey, clientAddress } from './guard.js';
import { capLine } from './limits.js';
import { type DiagramStore, StorageError } from './store.js';

export { RenderCache } from './diagram-cache.js';
export { CODE_VERSION, DiagramRefusal, decodeDiagram, encodeDiagram } from './diagram-code.js';
export { EMBED_SCRIPT } from './diagram-embed.js';
export { canonicalBody, diagramId, isDiagramId } from './diagram-ids.js';
export { DEFAULT_DIAGRAM_LIMITS, type DiagramLimits } from './diagram-render.js';
export { bodyOfQuery } from './diagram-routes.js';
export type { DiagramStore, DiagramStored } from './store.js';

export interface DiagramOptions {
  /**
   * The service's public URL (`https://boards.example.org/diagrams`), for the URLs it writes
   * (oEmbed, the embed's discovery link) and to tell its own URLs in oEmbed requests. Default: the
   * request's `Host` (http, or https on a TLS socket) and the mount point.
   */
  base?: string;
  /** The path the service is mounted under on a plain node:http server (`/diagrams`); Express strips its own. */
  prefix?: string;
  /** The folder of the CDN files (default: the package's dist/). */
  cdnDir?: string;
  /** Bytes the render cache may hold (default 32 MB). */
  cacheBytes?: number;
  limits?: Partial<DiagramLimits>;
  /** Where log lines go (default `console.log`); each is cut to 300 characters. */
  log?: (line: string) => void;
  /**
   * Where diagrams posted to `…/d` are kept under their short id (`oware-board serve` gives its
   * store: the SQLite file or PostgreSQL). Without one, `POST …/d` answers 501 and ids are unknown.
   */
  store?: DiagramStore;
  /**
   * Proxies in front of the service that append the client's address to X-Forwarded-For, for the
   * rate of `POST …/d` per client address (as the server's `trustProxy`). Default 0: the socket's address.
   */
  trustProxy?: number;
}

/** A plain request handler: answers its routes, passes any other request to `next` (or answers 404). */
export type DiagramHandler = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;

const YEAR = 'public, max-age=31536000, immutable';
const DAY = 'public, max-age=86400';
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";
/** The embed page's policy: scripts from this service only, no inline script, any page may frame it. */
export const EMBED_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; worker-src 'self' blob:; font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors *";

/** The package's dist/ folder: this file's own (dist/diagrams.js) or, from the source, ../../dist. */
function defaultCdnDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  return existsSync(join(here, 'oware-board.min.js')) ? here : join(here, '..', '..', 'dist');
}

/** Make the diagram service's handler. */
export function diagramHandler(options: DiagramOptions = {}): DiagramHandler {
  const limits: DiagramLimits = { ...DEFAULT_DIAGRAM_LIMITS, ...options.limits };
  const cache = new RenderCache(options.cacheBytes ?? 32 * 1024 * 1024);
  const cdnDir = options.cdnDir ?? defaultCdnDir();
  const out = options.log ?? ((line: string) => console.log(line));
  const log = (line: string) => out(capLine(line));
  const prefix = (options.prefix ?? '').replace(/\/+$/, '');
  const files = new Map<string, Entry | null>();
  // one render of a key at a time: requests that come while it is made wait for it
  const pending = new Map<string, Promise<Entry>>();

  /** The service's public URL (no trailing slash) for a request. */
  const baseOf = (req: IncomingMessage & { baseUrl?: string }): string => {
    if (options.base) return options.base.replace(/\/+$/, '');
    const host = String(req.headers.host ?? '');
    const safe = /^[\w.-]{1,253}(:\d{1,5})?$|^\[[\da-fA-F:.]{2,45}\](:\d{1,5})?$/.test(host) ? host : 'localhost';
    const tls = (req.socket as { encrypted?: boolean }).encrypted === true;
    return `${tls ? 'https' : 'http'}://${safe}${req.baseUrl ?? ''}${prefix}`;
  };

  const send = (
    req: IncomingMessage,
    res: ServerResponse,
    e: Pick<Entry, 'status' | 'type' | 'body' | 'etag'>,
    headers: Record<string, string>,
  ) => {
    const all: Record<string, string> = {
      'content-type': e.type,
      etag: e.etag,
      'x-content-type-options': 'nosniff',
      'access-control-allow-origin': '*',
      ...headers,
    };
    if (e.type.startsWith('image/svg+xml')) all['content-security-policy'] = SVG_POLICY;
    const tags = String(req.headers['if-none-match'] ?? '')
      .split(',')
      .map((t) => t.trim().replace(/^W\//, ''));
    if (e.status === 200 && tags.includes(e.etag)) {
      res.writeHead(304, all);
      res.end();
      return;
    }
    all['content-length'] = String(e.body.length);
    res.writeHead(e.status, all);
    res.end(req.method === 'HEAD' ? undefined : e.body);
  };

  /** A refusal as an error picture (PNG for the png route). */
  const refusal = async (r: DiagramRefusal, png: boolean): Promise<Entry> => {
    const image = await errorImage(r.status, r.message, png);
    return { status: r.status, ...image, etag: etagOf(image.body), width: 480, height: 80, title: r.message };
  };

  /** A stored diagram's body, or the answer for an id that is not one (404) or a store that did not answer (503). */
  const storedBody = async (id: string, png: boolean): Promise<string | Entry> => {
    let body: string | null = null;
    if (options.store && isDiagramId(id)) {
      try {
        body = await options.store.diagram(id);
      } catch (e) {
        if (!(e instanceof StorageError)) throw e;
        log(`diagrams: a stored diagram could not be read: ${e.message}`);
        const r = new DiagramRefusal(
          503,
          'storage-unavailable',
          'the server cannot read its diagrams now; try again shortly',
        );
        return { ...(await refusal(r, png)), transient: true };
      }
    }
    if (body !== null) return body;
    const r = new DiagramRefusal(404, 'unknown-id', 'no diagram is stored under this id on this server');
    return { ...(await refusal(r, png)), transient: true };
  };

  /** The answer of a picture or embed route (made, or from the cache). */
  const made = (route: PictureRoute, base: string): Promise<Entry> => {
    const width = route.kind === 'png' || route.kind === 'gif' ? route.query.get('width') : null;
    const source = route.code ?? route.id ?? bodyOfQuery(route.query);
    const how = route.code ? 'c' : route.id ? 'i' : 'q';
    const key = `${route.kind}|${route.kind === 'embed' ? base : (width ?? '')}|${how}|${how === 'q' ? createHash('sha1').update(source).digest('base64url') : source}`;
    const hit = cache.get(key);
    if (hit) return Promise.resolve(hit);
    const waiting = pending.get(key);
    if (waiting) return waiting;
    const work = (async (): Promise<Entry> => {
      let r: Rendered;
      let body: string;
      if (route.id) {
        const stored = await storedBody(route.id, route.kind === 'png');
        if (typeof stored !== 'string') return stored;
        body = stored;
      }
      try {
        body ??= route.code ? decodeDiagram(route.code, limits.maxDiagramBytes) : source;
        const w = widthOf(route.query);
        if (route.kind === 'svg') r = renderSVG(body);
        else if (route.kind === 'png') r = await renderPNG(body, w, limits);
        else if (route.kind === 'gif') r = await renderGIF(body, w, limits);
        else {
          const path = route.code ?? route.id;
          const self = path ? `${base}/embed/${path}` : `${base}/embed?${route.query.toString()}`;
          const oembed = `${base}/oembed?url=${encodeURIComponent(self)}&format=json`;
          // its assets relative to the page (…/embed/<code>, …/d/<id> are one folder deeper than …/embed?…)
          r = renderEmbed(body, path ? '../' : './', oembed);
        }
      } catch (e) {
        if (!(e instanceof DiagramRefusal) && !(e instanceof Error && 'reason' in e)) {
          log(`diagrams: ${route.kind} failed unexpectedly: ${(e as Error)?.message ?? e}`);
        }
        return refusal(invalid(e), route.kind === 'png');
      }
      return { ...r, etag: etagOf(r.body) };
    })();
    pending.set(key, work);
    return work.then(
      (entry) => {
        pending.delete(key);
        if (!entry.transient) cache.set(key, entry);
        return entry;
      },
      (e) => {
        pending.delete(key);
        throw e;
      },
    );
  };

  /** A CDN file of the package (read once). */
  const cdnFile = (file: string): Entry | null => {
    if (files.has(file)) return files.get(file)!;
    let entry: Entry | null = null;
    if (/^oware-board[\w.-]*\.js$/.test(file) && !file.includes('..')) {
      try {
        if (readdirSync(cdnDir).includes(file)) {
          const body = readFileSync(join(cdnDir, file));
          entry = {
            status: 200,
            type: 'text/javascript; charset=utf-8',
            body,
            etag: etagOf(body),
            width: 0,
            height: 0,
            title: file,
          };
        }
      } catch {}
    }
    if (files.size < 200) files.set(file, entry);
    return entry;
  };

  const oembed = async (req: IncomingMessage, res: ServerResponse, query: URLSearchParams, base: string) => {
    const { status, value } = await oembedAnswer(query, base, made);
    const body = Buffer.from(JSON.stringify(value));
    send(
      req,
      res,
      { status, type: 'application/json; charset=utf-8', body, etag: etagOf(body) },
      { 'cache-control': status === 200 ? DAY : 'public, max-age=600' },
    );
  };

  const post = postDiagram({
    store: options.store,
    limits,
    log,
    addressOf: (req) => addressKey(clientAddress(req, options.trustProxy ?? 0)),
  });

  return (req, res, next) => {
    const notOurs = () => {
      if (next) return next();
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('not found\n');
    };
    const raw = req.url ?? '/';
    let path = raw.split('?')[0] ?? '/';
    if (prefix) {
      if (!path.startsWith(`${prefix}/`)) return notOurs();
      path = path.slice(prefix.length);
    }
    if (path === '/d' || path === '/d/') {
      if (req.method === 'POST') {
        post(req, res, baseOf(req)).catch((e) => {
          log(`diagrams: POST /d failed: ${(e as Error)?.message ?? e}`);
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
          res.end('server-error: the request could not be served\n');
        });
        return;
      }
      // a browser's preflight, for a post that is not a plain one (a JSON content type…)
      const allow = { allow: 'POST, OPTIONS', 'access-control-allow-origin': '*' };
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...allow,
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': 'content-type',
          'access-control-max-age': '86400',
        });
        res.end();
        return;
      }
      res.writeHead(405, { ...allow, 'content-type': 'text/plain; charset=utf-8' });
      res.end('method not allowed: POST a diagram to …/d\n');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      if (path === '/oembed' || path === '/embed.js' || routeOf(path, new URLSearchParams()) !== null) {
        res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
        res.end('method not allowed: GET or HEAD\n');
        return;
      }
      return notOurs();
    }
    const q = raw.indexOf('?');
    const query = new URLSearchParams(q < 0 ? '' : raw.slice(q + 1));
    const route = routeOf(path, query);
    if (!route) return notOurs();
    const base = baseOf(req);
    const fail = (e: unknown) => {
      log(`diagrams: ${path.slice(0, 40)} failed (${raw.length} characters): ${(e as Error)?.message ?? e}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('server-error: the request could not be served\n');
    };
    if (raw.length > limits.maxUrlLength) {
      const r = new DiagramRefusal(
        414,
        'url-too-long',
        `the URL is ${raw.length.toLocaleString('en')} characters, over the limit of ${limits.maxUrlLength.toLocaleString('en')}; use a code URL (…/svg/<code>)`,
      );
      refusal(r, 'code' in route && route.kind === 'png')
        .then((e) => send(req, res, e, { 'cache-control': 'no-store' }))
        .catch(fail);
      return;
    }
    if (route.kind === 'script') {
      const body = Buffer.from(EMBED_SCRIPT);
      return send(
        req,
        res,
        { status: 200, type: 'text/javascript; charset=utf-8', body, etag: etagOf(body) },
        {
          'cache-control': 'public, max-age=3600',
        },
      );
    }
    if (route.kind === 'cdn') {
      const entry = cdnFile(route.file);
      if (!entry) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
        res.end('no such file among the CDN files\n');
        return;
      }
      // a chunk's name holds its content's hash; the entry files keep their names across versions
      const hashed = !/^oware-board(-lessons)?\.min\.js$/.test(route.file);
      return send(req, res, entry, { 'cache-control': hashed ? YEAR : 'public, max-age=3600' });
    }
    if (route.kind === 'oembed') {
      oembed(req, res, route.query, base).catch(fail);
      return;
    }
    const picture = route as PictureRoute;
    made(picture, base)
      .then((entry) => {
        const headers: Record<string, string> = {
          'cache-control': entry.transient
            ? 'no-store'
            : entry.status !== 200
              ? 'public, max-age=600'
              : picture.code || picture.id
                ? YEAR
                : DAY,
        };
        if (picture.kind === 'embed' && entry.status === 200) headers['content-security-policy'] = EMBED_POLICY;
        send(req, res, entry, headers);
      })
      .catch(fail);
  };
}

/** The URL of a block's body on the service at `base`: `…/<kind>/<code>`. */
export function diagramURL(base: string, kind: DiagramKind, body: string): string {
  return `${base.replace(/\/+$/, '')}/${kind}/${encodeDiagram(body)}`;
}
