/**
 * The pits, their seeds and their texts as plain SVG nodes kept up to date by Lit element
 * directives, so that a board holds no template instance, part or marker comment per pit, seed or
 * text: a page of 50 boards renders in far fewer nodes and objects, and an animation frame changes
 * only what changed (one seed added, one count). {@link pitNodes} keeps the twelve pit buttons
 * inside its `<g>` (their seeds cloned from one prototype per slot, shared by every board),
 * {@link pitTexts} the counts, labels and pile counts inside its `<g>`, and {@link seedsBefore} a
 * store's seeds before its element.
 */
import { noChange } from 'lit';
import { Directive, directive, type ElementPart } from 'lit/directive.js';
import { MAX_PIT_SEEDS, pitSlots, type Slot } from './layout.js';
import type { BoardView, PitView } from './view-model.js';

const NS = 'http://www.w3.org/2000/svg';

/** An SVG element `tag` with `attrs` (and the text `text`). */
function node(tag: string, attrs: Record<string, string | number>, text?: string | number): Element {
  const e = document.createElementNS(NS, tag);
  for (const k in attrs) e.setAttribute(k, String(attrs[k]));
  if (text !== undefined) e.textContent = String(text);
  return e;
}

/**
 * One seed at `x`, `y` turned by `r` degrees, tone `t`: an ellipse drawn as a path with the turn in
 * its arcs, not as a transform (a transform per seed is a paint chunk per seed, which makes every
 * frame's layerization slow on a page of boards). Its radial gradient does the shading, lit from
 * the top left whichever way the seed lies.
 */
function seedNode(x: number, y: number, r: number, t: number): Element {
  const a = (r * Math.PI) / 180;
  const dx = round(11.5 * Math.cos(a));
  const dy = round(11.5 * Math.sin(a));
  const arc = `A11.5 8.3 ${r} 1 1 `;
  return node('path', {
    class: 'seed',
    part: 'seed',
    d: `M${round(x + dx)} ${round(y + dy)}${arc}${round(x - dx)} ${round(y - dy)}${arc}${round(x + dx)} ${round(y + dy)}Z`,
    fill: `url(#seedfill-${t})`,
  });
}

/** Prototype seeds of each slot at each place (`x y`), shared by every board. */
const protos = new WeakMap<Slot, Map<string, Element>>();

const round = (v: number) => Math.round(v * 10) / 10;

/**
 * Keep the first `count` seeds of `slots` around `x`, `y` in `nodes`, inserted before `at`: only
 * the difference is added or removed.
 */
function syncSeeds(nodes: Element[], at: Element, slots: readonly Slot[], count: number, x: number, y: number): void {
  const n = Math.min(count, slots.length);
  const place = `${x} ${y}`;
  while (nodes.length > n) nodes.pop()!.remove();
  while (nodes.length < n) {
    const s = slots[nodes.length];
    let byPlace = protos.get(s);
    if (!byPlace) protos.set(s, (byPlace = new Map()));
    let p = byPlace.get(place);
    if (!p) byPlace.set(place, (p = seedNode(round(x + s.x), round(y + s.y), s.r, s.t)));
    const seed = p.cloneNode() as Element;
    at.before(seed);
    nodes.push(seed);
  }
}

class SeedsBefore extends Directive {
  readonly #nodes: Element[] = [];
  #at = '';

  render(_slots: readonly Slot[], _count: number, _x: number, _y: number): unknown {
    return noChange;
  }

  override update(part: ElementPart, [slots, count, x, y]: Parameters<this['render']>): unknown {
    if (this.#at !== `${x} ${y}`) for (const n of this.#nodes.splice(0)) n.remove();
    this.#at = `${x} ${y}`;
    syncSeeds(this.#nodes, part.element, slots, count, x, y);
    return noChange;
  }
}

/** On an element: the first `count` seeds of `slots` around `x`, `y`, as its preceding siblings (drawn under it). */
export const seedsBefore = directive(SeedsBefore);

/** The attributes of a pit's `<g>` that follow its view (`undefined`: absent). */
function pitAttrs(p: PitView): Record<string, string | undefined> {
  const b = p.button;
  return {
    class: `${p.part}${b ? ' button' : ''}`,
    part: p.part,
    role: b ? 'button' : 'img',
    'aria-label': p.name,
    'aria-disabled': p.disabled ? 'true' : undefined,
    tabindex: b ? (p.focus ? '0' : '-1') : undefined,
  };
}

/** One drawn pit: its `<g>`, its ring (the seeds go before it), its seeds, where it is and what was last set. */
interface PitNode {
  g: Element;
  ring?: Element;
  seeds: Element[];
  at?: string;
  attrs: Record<string, string | undefined>;
}

class PitNodes extends Directive {
  #pits: PitNode[] = [];

  render(_view: BoardView): unknown {
    return noChange;
  }

  override update(part: ElementPart, [view]: Parameters<this['render']>): unknown {
    const pits = this.#pits;
    view.pits.forEach((p, i) => {
      let n = pits[i];
      if (!n) part.element.append((n = pits[i] = { g: node('g', { 'data-pit': p.pit }), seeds: [], attrs: {} }).g);
      const attrs = pitAttrs(p);
      for (const k in attrs) {
        const v = attrs[k];
        if (v === n.attrs[k]) continue;
        if (v === undefined) n.g.removeAttribute(k);
        else n.g.setAttribute(k, v);
      }
      n.attrs = attrs;
      // Drawn in the board's frame (no transform per pit: fewer paint chunks), drawn anew when it moves.
      const { x, y } = p;
      if (n.at !== `${x} ${y}`) {
        n.at = `${x} ${y}`;
        n.seeds = [];
        n.g.replaceChildren(
          node('rect', { class: 'hit', x: x - 50, y: y + (p.top ? -90 : -50), width: 100, height: 140 }),
          node('circle', { class: 'bowl', cx: x, cy: y, r: 42 }),
          (n.ring = node('circle', { class: 'ring', cx: x, cy: y, r: 46 })),
        );
      }
      syncSeeds(n.seeds, n.ring!, pitSlots(p.pit), Math.min(p.count, MAX_PIT_SEEDS), x, y);
    });
    return noChange;
  }
}

/**
 * On a `<g>`: the twelve pits of `view` as its children, each a `<g>` (button or image, named)
 * holding its hit area, bowl, seeds and ring.
 */
export const pitNodes = directive(PitNodes);

class PitTexts extends Directive {
  #layout = '';
  #counts: Element[] = [];

  render(_view: BoardView): unknown {
    return noChange;
  }

  override update(part: ElementPart, [view]: Parameters<this['render']>): unknown {
    const pits = view.pits;
    const layout = pits.map((p) => `${p.x} ${p.y} ${p.label} ${p.pile && p.count}`).join();
    if (layout !== this.#layout) {
      this.#layout = layout;
      const all: Element[] = [];
      this.#counts = pits.map((p) => {
        const y = p.top ? 35 : 285;
        // With a label, the label ends and the count starts a fixed gap either side of the pit's centre.
        const labelled = p.label !== null;
        const count = node(
          'text',
          {
            class: labelled ? 'count labelled' : 'count',
            part: 'count',
            'data-count-for': p.pit,
            x: labelled ? p.x + 6 : p.x,
            y,
          },
          p.count,
        );
        if (p.pile)
          all.push(node('text', { class: 'pile-count', 'data-pile-for': p.pit, x: p.x, y: p.y + 9 }, p.count));
        all.push(count);
        if (labelled)
          all.push(
            node('text', { class: 'label', part: 'label', 'data-label-for': p.pit, x: p.x - 6, y: y - 1 }, p.label!),
          );
        return count;
      });
      part.element.replaceChildren(...all);
    } else
      pits.forEach((p, i) => {
        const t = this.#counts[i];
        const v = String(p.count);
        if (t.textContent !== v) t.textContent = v;
      });
    return noChange;
  }
}

/** On a `<g>`: the pits' counts, labels and pile counts of `view` as its children. */
export const pitTexts = directive(PitTexts);
