/**
 * The lesson drawing on the board (the lessons feature's `renderOverlay` hook): per-pit marker
 * badges (`markers`, marks with a `label`) and arrows between pits (`arrows`, `2>6` in `highlight`,
 * `annotations.arrows`), drawn by the board's one drawing (`diagram/overlay.ts`, which `oware-board/svg`
 * writes too) inside the board's SVG above the counts, as markup: the same in a browser and when
 * rendered on a server, so a server-rendered board hydrates without drawing it again. Styled by the
 * lesson sheet.
 */
import { nothing } from 'lit';
import type { Geometry } from '../../diagram/layout.js';
import { overlayOnce } from '../../diagram/overlay.js';
import { raw } from '../../diagram/raw.js';
import type { ViewInput } from '../../diagram/view-model.js';

/** Badges and arrows for the annotations in `input` (nothing when there are none). */
export function overlay(input: ViewInput, g: Geometry): unknown {
  const markup = overlayOnce(input, g);
  return markup ? raw(markup, true) : nothing;
}
