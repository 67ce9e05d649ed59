/**
 * The wood and the two stores (or score trays) as plain SVG nodes kept up to date by the board's
 * layers (layers.ts), as the pits are (see pit-nodes.ts): no template instance or part per store,
 * and the fixed shapes cloned from prototypes made once for the page.
 */
import { storeSlots } from '../diagram/layout.js';
import { el, store, wood } from '../diagram/scene.js';
import type { BoardView } from '../diagram/view-model.js';
import { copy, replace, syncSeeds, toDom } from './pit-nodes.js';

/** One drawn store: its `<g>`, the node its seeds go before, how many seeds it shows, its count, and what was last set. */
interface StoreNode {
  g: Element;
  seedsAt?: Element;
  seeds: number;
  count?: Element;
  name?: string;
  toMove?: boolean;
  shown?: number;
}

/** A copy of the page's drawing of the wood and the stores' fixed shapes (a `<g>` of them, the stores without seeds) for the layout of `view`. */
function baseDrawing(view: BoardView): Element {
  // (the width tells a layout with stores from one without, South's store's place the orientation)
  return copy(`w${view.geometry.width} ${view.storeViews[0]!.rect.x}`, () =>
    toDom(el('g', {}, [...wood(view.geometry.width), ...view.storeViews.map((st) => store(st, view.stores, 0))])),
  );
}

/**
 * In a `<g>`: the board's wood, then the two stores of a view (South's first), each a `<g>` (an
 * image named by its side's captured total) holding its body, seeds, shade, turn ring and count.
 */
export class StoreLayer {
  #geometry: BoardView['geometry'] | null = null;
  #stores: StoreNode[] = [];

  /** Draw `view`'s wood and stores in `at` (the server's, when hydrating). */
  update(at: Element, view: BoardView): void {
    if (!this.#geometry && at.childElementCount) {
      // hydrating: the server drew the wood and the stores as this view has them
      this.#geometry = view.geometry;
      this.#stores = [...at.children].slice(-2).map((g, i) => {
        const st = view.storeViews[i]!;
        const seeds = view.stores ? g.childElementCount - 4 : 0;
        return {
          g,
          seedsAt: view.stores ? g.children[1 + seeds] : undefined,
          count: g.lastElementChild!,
          seeds,
          toMove: st.toMove,
          name: st.name,
          shown: st.count,
        };
      });
    }
    // Drawn anew when the layout changes (orientation, stores: one geometry object for each).
    if (view.geometry !== this.#geometry) {
      this.#geometry = view.geometry;
      // One deep clone of the page's drawing of the wood and the two stores for this layout.
      const drawn = baseDrawing(view);
      const gs = [...drawn.children].slice(-2);
      this.#stores = gs.map((g) => ({
        g,
        seedsAt: view.stores ? g.children[1] : undefined,
        count: g.lastElementChild!,
        seeds: 0,
      }));
      replace(at, [...drawn.childNodes]);
    }
    view.storeViews.forEach((st, i) => {
      const n = this.#stores[i];
      if (n.toMove !== st.toMove) n.g.setAttribute('class', (n.toMove = st.toMove) ? 'store to-move' : 'store');
      if (n.name !== st.name) n.g.setAttribute('aria-label', (n.name = st.name));
      if (n.shown !== st.count) n.count!.textContent = String((n.shown = st.count));
      if (n.seedsAt) {
        const r = st.rect;
        n.seeds = syncSeeds(n.seeds, n.seedsAt, storeSlots(i, st.count), st.count, r.x + r.w / 2, r.y + r.h / 2);
      }
    });
  }
}
