/** The demo's lesson and puzzle content. */
export { LESSONS, tutorialLesson, japaneseCaptureLesson } from './lessons.js';
export { PUZZLES } from './puzzles.js';
