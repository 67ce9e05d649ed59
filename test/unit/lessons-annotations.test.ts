import {
  buildSequence,
  explainMoves,
  formatArrows,
  formatHighlight,
  formatMarkers,
  gameAt,
  lastMoveAt,
  parseAnnotations,
  parseArrows,
  parseHighlight,
  parseMarkers,
  resolvePly,
  tokenize,
} from '../../src/lessons/index.js';
import { expect } from '../expect.js';

describe('lessons: highlight', () => {
  it('reads pits with kinds, letters and numbers', () => {
    const r = parseHighlight('c:capture d:capture 2:origin');
    expect(r.issues).to.deep.equal([]);
    expect(r.items).to.deep.equal([
      { pit: 8, kind: 'capture' },
      { pit: 9, kind: 'capture' },
      { pit: 2, kind: 'origin' },
    ]);
  });
  it('a plain pit means kind highlight; commas and extra spaces are fine', () => {
    expect(parseHighlight('  c,d   F ').items).to.deep.equal([
      { pit: 8, kind: 'highlight' },
      { pit: 9, kind: 'highlight' },
      { pit: 5, kind: 'highlight' },
    ]);
  });
  it('accepts unknown kinds (extensible), lower-cases them, and drops exact duplicates', () => {
    expect(parseHighlight('a:Threat a:threat a:last').items).to.deep.equal([
      { pit: 6, kind: 'threat' },
      { pit: 6, kind: 'last' },
    ]);
  });
  it('reports each bad token and keeps the good ones', () => {
    const r = parseHighlight('c x:capture 12 d:9bad e:a:b 2>6');
    expect(r.items).to.deep.equal([{ pit: 8, kind: 'highlight' }]);
    expect(r.issues.map((i) => [i.token, i.index])).to.deep.equal([
      ['x:capture', 1],
      ['12', 2],
      ['d:9bad', 3],
      ['e:a:b', 4],
      ['2>6', 5],
    ]);
    expect(r.issues[0].message).to.contain("'x' is not a pit");
    expect(r.issues[1].message).to.contain("'12' is not a pit");
    expect(r.issues[2].message).to.contain("'9bad' is not a kind");
    expect(r.issues[4].message).to.contain('arrows attribute');
  });
  it('empty and missing values give nothing', () => {
    expect(parseHighlight('')).to.deep.equal({ items: [], issues: [] });
    expect(parseHighlight(null)).to.deep.equal({ items: [], issues: [] });
  });
  it('formats back (letters or numbers) and round-trips', () => {
    const text = 'c:capture d:capture C:origin a';
    const marks = parseHighlight(text).items;
    expect(formatHighlight(marks)).to.equal(text);
    expect(formatHighlight(marks, 'numbers')).to.equal('8:capture 9:capture 2:origin 6');
    expect(parseHighlight(formatHighlight(marks, 'numbers')).items).to.deep.equal(marks);
  });
});

describe('lessons: arrows', () => {
  it('reads from>to with optional kinds, several at once', () => {
    expect(parseArrows('2>6 C>a:capture').items).to.deep.equal([
      { from: 2, to: 6, kind: 'highlight' },
      { from: 2, to: 6, kind: 'capture' },
    ]);
  });
  it('a chain A>C>e is two arrows', () => {
    expect(parseArrows('A>C>e:good').items).to.deep.equal([
      { from: 0, to: 2, kind: 'good' },
      { from: 2, to: 10, kind: 'good' },
    ]);
  });
  it('reports bad arrows by token', () => {
    const r = parseArrows('2>6 3 2>2 x>4 5>6:1 2>3:a:b');
    expect(r.items).to.deep.equal([{ from: 2, to: 6, kind: 'highlight' }]);
    expect(r.issues.map((i) => i.token)).to.deep.equal(['3', '2>2', 'x>4', '5>6:1', '2>3:a:b']);
    expect(r.issues[0].message).to.contain('not an arrow');
    expect(r.issues[1].message).to.contain('two different pits');
    expect(r.issues[2].message).to.contain("'x' is not a pit");
  });
  it('formats back and round-trips', () => {
    const arrows = parseArrows('2>6 C>a:capture').items;
    expect(formatArrows(arrows)).to.equal('C>a C>a:capture');
    expect(formatArrows(arrows, 'numbers')).to.equal('2>6 2>6:capture');
    expect(parseArrows(formatArrows(arrows)).items).to.deep.equal(arrows);
  });
});

describe('lessons: markers', () => {
  it('reads pit:label and pit:label:kind, including symbols', () => {
    expect(parseMarkers('c:1 d:2 e:★:good').items).to.deep.equal([
      { pit: 8, label: '1' },
      { pit: 9, label: '2' },
      { pit: 10, label: '★', kind: 'good' },
    ]);
  });
  it('quoted labels may hold spaces, commas, colons and escaped quotes', () => {
    const r = parseMarkers('a:"2 + 3" b:"x:y,z":bad c:"say \\"hi\\""');
    expect(r.issues).to.deep.equal([]);
    expect(r.items).to.deep.equal([
      { pit: 6, label: '2 + 3' },
      { pit: 7, label: 'x:y,z', kind: 'bad' },
      { pit: 8, label: 'say "hi"' },
    ]);
  });
  it('a later marker on the same pit replaces the earlier one', () => {
    expect(parseMarkers('c:1 c:2').items).to.deep.equal([{ pit: 8, label: '2' }]);
  });
  it('reports bad markers', () => {
    const r = parseMarkers('c z:1 d:"a"b f:1234567890123 A:1:');
    expect(r.items).to.deep.equal([]);
    expect(r.issues.map((i) => i.token)).to.deep.equal(['c', 'z:1', 'd:"a"b', 'f:1234567890123', 'A:1:']);
    expect(r.issues[0].message).to.contain('not a marker');
    expect(r.issues[1].message).to.contain("'z' is not a pit");
    expect(r.issues[3].message).to.contain('1 to 12 characters');
  });
  it('reports an unclosed quote', () => {
    const r = parseMarkers('a:"2 + 3');
    expect(r.issues[0].message).to.contain('unclosed quote');
  });
  it('formats back, quoting only when needed, and round-trips', () => {
    const markers = [
      { pit: 8, label: '1' },
      { pit: 6, label: '2 + 3', kind: 'good' },
      { pit: 0, label: 'a"b' },
    ];
    const text = formatMarkers(markers);
    expect(text).to.equal('c:1 a:"2 + 3":good A:"a\\"b"');
    expect(parseMarkers(text).items).to.deep.equal(markers);
    expect(formatMarkers(markers, 'numbers')).to.equal('8:1 6:"2 + 3":good 0:"a\\"b"');
  });
  it('tokenize keeps quoted parts together', () => {
    expect(tokenize('a:"x y", b:1')).to.deep.equal(['a:"x y"', 'b:1']);
  });
});

describe('lessons: parseAnnotations', () => {
  it('combines the three attributes into element-shaped marks and arrows, with errors per attribute', () => {
    const r = parseAnnotations({ highlight: 'c:capture q', arrows: '2>6', markers: 'd:2' });
    expect(r.marks).to.deep.equal([
      { pit: 8, kind: 'capture' },
      { pit: 9, kind: 'marker', label: '2' },
    ]);
    expect(r.arrows).to.deep.equal([{ from: 2, to: 6, kind: 'highlight' }]);
    expect(r.errors).to.have.length(1);
    expect(r.errors[0]).to.include({ attribute: 'highlight', value: 'c:capture q' });
    expect(r.errors[0].message).to.contain("'q'");
  });
});

describe('lessons: sequence', () => {
  it('plays a move list and keeps every position', () => {
    const s = buildSequence({ moves: 'C f B a' });
    expect(s.errors).to.deep.equal([]);
    expect(s.moves).to.deep.equal([2, 11, 1, 6]);
    expect(s.positions).to.have.length(5);
    expect(s.positions[1]).to.equal('4,4,0,5,5,5/5,4,4,4,4,4 N 0-0');
    expect(s.ply).to.equal(4);
    expect(s.records[0].sown).to.deep.equal([3, 4, 5, 6]);
  });
  it('accepts numbers and move numbers', () => {
    expect(buildSequence({ moves: '1. 2 11 2. 1 6' }).moves).to.deep.equal([2, 11, 1, 6]);
    expect(buildSequence({ moves: ['C', 11, '1'] }).moves).to.deep.equal([2, 11, 1]);
  });
  it('stops at an illegal move and says which and why', () => {
    const s = buildSequence({ moves: 'C a C b' });
    expect(s.moves).to.deep.equal([2, 6]);
    expect(s.positions).to.have.length(3);
    expect(s.errors).to.have.length(1);
    const e = s.errors[0];
    expect(e).to.include({ attribute: 'moves', index: 2, move: 'C', reason: 'empty-pit' });
    expect(e.message).to.contain('move 3 (C) is illegal');
    expect(e.message).to.contain('is empty');
  });
  it('names a move of the wrong side', () => {
    const e = buildSequence({ moves: 'C D' }).errors[0];
    expect(e).to.include({ index: 1, reason: 'not-your-pit' });
  });
  it('reports a token that is not a pit', () => {
    const e = buildSequence({ moves: 'C x' }).errors[0];
    expect(e).to.include({ attribute: 'moves', index: 1, move: 'x', reason: 'invalid-move' });
  });
  it('a must-feed violation is reported with its reason', () => {
    const e = buildSequence({ position: '1,2,1,3,2,1/0,0,0,0,0,0 S 20-18', moves: 'A' }).errors[0];
    expect(e.reason).to.equal('must-feed');
  });
  it('clamps and validates ply', () => {
    expect(buildSequence({ moves: 'C f B a', ply: 2 }).ply).to.equal(2);
    expect(buildSequence({ moves: 'C f B a', ply: '0' }).ply).to.equal(0);
    expect(buildSequence({ moves: 'C f B a', ply: -1 }).ply).to.equal(3);
    const far = buildSequence({ moves: 'C f', ply: 9 });
    expect(far.ply).to.equal(2);
    expect(far.errors[0]).to.include({ attribute: 'ply', reason: 'invalid-ply' });
    expect(resolvePly('x', 3)).to.deep.include({ ply: 3 });
    expect(resolvePly('x', 3).error!.message).to.contain('not a whole number');
    expect(resolvePly(-9, 3).ply).to.equal(0);
    expect(resolvePly(null, 3)).to.deep.equal({ ply: 3, error: null });
  });
  it('reports a bad position or variant and falls back', () => {
    const p = buildSequence({ position: '4,4/4', moves: 'C' });
    expect(p.errors[0].attribute).to.equal('position');
    expect(p.start).to.equal('4,4,4,4,4,4/4,4,4,4,4,4 S 0-0');
    expect(p.moves).to.deep.equal([2]);
    const v = buildSequence({ variant: 'nope' });
    expect(v.errors[0]).to.include({ attribute: 'variant', reason: 'invalid-variant' });
    expect(v.variant).to.equal('abapa');
  });
  it('gives a game and the last move at any ply', () => {
    const s = buildSequence({ moves: 'C f B a', ply: 2 });
    const g = gameAt(s);
    expect(g.position).to.equal(s.positions[2]);
    expect(g.ply).to.equal(2);
    expect(lastMoveAt(s)!.pit).to.equal(11);
    expect(lastMoveAt(s, 0)).to.equal(null);
  });
  it('carries the result when the moves end the game', () => {
    const s = buildSequence({ position: '1,0,2,1,0,2/1,1,3,0,1,1 S 22-13', moves: '5' });
    expect(s.result).to.deep.equal({ winner: 'south', score: [26, 13], reason: 'majority' });
  });
});

describe('lessons: explainMoves (show-legal)', () => {
  it('must feed: legal 3, 4, 5 and why 0, 1, 2 are not', () => {
    const x = explainMoves('1,2,1,3,2,1/0,0,0,0,0,0 S 20-18');
    expect(x.legal).to.deep.equal([3, 4, 5]);
    expect(x.mustFeed).to.equal(true);
    expect(x.refused.map((r) => [r.pit, r.reason])).to.deep.equal([
      [0, 'must-feed'],
      [1, 'must-feed'],
      [2, 'must-feed'],
    ]);
  });
  it('empty pits and grand slams (grand-slam-illegal variant)', () => {
    const x = explainMoves('2,0,3,1,0,3/1,2,1,0,0,0 S 17-18', 'grand-slam-illegal');
    expect(x.legal).to.deep.equal([0, 2, 3]);
    expect(x.refused.map((r) => [r.pit, r.reason])).to.deep.equal([
      [1, 'empty-pit'],
      [4, 'empty-pit'],
      [5, 'grand-slam'],
    ]);
    expect(x.mustFeed).to.equal(false);
  });
  it('a finished game has no legal moves', () => {
    const x = explainMoves('1,0,0,0,0,0/1,0,0,0,0,0 N 26-20');
    expect(x.gameOver).to.equal(true);
    expect(x.legal).to.deep.equal([]);
  });
});
