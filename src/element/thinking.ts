/**
 * The "thinking" label while the computer searches, and its styles: they come with the computer
 * player (the AI chunk), so a board that never plays the computer carries neither.
 */
import { css, nothing, svg, type TemplateResult } from 'lit';

/** The label's and the thinking store's styles (adopted by the computer player). */
export const thinkingStyles = css`
  .thinking rect { fill: var(--_banner); }
  .thinking text { fill: var(--_banner-text); font-size: 16px; font-weight: 600; }
  :host(:state(thinking)) :is(.thinking, .store.to-move .store-turn) { animation: oware-think 1.1s ease-in-out infinite alternate; }
  @keyframes oware-think { to { opacity: 0.45; } }
  @media (prefers-reduced-motion: reduce) { :host(:state(thinking)) :is(.thinking, .store-turn) { animation: none; } }
  @media (forced-colors: active) {
    .thinking rect { fill: Canvas; stroke: CanvasText; }
    .thinking text { fill: CanvasText; }
  }
`;

/** The label `text` centred on a board `w` wide (`part="thinking"`), or nothing without a text. */
export function renderThinking(text: string | null, w: number): TemplateResult | typeof nothing {
  return text === null
    ? nothing
    : svg`<g class="thinking" part="thinking" aria-hidden="true"><rect x=${w / 2 - 56} y="138" width="112" height="26" rx="13"></rect><text x=${w / 2} y="157">${text}</text></g>`;
}
