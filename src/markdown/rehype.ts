/**
 * `oware-board/rehype`: a rehype plugin that draws each `<pre><code class="language-oware">` — a
 * ```` ```oware ```` block of Markdown after remark-rehype, or the same markup in HTML — as a
 * board: an inline SVG picture (`boardSVG`), or, when the block asks for interaction, a live
 * `<oware-board>` with the picture inside `<noscript>`; a bad block becomes an error box in its
 * place (and a message on the file). The same blocks and keys as `oware-board/markdown-it`, read by
 * the same module (`fence.ts`); the picture becomes tree nodes (hast-util-from-html-isomorphic),
 * so no `allowDangerousHtml` is needed.
 *
 * ```js
 * import { unified } from 'unified';
 * import remarkParse from 'remark-parse';
 * import remarkRehype from 'remark-rehype';
 * import rehypeStringify from 'rehype-stringify';
 * import rehypeOware from 'oware-board/rehype';
 * const html = String(await unified().use(remarkParse).use(remarkRehype).use(rehypeOware, { theme: 'auto' }).use(rehypeStringify).process(markdown));
 * ```
 * @module
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { fromHtmlIsomorphic } from 'hast-util-from-html-isomorphic';
import { type Drawn, drawFence, liveTag, type OwareMarkdownOptions } from './render.js';

export { DiagramError } from './error.js';
export type { FenceDefaults } from './fence.js';
export type { OwareMarkdownOptions } from './render.js';

const element = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/** The markup of `html` as tree nodes. */
const nodes = (html: string) => fromHtmlIsomorphic(html, { fragment: true }).children as ElementContent[];

/** A drawn block as tree nodes: the same markup as the markdown-it plugin writes. */
function tree(drawn: Drawn): Element {
  if (drawn.kind === 'error')
    return element('div', { className: ['oware-error'], role: 'alert' }, [
      element('strong', {}, [{ type: 'text', value: drawn.heading }]),
      { type: 'text', value: ` ${drawn.error.message}` },
    ]);
  const note: ElementContent[] = drawn.note
    ? [
        element('p', { className: ['oware-warning'], role: 'note' }, [
          element('strong', {}, [{ type: 'text', value: drawn.note.heading }]),
          { type: 'text', value: ` ${drawn.note.messages.join('; ')}` },
        ]),
      ]
    : [];
  if (drawn.kind === 'picture')
    return element('figure', { className: ['oware-diagram'] }, [...nodes(drawn.svg), ...note]);
  // the live tag's attributes through the HTML reader (their names stay as written), its fallback
  // picture as nodes inside <noscript> (read on its own: the reader takes <noscript>'s content as text)
  const board = nodes(`${liveTag(drawn.attributes)}</oware-board>`)[0] as Element;
  board.children = [element('noscript', {}, nodes(drawn.svg))];
  const caption: ElementContent[] = drawn.caption
    ? [element('figcaption', {}, [{ type: 'text', value: drawn.caption }])]
    : [];
  return element('figure', { className: ['oware-diagram'] }, [board, ...note, ...caption]);
}

/** The info string of `pre`'s block (`oware …`), when it is `<pre><code class="language-oware">`. */
function owareInfo(pre: Element): string | null {
  if (pre.tagName !== 'pre') return null;
  const inner = pre.children.filter((c) => !(c.type === 'text' && !c.value.trim()));
  const code = inner[0];
  if (inner.length !== 1 || code?.type !== 'element' || code.tagName !== 'code') return null;
  const classes = code.properties.className;
  if (!(Array.isArray(classes) ? classes : [classes]).some((c) => String(c).toLowerCase() === 'language-oware'))
    return null;
  const meta = (code.data as { meta?: unknown } | undefined)?.meta;
  return `oware ${typeof meta === 'string' ? meta : ''}`;
}

/** The text of a node and its children. */
const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '';

/**
 * What the plugin needs of the file it transforms (unified's `VFile`): `message()`, told of each bad
 * block. (Its own shape, so that these declarations need no `vfile` package of their own.)
 */
export interface OwareFile {
  message(reason: string, options: { place?: Element['position']; ruleId: string; source: string }): unknown;
}

/**
 * The plugin: `.use(rehypeOware, options)`. `options` give every block a default `theme`, `size`
 * and `lang`, and `onError(error)` hears of each bad block (by default: a console warning); the
 * file gets a message for it too.
 */
export function rehypeOware(options: OwareMarkdownOptions = {}) {
  return (root: Root, file?: OwareFile): void => {
    const seen = new Set<string>();
    const visit = (parent: Root | Element) => {
      parent.children.forEach((child: RootContent, i) => {
        if (child.type !== 'element') return;
        const info = owareInfo(child);
        if (info === null) {
          visit(child);
          return;
        }
        const line = child.position?.start.line;
        const drawn = drawFence(info, child.children.map(textOf).join(''), options, seen, line);
        if (drawn.kind === 'error' && file)
          file.message(`${drawn.heading} ${drawn.error.message}`, {
            place: child.position,
            ruleId: 'oware',
            source: 'oware-board',
          });
        else if (drawn.kind !== 'error' && drawn.note && file)
          for (const message of drawn.note.messages)
            file.message(`${drawn.note.heading} ${message}`, {
              place: child.position,
              ruleId: 'oware-record',
              source: 'oware-board',
            });
        parent.children[i] = tree(drawn);
      });
    };
    visit(root);
  };
}

export default rehypeOware;
