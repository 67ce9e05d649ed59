/**
 * The seed-by-seed walk's logic in one place: the steps of a move and their sentences (with the
 * sentences' strings registered).
 */
export { seedSteps } from '../steps/seeds.js';
export { seedSentence } from './seeds-narration.js';
