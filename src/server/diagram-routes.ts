/**
 * The diagram service's routes as read from a request's path and query (`svg/<code>`, `d/<id>.png`,
 * `oembed`, `cdn/<file>`, …), the block a query's parameters make, and the `width` parameter.
 * Node-only (no I/O).
 */
import { DiagramRefusal } from './diagram-code.js';
import type { DiagramKind } from './diagram-render.js';

/** A route of the service, read from the request's path and query (`id`: a stored diagram's, in place of a code). */
export type PictureRoute = { kind: DiagramKind; code: string | null; id?: string; query: URLSearchParams };
export type Route =
  | PictureRoute
  | { kind: 'oembed' | 'script'; query: URLSearchParams }
  | { kind: 'cdn'; file: string };

const ROUTE = /^\/(svg|png|gif|embed)(?:\/([^/]*?)(?:\.(?:svg|png|gif|html))?)?\/?$/;
/** `d/<id>.svg|png|gif`, and `d/<id>` (or `.html`): the embed. */
const ID_ROUTE = /^\/d\/([^/.]+)(?:\.(svg|png|gif|html))?$/;

export function routeOf(path: string, query: URLSearchParams): Route | null {
  if (path === '/oembed') return { kind: 'oembed', query };
  if (path === '/embed.js') return { kind: 'script', query };
  const cdn = /^\/cdn\/([\w.-]+)$/.exec(path);
  if (cdn) return { kind: 'cdn', file: cdn[1]! };
  const d = ID_ROUTE.exec(path);
  if (d) {
    const kind = (d[2] === 'html' || !d[2] ? 'embed' : d[2]) as DiagramKind;
    return { kind, code: null, id: d[1]!, query };
  }
  const m = ROUTE.exec(path);
  if (!m) return null;
  // a code starts with its version (a digit); an id with a letter
  if (m[2] && /^[A-Za-z]/.test(m[2])) return { kind: m[1] as DiagramKind, code: null, id: m[2], query };
  return { kind: m[1] as DiagramKind, code: m[2] || null, query };
}

/**
 * A block's body from query parameters: one `key: value` line each (a key alone for an empty
 * value: a flag), in their order; `width` is the picture's, not a key. Refused: a line break in a
 * value (it would start another key).
 */
export function bodyOfQuery(query: URLSearchParams): string {
  const lines: string[] = [];
  for (const [key, value] of query) {
    if (key === 'width') continue;
    if (!/^[A-Za-z][\w-]{0,40}$/.test(key))
      throw new DiagramRefusal(400, 'invalid-diagram', `'${key.slice(0, 40)}' is not a key of an oware diagram`);
    if (/[\r\n]/.test(value))
      throw new DiagramRefusal(400, 'invalid-diagram', `${key}: a value is one line (no line breaks)`);
    lines.push(value === '' ? key : `${key}: ${value}`);
  }
  return lines.join('\n');
}

/** The `width` query parameter as a number (undefined when absent). */
export function widthOf(query: URLSearchParams): number | undefined {
  const w = query.get('width');
  if (w === null) return undefined;
  if (!/^\d{1,6}$/.test(w))
    throw new DiagramRefusal(400, 'invalid-width', 'width must be a whole number of pixels, at least 16');
  return Number(w);
}
