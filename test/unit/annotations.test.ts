// The one annotation model (src/diagram/annotations.ts): tokenizer, readers, issues, caps, merging.

import fc from 'fast-check';
import { readAnnotations, readArrows, readMarkers, unique } from '../../src/diagram/annotation-attributes.js';
import {
  type AnnotationIssue,
  describeIssues,
  MARK_KINDS,
  MAX_TOKENS,
  markKind,
  mergeAnnotations,
  parseHighlight,
  pitOf,
  readAnnotationsProperty,
  readHighlight,
  tokenize,
} from '../../src/diagram/annotations.js';
import { expect } from '../expect.js';

const codes = (issues: AnnotationIssue[]) => issues.map((i) => [i.token, i.index, i.code]);

describe('annotations: tokenizer', () => {
  it('splits at spaces and commas, any number of them', () => {
    expect(tokenize('  c,d ,, F\t\n2>6 ')).to.deep.equal(['c', 'd', 'F', '2>6']);
    expect(tokenize('')).to.deep.equal([]);
    expect(tokenize(null)).to.deep.equal([]);
  });
  it('keeps quoted parts together, with \\" and \\\\ escapes inside quotes', () => {
    expect(tokenize('a:"x y", b:"p,q:r"')).to.deep.equal(['a:"x y"', 'b:"p,q:r"']);
    expect(tokenize('c:"say \\"hi\\"" d:"\\\\" e')).to.deep.equal(['c:"say \\"hi\\""', 'd:"\\\\"', 'e']);
    expect(tokenize('x"a b"y z')).to.deep.equal(['x"a b"y', 'z']);
  });
  it('an unclosed quote runs to the end (also after a trailing backslash)', () => {
    expect(tokenize('c:1 a:"2 + 3')).to.deep.equal(['c:1', 'a:"2 + 3']);
    expect(tokenize('a:"x\\')).to.deep.equal(['a:"x\\']);
  });
  it('stops after max tokens', () => {
    expect(tokenize('a b c d', 2)).to.deep.equal(['a', 'b']);
  });
});

describe('annotations: readers', () => {
  it('highlight: marks with kinds (any case, kept lower-case) and arrows, chains included', () => {
    const r = readHighlight('c D:Capture 2:origin 2>6 A>C>e:good');
    expect(r.issues).to.deep.equal([]);
    expect(r.marks).to.deep.equal([
      { pit: 8, kind: 'highlight' },
      { pit: 3, kind: 'capture' },
      { pit: 2, kind: 'origin' },
    ]);
    expect(r.arrows).to.deep.equal([
      { from: 2, to: 6, kind: 'highlight' },
      { from: 0, to: 2, kind: 'good' },
      { from: 2, to: 10, kind: 'good' },
    ]);
  });
  it('every kind of bad token gets its code, index and a message quoting it', () => {
    const r = readHighlight('c x:capture 12 d:9bad e:a:b 2>2 >6 c:"q');
    expect(r.marks).to.deep.equal([{ pit: 8, kind: 'highlight' }]);
    expect(codes(r.issues)).to.deep.equal([
      ['x:capture', 1, 'pit'],
      ['12', 2, 'pit'],
      ['d:9bad', 3, 'kind'],
      ['e:a:b', 4, 'kind'],
      ['2>2', 5, 'same-pit'],
      ['>6', 6, 'pit'],
      ['c:"q', 7, 'kind'],
    ]);
    expect(r.issues.map((i) => i.message)).to.deep.equal([
      "'x:capture': 'x' is not a pit; use A–F, a–f or 0–11",
      "'12': '12' is not a pit; use A–F, a–f or 0–11",
      "'d:9bad': '9bad' is not a kind; use a word like capture or good",
      "'e:a:b': 'a:b' is not a kind; use a word like capture or good",
      "'2>2': an arrow needs two different pits",
      "'>6': '' is not a pit; use A–F, a–f or 0–11",
      `'c:"q': '"q' is not a kind; use a word like capture or good`,
    ]);
    expect(r.issues.every((i) => i.attribute === 'highlight')).to.equal(true);
  });
  it('arrows: a single pit is not an arrow', () => {
    const r = readArrows('2>6 3 C>a:capture');
    expect(r.arrows).to.deep.equal([
      { from: 2, to: 6, kind: 'highlight' },
      { from: 2, to: 6, kind: 'capture' },
    ]);
    expect(codes(r.issues)).to.deep.equal([['3', 1, 'arrow']]);
    expect(r.issues[0].message).to.equal("'3' is not an arrow; write from>to, e.g. 2>6 or C>a");
  });
  it('arrows: a chain has at most 12 pits (a token cannot hide a million arrows)', () => {
    expect(readArrows('A>B>C>D>E>F>a>b>c>d>e>f').arrows).to.have.length(11);
    const r = readArrows('A>B>C>D>E>F>a>b>c>d>e>f>A');
    expect(r.arrows).to.deep.equal([]);
    expect(codes(r.issues)).to.deep.equal([['A>B>C>D>E>F>a>b>c>d>e>f>A', 0, 'too-many']]);
    expect(r.issues[0].message).to.equal("'A>B>C>D>E>F>a>b…': a chain has at most 12 pits");
  });
  it('markers: labels plain or quoted with escapes, kind marker by default, a later one wins', () => {
    const r = readMarkers('c:1 a:"2 + 3":good b:"say \\"hi\\"" c:★ d:"\\\\"');
    expect(r.issues).to.deep.equal([]);
    expect(r.marks).to.deep.equal([
      { pit: 8, kind: 'marker', label: '★' },
      { pit: 6, kind: 'good', label: '2 + 3' },
      { pit: 7, kind: 'marker', label: 'say "hi"' },
      { pit: 9, kind: 'marker', label: '\\' },
    ]);
  });
  it('markers: every kind of bad token', () => {
    const r = readMarkers('c z:1 d:"a"b f:1234567890123 A:1: B:1:Bad! e:"op\\"en');
    expect(codes(r.issues)).to.deep.equal([
      ['c', 0, 'marker'],
      ['z:1', 1, 'pit'],
      ['d:"a"b', 2, 'marker'],
      ['f:1234567890123', 3, 'label'],
      ['A:1:', 4, 'kind'],
      ['B:1:Bad!', 5, 'kind'],
      ['e:"op\\"en', 6, 'quote'],
    ]);
    expect(r.issues[3].message).to.equal("'f:1234567890123': a label has 1 to 12 characters, this one has 13");
    expect(r.issues[6].message).to.equal(`'e:"op\\"en' has an unclosed quote`);
  });
  it('a value that is not a string is one type issue; null and undefined are empty', () => {
    for (const read of [readHighlight, readArrows, readMarkers]) {
      expect(read(null)).to.deep.equal({ marks: [], arrows: [], issues: [] });
      expect(read(undefined).issues).to.deep.equal([]);
      const r = read(42);
      expect(r.issues).to.have.length(1);
      expect(r.issues[0]).to.include({ code: 'type', token: '', index: 0 });
      expect(r.issues[0].message).to.match(/^(highlight|arrows|markers) must be a string, not number$/);
    }
  });
  it('readAnnotations reads all three, issues named by attribute', () => {
    const r = readAnnotations({ highlight: 'c q', arrows: '2>6 2', markers: 'd:2 x' });
    expect(r.marks).to.deep.equal([
      { pit: 8, kind: 'highlight' },
      { pit: 9, kind: 'marker', label: '2' },
    ]);
    expect(r.arrows).to.deep.equal([{ from: 2, to: 6, kind: 'highlight' }]);
    expect(r.issues.map((i) => i.attribute)).to.deep.equal(['highlight', 'arrows', 'markers']);
  });
  it('unique drops exact repeats', () => {
    const r = unique(readHighlight('c c c:capture 2>6 2>6'));
    expect(r.marks).to.deep.equal([
      { pit: 8, kind: 'highlight' },
      { pit: 8, kind: 'capture' },
    ]);
    expect(r.arrows).to.have.length(1);
  });
});

describe('annotations: one kind rule and one pit rule', () => {
  it('built-in kinds and custom words, in any case; nothing else', () => {
    for (const k of MARK_KINDS) expect(markKind(k)).to.equal(k);
    expect(markKind('My-Kind2')).to.equal('my-kind2');
    for (const bad of ['', '2x', 'a b', 'a_b', 'é', '-x', 'constructor!', 42, null, {}])
      expect(markKind(bad), String(bad)).to.equal(null);
  });
  it('pits by letter or number, never a throw', () => {
    expect([pitOf('A'), pitOf('f'), pitOf('0'), pitOf('11'), pitOf(7)]).to.deep.equal([0, 11, 0, 11, 7]);
    for (const bad of ['', 'g', '12', '-1', 1.5, 12, null, {}, Symbol('x')]) expect(pitOf(bad)).to.equal(null);
  });
});

describe('annotations: caps and aggregation', () => {
  it(`at most ${MAX_TOKENS} tokens are read; the rest is one issue`, () => {
    const text = Array.from({ length: 5000 }, (_, i) => 'ABCDEFabcdef'[i % 12]).join(' ');
    const r = readHighlight(text);
    expect(r.marks).to.have.length(MAX_TOKENS);
    expect(r.issues).to.have.length(1);
    expect(r.issues[0]).to.include({ code: 'too-many', index: MAX_TOKENS });
    expect(r.issues[0].message).to.contain(`over ${MAX_TOKENS} tokens in highlight`);
  });
  it('a huge value is read (no stack overflow) and quotes at most 16 characters of a token', () => {
    const huge = 'x'.repeat(1_000_000);
    const r = readMarkers(`${huge} c:"${'x\\"'.repeat(2_000_000)}`);
    expect(r.issues.map((i) => i.code)).to.deep.equal(['marker', 'quote']);
    for (const i of r.issues) expect(i.message.length).to.be.below(150);
  });
  it('describeIssues: one issue is its message; many are counted and the first few listed', () => {
    expect(describeIssues([])).to.equal('');
    const one = readArrows('2>2').issues;
    expect(describeIssues(one)).to.equal("'2>2': an arrow needs two different pits");
    const many = readArrows('1 2 3 4 5 6 2>6').issues;
    const text = describeIssues(many);
    expect(text).to.equal(
      "6 bad tokens: '1' is not an arrow; write from>to, e.g. 2>6 or C>a; '2' is not an arrow; write from>to, e.g. 2>6 or C>a; " +
        "'3' is not an arrow; write from>to, e.g. 2>6 or C>a; and 3 more",
    );
    const long = readArrows(Array.from({ length: 600 }, () => 'q'.repeat(5000)).join(' ')).issues;
    expect(long).to.have.length(600);
    expect(describeIssues(long).match(/q/g)!.length).to.be.below(100);
  });
  it('mergeAnnotations takes 200k marks without overflowing the stack', () => {
    const marks = Array.from({ length: 200_000 }, (_, i) => ({ pit: i % 12, kind: 'highlight' }));
    const arrows = Array.from({ length: 200_000 }, (_, i) => ({ from: i % 12, to: (i + 1) % 12 }));
    const m = mergeAnnotations({ marks, arrows }, { marks, arrows: [], caption: 'x' }, null);
    expect(m.marks).to.have.length(400_000);
    expect(m.arrows).to.have.length(200_000);
    expect(m.caption).to.equal('x');
  });
});

describe('annotations: the element’s throwing parseHighlight (until it reads issues)', () => {
  it('keeps today’s messages', () => {
    expect(() => parseHighlight('q')).to.throw("'q': 'q' is not a pit; use A–F, a–f or 0–11");
    expect(() => parseHighlight('c:Bad!')).to.throw(
      "'c:Bad!' is not a mark: write a pit (C, c or 0–11), optionally followed by :kind, e.g. c:capture",
    );
    expect(() => parseHighlight('c:a:b')).to.throw(/'c:a:b' is not a mark/);
    expect(parseHighlight('c 2>6')).to.deep.equal({
      marks: [{ pit: 8, kind: 'highlight' }],
      arrows: [{ from: 2, to: 6, kind: 'highlight' }],
    });
  });
});

describe('annotations: the annotations property, entry by entry', () => {
  it('keeps good entries and names each bad one', () => {
    const r = readAnnotationsProperty({
      marks: [
        { pit: 2, kind: 'Capture' },
        { pit: 12 },
        null,
        { pit: 3, kind: 'no way' },
        { pit: 4, label: 7 },
        { pit: 5, label: '✓' },
        { pit: 6, label: 'x'.repeat(13) },
      ],
      arrows: [
        { from: 2, to: 6 },
        { from: 2, to: 2 },
        { from: 'x', to: 1 },
      ],
      caption: 'Look',
    });
    expect(r.marks).to.deep.equal([
      { pit: 2, kind: 'capture' },
      { pit: 5, kind: 'highlight', label: '✓' },
    ]);
    expect(r.arrows).to.deep.equal([{ from: 2, to: 6, kind: 'highlight' }]);
    expect(r.caption).to.equal('Look');
    expect(codes(r.issues)).to.deep.equal([
      ['marks[1]', 1, 'pit'],
      ['marks[2]', 2, 'type'],
      ['marks[3]', 3, 'kind'],
      ['marks[4]', 4, 'label'],
      ['marks[6]', 6, 'label'],
      ['arrows[1]', 1, 'same-pit'],
      ['arrows[2]', 2, 'pit'],
    ]);
    expect(r.issues[0].message).to.equal('annotations.marks[1] has no pit 0–11');
  });
  it('wrong shapes, hostile objects and huge lists', () => {
    expect(readAnnotationsProperty('x').issues[0]).to.include({ code: 'type' });
    expect(readAnnotationsProperty({ marks: 'c' }).issues[0].message).to.equal('annotations.marks must be an array');
    const hostile = {
      get marks(): never {
        throw new Error('boom');
      },
    };
    expect(readAnnotationsProperty(hostile).issues[0].message).to.equal('annotations could not be read');
    const r = readAnnotationsProperty({ marks: Array.from({ length: 200_000 }, () => ({ pit: 1 })) });
    expect(r.marks).to.have.length(MAX_TOKENS);
    expect(r.issues.map((i) => i.code)).to.deep.equal(['too-many']);
    expect(readAnnotationsProperty(Object.create(null)).issues).to.deep.equal([]);
  });
});

describe('annotations: properties', () => {
  const text = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 60 }),
    fc
      .array(fc.constantFrom('a', 'C', '2', '11', '12', ':', '>', '"', '\\', ' ', ',', 'capture', 'Bad!', '★'), {
        maxLength: 40,
      })
      .map((a) => a.join('')),
  );
  it('the readers never throw, on any string or value, and give pits 0–11 and valid kinds', () => {
    fc.assert(
      fc.property(fc.oneof(text, fc.anything()), (value) => {
        for (const read of [readHighlight, readArrows, readMarkers, readAnnotationsProperty]) {
          const r = read(value);
          for (const m of r.marks) expect(m.pit >= 0 && m.pit < 12 && markKind(m.kind) === m.kind).to.equal(true);
          for (const a of r.arrows)
            expect(a.from !== a.to && pitOf(a.from) === a.from && pitOf(a.to) === a.to).to.equal(true);
          for (const i of r.issues) expect(i.message).to.be.a('string').and.not.equal('');
          describeIssues(r.issues);
        }
      }),
      { numRuns: 500 },
    );
  });
  it('without quotes, tokens are exactly the non-empty runs between spaces and commas', () => {
    fc.assert(
      fc.property(text, (value) => {
        const tokens = tokenize(value);
        if (!value.includes('"')) expect(tokens).to.deep.equal(value.split(/[\s,]+/).filter(Boolean));
        for (const t of tokens) expect(/^[^\s,]/.test(t), t).to.equal(true);
      }),
      { numRuns: 300 },
    );
  });
});
