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

/** One seed at `x`, `y` rotated by `r` degrees, tone `t` (its radial gradient does the shading). */
const seedNode = (x: number, y: number, r: number, t: number) =>
  node('ellipse', {
    class: 'seed',
    part: 'seed',
    cx: x,
    cy: y,
    rx: 11.5,
    ry: 8.3,
    fill: `url(#seedfill-${t})`,
    transform: `rotate(${r} ${x} ${y})`,
  });

/** Prototype seeds of the pits' slots (pits draw in their own frame), shared by every board. */
const protos = new WeakMap<Slot, Element>();

const round = (v: number) => Math.round(v * 10) / 10;

/**
 * Keep the first `count` seeds of `slots` (offset by `x`, `y`) in `nodes`, inserted before `at`:
 * only the difference is added or removed.
 */
function syncSeeds(nodes: Element[], at: Element, slots: readonly Slot[], count: number, x = 0, y = 0): void {
  const n = Math.min(count, slots.length);
  while (nodes.length > n) nodes.pop()!.remove();
  while (nodes.length < n) {
    const s = slots[nodes.length];
    let seed: Element;
    if (x || y) seed = seedNode(round(x + s.x), round(y + s.y), s.r, s.t);
    else {
      let p = protos.get(s);
      if (!p) protos.set(s, (p = seedNode(s.x, s.y, s.r, s.t)));
      seed = p.cloneNode() as Element;
    }
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
    transform: `translate(${p.x} ${p.y})`,
  };
}

/** One drawn pit: its `<g>`, the element its seeds go before, its seeds, what was last set. */
interface PitNode {
  g: Element;
  hit: Element;
  ring: Element;
  seeds: Element[];
  attrs: Record<string, string | undefined>;
}

class PitNodes extends Directive {
  #pits: PitNode[] = [];

  render(_view: BoardView): unknown {
    return noChange;
  }

  override update(part: ElementPart, [view]: Parameters<this['render']>): unknown {
    if (!this.#pits.length) {
      this.#pits = view.pits.map((p) => {
        const g = node('g', { 'data-pit': p.pit });
        const hit = node('rect', { class: 'hit', x: -50, width: 100, height: 140 });
        const ring = node('circle', { class: 'ring', r: 46 });
        g.append(hit, node('circle', { class: 'bowl', r: 42 }), ring);
        return { g, hit, ring, seeds: [], attrs: {} };
      });
      part.element.append(...this.#pits.map((n) => n.g));
    }
    view.pits.forEach((p, i) => {
      const n = this.#pits[i];
      const attrs = pitAttrs(p);
      for (const k in attrs) {
        const v = attrs[k];
        if (v === n.attrs[k]) continue;
        if (v === undefined) n.g.removeAttribute(k);
        else n.g.setAttribute(k, v);
      }
      if (n.attrs.transform !== attrs.transform) n.hit.setAttribute('y', p.top ? '-90' : '-50');
      n.attrs = attrs;
      syncSeeds(n.seeds, n.ring, pitSlots(p.pit), Math.min(p.count, MAX_PIT_SEEDS));
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

class TextOf extends Directive {
  render(_value: string | number): unknown {
    return noChange;
  }

  override update(part: ElementPart, [value]: Parameters<this['render']>): unknown {
    const v = String(value);
    if (part.element.textContent !== v) part.element.textContent = v;
    return noChange;
  }
}

/** On an element: its text is `value` (a text node, no marker comment). */
export const textOf = directive(TextOf);
