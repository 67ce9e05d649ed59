/**
 * Seed by seed: one move as the list of small steps a learner follows — the seeds picked up, each
 * drop, the origin skipped on a lap, each capture taken backwards from the last pit, a grand slam,
 * the end-of-game sweep — each with the board as it is after that step. Pure (engine only): built
 * from the engine's {@link MoveRecord}, never by re-implementing the rules.
 *
 * ```ts
 * const steps = seedSteps(new Game().play('C'));
 * steps.map((s) => s.kind);   // ['pick-up', 'drop', 'drop', 'drop', 'drop']
 * steps[4].pits;              // the position after the move
 * ```
 */
import { type MoveRecord, parsePosition } from '../engine/index.js';

/** What happens in one step. */
export type SeedStepKind =
  /** The seeds are lifted from the origin pit. */
  | 'pick-up'
  /** One seed is dropped into the next pit. */
  | 'drop'
  /** On a lap (12 or more seeds) the origin pit is passed over. */
  | 'skip'
  /** The seeds of one pit are captured (from the last pit backwards). */
  | 'capture'
  /** The move is a grand slam (what the variant does with it follows in the capture steps). */
  | 'grand-slam'
  /** The game ended with this move and the seeds left on the board went to a store. */
  | 'sweep';

/** One step of a move, and the board after it. */
export interface SeedStep {
  kind: SeedStepKind;
  /** Its place in the list, 0-based. */
  index: number;
  /**
   * The pit the step is about: the origin (`pick-up`, `skip`), the pit sown into (`drop`), the pit
   * taken (`capture`), the last pit sown (`grand-slam`); `null` for `sweep`.
   */
  pit: number | null;
  /** Seeds moved: picked up, 1 dropped, captured, swept; 0 for `skip` and `grand-slam`. */
  seeds: number;
  /** Seeds still in hand after the step. */
  hand: number;
  /** For a drop: which seed (1-based) of how many; otherwise 0 and the move's seed count. */
  drop: number;
  total: number;
  /** Seeds in pits 0–11 after the step. */
  pits: number[];
  /** Captured seeds `[south, north]` after the step. */
  score: [number, number];
  /** For `sweep`: the pits emptied. */
  swept: number[];
}

/**
 * The steps of a move, from its engine record: `pick-up`, then a `drop` per sown pit (a `skip`
 * before the drop that passes the origin on a lap), a `grand-slam` step when the move is one, a
 * `capture` per captured pit in the order taken, and a `sweep` when the game ended with seeds left
 * on the board. The last step's `pits` and `score` are the record's `after` position.
 */
export function seedSteps(record: MoveRecord): SeedStep[] {
  const before = parsePosition(record.before);
  const pits = before.pits.slice();
  const score: [number, number] = [before.score[0], before.score[1]];
  const mover = record.player === 'south' ? 0 : 1;
  const total = record.sown.length;
  const steps: SeedStep[] = [];
  let hand = 0;
  const push = (kind: SeedStepKind, pit: number | null, seeds: number, drop = 0, swept: number[] = []) =>
    steps.push({
      kind,
      index: steps.length,
      pit,
      seeds,
      hand,
      drop,
      total,
      pits: pits.slice(),
      score: [score[0], score[1]],
      swept,
    });

  hand = pits[record.pit];
  pits[record.pit] = 0;
  push('pick-up', record.pit, hand);
  record.sown.forEach((pit, i) => {
    const prev = i ? record.sown[i - 1] : record.pit;
    if ((prev + 1) % 12 !== pit) push('skip', record.pit, 0);
    pits[pit]++;
    hand--;
    push('drop', pit, 1, i + 1);
  });
  if (record.grandSlam) push('grand-slam', record.sown[total - 1] ?? null, 0);
  for (const pit of record.captured) {
    const n = pits[pit];
    pits[pit] = 0;
    score[mover] += n;
    push('capture', pit, n);
  }
  if (record.swept.length) {
    // Under `grand-slam-to-opponent` the mover's seeds go to the opponent; otherwise each side keeps its own.
    const slam = record.result?.reason === 'grand-slam';
    let n = 0;
    for (const pit of record.swept) {
      n += pits[pit];
      score[slam ? 1 - mover : pit < 6 ? 0 : 1] += pits[pit];
      pits[pit] = 0;
    }
    push('sweep', null, n, 0, record.swept.slice());
  }
  return steps;
}
