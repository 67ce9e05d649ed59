/**
 * The board's shapes (`draw/scene.ts`: the same geometry, seed slots and grain) written straight
 * to markup for a standalone picture, painted by `paint.ts`'s rules — strings, not a tree of
 * objects per call — and light: what every shape of a kind shares is said once.
 *
 * - The definitions, the wood and the shade are the same for every picture of one layout and look:
 *   written once and kept (with {@link ID} for the picture's id prefix, put in by the caller).
 * - A seed's markup depends only on its pit and slot: written once and kept. Its outline and fill
 *   stay its own (a radial gradient over its box: the seeds stay lit from the top left whichever way
 *   they lie); its rim (stroke) is said once, on the group of the pits.
 * - A plain bowl is a `<use>` of one bowl; a marked one (the last move) is drawn in full.
 * - A ring or a store's turn ring that paints nothing (no mark) is left out.
 * - The counts, the labels and the pile counts are each one group with their font and colour.
 * - The wood's grain lines that repeat down the board are drawn once and `<use>`d.
 *
 * Shapes never overlap from one pit to the next, so the pits' shapes keep their order within a pit
 * and the picture is the one the shape tree gives (test/unit/svg-picture.test.ts compares them).
 */
import { grainPath } from '../draw/grain.js';
import { MAX_PIT_SEEDS, pitSlots, type Slot, storeSlots } from '../draw/layout.js';
import { FONT, type Token } from '../draw/palette.js';
import { type Attrs, defs, type El, el, round, shadePattern, shadeRect, wood } from '../draw/scene.js';
import { escapeText, write } from '../draw/write.js';
import type { BoardView, PitView, StoreView } from '../element/view-model.js';
import { paint } from './paint.js';

/** The id prefix's place in kept markup (a private-use character: no markup of the board holds a text of the page's). */
export const ID = '\uE000';

/** How the picture is painted: its colours, a board 420 px wide or less, classes kept (the `auto` theme, flat tones), flat seed tones. */
export interface Look {
  c: Record<Token, string>;
  dark: boolean;
  small: boolean;
  keep: boolean;
  flat: boolean;
}

const lookKey = (k: Look) => `${+k.dark}${+k.small}${+k.keep}${+k.flat}`;

/** A number as short as SVG reads it: `.5`, `-.5`. */
export function num(v: number): string {
  const s = String(v);
  return s.charCodeAt(0) === 48 && s.length > 1 ? s.slice(1) : s.startsWith('-0.') ? `-${s.slice(2)}` : s;
}

/** Numbers separated by a space, or by nothing before a minus sign. */
const nums = (...vs: number[]): string => {
  let out = '';
  for (const v of vs) {
    const s = num(v);
    out += out && s.charCodeAt(0) !== 45 ? ` ${s}` : s;
  }
  return out;
};

/** What the root `<svg>` says for every text: the board's font, centred. */
export const ROOT_TEXT = ` font-family="${FONT}" text-anchor="middle"`;

/** An attribute the root says already (see {@link ROOT_TEXT}). */
const inherited = (k: string, v: unknown) =>
  (k === 'font-family' && v === FONT) || (k === 'text-anchor' && v === 'middle');

/** Shapes' attributes without the ones the root says (in place). */
export function lighten(e: El): void {
  for (const k in e.a) if (inherited(k, e.a[k])) e.a[k] = undefined;
  if (e.c) for (const k of e.c) if (typeof k === 'object') lighten(k);
}

/** The attributes of `a` as markup: values escaped, numbers short (`.5`), `undefined` ones and the root's left out. */
function attrText(a: Attrs): string {
  let out = '';
  for (const k in a) {
    const v = a[k];
    if (v === undefined || inherited(k, v)) continue;
    const text = String(v);
    out += ` ${k}="${/^-?0\.\d+$/.test(text) ? num(Number(text)) : escapeText(text)}"`;
  }
  return out;
}

const painted = new Map<string, Attrs>();

/**
 * What `paint.ts` gives a `tag` of classes `cls` inside a pit or store of classes `context`: its
 * painted attributes, kept by look.
 */
function paintedAttrs(tag: string, cls: string, context: string, look: Look): Attrs {
  const key = `${lookKey(look)}|${tag}|${cls}|${context}`;
  let a = painted.get(key);
  if (!a) {
    const e = el(tag, { class: cls });
    paint(e, look.c, ID, look.small, look.keep, context ? context.split(' ') : []);
    if (painted.size > 2000) painted.clear();
    painted.set(key, (a = e.a));
  }
  return a;
}

/** Painted attributes as markup, without the ones in `skip`. */
const paintedText = (tag: string, cls: string, context: string, look: Look): string =>
  attrText(paintedAttrs(tag, cls, context, look));

/** A shape that paints nothing (a ring or turn ring without a mark). */
const invisible = (a: Attrs) => (a.stroke === 'none' || a.stroke === undefined) && a.fill === 'none';

/** Paint a shape tree (`paint.ts`) and write it, its numbers short. */
const paintWrite = (e: El, look: Look): string => {
  paint(e, look.c, ID, look.small, look.keep);
  const short = (x: El) => {
    for (const k in x.a) {
      const v = x.a[k];
      if (typeof v === 'string' && /^-?0\.\d+$/.test(v)) x.a[k] = num(Number(v));
    }
    if (x.c) for (const k of x.c) if (typeof k === 'object') short(k);
  };
  short(e);
  lighten(e);
  return write(e);
};

/**
 * The wood's grain (`draw/grain.ts`) as markup: each line that repeats lower down the board (the
 * same line, only its height differs) drawn once with an id and `<use>`d there; the others as one path.
 */
function grainMarkup(width: number, attrs: string): string {
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
  return `<g${attrs}>${once ? `<path d="${once}"/>` : ''}${repeated}${uses}</g>`;
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

/** The definitions: the scene's gradients and shade pattern, and the one bowl the plain pits `<use>`. */
function defsMarkup(view: BoardView, look: Look): string {
  const g = view.geometry;
  return once(`d${lookKey(look)}${view.stores}${g.width}`, () => {
    const list = [...defs(ID, view.stores), shadePattern(g, ID)]
      .map((e) => paintWrite(e, look))
      .join('')
      .replaceAll(`${ID}seedfill-`, `${ID}s`);
    return `<defs>${list}<circle id="${ID}b" r="42"${paintedText('circle', 'bowl', '', look)}/></defs>`;
  });
}

/** The wood: shadow, body, grain (see {@link grainMarkup}), bevel and groove. */
function woodMarkup(view: BoardView, look: Look): string {
  const w = view.geometry.width;
  return once(`w${lookKey(look)}${w}`, () =>
    wood(w)
      .map((e) => {
        if (e.a.class !== 'board-grain') return paintWrite(e, look);
        return grainMarkup(w, paintedText('path', 'board-grain', '', look));
      })
      .join(''),
  );
}

/** The kept markup of each pit's and store's seeds at a centre: slot k's `<path>`. */
const seedMarkup = new Map<string, string[]>();

/**
 * The first `n` seeds of `slots` (a pit's or a store's, `key`) around `x`, `y`: each its outline (as
 * `draw/scene.ts` `seedPath`, with relative arcs) and its tone's gradient (and, for the flat tones,
 * its tone's class). Rim and stroke come from the group around them.
 */
function seedsMarkup(key: string, slots: readonly Slot[], n: number, x: number, y: number, flat: boolean): string {
  const k = `${key} ${x} ${y} ${+flat}`;
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
        `<path${flat ? ` class="s${slot.t}"` : ''} d="M${nums(sx, sy)}a${arc}${nums(1, ex, ey).slice(1)} ${arc}${nums(1, -ex, -ey).slice(1)}z" fill="url(#${ID}s${slot.t})"/>`;
    }
    out += s;
  }
  return out;
}

/** A pit: its bowl (a `<use>` of the one bowl, unless a mark changes it), its seeds, its ring when a mark shows it. */
/** A pit's bowl and ring attributes for its classes (`null`: the plain bowl; no ring), kept by look. */
const pitLooks = new Map<string, [bowl: string | null, ring: string | null]>();

/** A pit: its bowl (a `<use>` of the one bowl, unless a mark changes it), its seeds, its ring when a mark shows it. */
function pitMarkup(p: PitView, look: Look): string {
  const { x, y } = p;
  const key = `${lookKey(look)}${p.part}`;
  let parts = pitLooks.get(key);
  if (!parts) {
    const plain = attrText(paintedAttrs('circle', 'bowl', '', look));
    const bowl = attrText(paintedAttrs('circle', 'bowl', p.part, look));
    const ring = paintedAttrs('circle', 'ring', p.part, look);
    if (pitLooks.size > 500) pitLooks.clear();
    pitLooks.set(key, (parts = [bowl === plain ? null : bowl, invisible(ring) ? null : attrText(ring)]));
  }
  const [bowl, ring] = parts;
  let out = look.keep ? `<g class="${p.part}">` : '';
  out += bowl ? `<circle cx="${x}" cy="${y}" r="42"${bowl}/>` : `<use href="#${ID}b" x="${x}" y="${y}"/>`;
  out += seedsMarkup(`p${p.pit}`, pitSlots(p.pit, p.count), Math.min(p.count, MAX_PIT_SEEDS), x, y, look.flat);
  if (ring) out += `<circle cx="${x}" cy="${y}" r="46"${ring}/>`;
  return look.keep ? `${out}</g>` : out;
}

/** A store (or score tray), as `draw/scene.ts` `store` has it; its seeds inside a group with their rims, its turn ring only when shown. */
function storeMarkup(st: StoreView, stores: boolean, look: Look, seedAttrs: string): string {
  const r = st.rect;
  const x = r.x + r.w / 2;
  const y = r.y + r.h / 2;
  const k = stores ? 4 : 5;
  const box = `x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" rx="${r.w / 2}"`;
  const ctx = st.toMove ? 'store to-move' : 'store';
  let out = `<g${look.keep ? ` class="${ctx}"` : ''}>`;
  out += `<rect ${box}${paintedText('rect', stores ? 'store-body' : 'tray', ctx, look)}/>`;
  if (stores) {
    const i = st.side === 'south' ? 0 : 1;
    if (st.count)
      out += `<g${seedAttrs}>${seedsMarkup(`s${i}`, storeSlots(i, st.count), Math.min(st.count, 60), x, y, look.flat)}</g>`;
    out += `<rect ${box}${paintedText('rect', 'store-shade', ctx, look)}/>`;
  }
  const turn = paintedAttrs('rect', 'store-turn', ctx, look);
  if (!invisible(turn))
    out += `<rect x="${r.x - k}" y="${r.y - k}" width="${r.w + 2 * k}" height="${r.h + 2 * k}" rx="${r.w / 2 + k}"${attrText(turn)}/>`;
  const ty = stores ? (r.x < 99 ? 35 : 285) : y + 9;
  out += `<text x="${x}" y="${ty}"${paintedText('text', stores ? 'count' : 'tray-count', ctx, look)}>${st.count}</text>`;
  return `${out}</g>`;
}

/** The texts over the pits: the counts, the labels and the pile counts, each kind one group with its font and colour. */
function textsMarkup(view: BoardView, look: Look): string {
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
  const group = (cls: string, body: string) => (body ? `<g${paintedText('text', cls, '', look)}>${body}</g>` : '');
  return group('count', counts) + group('label', labels) + group('pile-count', piles);
}

/**
 * The board of `view` under its overlays as markup (the ids' prefix as {@link ID}): the
 * definitions, the wood and the stores, the pits with their seeds, the bowls' shade, the texts.
 */
export function boardMarkup(view: BoardView, look: Look): string {
  const g = view.geometry;
  const seedAttrs = paintedText('path', 'seed', '', look);
  let pits = '';
  for (const p of view.pits) pits += pitMarkup(p, look);
  return (
    defsMarkup(view, look) +
    `<g>${woodMarkup(view, look)}${view.storeViews.map((st) => storeMarkup(st, view.stores, look, seedAttrs)).join('')}</g>` +
    `<g${seedAttrs}>${pits}</g>` +
    once(`s${lookKey(look)}${g.width}${g.pits[0].x}`, () => paintWrite(shadeRect(g, ID), look)) +
    textsMarkup(view, look)
  );
}
