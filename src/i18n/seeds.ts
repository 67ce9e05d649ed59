/**
 * The seed-by-seed walk's text, the string part `seeds` (`board.text.seeds`; a page overrides it as
 * `strings.seeds`): its buttons and its sentences, one table per language, registered by the walk
 * (the lessons' stepper) with `addStringPart('seeds', SEED_STRINGS)`.
 *
 * The sentences' placeholders: `{side}` the mover, `{opp}` the other side, `{pit}` a pit's name,
 * `{seeds}` a number of seeds as the board writes it ("1 seed", "4 seeds": its
 * `seedsOne`/`seedsOther`), `{i}`/`{total}` which seed of how many.
 */

/** The seed-by-seed controls of one language. */
export interface SeedControlStrings {
  /** The toggle button that starts and ends the walk, and the name of its group. */
  seedStep: string;
  seedPrevious: string;
  seedNext: string;
  /** "Step {i} of {total}". */
  seedCount: string;
}

/** The seed-by-seed sentences of one language. */
export interface SeedSentenceStrings {
  /** The seeds are lifted. */
  pickUp: string;
  /** A seed dropped; `{seeds}` the pit holds now. */
  drop: string;
  /** The last seed dropped. */
  dropLast: string;
  /** The origin passed over on a lap. */
  skip: string;
  /** After the last drop: the pit is the mover's own. */
  noCaptureOwn: string;
  /** After the last drop: an opponent's pit that does not hold 2 or 3. */
  noCaptureCount: string;
  /** The first capture, the last pit sown. */
  captureFirst: string;
  /** A further capture, the pit before. */
  captureNext: string;
  /** The chain stops: the pit before holds another number. */
  stop: string;
  /** The chain stops: the opponent's row ends. */
  stopRowEnd: string;
}

/** The whole part: controls and sentences. */
export interface SeedStrings extends SeedControlStrings, SeedSentenceStrings {}

/** The part's tables by language. */
export const SEED_STRINGS: Readonly<Record<'en' | 'de' | 'af' | 'ja' | 'fr', SeedStrings>> = {
  en: {
    seedStep: 'Seed by seed',
    seedPrevious: 'Previous seed',
    seedNext: 'Next seed',
    seedCount: 'Step {i} of {total}',
    pickUp: '{side} picks up the {seeds} in pit {pit}.',
    drop: 'Seed {i} of {total} goes into pit {pit}, which now holds {seeds}.',
    dropLast: 'The last seed goes into pit {pit}, which now holds {seeds}.',
    skip: 'Pit {pit} is skipped: seeds are never sown back into the pit they came from.',
    noCaptureOwn: 'It is one of {side}’s own pits, so nothing is captured.',
    noCaptureCount: 'It holds {seeds}, not 2 or 3, so nothing is captured.',
    captureFirst: 'Pit {pit} now holds {seeds}, so {side} captures them.',
    captureNext: 'The pit before it, {pit}, holds {seeds}: captured too.',
    stop: 'The pit before it, {pit}, holds {seeds}, so the captures stop.',
    stopRowEnd: '{opp}’s row ends here, so the captures stop.',
  },
  de: {
    seedStep: 'Samen für Samen',
    seedPrevious: 'Voriger Samen',
    seedNext: 'Nächster Samen',
    seedCount: 'Schritt {i} von {total}',
    pickUp: '{side} nimmt die {seeds} aus Mulde {pit}.',
    drop: 'Samen {i} von {total} kommt in Mulde {pit}, die jetzt {seeds} hat.',
    dropLast: 'Der letzte Samen kommt in Mulde {pit}, die jetzt {seeds} hat.',
    skip: 'Mulde {pit} wird übersprungen: In die Mulde, aus der die Samen kommen, wird nie zurückgesät.',
    noCaptureOwn: 'Die Mulde gehört {side} selbst, deshalb wird nichts gefangen.',
    noCaptureCount: 'Sie hat {seeds}, nicht 2 oder 3, deshalb wird nichts gefangen.',
    captureFirst: 'Mulde {pit} hat jetzt {seeds}, also fängt {side} sie.',
    captureNext: 'Die Mulde davor, {pit}, hat {seeds}: auch gefangen.',
    stop: 'Die Mulde davor, {pit}, hat {seeds}, deshalb endet der Fang.',
    stopRowEnd: 'Hier endet die Reihe von {opp}, deshalb endet der Fang.',
  },
  af: {
    seedStep: 'Saad vir saad',
    seedPrevious: 'Vorige saad',
    seedNext: 'Volgende saad',
    seedCount: 'Stap {i} van {total}',
    pickUp: '{side} tel {seeds} uit put {pit} op.',
    drop: 'Saad {i} van {total} gaan in put {pit}, wat nou {seeds} het.',
    dropLast: 'Die laaste saad gaan in put {pit}, wat nou {seeds} het.',
    skip: 'Put {pit} word oorgeslaan: sade word nooit terug in die put gesaai waaruit hulle kom nie.',
    noCaptureOwn: 'Dit is een van {side} se eie putte, dus word niks gevang nie.',
    noCaptureCount: 'Dit het {seeds}, nie 2 of 3 nie, dus word niks gevang nie.',
    captureFirst: 'Put {pit} het nou {seeds}, dus vang {side} hulle.',
    captureNext: 'Die put daarvoor, {pit}, het {seeds}: ook gevang.',
    stop: 'Die put daarvoor, {pit}, het {seeds}, dus hou die vang op.',
    stopRowEnd: '{opp} se ry eindig hier, dus hou die vang op.',
  },
  ja: {
    seedStep: '1粒ずつ',
    seedPrevious: '前の種',
    seedNext: '次の種',
    seedCount: 'ステップ{i}/{total}',
    pickUp: '{side}がハウス{pit}から{seeds}を取り上げます。',
    drop: '{total}個中{i}個目の種がハウス{pit}に入り、{seeds}になります。',
    dropLast: '最後の種がハウス{pit}に入り、{seeds}になります。',
    skip: 'ハウス{pit}は飛ばします。種を取り出したハウスには種をまきません。',
    noCaptureOwn: '{side}自身のハウスなので、何も取れません。',
    noCaptureCount: '{seeds}で、2個でも3個でもないので、何も取れません。',
    captureFirst: 'ハウス{pit}が{seeds}になったので、{side}が取ります。',
    captureNext: 'その前のハウス{pit}も{seeds}なので、これも取ります。',
    stop: 'その前のハウス{pit}は{seeds}なので、取りはここで終わります。',
    stopRowEnd: '{opp}の列はここで終わるので、取りも終わります。',
  },
  fr: {
    seedStep: 'Graine par graine',
    seedPrevious: 'Graine précédente',
    seedNext: 'Graine suivante',
    seedCount: 'Étape {i} sur {total}',
    pickUp: '{side} prend {seeds} dans le trou {pit}.',
    drop: 'La graine {i} sur {total} tombe dans le trou {pit}, qui contient maintenant {seeds}.',
    dropLast: 'La dernière graine tombe dans le trou {pit}, qui contient maintenant {seeds}.',
    skip: 'Le trou {pit} est sauté\u00a0: on ne sème jamais dans le trou d’où viennent les graines.',
    noCaptureOwn: 'C’est un trou de {side}, donc rien n’est capturé.',
    noCaptureCount: 'Il contient {seeds}, ni 2 ni 3, donc rien n’est capturé.',
    captureFirst: 'Le trou {pit} contient maintenant {seeds}, donc {side} les capture.',
    captureNext: 'Le trou précédent, {pit}, contient {seeds}\u00a0: capturées aussi.',
    stop: 'Le trou précédent, {pit}, contient {seeds}, donc les prises s’arrêtent.',
    stopRowEnd: 'La rangée de {opp} s’arrête ici, donc les prises s’arrêtent.',
  },
};

declare module './types.js' {
  /** With the lessons, a resolved table has the seed-by-seed part too. */
  interface StringTable {
    seeds: SeedStrings;
  }
  /** A page's overrides of the seed-by-seed part. */
  interface Strings {
    seeds?: Partial<SeedStrings>;
  }
}
