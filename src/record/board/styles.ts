/**
 * The record viewer's styles, on top of the shared controls' sheet (src/controls/styles.ts: its bar
 * and move list) and the lessons' sheet: comments and nested variations in the move list
 * (src/controls/move-list.ts's renderMoveTree), the fork buttons, a single record's header.
 */
import { css } from 'lit';

export const recordStyles = css`
  /* The viewer keeps the height kept for it (src/element/reserved.ts) whatever its record, fonts and
     width: the header and the bars take what they need, the move list the rest, scrolling inside it
     (to the move on show); what cannot fit even so scrolls with the box. */
  .m-record:has(.tree) { display: flex; flex-direction: column; overflow-y: auto; }
  .m-record:has(.tree) > * { flex: none; }
  .m-record > .record:has(.tree) { flex: 1 1 0; min-height: 0; }
  .record:has(.tree) > * { flex: none; }
  .record .tree { overflow-y: auto; padding: 2px; }
  .record > .tree { flex: 1 1 0; min-height: 2.5em; align-content: flex-start; }
  .record .tree .comment { display: inline; font-style: italic; opacity: 0.9; margin: 0 4px; }
  .record .tree .variation { display: flex; flex-basis: 100%; }
  .record .tree .variation > ol {
    display: flex; flex-wrap: wrap; gap: 2px 4px; align-items: center; margin: 0 0 0 12px; padding: 0 0 0 8px;
    list-style: none; border-left: 3px solid color-mix(in srgb, var(--_origin) 45%, transparent);
  }
  .record .tree .variation li { display: contents; }
  .record .tree .variation button { font-weight: 500; }
  .record .forks { font-size: 0.85rem; }
  /* Download image: one icon at the step bar's end; its two choices float under it (nothing moves).
     The step on show takes the room left between the buttons and wraps inside it ("Start" over
     "position", in two lines no taller than a button), so the bar stays one row at 360 px. */
  .record .bar:not(.games) > .ply { flex: 1 1 4.5em; min-width: 0; font-size: 0.9rem; line-height: 1.1; overflow-wrap: anywhere; }
  .record .download { position: relative; display: inline-flex; margin-left: auto; }
  .record .download .menu {
    position: absolute; top: calc(100% + 4px); right: 0; z-index: 2; display: flex; gap: 6px; padding: 6px;
    background: var(--_notice); border: 1px solid color-mix(in srgb, var(--_board-edge) 45%, transparent);
    border-radius: 10px; box-shadow: 0 4px 12px rgb(0 0 0 / 0.25);
  }
  .record .download .menu[hidden] { display: none; }
  .header { margin: 0.25rem 0; font-size: 0.9rem; font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  @media (forced-colors: active) {
    .record .tree .variation > ol { border-left-color: CanvasText; }
    .record .download .menu { border-color: CanvasText; }
  }
`;
