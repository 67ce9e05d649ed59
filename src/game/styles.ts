/**
 * Styles of the game controls and the review bar, adopted into each board's shadow root by the game
 * feature after the shared controls' sheet (src/controls/styles.ts: the bars, the step on show, the
 * move list). They use the element's private colour variables, so themes and dark mode carry over.
 */
import { css } from 'lit';

export const gameStyles = css`
  .game { display: flex; flex-direction: column; gap: 6px; font-size: 0.9rem; line-height: 1.35; }
  /* The review's text on a panel of its own, readable on any page background and colour scheme. */
  .review { display: flex; flex-direction: column; gap: 6px; padding: 6px 8px; border-radius: 10px; background: var(--_notice); color: var(--_notice-text); }
  .game .status { margin: 0; padding: 4px 10px; border-radius: 8px; background: var(--_notice); color: var(--_notice-text); overflow-wrap: anywhere; }
  .game .status output { display: block; font-family: ui-monospace, monospace; user-select: all; -webkit-user-select: all; }
  @media (forced-colors: active) { .game .status, .review { border: 1px solid CanvasText; } }
`;
