/**
 * The pits, their seeds and their texts as plain SVG nodes kept up to date by Lit child-part
 * directives, so that a board holds no template instance or part per pit, seed or text: a page of
 * 50 boards renders in far fewer nodes and objects, and an animation frame changes few nodes (one
 * seed added). {@link pitNodes} keeps the twelve pit buttons in its `<g>` (their seeds cloned from
 * one prototype per slot and place, shared by every board), {@link pitTexts} the counts, labels and
 * pile counts in its `<g>`, {@link drawn} fixed shapes (the definitions, the shade).
 *
 * Each directive owns the element children of the `<g>` it is the only part of. Rendered on a server
 * (`@lit-labs/ssr`), it writes the same shapes as markup (`render`); when the page's script then
 * hydrates the board, it takes the server's nodes as its own instead of drawing them again.
 */
import { isServer, noChange } from 'lit';
import { type ChildPart, Directive, directive } from 'lit/directive.js';
import { MAX_PIT_SEEDS, pitSlots, type Slot } from '../draw/layout.js';
import { raw } from '../draw/raw.js';
import { type El, pit, pitAttrs, slotSeed, pitTexts as texts } from '../draw/scene.js';
import { write } from '../draw/write.js';
import type { BoardView, PitView } from './view-model.js';

const NS = 'http://www.w3.org/2000/svg';

/** The SVG element of a drawn shape (see draw/scene.ts), with its children. */
export function toDom(e: El): Element {
  const n = document.createElementNS(NS, e.t);
  for (const k in e.a) if (e.a[k] !== undefined) n.setAttribute(k, String(e.a[k]));
  if (e.c) n.append(...e.c.map((k) => (typeof k === 'object' ? toDom(k) : String(k))));
  return n;
}

const made = new Map<string, Element>();

/** What a directive draws, as markup for a server's rendering (`nothing` in a browser, where `update` draws). */
export const markup = (shapes: () => El[]): unknown => (isServer ? raw(shapes().map(write).join(''), true) : noChange);

/** The `<g>` that `part` is the only part of: its element children are the directive's (the server's, when hydrating). */
export const owned = (part: ChildPart): Element => part.parentNode as Element;

/** Make `nodes` the element children of `at` (its comments, the part's markers, stay). */
export function replace(at: Element, nodes: Iterable<Node>): void {
  while (at.lastElementChild) at.lastElementChild.remove();
  at.append(...nodes);
}

/** A copy of the node `make()` makes for `key`: each one is made once for the page, then cloned. */
export function copy(key: string, make: () => Element): Element {
  let e = made.get(key);
  if (!e) made.set(key, (e = make()));
  return e.cloneNode(true) as Element;
}

/** Prototype seeds of each slot at each place (`x y`), shared by every board. */
const protos = new WeakMap<Slot, Map<string, Element>>();

/**
 * Make the `shown` seeds before `at` the first `count` seeds of `slots` around `x`, `y`: only the
 * difference is added or removed. Returns the new number shown.
 */
export function syncSeeds(
  shown: number,
  at: Element,
  slots: readonly Slot[],
  count: number,
  x: number,
  y: number,
): number {
  const n = Math.min(count, slots.length);
  for (; shown > n; shown--) at.previousElementSibling!.remove();
  if (shown < n) {
    const place = `${x} ${y}`;
    for (; shown < n; shown++) {
      const s = slots[shown];
      let byPlace = protos.get(s);
      if (!byPlace) protos.set(s, (byPlace = new Map()));
      let p = byPlace.get(place);
      if (!p) byPlace.set(place, (p = toDom(slotSeed(s, x, y))));
      at.before(p.cloneNode());
    }
  }
  return n;
}

/** A copy of the page's drawing of pit `p` (its `<g>` with hit area, bowl, seeds and ring) at `x`, `y` with `count` seeds. */
const pitDrawing = (p: PitView, x: number, y: number, count: number): Element =>
  copy(`p${p.pit} ${x} ${y} ${count}`, () => toDom({ ...pit(p, x, y, count), a: { 'data-pit': p.pit } }));

/** Set `k` on `g` to `v` (`undefined`: remove it); unless `fresh`, only if it differs from what `g` has. */
function attr(g: Element, fresh: boolean, k: string, v: string | undefined): void {
  if (v === undefined) fresh || g.removeAttribute(k);
  else if (fresh || g.getAttribute(k) !== v) g.setAttribute(k, v);
}

class PitNodes extends Directive {
  /** The twelve pits' `<g>`s (a pit's ring is its last child; the seeds go before it). */
  #g: Element[] = [];
  /** How many seeds each pit shows. */
  #seeds = new Uint8Array(12);
  /** The layout they are drawn in (one geometry object per orientation and stores). */
  #geometry: BoardView['geometry'] | null = null;

  render(view: BoardView): unknown {
    return markup(() => view.pits.map((p) => pit(p, p.x, p.y, p.count)));
  }

  override update(part: ChildPart, [view]: Parameters<this['render']>): unknown {
    const gs = this.#g;
    const at = owned(part);
    let fresh = !gs.length;
    if (fresh && at.childElementCount === 12) {
      // hydrating: the server drew the pits as this view has them
      gs.push(...at.children);
      for (let i = 0; i < 12; i++) this.#seeds[i] = gs[i]!.childElementCount - 3;
      this.#geometry = view.geometry;
      fresh = false;
    }
    // Drawn in the board's frame (no transform per pit: fewer paint chunks), drawn anew when the layout changes.
    const moved = view.geometry !== this.#geometry;
    this.#geometry = view.geometry;
    view.pits.forEach((p, i) => {
      const count = Math.min(p.count, MAX_PIT_SEEDS);
      if (moved) {
        // One deep clone of the page's drawing of this pit at this place with this many seeds.
        const drawn = pitDrawing(p, p.x, p.y, count);
        if (fresh) gs[i] = drawn;
        else gs[i]!.replaceChildren(...drawn.childNodes);
        this.#seeds[i] = count;
      }
      // The attributes that follow the view; what was last set is read back from the node.
      const g = gs[i]!;
      const attrs = pitAttrs(p);
      for (const k in attrs) attr(g, fresh, k, attrs[k] as string | undefined);
      if (this.#seeds[i] !== count)
        this.#seeds[i] = syncSeeds(this.#seeds[i]!, g.lastElementChild!, pitSlots(p.pit, count), count, p.x, p.y);
    });
    if (fresh) at.append(...gs);
    return noChange;
  }
}

/**
 * In a `<g>`: the twelve pits of `view` as its children, each a `<g>` (button or image, named)
 * holding its hit area, bowl, seeds and ring.
 */
export const pitNodes = directive(PitNodes);

/** A pit's texts as the page's copies (a text is made once for the page per pit, place, label and count, then cloned). */
const textNodes = (view: BoardView): Element[] =>
  view.pits.flatMap((p) =>
    texts(p).map((t) =>
      t.a.class === 'pile-count'
        ? toDom(t)
        : copy(`${p.pit} ${p.x} ${p.y} ${p.label} ${t.a.class} ${p.count}`, () => toDom(t)),
    ),
  );

class PitTexts extends Directive {
  #hydrated = false;

  render(view: BoardView): unknown {
    return markup(() => view.pits.flatMap(texts));
  }

  override update(part: ChildPart, [view]: Parameters<this['render']>): unknown {
    const at = owned(part);
    // (hydrating: the server's texts are this view's)
    if (!this.#hydrated && (this.#hydrated = true) && at.childElementCount) return noChange;
    replace(at, textNodes(view));
    return noChange;
  }
}

/** In a `<g>`: the pits' counts, labels and pile counts of `view` as its children (drawn anew each time). */
export const pitTexts = directive(PitTexts);

class Drawn extends Directive {
  #key?: string;

  render(_key: string, make: () => El[]): unknown {
    return markup(make);
  }

  override update(part: ChildPart, [key, make]: Parameters<this['render']>): unknown {
    const at = owned(part);
    if (this.#key === undefined && at.childElementCount) this.#key = key; // hydrating: the server's shapes
    if (key !== this.#key)
      replace(at, [...copy((this.#key = key), () => toDom({ t: 'g', a: {}, c: make() })).childNodes]);
    return noChange;
  }
}

/** In an element: the shapes `make()` draws as its children, drawn anew only when `key` changes (and made once for the page per key). */
export const drawn = directive(Drawn);
