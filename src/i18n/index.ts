/**
 * The user-visible strings of `<oware-board>` and its lessons: one table per language for the
 * board and the lessons (`en.ts` with `en-lessons.ts`, `de.ts`, `af.ts`, `ja.ts`, `fr.ts`, each of
 * the others with a board part and a lessons part; `seeds.ts`); each feature keeps its own tables in
 * its folder (`strings.ts`, a table per language) and registers them here; the registry `STRINGS`;
 * one way for a feature to register its strings
 * ({@link addStringPart}); one resolver; one placeholder filler; plurals and lists by `Intl` (CLDR);
 * one set of refused-move sentences.
 *
 * English's board part is in every build. The other languages are loaded when a board first uses
 * one ({@link loadLanguage}: in the CDN build each is a small chunk of its own; `oware-board/all`
 * has them all, see `all.ts`). A feature's strings come with the feature (in the CDN build, in its
 * chunk) and are registered by it, the lessons' English `ui` and `narration` parts included
 * (`lessons.ts`).
 *
 * The registry has no prototype, so a language tag finds only a table (`lang="constructor"` is
 * English), and overrides are copied by spreading, never assigned, so a `__proto__` key stays a
 * plain key.
 */
import type { Side } from '../engine/types.js';
import * as en from './en.js';
import type {
  BoardStrings,
  LessonStrings,
  ListStrings,
  RefusalStrings,
  Strings,
  StringTable,
  Template,
} from './types.js';

export type * from './types.js';

/**
 * The tables by primary language tag: English at once, the others as they are loaded or
 * registered ({@link registerLanguage}); a page can add a language as `STRINGS.sw = {…}` (any key it
 * leaves out is English).
 */
export const STRINGS = { __proto__: null, en: en.board } as unknown as Record<string, Strings>;

/** A language's module: its board part and its lessons part. */
export interface LanguageModule {
  board: BoardStrings;
  lessons?: LessonStrings;
}

/** The languages this project translates, loaded on first use. */
const LANGUAGES = {
  __proto__: null,
  de: () => import('./de.js'),
  af: () => import('./af.js'),
  ja: () => import('./ja.js'),
  fr: () => import('./fr.js'),
} as unknown as Record<string, () => Promise<LanguageModule>>;

/**
 * The features' string parts by name (`game`, `record`, …, and the lessons' `ui` and `narration`,
 * whose other languages are in the languages' own tables): each as registered, its tables by
 * primary language tag, kept for the languages registered later. See {@link addStringPart}.
 */
const PARTS: Record<string, Readonly<Record<string, object>>> = { __proto__: null } as never;

/**
 * Put a language's tables into `STRINGS`: its board part, its lessons part if given, and what the
 * registered string parts have for it.
 */
export function registerLanguage(lang: string, module: LanguageModule): void {
  const table: Record<string, unknown> = { ...module.board, ...module.lessons };
  for (const part in PARTS) if (lang in PARTS[part]!) table[part] = PARTS[part]![lang];
  STRINGS[lang] = table as unknown as Strings;
}

/**
 * Register a feature's strings: the part `part`, with `tables` by primary language tag (`en`
 * complete). Each language's table in `STRINGS` gets its own under the part's name, now and when
 * it is registered later ({@link loadLanguage}); a resolved table has the part as `text[part]`
 * (English for a missing key), and a page overrides it as `strings[part]`. Idempotent: the same
 * `tables` again change nothing; other tables replace the part's.
 */
export function addStringPart(part: string, tables: Readonly<Record<string, object>>): void {
  const old = PARTS[part];
  if (old === tables) return;
  PARTS[part] = tables;
  for (const lang in STRINGS)
    if (lang in tables || (old && lang in old)) STRINGS[lang] = { ...STRINGS[lang], [part]: tables[lang] } as Strings;
}

const loadingLanguages = new Map<string, Promise<void>>();

/**
 * Load the table for a language tag if the project has one that is not registered yet (`de-CH` →
 * `de`); resolves when it is in `STRINGS`. `undefined` when there is nothing to load (the
 * language is there, or unknown: English is used).
 */
export function loadLanguage(lang: string | null | undefined): Promise<void> | undefined {
  if (matchLanguage(lang)) return undefined;
  const tag = matchLanguage(lang, (l) => l in LANGUAGES);
  if (!tag) return undefined;
  let p = loadingLanguages.get(tag);
  if (!p) {
    p = LANGUAGES[tag]!().then((m) => {
      if (!(tag in STRINGS)) registerLanguage(tag, m);
    });
    p.catch(() => loadingLanguages.delete(tag));
    loadingLanguages.set(tag, p);
  }
  return p;
}

/** The languages that have a board table. */
export function supportedLanguages(): string[] {
  return Object.keys(STRINGS);
}

/**
 * The language `known` has for a BCP 47 tag: the full tag or its primary subtag (`de-CH` → `de`,
 * `ja_JP` → `ja`); `undefined` when it has neither.
 */
export function matchLanguage(
  lang: string | null | undefined,
  known: (lang: string) => boolean = (l) => l in STRINGS,
): string | undefined {
  const tag = String(lang).toLowerCase();
  return [tag, tag.split(/[-_]/)[0]].find(known);
}

/** A table's string parts by name. */
type Parts = Record<string, object | undefined>;

const NO_OVERRIDES = {};
/** Resolved tables by overrides object, then language: `[table, its registered table, English's]`. */
const cache = new WeakMap<object, Map<string, [StringTable, Strings, Strings]>>();

/**
 * The table for a language tag (`de`, `de-CH`, …; English when there is none) with a page's
 * overrides (`Partial<Strings>`: board keys at the top level, the lessons' under `ui` and
 * `narration`). Any key a table lacks is English. Cached per language and overrides object: a
 * render calling it again gets the same table (give a new object to change the overrides).
 */
export function resolveStrings(lang: string | null | undefined, overrides?: Partial<Strings> | null): StringTable {
  const key = matchLanguage(lang) ?? 'en';
  const o: Partial<Strings> & Parts = Object(overrides ?? NO_OVERRIDES);
  const base = STRINGS[key] as (Strings & Parts) | undefined;
  const en = STRINGS.en as Strings & Parts;
  let byLang = cache.get(o);
  if (!byLang) cache.set(o, (byLang = new Map()));
  const hit = byLang.get(key);
  // A table registered or replaced since (a part added, a language loaded, a page's new table) is rebuilt.
  if (hit && hit[1] === base && hit[2] === en) return hit[0];
  const table: Record<string, unknown> = { ...en, locale: key, ...base, ...o };
  for (const part in PARTS) table[part] = { ...en[part], ...base?.[part], ...o[part] };
  byLang.set(key, [table as unknown as StringTable, base!, en]);
  return table as unknown as StringTable;
}

/** Fill `{name}` placeholders. Unknown names are left as they are. */
export function format(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (Object.hasOwn(values, k) ? String(values[k]) : m));
}

/** `Intl.PluralRules` by locale (making one takes far longer than asking it). */
const pluralRules = new Map<string | undefined, Intl.PluralRules>();

/**
 * The form for a count by CLDR (`Intl.PluralRules`): French takes `one` for 0 and 1, English and
 * German for 1. Exactly 1 is always `one`, also where CLDR has no such form (Japanese): the tables
 * give one there for the "only one" wording ("ハウスfしか使えません").
 */
export function pluralCategory(locale: string | undefined, n: number): 'one' | 'other' {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return n === 1 || rules.select(n) === 'one' ? 'one' : 'other';
}

/** Fill a template's placeholders; a plural template picks its form by `count` (default `params.n`). */
export function fill(
  template: Template,
  params: Readonly<Record<string, string | number>>,
  locale: string | undefined = 'en',
  count?: number,
): string {
  return format(
    typeof template === 'string' ? template : template[pluralCategory(locale, count ?? Number(params.n ?? 0))],
    params,
  );
}

/** "1 seed" / "4 seeds" in the table's language. */
export function seeds(s: BoardStrings, count: number): string {
  return format(pluralCategory(s.locale, count) === 'one' ? s.seedsOne : s.seedsOther, { count });
}

/**
 * Join items into a list: `D, E, F and a` / `D, E or F` by `Intl.ListFormat` for the table's
 * `locale`, or with the table's own words where it gives them (Japanese: `D、E、Fとa`).
 */
export function formatList(items: readonly string[], strings: ListStrings, conjunction: 'and' | 'or' = 'and'): string {
  const last = conjunction === 'and' ? strings.listAnd : strings.listOr;
  if (last === undefined)
    return new Intl.ListFormat(strings.locale ?? 'en-GB', {
      type: conjunction === 'and' ? 'conjunction' : 'disjunction',
    }).format(items);
  return items.length < 2
    ? items.join('')
    : items.slice(0, -1).join(strings.listSeparator ?? ', ') + last + items.at(-1);
}

/** A key of the text table from a prefix and a kebab-case name: `key('reason', 'even-split')` is `reasonEvenSplit`. */
export const key = (prefix: string, name: string) =>
  `${prefix}-${name}`.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) as keyof Strings;

/** What {@link refusal} reads: the sentences, the side names, and how lists are joined. */
export type RefusalTable = RefusalStrings & ListStrings & Record<Side, string>;

/**
 * The sentence for a refused move, by the engine's or the element's `reason` (`empty-pit`,
 * `not-your-turn`, …): `pit` tried (named by `name`), `turn` the side to move, `legal` its moves,
 * `side` whose turn it is said to be. `not-interactive` with a pit (a side the user does not play)
 * reads as `not-your-turn` on that side's turn, else as `not-your-pit`.
 */
export function refusal(
  s: RefusalTable,
  reason: string,
  pit: number | null,
  turn: Side,
  legal: readonly number[],
  name: (pit: number) => string,
  side = turn,
): string {
  const pitText = pit === null ? '?' : name(pit);
  const owner = pit !== null && pit < 6 ? 'south' : 'north';
  const why =
    reason === 'not-interactive' && pit !== null ? (owner === turn ? 'not-your-turn' : 'not-your-pit') : reason;
  const sentence = s[key('illegal', why) as keyof RefusalStrings];
  return format(sentence ?? s.illegalInvalidMove, {
    pit: pitText,
    letter: pitText,
    owner: pit === null ? '' : s[owner],
    side: s[side],
    opp: s[turn === 'south' ? 'north' : 'south'],
    legal: formatList(legal.map(name), s, 'or'),
  });
}

/** The string parts of this project's features, registered or not yet (a page's `strings` may override them before they load). */
const SECTIONS = ['ui', 'narration', 'game', 'match', 'analysis', 'record', 'seeds'];

/** Whether `Intl` takes `tag` as a language tag (`''`, `x_y` or `__proto__` would make it throw on every use). */
const isTag = (tag: string): boolean => {
  try {
    return !!Intl.getCanonicalLocales(tag);
  } catch {
    return false;
  }
};

/** A text of a table: a string, or (narration) a pair of plural forms. */
const isText = (v: unknown, plural: boolean): boolean =>
  typeof v === 'string' ||
  (plural &&
    !!v &&
    typeof v === 'object' &&
    typeof (v as { one?: unknown }).one === 'string' &&
    typeof (v as { other?: unknown }).other === 'string');

/**
 * A page's `strings` value checked entry by entry (never throws): the overrides that are texts —
 * board keys at the top level, the lessons' under `ui` and `narration` (plural pairs `{ one, other }`
 * there) — and a sentence for each entry that is not. `strings: null` when the value is no object.
 */
export function readStrings(value: unknown): { strings: Partial<Strings> | null; issues: string[] } {
  const issues: string[] = [];
  try {
    if (value == null) return { strings: null, issues };
    if (typeof value !== 'object' || Array.isArray(value)) {
      return { strings: null, issues: ['strings must be an object of text overrides'] };
    }
    const copy = (from: object, path: string, plural: boolean): Record<string, unknown> => {
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(from)) {
        let v: unknown;
        try {
          v = (from as Record<string, unknown>)[k];
        } catch {
          v = undefined;
        }
        const name = path + k;
        // a part (`ui`, `narration`, a feature's) is an object of texts; `locale` a language tag
        let what = '';
        if (!path && (k in PARTS || SECTIONS.includes(k))) {
          if (v && typeof v === 'object' && !Array.isArray(v)) v = copy(v, `${k}.`, k === 'narration');
          else what = 'an object of texts';
        } else if (!isText(v, plural)) what = 'a text';
        else if (k === 'locale' && !isTag(v as string)) what = 'a language tag (en-GB)';
        if (what) {
          if (issues.length < 3)
            issues.push(
              `'${name}' must be ${what}, not ${typeof v === 'string' ? `'${v}'` : v === null ? 'null' : typeof v}`,
            );
          else if (issues.length === 3) issues.push('and more');
          continue;
        }
        Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
      }
      return out;
    };
    return { strings: copy(value, '', false) as Partial<Strings>, issues };
  } catch {
    // (a revoked Proxy, or one whose traps throw)
    return { strings: null, issues: ['strings could not be read'] };
  }
}
