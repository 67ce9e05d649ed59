// Every OGN example the project shows — in README.md, docs/*.md, the record module's JSDoc and the
// demo — read by parseRecords with no warning (a wrong `+N`, a bad annotation, a result that does
// not match are warnings, and a reader copies the examples first).

import { readdirSync, readFileSync } from 'node:fs';
import { parseRecords } from '../../src/record/index.js';
import { expect } from '../expect.js';

const LOOKS_LIKE_OGN = /^\s*(?:\[|\{|\d+\s*\.)/;

/** The OGN examples of a Markdown text: record scripts and `record="…"` in code, bare OGN blocks, `parseRecord('…')`. */
function fromMarkdown(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/```(\w*)\n([\s\S]*?)```/g)) {
    const [, lang, body] = m;
    out.push(...fromCode(body));
    if ((lang === '' || lang === 'ogn') && LOOKS_LIKE_OGN.test(body)) out.push(body);
  }
  for (const m of text.matchAll(/`(parseRecords?\('(?:[^'\\]|\\.)*'\))`/g)) out.push(...fromCode(m[1]));
  return out;
}

/** OGN in code: `<script type="application/x-ogn">…</script>`, `record="…"`, `parseRecord('…')`. */
function fromCode(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/<script type="application\/x-ogn"[^>]*>([\s\S]*?)<\/script>/g))
    if (m[1].trim()) out.push(m[1]);
  for (const m of code.matchAll(/\srecord="([^"]*)"/g)) out.push(m[1]);
  for (const m of code.matchAll(/parseRecords?\('((?:[^'\\]|\\.)*)'\)/g)) out.push(m[1].replace(/\\n/g, '\n'));
  return out;
}

const docs = ['README.md', ...readdirSync('docs').map((f) => `docs/${f}`)].filter((f) => f.endsWith('.md'));
const examples: { where: string; text: string }[] = [];
for (const f of docs) for (const text of fromMarkdown(readFileSync(f, 'utf8'))) examples.push({ where: f, text });
for (const f of ['src/record/index.ts'])
  for (const text of fromCode(readFileSync(f, 'utf8'))) examples.push({ where: f, text });
for (const f of readdirSync('demo').filter((x) => /\.(html|ts)$/.test(x))) {
  const code = readFileSync(`demo/${f}`, 'utf8');
  for (const text of fromCode(code)) examples.push({ where: `demo/${f}`, text });
  for (const m of code.matchAll(/const EXAMPLE = `([\s\S]*?)`;/g)) examples.push({ where: `demo/${f}`, text: m[1] });
}

describe('record examples in the docs and the demo', () => {
  it('finds the examples (README, record-format.md, features.md, the module, the demo)', () => {
    const count = (where: string) => examples.filter((e) => e.where === where).length;
    expect(count('README.md')).to.be.at.least(1);
    expect(count('docs/record-format.md')).to.be.at.least(2);
    expect(count('docs/features.md')).to.be.at.least(2);
    expect(count('src/record/index.ts')).to.be.at.least(1);
    expect(count('demo/records.ts')).to.be.at.least(1);
  });

  for (const [k, { where, text }] of examples.entries())
    it(`${where} #${k + 1} (${text.trim().slice(0, 40).replace(/\s+/g, ' ')}…) reads with no warning`, () => {
      const warnings = parseRecords(text).flatMap((g) => g.warnings.map((w) => w.message));
      expect(warnings, text).to.deep.equal([]);
    });
});
