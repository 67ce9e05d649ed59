// Property tests: conservation, no negative counts, every random game ends, round-trips.

import fc from 'fast-check';
import { formatPosition, Game, parsePosition, VARIANTS } from '../../src/engine/index.js';
import { expect } from '../expect.js';

const pitsArb = fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 12, maxLength: 12 });
const positionArb = fc
  .record({
    pits: pitsArb,
    turn: fc.constantFrom('south', 'north'),
    a: fc.integer({ min: 0, max: 20 }),
    b: fc.integer({ min: 0, max: 20 }),
  })
  .map(({ pits, turn, a, b }) => formatPosition({ pits, turn: turn as 'south' | 'north', score: [a, b] }));

function total(g: Game): number {
  return g.pits.reduce((x, y) => x + y, 0) + g.score[0] + g.score[1];
}

describe('engine: properties', () => {
  it('formatPosition(parsePosition(s)) round-trips', () => {
    fc.assert(
      fc.property(positionArb, (s) => {
        expect(formatPosition(parsePosition(s))).to.equal(s);
        expect(new Game({ position: s }).position).to.equal(s);
      }),
      { numRuns: 500 },
    );
  });

  it('random games conserve seeds, never go negative and always end (every variant)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VARIANTS),
        fc.array(fc.nat(), { minLength: 400, maxLength: 400 }),
        fc.option(positionArb, { nil: undefined }),
        (variant, choices, position) => {
          const g = new Game({ variant, position });
          const start = total(g);
          let i = 0;
          while (!g.result) {
            const moves = g.legalMoves();
            expect(moves.length).to.be.greaterThan(0);
            const r = g.play(moves[choices[i % choices.length] % moves.length]);
            i++;
            expect(total(g)).to.equal(start);
            expect(g.pits.every((n) => n >= 0)).to.equal(true);
            expect(r.sown.length).to.equal(parsePosition(r.before).pits[r.pit]);
            expect(i).to.be.lessThan(5000);
          }
          expect(g.result.score[0] + g.result.score[1]).to.be.at.most(start);
          // Undo all the way back restores the start.
          const first = g.history[0]?.before;
          while (g.undo());
          if (first) expect(g.position).to.equal(first);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('legal moves are own non-empty pits, and each one plays', () => {
    fc.assert(
      fc.property(positionArb, fc.constantFrom(...VARIANTS), (s, variant) => {
        const g = new Game({ position: s, variant });
        if (g.result) return;
        const own = g.turn === 'south' ? [0, 1, 2, 3, 4, 5] : [6, 7, 8, 9, 10, 11];
        for (const m of g.legalMoves()) {
          expect(own).to.include(m);
          expect(g.pits[m]).to.be.greaterThan(0);
          g.play(m);
          g.undo();
          expect(g.position).to.equal(s);
        }
        for (const p of own) if (!g.legalMoves().includes(p)) expect(g.checkMove(p)).to.not.equal(null);
      }),
      { numRuns: 300 },
    );
  });
});
