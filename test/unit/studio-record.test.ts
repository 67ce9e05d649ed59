// The studio's recorded line (src/studio/record.ts): moves played into a tree with variations,
// deleted and promoted, notes kept as record comments, and the record written as OGN that
// parseRecord reads back to the same tree.

import { formatRecord, parseRecord, type RecordLine } from '../../src/record/index.js';
import {
  annotate,
  commentOf,
  lineThrough,
  nextMoves,
  noteAt,
  noteOf,
  type Path,
  play,
  promote,
  recordOf,
  remove,
} from '../../src/studio/record.js';
import { expect } from '../expect.js';

const START = '4,4,4,4,4,4/4,4,4,4,4,4 S 0-0';
const EMPTY_NOTE = { caption: '', highlight: '', arrows: '', markers: '' };
const pit = (l: string) => 'ABCDEFabcdef'.indexOf(l);

/** Play letters one after the other from `path`. */
function playAll(tree: RecordLine, path: Path, letters: string): { tree: RecordLine; path: Path } {
  let at = { tree, path };
  for (const l of letters.split(' ')) at = play(at.tree, at.path, pit(l), START);
  return at;
}

describe('studio record tree', () => {
  it('appends moves at the end of a line and follows a move already there', () => {
    const a = playAll({ moves: [] }, [], 'C f B');
    expect(lineThrough(a.tree, [])).to.deep.equal([2, 11, 1]);
    const again = play(a.tree, [], pit('C'), START);
    expect(again.tree).to.equal(a.tree);
    expect(again.path).to.deep.equal([2]);
  });

  it('a different move at an earlier step starts a variation; the main line stays', () => {
    const a = playAll({ moves: [] }, [], 'C f B');
    const b = play(a.tree, [2], pit('e'), START);
    expect(lineThrough(b.tree, [])).to.deep.equal([2, 11, 1]);
    expect(nextMoves(b.tree, [2])).to.deep.equal([11, 10]);
    const c = play(b.tree, b.path, pit('A'), START);
    expect(lineThrough(c.tree, [2, 10])).to.deep.equal([2, 10, 0]);
    expect(c.tree.moves[1]!.variations[0]!.moves.map((m) => m.pit)).to.deep.equal([10, 0]);
  });

  it('refuses an illegal move with the engine’s error', () => {
    expect(() => play({ moves: [] }, [], pit('a'), START)).to.throw();
  });

  it('deletes a move and what follows; a variation’s first move deletes the variation', () => {
    const a = playAll({ moves: [] }, [], 'C f B');
    const b = playAll(a.tree, [2], 'e A');
    const cut = remove(b.tree, [2, 11, 1]);
    expect(cut.path).to.deep.equal([2, 11]);
    expect(lineThrough(cut.tree, [])).to.deep.equal([2, 11]);
    const gone = remove(b.tree, [2, 10]);
    expect(gone.path).to.deep.equal([2]);
    expect(nextMoves(gone.tree, [2])).to.deep.equal([11]);
  });

  it('promotes a variation to the line it branches from; the old line becomes its first variation', () => {
    const a = playAll({ moves: [] }, [], 'C f B');
    const b = playAll(a.tree, [2], 'e A');
    const p = promote(b.tree, [2, 10, 0]);
    expect(lineThrough(p, [])).to.deep.equal([2, 10, 0]);
    expect(nextMoves(p, [2])).to.deep.equal([10, 11]);
    expect(lineThrough(p, [2, 11])).to.deep.equal([2, 11, 1]);
    expect(promote(p, [2, 10])).to.equal(p);
  });

  it('keeps a caption and a drawing in a comment and reads them back', () => {
    const note = { caption: 'North takes two.', highlight: 'c:capture d', arrows: 'F>c:good', markers: 'c:"2+3"' };
    expect(commentOf(note)).to.equal('North takes two. [%mark c:capture d] [%arrow F>c:good] [%label c:"2+3"]');
    expect(noteOf(commentOf(note))).to.deep.equal(note);
    expect(noteOf(undefined)).to.deep.equal(EMPTY_NOTE);
    const a = playAll({ moves: [] }, [], 'C f');
    const t = annotate(a.tree, [2, 11], note);
    expect(noteAt(t, [2, 11])).to.deep.equal(note);
    expect(noteAt(annotate(t, [2, 11], EMPTY_NOTE), [2, 11])).to.deep.equal(EMPTY_NOTE);
  });

  it('writes OGN that parseRecord reads back to the same tree', () => {
    const a = playAll({ moves: [] }, [], 'C f B a');
    let t = playAll(a.tree, [2], 'e A').tree;
    t = annotate(t, [2, 11], { ...EMPTY_NOTE, caption: 'The quiet answer.', arrows: 'f>a' });
    t = annotate(t, [2, 10], { ...EMPTY_NOTE, caption: 'Or e.' });
    const record = recordOf(START, t, { ...EMPTY_NOTE, caption: 'The start.' }, { Event: 'Studio' });
    const back = parseRecord(formatRecord(record));
    expect(back.warnings).to.deep.equal([]);
    expect(back.tree).to.deep.equal(record.tree);
    expect(back.tags.Event).to.equal('Studio');
    expect(back.tree.comment).to.equal('The start.');
  });
});
