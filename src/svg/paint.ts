/**
 * How a static picture is painted: the element's look as presentation attributes on its shapes (or
 * on the group of shapes that share them), the colours of `diagram/palette.ts` resolved — no style
 * sheet for a light or dark picture. A style sheet only where a rule is needed, its selectors scoped
 * to the picture's root (`#<id>svg`, so that several pictures inlined in one page keep their own
 * colours): for the `auto` theme, the dark colours under `prefers-color-scheme: dark`, each for the
 * class (`k2`: the stroke in `board-edge`) its shapes carry; for a picture 240 px wide or less, the
 * element's flat seed tones on standard-resolution screens. (A rule wins over a presentation
 * attribute, so the light colours are the attributes and dark mode's rules change them.)
 *
 * {@link RULES} follows the element's stylesheets (`element/styles.ts`, then the lessons' sheet for
 * marks, badges and arrows) rule for rule and in the same order; a value `@token` is a palette colour.
 * A shape's attributes are the rules that match its classes and its pit's marks, merged as the
 * cascade does ({@link propsOf}).
 */

import { DARK, LIGHT, type Token } from '../diagram/palette.js';

export type Props = Record<string, string | number>;
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
  ['count', '', { fill: '@text', 'font-size': 27, 'font-weight': 700, 'font-variant-numeric': 'tabular-nums' }],
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

/** The classes of a pit or store that change how its `own` shape is painted (`bowl`: `last-move`, …). */
export const marksOf = (own: string): Set<string> =>
  new Set(RULES.filter(([want, within]) => want === own && within).map(([, within]) => within));

/** The colours of a theme (`dark`: the light ones with dark mode's changes). */

/** The colours of a theme (`dark`: the light ones with dark mode's changes). */
export const colours = (dark: boolean): Record<Token, string> => ({ ...LIGHT, ...(dark ? DARK : {}) });

/** How specific a rule is (its own classes, and its pit's or badge's), as CSS counts its selector. */
const specificity = ([want, within]: Rule): number => want.split(' ').length + (within ? 1 : 0);

/** The rules in the order the cascade applies them: the less specific first, and in their order within one specificity. */
const CASCADE = RULES.map((rule, i) => ({ rule, i, rank: specificity(rule) }))
  .sort((a, b) => a.rank - b.rank || a.i - b.i)
  .map(({ rule }) => rule);

const merged = new Map<string, Props>();

/**
 * What the element's style sheets set on a shape of classes `own` (`arrow capture`) whose pit, store
 * or badge has the classes `ctx` (its marks): the matching rules of {@link RULES}, merged as the
 * cascade does (colours still as `@token`).
 */
export function propsOf(own: string, ctx: readonly string[] = []): Props {
  const key = `${own}|${ctx.join(' ')}`;
  let out = merged.get(key);
  if (!out) {
    const classes = own.split(' ');
    out = {};
    for (const [want, within, props] of CASCADE)
      if (want.split(' ').every((c) => classes.includes(c)) && (!within || ctx.includes(within)))
        Object.assign(out, props);
    if (merged.size > 500) merged.clear();
    merged.set(key, out);
  }
  return out;
}

/** The tokens' places in the palette: a dark-mode class is a property's letter and a token's place (`k2`: the stroke in `board-edge`). */
const TOKENS = Object.keys(LIGHT) as Token[];
const LETTER: Record<string, string> = { fill: 'f', stroke: 'k', 'stop-color': 'c' };

/** A number as short as SVG reads it: `.5`, `-.5`. */
const num = (v: number): string => String(v).replace(/^(-?)0\./, '$1.');

/** A colour `rgb(r g b / a)` as `#rrggbb` and its opacity (what SVG 1.1 renderers read), else `[v]`. */
function colour(v: string): [string, string?] {
  const m = /^rgb\((\d+) (\d+) (\d+) \/ ([\d.]+)\)$/.exec(v);
  if (!m) return [v];
  return [`#${[m[1], m[2], m[3]].map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`, num(Number(m[4]))];
}

/** Properties that are not presentation attributes in every renderer: said in a `style` attribute. */
const STYLE_ONLY = new Set(['font-variant-numeric']);

/** How a picture is painted: its colours, whether the `auto` theme's dark classes are wanted, a small board's larger texts. */
export interface PaintLook {
  c: Record<Token, string>;
  auto: boolean;
  small: boolean;
}

/** A small board's (420 px wide or less) larger texts, as the element's container query has them. */
const SMALL: Record<string, number> = { count: 34, 'tray-count': 34, label: 25 };

/**
 * `props` as presentation attributes (a leading space each) in the look's colours, ids of
 * `url(#@…)` with `id`; for the `auto` theme, a class per colour that dark mode changes
 * ({@link darkSheet} paints them).
 */
export function attrs(props: Props, look: PaintLook, id: string): string {
  let out = '';
  let style = '';
  const dark: string[] = [];
  for (const [k, v] of Object.entries(props)) {
    if (STYLE_ONLY.has(k)) {
      style += `${style ? ';' : ''}${k}:${v}`;
      continue;
    }
    if (typeof v === 'number') {
      out += ` ${k}="${num(v)}"`;
      continue;
    }
    if (v.startsWith('url(#@')) {
      out += ` ${k}="url(#${id}${v.slice(6)}"`;
      continue;
    }
    if (!v.startsWith('@')) {
      out += ` ${k}="${v}"`;
      continue;
    }
    const t = v.slice(1) as Token;
    const [hex, opacity] = colour(look.c[t]);
    out += ` ${k}="${hex}"${opacity ? ` ${k}-opacity="${opacity}"` : ''}`;
    if (look.auto && DARK[t] && DARK[t] !== LIGHT[t]) dark.push(`${LETTER[k]}${TOKENS.indexOf(t)}`);
  }
  return `${out}${style ? ` style="${style}"` : ''}${dark.length ? ` class="${dark.join(' ')}"` : ''}`;
}

/** The initial values the rules restate (for the element's cascade), which a shape outside any painted group has anyway. */
const INITIAL: Props = { 'stroke-opacity': 1, 'fill-opacity': 1, opacity: 1 };

/**
 * The attributes of a shape of classes `own` with marks `ctx` (see {@link propsOf}): only where they
 * differ from those of `base` (what a group of such shapes around it already gives), or from the
 * initial values.
 */
export function paint(look: PaintLook, id: string, own: string, ctx: readonly string[] = [], base?: string): string {
  const key = `${look.c.pit}${+look.auto}${+look.small}${id}|${own}|${ctx.join(' ')}|${base}`;
  let out = painted.get(key);
  if (out === undefined) {
    let props = propsOf(own, ctx);
    const size = look.small ? SMALL[own.split(' ')[0]!] : undefined;
    if (size) props = { ...props, 'font-size': size };
    const under = base === undefined ? INITIAL : propsOf(base);
    // what the shape would have anyway: its group's, or (no group) the initial values
    props = Object.fromEntries(Object.entries(props).filter(([k, v]) => under[k] !== v));
    out = attrs(props, look, id);
    if (painted.size > 2000) painted.clear();
    painted.set(key, out);
  }
  return out;
}
const painted = new Map<string, string>();

/** The stop colour of a gradient stop of token `t` (`store` is the pits' colour), and its dark-mode class under `auto`. */
export function stopAttrs(t: string, look: PaintLook): string {
  const token = (t === 'store' ? 'pit' : t) as Token;
  return attrs({ 'stop-color': `@${token}` }, look, '');
}

/** The dark-mode classes' rules of a picture's markup (`auto`), under `prefers-color-scheme: dark`, scoped to `#<id>svg`. */
export function darkSheet(id: string, markup: string): string {
  const used = new Set<string>();
  for (const m of markup.matchAll(/ class="([^"]+)"/g))
    for (const c of m[1]!.split(' ')) if (/^[fkc]\d+$/.test(c)) used.add(c);
  if (!used.size) return '';
  const prop: Record<string, string> = { f: 'fill', k: 'stroke', c: 'stop-color' };
  const rules = [...used].sort().map((c) => {
    const k = prop[c[0]!]!;
    const [hex, opacity] = colour(DARK[TOKENS[Number(c.slice(1))]!]!);
    return `#${id}svg .${c}{${k}:${hex}${opacity ? `;${k}-opacity:${opacity}` : ''}}`;
  });
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

/**
 * A small picture's (240 px wide or less) flat tones, as the element draws a board that small on a
 * standard-resolution screen (`element/styles.ts`): each seed in its tone's flat colour with a darker
 * rim, bowls and trays in one flat tone. Under `@media (max-resolution: 1.5dppx)`, so a high-resolution
 * screen keeps the gradients, as the element does; the `auto` theme has the dark colours too. (The
 * tones' groups, the bowls' group and the trays carry classes `s0`–`s3`, `bowl`, `tray` for it.)
 */
export function flatSheet(id: string, theme: 'light' | 'dark' | 'auto'): string {
  const rules = (c: Record<Token, string>) =>
    `${['.s0', '.s1', '.s2', '.s3'].map((s) => `#${id}svg ${s}`).join(',')}{stroke-width:2.4;stroke-opacity:.9}` +
    `#${id}svg .bowl,#${id}svg .tray{fill:${mix(c.pit, c['pit-deep'], 0.7)}}` +
    [0, 1, 2, 3].map((t) => `#${id}svg .s${t}{fill:${c[`seed-${t + 1}` as Token]}}`).join('');
  const low = '(max-resolution: 1.5dppx)';
  return theme === 'auto'
    ? `@media ${low}{${rules(colours(false))}}@media ${low} and (prefers-color-scheme: dark){${rules(colours(true))}}`
    : `@media ${low}{${rules(colours(theme === 'dark'))}}`;
}
