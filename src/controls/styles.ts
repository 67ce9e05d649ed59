/**
 * The step bar's and the move list's styles, adopted by the game, lessons and record features before
 * their own sheets (the buttons themselves look like every feature's: the element's `.controls`
 * rules; the record viewer's sheet has its list's comments and variations). They use the element's
 * private colour variables, so themes and dark mode carry over.
 */
import { css } from 'lit';

export const controlStyles = css`
  .bar { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; }
  .ply { margin-left: 4px; font-variant-numeric: tabular-nums; }
  /* The move on show: the focus colour, with white text on it (dark text on dark mode's light blue). */
  .controls .moves button[aria-current='step'] { background: var(--_focus); border-color: var(--_focus); color: #fff; }
  @media (prefers-color-scheme: dark) { .controls .moves button[aria-current='step'] { color: #10203a; } }
  @media (forced-colors: active) { .controls .moves button[aria-current='step'] { background: Highlight; color: HighlightText; } }
`;
