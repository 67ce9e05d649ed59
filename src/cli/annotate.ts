/**
 * Marks and arrows added to boardSVG options as its `highlight`, `markers` and `arrows` strings.
 * Pure (no I/O): the command line's pictures and frames use it, and so can a page (the studio's GIF).
 */

import type { Arrow, Mark } from '../diagram/annotations.js';
import { formatArrows, formatHighlight, formatMarkers } from '../lessons/annotations.js';
import type { BoardSVGOptions } from '../svg/index.js';

/** `marks` and `arrows` written as boardSVG's `highlight`, `markers` and `arrows`, after what `values` already has. */
export function withAnnotations(
  options: BoardSVGOptions,
  marks: readonly Mark[],
  arrows: readonly Arrow[],
): BoardSVGOptions {
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || undefined;
  const labelled = marks.filter((m) => m.label);
  const out: BoardSVGOptions = { ...options };
  const highlight = join(formatHighlight(marks.filter((m) => !m.label)), options.highlight);
  const markers = join(
    formatMarkers(
      labelled.map((m) => ({ pit: m.pit, label: m.label!, ...(m.kind === 'marker' ? {} : { kind: m.kind }) })),
    ),
    options.markers,
  );
  const arrowText = join(formatArrows(arrows.map((a) => ({ ...a, kind: a.kind ?? 'highlight' }))), options.arrows);
  if (highlight) out.highlight = highlight;
  if (markers) out.markers = markers;
  if (arrowText) out.arrows = arrowText;
  return out;
}
