/**
 * The pits, their seeds and their texts as plain SVG nodes kept up to date by Lit element
 * directives, so that a board holds no template instance, part or marker comment per pit, seed or
 * text: a page of 50 boards renders in far fewer nodes and objects, and an animation frame changes
 * few nodes (one seed added). {@link pitNodes} keeps the twelve pit buttons inside its `<g>` (their
 * seeds cloned from one prototype per slot and place, shared by every board), {@link pitTexts} the
 * counts, labels and pile counts inside its `<g>`.
 */
import { noChange } from 'lit';
import { Directive, directive, type ElementPart } from 'lit/directive.js';
import { MAX_PIT_SEEDS, pitSlots, type Slot } from '../draw/layout.js';
import { type El, pit, slotSeed, pitTexts as texts } from '../draw/scene.js';
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
  copy(`p${p.pit} ${x} ${y} ${count}`, () => toDom(pit(p, x, y, count)));

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

  render(_view: BoardView): unknown {
    return noChange;
  }

  override update(part: ElementPart, [view]: Parameters<this['render']>): unknown {
    const gs = this.#g;
    const fresh = !gs.length;
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
      const b = p.button;
      attr(g, fresh, 'class', b ? `${p.part} button` : p.part);
      attr(g, fresh, 'part', p.part);
      attr(g, fresh, 'role', b ? 'button' : 'img');
      attr(g, fresh, 'aria-label', p.name);
      attr(g, fresh, 'aria-disabled', p.disabled ? 'true' : undefined);
      attr(g, fresh, 'tabindex', b ? (p.focus ? '0' : '-1') : undefined);
      if (this.#seeds[i] !== count)
        this.#seeds[i] = syncSeeds(this.#seeds[i]!, g.lastElementChild!, pitSlots(p.pit, count), count, p.x, p.y);
    });
    if (fresh) part.element.append(...gs);
    return noChange;
  }
}

/**
 * On a `<g>`: the twelve pits of `view` as its children, each a `<g>` (button or image, named)
 * holding its hit area, bowl, seeds and ring.
 */
export const pitNodes = directive(PitNodes);

class PitTexts extends Directive {
  render(_view: BoardView): unknown {
    return noChange;
  }

  override update(part: ElementPart, [view]: Parameters<this['render']>): unknown {
    part.element.replaceChildren(
      // (a text is made once for the page per pit, place, label and count, then cloned)
      ...view.pits.flatMap((p) =>
        texts(p).map((t) =>
          t.a.class === 'pile-count'
            ? toDom(t)
            : copy(`${p.pit} ${p.x} ${p.y} ${p.label} ${t.a.class} ${p.count}`, () => toDom(t)),
        ),
      ),
    );
    return noChange;
  }
}

/** On a `<g>`: the pits' counts, labels and pile counts of `view` as its children (drawn anew each time). */
export const pitTexts = directive(PitTexts);

class Drawn extends Directive {
  #key?: string;

  render(_key: string, _make: () => El[]): unknown {
    return noChange;
  }

  override update(part: ElementPart, [key, make]: Parameters<this['render']>): unknown {
    if (key !== this.#key)
      part.element.replaceChildren(...copy((this.#key = key), () => toDom({ t: 'g', a: {}, c: make() })).childNodes);
    return noChange;
  }
}

/** On an element: the shapes `make()` draws as its children, drawn anew only when `key` changes (and made once for the page per key). */
export const drawn = directive(Drawn);
