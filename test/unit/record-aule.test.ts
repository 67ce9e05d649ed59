// The form of a record for Aualé (formatRecord(record, { for: 'aule' })): what its reader reads as
// written, checked here against a model of that reader's rules (the real one is run by
// ../shared/tools/ogn-interop; docs/record-format.md, "Aualé").

import { formatRecord, parseRecord } from '../../src/record/index.js';
import { expect } from '../expect.js';

/**
 * Aualé's reading rules as its README and code describe them (not its code): after the tags, every
 * letter A–F / a–f outside `{…}` and `(…)` is a move; a comment ends at the first `}` and belongs to
 * the move before (none: Aualé fails); a variation is skipped up to the first `)`.
 */
function auleReads(text: string): { moves: string; comments: (string | null)[] } {
  const body = text.replace(/^(?:\s*\[\s*[\p{L}\p{N}_]+\s+"(?:[^"\\]|\\.)*"\s*\])*/u, '');
  const moves: string[] = [];
  const comments: (string | null)[] = [];
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '{') {
      const end = body.indexOf('}', i + 1);
      if (!comments.length) throw new Error('a comment before the first move');
      comments[comments.length - 1] = body
        .slice(i + 1, end < 0 ? undefined : end)
        .trim()
        .split(/\s+/)
        .join(' ');
      i = end < 0 ? body.length : end;
    } else if (c === '(') {
      const end = body.indexOf(')', i + 1);
      i = end < 0 ? body.length : end;
    } else if (/[A-Fa-f]/.test(c)) {
      moves.push(c);
      comments.push(null);
    }
  }
  return { moves: moves.join(' '), comments };
}

const aule = (text: string) => {
  const warnings: string[] = [];
  const out = formatRecord(parseRecord(text), { for: 'aule', warnings });
  return { out, warnings };
};

describe('record for Aualé: formatRecord(record, { for: "aule" })', () => {
  it('writes the start comment after the first move (a Comment tag without moves), with a warning', () => {
    const { out, warnings } = aule('{The start.} 1. C {Quiet.} f');
    expect(out).to.contain('1. C {The start. Quiet.} 1... f');
    expect(auleReads(out)).to.deep.equal({ moves: 'C f', comments: ['The start. Quiet.', null] });
    expect(warnings[0]).to.match(/^the comment before the first move is written after the first move/);
    expect(aule('{Only words.}').out).to.contain('[Comment "Only words."]');
    expect(() => auleReads(formatRecord(parseRecord('{The start.} 1. C')))).to.throw(/before the first move/);
  });

  it('writes nested variations one after the other from the main line; our reader reads them all', () => {
    const text = '1. C f (1... e (1... d) 2. B a) 2. D';
    expect(auleReads(formatRecord(parseRecord(text))).moves).not.to.equal('C f D'); // the plain form misleads Aualé
    const { out, warnings } = aule(text);
    expect(out).to.contain('1. C f (1... e 2. B a) (1... d) 2. D');
    expect(auleReads(out).moves).to.equal('C f D');
    expect(warnings).to.deep.equal([
      'nested variations are written one after the other, each from the main line: Aualé misreads nested ones',
    ]);
    const back = parseRecord(out);
    expect(back.warnings).to.deep.equal([]);
    expect(back.tree.moves[1].variations.map((v) => v.moves.length)).to.deep.equal([3, 1]);
  });

  it('writes a } in a comment as ｝ and a ) in a variation’s comment as ）, read alike by both readers', () => {
    const record = parseRecord('1. C {a \\} b} f (1... e {see (a) here}) 2. B');
    expect(record.tree.moves[0].comment).to.equal('a } b');
    const { out } = aule('1. C {a \\} b} f (1... e {see (a) here}) 2. B');
    expect(out).to.contain('1. C {a \uFF5D b} 1... f (1... e {see (a\uFF09 here}) 2. B');
    expect(auleReads(out)).to.deep.equal({ moves: 'C f B', comments: ['a \uFF5D b', null, null] });
    expect(parseRecord(out).tree.moves.map((m) => m.comment)).to.deep.equal(['a \uFF5D b', undefined, undefined]);
  });

  it('warns about another variant and another number of seeds; no warning for a plain Abapa game', () => {
    expect(aule('[Variant "grand-slam-wins"]\n\n1. C f').warnings[0]).to.match(
      /^the game is played by the rules 'grand-slam-wins', and Aualé replays every record as Oware Abapa/,
    );
    expect(aule('[FEN "0-0-0-0-1-1-1-1-0-0-0-0-9-7-S"]\n\n1. F+2').warnings[0]).to.equal(
      'the start position has 20 seeds, not 48: Aualé ends a game only when a store passes 24, this board when a player has more than half of the seeds (11 of 20)',
    );
    expect(aule('[Event "x"]\n\n1. C {fine} f (1... e) 2. B').warnings).to.deep.equal([]);
  });

  it('sends the warnings to the console when no array is given', () => {
    const seen: unknown[] = [];
    const warn = console.warn;
    console.warn = (...a: unknown[]) => void seen.push(a.join(' '));
    try {
      formatRecord(parseRecord('{x} 1. C'), { for: 'aule' });
    } finally {
      console.warn = warn;
    }
    expect(seen).to.have.length(1);
    expect(String(seen[0])).to.match(/^oware-board record \(for Aualé\): the comment before the first move/);
  });
});

describe('record: the plain form keeps } in comments', () => {
  it('writes } as \\} and reads it back as }, a trailing backslash kept too', () => {
    const r = parseRecord('1. C {a \\} closes} f {C:\\ }');
    expect(r.tree.moves.map((m) => m.comment)).to.deep.equal(['a } closes', 'C:\\']);
    const out = formatRecord(r);
    expect(out).to.contain('1. C {a \\} closes} 1... f {C:\\ }');
    expect(parseRecord(out).tree.moves.map((m) => m.comment)).to.deep.equal(['a } closes', 'C:\\']);
  });
});
