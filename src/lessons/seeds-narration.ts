/**
 * The sentence of each seed-by-seed step ({@link seedSteps}) in the narrator's language: the seeds
 * picked up, each drop with the pit's new count, the skipped origin, why the last seed captures or
 * not, each capture backwards and where the chain stops, a grand slam, the end of the game.
 */
import type { MoveRecord, Side } from '../engine/index.js';
import { format, seeds } from '../i18n/index.js';
import { SEED_STRINGS } from '../i18n/seeds.js';
import type { SeedStep } from '../steps/seeds.js';
import type { Narrator } from './narration.js';

const OTHER: Record<Side, Side> = { south: 'north', north: 'south' };

/** The sentence of `steps[i]`, a step of `record`'s move. */
export function seedSentence(n: Narrator, record: MoveRecord, steps: readonly SeedStep[], i: number): string {
  // The board's table has them (the part is registered by the stepper, with a page's overrides);
  // a narrator made before that falls back to the tables themselves.
  const t = { ...SEED_STRINGS.en, ...SEED_STRINGS[n.lang], ...n.strings.seeds };
  const step = steps[i];
  const say = (template: string, pit: number | null, count = 0) =>
    format(template, {
      side: n.side(record.player),
      opp: n.side(OTHER[record.player]),
      pit: pit === null ? '' : n.pit(pit),
      seeds: seeds(n.strings, count),
      i: step.drop,
      total: step.total,
    });
  const pit = step.pit!;
  const out: string[] = [];
  if (step.kind === 'pick-up') out.push(say(t.pickUp, pit, step.seeds));
  else if (step.kind === 'skip') out.push(say(t.skip, pit));
  else if (step.kind === 'grand-slam') out.push(n.grandSlam(record));
  else if (step.kind === 'drop') {
    const count = step.pits[pit];
    const last = step.drop === step.total;
    out.push(say(last ? t.dropLast : t.drop, pit, count));
    if (last && !record.captured.length && !record.grandSlam)
      out.push(pit < 6 === (record.player === 'south') ? say(t.noCaptureOwn, pit) : say(t.noCaptureCount, pit, count));
  } else if (step.kind === 'capture') {
    out.push(say(steps[i - 1]?.kind === 'capture' ? t.captureNext : t.captureFirst, pit, step.seeds));
    // Where the chain stops (after a grand slam the variant's sentence has said what is spared).
    if (steps[i + 1]?.kind !== 'capture' && !record.grandSlam) {
      const prev = pit - 1;
      out.push(
        prev < (record.player === 'south' ? 6 : 0) ? say(t.stopRowEnd, null) : say(t.stop, prev, step.pits[prev]),
      );
    }
  }
  if (i === steps.length - 1 && record.result) out.push(...n.resultSentences(record.result, OTHER[record.player]));
  return n.join(out);
}
