/**
 * The element's `toSVG()`: the view on show as a standalone SVG document, through the writer of
 * `oware-board/svg` (a chunk of its own, loaded on first use). The picture is the board's as a
 * diagram: its position, marks, last move, arrows and caption, no buttons, no legal-move rings.
 */

import { boardView, type ViewInput } from '../diagram/view-model.js';
import { idPrefix, look, type SvgSettings, viewSVG } from '../svg/view-svg.js';

/** The picture of `input` in `lang`, at `options`' size and theme (see `BoardSVGOptions`). */
export function toSVG(input: ViewInput, lang: string, options: Partial<Pick<SvgSettings, 'size' | 'theme'>>): string {
  const { size, theme } = look(options);
  const view = boardView({ ...input, legal: [], interactive: 'none', focus: -1, flyers: undefined });
  const a = input.annotations;
  const id = idPrefix(
    JSON.stringify([
      input.pits,
      input.score,
      input.turn,
      a,
      input.lastMove,
      input.orientation,
      input.labels,
      input.stores,
      size,
      theme,
      lang,
    ]),
  );
  return viewSVG(view, a, { size, theme, lang, id, strings: input.strings, labels: input.labels });
}
