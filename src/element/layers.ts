/**
 * The board's drawing under its overlays, as one Lit child-part directive: the shared definitions
 * (wood, bowls, seeds, the bowls' shade; colours from the private custom properties, set on the
 * stops by classes `c-board`, … — no `style` attributes, so a strict `style-src` CSP is fine), the
 * wood and the stores ({@link StoreLayer}), the pits ({@link PitLayer}: the buttons, whose names say
 * it all), the bowls' shade over their seeds (one rectangle filled with a pattern of one shaded
 * circle per cell, not a node per pit), and the counts, labels and pile counts ({@link TextLayer}:
 * outside the buttons, hidden from assistive technology, not hit targets).
 *
 * One part for all five (not one per layer): each part is an object and a marker node per board.
 * The directive owns the nodes between its part's markers. Rendered on a server (`@lit-labs/ssr`),
 * it writes the same shapes as markup (diagram/scene.ts `layers`); when the page's script then
 * hydrates the board, it takes the server's nodes as its own instead of drawing them again.
 */
import { isServer, noChange } from 'lit';
import { type ChildPart, Directive, type DirectiveResult, directive } from 'lit/directive.js';
import { raw } from '../diagram/raw.js';
import { defs, el, layers, shadePattern, shadeRect } from '../diagram/scene.js';
import type { BoardView } from '../diagram/view-model.js';
import { write } from '../diagram/write.js';
import { copy, PitLayer, replace, TextLayer, toDom } from './pit-nodes.js';
import { StoreLayer } from './store-nodes.js';

/** The five layers' nodes, in their order. */
interface Nodes {
  defs: Element;
  base: Element;
  pits: Element;
  shade: Element;
  texts: Element;
}

/**
 * The server's drawing of the layers after a part's start marker, when hydrating (else null). While
 * a server's board is hydrated the part's end marker is not known yet, so the five are recognised by
 * their tags and classes.
 */
function serverNodes(part: ChildPart): Nodes | null {
  const found: Element[] = [];
  for (let n = part.startNode?.nextSibling; n && n !== part.endNode && found.length < 5; n = n.nextSibling)
    if (n.nodeType === 1) found.push(n as Element);
  const [d, base, pits, shade, texts] = found;
  const is = (e: Element | undefined, tag: string, cls?: string) =>
    e?.localName === tag && (!cls || e.getAttribute('class') === cls);
  return is(d, 'defs') && is(base, 'g', 'base') && is(pits, 'g', 'pits') && is(shade, 'rect') && is(texts, 'g', 'texts')
    ? { defs: d!, base: base!, pits: pits!, shade: shade!, texts: texts! }
    : null;
}

class BoardLayers extends Directive {
  #nodes: Nodes | null = null;
  #stores = new StoreLayer();
  #pits = new PitLayer();
  #texts = new TextLayer();
  /** What the definitions and the shade were drawn for (the layout). */
  #defsKey?: string;
  #shadeKey?: string;

  render(view: BoardView): unknown {
    return isServer ? raw(layers(view, '').map(write).join(''), true) : noChange;
  }

  override update(part: ChildPart, [view]: Parameters<this['render']>): unknown {
    const g = view.geometry;
    const defsKey = `${view.stores} ${g.pits[0].x}`;
    const shadeKey = `r${g.pits[0].x}`;
    let n = this.#nodes;
    if (!n) {
      n = serverNodes(part);
      if (n) {
        // hydrating: the server drew the layers as this view has them
        this.#defsKey = defsKey;
        this.#shadeKey = shadeKey;
      } else {
        // the containers as diagram/scene.ts `layers` has them (their shapes come below)
        n = {
          defs: toDom(el('defs', {})),
          base: toDom(el('g', { class: 'base' })),
          pits: toDom(el('g', { class: 'pits' })),
          shade: toDom(el('rect', {})),
          texts: toDom(el('g', { class: 'texts', 'aria-hidden': 'true' })),
        };
        const parent = part.parentNode;
        for (const e of [n.defs, n.base, n.pits, n.shade, n.texts]) parent.insertBefore(e, part.endNode);
      }
      this.#nodes = n;
    }
    if (defsKey !== this.#defsKey) {
      this.#defsKey = defsKey;
      replace(n.defs, [
        ...copy(`d${defsKey}`, () => toDom(el('g', {}, [...defs('', view.stores), shadePattern(g)]))).childNodes,
      ]);
    }
    this.#stores.update(n.base, view);
    this.#pits.update(n.pits, view);
    if (shadeKey !== this.#shadeKey) {
      this.#shadeKey = shadeKey;
      const shade = copy(shadeKey, () => toDom(shadeRect(g)));
      n.shade.replaceWith(shade);
      n.shade = shade;
    }
    this.#texts.update(n.texts, view);
    return noChange;
  }
}

/** In the board's `<svg>`: the drawing of `view` under its overlays (see the module's doc). */
export const boardLayers: (view: BoardView) => DirectiveResult<typeof BoardLayers> = directive(BoardLayers);
