import {
  ANALYSIS_PLAN,
  analyze,
  EG_MAX,
  EG_RUN,
  EG_SIZE,
  egBuildStep,
  egIndex,
  egLayers,
  egProbe,
  egTable,
  LEVELS,
  type Level,
  search,
  TOP_LEVEL,
  WIN,
} from '../../src/ai/index.js';
import { copyState, FLAG_GAME_ENDED, generateMoves, makeMove, type State } from '../../src/engine/board.js';
import { stateFromPosition } from '../../src/engine/game.js';
import { Game, VARIANTS } from '../../src/engine/index.js';
import { parsePosition } from '../../src/engine/notation.js';
import { expect } from '../expect.js';
import { FULL } from './flags.js';

/** Every level, 1 to the top. */
const ALL_LEVELS = LEVELS.map((_, i) => (i + 1) as Level);
const st = (p: string): State => stateFromPosition(parsePosition(p));
const legal = (p: string, variant = 'abapa'): number[] => new Game({ position: p, variant }).legalMoves();

const POSITIONS = [
  'start',
  '0,0,0,0,2,5/0,0,0,0,0,0 S 20-21', // must feed, two ways
  '3,0,0,0,0,2/0,0,0,0,0,0 S 21-22', // must feed, a single legal move (F)
  '0,0,0,0,2,3/1,2,1,0,0,0 S 19-20', // F is a grand slam
  '0,3,7,1,0,9/3,1,0,6,2,5 S 6-5',
  '2,2,0,5,1,1/0,3,4,1,8,2 N 12-8',
  '1,1,0,0,14,2/1,0,1,0,2,1 N 12-13', // a kroo
];

describe('ai: legal moves', () => {
  for (const variant of VARIANTS) {
    it(`always plays a legal move (${variant})`, () => {
      for (const p of POSITIONS) {
        const moves = legal(p, variant);
        for (const level of ALL_LEVELS) {
          const r = search(p, { level, variant, seed: 1, maxDepth: LEVELS[level - 1].egdb ? 7 : undefined });
          expect(moves, `${p} level ${level}`).to.include(r.move);
          expect(r.pv[0]).to.equal(r.move);
        }
      }
    });
  }

  it('plays the single legal move', () => {
    expect(legal(POSITIONS[2])).to.deep.equal([5]);
    for (const level of [1, 3, 5, TOP_LEVEL] as const)
      expect(search(POSITIONS[2], { level, seed: 3 }).move).to.equal(5);
  });

  it('returns move -1 when the game is over or there is no legal move', () => {
    expect(search('3,0,0,0,1,0/0,0,0,0,0,0 S 22-22').move).to.equal(-1); // cannot feed
    const won = search('0,0,0,0,1,1/1,1,0,0,0,0 S 25-19');
    expect(won.move).to.equal(-1);
    expect(won.score).to.be.greaterThan(WIN - 100);
    const game = Game.fromMoves('C f B a', {});
    expect(search(game).move).to.not.equal(-1);
    const over = new Game({ position: '0,0,0,0,0,1/0,0,0,0,0,0 S 24-23' });
    over.play('F'); // North cannot feed back: game over
    expect(over.result).to.not.equal(null);
    expect(search(over).move).to.equal(-1);
  });

  it('throws the engine errors for bad input', () => {
    expect(() => search('1,2,3')).to.throw(/\//);
    expect(() => search('start', { variant: 'nope' })).to.throw(/unknown variant/);
  });
});

describe('ai: tactics', () => {
  it('takes a capture that wins at once', () => {
    const p = '0,0,0,0,3,1/1,5,5,0,0,0 S 23-10';
    for (const level of ALL_LEVELS.slice(1)) {
      const r = search(p, { level, seed: 5, maxDepth: LEVELS[level - 1].egdb ? 6 : undefined });
      expect(r.move, `level ${level}`).to.equal(5);
      expect(r.score).to.be.greaterThan(WIN - 100);
    }
  });

  it('avoids a move that lets the opponent reach 25', () => {
    const p = '2,0,1,0,0,3/0,0,0,0,0,1 S 18-23';
    const safe = (m: number): boolean => {
      const g = new Game({ position: p });
      g.play(m);
      return g.legalMoves().every((r) => {
        const h = g.clone();
        h.play(r);
        return h.score[1] < 25;
      });
    };
    const moves = legal(p);
    expect(moves.filter(safe)).to.deep.equal([0]);
    expect(moves.some((m) => !safe(m))).to.equal(true);
    for (const level of ALL_LEVELS.slice(1))
      expect(safe(search(p, { level, seed: 9, maxDepth: LEVELS[level - 1].egdb ? 6 : undefined }).move)).to.equal(true);
  });

  it('respects the game history: a repeating move ends the game with a sweep', () => {
    // South to move can lose at once (D) or repeat an earlier position (E): 24–24, a draw
    const game = Game.fromMoves('C d F e D a E b F f A a B b C c D e E f F a A b B c C d D f E e F f A a B b C c', {
      position: '0,0,1,0,0,1/0,0,0,1,0,0 S 22-23',
    });
    expect(game.legalMoves()).to.deep.equal([3, 4]);
    buildUpTo(0, 4); // the endgame table's small layers (a page builds them in the background)
    const r = search(game, { level: TOP_LEVEL, maxDepth: 4 });
    expect(r.move).to.equal(4);
    expect(r.score).to.equal(0);
    // without the history the repetition is unknown and both moves lose (the table knows it)
    expect(search(game.position, { level: TOP_LEVEL, maxDepth: 4 }).score).to.be.lessThan(-WIN + 100);
  });
});

describe('ai: determinism and levels', () => {
  it('is deterministic with a seed', () => {
    for (const level of ALL_LEVELS.filter((l) => !LEVELS[l - 1].egdb)) {
      const a = search('0,3,7,1,0,9/3,1,0,6,2,5 S 6-5', { level, seed: 42 });
      const b = search('0,3,7,1,0,9/3,1,0,6,2,5 S 6-5', { level, seed: 42 });
      expect(a, `level ${level}`).to.deep.equal(b);
    }
    const a = search('start', { level: TOP_LEVEL, seed: 1, maxDepth: 9 });
    expect(search('start', { level: TOP_LEVEL, seed: 1, maxDepth: 9 })).to.deep.equal(a);
    expect(a.depth).to.equal(9);
  });

  it('a seed clears the transposition table kept from earlier searches', () => {
    const p = '0,3,7,1,0,9/3,1,0,6,2,5 S 6-5';
    const a = search(p, { level: TOP_LEVEL, seed: 7, maxDepth: 10 });
    // unseeded searches keep and fill the table …
    search(p, { level: TOP_LEVEL, maxDepth: 12 });
    search('2,2,0,5,1,1/0,3,4,1,8,2 N 12-8', { level: TOP_LEVEL, maxDepth: 10 });
    // … and a seeded one starts afresh: the same answer, node for node
    expect(search(p, { level: TOP_LEVEL, seed: 7, maxDepth: 10 })).to.deep.equal(a);
  });

  it('a kept table plays legal moves through a game and sees deeper on a repeated search', () => {
    const game = new Game({});
    for (let i = 0; i < 30 && !game.result; i++) {
      const r = search(game, { level: TOP_LEVEL, maxDepth: 7 });
      expect(game.legalMoves()).to.include(r.move);
      const g = game.clone();
      for (const m of r.pv) {
        if (g.result) break;
        g.play(m); // the principal variation is legal too
      }
      game.play(r.move);
    }
    // the same position again: the kept table makes the same depth far cheaper
    const p = '5,0,2,6,1,0/2,2,7,0,1,3 S 10-9';
    const first = search(p, { level: TOP_LEVEL, maxDepth: 9 });
    const again = search(p, { level: TOP_LEVEL, maxDepth: 9 });
    expect(again.move).to.equal(first.move);
    expect(again.nodes).to.be.lessThan(first.nodes / 2);
  });

  it('keeps the variants apart in the kept table', () => {
    const p = '0,0,0,0,2,3/1,2,1,0,0,0 S 19-20'; // F is a grand slam: nothing in abapa, the game in to-opponent
    for (const variant of ['grand-slam-to-opponent', 'grand-slam-spare-last', 'abapa']) {
      const fresh = search(p, { plan: ANALYSIS_PLAN, variant, seed: 1, maxDepth: 6 });
      const others = VARIANTS.filter((v) => v !== variant);
      search(p, { plan: ANALYSIS_PLAN, variant: others[0], seed: 1, maxDepth: 6 }); // a fresh table …
      for (const v of others) search(p, { plan: ANALYSIS_PLAN, variant: v, maxDepth: 6 }); // … of other variants only
      const kept = search(p, { plan: ANALYSIS_PLAN, variant, maxDepth: 6 });
      expect([kept.move, kept.score, kept.nodes], variant).to.deep.equal([fresh.move, fresh.score, fresh.nodes]);
    }
  });

  it('level 1 is randomised (different seeds, different moves) and the top level is not', () => {
    const l1 = new Set<number>();
    const l5 = new Set<number>();
    for (let seed = 0; seed < 20; seed++) {
      l1.add(search('start', { level: 1, seed }).move);
      l5.add(search('start', { level: TOP_LEVEL, seed, maxDepth: 6 }).move);
    }
    expect(l1.size).to.be.greaterThan(1);
    expect(l5.size).to.equal(1);
  });

  it('analyze gives a principal variation of legal moves', () => {
    const r = analyze('0,3,7,1,0,9/3,1,0,6,2,5 S 6-5', { maxDepth: 8 });
    expect(r.depth).to.equal(8);
    const g = new Game({ position: '0,3,7,1,0,9/3,1,0,6,2,5 S 6-5' });
    for (const m of r.pv) {
      if (g.result) break;
      g.play(m); // throws if illegal
    }
    expect(r.pv.length).to.be.greaterThan(1);
  });
});

/**
 * Plain exhaustive negamax on the board's seeds (scores ignored), depth first, memoised by
 * (position, plies left): a run of EG_RUN plies without a capture is swept (each side takes its own).
 */
function plainSolver(v: number): (s: State, run?: number) => number {
  const memo = new Map<number, Int8Array>();
  const solve = (s: State, run = EG_RUN): number => {
    const me = s[14];
    const mv = new Int32Array(6);
    const n = generateMoves(s, v, mv);
    let seeds = 0;
    let diff = 0;
    for (let i = 0; i < 12; i++) seeds += s[i];
    for (let i = 0; i < 6; i++) diff += s[me * 6 + i] - s[(1 - me) * 6 + i];
    if (n === 0 || run === 0) return diff;
    let key = me;
    for (let i = 0; i < 12; i++) key = key * 13 + s[i];
    let row = memo.get(key);
    if (!row) memo.set(key, (row = new Int8Array(EG_RUN + 1).fill(-128)));
    if (row[run] !== -128) return row[run];
    let best = -99;
    for (let i = 0; i < n; i++) {
      const c = new Int32Array(16);
      copyState(s, c);
      c[12] = c[13] = 0;
      c[15] = seeds;
      const code = makeMove(c, mv[i], v);
      const cap = code & 0xffff;
      if (code & FLAG_GAME_ENDED) best = Math.max(best, c[12 + me] - c[13 - me]);
      else {
        c[12] = c[13] = 0;
        best = Math.max(best, cap - solve(c, cap ? EG_RUN : run - 1));
      }
    }
    return (row[run] = best);
  };
  return solve;
}

/** Build the table of variant `v` up to `seeds` (its smaller layers are usable while the rest builds). */
function buildUpTo(v: number, seeds: number): Int8Array {
  while (egLayers(v)[1] < seeds) egBuildStep(v, performance.now() + 5);
  return egLayers(v)[0]!;
}

/**
 * The exhaustive check below covers every position of ≤ EXHAUSTIVE seeds: 6 by default (a few
 * seconds for the five variants), 8 with OWARE_FULL=1 (the full check, about two minutes).
 */
const EXHAUSTIVE = FULL ? 8 : 6;
/** How many distributions of ≤ n seeds over the 12 pits there are: C(n + 12, 12). */
const POSITIONS_UP_TO = [1, 13, 91, 455, 1820, 6188, 18564, 50388, 125970];

describe('ai: endgame table', () => {
  before(() => {
    egBuildStep(0, Infinity);
    buildUpTo(2, 2);
  });

  it('indexes every distribution of ≤ 12 seeds by a perfect hash', () => {
    expect(EG_MAX).to.equal(12);
    expect(EG_SIZE).to.equal(2704156); // C(24, 12)
    const s = new Int32Array(16);
    s[11] = 12;
    expect(egIndex(s, 0, 12)).to.equal(EG_SIZE - 1352078); // first of the 12-seed layer: C(23, 11) before the end
    s[11] = 0;
    s[0] = 12;
    expect(egIndex(s, 0, 12)).to.equal(EG_SIZE - 1); // last
    s[0] = 0;
    s[6] = 12;
    expect(egIndex(s, 6, 12)).to.equal(EG_SIZE - 1); // seen from North
    // a bijection on a whole layer
    const seen = new Set<number>();
    for (let a = 0; a <= 3; a++)
      for (let b = 0; a + b <= 3; b++)
        for (let c = 0; a + b + c <= 3; c++) {
          const t = new Int32Array(16);
          t[0] = a;
          t[5] = b;
          t[9] = c;
          t[11] = 3 - a - b - c;
          seen.add(egIndex(t, 0, 3));
        }
    expect(seen.size).to.equal(20);
  });

  it('gives exact values on hand-checked positions', () => {
    const T = egTable(0)!;
    const T2 = egLayers(2)[0]!;
    const val = (t: Int8Array, p: string): number => {
      const s = st(p);
      let n = 0;
      for (let i = 0; i < 12; i++) n += s[i];
      return egProbe(t, s, n);
    };
    expect(val(T, '0,0,0,0,0,1/0,0,0,0,0,0 S')).to.equal(-1); // feeds, North cannot feed back
    expect(val(T, '1,0,0,0,0,0/0,0,0,0,0,0 S')).to.equal(1); // cannot feed: keeps its seed
    expect(val(T, '0,0,0,0,0,1/1,0,0,0,0,0 S')).to.equal(-2); // grand slam captures nothing
    expect(val(T2, '0,0,0,0,0,1/1,0,0,0,0,0 S')).to.equal(2); // grand-slam-to-opponent: takes it
    expect(val(T, '0,0,0,0,0,1/1,1,0,0,0,0 S')).to.equal(1); // takes 2, North keeps 1
    expect(val(T, '0,0,0,0,0,0/0,0,0,0,0,1 N')).to.equal(-1); // same as the first, North to move
  });

  it('has no table for grand-slam-wins (the search decides those endgames)', () => {
    expect(egBuildStep(5, Infinity)).to.equal(true);
    expect(egLayers(5)).to.deep.equal([null, -1]);
    expect(egTable(5)).to.equal(null);
  });

  // every position of ≤ EXHAUSTIVE seeds (≤ 8 with OWARE_FULL=1: 125,970 with South to move;
  // North's are the same by symmetry), in every variant a table serves
  for (const v of [0, 1, 2, 3, 4]) {
    it(`agrees with a plain exhaustive search on every position of ≤ ${EXHAUSTIVE} seeds (${VARIANTS[v]})`, () => {
      const T = buildUpTo(v, EXHAUSTIVE);
      const solve = plainSolver(v);
      const s = new Int32Array(16);
      let checked = 0;
      const visit = (pit: number, left: number): void => {
        if (pit === 11) {
          s[11] = left;
          let seeds = 0;
          for (let i = 0; i < 12; i++) seeds += s[i];
          s[15] = seeds;
          const want = solve(s);
          if (egProbe(T, s, seeds) !== want) expect(egProbe(T, s, seeds), s.join(',')).to.equal(want);
          checked++;
          return;
        }
        for (let a = 0; a <= left; a++) {
          s[pit] = a;
          visit(pit + 1, left - a);
        }
        s[pit] = 0;
      };
      for (let n = 0; n <= EXHAUSTIVE; n++) visit(0, n);
      expect(checked).to.equal(POSITIONS_UP_TO[EXHAUSTIVE]);
    });
  }

  it('the top level plays the table: a forced result within 10 seeds', () => {
    // 8 seeds on the board; whatever the table says, the score is a forced result
    const p = '1,0,2,0,1,0/0,2,0,1,0,1 S 20-20';
    const r = search(p, { level: TOP_LEVEL, maxDepth: 2 });
    expect(legal(p)).to.include(r.move);
    expect(Math.abs(r.score) > WIN - 200 || r.score === 0).to.equal(true);
    const s = st(p);
    // the chosen move is optimal by the table: no other move does better
    const T = egTable(0)!;
    const value = (m: number): number => {
      const c = new Int32Array(16);
      copyState(s, c);
      const cap = makeMove(c, m, 0) & 0xffff;
      let n = 0;
      for (let i = 0; i < 12; i++) n += c[i];
      return cap - egProbe(T, c, n);
    };
    const best = Math.max(...legal(p).map(value));
    expect(Math.sign(value(r.move) + 0)).to.equal(Math.sign(best));
  });
});
