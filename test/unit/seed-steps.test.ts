// The seed-by-seed step list (pure): built from the engine's move record, checked against the engine.

import fc from 'fast-check';
import {
  formatPosition,
  Game,
  type MoveRecord,
  parsePosition,
  VARIANTS,
  type VariantName,
} from '../../src/engine/index.js';
import { Narrator } from '../../src/lessons/index.js';
import { seedSentence } from '../../src/lessons/seeds-narration.js';
import { type SeedStep, seedSteps } from '../../src/steps/seeds.js';
import { expect } from '../expect.js';

const play = (position: string, move: string | number, variant: VariantName = 'abapa'): MoveRecord =>
  new Game({ position, variant }).play(move);
const kinds = (steps: SeedStep[]) => steps.map((s) => s.kind);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Every step keeps all seeds (board + stores + hand), and the last step is the engine's position after the move. */
function checkAgainstEngine(record: MoveRecord, steps: SeedStep[]): void {
  const before = parsePosition(record.before);
  const after = parsePosition(record.after);
  const all = sum(before.pits) + before.score[0] + before.score[1];
  for (const s of steps) expect(sum(s.pits) + s.score[0] + s.score[1] + s.hand).to.equal(all);
  const last = steps[steps.length - 1];
  expect(last.pits).to.deep.equal(after.pits);
  expect(last.score).to.deep.equal(after.score);
  // Each drop adds one seed to one pit, the one the engine sowed next; the origin never gets one.
  const drops = steps.filter((s) => s.kind === 'drop');
  expect(drops.map((s) => s.pit)).to.deep.equal(record.sown);
  for (const s of drops) {
    const prev = steps[s.index - 1];
    const diff = s.pits.map((n, k) => n - prev.pits[k]);
    expect(diff.filter((d) => d !== 0)).to.deep.equal([1]);
    expect(diff[s.pit!]).to.equal(1);
    expect(s.pits[record.pit]).to.equal(0);
  }
  // The captures take what the engine says, in its order.
  const caps = steps.filter((s) => s.kind === 'capture');
  expect(caps.map((s) => s.pit)).to.deep.equal(record.captured);
  expect(sum(caps.map((s) => s.seeds))).to.equal(record.capturedSeeds);
}

describe('seedSteps: a move one seed at a time', () => {
  it('C from the start: pick up 4, four drops, the counts of the engine', () => {
    const r = play('start', 'C');
    const steps = seedSteps(r);
    expect(kinds(steps)).to.deep.equal(['pick-up', 'drop', 'drop', 'drop', 'drop']);
    expect(steps[0]).to.include({ pit: 2, seeds: 4, hand: 4 });
    expect(steps[0].pits[2]).to.equal(0);
    expect(steps.slice(1).map((s) => [s.pit, s.drop, s.total, s.hand])).to.deep.equal([
      [3, 1, 4, 3],
      [4, 2, 4, 2],
      [5, 3, 4, 1],
      [6, 4, 4, 0],
    ]);
    expect(steps[2].pits).to.deep.equal([4, 4, 0, 5, 5, 4, 4, 4, 4, 4, 4, 4]);
    checkAgainstEngine(r, steps);
  });

  it('a 12-seed lap skips the origin: 11 drops, the skip, then the 12th drop past it', () => {
    const r = play('12,0,0,0,0,0/1,1,1,1,1,1 S 0-0', 'A');
    const steps = seedSteps(r);
    expect(kinds(steps)).to.deep.equal(['pick-up', ...Array(11).fill('drop'), 'skip', 'drop']);
    const skip = steps[12];
    expect(skip).to.include({ kind: 'skip', pit: 0, seeds: 0, hand: 1 });
    expect(skip.pits).to.deep.equal(steps[11].pits);
    expect(skip.pits[0]).to.equal(0);
    expect(steps[13]).to.include({ pit: 1, drop: 12, total: 12, hand: 0 });
    expect(steps[13].pits).to.deep.equal([0, 2, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2]);
    checkAgainstEngine(r, steps);
  });

  it('23 seeds skip the origin twice', () => {
    const r = play('0,0,23,0,0,0/1,0,0,0,0,0 S 0-0', 'C');
    const steps = seedSteps(r);
    expect(steps.filter((s) => s.kind === 'skip').length).to.equal(2);
    expect(steps.filter((s) => s.kind === 'drop').length).to.equal(23);
    checkAgainstEngine(r, steps);
  });

  it('captures are taken backwards from the last pit, each with the seeds it held (the Japanese example)', () => {
    const r = play('4,3,0,2,6,1/1,3,2,1,2,5 S 9-9', 'E');
    const steps = seedSteps(r);
    const caps = steps.filter((s) => s.kind === 'capture');
    // e (10), then d (9), then c (8); b (4 seeds) and a stay.
    expect(caps.map((s) => [s.pit, s.seeds])).to.deep.equal([
      [10, 3],
      [9, 2],
      [8, 3],
    ]);
    expect(caps.map((s) => s.score[0])).to.deep.equal([12, 14, 17]);
    expect(caps[0].pits[10]).to.equal(0);
    expect(caps[0].pits[9]).to.equal(2); // not yet taken
    checkAgainstEngine(r, steps);
  });

  it('a grand slam under abapa: a grand-slam step and no capture', () => {
    const r = play('2,0,3,1,0,3/1,2,1,0,0,0 S 17-18', 5);
    const steps = seedSteps(r);
    expect(kinds(steps)).to.deep.equal(['pick-up', 'drop', 'drop', 'drop', 'grand-slam']);
    expect(steps[4].pit).to.equal(8);
    checkAgainstEngine(r, steps);
  });

  it('a move that ends the game sweeps the seeds left to their owners', () => {
    const r = play('0,0,0,0,0,1/4,0,0,0,0,0 S 20-18', 'F');
    expect(r.result?.reason).to.equal('no-legal-move');
    const steps = seedSteps(r);
    expect(kinds(steps)).to.deep.equal(['pick-up', 'drop', 'sweep']);
    expect(steps[2]).to.include({ seeds: 5 });
    expect(steps[2].swept).to.deep.equal([6]);
    expect(steps[2].score).to.deep.equal([20, 23]);
    checkAgainstEngine(r, steps);
  });

  it('every move of random games in every variant: the steps agree with the engine', () => {
    const pits = fc.array(fc.integer({ min: 0, max: 14 }), { minLength: 12, maxLength: 12 });
    const start = fc
      .record({ pits, south: fc.boolean() })
      .map(({ pits, south }) => formatPosition({ pits, turn: south ? 'south' : 'north', score: [0, 0] }));
    fc.assert(
      fc.property(
        fc.constantFrom(...VARIANTS),
        fc.option(start, { nil: undefined }),
        fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
        (variant, position, choices) => {
          const g = new Game({ variant, position });
          for (let i = 0; i < choices.length && !g.result; i++) {
            const moves = g.legalMoves();
            if (!moves.length) break;
            const r = g.play(moves[choices[i] % moves.length]);
            const steps = seedSteps(r);
            checkAgainstEngine(r, steps);
            expect(steps.filter((s) => s.kind === 'skip').length).to.equal(Math.floor((r.sown.length - 1) / 11));
            // Every step has a sentence in every language.
            for (const lang of ['en', 'ja'])
              for (const s of steps)
                expect(seedSentence(new Narrator({ lang, variant }), r, steps, s.index)).to.not.equal('');
          }
        },
      ),
      { numRuns: 120 },
    );
  });
});

describe('seed-by-seed sentences', () => {
  const sentences = (lang: string, position: string, move: string, labels: 'letters' | 'numbers' = 'letters') => {
    const r = play(position, move);
    const steps = seedSteps(r);
    const n = new Narrator({ lang, labels });
    return steps.map((_, i) => seedSentence(n, r, steps, i));
  };

  it('narrate each drop with the pit and its new count, in English and German', () => {
    expect(sentences('en', 'start', 'C')).to.deep.equal([
      'South picks up the 4 seeds in pit C.',
      'Seed 1 of 4 goes into pit D, which now holds 5 seeds.',
      'Seed 2 of 4 goes into pit E, which now holds 5 seeds.',
      'Seed 3 of 4 goes into pit F, which now holds 5 seeds.',
      'The last seed goes into pit a, which now holds 5 seeds. It holds 5 seeds, not 2 or 3, so nothing is captured.',
    ]);
    expect(sentences('de', 'start', 'C')[1]).to.equal('Samen 1 von 4 kommt in Mulde D, die jetzt 5 Samen hat.');
  });

  it('narrate the skipped origin and the chain of captures with where it stops', () => {
    const lap = sentences('en', '12,0,0,0,0,0/1,1,1,1,1,1 S 0-0', 'A');
    expect(lap[12]).to.equal('Pit A is skipped: seeds are never sown back into the pit they came from.');
    expect(lap[13]).to.contain('one of South’s own pits');
    const ja = sentences('en', '4,3,0,2,6,1/1,3,2,1,2,5 S 9-9', 'E');
    expect(ja.slice(-3)).to.deep.equal([
      'Pit e now holds 3 seeds, so South captures them.',
      'The pit before it, d, holds 2 seeds: captured too.',
      'The pit before it, c, holds 3 seeds: captured too. The pit before it, b, holds 4 seeds, so the captures stop.',
    ]);
    const fr = sentences('fr', '4,3,0,2,6,1/1,3,2,1,2,5 S 9-9', 'E');
    expect(fr.at(-1)).to.contain('Le trou précédent, b, contient 4 graines, donc les prises s’arrêtent.');
  });

  it('a capture chain that reaches the end of the row says so; the winning move says the result', () => {
    const win = sentences('en', '1,0,2,1,0,2/1,1,3,0,1,1 S 22-13', '5', 'numbers');
    expect(win.at(-1)).to.contain('North’s row ends here, so the captures stop.');
    expect(win.at(-1)).to.contain('South wins');
  });
});
