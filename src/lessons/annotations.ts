/**
 * The lessons' side of the one annotation model (`src/diagram/annotations.ts`, which reads all
 * three attributes): writing marks, arrows and markers back as attribute text, pit names, and the
 * lessons' original parsers, kept as thin wrappers for their `{ items, issues }` shape:
 *
 * - `highlight="c:capture d:capture 2:origin"` — pits with an optional kind (default `highlight`);
 *   {@link parseHighlight} takes marks only (the board also reads `2>6` there as an arrow);
 * - `arrows="2>6 C>a:capture"` — arrows between pits with an optional kind; `A>B>C` is two arrows;
 * - `markers="c:1 d:2 e:★:good a:\"2 + 3\""` — a short label per pit (1–12 characters) with an
 *   optional kind; quote a label that contains spaces, commas, colons or quotes.
 *
 * They never throw: they return the good items (exact repeats dropped) and an issue per bad token.
 */

import { readAnnotations, readArrows, readMarkers, unique } from '../diagram/annotation-attributes.js';
import { type AnnotationValues, readPits, readTokens } from '../diagram/annotations.js';
import { pitName } from '../engine/notation.js';
import type { AnnotationParse, PitArrow, PitLabelStyle, PitMark, PitMarker } from './types.js';

export { MAX_MARKER_LENGTH, tokenize } from '../diagram/annotations.js';

/** A pit's name in a style: `C` / `c` (letters) or `2` / `8` (numbers) — the engine's, shared with the element. */
export { pitName };

/** Parse the `highlight` attribute: `"c:capture d:capture 2:origin"`; a plain `"c d"` means kind `highlight`. */
export function parseHighlight(text: string | null | undefined): AnnotationParse<PitMark> {
  const r = readTokens('highlight', text, (token, add, out) =>
    token.includes('>')
      ? add('arrow', ' is an arrow: put it in the arrows attribute, and here only pits like c or c:capture')
      : readPits(token, add, out),
  );
  return { items: unique(r).marks, issues: r.issues };
}

/** Write marks back in `highlight` syntax (kind `highlight` is left out). */
export function formatHighlight(marks: readonly PitMark[], style: PitLabelStyle = 'letters'): string {
  return marks
    .map((m) => (m.kind === 'highlight' ? pitName(m.pit, style) : `${pitName(m.pit, style)}:${m.kind}`))
    .join(' ');
}

/** Parse the `arrows` attribute: `"2>6"`, `"C>a:capture E>e"`, a chain `"A>C>e"` (two arrows). */
export function parseArrows(text: string | null | undefined): AnnotationParse<PitArrow> {
  const r = readArrows(text);
  return { items: unique(r).arrows, issues: r.issues };
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

/**
 * Parse the `markers` attribute: `pit:label` or `pit:label:kind`, e.g. `"c:1 d:2 e:★:good"`.
 * Labels have 1–12 characters; quote one with spaces, commas, colons or quotes: `a:"2 + 3"`.
 * A pit carries one marker: a later one replaces an earlier one.
 */
export function parseMarkers(text: string | null | undefined): AnnotationParse<PitMarker> {
  const r = readMarkers(text);
  return { items: r.marks.map(markerOf), issues: r.issues };
}

/** A marker mark as a {@link PitMarker} (the default kind `marker` left out). */
const markerOf = ({ pit, label = '', kind }: PitMark): PitMarker =>
  kind === 'marker' ? { pit, label } : { pit, label, kind };

function quoteLabel(label: string): string {
  return /^[^\s,:"\\]+$/.test(label) ? label : `"${label.replace(/(["\\])/g, '\\$1')}"`;
}

/** Write markers back in `markers` syntax, quoting labels that need it. */
export function formatMarkers(markers: readonly PitMarker[], style: PitLabelStyle = 'letters'): string {
  return markers.map((m) => `${pitName(m.pit, style)}:${quoteLabel(m.label)}${m.kind ? `:${m.kind}` : ''}`).join(' ');
}

/** All three attributes at once, in the shape of the element's `Annotations` (`marks` carry labels). */
export interface ParsedAnnotations {
  marks: PitMark[];
  arrows: PitArrow[];
  markers: PitMarker[];
  /** One per issue, ready for `oware-error` (`{ attribute, value, message }`). */
  errors: { attribute: 'highlight' | 'arrows' | 'markers'; value: string; message: string }[];
}

/**
 * Parse `highlight`, `arrows` and `markers` together, as the board reads them (`2>6` in `highlight`
 * is an arrow); exact repeats are dropped. See `readAnnotations` for the values with issues.
 */
export function parseAnnotations(attrs: {
  highlight?: string | null;
  arrows?: string | null;
  markers?: string | null;
}): ParsedAnnotations {
  const r: AnnotationValues = unique(readAnnotations(attrs));
  return {
    marks: r.marks,
    arrows: r.arrows,
    markers: r.marks.filter((m) => m.label !== undefined).map(markerOf),
    errors: r.issues.map((i) => ({
      attribute: i.attribute as ParsedAnnotations['errors'][number]['attribute'],
      value: attrs[i.attribute as 'highlight'] ?? '',
      message: i.message,
    })),
  };
}
