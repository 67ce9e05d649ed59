/**
 * The board of a standalone picture written straight to markup — strings, not a tree of objects per
 * call — from the element's own drawing (`diagram/scene.ts`: the same geometry, gradients, seed slots and
 * grain), light: every shape carries only its classes, painted by the picture's one style sheet
 * (`paint.ts`), and what shapes of a kind share is said once.
 *
 * - The definitions, the wood and the shade are the same for every picture of one layout: written
 *   once and kept (with {@link ID} for the picture's id prefix, put in by the caller).
 * - A seed is a `<use>` of one of twelve outlines, its turn to the nearest 15 degrees, each defined
 *   once in the picture that uses it: the outline is a path turned in its arcs, so its tone's radial
 *   gradient, over its box, lights it from the top left whichever way it lies. A seed's `<use>` depends
 *   only on its pit and slot: written once and kept.
 * - The seeds of one tone (`s0`–`s3`) are one group, whose class gives their fill and rim (on the
 *   `<use>` or its group: Chromium paints a `<use>`d shape by its own classes' rules wrongly in an
 *   `<img>`); a store's seeds each carry their tone's class.
 * - The bowls are one group; a pit's ring, and its group, only when a mark shows them; a store's
 *   turn ring only when it shows.
 * - The counts, the labels and the pile counts are each one group.
 * - The wood's grain lines that cross the board's full width are one pattern tile.
 *
 * Shapes never overlap from one pit to the next, so the pits are drawn in layers (bowls, seeds,
 * rings) and the picture is the element's but for the seeds' turns and, where seeds of two tones
 * overlap, which lies on top (test/unit/svg-picture.test.ts compares it with the picture before).
 */
import { GRAIN_LINES, grainPath } from '../diagram/grain.js';
import { MAX_PIT_SEEDS, pitSlots, type Slot, storeSlots } from '../diagram/layout.js';
import type { Token } from '../diagram/palette.js';
import { defs, type El, round, shadePattern, shadeRect, wood } from '../diagram/scene.js';
import type { BoardView, StoreView } from '../diagram/view-model.js';
import { escapeText } from '../diagram/write.js';
import { marksOf } from './paint.js';

/** The id prefix's place in kept markup (a private-use character: no markup of the board holds a text of the page's). */
export const ID = '\uE000';

/** How the picture is drawn: its colours (the gradients' stops), the `auto` theme (stops keep their class for its dark rules). */
export interface Look {
  c: Record<Token, string>;
  auto: boolean;
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

/**
 * A shape of the scene (the definitions, the wood) as markup: its classes kept, its numbers short; a
 * gradient stop's colour (class `c-<token>`) resolved, its class kept only for the `auto` theme.
 */
function shape(e: El, look: Look): string {
  let out = `<${e.t}`;
  for (const k in e.a) {
    let v = e.a[k];
    if (v === undefined) continue;
    if (k === 'class' && e.t === 'stop') {
      const t = String(v).slice(2);
      out += ` stop-color="${t === 'store' ? look.c.pit : look.c[t as Token]}"`;
      if (!look.auto) continue;
    }
    if (typeof v === 'string' && /^-?0\.\d+$/.test(v)) v = num(Number(v));
    out += ` ${k}="${v}"`;
  }
  return e.c?.length ? `${out}>${e.c.map((k) => shape(k as El, look)).join('')}</${e.t}>` : `${out}/>`;
}

/**
 * The wood's grain (`diagram/grain.ts`) as markup: the lines that run the board's full width (between
 * its rounded corners) repeat every 60 units down and every 240 along, so they are one tile of a
 * pattern filling the band they cross; the shortened lines in the corners are one path.
 */
function grainMarkup(width: number): { defs: string; wood: string } {
  const o = { x: 6, y: 6, w: width - 12, h: 290, r: 34 };
  let once = '';
  let top = Number.POSITIVE_INFINITY;
  let bottom = 0;
  for (const line of grainPath(o).split('M').filter(Boolean)) {
    const [x, y, ...curve] = line.split(/[ c]/).map(Number) as [number, number, ...number[]];
    if (x === o.x) {
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      // the curves' numbers as short as they go (one `c` for a line's curves: the command repeats)
    } else once += `M${nums(x, y)}c${nums(...curve)}`;
  }
  const tile = GRAIN_LINES.map(([y, ...k]) => `M0 ${y}c${nums(...k, 240, 0)}`).join('');
  return {
    defs: `<pattern id="${ID}grain" x="${o.x}" width="240" height="60" patternUnits="userSpaceOnUse"><path class="board-grain" d="${tile}"/></pattern>`,
    // (half the 18 units between lines above and below the band: its lines whole, no other)
    wood:
      `<path class="board-grain" d="${once}"/>` +
      `<rect x="${o.x}" y="${top - 9}" width="${o.w}" height="${bottom - top + 18}" fill="url(#${ID}grain)"/>`,
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
  `${look.c.pit}${+look.auto}${view.stores}${view.geometry.width}${view.geometry.pits[0].x}`;

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
        .replaceAll(`${ID}seedfill-`, `${ID}s`) + grainMarkup(g.width).defs
    );
  });
}

/** The wood: the board's shadow, body, grain, bevel and the groove between the rows. */
function woodMarkup(view: BoardView, look: Look): string {
  const w = view.geometry.width;
  return once(`w${layoutKey(view, look)}`, () =>
    wood(w)
      .map((e) => (e.a.class === 'board-grain' ? grainMarkup(w).wood : shape(e, look)))
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

/** The kept markup of each pit's and store's seeds at a centre: slot k's `<use>` (without its class), tone and outline's turn. */
const seedMarkup = new Map<string, [use: string, tone: number, turn: number][]>();

/**
 * The first `n` seeds of `slots` (a pit's or a store's, `key`) around `x`, `y`: each a `<use>` of its
 * outline (its turn to the nearest {@link STEP} degrees), in its tone's group of `tones` when given,
 * else with its tone's class (returned). Adds to `turns` the outlines they use.
 */
function seedsMarkup(
  key: string,
  slots: readonly Slot[],
  n: number,
  x: number,
  y: number,
  turns: Set<number>,
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
    else out += `${s[0]} class="s${s[1]}"/>`;
    turns.add(s[2]);
  }
  return out;
}

/** The marks (a pit's classes) that show its ring (paint.ts's rules). */
const RING_MARKS = marksOf('ring');

/** What the board's parts share as they are written: the classes they use and the seeds' outlines. */
interface Writing {
  used: Set<string>;
  turns: Set<number>;
}

/**
 * The pits, in three layers (pits never overlap, so each pit's shapes keep their order): the bowls
 * (one group, painted by its class), each tone one group (a seed's tone is its
 * group's class, which colours its `<use>`), and the rings that marks show; a marked pit's bowl and
 * ring in a group of its classes (for the rules that depend on them). (A bowl is never `<use>`d:
 * Chromium leaves such a bowl black in an `<img>`, its gradient given by the style sheet; a seed's
 * tone is on the `<use>`, or its group, which Chromium paints.)
 */
function pitsMarkup(view: BoardView, w: Writing): string {
  let bowls = '';
  let rings = '';
  const tones = ['', '', '', ''];
  for (const p of view.pits) {
    const { x, y } = p;
    const marks = p.part.split(' ').slice(1);
    for (const m of marks) w.used.add(`ctx:${m}`);
    seedsMarkup(`p${p.pit}`, pitSlots(p.pit, p.count), Math.min(p.count, MAX_PIT_SEEDS), x, y, w.turns, tones);
    const group = marks.length ? `<g class="${escapeText(p.part)}">` : '';
    // a marked bowl keeps its class, for the rules of its marks (`.last-move .bowl`)
    bowls += group
      ? `${group}<circle class="bowl" cx="${x}" cy="${y}" r="42"/></g>`
      : `<circle cx="${x}" cy="${y}" r="42"/>`;
    if (marks.some((m) => RING_MARKS.has(m))) {
      w.used.add('ring');
      rings += `${group}<circle class="ring" cx="${x}" cy="${y}" r="46"/></g>`;
    }
  }
  return `<g class="bowl">${bowls}</g>${tones.map((s, t) => (s ? `<g class="s${t}">${s}</g>` : '')).join('')}${rings}`;
}

/** A store (or score tray), as `diagram/scene.ts` `store` has it: its seeds after its body, its turn ring only when shown. */
function storeMarkup(st: StoreView, stores: boolean, w: Writing): string {
  const r = st.rect;
  const x = r.x + r.w / 2;
  const y = r.y + r.h / 2;
  const k = stores ? 4 : 5;
  const box = `x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" rx="${r.w / 2}"`;
  let out = `<g class="store${st.toMove ? ' to-move' : ''}">`;
  out += `<rect class="${stores ? 'store-body' : 'tray'}" ${box}/>`;
  if (stores) {
    const i = st.side === 'south' ? 0 : 1;
    out += seedsMarkup(`s${i}`, storeSlots(i, st.count), Math.min(st.count, 60), x, y, w.turns);
    out += `<rect class="store-shade" ${box}/>`;
  }
  if (st.toMove) {
    w.used.add('ctx:to-move').add('store-turn');
    out += `<rect class="store-turn" x="${r.x - k}" y="${r.y - k}" width="${r.w + 2 * k}" height="${r.h + 2 * k}" rx="${r.w / 2 + k}"/>`;
  }
  const ty = stores ? (r.x < 99 ? 35 : 285) : y + 9;
  return `${out}<text class="${stores ? 'count' : 'tray-count'}" x="${x}" y="${ty}">${st.count}</text></g>`;
}

/** The texts over the pits: the counts, the labels and the pile counts, each kind one group. */
function textsMarkup(view: BoardView, used: Set<string>): string {
  let counts = '';
  let labels = '';
  let piles = '';
  for (const { x, y, top, label, count, pile } of view.pits) {
    const ty = top ? 35 : 285;
    counts += label
      ? `<text x="${x + 6}" y="${ty}" text-anchor="start">${count}</text>`
      : `<text x="${x}" y="${ty}">${count}</text>`;
    if (label) labels += `<text x="${x - 6}" y="${ty - 1}">${escapeText(label)}</text>`;
    if (pile) piles += `<text x="${x}" y="${y + 9}">${count}</text>`;
  }
  const group = (cls: string, body: string) => {
    if (!body) return '';
    used.add(cls);
    return `<g class="${cls}">${body}</g>`;
  };
  return group('count', counts) + group('label', labels) + group('pile-count', piles);
}

/** The classes every board's shapes carry (its pits' marks and the like are added as they are written). */
const BOARD = ['board-shadow', 'board-body', 'board-grain', 'board-bevel', 'groove', 'bowl', 'shade', 'store'];

/**
 * The board of `view` under its overlays as markup (the ids' prefix as {@link ID}): the
 * definitions, the wood and the stores, the bowls, the pits' seeds (and their marks), the bowls'
 * shade, the texts. Adds to `used` every class its shapes carry (for the style sheet).
 */
export function boardMarkup(view: BoardView, look: Look, used: Set<string>): string {
  const g = view.geometry;
  for (const c of BOARD) used.add(c);
  if (view.stores) used.add('store-body').add('store-shade').add('count');
  else used.add('tray').add('tray-count');
  const w: Writing = { used, turns: new Set() };
  const stores = view.storeViews.map((st) => storeMarkup(st, view.stores, w)).join('');
  const pits = pitsMarkup(view, w);
  let outlines = '';
  for (const q of [...w.turns].sort((a, b) => a - b)) outlines += outline(q);
  return (
    `<defs>${defsMarkup(view, look)}${outlines}</defs>` +
    woodMarkup(view, look) +
    stores +
    pits +
    once(`s${g.pits[0].x}`, () => shape(shadeRect(g, ID), look)) +
    textsMarkup(view, used)
  );
}
