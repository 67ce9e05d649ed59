/**
 * The record viewer's own strings, in the five languages, as the string part `record`
 * (`board.text.record`; a page overrides them as `strings.record`). The step buttons' names
 * (First, Previous, Play, …) are the lessons' (`text.ui`), which always come with the viewer.
 */
import { addStringPart } from '../../i18n/index.js';

/** The record viewer's strings. `{n}` is a ply (1 = the first move), `{pit}` a pit's name. */
export interface RecordStrings {
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
}

const en: RecordStrings = {
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
};

const de: RecordStrings = {
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
};

const af: RecordStrings = {
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
};

const ja: RecordStrings = {
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
};

const fr: RecordStrings = {
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
};

/** The tables by language. */
export const RECORD_STRINGS = { en, de, af, ja, fr };

declare module '../../i18n/types.js' {
  /** With the record viewer, a resolved table has its part. */
  interface StringTable {
    record: RecordStrings;
  }
}

/** Register the part (idempotent). */
export function addRecordStrings(): void {
  addStringPart('record', RECORD_STRINGS);
}
