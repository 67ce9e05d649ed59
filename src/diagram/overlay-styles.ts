/**
 * The styles of the annotations drawn over the board (`overlay.ts`): arrows, each a shaft and a head
 * in its kind's colour, and marker badges. Adopted by the features that draw them (the lessons, the
 * record viewer, drawing), after the shared controls' sheet; `oware-board/svg` paints the same from
 * its own table (svg/paint.ts).
 */
import { css } from 'lit';

export const overlayStyles = css`
  /* The group's opacity is one layer: a shaft and its head do not overlap darker. */
  .arrows { opacity: 0.9; pointer-events: none; }
  .arrow { fill: none; stroke: var(--_arrow); stroke-width: 6; stroke-linecap: round; }
  .arrow-head { fill: var(--_arrow); }
  .arrow.capture, .arrow.bad { stroke: var(--_capture); }
  .arrow-head.capture, .arrow-head.bad { fill: var(--_capture); }
  .arrow-head.good { fill: var(--_good); }
  .arrow.bad { stroke-dasharray: 10 8; }
  .arrow.good { stroke: var(--_good); }
  .badge rect { fill: var(--_origin); stroke: #fff; stroke-width: 2; }
  /* As large as the counts (27 units; 34 on a small board: the badge grows about its centre). */
  .badge text { fill: #fff; font-size: 27px; font-weight: 700; }
  .badge { transform-box: fill-box; transform-origin: center; }
  @container (max-width: 420px) { .badge { transform: scale(1.26); } }
  .badge.good rect { fill: var(--_good); }
  .badge.bad rect, .badge.capture rect { fill: var(--_capture); }
  @media (forced-colors: active) {
    .arrow { stroke: Highlight; }
    .arrow-head { fill: Highlight; }
    .badge rect { fill: Canvas; stroke: CanvasText; }
    .badge text { fill: CanvasText; }
  }
`;
