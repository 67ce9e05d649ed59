/** The match score line's styles, adopted into a board's shadow root by the feature. */
import { css } from 'lit';

export const matchStyles = css`
  .match {
    display: flex; flex-wrap: wrap; align-items: center; gap: 4px 12px;
    font-size: 0.95rem; line-height: 1.35; color: var(--_notice-text);
    background: var(--_notice); border-radius: 10px; padding: 6px 10px; margin-top: 6px;
  }
  .match-score { font-weight: 700; }
  .match button {
    font: inherit; margin-inline-start: auto;
    color: var(--oware-control-text, var(--_notice-text));
    background: var(--oware-control, color-mix(in srgb, var(--_board-light) 22%, var(--_notice)));
    border: 1px solid color-mix(in srgb, var(--_board-edge) 45%, transparent);
    border-radius: 8px; min-height: 32px; padding: 2px 12px; cursor: pointer;
  }
  .match button:hover { background: var(--oware-control-hover, color-mix(in srgb, var(--_board-light) 40%, var(--_notice))); }
  .match button:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
  @media (forced-colors: active) { .match { border: 1px solid CanvasText; } .match button { border: 1px solid ButtonText; } }
`;
