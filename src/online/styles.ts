/** The online bar's styles, adopted into a board's shadow root by the feature. */
import { css } from 'lit';

export const onlineStyles = css`
  .online {
    display: grid; gap: 6px; font-size: 0.95rem; line-height: 1.35; color: var(--_notice-text);
    background: var(--_notice); border-radius: 10px; padding: 6px 10px; margin-top: 6px;
  }
  .online p { margin: 0; }
  .online .line { font-weight: 600; }
  .online .clocks { display: flex; flex-wrap: wrap; gap: 4px 16px; font-variant-numeric: tabular-nums; }
  .online .clock[data-running] { font-weight: 700; text-decoration: underline; text-underline-offset: 3px; }
  .online .invite { overflow-wrap: anywhere; }
  .online .invite output { font-family: ui-monospace, monospace; }
  .online .away { color: var(--_capture); }
  @media (forced-colors: active) { .online { border: 1px solid CanvasText; } }
`;
