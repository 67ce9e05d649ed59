// The studio's publish buttons, for platforms that run no script: an image link (…/svg/<code>),
// the embed code (an iframe of …/embed/<code>), the embed URL alone (Medium, WordPress and
// Discourse turn a pasted link into the board through oEmbed) and Markdown with the image. The code
// is the Markdown fence's body, deflated (raw) and base64url with the version `1` before it, the
// diagram service's format (src/server/diagram-code.ts). The server's address is the page's own
// origin (the studio served by `oware-board serve`'s machine or behind the same host) unless the
// author gives another, kept in this browser (localStorage). A diagram too long for a link is kept on
// the server under a short id (./publish-server.ts).
// (the short-id path, ./publish-server.ts with its words in five languages, is loaded only when a
// link would be too long)

/**
 * The longest link the buttons copy with the diagram in it (the embed URL, the longest of them): 2,000
 * characters, the length links keep everywhere (older browsers, CDNs and proxies, platforms that cut
 * pasted links); longer diagrams get a short id.
 */
export const MAX_LINK = 2000;

/** The words of this module's buttons in the studio's languages. */
const WORDS = {
  en: {
    publish: 'Publish where no script runs',
    server: 'Diagram server',
    copyImageLink: 'Copy image link',
    copyEmbed: 'Copy embed code',
    copyMedium: 'Copy link for Medium/WordPress',
    copyMarkdownImage: 'Copy Markdown with image',
  },
  de: {
    publish: 'Veröffentlichen, wo kein Skript läuft',
    server: 'Diagramm-Server',
    copyImageLink: 'Bildlink kopieren',
    copyEmbed: 'Einbettungscode kopieren',
    copyMedium: 'Link für Medium/WordPress kopieren',
    copyMarkdownImage: 'Markdown mit Bild kopieren',
  },
  fr: {
    publish: 'Publier là où aucun script ne tourne',
    server: 'Serveur de diagrammes',
    copyImageLink: 'Copier le lien de l’image',
    copyEmbed: 'Copier le code d’intégration',
    copyMedium: 'Copier le lien pour Medium/WordPress',
    copyMarkdownImage: 'Copier le Markdown avec l’image',
  },
  af: {
    publish: 'Publiseer waar geen skrip loop nie',
    server: 'Diagrambediener',
    copyImageLink: 'Kopieer prentskakel',
    copyEmbed: 'Kopieer inbedkode',
    copyMedium: 'Kopieer skakel vir Medium/WordPress',
    copyMarkdownImage: 'Kopieer Markdown met prent',
  },
  ja: {
    publish: 'スクリプトが動かない場所に公開',
    server: '図のサーバー',
    copyImageLink: '画像リンクをコピー',
    copyEmbed: '埋め込みコードをコピー',
    copyMedium: 'Medium/WordPress 用リンクをコピー',
    copyMarkdownImage: '画像付き Markdown をコピー',
  },
} as const;

type Word = keyof (typeof WORDS)['en'];
const STORE = 'oware-studio-server';

const toBase64Url = (bytes: Uint8Array) => {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** The diagram code of a fence's body: `1` and its UTF-8 deflated (raw), in base64url. */
export async function diagramCode(body: string): Promise<string> {
  const stream = new Blob([new TextEncoder().encode(body) as BlobPart]).stream();
  const out = new Response(stream.pipeThrough(new CompressionStream('deflate-raw')));
  return `1${toBase64Url(new Uint8Array(await out.arrayBuffer()))}`;
}

/** A fence's body: its lines between the opening and the closing fence. */
export const bodyOfFence = (fence: string): string => fence.split('\n').slice(1, -1).join('\n');

const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A diagram's image and embed URLs by its code on the server at `base`. */
export function codeURLs(base: string, code: string): { image: string; embed: string } {
  const root = base.replace(/\/+$/, '');
  return { image: `${root}/svg/${code}`, embed: `${root}/embed/${code}` };
}

/** What the buttons copy, for a diagram's image and embed URLs. */
export function publishTexts(
  { image, embed }: { image: string; embed: string },
  o: { title: string; width: number; height: number },
) {
  return {
    image,
    embed: `<iframe src="${attr(embed)}" width="${o.width}" height="${o.height}" title="${attr(o.title)}" style="border:0;max-width:100%" loading="lazy"></iframe>`,
    medium: embed,
    markdown: `![${o.title.replace(/[[\]\\]/g, '\\$&')}](${image})`,
  };
}

/**
 * The publish controls (`#publish-…` in the studio's markup, under `root`). `copy` is the studio's
 * own copy (it says what was copied); `update` gives them the fence on show, the picture's title and
 * size and whether the board has a bar under it (controls, a puzzle). `base`: the diagram server's
 * address the element was given (`diagrams-base`), else the one kept in this browser or the page's.
 */
export function setupPublish(
  copy: (text: string, what: string) => Promise<void>,
  root: DocumentFragment | Document = document,
  base = '',
) {
  const $ = <T extends HTMLElement>(id: string) => root.getElementById(id) as T;
  const input = $<HTMLInputElement>('publish-base');
  const said = $('publish-said');
  let lang: keyof typeof WORDS = 'en';
  let current = { fence: '', title: 'Oware board', width: 480, height: 200 };
  input.value = base || (localStorage.getItem(STORE) ?? location.origin);
  input.addEventListener('change', () => {
    const v = input.value.trim();
    if (/^https?:\/\/[^\s?#]+$/.test(v)) localStorage.setItem(STORE, v.replace(/\/+$/, ''));
    else {
      localStorage.removeItem(STORE);
      input.value = location.origin;
    }
  });
  const fill = (text: string, values: Record<string, string>) =>
    text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
  /** The texts to copy and what to say: by the code, or by a short id when the link would be too long. */
  const texts = async () => {
    const base = input.value;
    const body = bodyOfFence(current.fence);
    const urls = codeURLs(base, await diagramCode(body));
    if (urls.embed.length <= MAX_LINK) return { texts: publishTexts(urls, current), note: '' };
    const n = urls.embed.length.toLocaleString(lang);
    const { PublishError, publishToServer, SERVER_WORDS } = await import('./publish-server.js');
    const words = SERVER_WORDS[lang];
    try {
      const stored = await publishToServer(base, body);
      const note = fill(words.viaServer, { n, id: stored.id });
      return { texts: publishTexts({ image: stored.svg, embed: stored.embed }, current), note };
    } catch (e) {
      if (!(e instanceof PublishError)) throw e;
      return { texts: null, note: fill(words[e.kind], { server: base, reason: e.reason, n }) };
    }
  };
  const button = (id: string, word: Word, pick: (t: ReturnType<typeof publishTexts>) => string) =>
    $(id).addEventListener('click', async () => {
      said.textContent = '';
      const { texts: t, note } = await texts();
      said.textContent = note;
      // (the server unreachable: nothing copied, the studio as it was)
      if (t) await copy(pick(t), WORDS[lang][word]);
    });
  button('publish-image', 'copyImageLink', (t) => t.image);
  button('publish-embed', 'copyEmbed', (t) => t.embed);
  button('publish-medium', 'copyMedium', (t) => t.medium);
  button('publish-markdown', 'copyMarkdownImage', (t) => t.markdown);
  return {
    update(fence: string, svg: string, bar: boolean) {
      const size = /^<svg\b[^>]*?\swidth="([\d.]+)"[^>]*?\sheight="([\d.]+)"/.exec(svg);
      const scale = size ? 480 / Number(size[1]) : 1;
      const title = /<title[^>]*>([^<]*)<\/title>/.exec(svg)?.[1] ?? 'Oware board';
      const height = Math.ceil(Number(size?.[2] ?? 185) * scale) + (bar ? 64 : 0) + 8;
      current = { fence, title: title.replace(/&amp;/g, '&').replace(/&lt;/g, '<'), width: 480, height };
    },
    /** What the buttons copy for the diagram on show. */
    texts,
    /** The diagram server's address: `next`, else the one kept in this browser or the page's. */
    setBase(next: string) {
      input.value = next || (localStorage.getItem(STORE) ?? location.origin);
    },
    setLang(next: string) {
      lang = (next in WORDS ? next : 'en') as keyof typeof WORDS;
      for (const el of root.querySelectorAll<HTMLElement>('[data-tp]'))
        el.textContent = WORDS[lang][el.dataset.tp as Word];
    },
  };
}
