/**
 * The analysis feature as the core knows it: its attribute, its events and its loader.
 */
import { defineFeature, flag } from '../element/feature-api.js';
import type { OwareAnalysisDetail } from './events.js';

declare module '../element/oware-board.js' {
  interface OwareBoard {
    /**
     * (`analysis`) Each legal move's value as a badge on its pit: the seed balance it leads to under
     * best play within a fixed horizon, against the best move (the best shows `=` or its gain, a
     * worse move what it loses against it), or `wins` / `loses` / `draws` when exact; in review, the
     * values of the step on show; fires `oware-analysis`.
     */
    analysis: boolean;
  }
}
declare module '../element/events.js' {
  interface OwareEventMap {
    'oware-analysis': CustomEvent<OwareAnalysisDetail>;
  }
}

/**
 * The `analysis` feature.
 * @fires oware-analysis - (`analysis`, full build) Every legal move valued: `{ position, moves: [{ pit, letter, score, outcome }] }`.
 * @csspart analysis - (`analysis`) A move's value badge on its pit, with `win`, `loss`, `draw`, `plus`, `minus` or `even`.
 */
export const analysis = defineFeature({
  name: 'analysis',
  attributes: { analysis: flag('analysis') },
  load: () => import('./register.js').then((m) => m.registerAnalysis()),
});
