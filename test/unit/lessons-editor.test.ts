import { Game, PositionError } from '../../src/engine/index.js';
import { LESSON_LANGS, PositionEditor } from '../../src/lessons/index.js';
import { expect } from '../expect.js';

describe('lessons: PositionEditor', () => {
  it('starts from the start position and edits pits', () => {
    const e = new PositionEditor();
    expect(e.position).to.equal('4,4,4,4,4,4/4,4,4,4,4,4 S 0-0');
    e.addSeed(0).addSeed(0, 2).removeSeed(11).removeSeed(10, 9).setPit(6, 7);
    expect(e.pits).to.deep.equal([7, 4, 4, 4, 4, 4, 7, 4, 4, 4, 0, 3]);
    expect(e.position).to.equal('7,4,4,4,4,4/7,4,4,4,0,3 S 0-0');
    expect(e.total).to.equal(49);
  });
  it('sets side to move and scores; output parses back to the same position', () => {
    const e = new PositionEditor('1,2,1,3,2,1/0,0,0,0,0,0 S 20-18');
    e.toggleTurn().setScore('south', 21).setScore('north', 17);
    expect(e.turn).to.equal('north');
    expect(e.score).to.deep.equal([21, 17]);
    expect(e.position).to.equal('1,2,1,3,2,1/0,0,0,0,0,0 N 21-17');
    expect(new Game({ position: e.position }).position).to.equal(e.position);
    e.setTurn('south');
    expect(e.position.split(' ')[1]).to.equal('S');
  });
  it('clear, reset, load and undo', () => {
    const e = new PositionEditor();
    e.clear();
    expect(e.position).to.equal('0,0,0,0,0,0/0,0,0,0,0,0 S 0-0');
    e.setPit(3, 5);
    expect(e.undo()).to.equal(true);
    expect(e.position).to.equal('0,0,0,0,0,0/0,0,0,0,0,0 S 0-0');
    expect(e.undo()).to.equal(true);
    expect(e.position).to.equal('4,4,4,4,4,4/4,4,4,4,4,4 S 0-0');
    expect(e.undo()).to.equal(false);
    e.load('1,1,1,1,1,1/1,1,1,1,1,1 N 18-18').resetToStart();
    expect(e.position).to.equal('4,4,4,4,4,4/4,4,4,4,4,4 S 0-0');
    expect(e.canUndo).to.equal(true);
    // A change that changes nothing is not an undo step.
    const f = new PositionEditor();
    f.removeSeed(0, 0);
    expect(f.canUndo).to.equal(false);
  });
  it('refuses bad input', () => {
    const e = new PositionEditor();
    expect(() => e.addSeed(12)).to.throw(RangeError, 'pit 12');
    expect(() => e.setPit(2, -1)).to.throw(RangeError);
    expect(() => e.setPit(2, 1.5)).to.throw(RangeError);
    expect(() => e.load('4,4/4')).to.throw(PositionError);
    expect(() => new PositionEditor('nonsense')).to.throw(PositionError);
    expect(e.removeSeed(0, 99).pits[0]).to.equal(0);
  });
  it('the start position has nothing to warn about', () => {
    expect(new PositionEditor().validate()).to.deep.equal([]);
    expect(new PositionEditor().valid).to.equal(true);
  });
  it('warns when the total is not 48', () => {
    const e = new PositionEditor().addSeed(0);
    expect(e.validate()).to.deep.equal([{ code: 'total-not-48', severity: 'warning', params: { n: 49 } }]);
    expect(e.messages('en')).to.deep.equal(['The total is 49; a full game has 48.']);
    expect(e.messages('de')).to.deep.equal(['Insgesamt sind es 49; ein volles Spiel hat 48.']);
    expect(e.messages('af')).to.deep.equal(['Die totaal is 49; ’n volle spel het 48.']);
    expect(e.messages('ja')).to.deep.equal(['種は合計49個です。通常のゲームは48個です。']);
    expect(e.messages('fr')).to.deep.equal(['Le total est de 49\u00a0; une partie complète en compte 48.']);
  });
  it('warns about an empty board (total 0)', () => {
    const e = new PositionEditor().clear();
    expect(e.validate().map((i) => i.code)).to.deep.equal(['empty-board', 'total-not-48']);
    expect(e.messages('en')).to.deep.equal(['There are no seeds on the board.', 'The total is 0; a full game has 48.']);
  });
  it('warns when the side to move has no legal move', () => {
    const e = new PositionEditor('1,1,0,0,0,0/0,0,0,0,0,0 S 23-23');
    expect(e.validate()).to.deep.equal([{ code: 'no-legal-move', severity: 'warning', params: { side: 'south' } }]);
    expect(e.messages('en')).to.deep.equal(['South has no legal move: the game would be over at once.']);
    expect(e.messages('de')).to.deep.equal(['Süd hat keinen erlaubten Zug: Das Spiel wäre sofort vorbei.']);
    expect(e.messages('ja')).to.deep.equal(['南には指せる手がありません。ゲームはすぐに終わります。']);
    expect(e.messages('af')).to.deep.equal(['Suid het geen wettige skuif nie: die spel sou dadelik verby wees.']);
    expect(e.messages('fr')).to.deep.equal(['Sud n’a aucun coup légal\u00a0: la partie serait finie aussitôt.']);
  });
  it('warns when a player already has a majority, or both have half', () => {
    const e = new PositionEditor('1,1,1,1,1,1/1,1,1,1,1,1 N 26-10');
    expect(e.validate().map((i) => i.code)).to.deep.equal(['decided']);
    expect(e.messages('en')).to.deep.equal([
      'South has already captured more than half of the seeds: the game is over.',
    ]);
    const d = new PositionEditor('0,0,0,0,0,0/0,0,0,0,0,0 S 24-24');
    expect(d.validate().map((i) => i.code)).to.deep.equal(['empty-board', 'even-split']);
    expect(d.messages('fr')[1]).to.equal(
      'Les deux joueurs ont déjà capturé la moitié des graines\u00a0: la partie est nulle.',
    );
  });
  it('notes that the side to move must feed', () => {
    const e = new PositionEditor('1,2,1,3,2,1/0,0,0,0,0,0 S 20-18');
    expect(e.validate()).to.deep.equal([{ code: 'must-feed', severity: 'info', params: { side: 'south' } }]);
    expect(e.messages('en')).to.deep.equal(['North’s side is empty: South must feed.']);
    expect(e.messages('de')).to.deep.equal(['Die Seite von Nord ist leer: Süd muss füttern.']);
  });
  it('an error for too many seeds makes the position unusable', () => {
    const e = new PositionEditor().setPit(0, 995);
    expect(e.validate()[0]).to.deep.include({ code: 'too-many', severity: 'error' });
    expect(e.valid).to.equal(false);
    expect(e.messages('en')).to.deep.equal(['At most 1000 seeds are allowed.']);
  });
  it('control labels in every language, with letters or numbers', () => {
    const e = new PositionEditor();
    const labels = LESSON_LANGS.map((lang) => e.label('addSeed', 8, lang));
    expect(labels).to.deep.equal([
      'Add a seed to pit c',
      'Einen Samen in Mulde c legen',
      'Sit ’n saad in put c',
      'ハウスcに種を1個足す',
      'Ajouter une graine dans le trou c',
    ]);
    expect(e.label('removeSeed', 8, 'en', 'numbers')).to.equal('Remove a seed from pit 8');
  });
});
