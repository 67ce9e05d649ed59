import { Game, OwareError } from '../../src/engine/index.js';
import { PUZZLES } from '../../src/lessons/content/index.js';
import {
  bestDefence,
  checkPuzzle,
  formatGoal,
  type GoalContext,
  goodMoves,
  isGoalForced,
  type PuzzleDef,
  PuzzleSession,
  parseGoal,
  pliesToForce,
  searchNodes,
} from '../../src/lessons/index.js';
import { expect } from '../expect.js';

const byId = (id: string): PuzzleDef => PUZZLES.find((p) => p.id === id)!;

describe('lessons: goals', () => {
  it('parses and formats every goal', () => {
    expect(parseGoal('capture:5')).to.deep.equal({ goal: { type: 'capture', seeds: 5 }, error: null });
    expect(parseGoal(' Capture : 12 ').goal).to.deep.equal({ type: 'capture', seeds: 12 });
    expect(parseGoal('win').goal).to.deep.equal({ type: 'win' });
    expect(parseGoal('defend').goal).to.deep.equal({ type: 'defend', seeds: 0 });
    expect(parseGoal('defend:2').goal).to.deep.equal({ type: 'defend', seeds: 2 });
    expect(parseGoal('').goal).to.deep.equal({ type: 'line' });
    expect(parseGoal(null).goal).to.deep.equal({ type: 'line' });
    for (const t of ['capture:5', 'win', 'defend:0', 'line']) expect(formatGoal(parseGoal(t).goal)).to.equal(t);
  });
  it('reports goals it cannot read', () => {
    expect(parseGoal('capture').error).to.contain("goal 'capture' is not understood");
    expect(parseGoal('capture:0').error).to.contain('at least 1 seed');
    expect(parseGoal('mate in 2').error).to.contain('win, capture:N or defend:N');
  });
});

describe('lessons: PuzzleSession, a scripted line', () => {
  // prepare-the-win: "B b E", no goal: the moves must be played exactly.
  const def = byId('prepare-the-win');

  it('a wrong move is played, reported with the expected move, and can be taken back', () => {
    const s = new PuzzleSession(def);
    expect(s.solver).to.equal('south');
    expect(s.goal).to.deep.equal({ type: 'line' });
    const t = s.try('A');
    expect(t.status).to.equal('wrong');
    expect(t.played).to.equal(0);
    expect(t.expected).to.equal(1);
    expect(t.accepted).to.deep.equal([1]);
    expect(s.state).to.equal('failed');
    expect(s.ply).to.equal(1);
    expect(s.mistakes).to.equal(1);
    expect(s.failedDetail(t)).to.deep.equal({
      expected: 1,
      expectedLetter: 'B',
      played: 0,
      playedLetter: 'A',
      accepted: [1],
      ply: 0,
    });
    // While failed, nothing else can be tried.
    expect(s.try('B')).to.deep.include({ status: 'illegal', reason: 'not-your-turn' });
    expect(s.undo()).to.equal(true);
    expect(s.state).to.equal('playing');
    expect(s.position).to.equal(new Game({ position: def.position }).position);
  });

  it('the right moves are answered with the line and solve it; hints count', () => {
    const s = new PuzzleSession(def);
    const t1 = s.try('B');
    expect(t1.status).to.equal('correct');
    expect(t1.scripted).to.equal(true);
    expect(t1.reply).to.equal(7);
    expect(t1.record!.pit).to.equal(1);
    expect(t1.replyRecord!.pit).to.equal(7);
    expect(s.ply).to.equal(2);
    expect(s.remaining).to.equal(1);
    expect(s.stepDetail(t1)).to.deep.equal({
      played: 1,
      letter: 'B',
      reply: 7,
      replyLetter: 'b',
      ply: 2,
      remaining: 1,
      scripted: true,
    });
    expect(s.hint()).to.equal(4);
    expect(s.hints).to.equal(1);
    const t2 = s.try(4);
    expect(t2.status).to.equal('solved');
    expect(t2.reply).to.equal(undefined);
    expect(t2.record!.result!.winner).to.equal('south');
    expect(s.state).to.equal('solved');
    expect(s.solvedDetail()).to.deep.equal({ moves: 'B b E', mistakes: 0, hints: 1, solver: 'south' });
    expect(s.try('A')).to.deep.include({ status: 'illegal', reason: 'not-interactive' });
    expect(s.hint()).to.equal(null);
  });

  it('illegal moves change nothing and are not mistakes', () => {
    const s = new PuzzleSession(def);
    expect(s.try('c')).to.deep.include({ status: 'illegal', reason: 'not-your-pit' });
    expect(s.try('C')).to.deep.include({ status: 'illegal', reason: 'empty-pit' });
    expect(s.try('x')).to.deep.include({ status: 'illegal', reason: 'invalid-move' });
    expect(s.ply).to.equal(0);
    expect(s.mistakes).to.equal(0);
    expect(s.state).to.equal('playing');
  });

  it('undo after a correct step takes back the reply and the move; reset goes to the start', () => {
    const s = new PuzzleSession(def);
    s.try('B');
    expect(s.undo()).to.equal(true);
    expect(s.ply).to.equal(0);
    expect(s.undo()).to.equal(false);
    s.try('A');
    s.reset();
    expect(s.ply).to.equal(0);
    expect(s.state).to.equal('playing');
    expect(s.mistakes).to.equal(1);
    s.reset(true);
    expect(s.mistakes).to.equal(0);
    expect(s.try('B').status).to.equal('correct');
  });

  it('refuses unusable data with clear errors', () => {
    expect(() => new PuzzleSession({ position: 'start', solution: 'C C' })).to.throw(
      OwareError,
      'solution move 2 (C) is illegal',
    );
    expect(() => new PuzzleSession({ position: 'start', solution: '' })).to.throw(OwareError, 'the solution is empty');
    expect(() => new PuzzleSession({ position: 'start', solution: 'C', goal: 'checkmate' })).to.throw(
      OwareError,
      'not understood',
    );
  });
});

describe('lessons: PuzzleSession, goals', () => {
  it('two-step (capture:5): a different move that also works is accepted', () => {
    const s = new PuzzleSession(byId('two-step'));
    expect(s.acceptedMoves()).to.deep.equal([0]);
    const t1 = s.try('A');
    expect(t1).to.deep.include({ status: 'correct', reply: 6, scripted: true });
    // The line continues with E; F captures enough as well.
    expect(s.acceptedMoves()).to.deep.equal([4, 5]);
    const t2 = s.try('F');
    expect(t2.status).to.equal('solved');
    expect(t2.scripted).to.equal(false);
    expect(t2.record!.capturedSeeds).to.be.greaterThan(0);
    expect(s.onScript).to.equal(false);
  });

  it('two-step: a move that cannot force the goal is wrong, with every accepted move listed', () => {
    const s = new PuzzleSession(byId('two-step'));
    const t = s.try('B');
    expect(t.status).to.equal('wrong');
    expect(t.expected).to.equal(0);
    expect(t.accepted).to.deep.equal([0]);
  });

  it('off the script, the opponent answers with a best defence found by search', () => {
    // Capture 5 seeds in 3 plies: B (scripted) and D both force it.
    const pos = '7,7,1,5,1,2/7,0,2,2,7,7 S 0-0';
    const s = new PuzzleSession({ position: pos, solution: 'B d A', goal: 'capture:5' });
    expect(s.acceptedMoves()).to.deep.equal([1, 3]);
    const t = s.try('D');
    expect(t.status).to.equal('correct');
    expect(t.scripted).to.equal(false);
    // The reply is a legal North move after which the goal is still forced, chosen by bestDefence.
    const g = new Game({ position: pos });
    g.play(3);
    const ctx: GoalContext = { goal: { type: 'capture', seeds: 5 }, solver: 'south', base: [0, 0] };
    expect(t.reply).to.equal(bestDefence(g, ctx, 2));
    expect(t.reply).to.be.within(6, 11);
    const finishers = s.acceptedMoves();
    expect(finishers.length).to.be.greaterThan(0);
    const hint = s.hint();
    expect(finishers).to.include(hint!);
    const t2 = s.try(hint!);
    expect(t2.status).to.equal('solved');
    expect(s.current.score[0]).to.be.at.least(5);
  });

  it('a wrong move off the script is judged by the search', () => {
    const s = new PuzzleSession({ position: '7,7,1,5,1,2/7,0,2,2,7,7 S 0-0', solution: 'B d A', goal: 'capture:5' });
    const t = s.try('A');
    expect(t.status).to.equal('wrong');
    expect(t.accepted).to.deep.equal([1, 3]);
    expect(t.expected).to.equal(1);
  });

  it('defend:0 is solved when the line\u2019s plies are over and the opponent captured nothing', () => {
    const s = new PuzzleSession(byId('close-the-door'));
    const t = s.try('B');
    expect(t.status).to.equal('solved');
    expect(t.reply).to.equal(11);
    expect(t.replyRecord!.capturedSeeds).to.equal(0);
    const wrong = new PuzzleSession(byId('close-the-door')).try('A');
    expect(wrong.status).to.equal('wrong');
    expect(wrong.accepted).to.deep.equal([1]);
  });

  it('win: the must-feed puzzle is solved when the game is won', () => {
    const s = new PuzzleSession(byId('feed-to-win'));
    expect(s.try('D').status).to.equal('wrong');
    s.undo();
    expect(s.try('B')).to.deep.include({ status: 'correct', reply: 6 });
    const t = s.try('D');
    expect(t.status).to.equal('solved');
    expect(s.current.result).to.deep.equal({ winner: 'south', score: [26, 7], reason: 'majority' });
  });

  it('checkPuzzle finds goals that are not forced and lines that are illegal', () => {
    expect(checkPuzzle({ ...byId('chain-capture') })).to.deep.equal([]);
    expect(checkPuzzle({ position: byId('chain-capture').position, solution: 'F', goal: 'capture:6' })[0]).to.contain(
      'not forced within 1 plies',
    );
    expect(checkPuzzle({ position: 'start', solution: 'C C' })[0]).to.contain('illegal');
  });
});

describe('lessons: goal search', () => {
  it('agrees with a plain Game-based minimax on every puzzle and a few extra goals', () => {
    // A slow but obvious reference: recursion over Game clones.
    const reference = (g: Game, ctx: GoalContext, plies: number): boolean => {
      const si = ctx.solver === 'south' ? 0 : 1;
      const mine = g.score[si] - ctx.base[si];
      const theirs = g.score[1 - si] - ctx.base[1 - si];
      const goal = ctx.goal;
      if (goal.type === 'capture' && mine >= goal.seeds) return true;
      if (goal.type === 'defend' && theirs > goal.seeds) return false;
      if (g.result) {
        if (goal.type === 'win') return g.result.winner === ctx.solver;
        return goal.type === 'defend';
      }
      if (plies === 0) return goal.type === 'defend';
      const results = g.legalMoves().map((m) => {
        const c = g.clone();
        c.play(m);
        return reference(c, ctx, plies - 1);
      });
      return g.turn === ctx.solver ? results.some(Boolean) : results.every(Boolean);
    };
    const cases: [string, GoalContext['goal'], number][] = [
      ...PUZZLES.filter((p) => p.goal).map((p): [string, GoalContext['goal'], number] => [
        p.position,
        parseGoal(p.goal).goal as GoalContext['goal'],
        p.solution.split(' ').length,
      ]),
      ['start', { type: 'capture', seeds: 2 }, 4],
      ['start', { type: 'defend', seeds: 0 }, 4],
      ['3,2,4,1,5,4/4,3,2,1,3,5 S 5-6', { type: 'capture', seeds: 8 }, 3],
      ['0,1,0,0,0,0/0,0,0,0,0,1 N 23-23', { type: 'win' }, 1],
    ];
    for (const [position, goal, plies] of cases) {
      const g = new Game({ position });
      const ctx: GoalContext = { goal, solver: g.turn, base: g.score };
      for (let d = 0; d <= plies; d++) {
        expect(isGoalForced(g, ctx, d), `${position} ${JSON.stringify(goal)} in ${d}`).to.equal(reference(g, ctx, d));
      }
      const good = goodMoves(g, ctx, plies);
      const refGood = g.legalMoves().filter((m) => {
        const c = g.clone();
        c.play(m);
        return reference(c, ctx, plies - 1);
      });
      expect(good, `${position} good moves`).to.deep.equal(refGood);
    }
  });

  // how fast: `npm run bench -- puzzle` (the goal there: these four in under 2 s)
  it('stays small for 7-ply goals', () => {
    for (const [position, goal] of [
      ['start', { type: 'capture', seeds: 4 }],
      ['start', { type: 'defend', seeds: 0 }],
      ['1,9,4,14,1,4/3,0,6,1,1,4 S 0-0', { type: 'capture', seeds: 9 }],
      ['3,2,4,1,5,4/4,3,2,1,3,5 S 5-6', { type: 'win' }],
    ] as const) {
      const g = new Game({ position });
      const ctx: GoalContext = { goal: goal as GoalContext['goal'], solver: g.turn, base: g.score };
      expect(searchNodes(g, ctx, 7)).to.be.below(50_000);
      goodMoves(g, ctx, 7);
    }
  });

  it('pliesToForce finds the shortest forcing length', () => {
    const p = byId('three-move-plan');
    const g = new Game({ position: p.position });
    const ctx: GoalContext = { goal: { type: 'capture', seeds: 6 }, solver: 'south', base: [0, 0] };
    expect(pliesToForce(g, ctx, 5)).to.equal(5);
    expect(pliesToForce(g, ctx, 4)).to.equal(null);
  });
});
