/**
 * The annotation attributes as data, and back:
 *
 * - `highlight="c:capture d:capture 2:origin"` — pits with an optional kind (default `highlight`);
 * - `arrows="2>6 C>a:capture"` — arrows between pits with an optional kind; `A>B>C` is two arrows;
 * - `markers="c:1 d:2 e:★:good a:\"2 + 3\""` — a short label per pit (1–12 characters) with an
 *   optional kind; quote a label that contains spaces, commas, colons or quotes.
 *
 * Pits are written as letters (`A`–`F` South, `a`–`f` North) or numbers 0–11; tokens are separated
 * by spaces or commas. Parsers never throw: they return the good items and an issue per bad token
 * (`{ token, index, message }`), so the element can fire `oware-error` and still draw the rest.
 */
import { parseMove, pitLetter } from '../engine/index.js';
import type {
  AnnotationIssue,
  AnnotationKind,
  AnnotationParse,
  PitArrow,
  PitLabelStyle,
  PitMark,
  PitMarker,
} from './types.js';

/** The longest marker label, in characters (code points). */
export const MAX_MARKER_LENGTH = 12;

const KIND = /^[a-z][a-z0-9-]*$/i;
const PIT_HELP = 'use A\u2013F, a\u2013f or 0\u201311';

/** A pit's name in a style: `C` / `c` (letters) or `2` / `8` (numbers). */
export function pitName(pit: number, style: PitLabelStyle = 'letters'): string {
  return style === 'numbers' ? String(pit) : pitLetter(pit);
}

/**
 * Split an attribute into tokens at spaces and commas, keeping double-quoted parts together
 * (`a:"2 + 3"` is one token). A backslash escapes a quote or backslash inside quotes.
 */
export function tokenize(text: string | null | undefined): string[] {
  const out: string[] = [];
  if (!text) return out;
  let cur = '';
  let quoted = false;
  let started = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      cur += ch;
      if (ch === '\\' && i + 1 < text.length) cur += text[++i];
      else if (ch === '"') quoted = false;
    } else if (/[\s,]/.test(ch)) {
      if (started) out.push(cur);
      cur = '';
      started = false;
    } else {
      cur += ch;
      started = true;
      if (ch === '"') quoted = true;
    }
  }
  if (started) out.push(cur);
  return out;
}

function readPit(text: string): number | null {
  if (text.trim() !== text || text === '') return null;
  try {
    return parseMove(text);
  } catch {
    return null;
  }
}

function readKind(text: string | undefined, fallback: AnnotationKind): AnnotationKind | null {
  if (text === undefined) return fallback;
  return KIND.test(text) ? text.toLowerCase() : null;
}

/** Parse the `highlight` attribute: `"c:capture d:capture 2:origin"`; a plain `"c d"` means kind `highlight`. */
export function parseHighlight(text: string | null | undefined): AnnotationParse<PitMark> {
  const items: PitMark[] = [];
  const issues: AnnotationIssue[] = [];
  tokenize(text).forEach((token, index) => {
    const parts = token.split(':');
    if (token.includes('>')) {
      issues.push({ token, index, message: `'${token}' is an arrow: put it in the arrows attribute, and here only pits like c or c:capture` });
      return;
    }
    if (parts.length > 2) {
      issues.push({ token, index, message: `'${token}' has more than one ':'; write a pit and an optional kind, e.g. c:capture` });
      return;
    }
    const pit = readPit(parts[0]);
    if (pit === null) {
      issues.push({ token, index, message: `'${token}': '${parts[0]}' is not a pit; ${PIT_HELP}` });
      return;
    }
    const kind = readKind(parts[1], 'highlight');
    if (kind === null) {
      issues.push({ token, index, message: `'${token}': '${parts[1]}' is not a kind; use a word like capture, origin, last, good or bad` });
      return;
    }
    if (!items.some((m) => m.pit === pit && m.kind === kind)) items.push({ pit, kind });
  });
  return { items, issues };
}

/** Write marks back in `highlight` syntax (kind `highlight` is left out). */
export function formatHighlight(marks: readonly PitMark[], style: PitLabelStyle = 'letters'): string {
  return marks.map((m) => (m.kind === 'highlight' ? pitName(m.pit, style) : `${pitName(m.pit, style)}:${m.kind}`)).join(' ');
}

/** Parse the `arrows` attribute: `"2>6"`, `"C>a:capture E>e"`, a chain `"A>C>e"` (two arrows). */
export function parseArrows(text: string | null | undefined): AnnotationParse<PitArrow> {
  const items: PitArrow[] = [];
  const issues: AnnotationIssue[] = [];
  tokenize(text).forEach((token, index) => {
    const parts = token.split(':');
    if (parts.length > 2) {
      issues.push({ token, index, message: `'${token}' has more than one ':'; write from>to and an optional kind, e.g. 2>6:capture` });
      return;
    }
    const ends = parts[0].split('>');
    if (ends.length < 2) {
      issues.push({ token, index, message: `'${token}' is not an arrow; write from>to, e.g. 2>6 or C>a` });
      return;
    }
    const pits: number[] = [];
    for (const end of ends) {
      const pit = readPit(end);
      if (pit === null) {
        issues.push({ token, index, message: `'${token}': '${end}' is not a pit; ${PIT_HELP}` });
        return;
      }
      pits.push(pit);
    }
    const kind = readKind(parts[1], 'highlight');
    if (kind === null) {
      issues.push({ token, index, message: `'${token}': '${parts[1]}' is not a kind; use a word like capture, good or bad` });
      return;
    }
    for (let i = 1; i < pits.length; i++) {
      if (pits[i] === pits[i - 1]) {
        issues.push({ token, index, message: `'${token}': an arrow needs two different pits` });
        return;
      }
    }
    for (let i = 1; i < pits.length; i++) {
      const arrow = { from: pits[i - 1], to: pits[i], kind };
      if (!items.some((a) => a.from === arrow.from && a.to === arrow.to && a.kind === kind)) items.push(arrow);
    }
  });
  return { items, issues };
}

/** Write arrows back in `arrows` syntax (kind `highlight` is left out). */
export function formatArrows(arrows: readonly PitArrow[], style: PitLabelStyle = 'letters'): string {
  return arrows
    .map((a) => {
      const body = `${pitName(a.from, style)}>${pitName(a.to, style)}`;
      return a.kind === 'highlight' || !a.kind ? body : `${body}:${a.kind}`;
    })
    .join(' ');
}

const MARKER = /^([^:"]+):(?:"((?:[^"\\]|\\.)*)"|([^:"]+))(?::([^:"]*))?$/;

/**
 * Parse the `markers` attribute: `pit:label` or `pit:label:kind`, e.g. `"c:1 d:2 e:★:good"`.
 * Labels have 1–12 characters; quote one with spaces, commas, colons or quotes: `a:"2 + 3"`.
 * A pit carries one marker: a later one replaces an earlier one.
 */
export function parseMarkers(text: string | null | undefined): AnnotationParse<PitMarker> {
  const items: PitMarker[] = [];
  const issues: AnnotationIssue[] = [];
  tokenize(text).forEach((token, index) => {
    const m = MARKER.exec(token);
    if (!m) {
      const message = (token.split('"').length - 1) % 2 === 1
        ? `'${token}' has an unclosed quote`
        : `'${token}' is not a marker; write pit:label (e.g. c:1) or pit:label:kind, and quote labels with spaces or colons`;
      issues.push({ token, index, message });
      return;
    }
    const pit = readPit(m[1]);
    if (pit === null) {
      issues.push({ token, index, message: `'${token}': '${m[1]}' is not a pit; ${PIT_HELP}` });
      return;
    }
    const label = m[2] !== undefined ? m[2].replace(/\\(.)/g, '$1') : m[3];
    const length = [...label].length;
    if (length === 0 || length > MAX_MARKER_LENGTH) {
      issues.push({ token, index, message: `'${token}': a label has 1 to ${MAX_MARKER_LENGTH} characters, this one has ${length}` });
      return;
    }
    let kind: AnnotationKind | undefined;
    if (m[4] !== undefined) {
      const k = readKind(m[4], 'highlight');
      if (k === null) {
        issues.push({ token, index, message: `'${token}': '${m[4]}' is not a kind; use a word like good or bad` });
        return;
      }
      kind = k;
    }
    const marker: PitMarker = kind ? { pit, label, kind } : { pit, label };
    const at = items.findIndex((x) => x.pit === pit);
    if (at >= 0) items[at] = marker;
    else items.push(marker);
  });
  return { items, issues };
}

function quoteLabel(label: string): string {
  return /^[^\s,:"\\]+$/.test(label) ? label : `"${label.replace(/(["\\])/g, '\\$1')}"`;
}

/** Write markers back in `markers` syntax, quoting labels that need it. */
export function formatMarkers(markers: readonly PitMarker[], style: PitLabelStyle = 'letters'): string {
  return markers
    .map((m) => `${pitName(m.pit, style)}:${quoteLabel(m.label)}${m.kind ? `:${m.kind}` : ''}`)
    .join(' ');
}

/** All three attributes at once, in the shape of the element's `Annotations` (`marks` carry labels). */
export interface ParsedAnnotations {
  marks: (PitMark & { label?: string })[];
  arrows: PitArrow[];
  markers: PitMarker[];
  /** Issues by attribute name, ready for `oware-error` (`{ attribute, value, message }`). */
  errors: { attribute: 'highlight' | 'arrows' | 'markers'; value: string; message: string }[];
}

/** Parse `highlight`, `arrows` and `markers` together. */
export function parseAnnotations(attrs: { highlight?: string | null; arrows?: string | null; markers?: string | null }): ParsedAnnotations {
  const h = parseHighlight(attrs.highlight);
  const a = parseArrows(attrs.arrows);
  const m = parseMarkers(attrs.markers);
  const errors: ParsedAnnotations['errors'] = [];
  for (const [attribute, parsed] of [['highlight', h], ['arrows', a], ['markers', m]] as const) {
    for (const issue of parsed.issues) errors.push({ attribute, value: attrs[attribute] ?? '', message: issue.message });
  }
  const marks: ParsedAnnotations['marks'] = h.items.map((x) => ({ ...x }));
  for (const mk of m.items) marks.push({ pit: mk.pit, kind: mk.kind ?? 'marker', label: mk.label });
  return { marks, arrows: a.items, markers: m.items, errors };
}
