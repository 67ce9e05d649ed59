/**
 * How a static picture is painted: one `<style>` of the element's look, its selectors scoped to the
 * picture's root (`#<id>svg`, so that several pictures inlined in one page keep their own colours),
 * the colours of `diagram/palette.ts` resolved (no custom properties); for the `auto` theme, one
 * `@media (prefers-color-scheme: dark)` rule set after it; for a picture 240 px wide or less, the
 * element's flat seed tones on standard-resolution screens. The shapes carry only their classes
 * (`markup.ts`), as in the element.
 *
 * {@link RULES} follows the element's stylesheets (`element/styles.ts`, then the lessons' sheet for
 * marks, badges and arrows) rule for rule and in the same order; a value `@token` is a palette colour.
 * A picture's sheet holds only the rules whose classes it uses.
 */

import { DARK, LIGHT, type Token } from '../diagram/palette.js';
import { defs, type El } from '../diagram/scene.js';

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
export const colours = (dark: boolean): Record<Token, string> => ({ ...LIGHT, ...(dark ? DARK : {}) });

/** The seeds' four tones: a seed's class is its tone's, `s0`–`s3` (its fill the tone's gradient). */
const SEEDS = '.s0,.s1,.s2,.s3';

/** A rule's selector (without the root's scope): a badge's parts by tag, seeds by their tones. */
function selector(want: string, within: string): string {
  if (want === 'seed') return SEEDS;
  if (want.startsWith('badge-'))
    return `.badge${within ? `.${within}` : ''} ${want === 'badge-rect' ? 'rect' : 'text'}`;
  return `${within ? `.${within} ` : ''}.${want.replace(' ', '.')}`;
}

/** `sel` scoped to the picture `id` (each selector of a list). */
const scoped = (id: string, sel: string) =>
  sel
    .split(',')
    .map((s) => `#${id}svg ${s}`)
    .join(',');

/** A colour `rgb(r g b / a)` as `#rrggbb` and an opacity (what SVG 1.1 renderers read), else as it is. */
function decl(k: string, v: string): string {
  const m = /^rgb\((\d+) (\d+) (\d+) \/ ([\d.]+)\)$/.exec(v);
  if (!m || (k !== 'fill' && k !== 'stroke')) return `${k}:${v}`;
  return `${k}:#${[m[1], m[2], m[3]].map((n) => Number(n).toString(16).padStart(2, '0')).join('')};${k}-opacity:${m[4]}`;
}

/** A rule's declarations in colours `c` (`colour`: only those that set a colour); `''` if none. */
function decls(props: Props, c: Record<Token, string>, id: string, colour: boolean): string {
  const out: string[] = [];
  for (const [k, v] of Object.entries(props)) {
    const token = typeof v === 'string' && v.startsWith('@');
    if (colour && !token) continue;
    const value =
      typeof v !== 'string'
        ? k === 'font-size'
          ? `${v}px`
          : String(v).replace(/^0\./, '.')
        : v.startsWith('url(#@')
          ? `url(#${id}${v.slice(6)}`
          : token
            ? c[v.slice(1) as Token]
            : v;
    out.push(decl(k, value));
  }
  return out.join(';');
}

/** How a sheet is asked for: the picture's theme, a board 420 px wide or less, flat seed tones, the classes its shapes use. */
export interface SheetOptions {
  theme: 'light' | 'dark' | 'auto';
  small: boolean;
  flat: boolean;
  /** Every class the picture's shapes (and their pits and badges) carry. */
  used: ReadonlySet<string>;
}

/**
 * What each rule of {@link RULES} needs of a picture's `used` classes, whose entries say how they are
 * marked: `ctx:<mark>` for a pit's or store's mark, `badge:<kind>` for a badge's kind,
 * `arrow:<kind>` and `arrow-head:<kind>` for an arrow's (none: the seeds', always).
 */
const NEEDS: string[][] = RULES.map(([want, within]) => {
  const [own, kind] = want.split(' ') as [string, string | undefined];
  if (own === 'seed') return [];
  if (own.startsWith('badge-')) return within ? ['badge', `badge:${within}`] : ['badge'];
  if (kind) return [`${own}:${kind}`];
  return within ? [own, `ctx:${within}`] : [own];
});

/** The id prefix's place in a kept sheet. */
const ID_MARK = '\uE000';
const sheets = new Map<string, string>();

/**
 * The picture's one style sheet (the text of its `<style>`), scoped to `#<id>svg`: the rules of
 * {@link RULES} it uses in the theme's colours, the small board's larger counts and labels, the
 * seed tones' gradients; for `auto` the dark colours under `prefers-color-scheme: dark`; for a flat
 * picture the flat tones. The same options give the same text (kept).
 */
export function sheet(id: string, o: SheetOptions): string {
  let key = `${o.theme}${+o.small}${+o.flat}`;
  const list: Rule[] = [];
  for (let i = 0; i < RULES.length; i++)
    if (NEEDS[i]!.every((c) => o.used.has(c))) {
      list.push(RULES[i]!);
      key += ` ${i}`;
    }
  let v = sheets.get(key);
  if (v === undefined) {
    if (sheets.size > 200) sheets.clear();
    sheets.set(key, (v = makeSheet(ID_MARK, o, list)));
  }
  return v.replaceAll(ID_MARK, id);
}

function makeSheet(id: string, o: SheetOptions, list: Rule[]): string {
  const c = colours(o.theme === 'dark');
  let out = '';
  for (const [want, within, props] of list)
    out += `${scoped(id, selector(want, within))}{${decls(props, c, id, false)}}`;
  out += [0, 1, 2, 3].map((t) => `#${id}svg .s${t}{fill:url(#${id}s${t})}`).join('');
  if (o.small) {
    const sizes = [
      ['.count', 34],
      ['.tray-count', 34],
      ['.label', 25],
    ].filter(([k]) => o.used.has((k as string).slice(1)));
    if (sizes.length) out += sizes.map(([k, n]) => `${scoped(id, k as string)}{font-size:${n}px}`).join('');
  }
  if (o.theme === 'auto') out += darkStyle(id, list);
  if (o.flat) out += flatStyle(id, o.theme);
  return out;
}

/**
 * The `auto` theme's dark rules: for `prefers-color-scheme: dark`, every rule of the picture that
 * sets a colour, and every gradient stop whose colour dark mode changes (by its `c-<token>` class),
 * with the dark colours. Every rule with a colour, changed or not in dark mode: then the more
 * specific rules (an arrow's kind over the arrow) still win over the general ones, as in the
 * element's cascade.
 */
function darkStyle(id: string, list: Rule[]): string {
  const light = colours(false);
  const dark = colours(true);
  const rules: string[] = [];
  for (const t of stopTokens()) {
    const v = DARK[t];
    if (v) rules.push(`#${id}svg .c-${t}${t === 'pit' ? `,#${id}svg .c-store` : ''}{stop-color:${v}}`);
  }
  // A rule whose colours dark mode keeps is left out, unless a rule for the same shapes as specific
  // and before it is in: then it still wins over that one, as in the element's cascade.
  const kept: Rule[] = [];
  for (const rule of list) {
    const [want, within, props] = rule;
    const d = decls(props, dark, id, true);
    if (!d) continue;
    const own = want.split(' ')[0];
    const rank = specificity(want, within);
    if (
      d === decls(props, light, id, true) &&
      !kept.some(([w, c]) => w.split(' ')[0] === own && specificity(w, c) === rank)
    )
      continue;
    kept.push(rule);
    rules.push(`${scoped(id, selector(want, within))}{${d}}`);
  }
  return `@media (prefers-color-scheme: dark){${rules.join('')}}`;
}

/** How specific a rule's selector is (its classes and tags, as CSS counts them). */
function specificity(want: string, within: string): number {
  const sel = selector(want, within).split(',')[0]!;
  return (sel.match(/\./g)?.length ?? 0) * 10 + (sel.match(/(^| )[a-z]/g)?.length ?? 0);
}

let stops: Token[] | undefined;
/** The colours of the definitions' gradient stops (their classes `c-<token>`). */
function stopTokens(): Token[] {
  if (!stops) {
    const found = new Set<Token>();
    const walk = (e: El) => {
      const c = e.a.class;
      if (e.t === 'stop' && typeof c === 'string') found.add(c.slice(2) as Token);
      for (const k of e.c ?? []) if (typeof k === 'object') walk(k);
    };
    for (const e of defs('', true)) walk(e);
    stops = [...found];
  }
  return stops;
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
function flatStyle(id: string, theme: 'light' | 'dark' | 'auto'): string {
  const rules = (c: Record<Token, string>) =>
    `${scoped(id, SEEDS)}{stroke-width:2.4;stroke-opacity:0.9}` +
    `#${id}svg .bowl,#${id}svg .tray{fill:${mix(c.pit, c['pit-deep'], 0.7)}}` +
    [0, 1, 2, 3].map((t) => `#${id}svg .s${t}{fill:${c[`seed-${t + 1}` as Token]}}`).join('');
  const low = '(max-resolution: 1.5dppx)';
  return theme === 'auto'
    ? `@media ${low}{${rules(colours(false))}}@media ${low} and (prefers-color-scheme: dark){${rules(colours(true))}}`
    : `@media ${low}{${rules(colours(theme === 'dark'))}}`;
}
