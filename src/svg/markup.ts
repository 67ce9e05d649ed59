/**
 * The board of a standalone picture written straight to markup — strings, not a tree of objects per
 * call — from the element's own drawing (`draw/scene.ts`: the same geometry, gradients, seed slots and
 * grain), light: every shape carries only its classes, painted by the picture's one style sheet
 * (`paint.ts`), and what shapes of a kind share is said once.
 *
 * - The definitions, the wood and the shade are the same for every picture of one layout: written
 *   once and kept (with {@link ID} for the picture's id prefix, put in by the caller).
 * - A seed's markup depends only on its pit and slot: written once and kept; its class is its tone
 *   (`s0`–`s3`), whose fill is the tone's gradient (a radial gradient over its box: the seeds stay lit
 *   from the top left whichever way they lie).
 * - A pit's ring, and its group, only when a mark shows them; a store's turn ring only when it shows.
 * - The seeds carry no group: their rims come from their tones' rule.
 * - The counts, the labels and the pile counts are each one group.
 * - The wood's grain lines that repeat down the board are drawn once and `<use>`d.
 *
 * Shapes never overlap from one pit to the next, so the pits' shapes keep their order within a pit
 * and the picture is the element's (test/unit/svg-picture.test.ts compares it with the picture before).
 */
import { grainPath } from '../draw/grain.js';
import { MAX_PIT_SEEDS, pitSlots, type Slot, storeSlots } from '../draw/layout.js';
import type { Token } from '../draw/palette.js';
import { defs, type El, round, shadePattern, shadeRect, wood } from '../draw/scene.js';
import { escapeText } from '../draw/write.js';
import type { BoardView, PitView, StoreView } from '../element/view-model.js';
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
 * The wood's grain (`draw/grain.ts`) as markup: each line that repeats lower down the board (the
 * same line, only its height differs) drawn once with an id and `<use>`d there; the others as one path.
 */
function grainMarkup(width: number): string {
  const lines = grainPath({ x: 6, y: 6, w: width - 12, h: 290, r: 34 })
    .split('M')
    .filter(Boolean)
    .map((line) => {
      const [x, y, ...curve] = line.split(/[ c]/).map(Number) as [number, number, ...number[]];
      // the curves' numbers as short as they go (one `c` for a line's curves: the command repeats)
      const rest = `c${nums(...curve)}`;
      return { y, shape: `${x}|${rest}`, d: `M${nums(x, y)}${rest}` };
    });
  const seen = new Map<string, { y: number; id: string }>();
  const counts = new Map<string, number>();
  for (const l of lines) counts.set(l.shape, (counts.get(l.shape) ?? 0) + 1);
  let once = '';
  let repeated = '';
  let uses = '';
  for (const l of lines) {
    if ((counts.get(l.shape) ?? 0) < 2) {
      once += l.d;
      continue;
    }
    const first = seen.get(l.shape);
    if (!first) {
      const id = `g${seen.size}`;
      seen.set(l.shape, { y: l.y, id });
      repeated += `<path id="${ID}${id}" d="${l.d}"/>`;
    } else uses += `<use href="#${ID}${first.id}" y="${l.y - first.y}"/>`;
  }
  return `<g class="board-grain">${once ? `<path d="${once}"/>` : ''}${repeated}${uses}</g>`;
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

/** The definitions (the scene's gradients, seed tones as `s0`–`s3`, and shade pattern) and the wood. */
function baseMarkup(view: BoardView, look: Look): string {
  const g = view.geometry;
  return once(`${look.c.pit}${+look.auto}${view.stores}${g.width}${g.pits[0].x}`, () => {
    const list = [...defs(ID, view.stores), shadePattern(g, ID)]
      .map((e) => shape(e, look))
      .join('')
      .replaceAll(`${ID}seedfill-`, `${ID}s`);
    return (
      `<defs>${list}</defs>` +
      wood(g.width)
        .map((e) => (e.a.class === 'board-grain' ? grainMarkup(g.width) : shape(e, look)))
        .join('')
    );
  });
}

/** The kept markup of each pit's and store's seeds at a centre: slot k's `<path>`. */
const seedMarkup = new Map<string, string[]>();

/**
 * The first `n` seeds of `slots` (a pit's or a store's, `key`) around `x`, `y`: each its outline (as
 * `draw/scene.ts` `seedPath`, with relative arcs) and its tone's class.
 */
function seedsMarkup(key: string, slots: readonly Slot[], n: number, x: number, y: number): string {
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
      const cx = round(x + slot.x);
      const cy = round(y + slot.y);
      const a = (slot.r * Math.PI) / 180;
      const dx = round(11.5 * Math.cos(a));
      const dy = round(11.5 * Math.sin(a));
      const sx = round(cx + dx);
      const sy = round(cy + dy);
      const ex = round(round(cx - dx) - sx);
      const ey = round(round(cy - dy) - sy);
      // as `seedPath`: from one end of the long axis to the other and back, here in relative arcs
      const arc = `11.5 8.3 ${slot.r} 1 1`;
      s = made[i] =
        `<path class="s${slot.t}" d="M${nums(sx, sy)}a${arc}${nums(1, ex, ey).slice(1)} ${arc}${nums(1, -ex, -ey).slice(1)}z"/>`;
    }
    out += s;
  }
  return out;
}

/** The marks (a pit's classes) that show its ring (paint.ts's rules). */
const RING_MARKS = marksOf('ring');

/**
 * A pit: its bowl, its seeds, its ring when a mark shows it; in a group of its classes when marked.
 * (Each bowl is a circle of its own: Chromium leaves a `<use>`d bowl black in an `<img>`, its
 * gradient given by the style sheet.)
 */
function pitMarkup(p: PitView, used: Set<string>): string {
  const { x, y } = p;
  const marks = p.part.split(' ').slice(1);
  for (const m of marks) used.add(m);
  const seeds = seedsMarkup(`p${p.pit}`, pitSlots(p.pit, p.count), Math.min(p.count, MAX_PIT_SEEDS), x, y);
  const bowl = `<circle class="bowl" cx="${x}" cy="${y}" r="42"/>`;
  if (!marks.length) return bowl + seeds;
  const ring = marks.some((m) => RING_MARKS.has(m));
  if (ring) used.add('ring');
  return `<g class="${escapeText(p.part)}">${bowl}${seeds}${ring ? `<circle class="ring" cx="${x}" cy="${y}" r="46"/>` : ''}</g>`;
}

/** A store (or score tray), as `draw/scene.ts` `store` has it: its seeds after its body, its turn ring only when shown. */
function storeMarkup(st: StoreView, stores: boolean, used: Set<string>): string {
  const r = st.rect;
  const x = r.x + r.w / 2;
  const y = r.y + r.h / 2;
  const k = stores ? 4 : 5;
  const box = `x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" rx="${r.w / 2}"`;
  let out = `<g class="store${st.toMove ? ' to-move' : ''}">`;
  out += `<rect class="${stores ? 'store-body' : 'tray'}" ${box}/>`;
  if (stores) {
    const i = st.side === 'south' ? 0 : 1;
    out += seedsMarkup(`s${i}`, storeSlots(i, st.count), Math.min(st.count, 60), x, y);
    out += `<rect class="store-shade" ${box}/>`;
  }
  if (st.toMove) {
    used.add('to-move').add('store-turn');
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
 * definitions, the wood and the stores, the pits with their seeds, the bowls' shade, the texts.
 * Adds to `used` every class its shapes carry (for the style sheet).
 */
export function boardMarkup(view: BoardView, look: Look, used: Set<string>): string {
  const g = view.geometry;
  for (const c of BOARD) used.add(c);
  if (view.stores) used.add('store-body').add('store-shade').add('count');
  else used.add('tray').add('tray-count');
  let pits = '';
  for (const p of view.pits) pits += pitMarkup(p, used);
  return (
    baseMarkup(view, look) +
    view.storeViews.map((st) => storeMarkup(st, view.stores, used)).join('') +
    pits +
    once(`s${g.pits[0].x}`, () => shape(shadeRect(g, ID), look)) +
    textsMarkup(view, used)
  );
}
