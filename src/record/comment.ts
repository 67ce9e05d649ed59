/**
 * Annotations inside comments: `[%arrow F>c]`, `[%mark c:capture d]`, `[%label c:"2+3" e:1]`.
 * The commands use the same tokens as the board's `arrows`, `highlight` and `markers` attributes
 * and are read by the same readers (src/diagram/annotations.ts); the rest of the comment is its text.
 *
 * Read by a small scanner in one pass (no regular expression that could backtrack): a comment of
 * any size costs time in proportion to its length.
 */
import { readArrows, readMarkers } from '../diagram/annotation-attributes.js';
import { type Annotations, describeIssues, readHighlight } from '../diagram/annotations.js';

/** A comment split into what people read and what the board draws. */
export interface CommentParts {
  /** The comment without its commands, whitespace collapsed. */
  text: string;
  /** Marks (with labels) and arrows from `[%mark …]`, `[%arrow …]` and `[%label …]`. */
  annotations: Annotations;
  /** One English sentence per bad command or token. */
  issues: string[];
}

const READERS = { arrow: readArrows, mark: readHighlight, label: readMarkers } as const;

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/**
 * Where the command whose value starts at `from` ends (the index of its `]`), or -1. A quoted part
 * (`"…"`, `\"` and `\\` inside) may hold `]`; a quote that is never closed is an ordinary character,
 * and so is every later one (`open.quotes` turns false: none of them can close either).
 */
function commandEnd(t: string, from: number, open: { quotes: boolean }): number {
  for (let i = from; i < t.length; i++) {
    const c = t[i];
    if (c === ']') return i;
    if (c !== '"' || !open.quotes) continue;
    let j = i + 1;
    while (j < t.length && t[j] !== '"') j += t[j] === '\\' ? 2 : 1;
    if (j < t.length) i = j;
    else open.quotes = false;
  }
  return -1;
}

/** Read a comment's commands and text. Never throws; linear in the comment's length. */
export function readComment(comment: string | undefined): CommentParts {
  const out: CommentParts = { text: '', annotations: { marks: [], arrows: [] }, issues: [] };
  if (!comment) return out;
  const t = comment;
  const text: string[] = [];
  const open = { quotes: true };
  let at = 0;
  for (let k = t.indexOf('[%'); k >= 0; k = t.indexOf('[%', k)) {
    let v = k + 2;
    while (v < t.length && isLetter(t.charCodeAt(v))) v++;
    if (v === k + 2) {
      k = v;
      continue; // `[%` without a name: text
    }
    const name = t.slice(k + 2, v);
    const end = commandEnd(t, v, open);
    if (end < 0) {
      // Nothing after it can close a command either: the rest is text.
      out.issues.push(`[%${name.length > 16 ? `${name.slice(0, 15)}\u2026` : name} is not closed with ']'`);
      break;
    }
    text.push(t.slice(at, k));
    at = k = end + 1;
    const reader = READERS[name.toLowerCase() as keyof typeof READERS];
    if (!reader) {
      out.issues.push(
        `[%${name.length > 16 ? `${name.slice(0, 15)}\u2026` : name}] is not a command; use [%arrow …], [%mark …] or [%label …]`,
      );
      continue;
    }
    const read = reader(t.slice(v, end).trim());
    for (const m of read.marks) out.annotations.marks.push(m);
    for (const a of read.arrows) out.annotations.arrows.push(a);
    if (read.issues.length) out.issues.push(`[%${name}]: ${describeIssues(read.issues)}`);
  }
  text.push(t.slice(at));
  out.text = text.join(' ').replace(/\s+/g, ' ').trim();
  return out;
}
