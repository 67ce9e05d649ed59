/**
 * The static pictures' own sentences (`oware-board/svg`): how a picture's description says each
 * pit's count (with its marks, the board's own words for them), the arrows and the marker badges, in
 * the five languages.
 */

/** One language's sentences. */
export interface SvgStrings {
  /** An arrow between two pits: "Arrow from C to a." */
  arrow: string;
  /** A marker badge on a pit: "Marker “1” on C." */
  marker: string;
  /** What the rows of counts are: "Seeds per pit." */
  perPit: string;
  /** One side's row of pits: "South: A 4, B 4, …." */
  row: string;
  /** One pit in a row: "A 4". */
  pit: string;
  /** One pit in a row when pits are named by numbers: "1: 4". */
  pitNumber: string;
  /** A pit's marks after its count: " (capture)". */
  marks: string;
  /** Between the pits of a row: ", ". */
  sep: string;
}

export const SVG_STRINGS: Readonly<Record<'en' | 'fr' | 'de' | 'af' | 'ja', SvgStrings>> = {
  en: {
    arrow: 'Arrow from {from} to {to}.',
    marker: 'Marker “{label}” on {pit}.',
    perPit: 'Seeds per pit.',
    row: '{side}: {pits}.',
    pit: '{pit} {count}',
    pitNumber: '{pit}: {count}',
    marks: ' ({marks})',
    sep: ', ',
  },
  fr: {
    arrow: 'Flèche de {from} à {to}.',
    marker: 'Repère « {label} » sur {pit}.',
    perPit: 'Graines par trou.',
    row: '{side}\u00a0: {pits}.',
    pit: '{pit} {count}',
    pitNumber: '{pit}\u00a0: {count}',
    marks: ' ({marks})',
    sep: ', ',
  },
  de: {
    arrow: 'Pfeil von {from} nach {to}.',
    marker: 'Markierung „{label}“ auf {pit}.',
    perPit: 'Samen je Mulde.',
    row: '{side}: {pits}.',
    pit: '{pit} {count}',
    pitNumber: '{pit}: {count}',
    marks: ' ({marks})',
    sep: ', ',
  },
  af: {
    arrow: 'Pyl van {from} na {to}.',
    marker: 'Merker “{label}” op {pit}.',
    perPit: 'Sade per put.',
    row: '{side}: {pits}.',
    pit: '{pit} {count}',
    pitNumber: '{pit}: {count}',
    marks: ' ({marks})',
    sep: ', ',
  },
  ja: {
    arrow: '{from}から{to}への矢印。',
    marker: '{pit}に印「{label}」。',
    perPit: 'ハウスごとの種の数。',
    row: '{side}：{pits}。',
    pit: '{pit} {count}',
    pitNumber: '{pit}：{count}',
    marks: '（{marks}）',
    sep: '、',
  },
};
