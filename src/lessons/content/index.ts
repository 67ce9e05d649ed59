/** The demo's lesson and puzzle content. */
export { japaneseCaptureLesson, LESSONS, tutorialLesson } from './lessons.js';
export { PUZZLES } from './puzzles.js';
