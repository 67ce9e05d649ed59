/**
 * The match feature as the core knows it: its attribute, its event, the board's `newMatch()` and
 * its loader.
 */
import { defineFeature, text } from '../element/feature-api.js';
import { featuresOf } from '../element/features.js';
import type { OwareMatchOverDetail } from './events.js';

declare module '../element/oware-board.js' {
  interface OwareBoard {
    /** (`match`) Match play: `best-of:5`, `first-to:6`, `first-to:6 lead-by:3`, `in-a-row:3`. */
    match: string | undefined;
    /**
     * (`match`, full build) Start the match over: game 1, no games won, the sides as the page set
     * them. Resolves when shown; without `match` it does nothing.
     */
    newMatch(): Promise<void>;
  }
}
declare module '../element/events.js' {
  interface OwareEventMap {
    'oware-match-over': CustomEvent<OwareMatchOverDetail>;
  }
}

/**
 * The `match` feature.
 * @fires oware-match-over - (`match`, full build) The match is decided: `{ winner, games, score, computer }`.
 * @csspart match - (`match`) The match's score line under the board; the result panel then offers `control next-game` (Next game) or, once the match is decided, `control new-match` (New match).
 */
export const match = defineFeature({
  name: 'match',
  attributes: { match: text('match') },
  load: () => import('./register.js').then((m) => m.registerMatch()),
  members: {
    async newMatch(this: HTMLElement & { updateComplete: Promise<boolean> }): Promise<void> {
      await featuresOf.get(this)?._command('newMatch');
      await this.updateComplete;
    },
  },
});
