/**
 * The board's templates: each draws one part of a {@link BoardView} (pits, their texts, stores,
 * flying seeds, the thinking label, the result panel, the notice) as Lit SVG/HTML. The element's
 * `render()` puts them together; nothing here reads the element.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import { pitSlots, type Slot, storeSlots } from './layout.js';
import type { BoardView, Flyer, PitView, StoreView } from './view-model.js';

/** A notice shown under the board (bad attribute values, refused moves). */
export interface Notice {
  text: string;
  kind: 'error' | 'illegal';
}

const round = (v: number) => Math.round(v * 10) / 10;

/** One seed: an ellipse whose radial gradient carries the tone, the shading and the shine. */
export function seed(x: number, y: number, r: number, t: number): TemplateResult {
  return svg`<ellipse class="seed" part="seed" cx=${x} cy=${y} rx="11.5" ry="8.3" fill="url(#seedfill-${t})" transform="rotate(${r} ${x} ${y})"></ellipse>`;
}

const seedOf = (s: Slot) => seed(s.x, s.y, s.r, s.t);

/** A small heap of seeds flying together (captures). */
const HEAP = svg`${seed(-7, 3, 20, 0)}${seed(7, 4, 150, 1)}${seed(0, -5, 80, 2)}`;

/** The board itself: shadow, wood, grain, bevel and the groove between the rows. */
export function renderWood(w: number): TemplateResult {
  return svg`<g aria-hidden="true">
    <rect class="board-shadow" x="9" y="12" width=${w - 12} height="290" rx="34"></rect>
    <rect class="board-body" x="6" y="6" width=${w - 12} height="290" rx="34"></rect>
    <rect class="board-grain" x="6" y="6" width=${w - 12} height="290" rx="34"></rect>
    <rect class="board-bevel" x="11" y="11" width=${w - 22} height="280" rx="29"></rect>
    <line class="groove" x1=${w / 2 - 290} x2=${w / 2 + 290} y1="151" y2="151"></line>
  </g>`;
}

/** A pit as a button (or image): the bowl, its seeds, the shade and the ring, drawn in its own frame. */
function renderPit(p: PitView): TemplateResult {
  const b = p.button;
  return svg`<g
    class="${p.part}${b ? ' button' : ''}"
    part=${p.part}
    data-pit=${p.pit}
    role=${b ? 'button' : 'img'}
    aria-label=${p.name}
    aria-disabled=${p.disabled ? 'true' : nothing}
    tabindex=${b ? (p.focus ? 0 : -1) : nothing}
    transform="translate(${p.x} ${p.y})"
  >
    <rect class="hit" x="-50" y=${p.top ? -90 : -50} width="100" height="140"></rect>
    <circle class="bowl" r="42"></circle>
    ${pitSlots(p.pit).slice(0, p.count).map(seedOf)}
    <circle class="shade" r="43.5"></circle>
    <circle class="ring" r="46"></circle>
  </g>`;
}

/** The pits (the buttons; their names say it all). */
export const renderPits = (view: BoardView): TemplateResult[] => view.pits.map(renderPit);

/** The pits' counts, labels and pile counts: outside the buttons, hidden from assistive technology, not hit targets. */
export function renderTexts(view: BoardView): TemplateResult {
  return svg`<g class="texts" aria-hidden="true">${view.pits.map(
    (
      p,
    ) => svg`${p.pile ? svg`<text class="pile-count" data-pile-for=${p.pit} x=${p.x} y=${p.y + 9}>${p.count}</text>` : nothing}
      <text class="count" part="count" data-count-for=${p.pit} x=${p.label !== null ? p.x + 10 : p.x} y=${p.top ? 35 : 285}>${p.count}</text>
      ${p.label !== null ? svg`<text class="label" part="label" data-label-for=${p.pit} x=${p.x - 30} y=${p.top ? 34 : 284}>${p.label}</text>` : nothing}`,
  )}</g>`;
}

/** A store (a capsule with seeds) or a compact score tray (a disc), with its side's captured total. */
function renderStore(st: StoreView, i: number, stores: boolean): TemplateResult {
  const r = st.rect;
  const x = r.x + r.w / 2;
  const y = r.y + r.h / 2;
  const k = stores ? 4 : 5;
  return svg`<g class="store${st.toMove ? ' to-move' : ''}" part="store" role="img" aria-label=${st.name}>
    <rect class=${stores ? 'store-body' : 'tray'} x=${r.x} y=${r.y} width=${r.w} height=${r.h} rx=${r.w / 2}></rect>
    ${
      stores
        ? svg`${storeSlots(i)
            .slice(0, st.count)
            .map((t) => seed(x + t.x, y + t.y, t.r, t.t))}
        <rect class="store-shade" x=${r.x} y=${r.y} width=${r.w} height=${r.h} rx=${r.w / 2}></rect>`
        : nothing
    }
    <rect class="store-turn" x=${r.x - k} y=${r.y - k} width=${r.w + 2 * k} height=${r.h + 2 * k} rx=${r.w / 2 + k}></rect>
    <text class=${stores ? 'count' : 'tray-count'} part="count" x=${x} y=${stores ? (r.x < 99 ? 35 : 285) : y + 9} aria-hidden="true">${st.count}</text>
  </g>`;
}

export const renderStores = (view: BoardView): TemplateResult[] =>
  view.storeViews.map((st, i) => renderStore(st, i, view.stores));

/** Seeds in flight during an animation (a heap for several together). */
export function renderFlyers(flyers: readonly Flyer[]): TemplateResult | typeof nothing {
  return flyers.length
    ? svg`<g class="flyer" aria-hidden="true">${flyers.map((f) =>
        f.n > 1
          ? svg`<g transform="translate(${f.x.toFixed(1)} ${f.y.toFixed(1)})">${HEAP}<text class="pile-count" y="9">${f.n}</text></g>`
          : seed(round(f.x), round(f.y), 30, f.t),
      )}</g>`
    : nothing;
}

/**
 * The result panel under the board (HTML, so the text wraps in any language and never covers the
 * final position): the headline, the reason, and what features put in it (the New game button).
 */
export function renderResult(
  panel: { head: string; reason: string } | null,
  actions: unknown[],
): TemplateResult | typeof nothing {
  return panel
    ? html`<div class="result" part="result"><p class="result-text"><strong>${panel.head}</strong>${
        panel.reason ? html` <span class="reason">${panel.reason}</span>` : nothing
      }</p>${actions}</div>`
    : nothing;
}

/** The "Thinking…" pill while the computer searches. */
export function renderThinking(text: string | null, w: number): TemplateResult | typeof nothing {
  return text === null
    ? nothing
    : svg`<g class="thinking" part="thinking" aria-hidden="true"><rect x=${w / 2 - 56} y="138" width="112" height="26" rx="13"></rect><text x=${w / 2} y="157">${text}</text></g>`;
}

/** What goes under the board: the result panel, the notice (with its close button), features' content, the caption. */
export function renderBelow(
  result: TemplateResult | typeof nothing,
  notice: Notice | null,
  below: unknown[],
  caption: string | undefined,
  dismissLabel: string,
  dismiss: () => void,
): TemplateResult | typeof nothing {
  return notice || caption || below.length || result !== nothing
    ? html`<div class="below">${result}${
        notice
          ? html`<div class="notice" part="notice"><span>${notice.text}</span><button type="button" aria-label=${dismissLabel} @click=${dismiss}>✕</button></div>`
          : nothing
      }${below}${caption ? html`<p class="caption" part="caption">${caption}</p>` : nothing}</div>`
    : nothing;
}

/**
 * Shared SVG definitions: wood, bowls, seeds. Colours come from the private custom properties, set
 * on the stops by classes (`c-board`, …; no `style` attributes, so a strict `style-src` CSP is fine; see
 * styles.ts); attributes equal to their SVG defaults are left out (a stop's offset 0 and black
 * colour, a gradient's x1/y1 0, cx/cy/r 50%, fx/fy = cx/cy).
 */
export const DEFS = svg`<defs>
  <linearGradient id="wood" x2=".15" y2="1">
    <stop class="c-board-light"></stop>
    <stop offset=".45" class="c-board"></stop>
  </linearGradient>
  <pattern id="grain" width="240" height="60" patternUnits="userSpaceOnUse">
    <path d="M0 12C60 4 120 20 240 10M0 30C80 24 150 40 240 28M0 48C70 42 170 58 240 47" class="grain"></path>
  </pattern>
  <radialGradient id="bowl" cy=".45" r=".6">
    <stop class="c-pit-deep"></stop>
    <stop offset=".75" class="c-pit"></stop>
    <stop offset="1" class="c-board-edge"></stop>
  </radialGradient>
  <radialGradient id="bowl-store" r=".7">
    <stop class="c-pit-deep"></stop>
    <stop offset=".8" class="c-store"></stop>
    <stop offset="1" class="c-board-edge"></stop>
  </radialGradient>
  <radialGradient id="shade" cy=".72" r=".62" fy=".85">
    <stop offset=".7" stop-opacity="0"></stop>
    <stop offset="1" stop-opacity=".45"></stop>
  </radialGradient>
  <linearGradient id="shade-store" x2="0" y2="1">
    <stop stop-opacity=".35"></stop>
    <stop offset=".18" stop-opacity="0"></stop>
  </linearGradient>
  ${[1, 2, 3, 4].map(
    (n) => svg`<radialGradient id="seedfill-${n - 1}" fx=".34" fy=".3">
      <stop class="c-seed-shine"></stop>
      <stop offset=".28" class="c-seed-${n}"></stop>
      <stop offset=".72" class="c-seed-${n}"></stop>
      <stop offset="1" class="c-seed-edge"></stop>
    </radialGradient>`,
  )}
</defs>`;
