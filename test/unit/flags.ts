// Switches of the Node tests (test/unit/), read from the environment.

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

/**
 * OWARE_FULL=1: the heavy exhaustive checks at their full size (the endgame tables against a plain
 * search on every position of ≤ 8 seeds, in ai.test.ts); by default they run at a size that takes
 * seconds. `OWARE_FULL=1 npm test` or `OWARE_FULL=1 npm run test:file -- test/unit/ai.test.ts`.
 */
export const FULL = env.OWARE_FULL === '1';
