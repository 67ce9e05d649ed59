/**
 * Styles of the lesson UI under the board (controls, move list, puzzle bar, editor toolbar),
 * adopted into each board's shadow root when the lessons feature is active, after the shared
 * controls' sheet (src/controls/styles.ts: the bars, the step on show, the move list). They use the
 * element's private colour variables, so themes and dark mode carry over.
 */
import { css } from 'lit';

export const lessonStyles = css`
  /* Lesson mark kinds on the board. */
  :is(.pit.hint, .pit.button.legal.hint) .ring { stroke: var(--_good); stroke-width: 7; opacity: 1; animation: oware-pulse 0.9s ease-in-out infinite alternate; }
  @keyframes oware-pulse { to { opacity: 0.35; } }
  @media (prefers-reduced-motion: reduce) { :is(.pit.hint, .pit.button.legal.hint) .ring { animation: none; } }
  :host([editable]) .pit.button { cursor: cell; }
  :host([editable]) .pit.button:hover .ring { stroke: var(--_legal); stroke-width: 4; opacity: 0.8; }
  .lesson { display: flex; flex-direction: column; gap: 6px; font-size: 0.9rem; line-height: 1.35; }
  .ply { opacity: 0.85; }
  /* Seed by seed (seeds-stepper.ts): the toggle, previous/next seed and the step count, kept together. */
  .seed-steps { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 6px; }
  .seed-steps svg { width: 18px; height: 18px; fill: currentColor; flex: none; }
  .lesson .seed-steps [aria-pressed='true'] { background: color-mix(in srgb, var(--_origin) 70%, #000); border-color: transparent; color: #fff; }
  /* the editor's Remove seeds when on: the same, hovered too (over the controls' hover colour) */
  .lesson.controls .toolbar button[aria-pressed='true'] { background: color-mix(in srgb, var(--_origin) 70%, #000); border-color: transparent; color: #fff; }
  .moves .num { opacity: 0.7; }
  .feedback { color: var(--_notice-text); margin: 0; padding: 4px 10px; border-radius: 8px; border-left: 4px solid var(--_origin); background: color-mix(in srgb, var(--_origin) 10%, var(--_notice)); }
  .feedback.good { border-color: var(--_good); background: color-mix(in srgb, var(--_good) 12%, var(--_notice)); }
  .feedback.bad { border-color: var(--_capture); background: color-mix(in srgb, var(--_capture) 10%, var(--_notice)); }
  .toolbar { display: flex; flex-wrap: wrap; gap: 8px 14px; align-items: center; }
  .toolbar fieldset { border: none; margin: 0; padding: 0; display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
  .toolbar legend { float: left; margin-right: 6px; font-weight: 600; padding: 0; }
  .toolbar label { display: inline-flex; align-items: center; gap: 4px; }
  .lesson input[type='number'] { width: 4.5em; padding: 2px 4px; }
  .lesson input[type='radio'] { min-height: 0; accent-color: var(--_origin); }
  .total { font-weight: 600; font-variant-numeric: tabular-nums; }
  .help { margin: 0; opacity: 0.85; font-size: 0.85rem; }
  .issues { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: 2px; }
  .issues li { padding: 2px 8px; border-radius: 6px; background: var(--_notice); color: var(--_notice-text); }
  .issues li.error { outline: 2px solid var(--_capture); }
  @media (forced-colors: active) {
    .pit.hint .ring { stroke: Highlight; }
    .lesson :is(.seed-steps, .toolbar) [aria-pressed='true'] { background: Highlight; color: HighlightText; }
    .feedback, .issues li { border: 1px solid CanvasText; }
  }
`;
