/**
 * The pits, their seeds and their texts as plain SVG nodes, kept up to date by the board's layers
 * (layers.ts), so that a board holds no template instance or part per pit, seed or text: a page of
 * 50 boards renders in far fewer nodes and objects, and an animation frame changes few nodes (one
 * seed added). {@link PitLayer} keeps the twelve pit buttons in its `<g>` (their seeds cloned from
 * one prototype per slot and place, shared by every board), {@link TextLayer} the counts, labels and
 * pile counts in its `<g>`.
 *
 * Each layer owns the element children of its `<g>`. When the page's script hydrates a board a
 * server drew, the first update finds the server's nodes there and takes them as its own.
 */
import { MAX_PIT_SEEDS, pitSlots, type Slot } from '../diagram/layout.js';
import { type Attrs, type El, el, pit, pitAttrs, slotSeed, pitTexts as texts } from '../diagram/scene.js';
import type { BoardView, PitView } from '../diagram/view-model.js';

const NS = 'http://www.w3.org/2000/svg';

/** The SVG element of a drawn shape (see diagram/scene.ts), with its children. */
export function toDom(e: El): Element {
  const n = document.createElementNS(NS, e.t);
  for (const k in e.a) if (e.a[k] !== undefined) n.setAttribute(k, String(e.a[k]));
  if (e.c) n.append(...e.c.map((k) => (typeof k === 'object' ? toDom(k) : String(k))));
  return n;
}

const made = new Map<string, Element>();

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

/** The twelve pits of a board in a `<g>`: each a `<g>` (button or image, named) holding its hit area, bowl, seeds and ring. */
export class PitLayer {
  /** The twelve pits' `<g>`s (a pit's ring is its last child; the seeds go before it). */
  #g: Element[] = [];
  /** How many seeds each pit shows. */
  #seeds = new Uint8Array(12);
  /** The layout they are drawn in (one geometry object per orientation and stores). */
  #geometry: BoardView['geometry'] | null = null;

  /** Draw `view`'s pits in `at` (the server's, when hydrating). */
  update(at: Element, view: BoardView): void {
    const gs = this.#g;
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
  }
}

/**
 * A board's texts. Its one-character texts of a kind (counts, or labels) in a row are ONE `<text>`:
 * the text's `x` list places each of its characters, one per pit, and each is anchored at its x as
 * its own text would be (so the row looks the same, and the browser lays out a text per row, not
 * one per pit); its `data-counts-for` (or `data-labels-for`) names the pit of each character. A
 * count of two digits, a label of two characters and a pile count keep a text each
 * (`data-count-for`, `data-label-for`: its pit), made once for the page, then cloned.
 */
function textNodes(view: BoardView): Element[] {
  const rows = new Map<string, { a: Attrs; x: number[]; pits: number[]; chars: string }>();
  const rest: Element[] = [];
  for (const p of view.pits)
    for (const t of texts(p)) {
      const s = String(t.c![0]);
      if (t.a.class === 'pile-count') rest.push(toDom(t));
      else if (s.length === 1) {
        const key = `${t.a.class} ${t.a.y}`;
        const row = rows.get(key) ?? { a: t.a, x: [], pits: [], chars: '' };
        rows.set(key, row);
        row.x.push(t.a.x as number);
        row.pits.push(p.pit);
        row.chars += s;
      } else rest.push(copy(`${p.pit} ${p.x} ${p.y} ${p.label} ${t.a.class} ${p.count}`, () => toDom(t)));
    }
  const made = [...rows.values()].map(({ a, x, pits, chars }) =>
    toDom(
      el('text', { class: a.class, part: a.part, [`data-${a.part}s-for`]: pits.join(' '), x: x.join(' '), y: a.y }, [
        chars,
      ]),
    ),
  );
  return [...made, ...rest];
}

/** The pits' counts, labels and pile counts of a board in a `<g>` (drawn anew each time). */
export class TextLayer {
  /** What the texts on show say and where (drawn again only when that changes: not on every animation frame). */
  #key?: string;

  /** Draw `view`'s texts in `at` (a server's are this view's: kept when hydrating). */
  update(at: Element, view: BoardView): void {
    const key = view.pits.map((p) => `${p.x} ${p.y} ${p.label} ${p.count} ${p.pile}`).join();
    if (this.#key === undefined && at.childElementCount) this.#key = key;
    if (key === this.#key) return;
    this.#key = key;
    replace(at, textNodes(view));
  }
}
