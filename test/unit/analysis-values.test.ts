import type { AiRequest } from '../../src/ai/client.js';
import { search, TOP_LEVEL } from '../../src/ai/index.js';
import { relative, valueMoves } from '../../src/analysis/values.js';
import { Game } from '../../src/engine/index.js';
import { expect } from '../expect.js';

/** The AI client's contract, served by the synchronous search (the worker runs the same code). */
const sync = (request: AiRequest) => {
  const { position, ...options } = request;
  return Promise.resolve(search(position as Game, options));
};
const never = () => false;
const MID = '3,5,0,6,1,2/5,4,0,7,1,3 S 5-6';

describe('analysis values', () => {
  it('are the same for the same position however warm the search was (no clock, a fixed budget)', async () => {
    for (const position of ['start', MID]) {
      const first = await valueMoves(new Game({ position }), sync, never);
      // other searches in between (time-limited, unseeded) leave the transposition table warm
      search('start', { level: TOP_LEVEL, timeMs: 30 });
      search(MID, { level: 3, timeMs: 20 });
      const again = await valueMoves(new Game({ position }), sync, never);
      expect(again, position).to.deep.equal(first);
      expect(first!.every((v) => Number.isInteger(v.score) && v.outcome === null)).to.equal(true);
    }
  });

  it('are seed balances the engine reaches by the end of the expected line: whole seeds the board can give', async () => {
    const game = new Game({ position: 'start' });
    const values = (await valueMoves(game, sync, never))!;
    // at the start nothing is captured for a while: every line ends within a few seeds of even
    for (const v of values) expect(Math.abs(v.score!)).to.be.below(8);
  });

  it('read against the best move: the best shows its gain (or 0), a worse one what it loses against it', () => {
    const vs = [
      { pit: 0, letter: 'A', score: 2, outcome: null },
      { pit: 1, letter: 'B', score: -1, outcome: null },
      { pit: 2, letter: 'C', score: 2, outcome: null },
      { pit: 3, letter: 'D', score: null, outcome: 'win' as const },
    ];
    expect(vs.map((v) => relative(v, vs))).to.deep.equal([
      { best: true, n: 2 },
      { best: false, n: -3 },
      { best: true, n: 2 },
      null,
    ]);
    const behind = [
      { pit: 0, letter: 'A', score: -2, outcome: null },
      { pit: 1, letter: 'B', score: -5, outcome: null },
    ];
    // the best of two losing moves reads `=` (it gains nothing), the other what it loses against it
    expect(behind.map((v) => relative(v, behind))).to.deep.equal([
      { best: true, n: 0 },
      { best: false, n: -3 },
    ]);
  });
});
