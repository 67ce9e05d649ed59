/**
 * The board's colours, light and dark: one table that both the element's styles (as the defaults
 * of its `--oware-*` custom properties, see `element/styles.ts`) and the static pictures of
 * `oware-board/svg` (as resolved colours) are made from. Each token is a public custom property
 * `--oware-<token>` (`seed-1` is `--oware-seed`) and a private one `--_<token>`.
 */

/** A colour token. */
export type Token = keyof typeof LIGHT;

/** The light colours (and the ones dark mode keeps). */
export const LIGHT = {
  board: '#c88c50',
  'board-light': '#dcaa6e',
  'board-edge': '#6e4220',
  grain: '#7a4a22',
  pit: '#7b4c25',
  'pit-deep': '#4a2a10',
  'seed-1': '#9d9a8a',
  'seed-2': '#b7ae94',
  'seed-3': '#83887a',
  'seed-4': '#a8967a',
  'seed-edge': '#4b4638',
  'seed-shine': '#f4f1e6',
  text: '#2a180a',
  label: '#4e2f14',
  highlight: '#ffd84a',
  capture: '#e0452b',
  origin: '#3b82f6',
  good: '#2fa84f',
  legal: '#fff3c4',
  'last-move': '#fff0b3',
  focus: '#1a5fd6',
  arrow: '#1d4ed8',
  banner: 'rgb(35 20 8 / 0.86)',
  'banner-text': '#fff8ec',
  notice: '#fff7e0',
  'notice-text': '#5a2d00',
};

/** What dark mode (`prefers-color-scheme: dark`) changes. */
export const DARK: Partial<Record<Token, string>> = {
  board: '#5b3a22',
  'board-light': '#7a5233',
  'board-edge': '#1f130a',
  grain: '#24150a',
  pit: '#3a2414',
  'pit-deep': '#170c04',
  'seed-1': '#c9c4b0',
  'seed-2': '#ddd2b4',
  'seed-3': '#aab09e',
  'seed-4': '#cdb894',
  text: '#fbefdc',
  label: '#f1dcc0',
  legal: '#ffe9a8',
  'last-move': '#ffd98a',
  focus: '#8ab4ff',
  arrow: '#93c5fd',
  notice: '#3b2a14',
  'notice-text': '#ffe8c2',
};

/** The public custom property of a token (`--oware-seed` for `seed-1`, `--oware-board-grain` for `grain`). */
export const publicName = (t: Token): string =>
  `--oware-${t === 'seed-1' ? 'seed' : t === 'grain' ? 'board-grain' : t}`;

/**
 * The font of the counts, labels and the text under the board: then Japanese (and Chinese, Korean)
 * fonts by name before the generic family, so a page in `ja` finds one wherever the system has one
 * rather than boxes (tofu) where `system-ui` has no such glyphs.
 */
export const FONT =
  "ui-rounded, 'Segoe UI', system-ui, 'Hiragino Sans', 'Yu Gothic UI', Meiryo, 'Noto Sans CJK JP', 'Noto Sans JP', sans-serif";
