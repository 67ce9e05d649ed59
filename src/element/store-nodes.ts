/**
 * The wood and the two stores (or score trays) as plain SVG nodes kept up to date by one Lit element
 * directive, as the pits are (see pit-nodes.ts): no template instance or part per store, and the
 * fixed shapes cloned from prototypes made once for the page.
 */
import { noChange } from 'lit';
import { Directive, directive, type ElementPart } from 'lit/directive.js';
import { grainPath } from './grain.js';
import { storeSlots } from './layout.js';
import { copy, node, syncSeeds } from './pit-nodes.js';
import type { BoardView, StoreView } from './view-model.js';

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

/** The board's shadow, wood, grain, bevel and the groove between the rows, for a board `w` wide. */
const wood = (w: number): Element[] =>
  [
    ['rect', { class: 'board-shadow', x: 9, y: 12, width: w - 12, height: 290, rx: 34 }],
    ['rect', { class: 'board-body', x: 6, y: 6, width: w - 12, height: 290, rx: 34 }],
    ['path', { class: 'board-grain', d: grainPath({ x: 6, y: 6, w: w - 12, h: 290, r: 34 }) }],
    ['rect', { class: 'board-bevel', x: 11, y: 11, width: w - 22, height: 280, rx: 29 }],
    ['line', { class: 'groove', x1: w / 2 - 290, x2: w / 2 + 290, y1: 151, y2: 151 }],
  ].map(([tag, attrs]) => node(tag as string, attrs as Record<string, number | string>));

/** A store's fixed shapes (body, the seeds' place, shade, turn ring, count) for `st` in a board with or without stores. */
function shapes(st: StoreView, stores: boolean): Element[] {
  const r = st.rect;
  const x = r.x + r.w / 2;
  const y = r.y + r.h / 2;
  const k = stores ? 4 : 5;
  const box = { x: r.x, y: r.y, width: r.w, height: r.h, rx: r.w / 2 };
  const out = [node('rect', { class: stores ? 'store-body' : 'tray', ...box })];
  if (stores) out.push(node('rect', { class: 'store-shade', ...box }));
  out.push(
    node('rect', {
      class: 'store-turn',
      x: r.x - k,
      y: r.y - k,
      width: r.w + 2 * k,
      height: r.h + 2 * k,
      rx: r.w / 2 + k,
    }),
    node('text', {
      class: stores ? 'count' : 'tray-count',
      part: 'count',
      x,
      y: stores ? (r.x < 99 ? 35 : 285) : y + 9,
      'aria-hidden': 'true',
    }),
  );
  return out;
}

/** A copy of the page's drawing of the wood and the stores' fixed shapes (a `<g>` of them) for the layout of `view`. */
function baseDrawing(view: BoardView): Element {
  // (the width tells a layout with stores from one without, South's store's place the orientation)
  return copy(`w${view.geometry.width} ${view.storeViews[0]!.rect.x}`, () => {
    const base = node('g', {});
    base.append(
      ...wood(view.geometry.width),
      ...view.storeViews.map((st) => {
        const g = node('g', { part: 'store', role: 'img' });
        g.append(...shapes(st, view.stores));
        return g;
      }),
    );
    return base;
  });
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
