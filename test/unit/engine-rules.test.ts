// Every rule and every variant by hand-made positions, including docs/rules.md's examples.

import { newState, sow } from '../../src/engine/board.js';
import { Game, IllegalMoveError, perft, VARIANTS } from '../../src/engine/index.js';
import { expect } from '../expect.js';

function illegal(fn: () => unknown): IllegalMoveError {
  try {
    fn();
  } catch (e) {
    return e as IllegalMoveError;
  }
  throw new Error('expected an illegal move');
}

describe('engine: sowing', () => {
  it('sows counter-clockwise one seed per pit (German diagram: pit 2 into 3, 4, 5, 6)', () => {
    const g = new Game();
    const r = g.play(2);
    expect(r.sown).to.deep.equal([3, 4, 5, 6]);
    expect(r.letter).to.equal('C');
    expect(r.player).to.equal('south');
    expect(r.before).to.equal('4,4,4,4,4,4/4,4,4,4,4,4 S 0-0');
    expect(g.position).to.equal('4,4,0,5,5,5/5,4,4,4,4,4 N 0-0');
    expect(g.turn).to.equal('north');
  });

  it("North sows from f (pit 11) around into South's row", () => {
    const g = new Game({ position: '4,4,4,4,4,4/4,4,4,4,4,4 N' });
    const r = g.play('f');
    expect(r.sown).to.deep.equal([0, 1, 2, 3]);
    expect(g.position).to.equal('5,5,5,5,4,4/4,4,4,4,4,0 S 0-0');
  });

  it('skips the origin pit on every lap (12 seeds)', () => {
    const g = new Game({ position: '12,0,0,0,0,0/1,0,0,0,0,0 S' });
    const r = g.play('A');
    expect(r.sown).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 1]);
    expect(g.pits[0]).to.equal(0);
    expect(g.position).to.equal('0,2,1,1,1,1/2,1,1,1,1,1 N 0-0');
  });

  it('skips the origin on two laps (23 seeds)', () => {
    const g = new Game({ position: '0,23,0,0,0,0/1,1,1,1,1,1 S' });
    const r = g.play('B');
    expect(r.sown.length).to.equal(23);
    expect(r.sown.includes(1)).to.equal(false);
    expect(g.pits[1]).to.equal(0);
    expect(g.pits.reduce((a, b) => a + b, 0) + g.score[0] + g.score[1]).to.equal(29);
  });

  it('sows like a seed-by-seed walk from every pit, for every count 1–48 and for 100 and 999', () => {
    // the rule itself: one seed per pit, counter-clockwise, the origin skipped every time round
    const walk = (s: Int32Array, pit: number): number => {
      let n = s[pit];
      s[pit] = 0;
      let i = pit;
      while (n > 0) {
        i = (i + 1) % 12;
        if (i !== pit) {
          s[i]++;
          n--;
        }
      }
      return i;
    };
    let r = 7;
    for (let pit = 0; pit < 12; pit++)
      for (const count of [...Array(48).keys()].map((k) => k + 1).concat(100, 999)) {
        const s = newState();
        for (let i = 0; i < 12; i++) s[i] = (r = (Math.imul(r, 1103515245) + 12345) >>> 0) % 4;
        s[pit] = count;
        const t = s.slice();
        expect(sow(s, pit), `pit ${pit}, ${count} seeds`).to.equal(walk(t, pit));
        expect([...s], `pit ${pit}, ${count} seeds`).to.deep.equal([...t]);
      }
  });
});

describe('engine: captures', () => {
  it('captures 2 or 3 and chains backwards (German diagram: 9 and 8 = 5 seeds)', () => {
    const g = new Game({ position: '4,4,4,4,4,4/4,3,2,1,4,4 S 0-0' });
    const r = g.play(5);
    expect(r.captured).to.deep.equal([9, 8]);
    expect(r.capturedSeeds).to.equal(5);
    expect(r.grandSlam).to.equal(false);
    expect(g.position).to.equal('4,4,4,4,4,0/5,4,0,0,4,4 N 5-0');
  });

  it('stops the chain at a pit that is not 2 or 3 (Japanese example: e, d, c but not b nor a)', () => {
    // South sows from E (6 seeds): F, a, b, c, d, e. b ends with 4, a with 2 but the chain stops at b.
    const g = new Game({ position: '3,3,3,3,6,3/1,3,1,2,1,3 S 0-0' });
    const r = g.play('E');
    expect(r.sown).to.deep.equal([5, 6, 7, 8, 9, 10]);
    expect(r.captured).to.deep.equal([10, 9, 8]);
    expect(r.capturedSeeds).to.equal(2 + 3 + 2);
    expect(g.pits[7]).to.equal(4);
    expect(g.pits[6]).to.equal(2);
  });

  it("never captures in the mover's own row, and stops at the end of the opponent's row", () => {
    // North's last seed in B (2) after A (2): the chain ends at A, not entering North's f.
    const g = new Game({ position: '1,1,4,4,4,4/4,4,4,4,1,2 N 0-0' });
    const r = g.play('f');
    expect(r.sown).to.deep.equal([0, 1]);
    expect(r.captured).to.deep.equal([1, 0]);
    expect(g.score).to.deep.equal([0, 4]);
  });

  it("does not capture when the last seed lands in the mover's own row", () => {
    const g = new Game({ position: '1,1,1,1,1,1/4,4,4,4,4,4 S 0-0' });
    const r = g.play('A');
    expect(r.captured).to.deep.equal([]);
    expect(g.pits[1]).to.equal(2);
  });
});

describe('engine: must feed', () => {
  it('South must feed an empty North (German diagram: pit 3, 4 or 5)', () => {
    const g = new Game({ position: '1,1,1,3,2,1/0,0,0,0,0,0 S 10-10' });
    expect(g.legalMoves()).to.deep.equal([3, 4, 5]);
    const e = illegal(() => g.play(0));
    expect(e.reason).to.equal('must-feed');
    expect(e.message).to.match(/must feed/);
    expect(g.position).to.equal('1,1,1,3,2,1/0,0,0,0,0,0 S 10-10');
  });

  it('ends the game when no move can feed: each side takes its own seeds', () => {
    // F makes a grand slam (void), South is then empty and North's a cannot reach it.
    const g = new Game({ position: '0,0,0,0,0,1/1,0,0,0,0,0 S 20-20' });
    const r = g.play('F');
    expect(r.grandSlam).to.equal(true);
    expect(r.capturedSeeds).to.equal(0);
    expect(r.swept).to.deep.equal([6]);
    expect(g.result).to.deep.equal({ winner: 'north', score: [20, 22], reason: 'no-legal-move' });
    expect(g.legalMoves()).to.deep.equal([]);
  });
});

describe('engine: grand slam in every variant', () => {
  // German diagram: South's F holds three seeds; sowing makes a, b, c 2, 3, 2 and North has nothing else.
  const slam = '2,0,0,0,0,3/1,2,1,0,0,0 S 0-0';

  it('abapa: legal, captures nothing', () => {
    const g = new Game({ position: slam });
    const r = g.play('F');
    expect(r.grandSlam).to.equal(true);
    expect(r.captured).to.deep.equal([]);
    expect(g.position).to.equal('2,0,0,0,0,0/2,3,2,0,0,0 N 0-0');
  });

  it('grand-slam-illegal: refused while another move exists', () => {
    const g = new Game({ position: slam, variant: 'grand-slam-illegal' });
    expect(g.legalMoves()).to.deep.equal([0]);
    const e = illegal(() => g.play('F'));
    expect(e.reason).to.equal('grand-slam');
  });

  it('grand-slam-illegal: allowed (capturing nothing) when every move is a grand slam', () => {
    const g = new Game({ position: '0,0,0,0,0,3/1,2,1,0,0,0 S 0-0', variant: 'grand-slam-illegal' });
    expect(g.legalMoves()).to.deep.equal([5]);
    const r = g.play('F');
    expect(r.grandSlam).to.equal(true);
    expect(r.capturedSeeds).to.equal(0);
  });

  it("grand-slam-to-opponent: captures all, the mover's seeds go to the opponent, game over", () => {
    const g = new Game({ position: slam, variant: 'grand-slam-to-opponent' });
    const r = g.play('F');
    expect(r.capturedSeeds).to.equal(7);
    expect(r.swept).to.deep.equal([0]);
    expect(g.score).to.deep.equal([7, 2]);
    expect(g.result).to.deep.equal({ winner: 'south', score: [7, 2], reason: 'grand-slam' });
  });

  it('grand-slam-spare-last: captures all but the last pit', () => {
    const g = new Game({ position: slam, variant: 'grand-slam-spare-last' });
    const r = g.play('F');
    expect(r.captured).to.deep.equal([7, 6]);
    expect(g.position).to.equal('2,0,0,0,0,0/0,0,2,0,0,0 N 5-0');
  });

  it("grand-slam-spare-first: captures all but the opponent's first pit (a)", () => {
    const g = new Game({ position: slam, variant: 'grand-slam-spare-first' });
    const r = g.play('F');
    expect(r.captured).to.deep.equal([8, 7]);
    expect(g.position).to.equal('2,0,0,0,0,0/2,0,0,0,0,0 N 5-0');
  });

  it('grand-slam-spare-first spares A when North slams South', () => {
    const g = new Game({ position: '1,2,1,0,0,0/0,0,0,0,0,3 N 0-0', variant: 'grand-slam-spare-first' });
    const r = g.play('f');
    expect(r.captured).to.deep.equal([2, 1]);
    expect(g.pits.slice(0, 6)).to.deep.equal([2, 0, 0, 0, 0, 0]);
  });

  it('grand-slam-wins: captures everything when that wins', () => {
    const g = new Game({ position: '2,0,0,0,0,3/1,2,1,0,0,0 S 18-21', variant: 'grand-slam-wins' });
    const r = g.play('F');
    expect(r.capturedSeeds).to.equal(7);
    expect(g.result).to.deep.equal({ winner: 'south', score: [25, 21], reason: 'majority' });
  });

  it('grand-slam-wins: captures nothing when it would not win', () => {
    const g = new Game({ position: '2,0,0,0,0,3/1,2,1,0,0,0 S 17-22', variant: 'grand-slam-wins' });
    const r = g.play('F');
    expect(r.capturedSeeds).to.equal(0);
    expect(g.result).to.equal(null);
  });

  it('a lap move that feeds an empty side and then captures all it fed is a grand slam', () => {
    const start = '22,0,0,0,0,0/0,0,0,0,0,0 S 0-0';
    const g = new Game({ position: start });
    expect(g.legalMoves()).to.deep.equal([0]);
    const r = g.play('A');
    expect(r.grandSlam).to.equal(true);
    expect(r.capturedSeeds).to.equal(0);
    expect(g.position).to.equal('0,2,2,2,2,2/2,2,2,2,2,2 N 0-0');
    const t = new Game({ position: start, variant: 'grand-slam-to-opponent' });
    t.play('A');
    expect(t.score).to.deep.equal([12, 10]);
    expect(t.result?.reason).to.equal('grand-slam');
    const s = new Game({ position: start, variant: 'grand-slam-spare-last' });
    s.play('A');
    expect(s.score).to.deep.equal([10, 0]);
    expect(s.pits[11]).to.equal(2);
  });

  it("a capture that leaves seeds in the opponent's row beyond the last pit is no grand slam", () => {
    const g = new Game({ position: '2,0,0,0,0,3/1,2,1,1,0,0 S 0-0' });
    const r = g.play('F');
    expect(r.grandSlam).to.equal(false);
    expect(r.capturedSeeds).to.equal(7);
  });
});

describe('engine: end of the game', () => {
  it('majority: 25 or more wins at once; seeds stay on the board', () => {
    const g = new Game({ position: '0,0,0,0,0,1/1,1,0,0,0,0 S 23-21' });
    g.play('F');
    expect(g.result).to.deep.equal({ winner: 'south', score: [25, 21], reason: 'majority' });
    expect(g.position).to.equal('0,0,0,0,0,0/0,1,0,0,0,0 N 25-21');
    expect(illegal(() => g.play('b')).reason).to.equal('game-over');
  });

  it('German diagram: South wins with 26 captured (a decided position has a result)', () => {
    const g = new Game({ position: '0,2,0,1,0,0/1,0,0,1,0,0 N 26-17' });
    expect(g.result).to.deep.equal({ winner: 'south', score: [26, 17], reason: 'majority' });
    expect(g.legalMoves()).to.deep.equal([]);
  });

  it("the majority threshold is more than half of the position's seeds", () => {
    // 20 seeds in all: 11 wins.
    const g = new Game({ position: '0,0,0,0,0,1/1,1,0,0,0,0 S 9-8' });
    g.play('F');
    expect(g.result?.reason).to.equal('majority');
    expect(g.result?.winner).to.equal('south');
  });

  it('24-24 is a draw', () => {
    const g = new Game({ position: '0,0,0,0,0,1/1,0,0,1,0,0 S 22-23' });
    g.play('F');
    expect(g.result).to.deep.equal({ winner: 'draw', score: [24, 24], reason: 'no-legal-move' });
    const e = new Game({ position: '0,0,1,0,0,1/1,0,0,0,0,0 S 22-23', variant: 'grand-slam-to-opponent' });
    expect(e.play('F').swept).to.deep.equal([2]);
    expect(e.result).to.deep.equal({ winner: 'draw', score: [24, 24], reason: 'grand-slam' });
    const split = new Game({ position: '0,0,0,0,0,0/0,0,0,0,0,0 N 24-24' });
    expect(split.result).to.deep.equal({ winner: 'draw', score: [24, 24], reason: 'even-split' });
  });

  it('repetition: a position seen again ends the game, each side taking its own seeds', () => {
    // Two single seeds chase each other round the board and come back to the start after 12 plies.
    const g = new Game({ position: '1,0,0,0,0,0/1,0,0,0,0,0 S 23-23' });
    g.playMoves('A a B b C c D d E e F');
    expect(g.result).to.equal(null);
    const r = g.play('f');
    expect(g.position).to.equal('0,0,0,0,0,0/0,0,0,0,0,0 S 24-24');
    expect(r.swept).to.deep.equal([0, 6]);
    expect(g.result).to.deep.equal({ winner: 'draw', score: [24, 24], reason: 'repetition' });
    g.undo();
    expect(g.result).to.equal(null);
  });

  it('the start counts for repetition', () => {
    const g = new Game({ position: '6,0,0,0,0,0/6,0,0,0,0,0 S 18-18' });
    // Any line that comes back to this exact position (with the same scores) ends the game.
    const keys = g.positionKeys();
    expect(keys.length).to.equal(1);
    g.play('A');
    expect(g.positionKeys().length).to.equal(2);
  });
});

describe('engine: history, undo, move lists', () => {
  it('undo restores the position, turn, history and result', () => {
    const g = new Game();
    g.play('C');
    g.play('f');
    expect(g.history.length).to.equal(2);
    expect(g.moveList()).to.equal('C f');
    const r = g.undo();
    expect(r?.letter).to.equal('f');
    expect(g.position).to.equal('4,4,0,5,5,5/5,4,4,4,4,4 N 0-0');
    g.undo();
    expect(g.position).to.equal('4,4,4,4,4,4/4,4,4,4,4,4 S 0-0');
    expect(g.undo()).to.equal(null);
  });

  it('undo after a game-ending move clears the result', () => {
    const g = new Game({ position: '0,0,0,0,0,1/1,1,0,0,0,0 S 23-21' });
    g.play('F');
    expect(g.result).to.not.equal(null);
    g.undo();
    expect(g.result).to.equal(null);
    expect(g.legalMoves()).to.deep.equal([5]);
  });

  it('imports and exports move lists (letters, numbers, move numbers ignored)', () => {
    const a = Game.fromMoves('C f B a');
    const b = Game.fromMoves('1. 2 11 2. 1 6');
    expect(a.position).to.equal(b.position);
    expect(b.moveList()).to.equal('C f B a');
    expect(Game.fromMoves(['C', 11, 'B', '6']).position).to.equal(a.position);
  });

  it('a bad move list leaves the game unchanged and names the move', () => {
    const g = new Game();
    const e = illegal(() => g.playMoves('C a C'));
    expect(e.reason).to.equal('empty-pit');
    expect(e.message).to.match(/move 3 \(C\)/);
    expect(g.position).to.equal('4,4,4,4,4,4/4,4,4,4,4,4 S 0-0');
  });

  it('clone is independent', () => {
    const g = Game.fromMoves('C f');
    const c = g.clone();
    c.play('A');
    expect(g.history.length).to.equal(2);
    expect(c.history.length).to.equal(3);
  });

  it('clone copies the history without replaying it: undo, repetition and the result behave as in the original', () => {
    const g = Game.fromMoves('C f');
    const c = g.clone();
    expect(c.position).to.equal(g.position);
    expect(c.history).to.deep.equal(g.history);
    expect(c.positionKeys()).to.deep.equal(g.positionKeys());
    expect(c.undo()?.pit).to.equal(11);
    expect(c.position).to.equal(Game.fromMoves('C').position);
    expect(g.ply).to.equal(2);
    expect(g.position).to.equal(Game.fromMoves('C f').position);
    const long = Game.fromMoves('C f B a E d F c A b D e C f');
    const copy = long.clone();
    expect(copy.moveList()).to.equal(long.moveList());
    expect(copy.legalMoves()).to.deep.equal(long.legalMoves());
    expect(copy.result).to.deep.equal(long.result);
    // every next move of the copy is the move of the game played out from the start
    const replayed = () => Game.fromMoves(long.moveList());
    for (const pit of long.legalMoves()) expect(copy.clone().play(pit)).to.deep.equal(replayed().play(pit));
  });
});

describe('engine: illegal moves', () => {
  it('gives each reason with a message a person understands, leaving the game unchanged', () => {
    const g = new Game({ position: '0,4,4,4,4,4/4,4,4,4,4,4 S 0-0' });
    const cases: [number | string, string, RegExp][] = [
      ['a', 'not-your-pit', /belongs to North/],
      [0, 'empty-pit', /empty/],
      [12, 'invalid-move', /not a pit/],
      ['g', 'invalid-move', /not a pit/],
      [-1, 'invalid-move', /not a pit/],
      [1.5, 'invalid-move', /not a pit/],
    ];
    for (const [m, reason, msg] of cases) {
      const e = illegal(() => g.play(m));
      expect(e).to.be.instanceOf(IllegalMoveError);
      expect(e.reason, String(m)).to.equal(reason);
      expect(e.message).to.match(msg);
    }
    expect(g.position).to.equal('0,4,4,4,4,4/4,4,4,4,4,4 S 0-0');
    expect(g.history.length).to.equal(0);
  });
});

describe('engine: perft', () => {
  it('matches docs/rules.md (Perft) from the start to depth 7', () => {
    const expected = [1, 6, 36, 190, 1014, 5219, 27332, 139157];
    for (let d = 0; d < expected.length; d++) expect(perft('start', d), `depth ${d}`).to.equal(expected[d]);
  });

  it('variants change counts only where grand slams occur', () => {
    for (const v of VARIANTS) expect(perft('start', 5, v), v).to.equal(5219);
    expect(perft('2,0,0,0,0,3/1,2,1,0,0,0 S 0-0', 1, 'grand-slam-illegal')).to.equal(1);
    expect(perft('2,0,0,0,0,3/1,2,1,0,0,0 S 0-0', 1, 'abapa')).to.equal(2);
  });

  it('refuses a bad depth', () => {
    expect(() => perft('start', -1)).to.throw(RangeError);
  });
});
