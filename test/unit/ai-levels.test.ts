import {
  ANALYSIS_PLAN,
  DEFAULT_LEVEL,
  EG_MAX,
  EVAL_W,
  egBackground,
  egLayers,
  evaluate,
  LEVELS,
  planOf,
  search,
  TOP_LEVEL,
  TUNE,
  usesTables,
} from '../../src/ai/index.js';
import { stateFromPosition } from '../../src/engine/game.js';
import { Game } from '../../src/engine/index.js';
import { parsePosition } from '../../src/engine/notation.js';
import { expect } from '../expect.js';

/** A beginner: the move that captures the most, else the first legal move in a seeded shuffle. */
function greedy(game: Game, rnd: () => number): number {
  const moves = game.legalMoves();
  let best: number[] = [];
  let most = 0;
  const me = game.turn === 'south' ? 0 : 1;
  for (const m of moves) {
    const g = game.clone();
    g.play(m);
    const got = g.score[me] - game.score[me];
    if (got > most) {
      most = got;
      best = [m];
    } else if (got === most && got > 0) best.push(m);
  }
  const pool = most > 0 ? best : moves;
  return pool[Math.floor(rnd() * pool.length)];
}

type Player = (game: Game, ply: number) => number;
const level =
  (l: 1 | 2 | 3 | 4, seed: number): Player =>
  (game, ply) =>
    search(game, { level: l, seed: seed * 1000 + ply }).move;

/** Games from random two-ply openings, each played with both colours; A's points (1 a win, ½ a draw). */
function match(a: (g: number) => Player, b: (g: number) => Player, pairs: number): number {
  let points = 0;
  let r = 7;
  const rnd = (): number => (r = (Math.imul(r, 1103515245) + 12345) >>> 0) / 4294967296;
  for (let g = 0; g < pairs; g++) {
    const opening = new Game();
    for (let i = 0; i < 2; i++) opening.play(opening.legalMoves()[Math.floor(rnd() * 6)] ?? opening.legalMoves()[0]);
    for (const aSouth of [true, false]) {
      const game = opening.clone();
      const pa = a(g);
      const pb = b(g);
      for (let ply = 0; !game.result && ply < 300; ply++)
        game.play((game.turn === 'south') === aSouth ? pa(game, ply) : pb(game, ply));
      const [s, n] = game.result?.score ?? game.score;
      const d = aSouth ? s - n : n - s;
      points += d > 0 ? 1 : d === 0 ? 0.5 : 0;
    }
  }
  return points;
}

describe('ai: levels', () => {
  it('has ten levels: mistakes falling with the level, the full search with the endgame tables from 7 up', () => {
    expect(LEVELS.length).to.equal(TOP_LEVEL);
    expect(TOP_LEVEL).to.equal(10);
    expect(LEVELS.map((l) => l.egdb)).to.deep.equal([false, false, false, false, false, false, true, true, true, true]);
    // slips from level 2 to 6, falling; none from 7 up; noise only at level 1
    const slips = LEVELS.map((l) => l.slip);
    expect(slips[0]).to.equal(0);
    for (let i = 2; i < 6; i++) expect(slips[i], `level ${i + 1}`).to.be.lessThan(slips[i - 1]);
    expect(slips.slice(6)).to.deep.equal([0, 0, 0, 0]);
    expect(LEVELS.slice(1).every((l) => l.noise === 0)).to.equal(true);
    for (let i = 1; i < LEVELS.length; i++) {
      const [lo, hi] = [LEVELS[i - 1], LEVELS[i]];
      // each level looks deeper, or (the full searches) spends more nodes
      expect(hi.depth > lo.depth || hi.nodes > lo.nodes, `level ${i + 1}`).to.equal(true);
    }
    expect(EVAL_W.length).to.equal(16);
  });

  it('every level is deterministic with a seed, through a whole game', () => {
    for (const l of [1, 2, 3, 4, 5, 6] as const) {
      const play = (): string => {
        const g = new Game();
        for (let ply = 0; !g.result && ply < 200; ply++) g.play(search(g, { level: l, seed: ply }).move);
        return g.moveList();
      };
      expect(play(), `level ${l}`).to.equal(play());
    }
  });

  it('level 1 can be beaten by a beginner who captures when it can, and beats it more often than not', () => {
    let r = 3;
    const rnd = (): number => (r = (Math.imul(r, 1103515245) + 12345) >>> 0) / 4294967296;
    const beginner = (): Player => (game) => greedy(game, rnd);
    const points = match((g) => level(1, g), beginner, 15); // 30 games
    expect(points).to.be.lessThan(30); // the beginner wins or draws some
    expect(points).to.be.greaterThan(12);
  });

  it('levels 2 to 6 slip as a person does: a capture of 2 that lets 3 be taken back; less often up the ladder, never from 7', () => {
    // South's C takes 2 from a, and North's answer then takes 3; F is the move a deeper look prefers
    const p = '10,2,8,1,0,2/0,1,9,3,1,4 S 4-3';
    const g = new Game({ position: p });
    expect(g.clone().play(2).capturedSeeds).to.equal(2);
    const after = g.clone();
    after.play(2);
    expect(Math.max(...after.legalMoves().map((m) => after.clone().play(m).capturedSeeds))).to.equal(3);
    const slips = (level: 2 | 3 | 4 | 5 | 6 | 7, seeds = 100): number => {
      let n = 0;
      for (let seed = 0; seed < seeds; seed++) if (search(p, { level, seed }).move === 2) n++;
      return n;
    };
    const [two, three, four] = [slips(2), slips(3), slips(4)];
    expect(four).to.be.greaterThan(0);
    expect(three).to.be.greaterThan(four);
    expect(two).to.be.greaterThan(three);
    expect(two).to.be.lessThan(50); // a slip, not a habit
    expect(slips(6, 200)).to.be.greaterThan(0); // level 6 still slips now and then
    expect(slips(7, 5)).to.equal(0); // the full search never does (and has no noise)
  });

  it('a search takes a plan of its own instead of a level (the analysis plan: full width, no slips)', () => {
    const p = '10,2,8,1,0,2/0,1,9,3,1,4 S 4-3'; // C takes 2 and lets 3 be taken back (the test above)
    for (let seed = 0; seed < 30; seed++) expect(search(p, { plan: ANALYSIS_PLAN, seed }).move).to.not.equal(2);
    // the plan wins over the level; the default level is 5
    expect(planOf({ level: 2, plan: ANALYSIS_PLAN })).to.equal(ANALYSIS_PLAN);
    expect(planOf({})).to.equal(LEVELS[DEFAULT_LEVEL - 1]);
    expect(DEFAULT_LEVEL).to.equal(5);
    expect(usesTables({ plan: ANALYSIS_PLAN })).to.equal(false);
    expect(([6, 7, TOP_LEVEL] as const).map((level) => usesTables({ level }))).to.deep.equal([false, true, true]);
    expect(() => search(p, { level: 11 as 1 })).to.throw(RangeError, /1–10/);
  });

  it('the full search values its leaves to a grain of a quarter seed; the levels below do not', () => {
    const positions = ['start', '5,0,2,6,1,0/2,2,7,0,1,3 S 10-9', '0,3,7,1,0,9/3,1,0,6,2,5 S 6-5'];
    const top = positions.map((p) => search(p, { level: TOP_LEVEL, seed: 1, maxDepth: 8 }).score);
    expect(TUNE[2]).to.equal(25);
    expect(top.every((s) => s % 25 === 0)).to.equal(true);
    // without the grain the same searches give values off the quarter seeds
    const before = TUNE[2];
    TUNE[2] = 1;
    try {
      const fine = positions.map((p) => search(p, { level: TOP_LEVEL, seed: 1, maxDepth: 8 }).score);
      expect(fine.some((s) => s % 25 !== 0)).to.equal(true);
    } finally {
      TUNE[2] = before;
    }
    const clean = positions.map((p) => search(p, { plan: ANALYSIS_PLAN, seed: 1, maxDepth: 8 }).score);
    expect(clean.some((s) => s % 25 !== 0)).to.equal(true);
  });

  it('the evaluation reads its weights as they are now, in evaluate() and in a search', () => {
    const state = stateFromPosition(parsePosition('0,13,2,1,6,0/3,0,5,9,1,2 S 4-2'));
    // the documented formula, pit by pit (docs/ai.md), from the side to move's view
    const worth = (a: number, i: number): number =>
      a * EVAL_W[0] + EVAL_W[Math.min(a, 12) + 3] + (a >= 12 ? i * EVAL_W[1] : 0) + (a > 5 - i ? EVAL_W[2] : 0);
    const byHand = (t = state): number => {
      const lo = t[14] * 6;
      let e = (t[12 + t[14]] - t[13 - t[14]]) * 100;
      for (let i = 0; i < 6; i++) e += worth(t[lo + i], i) - worth(t[6 - lo + i], i);
      return e;
    };
    expect(evaluate(state)).to.equal(byHand());
    const leafScore = (): number =>
      search('0,13,2,1,6,0/3,0,5,9,1,2 S 4-2', { plan: ANALYSIS_PLAN, seed: 1, maxDepth: 1 }).score;
    const before = [...EVAL_W];
    const was = leafScore();
    try {
      EVAL_W[0] += 37; // a seed at home is worth more: the South-heavy position scores otherwise
      expect(evaluate(state)).to.equal(byHand());
      expect(leafScore()).to.not.equal(was);
    } finally {
      EVAL_W.set(before);
    }
    expect(leafScore()).to.equal(was);
    // a made-up position may hold far more than 48 seeds in a pit (up to 1000 in all)
    for (const big of ['0,0,0,0,0,90/1,0,0,0,0,0 N 0-0', '2,1,0,0,0,0/0,0,0,0,0,400 S 3-1']) {
      const t = stateFromPosition(parsePosition(big));
      expect(evaluate(t), big).to.equal(byHand(t));
      expect(Number.isFinite(search(big, { level: TOP_LEVEL, seed: 1, maxDepth: 4 }).score), big).to.equal(true);
    }
  });

  it('level 2 beats level 1 clearly', () => {
    expect(
      match(
        (g) => level(2, g),
        (g) => level(1, g),
        20,
      ),
    ).to.be.greaterThan(26); // of 40: two in three at least (the ladder bench: 77.5 % over 100)
  });

  it('level 3 beats level 2 clearly', () => {
    expect(
      match(
        (g) => level(3, g),
        (g) => level(2, g),
        5,
      ),
    ).to.be.greaterThan(7); // of 10
  });
});

describe('ai: endgame table in the background', () => {
  it('builds smallest layer first, each usable at once, while searches go on', async () => {
    const v = 3; // grand-slam-spare-last: no other test of this page builds it
    expect(egLayers(v)[1]).to.equal(-1);
    egBackground(v);
    let seen = -1;
    const game = new Game({ position: '1,0,2,0,1,0/0,2,0,1,0,1 S 20-20', variant: 'grand-slam-spare-last' });
    for (let i = 0; i < 2000 && egLayers(v)[1] < 6; i++) {
      await new Promise((r) => setTimeout(r, 20));
      const now = egLayers(v)[1];
      expect(now).to.be.at.least(seen); // layers only grow
      seen = now;
      // a top-level search between slices plays a legal move, with the layers built so far
      expect(game.legalMoves()).to.include(search(game, { level: TOP_LEVEL, maxDepth: 3 }).move);
    }
    expect(egLayers(v)[1]).to.be.at.least(6);
    expect(egLayers(v)[1]).to.be.at.most(EG_MAX);
    // 8 seeds on the board: exact once its layer is in
    while (egLayers(v)[1] < 8) await new Promise((r) => setTimeout(r, 20));
    const r = search(game, { level: TOP_LEVEL, maxDepth: 2 });
    expect(Math.abs(r.score) > 29000 || r.score === 0).to.equal(true);
  });
});
