/**
 * The board of a standalone picture written straight to markup — strings, not a tree of objects per
 * call — from the element's own drawing (`diagram/scene.ts`: the same geometry, gradients, seed slots and
 * grain), light: every shape carries its paint as presentation attributes (`paint.ts`: the element's
 * rules resolved), on the group of the shapes that share it, and what shapes of a kind share is said once.
 *
 * - The definitions, the wood and the shade are the same for every picture of one layout and look:
 *   written once and kept (with {@link ID} for the picture's id prefix, put in by the caller).
 * - A seed is a `<use>` of one of twelve outlines, its turn to the nearest 15 degrees, each defined
 *   once in the picture that uses it: the outline is a path turned in its arcs, so its tone's radial
 *   gradient, over its box, lights it from the top left whichever way it lies. A seed's `<use>` depends
 *   only on its pit and slot: written once and kept.
 * - The pits' seeds are one group (their rim), the seeds of one tone one group within it (their fill:
 *   on the `<use>` or its group, which Chromium paints in an `<img>`); a store's seeds each carry
 *   their tone's fill.
 * - The bowls are one group (their paint); a marked bowl carries what its marks change, a pit's ring
 *   is drawn only when a mark shows it; a store's turn ring only when it shows.
 * - The counts, the labels and the pile counts are each one group.
 * - The wood's grain is one rectangle with the body's rounded corners, filled with a pattern of one
 *   tile of its lines.
 *
 * Shapes never overlap from one pit to the next, so the pits are drawn in layers (bowls, seeds,
 * rings) and the picture is the element's but for the seeds' turns and, where seeds of two tones
 * overlap, which lies on top (test/unit/svg-picture.test.ts compares it with the picture before).
 */
import { GRAIN_LINES } from '../diagram/grain.js';
import { MAX_PIT_SEEDS, pitSlots, type Slot, storeSlots } from '../diagram/layout.js';
import { defs, type El, round, shadePattern, shadeRect, wood } from '../diagram/scene.js';
import type { BoardView, StoreView } from '../diagram/view-model.js';
import { escapeText } from '../diagram/write.js';
import { marksOf, type PaintLook, paint, stopAttrs } from './paint.js';

/** The id prefix's place in kept markup (a private-use character: no markup of the board holds a text of the page's). */
export const ID = '\uE000';

/**
 * How the picture is drawn: its colours, the `auto` theme (dark-mode classes on what dark mode
 * changes), a small board's larger texts, and `flat`: the classes the flat tones' rules need.
 */
export interface Look extends PaintLook {
  flat: boolean;
}

/** A number as short as SVG reads it: `.5`, `-.5`. */
const num = (v: number): string => String(v).replace(/^(-?)0\./, '$1.');

/** Numbers separated by a space, or by nothing before a minus sign. */
const nums = (...vs: number[]): string => {
  let out = '';
  for (const v of vs) {
    const s = num(v);
    out += out && s.charCodeAt(0) !== 45 ? ` ${s}` : s;
  }
  return out;
};

/** The attributes of a shape of classes `own` with marks `ctx` (kept markup: ids as {@link ID}). */
const painted = (look: Look, own: string, ctx?: readonly string[], base?: string) => paint(look, ID, own, ctx, base);

/** `attrs` with the class `cls` too (beside the dark-mode classes they may hold). */
const withClass = (attrs: string, cls: string) =>
  attrs.includes(' class="') ? attrs.replace(' class="', ` class="${cls} `) : `${attrs} class="${cls}"`;

/**
 * A shape of the scene (the definitions, the wood) as markup, its numbers short: its classes as the
 * paint they give; a gradient stop's colour (class `c-<token>`) resolved.
 */
function shape(e: El, look: Look): string {
  let out = `<${e.t}`;
  for (const k in e.a) {
    let v = e.a[k];
    if (v === undefined) continue;
    if (k === 'class') {
      out += e.t === 'stop' ? stopAttrs(String(v).slice(2), look) : painted(look, String(v));
      continue;
    }
    if (typeof v === 'string' && /^-?0\.\d+$/.test(v)) v = num(Number(v));
    out += ` ${k}="${v}"`;
  }
  return e.c?.length ? `${out}>${e.c.map((k) => shape(k as El, look)).join('')}</${e.t}>` : `${out}/>`;
}

/**
 * The wood's grain (`diagram/grain.ts`): its lines repeat every 60 units down and every 240 along, so
 * they are one tile of a pattern, filling a rectangle with the body's rounded corners (its rim, drawn
 * over them, hides their ends).
 */
function grainMarkup(width: number, look: Look): { defs: string; wood: string } {
  const tile = GRAIN_LINES.map(([y, ...k]) => `M0 ${y}c${nums(...k, 240, 0)}`).join('');
  return {
    defs: `<pattern id="${ID}grain" x="6" width="240" height="60" patternUnits="userSpaceOnUse"><path${painted(look, 'board-grain')} d="${tile}"/></pattern>`,
    wood: `<rect x="6" y="6" width="${width - 12}" height="290" rx="34" fill="url(#${ID}grain)"/>`,
  };
}

const kept = new Map<string, string>();

/** `make()`, made once per `key` (the markup of a layout and look). */
function once(key: string, make: () => string): string {
  let v = kept.get(key);
  if (v === undefined) {
    if (kept.size > 200) kept.clear();
    kept.set(key, (v = make()));
  }
  return v;
}

/** The key of a layout and look. */
const layoutKey = (view: BoardView, look: Look) =>
  `${look.c.pit}${+look.auto}${+look.small}${+look.flat}${view.stores}${view.geometry.width}${view.geometry.pits[0].x}`;

/**
 * The definitions of a layout and look: the scene's gradients (seed tones as `s0`–`s3`), the bowls'
 * shade (a pattern of one shaded circle per cell) and the grain's tile. (Not the bowls as a pattern:
 * a renderer may draw a pattern's tile at whole pixels, and the bowls, sharp-edged, would drift.)
 */
function defsMarkup(view: BoardView, look: Look): string {
  const g = view.geometry;
  return once(`d${layoutKey(view, look)}`, () => {
    return (
      [...defs(ID, view.stores), shadePattern(g, ID)]
        .map((e) => shape(e, look))
        .join('')
        .replaceAll(`${ID}seedfill-`, `${ID}s`) + grainMarkup(g.width, look).defs
    );
  });
}

/** The wood: the board's shadow, body, grain, bevel and the groove between the rows (a level line, as a path). */
function woodMarkup(view: BoardView, look: Look): string {
  const w = view.geometry.width;
  return once(`w${layoutKey(view, look)}`, () =>
    wood(w)
      .map((e) =>
        e.a.class === 'board-grain'
          ? grainMarkup(w, look).wood
          : e.t === 'line'
            ? `<path${painted(look, String(e.a.class))} d="M${e.a.x1} ${e.a.y1}H${e.a.x2}"/>`
            : shape(e, look),
      )
      .join(''),
  );
}

/** The seeds' outlines turn in steps of {@link STEP} degrees: one shape for each, `<use>`d by every seed that lies so. */
const STEP = 15;

/**
 * The outline of a seed turned by `q` steps, centred on 0, 0 (as `diagram/scene.ts` `seedPath`, with
 * relative arcs): its tone's gradient, over its box, lights it from the top left however it lies.
 */
const outlines: string[] = [];
function outline(q: number): string {
  return (outlines[q] ??= makeOutline(q));
}
function makeOutline(q: number): string {
  const r = q * STEP;
  const a = (r * Math.PI) / 180;
  const dx = round(11.5 * Math.cos(a));
  const dy = round(11.5 * Math.sin(a));
  const arc = `11.5 8.3 ${r} 1 1`;
  return `<path id="${ID}a${q}" d="M${nums(dx, dy)}a${arc}${nums(1, -2 * dx, -2 * dy).slice(1)} ${arc}${nums(1, 2 * dx, 2 * dy).slice(1)}z"/>`;
}

/** The kept markup of each pit's and store's seeds at a centre: slot k's `<use>` (without its fill), tone and outline's turn. */
const seedMarkup = new Map<string, [use: string, tone: number, turn: number][]>();

/**
 * The first `n` seeds of `slots` (a pit's or a store's, `key`) around `x`, `y`: each a `<use>` of its
 * outline (its turn to the nearest {@link STEP} degrees), in its tone's group of `tones` when given,
 * else with its tone's fill (and class, for the flat tones) (returned). Adds to `turns` the outlines they use.
 */
function seedsMarkup(
  key: string,
  slots: readonly Slot[],
  n: number,
  x: number,
  y: number,
  turns: Set<number>,
  flat: boolean,
  tones?: string[],
): string {
  const k = `${key} ${x} ${y}`;
  let made = seedMarkup.get(k);
  if (!made) {
    if (seedMarkup.size > 500) seedMarkup.clear();
    seedMarkup.set(k, (made = []));
  }
  let out = '';
  for (let i = 0; i < n; i++) {
    let s = made[i];
    if (s === undefined) {
      const slot = slots[i]!;
      const q = Math.round(slot.r / STEP) % (180 / STEP);
      s = made[i] = [`<use href="#${ID}a${q}" x="${round(x + slot.x)}" y="${round(y + slot.y)}"`, slot.t, q];
    }
    if (tones) tones[s[1]] += `${s[0]}/>`;
    else out += `${s[0]} fill="url(#${ID}s${s[1]})"${flat ? ` class="s${s[1]}"` : ''}/>`;
    turns.add(s[2]);
  }
  return out;
}

/** The marks (a pit's classes) that show its ring (paint.ts's rules). */
const RING_MARKS = marksOf('ring');

/** What the board's parts share as they are written: the look and the seeds' outlines. */
interface Writing {
  look: Look;
  turns: Set<number>;
}

/** The group of the seeds of tone `t`: its fill (and, for the flat tones, its class). */
const toneGroup = (t: number, flat: boolean) => `<g fill="url(#${ID}s${t})"${flat ? ` class="s${t}"` : ''}>`;

/**
 * The pits, in three layers (pits never overlap, so each pit's shapes keep their order): the bowls
 * (one group, with their paint; a marked bowl with what its marks change), the seeds (one group with
 * their rim, each tone a group in it with its fill), and the rings that marks show, each with the
 * paint its marks give. (A bowl is never `<use>`d: Chromium leaves such a bowl black in an `<img>`,
 * its gradient given by the style sheet; a seed's tone is on its group, which Chromium paints.)
 */
function pitsMarkup(view: BoardView, w: Writing): string {
  const { look } = w;
  let bowls = '';
  let rings = '';
  const tones = ['', '', '', ''];
  for (const p of view.pits) {
    const { x, y } = p;
    const marks = p.part.split(' ').slice(1);
    seedsMarkup(
      `p${p.pit}`,
      pitSlots(p.pit, p.count),
      Math.min(p.count, MAX_PIT_SEEDS),
      x,
      y,
      w.turns,
      look.flat,
      tones,
    );
    bowls += `<circle${marks.length ? painted(look, 'bowl', marks, 'bowl') : ''} cx="${x}" cy="${y}" r="42"/>`;
    if (marks.some((m) => RING_MARKS.has(m)))
      rings += `<circle${painted(look, 'ring', marks)} cx="${x}" cy="${y}" r="46"/>`;
  }
  const seeds = tones.map((s, t) => (s ? `${toneGroup(t, look.flat)}${s}</g>` : '')).join('');
  return (
    `<g${look.flat ? withClass(painted(look, 'bowl'), 'bowl') : painted(look, 'bowl')}>${bowls}</g>` +
    (seeds ? `<g${painted(look, 'seed')}>${seeds}</g>` : '') +
    rings
  );
}

/**
 * A store (or score tray), as `diagram/scene.ts` `store` has it: its seeds after its body, its turn
 * ring only when shown; a tray, round, and its ring are circles. Its count is drawn with the other
 * store's ({@link storesMarkup}).
 */
function storeMarkup(st: StoreView, stores: boolean, w: Writing): string {
  const { look } = w;
  const r = st.rect;
  const x = r.x + r.w / 2;
  const y = r.y + r.h / 2;
  if (!stores)
    return (
      `<circle${look.flat ? withClass(painted(look, 'tray'), 'tray') : painted(look, 'tray')} cx="${x}" cy="${y}" r="${r.w / 2}"/>` +
      (st.toMove ? `<circle${painted(look, 'store-turn', ['to-move'])} cx="${x}" cy="${y}" r="${r.w / 2 + 5}"/>` : '')
    );
  const box = `x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" rx="${r.w / 2}"`;
  let out = `<rect${painted(look, 'store-body')} ${box}/>`;
  const i = st.side === 'south' ? 0 : 1;
  const seeds = seedsMarkup(`s${i}`, storeSlots(i, st.count), Math.min(st.count, 60), x, y, w.turns, look.flat);
  if (seeds) out += `<g${painted(look, 'seed')}>${seeds}</g>`;
  out += `<rect${painted(look, 'store-shade')} ${box}/>`;
  if (st.toMove)
    out += `<rect${painted(look, 'store-turn', ['to-move'])} x="${r.x - 4}" y="${r.y - 4}" width="${r.w + 8}" height="${r.h + 8}" rx="${r.w / 2 + 4}"/>`;
  return out;
}

/** The stores (or score trays), then their counts in one group (no shape of one store overlaps the other). */
function storesMarkup(view: BoardView, w: Writing): string {
  let counts = '';
  for (const st of view.storeViews) {
    const r = st.rect;
    const ty = view.stores ? (r.x < 99 ? 35 : 285) : r.y + r.h / 2 + 9;
    counts += `<text x="${r.x + r.w / 2}" y="${ty}">${st.count}</text>`;
  }
  return (
    view.storeViews.map((st) => storeMarkup(st, view.stores, w)).join('') +
    `<g${painted(w.look, view.stores ? 'count' : 'tray-count')}>${counts}</g>`
  );
}

/**
 * A row of texts at height `y` (each `[x, text]`) as one `<text>`: when each is one character, the
 * row's `x` is the list of their places (each character its own chunk, anchored at its place), else
 * each text a `<tspan>` at its place.
 */
function row(y: number, items: [number, string][]): string {
  if (!items.length) return '';
  if (items.every(([, t]) => t.length === 1))
    return `<text x="${items.map(([x]) => x).join(' ')}" y="${y}">${escapeText(items.map(([, t]) => t).join(''))}</text>`;
  return `<text y="${y}">${items.map(([x, t]) => `<tspan x="${x}">${escapeText(t)}</tspan>`).join('')}</text>`;
}

/** The texts over the pits: the counts, the labels and the pile counts, each kind one group, each row one `<text>`. */
function textsMarkup(view: BoardView, look: Look): string {
  const counts: [number, string][][] = [[], []];
  const labels: [number, string][][] = [[], []];
  let piles = '';
  let labelled = false;
  for (const { x, y, top, label, count, pile } of view.pits) {
    const r = top ? 0 : 1;
    if (label) labelled = true;
    counts[r]!.push([label ? x + 6 : x, String(count)]);
    if (label) labels[r]!.push([x - 6, label]);
    if (pile) piles += `<text x="${x}" y="${y + 9}">${count}</text>`;
  }
  const group = (own: string, body: string) => (body ? `<g${painted(look, own)}>${body}</g>` : '');
  return (
    group(labelled ? 'count labelled' : 'count', row(35, counts[0]!) + row(285, counts[1]!)) +
    group('label', row(34, labels[0]!) + row(284, labels[1]!)) +
    group('pile-count', piles)
  );
}

/**
 * The board of `view` under its overlays as markup (the ids' prefix as {@link ID}): the
 * definitions, the wood and the stores, the bowls, the pits' seeds (and their marks), the bowls'
 * shade, the texts.
 */
export function boardMarkup(view: BoardView, look: Look): string {
  const g = view.geometry;
  const w: Writing = { look, turns: new Set() };
  const stores = storesMarkup(view, w);
  const pits = pitsMarkup(view, w);
  let outlines = '';
  for (const q of [...w.turns].sort((a, b) => a - b)) outlines += outline(q);
  return (
    `<defs>${defsMarkup(view, look)}${outlines}</defs>` +
    woodMarkup(view, look) +
    stores +
    pits +
    once(`s${layoutKey(view, look)}`, () => shape(shadeRect(g, ID), look)) +
    textsMarkup(view, look)
  );
}
