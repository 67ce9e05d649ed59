/**
 * The checked attributes and properties of the board's core, as one typed table ({@link RULES}),
 * and the features' attributes from their descriptors (`FEATURE_RULES`), checked by the same rule:
 * a bad value fires `oware-error` (through the caller's `report`) and the last good value stays.
 */
import { DEFAULT_LEVEL, TOP_LEVEL } from '../ai/level-range.js';
import {
  type Annotations,
  describeIssues,
  NO_ANNOTATIONS,
  readAnnotationsProperty,
  readHighlight,
} from '../diagram/annotations.js';
import type { Interactive, Labels } from '../diagram/view-model.js';
import { isVariantName, type Side, VARIANTS, type VariantName } from '../engine/index.js';
import { readStrings, type Strings } from '../i18n/index.js';
import { attributeOf, FEATURE_RULES } from './registry.js';

/** Who the computer plays: nobody, one side, or both (a computer-vs-computer demo). */
export type AiSide = 'none' | 'south' | 'north' | 'both';

/** Default pace of the sowing animation, ms per seed. */
export const DEFAULT_ANIMATION_SPEED = 180;
/** The slowest pace, ms per seed (a 48-seed sowing then takes 8 minutes; every promise still settles). */
export const MAX_ANIMATION_SPEED = 10_000;

/** The checked properties and their types: the last good values are kept in one of these. */
export interface CheckedValues {
  variant: VariantName;
  interactive: Interactive;
  orientation: Side;
  labels: Labels;
  stores: boolean;
  inputLocked: boolean;
  animationSpeed: number;
  ai: AiSide;
  aiLevel: number;
  aiTime: number | undefined;
  // the attributes the core shares between the feature of a board's mode (one owner each)
  ply: number | undefined;
  controls: boolean;
  autoplay: boolean;
  loop: boolean;
  caption: boolean;
}
export type Checked = keyof CheckedValues;

/** One checked property: its value when unset, the test, and what to say about a bad value (its attribute is the property's name in kebab case). */
export interface Rule<K extends Checked> {
  /** The name errors give, when the property has no attribute of its own (else its kebab-case name). */
  attribute?: string;
  fallback: CheckedValues[K];
  valid(value: unknown): value is CheckedValues[K];
  hint: string | ((value: unknown) => string);
}

export { attributeOf };

/**
 * The longest text an attribute takes: `position` 1,000 characters, `src` 100,000, every other
 * 20,000 ({@link MAX_TEXT}; `record` has its own cap). A longer text is refused by its length,
 * before anything reads it.
 */
export const MAX_LENGTH = { position: 1000, src: 100_000 } as const;
export const MAX_TEXT = 20_000;

/** Why `v` is too long for attribute `k` (see {@link MAX_LENGTH}), or `''`. */
export const tooLong = (
  k: string,
  v: unknown,
  max = k === 'position' ? 1000 : k === 'src' ? 100_000 : MAX_TEXT,
): string =>
  typeof v === 'string' && v.length > max ? `is ${v.length} characters long: at most ${max} are taken` : '';

const oneOf =
  <T extends string>(...values: T[]) =>
  (v: unknown): v is T =>
    typeof v === 'string' && (values as string[]).includes(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && !Number.isNaN(v);
const SIDES = oneOf<AiSide>('none', 'south', 'north', 'both');
const flag = (what: string) => ({
  fallback: false,
  valid: (v: unknown): v is boolean => typeof v === 'boolean',
  hint: `${what} is a boolean: true or false`,
});
const USE_SIDES = 'use none, south, north or both';

/** Every checked property of the core. */
export const RULES: { [K in Checked]: Rule<K> } = {
  variant: {
    fallback: 'abapa',
    valid: (v): v is VariantName => typeof v === 'string' && isVariantName(v),
    hint: (v) => `'${describe(v)}' is not a variant; use one of: ${VARIANTS.join(', ')}`,
  },
  interactive: { fallback: 'none', valid: SIDES, hint: USE_SIDES },
  orientation: { fallback: 'south', valid: oneOf<Side>('south', 'north'), hint: 'use south or north' },
  labels: {
    fallback: 'none',
    valid: oneOf<Labels>('none', 'letters', 'numbers'),
    hint: 'use none, letters or numbers',
  },
  stores: flag('stores'),
  inputLocked: { ...flag('inputLocked'), attribute: 'inputLocked' },
  animationSpeed: {
    fallback: DEFAULT_ANIMATION_SPEED,
    valid: (v): v is number => isNumber(v) && v >= 0 && v <= MAX_ANIMATION_SPEED,
    hint: `animation-speed must be a number of milliseconds from 0 to ${MAX_ANIMATION_SPEED}`,
  },
  ai: { fallback: 'none', valid: SIDES, hint: USE_SIDES },
  aiLevel: {
    fallback: DEFAULT_LEVEL,
    valid: (v): v is number => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= TOP_LEVEL,
    hint: `use a whole number from 1 to ${TOP_LEVEL}`,
  },
  ply: {
    fallback: undefined,
    valid: (v): v is number | undefined => v === undefined || Number.isInteger(v),
    hint: 'ply must be a whole number (negative counts from the end)',
  },
  controls: flag('controls'),
  autoplay: flag('autoplay'),
  loop: flag('loop'),
  caption: flag('caption'),
  aiTime: {
    fallback: undefined,
    valid: (v): v is number | undefined => v === undefined || (isNumber(v) && v > 0 && v < 1e7),
    hint: 'use milliseconds > 0',
  },
};

let fallbacks: CheckedValues | undefined;

/** The value of every checked property when nothing is set (a new object each time). */
export function defaults(): CheckedValues {
  if (!fallbacks) {
    fallbacks = {} as CheckedValues;
    for (const k of Object.keys(RULES) as Checked[]) set(fallbacks, k, RULES[k].fallback);
  }
  // A spread copy: an object given this many keys one by one is kept as a slow dictionary by V8,
  // its copy has fast properties (smaller, and quicker to read on every update).
  return { ...fallbacks };
}

function set<K extends Checked>(target: Partial<CheckedValues>, k: K, v: CheckedValues[K]): void {
  target[k] = v;
}

/** Reports a bad value: the attribute's name, the value, and a sentence about it. */
export type Report = (attribute: string, value: unknown, message: string) => void;

/** Where a number's attribute text is read from (its report quotes what the page wrote). */
export interface Attributes {
  getAttribute(name: string): string | null;
}

/**
 * Check property `k` of `host` (unset: the rule's fallback): a good value is kept in `good`; a
 * bad one is reported (for numbers with the attribute's text, when there is one) and replaced by
 * the last good value.
 */
export function check<K extends Checked>(
  k: K,
  host: CheckedValues,
  attributes: Attributes,
  good: CheckedValues,
  report: Report,
): void {
  checkOne(k, RULES[k] as unknown as AnyRule, host as never, attributes, good as never, report);
}

/** A rule of the core's table or of a feature's descriptor. */
type AnyRule = Pick<Rule<Checked>, 'attribute' | 'hint'> & { fallback: unknown; valid(v: unknown): boolean };
const ruleOf = (k: PropertyKey): AnyRule | undefined =>
  typeof k === 'string'
    ? (((RULES as Record<string, unknown>)[k] ?? FEATURE_RULES[k]) as AnyRule | undefined)
    : undefined;

function checkOne(
  k: string,
  rule: AnyRule,
  host: Record<string, unknown>,
  attributes: Attributes,
  good: Record<string, unknown>,
  report: Report,
): void {
  const raw = host[k];
  const v = raw ?? rule.fallback;
  const long = tooLong(k, raw);
  if (!long && (v === good[k] || rule.valid(v))) {
    if (raw !== v) host[k] = v;
    good[k] = v;
    return;
  }
  const attribute = rule.attribute ?? attributeOf(k);
  report(
    attribute,
    typeof raw === 'number' ? (attributes.getAttribute(attribute) ?? raw) : raw,
    long || (typeof rule.hint === 'string' ? rule.hint : rule.hint(raw)),
  );
  host[k] = k in good ? good[k] : rule.fallback;
}

/**
 * Check every property of {@link RULES} and of the features' descriptors that `changed` (Lit's map
 * of this update's changes) holds. A refused value is put back, and then is no change: its entry
 * leaves `changed`, so the features do not see it.
 */
export function checkAll(
  host: CheckedValues & Attributes,
  good: CheckedValues,
  changed: Map<PropertyKey, unknown>,
  report: Report,
): void {
  const h = host as unknown as Record<string, unknown>;
  for (const k of [...changed.keys()]) {
    const rule = ruleOf(k);
    if (!rule) continue;
    checkOne(k as string, rule, h, host, good as never, report);
    if (h[k as string] === changed.get(k)) changed.delete(k);
  }
}

/** The board's data properties beyond the table: pits to mark, text overrides, annotations from code. */
export interface DataValues {
  highlight: string;
  strings: Partial<Strings> | null;
  annotations: Annotations | null;
}

/**
 * Check the data properties that `changed` holds, each entry by entry: a bad `highlight` is put
 * back (one report for all its bad tokens); bad entries of `strings` and `annotations` are dropped
 * and reported, the good ones kept. Returns the marks of a new good `highlight`, else `null`.
 */
export function checkData(host: DataValues, changed: Map<PropertyKey, unknown>, report: Report): Annotations | null {
  let marks: Annotations | null = null;
  // (the defaults — no highlight, no overrides, no annotations — are read at no cost: every board starts with them)
  if (changed.has('highlight') && host.highlight === '') marks = NO_ANNOTATIONS;
  else if (changed.has('highlight')) {
    const long = tooLong('highlight', host.highlight);
    const read = readHighlight(long ? '' : host.highlight);
    if (long || read.issues.length) {
      report('highlight', host.highlight, long || describeIssues(read.issues));
      host.highlight = (changed.get('highlight') as string | undefined) ?? '';
    } else marks = read;
  }
  // `strings` and `annotations` are replaced by a plain copy of their good entries, read once: what
  // is drawn is what was checked (a getter is not read again). First: the report speaks with the good texts.
  if (changed.has('strings') && host.strings != null) {
    const given = host.strings;
    const read = readStrings(given);
    // an absurd value is refused whole (checked on the copy read: a getter is read once): the last good one stays
    const big = stringsTooBig(read.strings);
    if (big) {
      report('strings', given, big);
      host.strings = (changed.get('strings') as Partial<Strings> | null | undefined) ?? null;
      return marks;
    }
    host.strings = read.strings;
    if (read.issues.length) report('strings', given, read.issues.join('; '));
  }
  if (changed.has('annotations') && host.annotations != null) {
    const a = host.annotations;
    const read = readAnnotationsProperty(a);
    host.annotations =
      a && typeof a === 'object' ? { marks: read.marks, arrows: read.arrows, caption: read.caption } : null;
    if (read.issues.length) report('annotations', a, describeIssues(read.issues));
  }
  return marks;
}

/** The most entries `strings` may have (every part's, counted together; the full English table has a few hundred). */
export const MAX_STRINGS = 5000;

/**
 * Why a `strings` value (the checked copy) is too big to take (a text over {@link MAX_TEXT}
 * characters, more than {@link MAX_STRINGS} entries), or `''`. It looks at no more than that many entries.
 */
function stringsTooBig(value: unknown): string {
  let count = 0;
  const walk = (v: unknown, name: string, depth: number): string => {
    if (typeof v === 'string')
      return v.length > MAX_TEXT ? `'${name}' is ${v.length} characters long: at most ${MAX_TEXT} are taken` : '';
    if (!v || typeof v !== 'object' || depth > 2) return '';
    for (const k in v) {
      if (++count > MAX_STRINGS) return `strings has more than ${MAX_STRINGS} entries`;
      let e: unknown;
      try {
        e = (v as Record<string, unknown>)[k];
      } catch {
        continue; // (readStrings reports it)
      }
      const why = walk(e, name ? `${name}.${k}` : k, depth + 1);
      if (why) return why;
    }
    return '';
  };
  try {
    return walk(value, '', 0);
  } catch {
    return ''; // (a Proxy whose traps throw: readStrings reports it)
  }
}

/** The longest part of a value that a message quotes. */
export const QUOTE_LENGTH = 80;

/** A value as short text for a message, whatever it is (never throws; at most {@link QUOTE_LENGTH} characters). */
export function describe(value: unknown): string {
  let text: string;
  try {
    text =
      typeof value === 'string'
        ? value
        : typeof value === 'object' && value !== null
          ? // (each string cut first: a 10 MB text in an object is not copied whole to quote 80 characters)
            (JSON.stringify(value, (_, v) => (typeof v === 'string' ? cut(v) : v)) ?? String(value))
          : String(value);
  } catch {
    // (a revoked Proxy, or one whose traps throw, refuses even this)
    try {
      text = Object.prototype.toString.call(value);
    } catch {
      text = `[${typeof value}]`;
    }
  }
  return cut(text);
}

/** `text`, at most `n` characters long (cut with an ellipsis). */
const cut = (text: string, n = QUOTE_LENGTH): string => (text.length > n ? `${text.slice(0, n - 1)}\u2026` : text);

/**
 * A message that may quote a value (the engine's, a reader's) made short: each run of non-space
 * characters at most {@link QUOTE_LENGTH} long, the whole at most five times that.
 */
export const clip = (message: string): string =>
  cut(
    message.replace(/\S{81,}/g, (m) => cut(m)),
    5 * QUOTE_LENGTH,
  );

/** Take the valid values of the properties in `changed` as their last good values (after a feature set some). */
export function keepGood(host: CheckedValues, good: CheckedValues, changed: Map<PropertyKey, unknown>): void {
  const h = host as unknown as Record<string, unknown>;
  const g = good as unknown as Record<string, unknown>;
  for (const k of changed.keys()) {
    const rule = ruleOf(k);
    const v = h[k as string];
    if (rule && v !== g[k as string] && rule.valid(v)) g[k as string] = v;
  }
}
