// The static diagrams the SVG bench draws and the size test weighs (bench/svg.bench.mjs,
// test/unit/svg-size.test.ts): the start position and a marked-up diagram (marks, arrows, badges,
// labels, a caption, the `auto` theme).
import type { BoardSVGOptions } from '../src/svg/index.js';

export const START: BoardSVGOptions = {};

export const MARKED: BoardSVGOptions = {
  position: '1,2,0,6,3,3/4,1,2,1,0,3 S 10-12',
  highlight: 'c:capture d:capture F:origin',
  arrows: 'F>c C>a:bad',
  markers: 'e:1 f:★:good',
  labels: 'letters',
  caption: 'South plays F and captures 5.',
  theme: 'auto',
};

/** By name, as the bench prints them. */
export const DIAGRAMS: readonly (readonly [string, BoardSVGOptions])[] = [
  ['start position', START],
  ['marked diagram', MARKED],
];
