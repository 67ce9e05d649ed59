/**
 * The space kept under a board for the bars its mode and attributes will have, from its first
 * drawing, before their code has come (docs/element.md#before-the-code-has-loaded): one table for
 * the element's own styles ({@link reservedStyles}) and for the CSS a page gives boards that are not
 * defined yet ({@link notDefinedCSS}), so the two cannot differ. A height is `px` less `pct` % of the
 * board's width (the bars wrap less on a wider board). The lessons' and puzzles' heights are their
 * least heights (a long caption can grow past them); the record viewer's is its height: its move list
 * scrolls inside it (src/record/board/styles.ts), so no record, font or width makes it move the page.
 */
import { aspectRatio } from '../diagram/layout.js';

interface Reserved {
  /** The board's mode (the box under the board is `.below.m-<mode>`). */
  mode: 'sequence' | 'puzzle' | 'record';
  /** The attributes the board has (all of them), besides what makes its mode. */
  attrs: readonly string[];
  px: number;
  pct: number;
}

/** The box under the board sits this far below it (styles.ts, `.below`). */
export const BELOW_GAP = 4;

/** From the least to the most specific rule of each mode. */
export const RESERVED: readonly Reserved[] = [
  { mode: 'sequence', attrs: ['caption'], px: 55, pct: 2.4 },
  { mode: 'sequence', attrs: ['controls'], px: 120, pct: 4.5 },
  { mode: 'sequence', attrs: ['controls', 'caption'], px: 167, pct: 6.7 },
  { mode: 'puzzle', attrs: [], px: 55, pct: 2.4 },
  { mode: 'puzzle', attrs: ['controls'], px: 93, pct: 2.4 },
  { mode: 'record', attrs: [], px: 196, pct: 3.6 },
];

const attributes = (r: Reserved) => r.attrs.map((a) => `[${a}]`).join('');

/**
 * The element's rules: each box's least height (`cqw`: of the board's width); the record viewer's
 * box, once it shows a move list, is that high whatever it holds.
 */
export function reservedStyles(): string {
  return RESERVED.map((r) => {
    const box = `${r.attrs.length ? `:host(${attributes(r)}) ` : ''}.m-${r.mode}`;
    const h = `calc(${r.px}px - ${r.pct}cqw)`;
    return `${box} { min-height: ${h}; }${r.mode === 'record' ? ` ${box}:has(.tree) { height: ${h}; }` : ''}`;
  }).join('\n');
}

/**
 * The CSS a page gives boards that are not defined yet: the board's proportions, then the same
 * space for its bars (`padding-bottom` in percent is of the width, as the board's reservation is).
 */
export function notDefinedCSS(): string {
  /** The boards of each mode, by what the page writes. */
  const page = {
    sequence: 'oware-board[moves]',
    puzzle: 'oware-board[puzzle]',
    record: "oware-board:is([src], [record], :has(> script[type='application/x-ogn']))",
  };
  return [
    `oware-board:not(:defined) { display: block; aspect-ratio: ${aspectRatio(false)}; }`,
    `oware-board[stores]:not(:defined) { aspect-ratio: ${aspectRatio(true)}; }`,
    ...RESERVED.map(
      (r) =>
        `${page[r.mode]}${attributes(r)}:not(:defined) { padding-bottom: calc(${r.px + BELOW_GAP}px - ${r.pct}%); }`,
    ),
  ].join('\n');
}
