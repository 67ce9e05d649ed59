/**
 * The lessons' annotation attributes, `arrows` and `markers` (and the three attributes at once), read
 * by the same tokenizer and pit and kind rules as `highlight` (annotations.ts): used by the lessons
 * and by the record viewer's comments, so they come with those chunks, not with the initial file.
 */
import {
  type Annotations,
  type AnnotationValues,
  isLabel,
  MAX_MARKER_LENGTH,
  markKind,
  notKind,
  notPit,
  pitOf,
  readHighlight,
  readPits,
  readTokens,
  tokenize,
} from './annotations.js';

/** Read `arrows`: `2>6`, `C>a:capture`, chains `A>C>e`. Never throws. */
export function readArrows(value: unknown): AnnotationValues {
  return readTokens('arrows', value, (token, add, out) =>
    token.includes('>') ? readPits(token, add, out) : add('arrow', ' is not an arrow; write from>to, e.g. 2>6 or C>a'),
  );
}

/** `set` without exact repeats of a mark or an arrow (the readers keep them; drawing one twice is harmless). */
export function unique<T extends Annotations>(set: T): T {
  const keep = <X extends object>(list: X[]) => {
    const seen = new Set<string>();
    return list.filter((x) => !seen.has(JSON.stringify(x)) && !!seen.add(JSON.stringify(x)));
  };
  return { ...set, marks: keep(set.marks), arrows: keep(set.arrows) };
}

/** A pit, a plain or quoted label, an optional kind (tried on tokens under 200 characters: no regex stack overflow). */
const MARKER = /^([^:"]+):(?:"((?:[^"\\]|\\.)*)"|([^:"]+))(?::([^:"]*))?$/;

/** Read `markers`: marks with a `label` (`c:1`, `e:★:good`, `a:"2 + 3"`), kind `marker` unless given; a later one on a pit replaces an earlier one. Never throws. */
export function readMarkers(value: unknown): AnnotationValues {
  return readTokens('markers', value, (token, add, out) => {
    const m = token.length < 200 && MARKER.exec(token);
    if (!m) {
      // Still inside quotes if a separator after it does not end it.
      return tokenize(`${token} .`).length < 2
        ? add('quote', ' has an unclosed quote')
        : add(
            'marker',
            ' is not a marker; write pit:label (e.g. c:1) or pit:label:kind, and quote labels with spaces or colons',
          );
    }
    const pit = pitOf(m[1]);
    if (pit === null) return notPit(add, m[1]);
    const label = m[2] !== undefined ? m[2].replace(/\\(.)/g, '$1') : m[3];
    if (!isLabel(label))
      return add('label', `: a label has 1 to ${MAX_MARKER_LENGTH} characters, this one has ${[...label].length}`);
    const kind = m[4] === undefined ? 'marker' : markKind(m[4]);
    if (kind === null) return notKind(add, m[4]);
    const at = out.marks.findIndex((x) => x.pit === pit);
    out.marks.splice(at < 0 ? out.marks.length : at, 1, { pit, kind, label });
  });
}

/** Read several attributes at once; marks, arrows and issues in the order highlight, arrows, markers. */
export function readAnnotations(values: {
  highlight?: unknown;
  arrows?: unknown;
  markers?: unknown;
}): AnnotationValues {
  const [h, a, m] = [readHighlight(values.highlight), readArrows(values.arrows), readMarkers(values.markers)];
  return {
    marks: h.marks.concat(a.marks, m.marks),
    arrows: h.arrows.concat(a.arrows, m.arrows),
    issues: h.issues.concat(a.issues, m.issues),
  };
}
