/**
 * Styles of the drawing feature: the palette under the board (tools, the kinds as colour swatches,
 * Clear, the help) and the ring of an arrow's chosen start. Adopted after the shared controls' and
 * the overlay's sheets; they use the element's private colour variables, so themes and dark mode
 * carry over.
 */
import { css } from 'lit';

export const drawingStyles = css`
  .draw-tools { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; font-size: 0.9rem; }
  .draw-tools [aria-pressed='true'] { background: var(--_focus); border-color: var(--_focus); color: #fff; }
  .draw-tools .kinds { display: inline-flex; gap: 4px; }
  .draw-tools .kind { width: 32px; padding: 0; border-radius: 50%; }
  .draw-tools .kind.good { background: var(--_good); }
  .draw-tools .kind.bad, .draw-tools .kind.capture { background: var(--_capture); }
  .draw-tools .kind.bad { background-image: repeating-linear-gradient(45deg, transparent 0 4px, rgb(255 255 255 / 0.5) 4px 7px); }
  .draw-tools .kind.origin, .draw-tools .kind.target { background: var(--_origin); }
  .draw-tools .kind.target { box-shadow: inset 0 0 0 6px color-mix(in srgb, var(--_origin) 50%, #fff); }
  .draw-tools .kind.highlight { background: var(--_highlight); }
  .draw-tools .kind[aria-pressed='true'] { outline: 3px solid var(--_text); outline-offset: 2px; }
  .draw-help { flex-basis: 100%; opacity: 0.85; font-size: 0.85rem; }
  .draw-help summary { cursor: pointer; width: fit-content; }
  .pit.draw-from .ring { stroke: var(--_focus); stroke-width: 5; stroke-opacity: 1; stroke-dasharray: 6 5; }
  @media (forced-colors: active) {
    .draw-tools .kind { forced-color-adjust: none; border: 1px solid CanvasText; }
    .pit.draw-from .ring { stroke: Highlight; }
  }
`;
