/** What an animation is: a timeline of frames (the runner plays them, timelines.ts makes them). */
import type { Flyer } from '../diagram/view-model.js';

/** The board at one moment of an animation. */
export interface Frame {
  pits: number[];
  score: [number, number];
  flyers: Flyer[];
}

/** A finite animation: total duration in ms and the frame at any time. */
export interface Timeline {
  duration: number;
  frameAt(t: number): Frame;
}
