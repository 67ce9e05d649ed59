/**
 * The record viewer's styles, on top of the shared controls' sheet (src/controls/styles.ts: its bar
 * and move list) and the lessons' sheet: comments and nested variations in the move list
 * (src/controls/move-list.ts's renderMoveTree), the fork buttons, a single record's header.
 */
import { css } from 'lit';

export const recordStyles = css`
  .record .tree { max-height: 16em; overflow-y: auto; padding: 2px; }
  .record .tree .comment { display: inline; font-style: italic; opacity: 0.9; margin: 0 4px; }
  .record .tree .variation { display: flex; flex-basis: 100%; }
  .record .tree .variation > ol {
    display: flex; flex-wrap: wrap; gap: 2px 4px; align-items: center; margin: 0 0 0 12px; padding: 0 0 0 8px;
    list-style: none; border-left: 3px solid color-mix(in srgb, var(--_origin) 45%, transparent);
  }
  .record .tree .variation li { display: contents; }
  .record .tree .variation button { font-weight: 500; }
  .record .forks { font-size: 0.85rem; }
  .header { margin: 0.25rem 0; font-size: 0.9rem; font-weight: 600; }
  @media (forced-colors: active) { .record .tree .variation > ol { border-left-color: CanvasText; } }
`;
