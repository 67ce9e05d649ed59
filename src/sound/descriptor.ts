/**
 * The sound feature as the core knows it: its attribute and its loader (the feature itself,
 * feature.ts, comes with its chunk on first use).
 */
import { defineFeature } from '../element/feature-api.js';

declare module '../element/oware-board.js' {
  interface OwareBoard {
    /** (`sound`) A soft click per seed dropped and a capture sound (Web Audio, after a user gesture); `always`: also under `prefers-reduced-motion`. */
    sound: boolean | 'always';
  }
}

/**
 * The `sound` feature.
 */
export const sound = defineFeature({
  name: 'sound',
  attributes: {
    sound: {
      property: { converter: { fromAttribute: (v: string | null) => (v === null ? false : v === '' ? true : v) } },
      fallback: false,
      valid: (v) => typeof v === 'boolean' || v === 'always',
      hint: "sound is a boolean, or 'always' to sound under prefers-reduced-motion too",
    },
  },
  load: () => import('./register.js').then((m) => m.registerSound()),
});
