// Records at hostile sizes (src/record): a comment that made the old pattern backtrack, long games,
// big collections, many variations, the size cap. These tests assert behaviour only; how long each
// takes is in `npm run bench -- records`. The runner's timeout is the guard against a hang.

import { parseRecord, readComment } from '../../src/record/index.js';
import { expect } from '../expect.js';

describe('record limits: comments are read in one pass', () => {
  it('reads a 1 MB comment of unclosed commands (the old pattern backtracked for hours)', () => {
    const body = '[%arrow "'.repeat(116_000);
    const r = parseRecord(`1. C {${body}}`);
    expect(r.tree.moves[0].comment?.length).to.equal(body.length);
    expect(r.warnings).to.have.length(1);
    expect(r.warnings[0].message).to.equal("line 1, column 6: [%arrow is not closed with ']'");
  });

  it('reads a 1 MB comment of commands and text, every command read', () => {
    const c = readComment('See [%mark c:capture] and [%arrow F>c] '.repeat(25_000));
    expect(c.annotations.marks).to.have.length(25_000);
    expect(c.annotations.arrows).to.have.length(25_000);
    expect(c.text.startsWith('See and See and')).to.equal(true);
    expect(c.issues).to.deep.equal([]);
  });

  it('keeps a quoted ] inside a command, and reads a quote that never closes as a character', () => {
    expect(readComment('x [%label c:"a]b"] y').annotations.marks).to.deep.equal([
      { pit: 8, kind: 'marker', label: 'a]b' },
    ]);
    const open = readComment('[%label c:"a] [%mark d]');
    expect(open.annotations.marks).to.deep.equal([{ pit: 9, kind: 'highlight' }]);
    expect(open.issues).to.have.length(1);
    expect(readComment('50% of [% them [%circle c]').issues).to.deep.equal([
      '[%circle] is not a command; use [%arrow …], [%mark …] or [%label …]',
    ]);
  });
});
