/**
 * The annotation model, one for the core and the lessons: marks on pits (`{ pit, kind, label? }`)
 * and arrows between pits, read from three attributes that share one tokenizer, one pit rule and
 * one kind rule:
 *
 * - `highlight="c:capture d 2:origin 2>6"` — pits with an optional kind (default `highlight`), and
 *   arrows `from>to` (the element's own syntax);
 * - `arrows="2>6 C>a:capture A>C>e"` — arrows with an optional kind; a chain `A>C>e` is two arrows;
 * - `markers="c:1 e:★:good a:\"2 + 3\""` — a short label per pit (1–12 characters) with an optional
 *   kind (default `marker`); quote a label with spaces, commas, colons or quotes (`\"` and `\\`
 *   escape inside quotes). A later marker on a pit replaces an earlier one.
 *
 * Pits are letters (`A`–`F` South, `a`–`f` North) or numbers 0–11; tokens are separated by spaces or
 * commas. Kinds are {@link MARK_KINDS} or any other word matching {@link KIND} (read in any case,
 * kept in lower case). The readers never throw, on any value: they return the good marks and arrows
 * and an {@link AnnotationIssue} per bad token; {@link describeIssues} makes one message of them.
 * A value has at most {@link MAX_TOKENS} tokens: the rest is left out and reported as one issue.
 */
import { parseMove } from '../engine/index.js';

/** Built-in mark kinds; each is styled and exposed as a CSS part of the pit. Other kinds are allowed too (see {@link KIND}). */
export const MARK_KINDS = [
  'highlight',
  'capture',
  'origin',
  'target',
  'last',
  'legal',
  'good',
  'bad',
  'hint',
  'sown',
  'marker',
] as const;
export type BuiltInMarkKind = (typeof MARK_KINDS)[number];
/** A built-in kind, or any other word of {@link KIND}. */
export type MarkKind = BuiltInMarkKind | (string & {});

/** The rule for every kind, built-in or custom: a letter, then letters, digits or hyphens (any case; stored lower-case). */
export const KIND = /^[a-z][a-z0-9-]*$/i;

/** The most tokens one attribute value may have; more are left out and reported as one issue. */
export const MAX_TOKENS = 1000;

/** The longest marker label, in characters (code points). */
export const MAX_MARKER_LENGTH = 12;

/** A mark on a pit. `kind` becomes a CSS part and class (`part="pit capture"`). */
export interface Mark {
  pit: number;
  kind: MarkKind;
  /** A short per-pit marker drawn as a badge (e.g. `1`, `✓`, `?`). */
  label?: string;
}

/** An arrow from one pit to another (e.g. `2>6`). */
export interface Arrow {
  from: number;
  to: number;
  kind?: MarkKind;
}

/** What a lesson or the `highlight` attribute adds on top of the position. */
export interface Annotations {
  marks: Mark[];
  arrows: Arrow[];
  /** A line of text shown under the board (lessons). */
  caption?: string;
}

export const NO_ANNOTATIONS: Annotations = Object.freeze({ marks: [], arrows: [] }) as Annotations;

/** The attributes (and the property) annotations are read from. */
export type AnnotationAttribute = 'highlight' | 'arrows' | 'markers' | 'annotations';

/**
 * What was wrong with a token:
 * `type` the value is not a string (or object, for `annotations`); `too-many` over {@link MAX_TOKENS}
 * (or a chain of over 12 pits);
 * `quote` an unclosed quote; `pit` not a pit;
 * `kind` not a kind; `arrow` not an arrow (`arrows`); `same-pit` an arrow to its own pit;
 * `marker` not a marker; `label` a label of the wrong length.
 */
export type AnnotationIssueCode =
  | 'type'
  | 'too-many'
  | 'quote'
  | 'pit'
  | 'kind'
  | 'arrow'
  | 'same-pit'
  | 'marker'
  | 'label';

/** One bad token of an annotation value; the rest of the value is still read. */
export interface AnnotationIssue {
  attribute: AnnotationAttribute;
  code: AnnotationIssueCode;
  /** The token as written (or `''` for the whole value). */
  token: string;
  /** Its index among the value's tokens (0-based). */
  index: number;
  /** An English message naming the token (at most 16 characters of it, see {@link clip}) and saying what is expected. */
  message: string;
}

/** What one or more values were read into: the good marks and arrows, and the issues. */
export interface AnnotationValues {
  marks: Mark[];
  /** Every arrow read has its kind (`highlight` unless given). */
  arrows: Required<Arrow>[];
  issues: AnnotationIssue[];
}

/** At most `max` characters of `text`, with `…` when cut. */
export function clip(text: string, max = 16): string {
  return text.length > max ? `${text.slice(0, max - 1)}\u2026` : text;
}

/** A pit (0–11, `A`–`F`, `a`–`f`) as its number, or `null`; never throws. */
export function pitOf(value: unknown): number | null {
  try {
    return parseMove(value as string);
  } catch {
    return null;
  }
}

/** A kind in its stored form (lower case) if it follows {@link KIND}, else `null`; never throws. */
export function markKind(value: unknown): MarkKind | null {
  return typeof value === 'string' && KIND.test(value) ? value.toLowerCase() : null;
}

/** Whether `value` is a marker label: a string of 1 to {@link MAX_MARKER_LENGTH} characters (code points). */
export function isLabel(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value !== '' &&
    value.length <= 2 * MAX_MARKER_LENGTH &&
    [...value].length <= MAX_MARKER_LENGTH
  );
}

/**
 * Split a value into tokens at spaces and commas, keeping double-quoted parts together
 * (`a:"2 + 3"` is one token; an unclosed quote runs to the end); a backslash escapes a quote or
 * backslash inside quotes. Stops after `max` tokens.
 */
export function tokenize(text: string | null | undefined, max = Infinity): string[] {
  const tokens: string[] = [];
  let start = -1;
  let quoted = false;
  for (let i = 0; text && i < text.length && tokens.length < max; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i++;
      else quoted = ch !== '"';
    } else if (/[\s,]/.test(ch)) {
      if (start >= 0) tokens.push(text.slice(start, i));
      start = -1;
    } else {
      if (start < 0) start = i;
      quoted = ch === '"';
    }
  }
  if (start >= 0 && tokens.length < max) tokens.push(text!.slice(start));
  return tokens;
}

/** Adds an issue about the current token; `message` follows the quoted token (`'c:x'` + message). */
export type AddIssue = (code: AnnotationIssueCode, message: string) => void;
/** Reads one token (a non-empty string) into `out`, or adds an issue. */
export type TokenReader = (token: string, add: AddIssue, out: AnnotationValues) => void;

/**
 * Read a value token by token (the building block of the readers below): `null`/`undefined` is
 * empty, any other non-string is one `type` issue, tokens after {@link MAX_TOKENS} one `too-many`.
 */
export function readTokens(attribute: AnnotationAttribute, value: unknown, reader: TokenReader): AnnotationValues {
  const out: AnnotationValues = { marks: [], arrows: [], issues: [] };
  const tokens = typeof value === 'string' ? tokenize(value, MAX_TOKENS + 1) : [];
  let index = 0;
  const add: AddIssue = (code, message) => {
    const token = tokens[index] ?? '';
    out.issues.push({ attribute, code, token, index, message: (token ? `'${clip(token)}'` : attribute) + message });
  };
  if (value != null && typeof value !== 'string') add('type', ` must be a string, not ${typeof value}`);
  for (; index < tokens.length; index++) {
    if (index < MAX_TOKENS) reader(tokens[index], add, out);
    else add('too-many', `: over ${MAX_TOKENS} tokens in ${attribute}; this one and the rest are left out`);
  }
  return out;
}

/** Report `text` as not a pit. */
export const notPit = (add: AddIssue, text: string) =>
  add('pit', `: '${clip(text)}' is not a pit; use A–F, a–f or 0–11`);
/** Report `text` as not a mark kind. */
export const notKind = (add: AddIssue, text: string) =>
  add('kind', `: '${clip(text)}' is not a kind; use a word like capture or good`);

/**
 * One reader for marks and arrows: `c`, `c:capture`, `2>6`, `C>a:kind`, a chain `A>C>e` (two arrows).
 * Everything after the first `:` is the kind (`e:a:b` has the kind `a:b`, which is not one);
 * a chain has at most 12 pits.
 */
export function readPits(token: string, add: AddIssue, out: AnnotationValues): void {
  const [body, ...kinds] = token.split(':');
  const ends = body.split('>');
  const pits: number[] = [];
  if (ends.length > 12) {
    add('too-many', ': a chain has at most 12 pits');
    return;
  }
  for (const end of ends) {
    const pit = pitOf(end);
    if (pit === null) {
      notPit(add, end);
      return;
    }
    if (pit === pits[pits.length - 1]) {
      add('same-pit', ': an arrow needs two different pits');
      return;
    }
    pits.push(pit);
  }
  const text = kinds.join(':');
  const kind = kinds.length ? markKind(text) : 'highlight';
  if (!kind) {
    notKind(add, text);
    return;
  }
  if (pits.length < 2) out.marks.push({ pit: pits[0], kind });
  for (let i = 1; i < pits.length; i++) out.arrows.push({ from: pits[i - 1], to: pits[i], kind });
}

/** Read `highlight`: marks (`c`, `c:capture`) and arrows (`2>6`, `C>a:kind`). Never throws. */
export function readHighlight(value: unknown): AnnotationValues {
  return readTokens('highlight', value, readPits);
}

/**
 * Check an `annotations` property value entry by entry with the same pit and kind rules: the good
 * marks, arrows and caption are kept; each bad entry is an issue (`token` names the entry, e.g.
 * `marks[3]`; `index` is its position). At most {@link MAX_TOKENS} marks and arrows each. Never
 * throws, whatever the value (getters that throw, proxies, null prototypes).
 */
export function readAnnotationsProperty(value: unknown): AnnotationValues & { caption?: string } {
  const out: AnnotationValues & { caption?: string } = { marks: [], arrows: [], issues: [] };
  const add = (code: AnnotationIssueCode, token: string, index: number, message: string) =>
    void out.issues.push({
      attribute: 'annotations',
      code,
      token,
      index,
      message: `annotations${token ? `.${token}` : ''} ${message}`,
    });
  if (value == null) return out;
  type Check = [AnnotationIssueCode, string] | null;
  const kindOf = (k: unknown, fallback: MarkKind) => (k === undefined ? fallback : markKind(k));
  const badKind: Check = ['kind', 'has a kind that is not a word like capture, good or bad'];
  const each = (name: 'marks' | 'arrows', list: unknown, one: (entry: Record<string, unknown>) => Check) => {
    if (list === undefined) return;
    if (!Array.isArray(list)) return add('type', name, 0, 'must be an array');
    if (list.length > MAX_TOKENS)
      add('too-many', name, MAX_TOKENS, `has more than ${MAX_TOKENS} entries; the rest is left out`);
    for (let i = 0; i < Math.min(list.length, MAX_TOKENS); i++) {
      let problem: Check;
      try {
        const entry: unknown = list[i];
        problem =
          entry !== null && typeof entry === 'object'
            ? one(entry as Record<string, unknown>)
            : ['type', 'is not an object'];
      } catch {
        problem = ['type', 'could not be read'];
      }
      if (problem) add(problem[0], `${name}[${i}]`, i, problem[1]);
    }
  };
  try {
    if (typeof value !== 'object') {
      add('type', '', 0, `must be { marks: [{ pit, kind }], arrows: [{ from, to }] }, not ${typeof value}`);
      return out;
    }
    const { marks, arrows, caption } = value as Partial<Record<string, unknown>>;
    each('marks', marks, (e) => {
      const pit = pitOf(e.pit);
      const kind = kindOf(e.kind, 'highlight');
      const label = e.label;
      if (pit === null) return ['pit', `has no pit 0–11`];
      if (kind === null) return badKind;
      if (label !== undefined && !isLabel(label))
        return ['label', `has a label that is not a string of 1 to ${MAX_MARKER_LENGTH} characters`];
      out.marks.push(label === undefined ? { pit, kind } : { pit, kind, label });
      return null;
    });
    each('arrows', arrows, (e) => {
      const from = pitOf(e.from);
      const to = pitOf(e.to);
      const kind = kindOf(e.kind, 'highlight');
      if (from === null || to === null) return ['pit', 'needs two pits 0–11 (from, to)'];
      if (from === to) return ['same-pit', 'needs two different pits'];
      if (kind === null) return badKind;
      out.arrows.push({ from, to, kind });
      return null;
    });
    if (typeof caption === 'string') out.caption = caption;
    else if (caption !== undefined) add('type', 'caption', 0, 'must be a string');
  } catch {
    add('type', '', 0, 'could not be read');
  }
  return out;
}

/**
 * One message for a value's issues (`''` for none): the single issue's message, or how many tokens
 * are bad and the first `max` messages. Each quotes at most 2 × 16 characters of its token, so the
 * message quotes at most ~100 characters of the value, whatever its size.
 */
export function describeIssues(issues: readonly AnnotationIssue[], max = 3): string {
  if (issues.length < 2) return issues[0]?.message ?? '';
  const rest = issues.length - max;
  return `${issues.length} bad tokens: ${issues
    .slice(0, max)
    .map((i) => i.message)
    .join('; ')}${rest > 0 ? `; and ${rest} more` : ''}`;
}

/**
 * Parse `highlight` the way the element has (until it calls {@link readHighlight}): throws an `Error`
 * with the first issue's message (a bad kind reads `'…' is not a mark: …`).
 */
export function parseHighlight(text: string | null | undefined): Annotations {
  const { marks, arrows, issues } = readHighlight(text);
  const issue = issues[0];
  if (issue) {
    throw new Error(
      issue.code === 'kind'
        ? `'${clip(issue.token)}' is not a mark: write a pit (C, c or 0–11), optionally followed by :kind, e.g. c:capture`
        : issue.message,
    );
  }
  return { marks, arrows };
}

/** Combine several annotation sets (the attribute's and a lesson's); any size (no spread into a call). */
export function mergeAnnotations(...sets: (Annotations | null | undefined)[]): Annotations {
  const out: Annotations = { marks: [], arrows: [] };
  for (const s of sets) {
    if (!s) continue;
    out.marks = out.marks.concat(s.marks ?? []);
    out.arrows = out.arrows.concat(s.arrows ?? []);
    if (s.caption) out.caption = s.caption;
  }
  return out;
}
