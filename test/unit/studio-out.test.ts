// The studio's outputs (src/studio/out.ts): the tag, the Markdown fence and the OGN of a diagram, a
// recorded line and a puzzle, and the share link's fragment read back to the same state.

import MarkdownIt from 'markdown-it';
import type { DiagramError } from '../../src/markdown/markdown-it.js';
import { owareMarkdownIt } from '../../src/markdown/markdown-it.js';
import { parseRecord } from '../../src/record/index.js';
import { Refused } from '../../src/studio/check.js';
import { fragmentOf, stateOf } from '../../src/studio/link.js';
import { fenceOf, initialState, ognOf, type StudioState, tagOf } from '../../src/studio/out.js';
import { play } from '../../src/studio/record.js';
import { expect } from '../expect.js';

const START = '4,4,4,4,4,4/4,4,4,4,4,4 S 0-0';
const PUZZLE = '10,3,5,0,4,1/0,0,4,0,2,3 S 5-11';

/** The state with `letters` played from its start, one after the other from the step on show. */
function played(s: StudioState, letters: string): StudioState {
  let at = { tree: s.tree, path: s.path };
  for (const l of letters.split(' ')) at = play(at.tree, at.path, 'ABCDEFabcdef'.indexOf(l), s.position);
  return { ...s, ...at };
}

describe('studio outputs', () => {
  it('a recorded line: the tag carries the record, the fence the step on show and the record', () => {
    let s = played(initialState(), 'C f B');
    s = { ...s, path: [2] };
    s = played(s, 'e');
    const tag = tagOf(s);
    expect(tag).to.match(/^<oware-board controls labels="letters" record='\[Variant "Oware Abapa"\]/);
    const record = /record='([^']*)'/.exec(tag)![1]!;
    expect(parseRecord(record).tree).to.deep.equal(parseRecord(ognOf(s)).tree);
    const fence = fenceOf(s);
    expect(fence).to.contain('path: C e');
    expect(fence).to.contain('1. C f (1... e) 2. B');
    expect(fenceOf({ ...s, path: [2, 11] })).to.contain('ply: 2');
  });

  it('a puzzle: the tag and fence name the start, the solution (the main line) and the goal; the OGN its tags', () => {
    const s = played(
      { ...initialState(), position: PUZZLE, puzzle: true, goal: 'capture:5', caption: 'Take five.' },
      'A a E',
    );
    expect(tagOf(s)).to.contain(
      `<oware-board puzzle controls position="${PUZZLE}" solution="A a E" goal="capture:5" labels="letters">`,
    );
    expect(fenceOf(s)).to.contain('puzzle: true\ncontrols: true');
    const r = parseRecord(ognOf(s));
    expect(r.tags.Goal).to.equal('capture:5');
    expect(r.tags.Puzzle).to.equal('Take five.');
    expect(r.start).to.equal(PUZZLE);
  });

  it('a puzzle leaves the drawing made while setting up out of its tag, fence and OGN unless the author shows it', () => {
    const drawn = { highlight: 'c:capture', arrows: 'F>c', markers: 'a:1' };
    const s = played({ ...initialState(), position: PUZZLE, puzzle: true, caption: 'Take five.', ...drawn }, 'A a E');
    for (const out of [tagOf(s), fenceOf(s), ognOf(s)]) {
      expect(out).not.to.contain('F>c');
      expect(out).not.to.contain('c:capture');
      expect(out).not.to.contain('a:1');
    }
    expect(parseRecord(ognOf(s)).tree.comment).to.equal('Take five.');
    const shown = { ...s, showDrawing: true };
    expect(tagOf(shown)).to.contain('highlight="c:capture" arrows="F>c" markers="a:1"');
    expect(fenceOf(shown)).to.contain('arrows: F>c');
    expect(parseRecord(ognOf(shown)).tree.comment).to.equal('Take five. [%mark c:capture] [%arrow F>c] [%label a:1]');
    // a diagram always carries its drawing (the choice is a puzzle's)
    expect(tagOf({ ...initialState(), ...drawn })).to.contain('arrows="F>c"');
  });

  it('each fence goes through the markdown-it plugin: a diagram and a record as pictures, a puzzle as a live board', () => {
    const render = (text: string) => {
      const errors: DiagramError[] = [];
      const html = new MarkdownIt().use(owareMarkdownIt, { onError: (e) => errors.push(e) }).render(`${text}\n`);
      return { html, errors };
    };
    const diagram = render(fenceOf({ ...initialState(), highlight: 'c:capture', caption: 'Look at c.' }));
    expect(diagram.errors).to.deep.equal([]);
    expect(diagram.html).to.contain('<svg').and.contain('Look at c.');
    // a record, shown at a move in a variation: that step's comment is the picture's caption
    let s = played(initialState(), 'C f B');
    s = played({ ...s, path: [2] }, 'e');
    s = { ...s, tree: { ...s.tree } };
    s.tree.moves[1]!.variations[0]!.moves[0]!.comment = 'Or e.';
    const record = render(fenceOf(s));
    expect(record.errors).to.deep.equal([]);
    expect(record.html).to.contain('<svg').and.contain('Or e.');
    const puzzle = render(
      fenceOf(played({ ...initialState(), position: PUZZLE, puzzle: true, goal: 'capture:5' }, 'A a E')),
    );
    expect(puzzle.errors).to.deep.equal([]);
    expect(puzzle.html).to.contain('<oware-board').and.contain('solution="A a E"');
  });

  it('a diagram keeps the smallest tag', () => {
    expect(tagOf({ ...initialState(), position: START, labels: 'none' })).to.equal('<oware-board></oware-board>');
  });

  it('the share fragment reads back to the same state, tree and step included; a broken tree is refused', async () => {
    const s = { ...played(initialState(), 'C f B'), tab: 'record' as const, caption: 'Start.' };
    expect(await stateOf(await fragmentOf(s))).to.deep.equal(s);
    const bad = { ...s, position: '0,0,0,0,0,0/0,0,0,0,0,1 S 0-47' };
    const refused = await stateOf(await fragmentOf(bad)).catch((e) => e);
    expect(refused).to.be.instanceOf(Refused);
    expect(refused.message).to.match(/^the recorded moves do not play from the position/);
    expect(await stateOf('#s=not-deflate').catch((e) => e)).to.be.instanceOf(Refused);
    expect(await stateOf('')).to.equal(null);
  });
});
