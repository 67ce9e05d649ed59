/**
 * The `seeds` string part: the seed-by-seed walk's buttons (here) and its sentences
 * (`seeds-sentences.ts`), in English, German, Afrikaans, Japanese and French. Registered by {@link addSeedStrings} (`addStringPart('seeds', …)`); read as
 * `board.text.seeds`, overridden by a page as `strings.seeds`.
 */
import { addStringPart } from '../i18n/index.js';
import { SENTENCES, type SeedSentenceStrings } from './seeds-sentences.js';

/** The seed-by-seed controls of one language (in the lessons chunk). */
export interface SeedControlStrings {
  /** The toggle button that starts and ends the walk, and the name of its group. */
  seedStep: string;
  seedPrevious: string;
  seedNext: string;
  /** "Step {i} of {total}". */
  seedCount: string;
}

/** The whole part: controls and sentences. */
export interface SeedStrings extends SeedControlStrings, SeedSentenceStrings {}

const CONTROLS: Record<string, SeedControlStrings> = {
  en: {
    seedStep: 'Seed by seed',
    seedPrevious: 'Previous seed',
    seedNext: 'Next seed',
    seedCount: 'Step {i} of {total}',
  },
  de: {
    seedStep: 'Samen für Samen',
    seedPrevious: 'Voriger Samen',
    seedNext: 'Nächster Samen',
    seedCount: 'Schritt {i} von {total}',
  },
  af: {
    seedStep: 'Saad vir saad',
    seedPrevious: 'Vorige saad',
    seedNext: 'Volgende saad',
    seedCount: 'Stap {i} van {total}',
  },
  ja: {
    seedStep: '1粒ずつ',
    seedPrevious: '前の種',
    seedNext: '次の種',
    seedCount: 'ステップ{i}/{total}',
  },
  fr: {
    seedStep: 'Graine par graine',
    seedPrevious: 'Graine précédente',
    seedNext: 'Graine suivante',
    seedCount: 'Étape {i} sur {total}',
  },
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

let registered = false;
/**
 * Register the `seeds` part (controls and sentences; once). Called where the strings are used (the
 * stepper's constructor), never as an import's side effect: the package is `sideEffects`-free,
 * so bundlers drop code that runs on import.
 */
export function addSeedStrings(): void {
  if (registered) return;
  registered = true;
  const tables: Record<string, object> = {};
  for (const lang in CONTROLS) tables[lang] = { ...CONTROLS[lang], ...SENTENCES[lang] };
  addStringPart('seeds', tables);
}
