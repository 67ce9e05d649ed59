/**
 * Styles of the game controls, the review bar and the result panel's New game button, adopted into
 * each board's shadow root by the game feature. They use the element's private colour variables,
 * so themes and dark mode carry over.
 */
import { css } from 'lit';

export const gameStyles = css`
  .game { display: flex; flex-direction: column; gap: 6px; font-size: 0.9rem; line-height: 1.35; }
  .game .bar { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; }
  /* The review's text on a panel of its own, readable on any page background and colour scheme. */
  .review { display: flex; flex-direction: column; gap: 6px; padding: 6px 8px; border-radius: 10px; background: var(--_notice); color: var(--_notice-text); }
  :is(.game, .result) button {
    font: inherit;
    color: var(--oware-control-text, var(--_notice-text));
    background: var(--oware-control, color-mix(in srgb, var(--_board-light) 22%, var(--_notice)));
    border: 1px solid color-mix(in srgb, var(--_board-edge) 45%, transparent);
    border-radius: 8px;
    min-height: 32px;
    padding: 2px 10px;
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  :is(.game, .result) button:hover:not([aria-disabled='true']) {
    background: var(--oware-control-hover, color-mix(in srgb, var(--_board-light) 45%, var(--_notice)));
  }
  .game button[aria-disabled='true'] { opacity: 0.45; cursor: default; }
  :is(.game, .result) button:focus-visible { outline: 3px solid var(--_focus); outline-offset: 1px; }
  .game .icon { min-width: 36px; justify-content: center; padding: 2px 6px; }
  .game .icon svg { width: 18px; height: 18px; fill: currentColor; }
  .game .ply { margin-left: 4px; font-variant-numeric: tabular-nums; }
  .game .moves { display: flex; flex-wrap: wrap; gap: 2px 4px; margin: 0; padding: 0; list-style: none; align-items: center; }
  .game .moves li { display: contents; }
  .game .moves .num { font-variant-numeric: tabular-nums; margin-left: 4px; }
  .game .moves button { min-height: 28px; min-width: 28px; padding: 0 6px; justify-content: center; font-weight: 600; }
  .game .moves button[aria-current='step'] { background: var(--_focus); border-color: var(--_focus); color: #fff; }
  @media (prefers-color-scheme: dark) { .game .moves button[aria-current='step'] { color: #10203a; } }
  .game .status { margin: 0; padding: 4px 10px; border-radius: 8px; background: var(--_notice); color: var(--_notice-text); overflow-wrap: anywhere; }
  .game .status output { display: block; font-family: ui-monospace, monospace; user-select: all; -webkit-user-select: all; }
  @media (forced-colors: active) {
    :is(.game, .result) button { border-color: ButtonText; }
    .game .moves button[aria-current='step'] { background: Highlight; color: HighlightText; }
    .game .status, .review { border: 1px solid CanvasText; }
  }
`;
