/**
 * `oware-board/markdown-it`: a markdown-it plugin that draws each ```` ```oware ```` block as a
 * board — an inline SVG picture (`boardSVG`), or, when the block asks for interaction, a live
 * `<oware-board>` with the picture inside `<noscript>`; a bad block becomes an error box in its
 * place. Runs wherever markdown-it does (Node, workers, browsers); no DOM.
 *
 * ```js
 * import MarkdownIt from 'markdown-it';
 * import owareMarkdownIt from 'oware-board/markdown-it';
 * const md = new MarkdownIt().use(owareMarkdownIt, { theme: 'auto' });
 * md.render('```oware\nposition: start\nlabels: letters\n```\n');
 * ```
 * The blocks' keys: docs/static-diagrams.md#markdown.
 * @module
 */
import type { MarkdownIt } from 'markdown-it';
import { drawFence, type OwareMarkdownOptions, toHTML } from './render.js';

export { DiagramError } from './error.js';
export type { FenceDefaults } from './fence.js';
export type { OwareMarkdownOptions } from './render.js';

/** The ids used so far in each document rendered (markdown-it's `env` is one object per `render`). */
const pages = new WeakMap<object, Set<string>>();

/** Whether a fence's info string names an oware block (` ```oware`, ` ```oware interactive`). */
export const isOwareInfo = (info: string): boolean => /^oware(?:\s|$)/i.test(info.trim());

/**
 * The plugin: `md.use(owareMarkdownIt, options)`. `options` give every block a default `theme`,
 * `size` and `lang`, and `onError(error)` hears of each bad block (by default: a console warning).
 */
export function owareMarkdownIt(md: MarkdownIt, options: OwareMarkdownOptions = {}): void {
  const fence = md.renderer.rules.fence!;
  md.renderer.rules.fence = (tokens, idx, opts, env, self) => {
    const token = tokens[idx]!;
    if (!isOwareInfo(token.info)) return fence(tokens, idx, opts, env, self);
    const key = env && typeof env === 'object' ? env : pages;
    let seen = pages.get(key);
    if (!seen) pages.set(key, (seen = new Set()));
    return toHTML(drawFence(token.info, token.content, options, seen, token.map ? token.map[0] + 1 : undefined));
  };
}

export default owareMarkdownIt;
