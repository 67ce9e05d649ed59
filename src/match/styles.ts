/** The match score line's styles, adopted into a board's shadow root by the feature. */
import { css } from 'lit';

export const matchStyles = css`
  .match {
    display: flex; flex-wrap: wrap; align-items: center; gap: 4px 12px;
    font-size: 0.95rem; line-height: 1.35; color: var(--_notice-text);
    background: var(--_notice); border-radius: 10px; padding: 6px 10px; margin-top: 6px;
  }
  .match-score { font-weight: 700; }
  .match button { margin-inline-start: auto; }
  @media (forced-colors: active) { .match { border: 1px solid CanvasText; } }
`;
