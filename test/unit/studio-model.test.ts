// The studio's model (src/studio/model.ts): the one owner of the state — edits checked by the
// studio's rule, undo and redo (the tab on show kept), the tab and the seeds' editor outside the
// history, a page's value or share link loaded with the history cleared, and a notification for
// each change; with the edits that are more than a field (a new start, a step's note, a record
// applied) and the step on show (src/studio/step.ts).

import { parseRecord } from '../../src/record/index.js';
import { Refused } from '../../src/studio/check.js';
import { fragmentOf } from '../../src/studio/link.js';
import { isAuthored, type StudioChange, StudioModel, withNote, withRecord, withStart } from '../../src/studio/model.js';
import { initialState, ognOf, type StudioState } from '../../src/studio/out.js';
import { noteAt, play } from '../../src/studio/record.js';
import { pictureOf, shownNote, shownPath, svgOptionsAt } from '../../src/studio/step.js';
import { expect } from '../expect.js';

const PUZZLE = '10,3,5,0,4,1/0,0,4,0,2,3 S 5-11';

/** The state with `letters` played from its start, one after the other from the step on show. */
function played(s: StudioState, letters: string): StudioState {
  let at = { tree: s.tree, path: s.path };
  for (const l of letters.split(' ')) at = play(at.tree, at.path, 'ABCDEFabcdef'.indexOf(l), s.position);
  return { ...s, ...at };
}

/** A model and the changes it reports, in order. */
function watched(state?: StudioState) {
  const model = new StudioModel(state);
  const heard: StudioChange[] = [];
  model.subscribe((c) => heard.push(c));
  return { model, heard };
}

describe('studio model: edits and their history', () => {
  it('starts at the initial state with nothing to undo or redo', () => {
    const model = new StudioModel();
    expect(model.state).to.deep.equal(initialState());
    expect(model.canUndo).to.equal(false);
    expect(model.canRedo).to.equal(false);
    expect(model.editing).to.equal(false);
    expect(model.undo()).to.equal(false);
    expect(model.redo()).to.equal(false);
  });

  it('takes an edit, keeps the state before for undo, and says so', () => {
    const { model, heard } = watched();
    const before = model.state;
    const next = { ...before, caption: 'Look at c.' };
    expect(model.change(next)).to.equal(true);
    expect(model.state).to.equal(next);
    expect(model.canUndo).to.equal(true);
    expect(model.canRedo).to.equal(false);
    expect(heard).to.deep.equal(['edit']);
  });

  it('an edit with the same values is no change: nothing kept, nothing said', () => {
    const { model, heard } = watched();
    const before = model.state;
    expect(model.change({ ...before })).to.equal(false);
    expect(model.state).to.equal(before);
    expect(model.canUndo).to.equal(false);
    expect(heard).to.deep.equal([]);
  });

  it('refuses an edit that fails the studio rule: it throws Refused and keeps the state and its history', () => {
    const { model, heard } = watched();
    model.change({ ...model.state, caption: 'first' });
    const kept = model.state;
    expect(() => model.change({ ...kept, caption: 'two\nlines' })).to.throw(Refused, /caption holds a line break/);
    expect(() => model.change({ ...kept, position: 'seeds everywhere' })).to.throw(Refused, /^position: /);
    expect(model.state).to.equal(kept);
    expect(heard).to.deep.equal(['edit']);
    expect(model.undo()).to.equal(true);
    expect(model.state.caption).to.equal('');
    expect(model.canUndo).to.equal(false);
  });

  it('undoes and redoes edits in order, and a new edit drops what was undone', () => {
    const { model, heard } = watched();
    const captions = ['a', 'b', 'c'];
    for (const caption of captions) model.change({ ...model.state, caption });
    expect(model.undo()).to.equal(true);
    expect(model.undo()).to.equal(true);
    expect(model.state.caption).to.equal('a');
    expect(model.canRedo).to.equal(true);
    expect(model.redo()).to.equal(true);
    expect(model.state.caption).to.equal('b');
    model.change({ ...model.state, caption: 'd' });
    expect(model.canRedo).to.equal(false);
    expect(model.redo()).to.equal(false);
    expect(model.undo()).to.equal(true);
    expect(model.state.caption).to.equal('b');
    expect(heard).to.deep.equal(['edit', 'edit', 'edit', 'undo', 'undo', 'redo', 'edit', 'undo']);
  });

  it('undo and redo keep the tab on show; the tab is not an edit of its own', () => {
    const { model, heard } = watched();
    model.change(played(model.state, 'C f'));
    model.setTab('record');
    expect(model.state.tab).to.equal('record');
    expect(heard).to.deep.equal(['edit', 'tab']);
    expect(model.undo()).to.equal(true);
    // the moves are undone, the tab stays
    expect(model.state.tree.moves).to.deep.equal([]);
    expect(model.state.tab).to.equal('record');
    model.setTab('puzzle');
    expect(model.redo()).to.equal(true);
    expect(model.state.tree.moves.map((m) => m.pit)).to.deep.equal([2, 11]);
    expect(model.state.tab).to.equal('puzzle');
    // the tab changes alone were never undone
    expect(model.canUndo).to.equal(true);
    model.undo();
    expect(model.canUndo).to.equal(false);
  });

  it('the seeds editor is a way of working: on and off are heard once each, outside the state and its history', () => {
    const { model, heard } = watched();
    const before = model.state;
    model.setEditing(true);
    model.setEditing(true);
    expect(model.editing).to.equal(true);
    model.setEditing(false);
    model.setEditing(false);
    expect(heard).to.deep.equal(['editing', 'editing']);
    expect(model.state).to.equal(before);
    expect(model.canUndo).to.equal(false);
  });

  it('only edits, undo and redo are the author’s changes', () => {
    const authored = (['edit', 'undo', 'redo', 'tab', 'editing', 'load'] as const).filter(isAuthored);
    expect(authored).to.deep.equal(['edit', 'undo', 'redo']);
  });

  it('a listener unsubscribed hears nothing more', () => {
    const model = new StudioModel();
    const heard: StudioChange[] = [];
    const stop = model.subscribe((c) => heard.push(c));
    model.change({ ...model.state, caption: 'one' });
    stop();
    model.change({ ...model.state, caption: 'two' });
    model.undo();
    expect(heard).to.deep.equal(['edit']);
  });
});

describe('studio model: a page’s value', () => {
  it('loads a state object: checked, copied, the history cleared', async () => {
    const { model, heard } = watched();
    model.change({ ...model.state, caption: 'an edit' });
    const value = { ...played({ ...initialState(), tab: 'record' as const }, 'C f'), caption: 'Opened.' };
    await model.load(value);
    expect(model.state).to.deep.equal(value);
    expect(model.state).not.to.equal(value);
    expect(model.canUndo).to.equal(false);
    expect(model.canRedo).to.equal(false);
    expect(heard).to.deep.equal(['edit', 'load']);
  });

  it('loads a share link, alone or at the end of a URL', async () => {
    const s = played({ ...initialState(), position: PUZZLE, puzzle: true, goal: 'capture:5' }, 'A a E');
    const fragment = await fragmentOf(s);
    const model = new StudioModel();
    await model.load(fragment);
    expect(model.state).to.deep.equal(s);
    const other = new StudioModel();
    await other.load(`https://example.org/studio?x=1${fragment}`);
    expect(other.state).to.deep.equal(s);
  });

  it('refuses a text that is no share link, and a state over the rule, keeping its own', async () => {
    const { model, heard } = watched();
    model.change({ ...model.state, caption: 'mine' });
    const kept = model.state;
    let refused: unknown;
    await model.load('hello').catch((e) => (refused = e));
    expect(refused).to.be.instanceOf(Refused);
    expect((refused as Error).message).to.equal('the text is not a share link of the studio (#s=…)');
    await model.load({ ...initialState(), goal: 'fly' }).catch((e) => (refused = e));
    expect(refused).to.be.instanceOf(Refused);
    expect((refused as Error).message).to.match(/^goal: /);
    await model.load('#s=%%%').catch((e) => (refused = e));
    expect(refused).to.be.instanceOf(Refused);
    expect(model.state).to.equal(kept);
    expect(model.canUndo).to.equal(true);
    expect(heard).to.deep.equal(['edit']);
  });
});

describe('studio model: the edits that are more than a field', () => {
  it('a new start keeps the recorded moves that still play from it, and clears those that do not', () => {
    const s = played(initialState(), 'C f');
    // C still has seeds: the line stays
    const kept = withStart(s, '4,4,5,4,4,4/4,4,4,4,4,3 S 0-0');
    expect(kept.cleared).to.equal(false);
    expect(kept.state.position).to.equal('4,4,5,4,4,4/4,4,4,4,4,3 S 0-0');
    expect(kept.state.tree).to.equal(s.tree);
    // C is empty: the line cannot be played, so it goes
    const gone = withStart({ ...s, path: [2] }, '4,4,0,4,4,4/4,4,4,4,4,8 S 0-0');
    expect(gone.cleared).to.equal(true);
    expect(gone.state.tree).to.deep.equal({ moves: [] });
    expect(gone.state.path).to.deep.equal([]);
    expect(gone.state.position).to.equal('4,4,0,4,4,4/4,4,4,4,4,8 S 0-0');
  });

  it('a note goes to the step on show: the start in Set up, else the recorded move', () => {
    const s = { ...played(initialState(), 'C f'), path: [2] };
    const atStart = withNote(s, { caption: 'The start.', highlight: 'c:capture' });
    expect(atStart.caption).to.equal('The start.');
    expect(atStart.highlight).to.equal('c:capture');
    expect(atStart.tree).to.equal(s.tree);
    const recording = { ...s, tab: 'record' as const };
    const atMove = withNote(recording, { caption: 'Sowing C.' });
    expect(atMove.caption).to.equal('');
    expect(noteAt(atMove.tree, [2]).caption).to.equal('Sowing C.');
    // the rest of that step's note is kept
    const arrowed = withNote(atMove, { arrows: 'C>f' });
    expect(noteAt(arrowed.tree, [2])).to.deep.equal({
      caption: 'Sowing C.',
      highlight: '',
      arrows: 'C>f',
      markers: '',
    });
    expect(shownNote(arrowed).arrows).to.equal('C>f');
  });

  it('an OGN record brings its start, moves and puzzle tags; a puzzle that draws on its start shows it', () => {
    const drawn = { highlight: 'c:capture', arrows: 'F>c', markers: 'a:1' };
    const puzzle = played(
      {
        ...initialState(),
        position: PUZZLE,
        puzzle: true,
        goal: 'capture:5',
        caption: 'Take five.',
        showDrawing: true,
        ...drawn,
      },
      'A a E',
    );
    const opened = withRecord({ ...initialState(), tab: 'setup' }, ognOf(puzzle));
    expect(opened.position).to.equal(PUZZLE);
    expect(opened.puzzle).to.equal(true);
    expect(opened.goal).to.equal('capture:5');
    expect(opened.showDrawing).to.equal(true);
    expect(opened.caption).to.equal('Take five.');
    expect(opened.arrows).to.equal('F>c');
    expect(opened.path).to.deep.equal([]);
    expect(parseRecord(ognOf(opened)).tree).to.deep.equal(parseRecord(ognOf(puzzle)).tree);
    // a plain record is no puzzle
    const line = withRecord(initialState(), ognOf(played(initialState(), 'C f')));
    expect(line.puzzle).to.equal(false);
    expect(line.goal).to.equal('line');
    expect(line.tree.moves.map((m) => m.pit)).to.deep.equal([2, 11]);
    expect(() => withRecord(initialState(), '1. Z')).to.throw();
  });

  it('the step on show: the start in Set up, the path elsewhere; its picture is drawn there', () => {
    const s = { ...played(initialState(), 'C f'), path: [2], caption: 'Start.' };
    expect(shownPath(s)).to.deep.equal([]);
    expect(shownPath({ ...s, tab: 'record' })).to.deep.equal([2]);
    const options = svgOptionsAt({ ...s, tab: 'record' }, [2], 300);
    expect(options.position).to.equal('4,4,0,5,5,5/5,4,4,4,4,4 N 0-0');
    expect(options.size).to.equal(300);
    expect(pictureOf(s)).to.contain('Start.');
    expect(pictureOf({ ...s, tab: 'record' })).not.to.contain('Start.');
  });
});
