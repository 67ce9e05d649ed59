/**
 * The wood and the two stores (or score trays) as plain SVG nodes kept up to date by one Lit element
 * directive, as the pits are (see pit-nodes.ts): no template instance or part per store, and the
 * fixed shapes cloned from prototypes made once for the page.
 */
import { noChange } from 'lit';
import { Directive, directive, type ElementPart } from 'lit/directive.js';
import { storeSlots } from '../draw/layout.js';
import { el, store, wood } from '../draw/scene.js';
import { copy, syncSeeds, toDom } from './pit-nodes.js';
import type { BoardView } from './view-model.js';

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

class StoreNodes extends Directive {
  #geometry: BoardView['geometry'] | null = null;
  #stores: StoreNode[] = [];

  render(_view: BoardView): unknown {
    return noChange;
  }

  override update(part: ElementPart, [view]: Parameters<this['render']>): unknown {
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
      part.element.replaceChildren(...drawn.childNodes);
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
    return noChange;
  }
}

/**
 * On a `<g>`: the board's wood, then the two stores of `view` (South's first), each a `<g>` (an
 * image named by its side's captured total) holding its body, seeds, shade, turn ring and count.
 */
export const storeNodes = directive(StoreNodes);
