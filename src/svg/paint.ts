/**
 * How a static picture is painted: the element's look as presentation attributes on the shapes of
 * `draw/scene.ts`, with the colours of `draw/palette.ts` resolved (no custom properties, no
 * stylesheet needed: a feed reader or an image viewer that drops `<style>` still shows the board),
 * and, for the `auto` theme, one `@media (prefers-color-scheme: dark)` rule set over them; for a
 * picture 240 px wide or less, the element's flat seed tones on standard-resolution screens.
 *
 * {@link RULES} follows the element's stylesheets (`element/styles.ts`, then the lessons' sheet for
 * marks, badges and arrows) rule for rule and in the same order, so that where several apply the
 * later wins property by property, as in the cascade. A value `@token` is a palette colour.
 */

import { DARK, FONT, LIGHT, type Token } from '../draw/palette.js';
import type { El } from '../draw/scene.js';

type Props = Record<string, string | number>;
/** A rule: the classes the shape must have, the classes its pit or store must have (or none), and what it sets. */
type Rule = [own: string, context: string, props: Props];

const ring = (stroke: string, width: number, more: Props = {}): Props => ({
  stroke,
  'stroke-width': width,
  'stroke-opacity': 1,
  ...more,
});

const RULES: Rule[] = [
  ['board-shadow', '', { fill: '#000', 'fill-opacity': 0.22 }],
  ['board-body', '', { fill: 'url(#@wood)', stroke: '@board-edge', 'stroke-width': 3 }],
  ['board-grain', '', { fill: 'none', stroke: '@grain', 'stroke-width': 1.4, 'stroke-opacity': 0.22 }],
  ['board-bevel', '', { fill: 'none', stroke: '#fff', 'stroke-opacity': 0.28, 'stroke-width': 2 }],
  ['groove', '', { stroke: '@board-edge', 'stroke-opacity': 0.35, 'stroke-linecap': 'round', 'stroke-width': 2 }],
  ['bowl', '', { fill: 'url(#@bowl)', stroke: '@board-edge', 'stroke-opacity': 0.7, 'stroke-width': 2 }],
  ['tray', '', { fill: 'url(#@bowl)', stroke: '@board-edge', 'stroke-width': 2 }],
  ['shade', '', { fill: 'url(#@shade)', stroke: '#fff', 'stroke-opacity': 0.28, 'stroke-width': 2 }],
  ['hit', '', { fill: 'none' }],
  ['ring', '', { fill: 'none', stroke: 'none', 'stroke-width': 5 }],
  ['seed', '', { stroke: '@seed-edge', 'stroke-width': 0.7, 'stroke-opacity': 0.5 }],
  ['count', '', { fill: '@text', 'font-size': 27, 'font-weight': 700, style: 'font-variant-numeric:tabular-nums' }],
  ['labelled', '', { 'text-anchor': 'start' }],
  ['label', '', { 'text-anchor': 'end', fill: '@label', 'font-size': 19, 'font-weight': 600, opacity: 0.8 }],
  [
    'pile-count',
    '',
    {
      fill: '#fff',
      stroke: '#000',
      'stroke-opacity': 0.65,
      'stroke-width': 5,
      'paint-order': 'stroke',
      'font-size': 26,
      'font-weight': 800,
    },
  ],
  [
    'bowl',
    'last-move',
    {
      stroke: '@last-move',
      'stroke-opacity': 1,
      'stroke-width': 5,
      'stroke-dasharray': '0 8.8',
      'stroke-linecap': 'round',
    },
  ],
  ['bowl', 'last-move-origin', { opacity: 0.86 }],
  ['ring', 'highlight', ring('@highlight', 6)],
  ['ring', 'capture', ring('@capture', 6)],
  ['ring', 'origin', ring('@origin', 6, { 'stroke-dasharray': '10 6' })],
  ['ring', 'target', ring('@origin', 4)],
  ['ring', 'good', ring('@good', 6)],
  ['ring', 'bad', ring('@capture', 4, { 'stroke-dasharray': '4 5' })],
  ['store-body', '', { fill: 'url(#@bowl-store)', stroke: '@board-edge', 'stroke-width': 2 }],
  ['store-shade', '', { fill: 'url(#@shade-store)' }],
  ['store-turn', '', { fill: 'none', stroke: 'none' }],
  ['store-turn', 'to-move', { stroke: '@legal', 'stroke-width': 3, 'stroke-opacity': 0.8 }],
  ['tray-count', '', { fill: '@banner-text', 'font-size': 28, 'font-weight': 800 }],
  ['caption-plate', '', { fill: '@notice' }],
  ['caption', '', { fill: '@notice-text' }],
  // the lessons' sheet: arrows, badges and the lesson mark kinds
  ['arrows', '', { opacity: 0.9 }],
  ['arrow', '', { fill: 'none', stroke: '@arrow', 'stroke-width': 6, 'stroke-linecap': 'round' }],
  ['arrow-head', '', { fill: '@arrow' }],
  ['arrow capture', '', { stroke: '@capture' }],
  ['arrow bad', '', { stroke: '@capture' }],
  ['arrow-head capture', '', { fill: '@capture' }],
  ['arrow-head bad', '', { fill: '@capture' }],
  ['arrow-head good', '', { fill: '@good' }],
  ['badge-rect', '', { fill: '@origin', stroke: '#fff', 'stroke-width': 2 }],
  ['badge-text', '', { fill: '#fff', 'font-size': 27, 'font-weight': 700 }],
  ['ring', 'legal', ring('@good', 5, { 'stroke-dasharray': '2 8', 'stroke-linecap': 'round' })],
  ['bowl', 'last', { stroke: '@last-move', 'stroke-width': 3.5 }],
  ['ring', 'sown', ring('@highlight', 3, { 'stroke-dasharray': '4 5', opacity: 0.9 })],
  ['ring', 'hint', ring('@good', 7)],
  ['badge-rect', 'good', { fill: '@good' }],
  ['badge-rect', 'bad', { fill: '@capture' }],
  ['badge-rect', 'capture', { fill: '@capture' }],
  ['arrow bad', '', { 'stroke-dasharray': '10 8' }],
  ['arrow good', '', { stroke: '@good' }],
];

/** {@link RULES} with their classes split once. */
const COMPILED = RULES.map(([want, within, props]) => [want.split(' '), within, props] as const);

/** Does `classes` hold every class of `want`? */
const has = (classes: string[], want: readonly string[]) => want.every((c) => classes.includes(c));

/** The colours of a theme (`dark`: the light ones with dark mode's changes). */
export const colours = (dark: boolean): Record<Token, string> => ({ ...LIGHT, ...(dark ? DARK : {}) });

/** A palette colour: `@token` (a gradient id `url(#@wood)` gets the picture's prefix). */
function resolve(v: string | number, c: Record<Token, string>, id: string): string {
  if (typeof v !== 'string') return String(v);
  if (v.startsWith('url(#@')) return `url(#${id}${v.slice(6)}`;
  return v.startsWith('@') ? c[v.slice(1) as Token] : v;
}

/** Colour `rgb(r g b / a)` as an SVG 1.1 colour and opacity (image viewers read both). */
function split(k: string, v: string, out: Record<string, string>): void {
  const m = /^rgb\((\d+) (\d+) (\d+) \/ ([\d.]+)\)$/.exec(v);
  if (m && (k === 'fill' || k === 'stroke')) {
    out[k] = `#${[m[1], m[2], m[3]].map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;
    out[`${k}-opacity`] = m[4]!;
  } else out[k] = v;
}

/** The classes a shape is styled by: its own, and (badge parts) `badge-rect`, `badge-text`. */
function classesOf(e: El, parent: string[]): string[] {
  const own = String(e.a.class ?? '')
    .split(' ')
    .filter(Boolean);
  if (parent.includes('badge')) own.push(e.t === 'rect' ? 'badge-rect' : 'badge-text');
  return own;
}

/**
 * Paint `e` and its children in place: presentation attributes from {@link RULES}, colours from
 * `c`, gradient ids with `id`; every text centred and in the board's font; stops by their
 * `c-<token>` class. `small`: the board is drawn 420 px wide or less (larger counts, as the element's
 * container query has them). `keep`: keep the classes (the `auto` theme's dark rules select by them).
 */
export function paint(
  e: El,
  c: Record<Token, string>,
  id: string,
  small: boolean,
  keep: boolean,
  context: string[] = [],
  parent: string[] = [],
): void {
  const own = classesOf(e, parent);
  const a = e.a;
  const set: Record<string, string> = {};
  if (e.t === 'stop' && typeof a.class === 'string') {
    const t = a.class.slice(2) as Token;
    set['stop-color'] = t === ('store' as Token) ? c.pit : c[t];
  }
  if (e.t === 'text')
    Object.assign(set, { 'text-anchor': a['text-anchor'] ?? 'middle', 'font-family': a['font-family'] ?? FONT });
  // the pit's or store's classes are the context of its shapes; a badge's kind is its parts' context
  const ctx =
    e.t === 'g' && (a['data-pit'] !== undefined || own.includes('store') || own.includes('badge')) ? own : context;
  for (const [want, within, props] of COMPILED)
    if (has(own, want) && (!within || context.includes(within)))
      for (const k in props) split(k, resolve(props[k]!, c, id), set);
  if (small && (own.includes('count') || own.includes('tray-count'))) set['font-size'] = '34';
  if (small && own.includes('label')) set['font-size'] = '25';
  // a badge grows by a quarter about its centre on a small board, as the element's container query has it
  const box =
    small && own.includes('badge')
      ? (e.c?.find((k) => typeof k === 'object' && k.t === 'rect') as El | undefined)
      : undefined;
  if (box) {
    const cx = Number(box.a.x) + Number(box.a.width) / 2;
    const cy = Number(box.a.y) + Number(box.a.height) / 2;
    set.transform = `translate(${cx} ${cy}) scale(1.26) translate(${-cx} ${-cy})`;
  }
  Object.assign(a, set);
  // what only the element needs: parts, roles, names, tab stops, data attributes (and classes, unless the dark rules select by them)
  for (const k in a)
    if (k === 'part' || k === 'role' || k === 'tabindex' || /^(data|aria)-/.test(k) || (k === 'class' && !keep))
      a[k] = undefined;
  if (e.c) {
    e.c = e.c.filter((k) => typeof k !== 'object' || k.a.class !== 'hit');
    for (const k of e.c) if (typeof k === 'object') paint(k, c, id, small, keep, ctx === own ? own : context, own);
  }
}

/**
 * The `auto` theme's one stylesheet: for `prefers-color-scheme: dark`, every rule of {@link RULES}
 * that sets a colour, and every gradient stop whose colour dark mode changes, with the dark colours
 * (a stylesheet wins over presentation attributes).
 */
export function darkStyle(id: string): string {
  return sheet('dark', id, () => makeDarkStyle(ID_MARK));
}

/** The id prefix's place in a kept style sheet. */
const ID_MARK = '\uE000';
const sheets = new Map<string, string>();

/** The sheet `make()` writes with {@link ID_MARK} for the id (made once per `key`), for `id`. */
function sheet(key: string, id: string, make: () => string): string {
  let v = sheets.get(key);
  if (v === undefined) sheets.set(key, (v = make()));
  return v.replaceAll(ID_MARK, id);
}

function makeDarkStyle(id: string): string {
  const dark = colours(true);
  const rules: string[] = [];
  for (const [t, v] of Object.entries(DARK))
    rules.push(`#${id}svg .c-${t}${t === 'pit' ? `,#${id}svg .c-store` : ''}{stop-color:${v}}`);
  for (const [want, within, props] of RULES) {
    // every rule with a colour, changed or not in dark mode: then the more specific rules (an arrow's
    // kind over the arrow) still win over the general ones, as in the element's cascade
    const decl = Object.entries(props)
      .filter(([, v]) => typeof v === 'string' && v.startsWith('@'))
      .map(([k, v]) => `${k}:${dark[(v as string).slice(1) as Token]}`);
    if (!decl.length) continue;
    const sel = want.startsWith('badge-')
      ? `.badge${within ? `.${within}` : ''} ${want === 'badge-rect' ? 'rect' : 'text'}`
      : `${within ? `.${within} ` : ''}.${want.replace(' ', '.')}`;
    rules.push(`#${id}svg ${sel}{${decl.join(';')}}`);
  }
  return `@media (prefers-color-scheme: dark){${rules.join('')}}`;
}

/** `a` mixed with `b` as CSS `color-mix(in srgb, a p%, b)` does for opaque `#rrggbb` colours. */
function mix(a: string, b: string, p: number): string {
  const ch = (h: string, i: number) => Number.parseInt(h.slice(1 + 2 * i, 3 + 2 * i), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(ch(a, i) * p + ch(b, i) * (1 - p))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * A small picture's (240 px wide or less) flat tones, as the element draws a board that small on a
 * standard-resolution screen (`element/styles.ts`): each seed in its tone's flat colour with a darker
 * rim, bowls and trays in one flat tone. Under `@media (max-resolution: 1.5dppx)`, so a high-resolution
 * screen keeps the gradients, as the element does; the `auto` theme has the dark colours too.
 */
export function flatStyle(id: string, theme: 'light' | 'dark' | 'auto'): string {
  return sheet(`flat ${theme}`, id, () => makeFlatStyle(ID_MARK, theme));
}

function makeFlatStyle(id: string, theme: 'light' | 'dark' | 'auto'): string {
  const rules = (c: Record<Token, string>) =>
    `#${id}svg .seed{stroke-width:2.4;stroke-opacity:0.9}` +
    `#${id}svg .bowl,#${id}svg .tray{fill:${mix(c.pit, c['pit-deep'], 0.7)}}` +
    [0, 1, 2, 3].map((t) => `#${id}svg .s${t}{fill:${c[`seed-${t + 1}` as Token]}}`).join('');
  const low = '(max-resolution: 1.5dppx)';
  return theme === 'auto'
    ? `@media ${low}{${rules(colours(false))}}@media ${low} and (prefers-color-scheme: dark){${rules(colours(true))}}`
    : `@media ${low}{${rules(colours(theme === 'dark'))}}`;
}
