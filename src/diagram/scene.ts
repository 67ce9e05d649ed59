/**
 * The board's drawing as plain data: every shape the board is made of (the gradients, the wood,
 * the stores, the pits with their seeds, the counts and labels, the marker badges and arrows) as
 * an {@link El} tree made from a {@link BoardView}. One source for two writers: the element turns
 * these into DOM nodes (`element/pit-nodes.ts`, kept up to date seed by seed), `oware-board/svg`
 * into the text of a standalone SVG document. Pure: no DOM, runs anywhere.
 *
 * Shapes carry classes (`bowl`, `seed s2`, `ring`, …) that the element's stylesheet paints; the
 * SVG writer paints them from the same colour table (`palette.ts`). Gradient and pattern ids start
 * with `id` (empty in the element, whose shadow root keeps them apart; unique per picture in SVG).
 */

import { grainPath } from './grain.js';
import { type Geometry, MAX_PIT_SEEDS, pitSlots, type Slot, storeSlots } from './layout.js';
import type { BoardView, PitView, StoreView } from './view-model.js';

export type Attrs = Record<string, string | number | undefined>;
/** One shape: its tag, attributes (`undefined` ones are left out) and children. */
export interface El {
  t: string;
  a: Attrs;
  c?: (El | string | number)[];
}

export const el = (t: string, a: Attrs, c?: (El | string | number)[]): El => ({ t, a, c });

export const round = (v: number) => Math.round(v * 10) / 10;

/**
 * The outline of a seed at `x`, `y` turned by `r` degrees: an ellipse as a path with the turn in its
 * arcs, not as a transform (a transform per seed is a paint chunk per seed, which makes every frame's
 * layerization slow on a page of boards). Its radial gradient does the shading, lit from the top
 * left whichever way the seed lies.
 */
export function seedPath(x: number, y: number, r: number): string {
  const a = (r * Math.PI) / 180;
  const dx = round(11.5 * Math.cos(a));
  const dy = round(11.5 * Math.sin(a));
  const arc = `A11.5 8.3 ${r} 1 1 `;
  return `M${round(x + dx)} ${round(y + dy)}${arc}${round(x - dx)} ${round(y - dy)}${arc}${round(x + dx)} ${round(y + dy)}Z`;
}

/** One seed of tone `t` (0–3): its gradient carries the shading, its class `s<t>` the flat tone of small boards. */
export const seed = (x: number, y: number, r: number, t: number, id = ''): El =>
  el('path', { class: `seed s${t}`, part: 'seed', d: seedPath(x, y, r), fill: `url(#${id}seedfill-${t})` });

/** The seed in `slot` of a pit or store centred on `x`, `y`. */
export const slotSeed = (s: Slot, x: number, y: number, id = ''): El =>
  seed(round(x + s.x), round(y + s.y), s.r, s.t, id);

/** The first `count` seeds of `slots` around `x`, `y`. */
const seedsIn = (slots: readonly Slot[], count: number, x: number, y: number, id: string): El[] =>
  slots.slice(0, count).map((s) => slotSeed(s, x, y, id));

const stop = (cls: string, offset?: string) => el('stop', { offset, class: cls });
const seedFill = (id: string, t: number) =>
  el('radialGradient', { id: `${id}seedfill-${t}`, fx: '.34', fy: '.3' }, [
    stop('c-seed-shine'),
    stop(`c-seed-${t + 1}`, '.28'),
    stop(`c-seed-${t + 1}`, '.72'),
    stop('c-seed-edge', '1'),
  ]);

/** The shared definitions: the wood, the bowls, their shade, the four seed tones (and the stores' with `stores`). */
export function defs(id: string, stores: boolean): El[] {
  const out = [
    el('linearGradient', { id: `${id}wood`, x2: '.15', y2: '1' }, [stop('c-board-light'), stop('c-board', '.45')]),
    el('radialGradient', { id: `${id}bowl`, cy: '.45', r: '.6' }, [
      stop('c-pit-deep'),
      stop('c-pit', '.75'),
      stop('c-board-edge', '1'),
    ]),
    el('radialGradient', { id: `${id}shade`, cy: '.72', r: '.62', fy: '.85' }, [
      el('stop', { offset: '.7', 'stop-opacity': '0' }),
      el('stop', { offset: '1', 'stop-opacity': '.45' }),
    ]),
    ...[0, 1, 2, 3].map((t) => seedFill(id, t)),
  ];
  if (stores)
    out.push(
      el('radialGradient', { id: `${id}bowl-store`, r: '.7' }, [
        stop('c-pit-deep'),
        stop('c-store', '.8'),
        stop('c-board-edge', '1'),
      ]),
      el('linearGradient', { id: `${id}shade-store`, x2: '0', y2: '1' }, [
        el('stop', { 'stop-opacity': '.35' }),
        el('stop', { offset: '.18', 'stop-opacity': '0' }),
      ]),
    );
  return out;
}

/** The board's shadow, wood, grain, bevel and the groove between the rows, for a board `w` wide. */
export const wood = (w: number): El[] => [
  el('rect', { class: 'board-shadow', x: 9, y: 12, width: w - 12, height: 290, rx: 34 }),
  el('rect', { class: 'board-body', x: 6, y: 6, width: w - 12, height: 290, rx: 34 }),
  el('path', { class: 'board-grain', d: grainPath({ x: 6, y: 6, w: w - 12, h: 290, r: 34 }) }),
  el('rect', { class: 'board-bevel', x: 11, y: 11, width: w - 22, height: 280, rx: 29 }),
  el('line', { class: 'groove', x1: w / 2 - 290, x2: w / 2 + 290, y1: 151, y2: 151 }),
];

/**
 * A store (or, without `stores`, a compact score tray) as a `<g>`: its body, its first `seeds` seeds
 * (after the body: the element adds and removes them there), shade, turn ring and count.
 */
export function store(st: StoreView, stores: boolean, seeds: number, id = ''): El {
  const r = st.rect;
  const x = r.x + r.w / 2;
  const y = r.y + r.h / 2;
  const k = stores ? 4 : 5;
  const box = { x: r.x, y: r.y, width: r.w, height: r.h, rx: r.w / 2 };
  const i = st.side === 'south' ? 0 : 1;
  const kids: El[] = [el('rect', { class: stores ? 'store-body' : 'tray', ...box })];
  if (stores)
    kids.push(...seedsIn(storeSlots(i, seeds), seeds, x, y, id), el('rect', { class: 'store-shade', ...box }));
  kids.push(
    el('rect', {
      class: 'store-turn',
      x: r.x - k,
      y: r.y - k,
      width: r.w + 2 * k,
      height: r.h + 2 * k,
      rx: r.w / 2 + k,
    }),
    el(
      'text',
      {
        class: stores ? 'count' : 'tray-count',
        part: 'count',
        x,
        y: stores ? (r.x < 99 ? 35 : 285) : y + 9,
        'aria-hidden': 'true',
      },
      [st.count],
    ),
  );
  return el(
    'g',
    { class: st.toMove ? 'store to-move' : 'store', part: 'store', role: 'img', 'aria-label': st.name },
    kids,
  );
}

/** The attributes of pit `p`'s `<g>` that follow the view: its classes and parts, its role, name, state and tab stop. */
export const pitAttrs = (p: PitView): Attrs => ({
  class: p.button ? `${p.part} button` : p.part,
  part: p.part,
  role: p.button ? 'button' : 'img',
  'aria-label': p.name,
  'aria-disabled': p.disabled ? 'true' : undefined,
  tabindex: p.button ? (p.focus ? '0' : '-1') : undefined,
});

/** Pit `p` at `x`, `y` with `count` seeds (at most {@link MAX_PIT_SEEDS} drawn): a `<g>` of its hit area, bowl, seeds and ring (the seeds go before the ring). */
export function pit(p: PitView, x: number, y: number, count: number, id = ''): El {
  return el('g', { 'data-pit': p.pit, ...pitAttrs(p) }, [
    el('rect', { class: 'hit', x: x - 50, y: y + (p.top ? -90 : -50), width: 100, height: 140 }),
    el('circle', { class: 'bowl', cx: x, cy: y, r: 42 }),
    ...seedsIn(pitSlots(p.pit, count), Math.min(count, MAX_PIT_SEEDS), x, y, id),
    el('circle', { class: 'ring', cx: x, cy: y, r: 46 }),
  ]);
}

/** The left end of the pits' cells. */
const cellsX = (g: Geometry) => Math.min(g.pits[0].x, g.pits[6].x) - 50;

/** The bowls' shade over their seeds: one pattern of one shaded circle per cell (a definition)… */
export const shadePattern = (g: Geometry, id = ''): El =>
  el('pattern', { id: `${id}shades`, x: cellsX(g), y: 41, width: 100, height: 110, patternUnits: 'userSpaceOnUse' }, [
    el('circle', { class: 'shade', cx: 50, cy: 55, r: 43.5 }),
  ]);

/** …filling one rectangle over the twelve cells (not a node per pit). */
export const shadeRect = (g: Geometry, id = ''): El =>
  el('rect', { class: 'shades', x: cellsX(g), y: 41, width: 600, height: 220, fill: `url(#${id}shades)` });

/** A pit's count, its label (with `labels`) and, beyond {@link MAX_PIT_SEEDS}, its pile count. */
export function pitTexts({ pit, x, y, top, label, count, pile }: PitView): El[] {
  const ty = top ? 35 : 285;
  // With a label, the label ends and the count starts a fixed gap either side of the pit's centre.
  const out = [
    el(
      'text',
      { class: label ? 'count labelled' : 'count', part: 'count', 'data-count-for': pit, x: label ? x + 6 : x, y: ty },
      [count],
    ),
  ];
  if (label)
    out.push(el('text', { class: 'label', part: 'label', 'data-label-for': pit, x: x - 6, y: ty - 1 }, [label]));
  if (pile) out.push(el('text', { class: 'pile-count', 'data-pile-for': pit, x, y: y + 9 }, [count]));
  return out;
}

/** Everything of `view` under its overlays, as one list (the SVG writer's order; the element keeps the same order in its layers). */
export function layers(view: BoardView, id: string): El[] {
  const g = view.geometry;
  return [
    el('defs', {}, [...defs(id, view.stores), shadePattern(g, id)]),
    el('g', { class: 'base' }, [
      ...wood(g.width),
      ...view.storeViews.map((st) => store(st, view.stores, view.stores ? st.count : 0, id)),
    ]),
    el(
      'g',
      { class: 'pits' },
      view.pits.map((p) => pit(p, p.x, p.y, p.count, id)),
    ),
    shadeRect(g, id),
    el('g', { class: 'texts', 'aria-hidden': 'true' }, view.pits.flatMap(pitTexts)),
  ];
}
