/**
 * The annotation model: marks on pits (`{ pit, kind }`) and arrows between pits.
 * The `highlight` attribute is parsed into it; lessons can set richer annotations through the
 * element's `annotations` property (kinds, arrows, per-pit labels and a caption).
 */
import { parseMove } from '../engine/index.js';

/** Built-in mark kinds; each is styled and exposed as a CSS part of the pit. Other kinds are allowed too. */
export const MARK_KINDS = ['highlight', 'capture', 'origin', 'target', 'good', 'bad'] as const;
export type BuiltInMarkKind = (typeof MARK_KINDS)[number];

/** A mark on a pit. `kind` becomes a CSS part and class (`part="pit capture"`). */
export interface Mark {
  pit: number;
  kind: BuiltInMarkKind | (string & {});
  /** A short per-pit marker drawn as a badge (e.g. `1`, `✓`, `?`). */
  label?: string;
}

/** An arrow from one pit to another (e.g. `2>6`). */
export interface Arrow {
  from: number;
  to: number;
  kind?: string;
}

/** What a lesson or the `highlight` attribute adds on top of the position. */
export interface Annotations {
  marks: Mark[];
  arrows: Arrow[];
  /** A line of text shown under the board (lessons). */
  caption?: string;
}

export const NO_ANNOTATIONS: Annotations = Object.freeze({ marks: [], arrows: [] }) as Annotations;

const KIND = /^[a-z][a-z0-9-]*$/;

/**
 * Parse `highlight`: pits by letter or number separated by spaces or commas; each may carry a kind
 * (`c:capture`, `2:origin`); `2>6` (or `C>a:kind`) is an arrow. Throws an `Error` with a clear message.
 */
export function parseHighlight(text: string | null | undefined): Annotations {
  const out: Annotations = { marks: [], arrows: [] };
  for (const token of (text ?? '').split(/[\s,]+/)) {
    if (!token) continue;
    const [body, kind = 'highlight', ...rest] = token.split(':');
    if (rest.length || !KIND.test(kind)) {
      throw new Error(`'${token}' is not a mark: write a pit (C, c or 0–11), optionally followed by :kind, e.g. c:capture`);
    }
    const ends = body.split('>');
    if (ends.length > 2) throw new Error(`'${token}' is not an arrow: write from>to, e.g. 2>6`);
    const [from, to] = ends.map((pit) => {
      try {
        return parseMove(pit);
      } catch {
        throw new Error(`'${token}': '${pit}' is not a pit; use A–F, a–f or 0–11`);
      }
    });
    if (ends.length > 1) out.arrows.push({ from, to, kind });
    else out.marks.push({ pit: from, kind });
  }
  return out;
}

/** Combine several annotation sets (the attribute's and a lesson's). */
export function mergeAnnotations(...sets: (Annotations | null | undefined)[]): Annotations {
  const out: Annotations = { marks: [], arrows: [] };
  for (const s of sets) {
    if (!s) continue;
    out.marks.push(...(s.marks ?? []));
    out.arrows.push(...(s.arrows ?? []));
    if (s.caption) out.caption = s.caption;
  }
  return out;
}
