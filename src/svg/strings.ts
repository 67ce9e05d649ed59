/**
 * The static pictures' own sentences (`oware-board/svg`): what a picture's description says
 * besides the board's accessible names — the arrows and the marker badges — in the five languages.
 */

/** One language's sentences. */
export interface SvgStrings {
  /** An arrow between two pits: "Arrow from C to a." */
  arrow: string;
  /** A marker badge on a pit: "Marker “1” on C." */
  marker: string;
}

export const SVG_STRINGS: Readonly<Record<'en' | 'fr' | 'de' | 'af' | 'ja', SvgStrings>> = {
  en: { arrow: 'Arrow from {from} to {to}.', marker: 'Marker “{label}” on {pit}.' },
  fr: { arrow: 'Flèche de {from} à {to}.', marker: 'Repère « {label} » sur {pit}.' },
  de: { arrow: 'Pfeil von {from} nach {to}.', marker: 'Markierung „{label}“ auf {pit}.' },
  af: { arrow: 'Pyl van {from} na {to}.', marker: 'Merker “{label}” op {pit}.' },
  ja: { arrow: '{from}から{to}への矢印。', marker: '{pit}に印「{label}」。' },
};
