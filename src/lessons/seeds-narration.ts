/**
 * The sentence of each seed-by-seed step ({@link seedSteps}) in the narrator's language: the seeds
 * picked up, each drop with the pit's new count, the skipped origin, why the last seed captures or
 * not, each capture backwards and where the chain stops, a grand slam, the end of the game.
 */
import type { MoveRecord, Side } from '../engine/index.js';
import { fill, type Template } from '../i18n/index.js';
import type { SeedStep } from '../steps/seeds.js';
import type { Narrator } from './narration.js';
import './seeds-strings.js';

const OTHER: Record<Side, Side> = { south: 'north', north: 'south' };

/** The sentence of `steps[i]`, a step of `record`'s move. */
export function seedSentence(n: Narrator, record: MoveRecord, steps: readonly SeedStep[], i: number): string {
  const t = n.strings.seeds;
  const step = steps[i];
  const side = n.side(record.player);
  const opp = n.side(OTHER[record.player]);
  const say = (template: Template, params: Record<string, string | number>, count?: number) =>
    fill(template, { side, opp, ...params }, n.strings.narration.locale, count);
  const pit = step.pit === null ? '' : n.pit(step.pit);
  const out: string[] = [];
  switch (step.kind) {
    case 'pick-up':
      out.push(say(t.pickUp, { n: step.seeds, pit }));
      break;
    case 'drop': {
      const count = step.pits[step.pit!];
      const last = step.drop === step.total;
      out.push(say(last ? t.dropLast : t.drop, { i: step.drop, total: step.total, pit, count }, count));
      if (last && !record.captured.length && !record.grandSlam) {
        const own = step.pit! < 6 === (record.player === 'south');
        if (own) out.push(say(t.noCaptureOwn, {}));
        else out.push(say(t.noCaptureCount, { count }, count));
      }
      break;
    }
    case 'skip':
      out.push(say(t.skip, { pit }));
      break;
    case 'grand-slam':
      out.push(n.grandSlam(record));
      break;
    case 'capture': {
      const first = steps[i - 1]?.kind !== 'capture';
      if (record.grandSlam) out.push(say(t.captureOne, { n: step.seeds, pit }, step.seeds));
      else {
        out.push(say(first ? t.captureFirst : t.captureNext, { n: step.seeds, pit }, step.seeds));
        if (steps[i + 1]?.kind !== 'capture') {
          // Where the chain stops: the end of the opponent's row, or a pit before holding another number.
          const prev = step.pit! - 1;
          const rowStart = record.player === 'south' ? 6 : 0;
          if (prev < rowStart) out.push(say(t.stopRowEnd, {}));
          else out.push(say(t.stop, { pit: n.pit(prev), count: step.pits[prev] }, step.pits[prev]));
        }
      }
      break;
    }
    case 'sweep':
      break;
  }
  if (i === steps.length - 1 && record.result) out.push(...n.resultSentences(record.result, OTHER[record.player]));
  return n.join(out);
}
