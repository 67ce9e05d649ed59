/**
 * The record viewer's own strings, the string part `record` (`board.text.record`; a page overrides
 * them as `strings.record`): one table per language, registered by the viewer with
 * `addStringPart('record', RECORD_STRINGS)`. The step buttons' names (First, Previous, Play, …) are
 * the lessons' (`text.ui`), which always come with the viewer.
 */

/** The record viewer's strings. `{n}` is a ply (1 = the first move), `{pit}` a pit's name. */
export interface RecordStrings {
  /** Download the picture on show as an image file: the menu button (its two choices are `SVG` and `PNG`). */
  downloadImage: string;
  /** The control bar's name. */
  controls: string;
  /** The move list's name. */
  moves: string;
  /** A move button's name: `Move 5: e`. */
  move: string;
  /** A variation's list in the move list. */
  variation: string;
  /** The buttons that choose how the game goes on after a step with variations. */
  continueWith: string;
  previousVariation: string;
  nextVariation: string;
  /** The step on show: the start, a move of the main line, a move in a variation. */
  start: string;
  step: string;
  stepInVariation: string;
  /** A collection of games: the picker's group, the list's name, "Game 3 of 9", the buttons. */
  games: string;
  game: string;
  gameOf: string;
  previousGame: string;
  nextGame: string;
  /** A puzzle's wrong move answered from the record's variations: `{move}` the try, `{side}` `{reply}` the answer, `{n}` seeds. */
  refuted: string;
  refutedQuietly: string;
  /** After a solved puzzle's name in a collection. */
  solved: string;
}

const en: RecordStrings = {
  downloadImage: 'Download image',
  controls: 'Game record controls',
  moves: 'Game record',
  move: 'Move {n}: {pit}',
  variation: 'Variation',
  continueWith: 'Continue with',
  previousVariation: 'Previous variation',
  nextVariation: 'Next variation',
  start: 'Start position',
  step: 'Move {n}',
  stepInVariation: 'Move {n}, in a variation',
  games: 'Games',
  game: 'Game',
  gameOf: 'Game {n} of {total}',
  previousGame: 'Previous game',
  nextGame: 'Next game',
  refuted: 'After {move}, {side} plays {reply} and captures {n}.',
  refutedQuietly: 'After {move}, {side} plays {reply}.',
  solved: 'solved',
};

const de: RecordStrings = {
  downloadImage: 'Bild herunterladen',
  controls: 'Steuerung der Partie',
  moves: 'Partie',
  move: 'Zug {n}: {pit}',
  variation: 'Variante',
  continueWith: 'Weiter mit',
  previousVariation: 'Vorige Variante',
  nextVariation: 'Nächste Variante',
  start: 'Ausgangsstellung',
  step: 'Zug {n}',
  stepInVariation: 'Zug {n}, in einer Variante',
  games: 'Partien',
  game: 'Partie',
  gameOf: 'Partie {n} von {total}',
  previousGame: 'Vorige Partie',
  nextGame: 'Nächste Partie',
  refuted: 'Nach {move} spielt {side} {reply} und fängt {n}.',
  refutedQuietly: 'Nach {move} spielt {side} {reply}.',
  solved: 'gelöst',
};

const af: RecordStrings = {
  downloadImage: 'Laai prent af',
  controls: 'Kontroles van die spelrekord',
  moves: 'Spelrekord',
  move: 'Skuif {n}: {pit}',
  variation: 'Variasie',
  continueWith: 'Gaan voort met',
  previousVariation: 'Vorige variasie',
  nextVariation: 'Volgende variasie',
  start: 'Beginposisie',
  step: 'Skuif {n}',
  stepInVariation: 'Skuif {n}, in ’n variasie',
  games: 'Spelle',
  game: 'Spel',
  gameOf: 'Spel {n} van {total}',
  previousGame: 'Vorige spel',
  nextGame: 'Volgende spel',
  refuted: 'Ná {move} speel {side} {reply} en vang {n}.',
  refutedQuietly: 'Ná {move} speel {side} {reply}.',
  solved: 'opgelos',
};

const ja: RecordStrings = {
  downloadImage: '画像を保存',
  controls: '棋譜の操作',
  moves: '棋譜',
  move: '{n}手目: {pit}',
  variation: '変化',
  continueWith: '続きの手',
  previousVariation: '前の変化',
  nextVariation: '次の変化',
  start: '開始局面',
  step: '{n}手目',
  stepInVariation: '{n}手目（変化）',
  games: '対局一覧',
  game: '対局',
  gameOf: '{total}局中{n}局目',
  previousGame: '前の対局',
  nextGame: '次の対局',
  refuted: '{move}には、{side}が{reply}で{n}個取ります。',
  refutedQuietly: '{move}には、{side}が{reply}と応じます。',
  solved: '正解',
};

const fr: RecordStrings = {
  downloadImage: 'Télécharger l’image',
  controls: 'Commandes de la partie',
  moves: 'Partie',
  move: 'Coup {n} : {pit}',
  variation: 'Variante',
  continueWith: 'Continuer avec',
  previousVariation: 'Variante précédente',
  nextVariation: 'Variante suivante',
  start: 'Position de départ',
  step: 'Coup {n}',
  stepInVariation: 'Coup {n}, dans une variante',
  games: 'Parties',
  game: 'Partie',
  gameOf: 'Partie {n} sur {total}',
  previousGame: 'Partie précédente',
  nextGame: 'Partie suivante',
  refuted: 'Après {move}, {side} joue {reply} et prend {n}.',
  refutedQuietly: 'Après {move}, {side} joue {reply}.',
  solved: 'résolu',
};

/** The tables by language. */
export const RECORD_STRINGS = { en, de, af, ja, fr };

declare module '../../i18n/types.js' {
  /** With the record viewer, a resolved table has its part. */
  interface StringTable {
    record: RecordStrings;
  }
}
