/**
 * The analysis feature's words (`text.analysis`, overridable as `strings.analysis`): one table per
 * language (English complete, the others without the signs), registered by the feature with
 * `addStringPart('analysis', ANALYSIS_STRINGS)`.
 */

export interface AnalysisStrings {
  /** Badges: the exact outcome for the mover. */
  win: string;
  loss: string;
  draw: string;
  /** Badges: seeds gained (`{n}`), lost, none. */
  plus: string;
  minus: string;
  even: string;
  /** In the pits' accessible names. */
  noteWin: string;
  noteLoss: string;
  noteDraw: string;
  noteGain: string;
  noteCost: string;
  noteEven: string;
  /** The best move (its gain follows when it gains seeds), and a worse one: what it loses against the best. */
  noteBest: string;
  noteBehind: string;
}

const en: AnalysisStrings = {
  win: 'wins',
  loss: 'loses',
  draw: 'draws',
  plus: '+{n}',
  minus: '\u2212{n}',
  even: '=',
  noteWin: 'wins the game',
  noteLoss: 'loses the game',
  noteDraw: 'draws the game',
  noteGain: 'gains {seeds}',
  noteCost: 'costs {seeds}',
  noteEven: 'gains nothing',
  noteBest: 'the best move',
  noteBehind: '{seeds} less than the best move',
};
const de: Partial<AnalysisStrings> = {
  win: 'gewinnt',
  loss: 'verliert',
  draw: 'remis',
  noteWin: 'gewinnt die Partie',
  noteLoss: 'verliert die Partie',
  noteDraw: 'Partie endet remis',
  noteGain: 'bringt {seeds}',
  noteCost: 'kostet {seeds}',
  noteEven: 'ausgeglichen',
  noteBest: 'der beste Zug',
  noteBehind: '{seeds} weniger als der beste Zug',
};
const af: Partial<AnalysisStrings> = {
  win: 'wen',
  loss: 'verloor',
  draw: 'gelykop',
  noteWin: 'wen die spel',
  noteLoss: 'verloor die spel',
  noteDraw: 'die spel eindig gelykop',
  noteGain: 'bring {seeds} in',
  noteCost: 'kos {seeds}',
  noteEven: 'gelyk',
  noteBest: 'die beste skuif',
  noteBehind: '{seeds} minder as die beste skuif',
};
const ja: Partial<AnalysisStrings> = {
  win: '勝ち',
  loss: '負け',
  draw: '引分',
  noteWin: '勝ちになる手',
  noteLoss: '負けになる手',
  noteDraw: '引き分けになる手',
  noteGain: '{seeds}の得',
  noteCost: '{seeds}の損',
  noteEven: '損得なし',
  noteBest: '最善手',
  noteBehind: '最善手より{seeds}少ない',
};
const fr: Partial<AnalysisStrings> = {
  win: 'gagne',
  loss: 'perd',
  draw: 'nulle',
  noteWin: 'gagne la partie',
  noteLoss: 'perd la partie',
  noteDraw: 'partie nulle',
  noteGain: 'rapporte {seeds}',
  noteCost: 'coûte {seeds}',
  noteEven: 'ni gain ni perte',
  noteBest: 'le meilleur coup',
  noteBehind: '{seeds} de moins que le meilleur coup',
};

/** The part's tables by language. */
export const ANALYSIS_STRINGS = { en, de, af, ja, fr };

declare module '../i18n/types.js' {
  /** With the analysis feature, a resolved table has its part. */
  interface StringTable {
    analysis: AnalysisStrings;
  }
}
