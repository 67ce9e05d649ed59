// The README's framework examples: the fenced blocks of README.md's "### Frameworks" section, by
// their info string (`tsx`, `vue`, `svelte`), exactly as users copy them. The end-to-end test bundles
// and clicks them (../frameworks.e2e.mjs); test/packed/frameworks.test.mjs type-checks them.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

/** `{ tsx, vue, svelte }`: each example's source. */
export function readmeExamples() {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('\n### Frameworks\n');
  if (start < 0) throw new Error('README.md has no "### Frameworks" section');
  const end = readme.indexOf('\n#', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const blocks = {};
  for (const m of section.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)) {
    if (m[1] in blocks) throw new Error(`two \`\`\`${m[1]} examples in README's Frameworks section`);
    blocks[m[1]] = m[2];
  }
  for (const lang of ['tsx', 'vue', 'svelte'])
    if (!blocks[lang]) throw new Error(`README's Frameworks section has no \`\`\`${lang} example`);
  return blocks;
}
