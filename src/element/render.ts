/**
 * The board's templates: each draws one part of a {@link BoardView} (pits, their texts, stores,
 * flying seeds, the result panel, the notice) as Lit SVG/HTML, and
 * {@link renderBoard} puts them together for the element's `render()`; nothing here reads the element.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import { round, seedPath } from '../diagram/scene.js';
import type { BoardView, Flyer } from '../diagram/view-model.js';
import { boardLayers } from './layers.js';

/** A notice shown under the board (bad attribute values, refused moves). */
export interface Notice {
  text: string;
  kind: 'error' | 'illegal';
}

/** One seed (see {@link seedPath}) as a template: its radial gradient carries the tone, the shading and the shine. */
const seed = (x: number, y: number, r: number, t: number): TemplateResult =>
  svg`<path class="seed s${t}" part="seed" d=${seedPath(x, y, r)} fill="url(#seedfill-${t})"></path>`;

/** A small heap of seeds flying together (captures). */
const HEAP = svg`${seed(-7, 3, 20, 0)}${seed(7, 4, 150, 1)}${seed(0, -5, 80, 2)}`;

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
    ? html`<div class="result controls" part="result"><p class="result-text"><strong>${panel.head}</strong>${
        panel.reason ? html` <span class="reason">${panel.reason}</span>` : nothing
      }</p>${actions}</div>`
    : nothing;
}

/** The "Thinking…" pill while the computer searches. */
/**
 * What goes under the board: the notice (with its close button), features' content, the result
 * panel (after the controls, so that a game's end does not push them down), the caption. Always
 * drawn (hidden when empty), of class `m-<mode>`: the space a board's bars will take is reserved
 * (styles.ts) before the feature that draws them has come.
 */
export function renderBelow(
  mode: string,
  result: TemplateResult | typeof nothing,
  notice: Notice | null,
  below: unknown[],
  caption: string | undefined,
  dismissLabel: string,
  dismiss: () => void,
): TemplateResult {
  // Nothing to show: an empty box without parts (no marker nodes; styles.ts hides it or keeps its space).
  if (!notice && !below.length && result === nothing && !caption) return html`<div class="below m-${mode}"></div>`;
  return html`<div class="below m-${mode}">${
    notice
      ? html`<div class="notice" part="notice"><span>${notice.text}</span><button type="button" aria-label=${dismissLabel} @click=${dismiss}>✕</button></div>`
      : nothing
  }${below}${result}${caption ? html`<p class="caption" part="caption">${caption}</p>` : nothing}</div>`;
}

/** What the board's whole template is made of, besides its view (see {@link renderBoard}). */
export interface BoardParts {
  /** The features' drawing on the board, their content under it and in the result panel. */
  overlay: unknown[];
  below: unknown[];
  result: unknown[];
  /** Drawn on top of everything (the computer's thinking label). */
  top: unknown;
  waiting: boolean;
  /** The board's mode (`sequence`, `record`, …): the class of what is under it. */
  mode: string;
  busy: boolean;
  /** The listener of clicks and keys on the pits. */
  input: EventListenerObject;
  notice: Notice | null;
  dismiss: () => void;
  /** Rendered on a server: the features' styles, written into the shadow root (a browser adopts them). */
  styles?: unknown;
}

/** The whole board: its SVG, what is under it, and the polite live region. */
export function renderBoard(view: BoardView, p: BoardParts, dismissLabel: string): TemplateResult {
  const w = view.geometry.width;
  return html`${p.styles ?? nothing}<svg
      part="board"
      class=${p.waiting ? 'waiting' : nothing}
      viewBox="0 0 ${w} 302"
      role="group"
      aria-label=${view.name}
      aria-busy=${p.busy ? 'true' : 'false'}
      @click=${p.input}
      @keydown=${p.input}
    >${boardLayers(view)}${p.overlay}${renderFlyers(view.flyers)}${p.top}</svg
    >${renderBelow(p.mode, renderResult(view.resultPanel, view.resultPanel ? p.result : []), p.notice, p.below, view.caption, dismissLabel, p.dismiss)}<div class="sr-only" role="status" aria-live="polite" aria-atomic="true" id="live"></div>`;
}
