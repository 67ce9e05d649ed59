// The docs' code examples (README.md and docs/*.md), read with markdown-it: every fenced block, where
// it is, and what kind of example it is. Used by test/node/docs-examples.test.mjs (Markdown blocks,
// API snippets for Node, command lines) and test/e2e/docs-examples.e2e.mjs (HTML with <oware-board>,
// API snippets that need a page). A block of a runnable kind that is deliberately not run is marked
// in the doc by an HTML comment on the line before it:
//
//   <!-- example: not run (why) -->
//
// and counted; an unmarked block of a runnable kind must run.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import MarkdownIt from 'markdown-it';

export const ROOT = resolve(import.meta.dirname, '..');
export const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];

/** The package's entry points and the sources they are built from (a snippet runs against the sources). */
export const ENTRIES = {
  'oware-board': 'src/index.ts',
  'oware-board/core': 'src/core.ts',
  'oware-board/all': 'src/all.ts',
  'oware-board/engine': 'src/engine/index.ts',
  'oware-board/ai': 'src/ai/index.ts',
  'oware-board/record': 'src/record/index.ts',
  'oware-board/svg': 'src/svg/index.ts',
  'oware-board/lessons': 'src/lessons/index.ts',
  'oware-board/markdown-it': 'src/markdown/markdown-it.ts',
  'oware-board/rehype': 'src/markdown/rehype.ts',
  'oware-board/server': 'src/server/index.ts',
};
/** Entries that need a page (they define the element). */
const BROWSER_ENTRIES = new Set(['oware-board', 'oware-board/core', 'oware-board/lessons']);

const MARK = /^<!--\s*example:\s*not run\b\s*(.*?)\s*-->$/;

/**
 * Each fenced block of `file`: `{ file, line, info, content, kind, marked }`. `kind` is the runner
 * it needs — `markdown` (an ```oware block, or a Markdown example holding one), `html` (HTML with an
 * <oware-board>), `node` or `browser` (JS/TS calling the package's API), `cli` (`oware-board
 * svg|png|gif` command lines), `framework` (a React, Vue or Svelte component) — or `other` (shell
 * setup, CSS, plain text, output shown): not an example to run. `marked` is the reason a block of a
 * runnable kind is not run, from the comment before it.
 */
export function examples(file) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const lines = text.split('\n');
  const out = [];
  for (const t of new MarkdownIt({ html: true }).parse(text, {})) {
    if (t.type !== 'fence') continue;
    const info = t.info.trim().split(/\s+/)[0] ?? '';
    const content = t.content;
    let before = t.map[0] - 1;
    while (before >= 0 && !lines[before].trim()) before--;
    const mark = before >= 0 ? MARK.exec(lines[before].trim()) : null;
    out.push({
      file,
      line: t.map[0] + 1,
      info,
      content,
      kind: kindOf(info, content),
      marked: mark ? mark[1] || 'marked' : null,
    });
  }
  return out;
}

function kindOf(info, content) {
  if (info === 'oware' || (info === 'md' && /^`{3,}oware/m.test(content))) return 'markdown';
  if (info === 'html') return /<oware-board[\s>]/.test(content) ? 'html' : 'other';
  if (['tsx', 'jsx', 'vue', 'svelte'].includes(info)) return 'framework';
  if (['js', 'mjs', 'ts'].includes(info)) {
    const imports = [...content.matchAll(/from\s+'(oware-board[^']*)'|import\s*\(?\s*'(oware-board[^']*)'/g)].map(
      (m) => m[1] ?? m[2],
    );
    const page = /\bdocument\b|\bwindow\b/.test(content) || imports.some((i) => BROWSER_ENTRIES.has(i));
    if (!imports.length && !page) return 'other';
    return page ? 'browser' : 'node';
  }
  if (info === 'sh' && /oware-board (svg|png|gif)\b/.test(content)) return 'cli';
  return 'other';
}

/** Every block of every doc. */
export const allExamples = () => DOCS.flatMap(examples);

/**
 * Names a reference-style snippet uses without defining them (`game`, `text`, …): what each stands
 * for, as code run before the snippet when the snippet does not declare the name itself.
 */
export const PRELUDE = {
  game: 'const game = new __engine.Game();',
  position: "const position = '4,4,4,4,4,4/4,4,4,4,4,4 S 0-0';",
  text: 'const text = \'[Event "Club night"]\\n\\n1. C f 2. B a {North takes two.} 3. A (3. D) e *\';',
  collection: "const collection = text + '\\n\\n' + text;",
  controller: 'const controller = new AbortController();',
  TOP_LEVEL: 'const TOP_LEVEL = __ai.TOP_LEVEL;',
  source: "const source = '```oware\\nposition: 1,2,0,6,3,3/4,1,2,1,0,3 S 10-12\\nhighlight: c:capture\\n```\\n';",
};

/** The names of PRELUDE that `code` uses and does not declare, in PRELUDE's order (dependencies first). */
export function preludeFor(code) {
  const declared = (n) =>
    new RegExp(
      `(?:const|let|var|function|class)\\s+${n}\\b|(?:const|let|var)\\s*[{[][^}\\]]*\\b${n}\\b|import\\s*\\{[^}]*\\b${n}\\b[^}]*\\}`,
    ).test(code);
  const uses = (n, c) => new RegExp(`\\b${n}\\b`).test(c);
  const names = Object.keys(PRELUDE).filter((n) => uses(n, code) && !declared(n));
  // (a prelude line may use another prelude name)
  for (const n of [...names])
    for (const m of Object.keys(PRELUDE)) if (!names.includes(m) && uses(m, PRELUDE[n])) names.push(m);
  return Object.keys(PRELUDE).filter((n) => names.includes(n));
}

/** `code` with the package's imports pointing at the sources (`to(path)` makes the specifier). */
export const withSources = (code, to) =>
  code.replace(/(from\s+|import\s*\(?\s*)'(oware-board[^']*)'/g, (m, head, spec) =>
    ENTRIES[spec] ? `${head}'${to(ENTRIES[spec])}'` : m,
  );
