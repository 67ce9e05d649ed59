// The space kept under a board (src/element/reserved.ts): the CSS docs/element.md gives pages for
// boards not defined yet is the table's, rule for rule (a page that copies it keeps the same space
// as the board once defined: they differed by 24 px for records once), and the element's styles
// carry the table's rules.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BELOW_GAP, notDefinedCSS, RESERVED, reservedStyles } from '../../src/element/reserved.js';
import { styles } from '../../src/element/styles.js';
import { expect } from '../expect.js';

const doc = readFileSync(join(import.meta.dirname, '../../docs/element.md'), 'utf8');

describe('the space kept under a board', () => {
  it("docs/element.md's CSS for boards not defined yet is notDefinedCSS()", () => {
    const block = /### Before the code has loaded[\s\S]*?```css\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(block?.trim()).to.equal(notDefinedCSS());
  });
  it('each page rule keeps the gap under the board and the same share of the width', () => {
    for (const r of RESERVED)
      expect(notDefinedCSS()).to.include(`:not(:defined) { padding-bottom: calc(${r.px + BELOW_GAP}px - ${r.pct}%); }`);
  });
  it("the element's styles hold the table's rules, and the record viewer's height", () => {
    const text = styles.map((s) => String(s)).join('\n');
    expect(text).to.include(reservedStyles());
    expect(reservedStyles()).to.match(/\.m-record:has\(\.tree\) \{ height: calc\(196px - 3\.6cqw\); \}/);
  });
});
