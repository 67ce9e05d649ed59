/** The analysis badges' styles, adopted into a board's shadow root by the feature. */
import { css } from 'lit';

export const analysisStyles = css`
  .analysis rect { fill: var(--_banner); stroke: var(--_banner-text); stroke-width: 1.5; }
  .analysis text { fill: var(--_banner-text); font-size: 22px; font-weight: 700; text-anchor: middle; }
  .analysis.win rect { fill: #17662f; }
  .analysis.loss rect { fill: #a3261a; }
  .analysis.plus rect { fill: #1f5130; }
  .analysis.minus rect { fill: #6e231a; }
  .analysis.win text, .analysis.loss text, .analysis.plus text, .analysis.minus text { fill: #fff; }
  @media (forced-colors: active) {
    .analysis rect { fill: Canvas; stroke: CanvasText; }
    .analysis text { fill: CanvasText; }
  }
`;
