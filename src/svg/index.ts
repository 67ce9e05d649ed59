/**
 * `oware-board/svg`: a board as one standalone SVG document, from the element's own drawing
 * inputs — no DOM, no script in the picture; runs in Node, Deno, workers and browsers.
 *
 * ```js
 * import { boardSVG } from 'oware-board/svg';
 * const svg = boardSVG({ position: '1,2,0,6,3,3/4,1,2,1,0,3 S 10-12', highlight: 'c:capture d:capture', arrows: 'F>c' });
 * ```
 *
 * The picture is the element's: the same view model (`diagram/view-model.ts`) and the same shapes
 * (`diagram/scene.ts`, `diagram/overlay.ts`) that the element draws, painted with the element's colours
 * (`diagram/palette.ts`) as presentation attributes (`paint.ts`). Same options, same bytes.
 * @module
 */

import { readAnnotations } from '../diagram/annotation-attributes.js';
import { describeIssues } from '../diagram/annotations.js';
import { boardView, type Labels } from '../diagram/view-model.js';
import { RULES } from '../element/validation.js';
import { Game, PositionError, type Side, type VariantName } from '../engine/index.js';
import '../i18n/all.js';
import { resolveStrings } from '../i18n/index.js';
import { BoardSVGError, idPrefix, look, type SvgSettings, viewSVG } from './view-svg.js';

export type { SvgSettings };
export { BoardSVGError, PositionError };

/** What {@link boardSVG} draws: the element's drawing attributes under their property names, and the picture's size, theme and language. */
export interface BoardSVGOptions {
  /** The position string (`4,4,4,4,4,4/4,4,4,4,4,4 S 0-0`, or `start`, the default). */
  position?: string;
  /** The rules (`abapa`, the default, …): they decide whether the position is over. */
  variant?: VariantName;
  /** The side drawn at the bottom: `south` (default) or `north`. */
  orientation?: Side;
  /** Pit letters or numbers beside the counts: `none` (default), `letters`, `numbers`. */
  labels?: Labels;
  /** Big stores with their seeds (else compact score trays). */
  stores?: boolean;
  /** Marks and arrows in the `highlight` syntax: `c:capture d 2>6`. */
  highlight?: string;
  /** Arrows: `F>c C>a:capture`. */
  arrows?: string;
  /** Marker badges: `c:1 e:★:good`. */
  markers?: string;
  /** A line of text under the board. */
  caption?: string;
  /** The picture's width in CSS pixels (default 480; 120–4000); the height follows. */
  size?: number;
  /** `light` (default), `dark`, or `auto`: light, and dark under `prefers-color-scheme: dark`. */
  theme?: 'light' | 'dark' | 'auto';
  /** The language of the picture's title and description (`en` default; `de`, `fr`, `af`, `ja`). */
  lang?: string;
  /** The prefix of the picture's ids (default: made from the options, so two different pictures on a page never share one). */
  id?: string;
}

const KNOWN = new Set([
  'position',
  'variant',
  'orientation',
  'labels',
  'stores',
  'highlight',
  'arrows',
  'markers',
  'caption',
  'size',
  'theme',
  'lang',
  'id',
]);

/** `value` checked by the element's rule for `k` (its message when bad). */
function checked<K extends 'variant' | 'orientation' | 'labels' | 'stores'>(k: K, value: unknown) {
  const rule = RULES[k];
  if (value === undefined) return rule.fallback;
  if (!rule.valid(value))
    throw new BoardSVGError(k, value, typeof rule.hint === 'string' ? rule.hint : rule.hint(value));
  return value;
}

/** A string option (or `''`). */
function text(k: string, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new BoardSVGError(k, value, `${k} must be a string, not ${typeof value}`);
  return value;
}

/**
 * The board of `options` as a standalone SVG document (a string): the element's picture at
 * `size` CSS pixels wide, with a `<title>` (who is to move, the score) and a `<desc>` (each pit's
 * count and marks, the arrows and markers, the caption) in `lang`, counts as real text, colours
 * resolved (the `auto` theme adds one `@media (prefers-color-scheme: dark)` rule), no script and
 * no external reference. Deterministic: the same options give the same bytes.
 *
 * @throws {PositionError} a position that cannot be read (the element's message).
 * @throws {BoardSVGError} any other bad option (`option`, `value`; the element's message).
 */
export function boardSVG(options: BoardSVGOptions = {}): string {
  if (typeof options !== 'object' || options === null)
    throw new BoardSVGError('options', options, 'boardSVG takes an object of options');
  for (const k of Object.keys(options))
    if (!KNOWN.has(k))
      throw new BoardSVGError(
        k,
        (options as Record<string, unknown>)[k],
        `unknown option; use ${[...KNOWN].join(', ')}`,
      );
  const o = options;
  const variant = checked('variant', o.variant) as VariantName;
  const orientation = checked('orientation', o.orientation) as Side;
  const labels = checked('labels', o.labels) as Labels;
  const stores = checked('stores', o.stores) as boolean;
  const { size, theme } = look(o);
  const position = text('position', o.position) || 'start';
  const caption = text('caption', o.caption);
  const lang = text('lang', o.lang) || 'en';
  const game = new Game({ position, variant }); // throws PositionError
  const read = readAnnotations({
    highlight: text('highlight', o.highlight),
    arrows: text('arrows', o.arrows),
    markers: text('markers', o.markers),
  });
  if (read.issues.length) {
    const bad = read.issues[0]!.attribute;
    throw new BoardSVGError(bad, o[bad as 'highlight'], describeIssues(read.issues));
  }
  const id =
    o.id === undefined
      ? idPrefix(
          JSON.stringify([
            position,
            variant,
            orientation,
            labels,
            stores,
            o.highlight,
            o.arrows,
            o.markers,
            caption,
            size,
            theme,
            lang,
          ]),
        )
      : text('id', o.id);
  if (!/^[A-Za-z][\w-]*$/.test(id))
    throw new BoardSVGError('id', id, 'an id prefix is a letter, then letters, digits, - or _');

  const strings = resolveStrings(lang);
  const view = boardView({
    pits: game.pits,
    score: game.score,
    turn: game.turn,
    result: game.result,
    legal: [],
    interactive: 'none',
    orientation,
    labels,
    stores,
    lastMove: null,
    annotations: { marks: read.marks, arrows: read.arrows, caption: caption || undefined },
    strings,
    focus: -1,
  });
  return viewSVG(view, { marks: read.marks, arrows: read.arrows, caption }, { size, theme, lang, id, strings, labels });
}
