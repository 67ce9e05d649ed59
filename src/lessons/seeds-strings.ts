/**
 * The `seeds` string part: what the seed-by-seed walk through a move says and its buttons, in
 * English, German, Afrikaans, Japanese and French. Registered with `addStringPart('seeds', …)`;
 * read as `board.text.seeds`, overridden by a page as `strings.seeds`.
 *
 * Placeholders: `{side}` the mover, `{opp}` the other side, `{pit}` a pit's name, `{n}` seeds
 * picked up or captured, `{i}`/`{total}` which seed of how many, `{count}` the seeds in the pit
 * now. Plural forms go by `{n}` (`pickUp`, capture sentences) or by `{count}` (drops, `stop`).
 */
import { addStringPart } from '../i18n/index.js';
import type { Template } from '../i18n/types.js';

/** The seed-by-seed sentences and controls of one language. */
export interface SeedStrings {
  /** The toggle button that starts and ends the walk, and the name of its toolbar. */
  seedStep: string;
  seedPrevious: string;
  seedNext: string;
  /** "Step {i} of {total}". */
  seedCount: string;
  /** The seeds are lifted (plural by `{n}`). */
  pickUp: Template;
  /** A seed dropped (plural by `{count}`, the seeds in the pit now). */
  drop: Template;
  /** The last seed dropped (plural by `{count}`). */
  dropLast: Template;
  /** The origin passed over on a lap. */
  skip: string;
  /** After the last drop: the pit is the mover's own. */
  noCaptureOwn: string;
  /** After the last drop: an opponent's pit that does not hold 2 or 3 (plural by `{count}`). */
  noCaptureCount: Template;
  /** The first capture, the last pit sown (plural by `{n}`). */
  captureFirst: Template;
  /** A further capture, the pit before (plural by `{n}`). */
  captureNext: Template;
  /** A capture under a grand-slam variant (plural by `{n}`). */
  captureOne: Template;
  /** The chain stops: the pit before holds another number (plural by `{count}`). */
  stop: Template;
  /** The chain stops: the opponent's row ends. */
  stopRowEnd: string;
}

export const en: SeedStrings = {
  seedStep: 'Seed by seed',
  seedPrevious: 'Previous seed',
  seedNext: 'Next seed',
  seedCount: 'Step {i} of {total}',
  pickUp: {
    one: '{side} picks up the only seed in pit {pit}.',
    other: '{side} picks up all {n} seeds in pit {pit}.',
  },
  drop: {
    one: 'Seed {i} of {total} goes into pit {pit}, which now holds {count} seed.',
    other: 'Seed {i} of {total} goes into pit {pit}, which now holds {count} seeds.',
  },
  dropLast: {
    one: 'The last seed goes into pit {pit}, which now holds {count} seed.',
    other: 'The last seed goes into pit {pit}, which now holds {count} seeds.',
  },
  skip: 'Pit {pit} is skipped: seeds are never sown back into the pit they came from.',
  noCaptureOwn: 'It is one of {side}’s own pits, so nothing is captured.',
  noCaptureCount: {
    one: 'It holds {count} seed, not 2 or 3, so nothing is captured.',
    other: 'It holds {count} seeds, not 2 or 3, so nothing is captured.',
  },
  captureFirst: {
    one: 'Pit {pit} now holds {n} seed, so {side} captures it.',
    other: 'Pit {pit} now holds {n} seeds, so {side} captures them.',
  },
  captureNext: {
    one: 'The pit before it, {pit}, holds {n} seed: captured too.',
    other: 'The pit before it, {pit}, holds {n} seeds: captured too.',
  },
  captureOne: {
    one: '{side} captures the {n} seed in pit {pit}.',
    other: '{side} captures the {n} seeds in pit {pit}.',
  },
  stop: {
    one: 'The pit before it, {pit}, holds {count} seed, so the captures stop.',
    other: 'The pit before it, {pit}, holds {count} seeds, so the captures stop.',
  },
  stopRowEnd: '{opp}’s row ends here, so the captures stop.',
};

export const de: SeedStrings = {
  seedStep: 'Samen für Samen',
  seedPrevious: 'Voriger Samen',
  seedNext: 'Nächster Samen',
  seedCount: 'Schritt {i} von {total}',
  pickUp: {
    one: '{side} nimmt den einzigen Samen aus Mulde {pit}.',
    other: '{side} nimmt alle {n} Samen aus Mulde {pit}.',
  },
  drop: {
    one: 'Samen {i} von {total} kommt in Mulde {pit}; dort liegt jetzt {count} Samen.',
    other: 'Samen {i} von {total} kommt in Mulde {pit}; dort liegen jetzt {count} Samen.',
  },
  dropLast: {
    one: 'Der letzte Samen kommt in Mulde {pit}; dort liegt jetzt {count} Samen.',
    other: 'Der letzte Samen kommt in Mulde {pit}; dort liegen jetzt {count} Samen.',
  },
  skip: 'Mulde {pit} wird übersprungen: In die Mulde, aus der die Samen kommen, wird nie zurückgesät.',
  noCaptureOwn: 'Die Mulde gehört {side} selbst, deshalb wird nichts gefangen.',
  noCaptureCount: {
    one: 'Dort liegt {count} Samen, nicht 2 oder 3, deshalb wird nichts gefangen.',
    other: 'Dort liegen {count} Samen, nicht 2 oder 3, deshalb wird nichts gefangen.',
  },
  captureFirst: {
    one: 'In Mulde {pit} liegt jetzt {n} Samen, also fängt {side} ihn.',
    other: 'In Mulde {pit} liegen jetzt {n} Samen, also fängt {side} sie.',
  },
  captureNext: {
    one: 'In der Mulde davor, {pit}, liegt {n} Samen: auch gefangen.',
    other: 'In der Mulde davor, {pit}, liegen {n} Samen: auch gefangen.',
  },
  captureOne: {
    one: '{side} fängt den {n} Samen aus Mulde {pit}.',
    other: '{side} fängt die {n} Samen aus Mulde {pit}.',
  },
  stop: {
    one: 'In der Mulde davor, {pit}, liegt {count} Samen, deshalb endet der Fang.',
    other: 'In der Mulde davor, {pit}, liegen {count} Samen, deshalb endet der Fang.',
  },
  stopRowEnd: 'Hier endet die Reihe von {opp}, deshalb endet der Fang.',
};

export const af: SeedStrings = {
  seedStep: 'Saad vir saad',
  seedPrevious: 'Vorige saad',
  seedNext: 'Volgende saad',
  seedCount: 'Stap {i} van {total}',
  pickUp: {
    one: '{side} tel die enigste saad in put {pit} op.',
    other: '{side} tel al {n} sade in put {pit} op.',
  },
  drop: {
    one: 'Saad {i} van {total} gaan in put {pit}, wat nou {count} saad het.',
    other: 'Saad {i} van {total} gaan in put {pit}, wat nou {count} sade het.',
  },
  dropLast: {
    one: 'Die laaste saad gaan in put {pit}, wat nou {count} saad het.',
    other: 'Die laaste saad gaan in put {pit}, wat nou {count} sade het.',
  },
  skip: 'Put {pit} word oorgeslaan: sade word nooit terug in die put gesaai waaruit hulle kom nie.',
  noCaptureOwn: 'Dit is een van {side} se eie putte, dus word niks gevang nie.',
  noCaptureCount: {
    one: 'Dit het {count} saad, nie 2 of 3 nie, dus word niks gevang nie.',
    other: 'Dit het {count} sade, nie 2 of 3 nie, dus word niks gevang nie.',
  },
  captureFirst: {
    one: 'Put {pit} het nou {n} saad, dus vang {side} dit.',
    other: 'Put {pit} het nou {n} sade, dus vang {side} hulle.',
  },
  captureNext: {
    one: 'Die put daarvoor, {pit}, het {n} saad: ook gevang.',
    other: 'Die put daarvoor, {pit}, het {n} sade: ook gevang.',
  },
  captureOne: {
    one: '{side} vang die {n} saad in put {pit}.',
    other: '{side} vang die {n} sade in put {pit}.',
  },
  stop: {
    one: 'Die put daarvoor, {pit}, het {count} saad, dus hou die vang op.',
    other: 'Die put daarvoor, {pit}, het {count} sade, dus hou die vang op.',
  },
  stopRowEnd: '{opp} se ry eindig hier, dus hou die vang op.',
};

export const ja: SeedStrings = {
  seedStep: '1粒ずつ',
  seedPrevious: '前の種',
  seedNext: '次の種',
  seedCount: 'ステップ{i}/{total}',
  pickUp: {
    one: '{side}がハウス{pit}のただ1個の種を取り上げます。',
    other: '{side}がハウス{pit}の{n}個の種をすべて取り上げます。',
  },
  drop: {
    one: '{total}個中{i}個目の種がハウス{pit}に入り、種は{count}個になります。',
    other: '{total}個中{i}個目の種がハウス{pit}に入り、種は{count}個になります。',
  },
  dropLast: {
    one: '最後の種がハウス{pit}に入り、種は{count}個になります。',
    other: '最後の種がハウス{pit}に入り、種は{count}個になります。',
  },
  skip: 'ハウス{pit}は飛ばします。種を取り出したハウスには種をまきません。',
  noCaptureOwn: '{side}自身のハウスなので、何も取れません。',
  noCaptureCount: {
    one: '種は{count}個で、2個でも3個でもないので、何も取れません。',
    other: '種は{count}個で、2個でも3個でもないので、何も取れません。',
  },
  captureFirst: {
    one: 'ハウス{pit}の種が{n}個になったので、{side}が取ります。',
    other: 'ハウス{pit}の種が{n}個になったので、{side}が取ります。',
  },
  captureNext: {
    one: 'その前のハウス{pit}も{n}個なので、これも取ります。',
    other: 'その前のハウス{pit}も{n}個なので、これも取ります。',
  },
  captureOne: {
    one: '{side}がハウス{pit}の{n}個の種を取ります。',
    other: '{side}がハウス{pit}の{n}個の種を取ります。',
  },
  stop: {
    one: 'その前のハウス{pit}は{count}個なので、取りはここで終わります。',
    other: 'その前のハウス{pit}は{count}個なので、取りはここで終わります。',
  },
  stopRowEnd: '{opp}の列はここで終わるので、取りも終わります。',
};

export const fr: SeedStrings = {
  seedStep: 'Graine par graine',
  seedPrevious: 'Graine précédente',
  seedNext: 'Graine suivante',
  seedCount: 'Étape {i} sur {total}',
  pickUp: {
    one: '{side} prend la seule graine du trou {pit}.',
    other: '{side} prend les {n} graines du trou {pit}.',
  },
  drop: {
    one: 'La graine {i} sur {total} tombe dans le trou {pit}, qui en contient maintenant {count}.',
    other: 'La graine {i} sur {total} tombe dans le trou {pit}, qui en contient maintenant {count}.',
  },
  dropLast: {
    one: 'La dernière graine tombe dans le trou {pit}, qui en contient maintenant {count}.',
    other: 'La dernière graine tombe dans le trou {pit}, qui en contient maintenant {count}.',
  },
  skip: 'Le trou {pit} est sauté\u00a0: on ne sème jamais dans le trou d’où viennent les graines.',
  noCaptureOwn: 'C’est un trou de {side}, donc rien n’est capturé.',
  noCaptureCount: {
    one: 'Il contient {count} graine, ni 2 ni 3, donc rien n’est capturé.',
    other: 'Il contient {count} graines, ni 2 ni 3, donc rien n’est capturé.',
  },
  captureFirst: {
    one: 'Le trou {pit} contient maintenant {n} graine, donc {side} la capture.',
    other: 'Le trou {pit} contient maintenant {n} graines, donc {side} les capture.',
  },
  captureNext: {
    one: 'Le trou précédent, {pit}, contient {n} graine\u00a0: capturée aussi.',
    other: 'Le trou précédent, {pit}, contient {n} graines\u00a0: capturées aussi.',
  },
  captureOne: {
    one: '{side} capture la graine du trou {pit}.',
    other: '{side} capture les {n} graines du trou {pit}.',
  },
  stop: {
    one: 'Le trou précédent, {pit}, contient {count} graine, donc les prises s’arrêtent.',
    other: 'Le trou précédent, {pit}, contient {count} graines, donc les prises s’arrêtent.',
  },
  stopRowEnd: 'La rangée de {opp} s’arrête ici, donc les prises s’arrêtent.',
};

declare module '../i18n/types.js' {
  /** With the lessons, a resolved table has the seed-by-seed part too. */
  interface StringTable {
    seeds: SeedStrings;
  }
  /** A page's overrides of the seed-by-seed part. */
  interface Strings {
    seeds?: Partial<SeedStrings>;
  }
}

addStringPart('seeds', { en, de, af, ja, fr });
