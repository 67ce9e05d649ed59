/**
 * What a seed-by-seed walk loads on its first use (a chunk of its own in the CDN build): the steps
 * of a move and their sentences, with the sentences' strings.
 */
export { seedSteps } from '../steps/seeds.js';
export { seedSentence } from './seeds-narration.js';
