// The studio's outputs, from its state: the smallest <oware-board> tag that draws it, the Markdown
// fence (key: value lines, as the oware-board Markdown plugins read them), the share link's fragment
// (the state as JSON, deflated and base64url-encoded) and its reader.

/** What the studio holds: the position and how it is drawn. */
export interface StudioState {
  position: string;
  orientation: 'south' | 'north';
  labels: 'none' | 'letters' | 'numbers';
  stores: boolean;
  highlight: string;
  arrows: string;
  markers: string;
  caption: string;
}

export const START = '4,4,4,4,4,4/4,4,4,4,4,4 S 0-0';

export const initialState = (): StudioState => ({
  position: START,
  orientation: 'south',
  labels: 'letters',
  stores: false,
  highlight: '',
  arrows: '',
  markers: '',
  caption: '',
});

/** The attributes that differ from a board's defaults, in a fixed order. */
function attributes(s: StudioState): [string, string | true][] {
  const out: [string, string | true][] = [];
  if (s.position !== START) out.push(['position', s.position]);
  if (s.orientation !== 'south') out.push(['orientation', s.orientation]);
  if (s.labels !== 'none') out.push(['labels', s.labels]);
  if (s.stores) out.push(['stores', true]);
  for (const k of ['highlight', 'arrows', 'markers'] as const) if (s[k]) out.push([k, s[k]]);
  return out;
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The smallest tag that draws the state (the caption as a figure's caption around it). */
export function tagOf(s: StudioState): string {
  const attrs = attributes(s)
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${escapeAttr(v)}"`))
    .join('');
  const tag = `<oware-board${attrs}></oware-board>`;
  return s.caption ? `<figure>\n  ${tag}\n  <figcaption>${escapeText(s.caption)}</figcaption>\n</figure>` : tag;
}

/** The Markdown fence: ```oware with one `key: value` line per attribute that differs, and the caption. */
export function fenceOf(s: StudioState): string {
  const lines = attributes(s).map(([k, v]) => `${k}: ${v === true ? 'true' : v}`);
  if (s.caption) lines.push(`caption: ${s.caption}`);
  return ['```oware', ...lines, '```'].join('\n');
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

/** The state as a URL fragment (`#s=…`): its JSON, deflated, base64url. */
export async function fragmentOf(s: StudioState): Promise<string> {
  const packed = await pipe(new TextEncoder().encode(JSON.stringify(s)), new CompressionStream('deflate-raw'));
  return `#s=${toBase64Url(packed)}`;
}

/** The state a fragment holds, or `null` (none, or not one of ours). */
export async function stateOf(fragment: string): Promise<StudioState | null> {
  const m = /^#s=([\w-]+)$/.exec(fragment);
  if (!m) return null;
  try {
    const json = new TextDecoder().decode(await pipe(fromBase64Url(m[1]!), new DecompressionStream('deflate-raw')));
    const v = JSON.parse(json) as Partial<StudioState>;
    const s = initialState();
    for (const k of Object.keys(s) as (keyof StudioState)[])
      if (typeof v[k] === typeof s[k]) (s as unknown as Record<string, unknown>)[k] = v[k];
    return s;
  } catch {
    return null;
  }
}
