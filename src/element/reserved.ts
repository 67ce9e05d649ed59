/**
 * The space kept under a board for the bars its mode and attributes will have, from its first
 * drawing, before their code has come (docs/element.md#before-the-code-has-loaded): one table for
 * the element's own styles ({@link reservedStyles}) and for the CSS a page gives boards that are not
 * defined yet ({@link notDefinedCSS}), so the two cannot differ. A height is `px` less `pct` % of the
 * board's width (the bars wrap less on a wider board). The lessons' and puzzles' heights are their
 * least heights (a long caption can grow past them); the record viewer's is its height: its move list
 * scrolls inside it (src/record/board/styles.ts), so no record, font or width makes it move the page.
 */
import { aspectRatio } from '../draw/layout.js';

interface Reserved {
  /** The element's selector, inside its shadow root (the box under the board is `.below.m-<mode>`). */
  element: string;
  /** The page's selector for the same boards, by their attributes and content. */
  page: string;
  px: number;
  pct: number;
}

/** The box under the board sits this far below it (styles.ts, `.below`). */
export const BELOW_GAP = 4;

export const RESERVED: readonly Reserved[] = [
  {
    element: ':host([caption]) .m-sequence, .m-puzzle',
    page: 'oware-board[moves][caption]:not(:defined), oware-board[puzzle]:not(:defined)',
    px: 55,
    pct: 2.4,
  },
  { element: ':host([controls]) .m-sequence', page: 'oware-board[moves][controls]:not(:defined)', px: 120, pct: 4.5 },
  {
    element: ':host([controls][caption]) .m-sequence',
    page: 'oware-board[moves][controls][caption]:not(:defined)',
    px: 167,
    pct: 6.7,
  },
  { element: ':host([controls]) .m-puzzle', page: 'oware-board[puzzle][controls]:not(:defined)', px: 93, pct: 2.4 },
  {
    element: '.m-record',
    page: "oware-board:is([src], [record], :has(> script[type='application/x-ogn'])):not(:defined)",
    px: 196,
    pct: 3.6,
  },
];

/**
 * The element's rules: each box's least height (`cqw`: of the board's width); the record viewer's
 * box, once it shows a move list, is that high whatever it holds.
 */
export function reservedStyles(): string {
  return RESERVED.map((r) => {
    const h = `calc(${r.px}px - ${r.pct}cqw)`;
    return `${r.element} { min-height: ${h}; }${r.element === '.m-record' ? ` .m-record:has(.tree) { height: ${h}; }` : ''}`;
  }).join('\n');
}

/**
 * The CSS a page gives boards that are not defined yet: the board's proportions, then the same
 * space for its bars (`padding-bottom` in percent is of the width, as the board's reservation is).
 */
export function notDefinedCSS(): string {
  return [
    `oware-board:not(:defined) { display: block; aspect-ratio: ${aspectRatio(false)}; }`,
    `oware-board[stores]:not(:defined) { aspect-ratio: ${aspectRatio(true)}; }`,
    ...RESERVED.map((r) => `${r.page} { padding-bottom: calc(${r.px + BELOW_GAP}px - ${r.pct}%); }`),
  ].join('\n');
}
