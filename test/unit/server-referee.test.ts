import { Game } from '../../src/engine/index.js';
import { Referee } from '../../src/server/referee.js';
import { readRoomOptions } from '../../src/server/room-options.js';
import { expect } from '../expect.js';

const seated = (options = {}, now = 0) => {
  const r = new Referee('r1', readRoomOptions(options));
  r.takeSeat('south', 'tok-a', now);
  r.takeSeat(null, 'tok-b', now);
  return r;
};

describe('server referee', () => {
  it('reads room options and refuses bad ones with what is wrong', () => {
    const o = readRoomOptions({ opens: 'north', match: 'best-of:3', clock: { minutes: 5, increment: 2 } });
    expect(o.position).to.equal(new Game({ position: '4,4,4,4,4,4/4,4,4,4,4,4 N 0-0' }).position);
    expect(o.clock).to.deep.equal({ minutes: 5, increment: 2 });
    expect(() => readRoomOptions({ variant: 'x' })).to.throw(/not a variant/);
    expect(() => readRoomOptions({ position: '1,2' })).to.throw(/position/);
    expect(() => readRoomOptions({ opens: 'east' })).to.throw(/opens/);
    expect(() => readRoomOptions({ clock: { minutes: 0 } })).to.throw(/minutes/);
  });

  it('waits for two players, refuses out-of-turn and illegal moves without change', () => {
    const r = new Referee('r1', readRoomOptions({}));
    r.takeSeat('south', 'a', 0);
    expect(r.move('south', 0, 0)?.reason).to.equal('not-started');
    r.takeSeat('south', 'b', 0);
    expect(r.tokens.second).to.equal(null);
    expect(r.takeSeat(null, 'b', 0)).to.equal('north');
    expect(r.move('north', 6, 0)?.reason).to.equal('not-your-turn');
    expect(r.move('south', 6, 0)?.reason).to.equal('not-your-pit');
    expect(r.move('south', {}, 0)?.reason).to.equal('invalid-move');
    expect(r.game.ply).to.equal(0);
    expect(r.move('south', 'C', 0)).to.equal(null);
    expect(r.game.ply).to.equal(1);
    expect(r.playerOf('b')).to.equal('second');
  });

  it('runs the clock with its increment and decides the flag', () => {
    const r = seated({ clock: { minutes: 1, increment: 5 } }, 1000);
    expect(r.move('south', 0, 11_000)).to.equal(null);
    expect(r.snapshot(11_000).clock).to.deep.include({ south: 55_000, north: 60_000, running: 'north' });
    expect(r.flagAt()).to.equal(71_000);
    expect(r.checkFlag(70_999)).to.equal(false);
    expect(r.checkFlag(71_000)).to.equal(true);
    expect(r.result).to.deep.include({ winner: 'south', reason: 'flag' });
    expect(r.move('north', 6, 71_001)?.reason).to.equal('game-over');
  });

  it('resigns, agrees draws only when offered, and swaps colours on a rematch', () => {
    const r = seated({ match: 'best-of:3' });
    expect(r.acceptDraw('north', 0)?.reason).to.equal('no-draw-offer');
    r.offerDraw('south');
    expect(r.acceptDraw('south', 0)?.reason).to.equal('no-draw-offer');
    expect(r.acceptDraw('north', 0)).to.equal(null);
    expect(r.result).to.deep.include({ winner: 'draw', reason: 'draw-agreed' });
    expect(r.askRematch('south', 0)).to.equal(false);
    expect(r.askRematch('north', 0)).to.equal(true);
    expect([r.gameNumber, r.sideOf('first'), r.status]).to.deep.equal([2, 'north', 'playing']);
    r.resign('north', 0);
    expect(r.result?.winner).to.equal('south');
    expect(r.snapshot(0).match).to.deep.equal({ rules: 'best-of:3', score: [0, 1], winner: null });
  });

  it('rebuilds itself from its stored data', () => {
    const r = seated({ clock: { minutes: 2 } });
    r.move('south', 2, 500);
    const copy = new Referee('r1', r.options, JSON.parse(JSON.stringify(r.data(800))));
    expect(copy.game.position).to.equal(r.game.position);
    expect(copy.playerOf('tok-b')).to.equal('second');
    expect(copy.snapshot(0).clock).to.deep.include({ south: 119_500, running: null });
  });

  it('sends the moves and position of the game as it is, after take-backs and a rematch', () => {
    const r = seated({ match: 'best-of:3' });
    // what the state and the stored data must say: the game's own history and position
    const fresh = () => ({ moves: r.game.history.map((m) => m.pit), position: r.game.position });
    const sent = () => {
      const s = r.snapshot(0);
      const d = r.data(0);
      expect(d.moves).to.deep.equal(s.moves);
      return { moves: s.moves, position: s.position };
    };
    expect(sent()).to.deep.equal(fresh());
    for (const [side, pit] of [
      ['south', 'C'],
      ['north', 'c'],
      ['south', 'D'],
    ] as const) {
      expect(r.move(side, pit, 0)).to.equal(null);
      expect(sent()).to.deep.equal(fresh());
    }
    const kept = r.snapshot(0).moves;
    // a move taken back (its save failed) and another played at the same ply
    const undo = r.checkpoint();
    expect(r.move('north', 'a', 0)).to.equal(null);
    expect(sent().moves).to.deep.equal([2, 8, 3, 6]);
    undo();
    expect(sent()).to.deep.equal(fresh());
    expect(r.move('north', 'b', 0)).to.equal(null);
    expect(sent()).to.deep.equal(fresh());
    expect(sent().moves).to.deep.equal([2, 8, 3, 7]);
    // two taken back without a state sent between, then two others
    const undo2 = r.checkpoint();
    expect(r.move('south', 'A', 0)).to.equal(null);
    sent();
    undo2();
    r.game.undo();
    expect(r.move('north', 'd', 0)).to.equal(null);
    expect(r.move('south', 'B', 0)).to.equal(null);
    expect(sent()).to.deep.equal(fresh());
    // what was sent before is not changed by what came after
    expect(kept).to.deep.equal([2, 8, 3]);
    // a rematch: a new game from the start
    r.resign('north', 0);
    r.askRematch('south', 0);
    expect(r.askRematch('north', 0)).to.equal(true);
    expect(sent()).to.deep.equal(fresh());
    expect(sent().moves).to.deep.equal([]);
    expect(r.move(r.game.turn, r.game.turn === 'south' ? 'E' : 'e', 0)).to.equal(null);
    expect(sent()).to.deep.equal(fresh());
  });
});
