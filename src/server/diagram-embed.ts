/**
 * The diagram service's embed page: one live `<oware-board>` with the block's keys as its
 * attributes and its picture as the fallback without script, its caption, the CDN file and the
 * height script from the service, and the oEmbed discovery link; and that height script. Node-only.
 */
import { escapeText } from '../diagram/write.js';
import { readKeys } from '../markdown/fence.js';
import { KEYS } from '../markdown/keys.js';
import { liveTag } from '../markdown/render.js';
import { drawPicture, measure, type Rendered, readDiagram } from './diagram-render.js';

/** The attributes of the embed's board: every key but the picture's own (`theme`, `size`), the record last. */
function boardAttributes(given: Map<string, unknown>, record: string): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, value] of given) {
    if (KEYS[key]!.use === 'picture' || value === false) continue;
    if (key === 'caption' && typeof value === 'string') continue;
    out.push([key, value === true ? '' : String(value)]);
  }
  if (record) out.push(['record', record]);
  return out;
}

/** Whether the embed's board has a bar under it (controls, a record, a game or a puzzle). */
function hasBar(given: Map<string, unknown>, record: string): boolean {
  return !!record || ['controls', 'puzzle', 'ai', 'moves', 'match', 'interactive'].some((k) => given.get(k));
}

/** The extra height (CSS pixels) an embed gives a board with a bar, before its page says its own height. */
export const BAR_HEIGHT = 64;

/**
 * The embed page of a block's body: one `<oware-board>` (the block's keys as its attributes; its
 * picture as the fallback without script), its caption, the CDN file and the height script from
 * this service (`assets`: their URL's start, relative), and the oEmbed discovery link (`oembed`:
 * the absolute URL of this page's oEmbed answer).
 */
export function renderEmbed(body: string, assets: string, oembed: string): Rendered {
  const d = readDiagram(body);
  const { given, record } = readKeys('oware', body);
  const svg = drawPicture(d.picture);
  const size = measure(svg);
  const lang = (given.get('lang') as string | undefined) ?? 'en';
  const caption = typeof given.get('caption') === 'string' ? (given.get('caption') as string) : d.picture.caption;
  const attrs = boardAttributes(given, record);
  const html = `<!doctype html>
<html lang="${escapeText(lang).replace(/"/g, '&quot;')}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeText(size.title)}</title>
<link rel="icon" href="data:,">
<link rel="alternate" type="application/json+oembed" href="${escapeText(oembed).replace(/"/g, '&quot;')}" title="${escapeText(size.title).replace(/"/g, '&quot;')}">
<style>html,body{margin:0;padding:0;background:transparent}body{padding:4px 0}figure{margin:0 auto;max-width:${size.width}px}oware-board{display:block;width:100%}figcaption{font:14px/1.4 system-ui,sans-serif;text-align:center;margin-top:4px}</style>
<script type="module" src="${assets}cdn/oware-board.min.js"></script>
<script type="module" src="${assets}embed.js"></script>
</head><body><figure>${liveTag(attrs)}<noscript>${svg}</noscript></oware-board>${
    // (the live board draws no caption of its own, a static block's included: its caption goes under it)
    caption ? `<figcaption>${escapeText(caption)}</figcaption>` : ''
  }</figure></body></html>
`;
  const height = size.height + (hasBar(given, record) ? BAR_HEIGHT : 0) + 8;
  return { status: 200, type: 'text/html; charset=utf-8', body: Buffer.from(html), ...size, height };
}

/**
 * The embed page's script (served as `…/embed.js`, so that the page's policy allows no inline
 * script): it tells the page around the iframe its height whenever it changes, as the message
 * `{ type: 'oware-embed-height', height }` (docs/images-and-embeds.md gives the page's two lines).
 */
export const EMBED_SCRIPT = `// oware-board embed: post this page's height to the page around it
const post = () => {
  const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
  if (height !== post.last && parent !== window) parent.postMessage({ type: 'oware-embed-height', height }, '*');
  post.last = height;
};
new ResizeObserver(post).observe(document.documentElement);
addEventListener('load', post);
`;
