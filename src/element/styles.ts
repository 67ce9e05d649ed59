/**
 * Styles of `<oware-board>`. Public custom properties (`--oware-*`) feed private ones (`--_*`),
 * whose defaults change for `prefers-color-scheme: dark`; `forced-colors: active` switches to
 * system colours with visible outlines.
 */
import { css, unsafeCSS } from 'lit';
import { aspectRatio } from '../diagram/layout.js';
import { DARK, FONT, LIGHT, publicName, type Token } from '../diagram/palette.js';
import { reservedStyles } from './reserved.js';

/** The private custom properties of `colours`, each defaulting to its public one. */
const vars = (colours: Partial<Record<Token, string>>): string =>
  Object.entries(colours)
    .map(([t, c]) => `--_${t}: var(${publicName(t as Token)}, ${c});`)
    .join('');

/** The private colours with their light defaults, and what dark mode changes (one rule each, from the palette). */
const colours = unsafeCSS(`:host{${vars(LIGHT)}}@media (prefers-color-scheme: dark){:host{${vars(DARK)}}}`);
const font = unsafeCSS(FONT);

/**
 * The board's styles: what a page may style.
 *
 * @boardDocs
 * @csspart board - The SVG board.
 * @csspart pit - Each pit (with state parts `legal`, `last-move`, `last-move-origin`, `highlight`, `capture`, `origin`, … and mark kinds).
 * @csspart store - The stores or compact score trays.
 * @csspart seed - Each seed (a path in its pit or store).
 * @csspart count - The pits' and stores' seed counts (a row's one-digit counts are one text, a digit centred on each pit).
 * @csspart label - Pit letters or numbers (a row's one-character labels are one text).
 * @csspart notice - The notice under the board.
 * @csspart caption - The annotations' caption.
 * @csspart thinking - The "thinking" label while the computer searches.
 * @csspart hint - A pit marked by `hint()` (also a state part of `pit`).
 * @csspart result - The result panel under the board (the game's end: who won, the score, the reason).
 * @csspart controls - The control bar; each button is `control` plus its name: on a game `new-game`, `undo`, `hint`, `copy-position`, `copy-moves`, `copy-record`, `download`, `download-svg`, `download-png` (Download image); in the lessons `first`, `previous`, `play`, `pause`, `next`, `last`, `retry`, `hint`, `undo`, `clear`, `start`, `remove-mode` (the editor's Remove seeds toggle), and seed by seed `seed-step`, `seed-previous`, `seed-next`; in the record viewer also `previous-variation`, `next-variation`, and `download-image` (Download image: a menu of `download-svg`, `download-png`).
 * @csspart review - The review bar of a game (buttons `control first`, `previous`, `next`, `last`, `live`).
 * @csspart status - The game controls' message (a hint, a copy, a refused move while reviewing).
 * @csspart move-list - The move list (a game's review, the lessons' or the record viewer's); each entry is `move`.
 * @csspart ply - "Move 2 of 4".
 * @cssprop --oware-board - Wood colour of the board.
 * @cssprop --oware-board-light - Lighter wood (top of the gradient).
 * @cssprop --oware-board-edge - Board edge and rims.
 * @cssprop --oware-board-grain - Grain lines.
 * @cssprop --oware-pit - Pit bowl colour.
 * @cssprop --oware-pit-deep - The bowl's centre.
 * @cssprop --oware-store - Store colour.
 * @cssprop --oware-seed - Seed tone 1.
 * @cssprop --oware-seed-2 - Seed tone 2.
 * @cssprop --oware-seed-3 - Seed tone 3.
 * @cssprop --oware-seed-4 - Seed tone 4.
 * @cssprop --oware-seed-edge - Seed shading.
 * @cssprop --oware-seed-shine - Seed highlight.
 * @cssprop --oware-text - Counts and text.
 * @cssprop --oware-label - Pit labels.
 * @cssprop --oware-highlight - Highlighted pits.
 * @cssprop --oware-capture - Capture marks.
 * @cssprop --oware-origin - Origin marks (and the lessons' marker badges).
 * @cssprop --oware-legal - Rings on legal moves.
 * @cssprop --oware-last-move - The last move's pits.
 * @cssprop --oware-focus - Keyboard focus ring.
 * @cssprop --oware-arrow - Arrows (lessons build).
 * @cssprop --oware-font-family - Font of counts, labels and notices.
 * @cssprop --oware-good - Good marks, the hint ring (and the lessons' legal rings, markers and arrows).
 * @cssprop --oware-banner - The result panel and the thinking label.
 * @cssprop --oware-banner-text - Their text.
 * @cssprop --oware-notice - The notice under the board.
 * @cssprop --oware-notice-text - Its text.
 * @cssprop --oware-control - Control buttons; --oware-control-hover and --oware-control-text too.
 */
export const styles = [
  colours,
  css`
  :host {
    display: block;
    position: relative;
    aspect-ratio: ${unsafeCSS(aspectRatio(false))};
    min-width: 200px;
    container-type: inline-size;
    -webkit-tap-highlight-color: transparent;
    --_store: var(--oware-store, var(--_pit));
    --_font: var(--oware-font-family, ${font});
    font-family: var(--_font);
  }
  :host([stores]) {
    aspect-ratio: ${unsafeCSS(aspectRatio(true))};
  }
  /* Where the board goes while it waits for its first render (pace.ts): the host's proportions. */
  .stand-in { aspect-ratio: inherit; }
  :host([hidden]) {
    display: none;
  }
  /* A board drawn while others of its batch wait (pace.ts): laid out (so nothing moves when it
     shows, whatever is under it), not painted. */
  .paced {
    visibility: hidden;
  }
  svg {
    display: block;
    width: 100%;
    overflow: visible;
    user-select: none;
    -webkit-user-select: none;
  }
  /* Gradient stops take their colours from classes (no style attributes: a strict CSP allows them). */
  .c-board { stop-color: var(--_board); }
  .c-board-light { stop-color: var(--_board-light); }
  .c-board-edge { stop-color: var(--_board-edge); }
  .c-pit { stop-color: var(--_pit); }
  .c-pit-deep { stop-color: var(--_pit-deep); }
  .c-store { stop-color: var(--_store); }
  .c-seed-1 { stop-color: var(--_seed-1); }
  .c-seed-2 { stop-color: var(--_seed-2); }
  .c-seed-3 { stop-color: var(--_seed-3); }
  .c-seed-4 { stop-color: var(--_seed-4); }
  .c-seed-edge { stop-color: var(--_seed-edge); }
  .c-seed-shine { stop-color: var(--_seed-shine); }
  /* Every text on the board is centred on its x, and laid out left to right whatever the page's
     direction (a label ends left of its pit, its count starts right of it, on a right-to-left page
     too). Opacities are fill/stroke opacities where they can be: an opacity is a paint effect of its
     own, and many make every frame's layerization slower. */
  text { text-anchor: middle; direction: ltr; }
  .board-shadow { fill: rgb(0 0 0 / 0.22); }
  .board-body { fill: url(#wood); stroke: var(--_board-edge); stroke-width: 3; }
  .board-grain { fill: none; stroke: var(--_grain); stroke-width: 1.4; stroke-opacity: 0.22; }
  .bowl, .store-body, .tray, .board-bevel, .shade, .groove { stroke-width: 2; }
  .board-bevel, .shade { stroke: rgb(255 255 255 / 0.28); }
  .board-bevel { fill: none; }
  .groove { stroke: var(--_board-edge); stroke-opacity: 0.35; stroke-linecap: round; }
  .bowl, .tray { fill: url(#bowl); }
  .bowl { stroke: color-mix(in srgb, var(--_board-edge) 70%, transparent); }
  .shade { fill: url(#shade); }
  .shades, .ring, .texts, .store-shade, .flyer { pointer-events: none; }
  .hit { fill: transparent; }
  .ring { fill: none; stroke: none; stroke-width: 5; }
  .count {
    fill: var(--_text);
    font-size: 27px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .count.labelled { text-anchor: start; }
  .label {
    text-anchor: end;
    fill: var(--_label);
    font-size: 19px;
    font-weight: 600;
    opacity: 0.8;
  }
  .pile-count {
    fill: #fff;
    stroke: rgb(0 0 0 / 0.65);
    stroke-width: 5px;
    paint-order: stroke;
    font-size: 26px;
    font-weight: 800;
  }
  .seed { stroke: var(--_seed-edge); stroke-width: 0.7; stroke-opacity: 0.5; }
  .pit { outline: none; }
  .pit.button.legal { cursor: pointer; }
  .pit.button.legal .ring { stroke: var(--_legal); stroke-width: 3; stroke-opacity: 0.55; }
  .pit.button.legal:hover .ring { stroke-opacity: 1; stroke-width: 5; }
  /* The last move: a dotted rim (legal moves get a solid ring). */
  .last-move .bowl { stroke: var(--_last-move); stroke-width: 5; stroke-dasharray: 0 8.8; stroke-linecap: round; }
  .last-move-origin .bowl { opacity: 0.86; }
  /* Mark kinds (classes of the pit): later kinds win where a pit has several. */
  :is(.highlight, .capture, .origin, .target, .good, .bad) .ring { stroke-width: 6; stroke-opacity: 1; }
  .highlight .ring { stroke: var(--_highlight); }
  .capture .ring { stroke: var(--_capture); }
  .origin .ring { stroke: var(--_origin); stroke-dasharray: 10 6; }
  .target .ring { stroke: var(--_origin); stroke-width: 4; }
  .good .ring { stroke: var(--_good); stroke-width: 6; }
  .bad .ring { stroke: var(--_capture); stroke-width: 4; stroke-dasharray: 4 5; }
  .pit.legal:not(.button) .ring { stroke: var(--_good); stroke-width: 5; stroke-dasharray: 2 8; stroke-linecap: round; opacity: 1; }
  .pit.last .bowl { stroke: var(--_last-move); stroke-width: 3.5; }
  .pit.sown .ring { stroke: var(--_highlight); stroke-width: 3; stroke-dasharray: 4 5; opacity: 0.9; }
  .pit:focus-visible .ring { stroke: var(--_focus); stroke-width: 6; stroke-opacity: 1; stroke-dasharray: none; }
  .store-body, .tray { stroke: var(--_board-edge); }
  .store-body { fill: url(#bowl-store); }
  .store-shade { fill: url(#shade-store); }
  .store.to-move .store-turn { stroke: var(--_legal); stroke-width: 3; stroke-opacity: 0.8; }
  .store-turn { fill: none; stroke: none; }
  .tray-count { fill: var(--_banner-text); font-size: 28px; font-weight: 800; }
  :is(.pit.hint, .pit.button.legal.hint) .ring { stroke: var(--_good); stroke-width: 7; stroke-opacity: 1; }
  /* Waiting for the code that decides the position (a record, a move sequence): no seeds or counts yet. */
  .waiting :is(.seed, .count, .tray-count, .pile-count, .store-turn) { visibility: hidden; }
  .below { display: flex; flex-direction: column; gap: 4px; margin-top: 4px; }
  /* Space kept under the board (class m-<its mode>) for the bars its mode and attributes will have,
     from before their code has come: reserved.ts (docs/element.md#before-the-code-has-loaded).
     An empty one otherwise takes none. */
  .below:empty:not(.m-sequence, .m-puzzle, .m-record) { display: none; }
  .notice {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 4px 6px 4px 10px;
    border-radius: 6px;
    background: var(--_notice);
    color: var(--_notice-text);
    font-size: 0.85rem;
    line-height: 1.3;
    border: 1px solid color-mix(in srgb, var(--_notice-text) 30%, transparent);
  }
  .notice span { flex: 1; }
  .notice button {
    font: inherit;
    min-width: 24px;
    min-height: 24px;
    border: 0;
    border-radius: 4px;
    background: none;
    color: inherit;
    cursor: pointer;
  }
  .notice button:focus-visible { outline: 2px solid var(--_focus); }
  /* The caption (and every text under the board without a background of its own) sits on the page:
     the host sets no colour, so it keeps the page's text colour and the board's dark mode on a light
     page leaves it readable (::part(caption) styles it). */
  .caption { margin: 0; font-size: 0.95rem; }
  /* The result panel under the board: HTML text that wraps, never over the pits. */
  .result {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 12px;
    padding: 6px 8px 6px 12px;
    border-radius: 10px;
    background: var(--_banner);
    color: var(--_banner-text);
    line-height: 1.3;
  }
  .result-text { margin: 0; flex: 1 1 12em; min-width: 0; overflow-wrap: anywhere; }
  .result-text strong { font-size: 1.1rem; margin-right: 4px; }
  /* The live region (a plain div: no padding or border to undo). */
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  /* Small boards on standard-resolution screens: seeds in their flat tones with a darker rim, bowls
     and trays in one flat tone under their shade. A seed is then a few pixels across, where its
     gradient's shine does not show; each gradient fill is a cost in layout and paint (the 48 seeds'
     about 14 % of the time to draw a page of such boards, the bowls' a few per cent more). */
  @media (max-resolution: 1.5dppx) {
    @container (max-width: 240px) {
      .seed { stroke-width: 2.4; stroke-opacity: 0.9; }
      .bowl, .tray { fill: color-mix(in srgb, var(--_pit) 70%, var(--_pit-deep)); }
      .s0 { fill: var(--_seed-1); }
      .s1 { fill: var(--_seed-2); }
      .s2 { fill: var(--_seed-3); }
      .s3 { fill: var(--_seed-4); }
    }
  }
  /* Small boards: larger counts and labels so they stay readable. */
  @container (max-width: 420px) {
    .count, .tray-count { font-size: 34px; }
    .label { font-size: 25px; }
  }
  @media (forced-colors: active) {
    .board-body, .bowl, .tray, .store-body { fill: Canvas; stroke: CanvasText; }
    .board-grain, .board-bevel, .shades, .store-shade, .board-shadow { display: none; }
    .seed, .pile-count { fill: CanvasText; stroke: Canvas; }
    .count, .label, .tray-count { fill: CanvasText; }
    .pit.button.legal .ring { stroke: ButtonText; stroke-opacity: 1; }
    .pit.legal .ring, .pit.sown .ring { stroke: Highlight; }
    :is(.highlight, .capture, .origin, .good, .bad, .target) .ring, .last-move .bowl, .store.to-move .store-turn { stroke: Highlight; }
    .pit:focus-visible .ring { stroke: CanvasText; stroke-width: 7; }
    .groove { stroke: CanvasText; }
    .notice { border-color: CanvasText; }
    .result { background: Canvas; color: CanvasText; border: 1px solid CanvasText; }
  }
`,
  unsafeCSS(reservedStyles()),
];
