import { Game, parseMoveList } from '../../src/engine/index.js';
import { japaneseCaptureLesson, LESSONS, PUZZLES, tutorialLesson } from '../../src/lessons/content/index.js';
import {
  buildSequence,
  checkPuzzle,
  explainMoves,
  type GoalContext,
  goodMoves,
  isGoalForced,
  LESSON_LANGS,
  type LessonStep,
  PuzzleSession,
  parseAnnotations,
  parseGoal,
} from '../../src/lessons/index.js';
import { expect } from '../expect.js';

const step = (id: string, lesson = tutorialLesson): LessonStep => lesson.steps.find((s) => s.id === id)!;
const only = (s: LessonStep) => {
  const seq = buildSequence({ position: s.position, moves: s.moves, variant: s.variant });
  expect(seq.errors, s.id).to.deep.equal([]);
  return seq;
};

describe('lessons content: every step is sound', () => {
  for (const lesson of LESSONS) {
    for (const s of lesson.steps) {
      it(`${lesson.id}/${s.id}: position, moves and annotations parse; captions present`, () => {
        const seq = only(s);
        const ann = parseAnnotations({ highlight: s.highlight, arrows: s.arrows, markers: s.markers });
        expect(ann.errors, s.id).to.deep.equal([]);
        for (const lang of ['en', 'de', 'ja'] as const)
          expect(s.caption[lang], `${s.id} ${lang}`).to.be.a('string').and.not.equal('');
        // Annotated origins, sown pits and captures agree with what the engine did.
        const record = seq.records[seq.records.length - 1];
        for (const m of record ? ann.marks : []) {
          if (m.kind === 'origin') expect(record?.pit, `${s.id} origin`).to.equal(m.pit);
          if (m.kind === 'sown') expect(record.sown, `${s.id} sown`).to.include(m.pit);
          if (m.kind === 'capture') expect(record.captured, `${s.id} capture`).to.include(m.pit);
        }
        if (record) {
          const captureMarks = ann.marks.filter((m) => m.kind === 'capture').map((m) => m.pit);
          expect([...record.captured].sort(), `${s.id} every capture is marked`).to.deep.equal(captureMarks.sort());
        }
      });
    }
  }
});

describe('lessons content: the German tutorial\u2019s diagrams', () => {
  it('has the tutorial\u2019s diagrams in order', () => {
    expect(tutorialLesson.steps.map((s) => s.id)).to.deep.equal([
      'start',
      'sowing',
      'capture',
      'grand-slam',
      'must-feed',
      'win',
    ]);
    expect(tutorialLesson.steps.every((s) => s.labels === 'numbers')).to.equal(true);
  });
  it('start board: 4 seeds in every pit, 48 in all, South to move', () => {
    const g = new Game({ position: step('start').position });
    expect(g.pits).to.deep.equal(Array(12).fill(4));
    expect(g.totalSeeds).to.equal(48);
    expect(g.turn).to.equal('south');
  });
  it('sowing: South sows 4 seeds from pit 2 into pits 3, 4, 5 and 6', () => {
    const r = only(step('sowing')).records[0];
    expect(r.player).to.equal('south');
    expect(r.pit).to.equal(2);
    expect(r.sown).to.deep.equal([3, 4, 5, 6]);
    expect(step('sowing').caption.de).to.equal(
      'Hier hat Süd 4 Samen aus Mulde 2 genommen und sie in die Mulden 3, 4, 5 und 6 gesät.',
    );
  });
  it('capture: the last seed lands in pit 9 (now 2), pit 8 has 3, South captures 5 from 9 and 8', () => {
    const s = step('capture');
    const r = only(s).records[0];
    const before = new Game({ position: s.position });
    expect(r.sown[r.sown.length - 1]).to.equal(9);
    expect(before.pits[9] + 1).to.equal(2);
    expect(before.pits[8] + 1).to.equal(3);
    expect(r.captured).to.deep.equal([9, 8]);
    expect(r.capturedSeeds).to.equal(5);
    expect(s.caption.de).to.equal(
      'Hier säte Süd den letzten Samen in Mulde 9 (Gegnergebiet), die nun 2 Samen hat. Mulde 8 hat ebenfalls 3 Samen. Süd fängt 2 + 3 = 5 Samen aus den Mulden 9 und 8.',
    );
  });
  it('grand slam: pit 5 holds three seeds; 6, 7 and 8 would all be captured, so nothing is', () => {
    const s = step('grand-slam');
    const before = new Game({ position: s.position });
    expect(before.pits[5]).to.equal(3);
    const r = only(s).records[0];
    expect(r.sown).to.deep.equal([6, 7, 8]);
    expect(r.grandSlam).to.equal(true);
    expect(r.captured).to.deep.equal([]);
    expect(r.capturedSeeds).to.equal(0);
    const after = new Game({ position: r.after }).pits;
    expect(after.slice(6, 9).every((n) => n === 2 || n === 3)).to.equal(true);
    expect(after.slice(9)).to.deep.equal([0, 0, 0]);
    // Where a grand slam is allowed to capture, exactly 6, 7 and 8 go.
    const g = new Game({ position: s.position, variant: 'grand-slam-to-opponent' });
    expect(g.play(5).captured.sort()).to.deep.equal([6, 7, 8]);
    expect(s.caption.de).to.contain('Der Fang ist verboten.');
  });
  it('must feed: North\u2019s side is empty and South can use pit 3, 4 or 5', () => {
    const s = step('must-feed');
    expect(s.showLegal).to.equal(true);
    const x = explainMoves(s.position);
    expect(x.mustFeed).to.equal(true);
    expect(x.legal).to.deep.equal([3, 4, 5]);
    expect(x.refused.map((r) => r.reason)).to.deep.equal(['must-feed', 'must-feed', 'must-feed']);
    expect(s.caption.de).to.contain('(Mulde 3, 4 oder 5 können alle reichen)');
  });
  it('win: South ends with 26 captured and wins', () => {
    const seq = only(step('win'));
    expect(seq.result).to.deep.equal({ winner: 'south', score: [26, 13], reason: 'majority' });
    expect(step('win').caption.de).to.equal('Hier hat Süd durch geschicktes Spiel 26 Samen gefangen und gewinnt.');
  });
});

describe('lessons content: the Japanese capture example', () => {
  it('sowing from house E, the lower player captures e, d and c, but not b (4 seeds) nor a (not connected)', () => {
    const s = step('capture', japaneseCaptureLesson);
    const r = only(s).records[0];
    expect(r.player).to.equal('south');
    expect(r.letter).to.equal('E');
    expect(r.sown[r.sown.length - 1]).to.equal(10);
    expect(r.captured).to.deep.equal([10, 9, 8]);
    // After sowing: b holds 4 (stops the chain), a holds 2 (capturable on its own, but not connected).
    const before = new Game({ position: s.position }).pits;
    expect(before[7] + 1).to.equal(4);
    expect([2, 3]).to.include(before[6] + 1);
    const after = new Game({ position: r.after }).pits;
    expect(after[7]).to.equal(4);
    expect(after[6]).to.equal(2);
    expect(s.caption.ja).to.contain(
      'ハウスe、d、cのすべての種を取りますが、b（種が4個あるため）とa（取られた他のハウスと隣接していないため）は取りません',
    );
  });
  it('the first step shows the position before the move', () => {
    const s = step('before', japaneseCaptureLesson);
    expect(s.moves).to.equal(undefined);
    expect(s.position).to.equal(step('capture', japaneseCaptureLesson).position);
  });
});

describe('lessons content: puzzles', () => {
  it('at least eight, with unique ids and texts in all five languages', () => {
    expect(PUZZLES.length).to.be.at.least(8);
    expect(new Set(PUZZLES.map((p) => p.id)).size).to.equal(PUZZLES.length);
    for (const p of PUZZLES) {
      for (const lang of LESSON_LANGS) {
        expect(p.title[lang], `${p.id} title ${lang}`).to.be.a('string').and.not.equal('');
        expect(p.description[lang], `${p.id} description ${lang}`).to.be.a('string').and.not.equal('');
      }
    }
  });
  it('are varied: capture, win, grand slam, must-feed, defence, a multi-move line and a scripted line', () => {
    const tags = new Set(PUZZLES.flatMap((p) => p.tags ?? []));
    for (const t of ['capture', 'win', 'grand-slam', 'must-feed', 'defence', 'lap'])
      expect(tags.has(t), t).to.equal(true);
    expect(PUZZLES.some((p) => parseMoveList(p.solution).length >= 5)).to.equal(true);
    expect(PUZZLES.some((p) => !p.goal)).to.equal(true);
  });
  for (const p of PUZZLES) {
    it(`${p.id}: the line is legal, solves the puzzle, and any goal is forced`, () => {
      expect(checkPuzzle(p)).to.deep.equal([]);
      const line = parseMoveList(p.solution);
      const g = new Game({ position: p.position, variant: p.variant });
      const solver = g.turn;
      const { goal } = parseGoal(p.goal);
      if (goal.type !== 'line') {
        const ctx: GoalContext = { goal, solver, base: g.score };
        expect(isGoalForced(g, ctx, line.length), 'forced from the start').to.equal(true);
        // Each of the solver's moves in the line keeps the goal forced; the goal is not reached earlier than planned.
        for (let i = 0; i < line.length; i++) {
          if (g.turn === solver) expect(goodMoves(g, ctx, line.length - i), `move ${i + 1}`).to.include(line[i]);
          g.play(line[i]);
        }
        if (goal.type === 'win') expect(g.result!.winner).to.equal(solver);
        if (goal.type === 'capture')
          expect(g.score[solver === 'south' ? 0 : 1] - ctx.base[solver === 'south' ? 0 : 1]).to.be.at.least(goal.seeds);
      } else {
        // A scripted line: playing it through the session solves it, and every solver move is the only one accepted.
        const s = new PuzzleSession(p);
        while (s.state === 'playing') {
          expect(s.acceptedMoves()).to.deep.equal([line[s.ply]]);
          s.try(line[s.ply]);
        }
        expect(s.state).to.equal('solved');
      }
    });
  }
  it('the first move is unique in every puzzle (a puzzle has one answer)', () => {
    for (const p of PUZZLES) expect(new PuzzleSession(p).acceptedMoves(), p.id).to.have.length(1);
  });
  it('no-grand-slam: D and E really are void grand slams; F captures 3', () => {
    const p = PUZZLES.find((x) => x.id === 'no-grand-slam')!;
    for (const pit of ['D', 'E']) {
      const r = new Game({ position: p.position }).play(pit);
      expect(r.grandSlam, pit).to.equal(true);
      expect(r.capturedSeeds, pit).to.equal(0);
    }
    expect(new Game({ position: p.position }).play('F').capturedSeeds).to.equal(3);
  });
  it('feed-to-win starts with North\u2019s side empty (must feed)', () => {
    const p = PUZZLES.find((x) => x.id === 'feed-to-win')!;
    expect(explainMoves(p.position).mustFeed).to.equal(true);
  });
  it('big-house sows 12 or more seeds', () => {
    const p = PUZZLES.find((x) => x.id === 'big-house')!;
    expect(new Game({ position: p.position }).play(p.solution).sown.length).to.be.at.least(12);
  });
  it('close-the-door: after every other move North has a capture', () => {
    const p = PUZZLES.find((x) => x.id === 'close-the-door')!;
    const g = new Game({ position: p.position });
    for (const m of g.legalMoves().filter((m) => m !== 1)) {
      const c = g.clone();
      c.play(m);
      const captures = c.legalMoves().some((r) => c.clone().play(r).capturedSeeds > 0);
      expect(captures, `after ${m}`).to.equal(true);
    }
  });
  it('lesson positions and puzzles hold 48 seeds (real game positions)', () => {
    for (const l of LESSONS)
      for (const s of l.steps) expect(new Game({ position: s.position }).totalSeeds, s.id).to.equal(48);
    for (const p of PUZZLES) expect(new Game({ position: p.position }).totalSeeds, p.id).to.equal(48);
  });
});
