/**
 * What a reader or author has drawn on a board (the `draw` feature), as plain data: marks on pits
 * (one kind per pit), arrows between pits (one per pair) and numbered markers — and the same in the
 * board's own attribute vocabulary, `highlight`, `arrows` and `markers` strings that, set on a fresh
 * board, draw the same picture. Drawing the same thing twice removes it. Pure: no DOM.
 */

import { readArrows, readMarkers } from '../diagram/annotation-attributes.js';
import { readHighlight } from '../diagram/annotations.js';
import { pitLetter } from '../engine/notation.js';

/** The mark kinds of the palette, in its order. */
export const DRAW_KINDS = ['good', 'bad', 'capture', 'origin', 'target', 'highlight'] as const;
export type DrawKind = (typeof DRAW_KINDS)[number];

/** A drawing: its marks by pit, its arrows in the order drawn, its markers by pit. */
export interface Drawing {
  marks: Map<number, string>;
  arrows: { from: number; to: number; kind: string }[];
  markers: Map<number, string>;
}

/** The drawing as the board's attributes take it (`oware-draw`'s detail, `board.drawing`). */
export interface DrawingText {
  highlight: string;
  arrows: string;
  markers: string;
}

export const emptyDrawing = (): Drawing => ({ marks: new Map(), arrows: [], markers: new Map() });

/** Mark `pit` with `kind`; the same mark again removes it. */
export function toggleMark(d: Drawing, pit: number, kind: string): void {
  if (d.marks.get(pit) === kind) d.marks.delete(pit);
  else d.marks.set(pit, kind);
}

/** An arrow `from` → `to` of `kind`; the same arrow again removes it (another kind replaces it). */
export function toggleArrow(d: Drawing, from: number, to: number, kind: string): void {
  if (from === to) return;
  const i = d.arrows.findIndex((a) => a.from === from && a.to === to);
  if (i < 0) d.arrows.push({ from, to, kind });
  else if (d.arrows[i]!.kind === kind) d.arrows.splice(i, 1);
  else d.arrows[i] = { from, to, kind };
}

/** A numbered marker on `pit` (the lowest number not in use); a marker there already is removed. */
export function toggleMarker(d: Drawing, pit: number): void {
  if (d.markers.delete(pit)) return;
  const used = new Set(d.markers.values());
  let n = 1;
  while (used.has(String(n))) n++;
  d.markers.set(pit, String(n));
}

const kindSuffix = (kind: string) => (kind === 'highlight' ? '' : `:${kind}`);

/** The drawing in attribute syntax: `highlight="c:capture d"`, `arrows="F>c e>A:bad"`, `markers="a:1"` (pits as letters). */
export function drawingText(d: Drawing): DrawingText {
  return {
    highlight: [...d.marks].map(([p, k]) => `${pitLetter(p)}${kindSuffix(k)}`).join(' '),
    arrows: d.arrows.map((a) => `${pitLetter(a.from)}>${pitLetter(a.to)}${kindSuffix(a.kind)}`).join(' '),
    markers: [...d.markers].map(([p, label]) => `${pitLetter(p)}:${label}`).join(' '),
  };
}

/**
 * A drawing read from attribute-syntax strings (what {@link drawingText} writes, or a page's own):
 * `null` and the first issue's message when a string is not one the board takes.
 */
export function readDrawing(text: Partial<DrawingText>): { drawing: Drawing | null; message?: string } {
  const h = readHighlight(text.highlight ?? '');
  const a = readArrows(text.arrows ?? '');
  const m = readMarkers(text.markers ?? '');
  const issue = h.issues[0] ?? a.issues[0] ?? m.issues[0];
  if (issue) return { drawing: null, message: issue.message };
  const d = emptyDrawing();
  for (const mark of h.marks) d.marks.set(mark.pit, mark.kind);
  for (const arrow of [...h.arrows, ...a.arrows]) toggleArrow(d, arrow.from, arrow.to, arrow.kind);
  for (const mark of m.marks) if (mark.label) d.markers.set(mark.pit, mark.label);
  return { drawing: d };
}
