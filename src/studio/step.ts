// The step on show: the moves from the start to it (Set up always shows the start), its caption
// and drawing (a recorded move's comment, or the state's own at the start), and its picture — what
// the board, the Image output and the downloads draw. Pure: no DOM.
import { type BoardSVGOptions, boardSVG } from '../svg/index.js';
import type { StudioState } from './out.js';
import { noteAt, positionAt, type StepNote } from './record.js';

/** The moves to the step on show (Set up shows the start). */
export const shownPath = (s: StudioState): number[] => (s.tab === 'setup' ? [] : s.path);

/** The caption and drawing of the step at `path` (at the start: the state's own). */
export const noteOfStep = (s: StudioState, path: readonly number[]): StepNote =>
  path.length
    ? noteAt(s.tree, path)
    : { caption: s.caption, highlight: s.highlight, arrows: s.arrows, markers: s.markers };

/** The caption and drawing of the step on show. */
export const shownNote = (s: StudioState): StepNote => noteOfStep(s, shownPath(s));

/** The boardSVG options of the step at `path` (its position, caption and drawing), `size` pixels wide. */
export function svgOptionsAt(s: StudioState, path: readonly number[], size = 600): BoardSVGOptions {
  const { orientation, labels, stores } = s;
  return {
    ...noteOfStep(s, path),
    position: positionAt(s.position, path),
    orientation,
    labels,
    stores,
    size,
    theme: 'auto',
  };
}

/** The step on show as a standalone SVG document (`size`: its width in pixels). */
export const pictureOf = (s: StudioState, size = 600): string => boardSVG(svgOptionsAt(s, shownPath(s), size));
