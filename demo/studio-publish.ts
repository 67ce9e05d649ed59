// The studio's publish buttons, for platforms that run no script: an image link (…/svg/<code>),
// the embed code (an iframe of …/embed/<code>), the embed URL alone (Medium, WordPress and
// Discourse turn a pasted link into the board through oEmbed) and Markdown with the image. The code
// is the Markdown fence's body, deflated (raw) and base64url with the version `1` before it, the
// diagram service's format (src/server/diagram-code.ts). The server's address is the page's own
// origin (the studio served by `oware-board serve`'s machine or behind the same host) unless the
// author gives another, kept in this browser (localStorage).

/** The words of this module's buttons in the studio's languages. */
const WORDS = {
  en: {
    publish: 'Publish where no script runs',
    server: 'Diagram server',
    copyImageLink: 'Copy image link',
    copyEmbed: 'Copy embed code',
    copyMedium: 'Copy link for Medium/WordPress',
    copyMarkdownImage: 'Copy Markdown with image',
    tooLong: 'This is {n} characters long as a link, over the server’s 8,192: shorten the record.',
  },
  de: {
    publish: 'Veröffentlichen, wo kein Skript läuft',
    server: 'Diagramm-Server',
    copyImageLink: 'Bildlink kopieren',
    copyEmbed: 'Einbettungscode kopieren',
    copyMedium: 'Link für Medium/WordPress kopieren',
    copyMarkdownImage: 'Markdown mit Bild kopieren',
    tooLong: 'Als Link sind das {n} Zeichen, mehr als die 8.192 des Servers: kürze die Partie.',
  },
  fr: {
    publish: 'Publier là où aucun script ne tourne',
    server: 'Serveur de diagrammes',
    copyImageLink: 'Copier le lien de l’image',
    copyEmbed: 'Copier le code d’intégration',
    copyMedium: 'Copier le lien pour Medium/WordPress',
    copyMarkdownImage: 'Copier le Markdown avec l’image',
    tooLong: 'En lien, cela fait {n} caractères, plus que les 8 192 du serveur : raccourcissez la partie.',
  },
  af: {
    publish: 'Publiseer waar geen skrip loop nie',
    server: 'Diagrambediener',
    copyImageLink: 'Kopieer prentskakel',
    copyEmbed: 'Kopieer inbedkode',
    copyMedium: 'Kopieer skakel vir Medium/WordPress',
    copyMarkdownImage: 'Kopieer Markdown met prent',
    tooLong: 'As skakel is dit {n} karakters, meer as die bediener se 8 192: maak die rekord korter.',
  },
  ja: {
    publish: 'スクリプトが動かない場所に公開',
    server: '図のサーバー',
    copyImageLink: '画像リンクをコピー',
    copyEmbed: '埋め込みコードをコピー',
    copyMedium: 'Medium/WordPress 用リンクをコピー',
    copyMarkdownImage: '画像付き Markdown をコピー',
    tooLong: 'リンクにすると {n} 文字で、サーバーの上限 8,192 を超えます。棋譜を短くしてください。',
  },
} as const;

type Word = keyof (typeof WORDS)['en'];
const STORE = 'oware-studio-server';
/** The diagram service's longest URL (its default `maxUrlLength`). */
const MAX_URL = 8192;

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

/** What the buttons copy, for a diagram's code on the server at `base`. */
export function publishTexts(base: string, code: string, o: { title: string; width: number; height: number }) {
  const root = base.replace(/\/+$/, '');
  const embed = `${root}/embed/${code}`;
  const image = `${root}/svg/${code}`;
  return {
    image,
    embed: `<iframe src="${attr(embed)}" width="${o.width}" height="${o.height}" title="${attr(o.title)}" style="border:0;max-width:100%" loading="lazy"></iframe>`,
    medium: embed,
    markdown: `![${o.title.replace(/[[\]\\]/g, '\\$&')}](${image})`,
  };
}

/**
 * The publish controls (`#publish-…` in studio.html). `copy` is the studio's own copy (it says
 * what was copied); `update` gives them the fence on show, the picture's title and size and
 * whether the board has a bar under it (controls, a puzzle).
 */
export function setupPublish(copy: (text: string, what: string) => Promise<void>) {
  const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  const input = $<HTMLInputElement>('publish-base');
  const said = $('publish-said');
  let lang: keyof typeof WORDS = 'en';
  let current = { fence: '', title: 'Oware board', width: 480, height: 200 };
  input.value = localStorage.getItem(STORE) ?? location.origin;
  input.addEventListener('change', () => {
    const v = input.value.trim();
    if (/^https?:\/\/[^\s?#]+$/.test(v)) localStorage.setItem(STORE, v.replace(/\/+$/, ''));
    else {
      localStorage.removeItem(STORE);
      input.value = location.origin;
    }
  });
  const texts = async () => publishTexts(input.value, await diagramCode(bodyOfFence(current.fence)), current);
  const button = (id: string, word: Word, pick: (t: Awaited<ReturnType<typeof texts>>) => string) =>
    $(id).addEventListener('click', async () => {
      const text = pick(await texts());
      const length = text.length - input.value.length;
      said.textContent = length > MAX_URL ? WORDS[lang].tooLong.replace('{n}', length.toLocaleString(lang)) : '';
      await copy(text, WORDS[lang][word]);
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
    setLang(next: string) {
      lang = (next in WORDS ? next : 'en') as keyof typeof WORDS;
      for (const el of document.querySelectorAll<HTMLElement>('[data-tp]'))
        el.textContent = WORDS[lang][el.dataset.tp as Word];
    },
  };
}
