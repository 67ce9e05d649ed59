/**
 * The lesson drawing on the board (the lessons feature's `renderOverlay` hook): per-pit marker
 * badges (`markers`, marks with a `label`) and arrows between pits (`arrows`, `2>6` in `highlight`,
 * `annotations.arrows`), drawn by the board's one drawing (`draw/scene.ts`, which `oware-board/svg`
 * writes too) inside the board's SVG above the counts; styled by the lesson sheet.
 */
import { nothing } from 'lit';
import type { Geometry } from '../../draw/layout.js';
import { overlay as drawOverlay } from '../../draw/overlay.js';
import { toDom } from '../../element/pit-nodes.js';
import type { ViewInput } from '../../element/view-model.js';

/** Badges and arrows for the annotations in `input` (nothing when there are none). */
export function overlay(input: ViewInput, g: Geometry): unknown {
  const shapes = drawOverlay(input.annotations, g);
  return shapes.length ? shapes.map(toDom) : nothing;
}
