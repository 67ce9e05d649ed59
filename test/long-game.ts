/**
 * A long legal game for the tests and benchmarks of big records: `plies` moves that never capture
 * (so the game runs on; a dead end is taken back a few moves), chosen by a fixed linear congruential
 * generator from `seed`, so each caller gets the same game every run. Shared by
 * test/record-element.test.ts, test/unit/record-limits.test.ts, test/node/cli.test.mjs and
 * bench/records.bench.mjs.
 */
import { Game } from '../src/engine/index.js';

export function longGame(plies: number, seed = 1): Game {
  let a = seed;
  const rnd = () => {
    a = (Math.imul(a, 1103515245) + 12345) & 0x7fffffff;
    return a / 0x7fffffff;
  };
  const g = new Game();
  while (g.ply < plies) {
    const quiet = g.legalMoves().filter((p) => {
      const r = g.play(p);
      g.undo();
      return r.capturedSeeds === 0 && !r.result;
    });
    if (quiet.length) g.play(quiet[Math.floor(rnd() * quiet.length)]);
    else for (let k = 1 + Math.floor(rnd() * 30); k > 0; k--) g.undo();
  }
  return g;
}
