/**
 * The styles of the annotations drawn over the board (`overlay.ts`): arrows, each a shaft and a head
 * in its kind's colour, and marker badges. Adopted by the features that draw them (the lessons, the
 * record viewer, drawing), after the shared controls' sheet; `oware-board/svg` paints the same from
 * its own table (svg/paint.ts).
 */
import { css } from 'lit';
import { colour } from './theme.js';

export const overlayStyles = css`
  /* The group's opacity is one layer: a shaft and its head do not overlap darker. */
  .arrows { opacity: 0.9; pointer-events: none; }
  .arrow { fill: none; stroke: ${colour('arrow')}; stroke-width: 6; stroke-linecap: round; }
  .arrow-head { fill: ${colour('arrow')}; }
  .arrow.capture, .arrow.bad { stroke: ${colour('capture')}; }
  .arrow-head.capture, .arrow-head.bad { fill: ${colour('capture')}; }
  .arrow-head.good { fill: ${colour('good')}; }
  .arrow.bad { stroke-dasharray: 10 8; }
  .arrow.good { stroke: ${colour('good')}; }
  .badge rect { fill: ${colour('origin')}; stroke: #fff; stroke-width: 2; }
  /* As large as the counts (27 units; 34 on a small board: the badge grows about its centre). */
  .badge text { fill: #fff; font-size: 27px; font-weight: 700; }
  .badge { transform-box: fill-box; transform-origin: center; }
  @container (max-width: 420px) { .badge { transform: scale(1.26); } }
  .badge.good rect { fill: ${colour('good')}; }
  .badge.bad rect, .badge.capture rect { fill: ${colour('capture')}; }
  @media (forced-colors: active) {
    .arrow { stroke: Highlight; }
    .arrow-head { fill: Highlight; }
    .badge rect { fill: Canvas; stroke: CanvasText; }
    .badge text { fill: CanvasText; }
  }
`;
