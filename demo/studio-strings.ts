// The studio page's own words in five languages, as the other demo pages keep theirs (a table per
// page beside its script; the board's own words come from src/i18n). The page's elements name their
// text with `data-t="key"` (their content) or `data-t-label="key"` (their aria-label); messages the
// script writes are taken with `say(key, values)`. English is here; the four others are in
// studio-strings-more.ts.
import { af, de, fr, ja } from './studio-strings-more.ts';

export type StudioKey = keyof typeof en;

const en = {
  title: "The author's studio",
  intro:
    'Set up a position, draw on it, record a line with comments and variations or make a puzzle, and copy it out — as a tag, a Markdown fence, OGN, an image or a link that reopens the studio as it is.',
  board: 'Board',
  studio: 'Studio',
  language: 'Language',
  tabs: 'Studio tools',
  undo: 'Undo',
  redo: 'Redo',
  setup: 'Set up',
  edit: 'Edit seeds',
  start: 'Start position',
  empty: 'Empty board',
  random: 'Random position',
  positionLabel: 'Position or OGN record',
  apply: 'Apply',
  toMove: 'To move',
  south: 'South',
  north: 'North',
  bottom: 'Bottom side',
  labels: 'Labels',
  stores: 'Stores',
  draw: 'Draw',
  drawHint: 'Right-click a pit to mark it, right-drag from pit to pit for an arrow, or use the tools under the board.',
  caption: 'Caption (the comment of the move on show)',
  record: 'Record',
  recordHint:
    'Click a pit to play a move. A different move at an earlier step starts a variation. The caption and drawing belong to the move on show.',
  first: 'To the start',
  back: 'Back',
  forward: 'Forward',
  deleteMove: 'Delete move',
  promote: 'Promote variation',
  clear: 'Clear record',
  moves: 'Recorded moves',
  noMoves: 'No moves yet.',
  puzzle: 'Puzzle',
  puzzleOn: 'This is a puzzle',
  puzzleHint:
    'The puzzle starts at the start position; its solution is the recorded main line (play it in Record or here).',
  puzzleHere: 'Start the puzzle at the step on show',
  puzzleDrawing: 'Show my drawing to the reader',
  puzzleDrawingHint:
    'Off: the marks and arrows drawn on the start stay in the studio, so they cannot give the answer away.',
  preview: 'What the reader sees',
  goal: 'Goal (line, capture:N, win, defend:N)',
  solution: 'Solution',
  check: 'Check',
  checking: 'Checking…',
  sound: 'Sound: the solution reaches {goal} against every defence.',
  unsound: 'Not sound: {why}.',
  refutation: 'Refutation: {line}.',
  unknown: 'The check ran out of its budget before it could decide.',
  others: 'Other first moves also work: {moves}.',
  unique: 'The first move is the only one that works.',
  noSolution: 'Record the solution first.',
  out: 'Out',
  tag: 'Tag',
  copyTag: 'Copy tag',
  markdown: 'Markdown',
  copyMarkdown: 'Copy Markdown',
  ogn: 'OGN record',
  copyOgn: 'Copy OGN',
  downloadOgn: 'Download OGN',
  image: 'Image',
  copySvg: 'Copy SVG',
  downloadSvg: 'Download SVG',
  downloadPng: 'Download PNG',
  downloadGif: 'Download GIF of the line',
  gifCli: 'GIF in the browser is not available here. On the command line: {command}',
  gifBusy: 'Making the GIF…',
  gifNone: 'Record a line first.',
  share: 'Share link',
  copyLink: 'Copy link',
  copied: '{what} copied.',
  selectCopy: 'Select the text and copy it ({what}).',
  editing: 'Click a pit to add a seed, Shift+click to take one away.',
  drawingAgain: 'Drawing again.',
  illegal: 'Not played: {why}',
  cleared: 'The recorded moves do not play from this position: they were cleared.',
  badGoal: 'Goal: {why}',
  refused: 'Not taken: {why}.',
  linkRefused: 'This link was not opened: {why}.',
};

export const STUDIO_STRINGS: Record<string, Record<StudioKey, string>> = { en, de, fr, af, ja };

/** The studio's languages, in the picker's order. */
export const STUDIO_LANGS = ['en', 'de', 'af', 'ja', 'fr'] as const;

/** The table of `lang` (English for another). */
export const tableOf = (lang: string): Record<StudioKey, string> => STUDIO_STRINGS[lang] ?? en;

/** A string of `table` with `{name}` filled from `values`. */
export const fill = (text: string, values: Record<string, string> = {}): string =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

/** Write `lang`'s words into the page (`data-t`: content, `data-t-label`: aria-label), its `lang`, the picker's state. */
export function applyStrings(lang: string): void {
  const t = tableOf(lang);
  document.documentElement.lang = lang;
  for (const el of document.querySelectorAll<HTMLElement>('[data-t]')) el.textContent = t[el.dataset.t as StudioKey];
  for (const el of document.querySelectorAll<HTMLElement>('[data-t-label]'))
    el.setAttribute('aria-label', t[el.dataset.tLabel as StudioKey]);
  for (const b of document.querySelectorAll<HTMLButtonElement>('.langs button'))
    b.setAttribute('aria-pressed', String(b.dataset.lang === lang));
}
