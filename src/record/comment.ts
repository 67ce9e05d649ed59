/**
 * Annotations inside comments: `[%arrow F>c]`, `[%mark c:capture d]`, `[%label c:"2+3" e:1]`.
 * The commands use the same tokens as the board's `arrows`, `highlight` and `markers` attributes
 * and are read by the same readers (src/element/annotations.ts); the rest of the comment is its text.
 */
import { readArrows, readMarkers } from '../element/annotation-attributes.js';
import { type Annotations, describeIssues, readHighlight } from '../element/annotations.js';

/** A comment split into what people read and what the board draws. */
export interface CommentParts {
  /** The comment without its commands, whitespace collapsed. */
  text: string;
  /** Marks (with labels) and arrows from `[%mark …]`, `[%arrow …]` and `[%label …]`. */
  annotations: Annotations;
  /** One English sentence per bad command or token. */
  issues: string[];
}

/** `[%name value]`; a quoted label may hold `]`. */
const COMMAND = /\[%([A-Za-z]+)((?:[^\]"]|"(?:[^"\\]|\\.)*")*)\]/g;

const READERS = { arrow: readArrows, mark: readHighlight, label: readMarkers } as const;

/** Read a comment's commands and text. Never throws. */
export function readComment(comment: string | undefined): CommentParts {
  const out: CommentParts = { text: '', annotations: { marks: [], arrows: [] }, issues: [] };
  if (!comment) return out;
  out.text = comment
    .replace(COMMAND, (_all, name: string, value: string) => {
      const reader = READERS[name.toLowerCase() as keyof typeof READERS];
      if (!reader) {
        out.issues.push(`[%${name}] is not a command; use [%arrow …], [%mark …] or [%label …]`);
        return ' ';
      }
      const read = reader(value.trim());
      out.annotations.marks.push(...read.marks);
      out.annotations.arrows.push(...read.arrows);
      if (read.issues.length) out.issues.push(`[%${name}]: ${describeIssues(read.issues)}`);
      return ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();
  return out;
}
