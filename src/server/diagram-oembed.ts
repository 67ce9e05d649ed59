/**
 * The oEmbed answer (`GET …/oembed?url=…&format=json`) for a URL of this diagram service: `type:
 * rich` with the iframe for an embed URL, `type: photo` for an image URL, sized to the picture within
 * `maxwidth` and `maxheight`; a 4xx answer with a short reason for anything else (never the URL
 * itself in full). src/server/diagrams.ts routes to it and sends the JSON. Node-only.
 */
import type { Entry } from './diagram-cache.js';
import { type PictureRoute, routeOf } from './diagram-routes.js';

/** An answer: its status and the JSON value to send. */
export interface OembedAnswer {
  status: number;
  value: unknown;
}

const answer = (status: number, value: unknown): OembedAnswer => ({ status, value });

/**
 * The answer for the request's `query`, on the service at `base` (no trailing slash); `made` draws
 * a picture or embed route (from the render cache when it is there).
 */
export async function oembedAnswer(
  query: URLSearchParams,
  base: string,
  made: (route: PictureRoute, base: string) => Promise<Entry>,
): Promise<OembedAnswer> {
  const format = query.get('format') ?? 'json';
  if (format !== 'json') return answer(501, { error: `format ${format.slice(0, 20)} is not offered; use format=json` });
  const raw = query.get('url');
  if (!raw) return answer(400, { error: 'url is required: oembed?url=<a diagram or embed URL>&format=json' });
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return answer(404, { error: 'url is not a URL of this service' });
  }
  const ours = new URL(`${base}/`);
  if (url.origin !== ours.origin || !url.pathname.startsWith(ours.pathname))
    return answer(404, { error: 'url is not a URL of this service' });
  const route = routeOf(`/${url.pathname.slice(ours.pathname.length)}`, url.searchParams);
  if (!route || !('code' in route)) return answer(404, { error: 'url is not a diagram or an embed of this service' });
  const entry = await made(route, base);
  if (entry.status !== 200)
    return answer(404, { error: `url is not a diagram that can be drawn: ${entry.title.slice(0, 200)}` });
  const max = (k: string) => {
    const v = Number(query.get(k));
    return Number.isFinite(v) && v > 0 ? v : Infinity;
  };
  const scale = Math.min(1, max('maxwidth') / entry.width, max('maxheight') / entry.height);
  const width = Math.round(entry.width * scale);
  const height = Math.round(entry.height * scale);
  const common = {
    version: '1.0',
    title: entry.title,
    provider_name: 'oware-board',
    provider_url: `${base}/`,
    cache_age: 86400,
    width,
    height,
  };
  if (route.kind === 'embed') {
    const src = url.href.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    const title = entry.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    return answer(200, {
      ...common,
      type: 'rich',
      html: `<iframe src="${src}" width="${width}" height="${height}" title="${title}" style="border:0;max-width:100%" loading="lazy"></iframe>`,
    });
  }
  return answer(200, { ...common, type: 'photo', url: url.href });
}
