/**
 * The controls' styles, once: every feature's buttons (game bar and review, lessons, puzzles,
 * editor, records, the match line, the result panel's New game) are inside an element of class
 * "controls" and look alike; the step bar and the move list. Adopted by each feature that draws
 * controls before its own sheet (the record viewer's has its list's comments and variations), so
 * a static diagram carries none of it. They use the element's private colour variables, so themes
 * and dark mode carry over.
 */
import { css } from 'lit';

export const controlStyles = css`
  /* Every feature's controls (game bar and review, lessons, puzzles, editor, records, match line, the
     result panel's New game) are inside an element of class "controls" and look alike: one rule set. */
  .controls :is(button, input) {
    font: inherit;
    color: var(--oware-control-text, var(--_notice-text));
    background: var(--oware-control, color-mix(in srgb, var(--_board-light) 22%, var(--_notice)));
    border: 1px solid color-mix(in srgb, var(--_board-edge) 45%, transparent);
    border-radius: 8px;
    min-height: 32px;
    padding: 2px 10px;
  }
  .controls button { cursor: pointer; display: inline-flex; align-items: center; gap: 4px; }
  .controls button:hover:not([aria-disabled='true']) {
    background: var(--oware-control-hover, color-mix(in srgb, var(--_board-light) 45%, var(--_notice)));
  }
  .controls button[aria-disabled='true'] { opacity: 0.45; cursor: default; }
  .controls :is(button, input):focus-visible { outline: 3px solid var(--_focus); outline-offset: 1px; }
  .controls .icon { min-width: 36px; justify-content: center; padding: 2px 6px; }
  .controls .icon svg { width: 18px; height: 18px; fill: currentColor; }
  .controls .moves { display: flex; flex-wrap: wrap; gap: 2px 4px; margin: 0; padding: 0; list-style: none; align-items: center; }
  .controls .moves li { display: contents; }
  /* A numbered pair of moves ("4. F a") never breaks across lines. */
  .controls ol.moves li.pair { display: inline-flex; align-items: center; gap: 4px; }
  .controls .moves .num { font-variant-numeric: tabular-nums; margin-left: 4px; }
  .controls .moves button { min-height: 28px; min-width: 28px; padding: 0 6px; justify-content: center; font-weight: 600; }
  .bar { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; }
  .ply { margin-left: 4px; font-variant-numeric: tabular-nums; }
  /* The move on show: the focus colour, with white text on it (dark text on dark mode's light blue). */
  .controls .moves button[aria-current='step'] { background: var(--_focus); border-color: var(--_focus); color: #fff; }
  @media (prefers-color-scheme: dark) { .controls .moves button[aria-current='step'] { color: #10203a; } }
  @media (forced-colors: active) {
    .controls :is(button, input) { border-color: ButtonText; }
    .controls .moves button[aria-current='step'] { background: Highlight; color: HighlightText; }
  }
`;
