// The studio's outputs, from its state: the smallest <oware-board> tag that draws it (a diagram, a
// recorded line as its `record`, or a puzzle), the Markdown fence (key: value lines, as the
// oware-board Markdown plugins read them) and the OGN record. The share link is link.ts; the
// rule every state passes before it is written out is check.ts.
import { formatMoveList } from '../engine/index.js';
import { formatRecord, type RecordLine } from '../record/index.js';
import { lineThrough, recordOf } from './record.js';

/** The panel's tabs. */
export const TABS = ['setup', 'record', 'puzzle'] as const;
export type Tab = (typeof TABS)[number];

/**
 * What the studio holds: the start position and how it is drawn (the caption and drawing of the
 * start), the recorded moves and the step on show, and whether it is a puzzle (its goal; the
 * solution is the recorded main line).
 */
export interface StudioState {
  tab: Tab;
  /** The start position (the recorded moves are played from it). */
  position: string;
  orientation: 'south' | 'north';
  labels: 'none' | 'letters' | 'numbers';
  stores: boolean;
  highlight: string;
  arrows: string;
  markers: string;
  caption: string;
  /** The recorded moves, with a comment (caption and drawing) per move and variations. */
  tree: RecordLine;
  /** The step on show: the moves from the start. */
  path: number[];
  puzzle: boolean;
  /** The puzzle's goal in the lessons' syntax (`line`, `capture:N`, `win`, `defend:N`). */
  goal: string;
  /**
   * Whether a puzzle shows the start's drawing to the reader (off: the drawing made while setting
   * up — an arrow to the answer, capture rings — stays in the studio and out of the puzzle's tag,
   * Markdown and OGN). A diagram and a recorded line always carry their drawing.
   */
  showDrawing: boolean;
}

export const START = '4,4,4,4,4,4/4,4,4,4,4,4 S 0-0';

export const initialState = (): StudioState => ({
  position: START,
  orientation: 'south',
  labels: 'letters',
  stores: false,
  highlight: '',
  arrows: '',
  markers: '',
  caption: '',
  tab: 'setup',
  tree: { moves: [] },
  path: [],
  puzzle: false,
  goal: 'line',
  showDrawing: false,
});

/** The start's drawing as the outputs carry it: none in a puzzle unless the author chose to show it. */
const drawnStart = (s: StudioState) =>
  s.puzzle && !s.showDrawing ? { caption: s.caption, highlight: '', arrows: '', markers: '' } : s;

/** The record the state holds (with `Puzzle` and `Goal` tags when it is a puzzle). */
export function recordOfState(s: StudioState) {
  const tags: Record<string, string> = {};
  if (s.puzzle) {
    tags.Puzzle = s.caption || 'Puzzle';
    if (s.goal && s.goal !== 'line') tags.Goal = s.goal;
  }
  return recordOf(s.position, s.tree, drawnStart(s), tags);
}

/** The OGN text of the state's record. */
export const ognOf = (s: StudioState): string => formatRecord(recordOfState(s));

/** Whether the state holds recorded moves. */
const recorded = (s: StudioState) => s.tree.moves.length > 0;

/** The puzzle's solution: the recorded main line. */
export const solutionOf = (s: StudioState): string => formatMoveList(lineThrough(s.tree, []));

/**
 * The attributes that differ from a board's defaults, in a fixed order: a puzzle's (`puzzle`,
 * `controls`, the start, `solution`, `goal`), a recorded line's (`controls`; the record itself is
 * added by the tag and the fence), or a diagram's position.
 */
function attributes(s: StudioState): [string, string | true][] {
  const out: [string, string | true][] = [];
  if (s.puzzle) {
    out.push(['puzzle', true], ['controls', true]);
    if (s.position !== START) out.push(['position', s.position]);
    out.push(['solution', solutionOf(s)]);
    if (s.goal && s.goal !== 'line') out.push(['goal', s.goal]);
  } else if (recorded(s)) out.push(['controls', true]);
  else if (s.position !== START) out.push(['position', s.position]);
  if (s.orientation !== 'south') out.push(['orientation', s.orientation]);
  if (s.labels !== 'none') out.push(['labels', s.labels]);
  if (s.stores) out.push(['stores', true]);
  // a record carries its drawings in its comments; a puzzle its start's only when chosen
  if (!recorded(s) || s.puzzle) {
    const d = drawnStart(s);
    for (const k of ['highlight', 'arrows', 'markers'] as const) if (d[k]) out.push([k, d[k]]);
  }
  return out;
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** An attribute value in quotes: single ones around a value with `"` and no `'` (an OGN record's tags), else double. */
const quoted = (v: string) =>
  v.includes('"') && !v.includes("'") ? `'${v.replace(/&/g, '&amp;').replace(/</g, '&lt;')}'` : `"${escapeAttr(v)}"`;
const escapeText = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The smallest tag that draws the state (the caption as a figure's caption around it). */
export function tagOf(s: StudioState): string {
  const all = attributes(s);
  if (recorded(s) && !s.puzzle) all.push(['record', ognOf(s).trim()]);
  const attrs = all.map(([k, v]) => (v === true ? ` ${k}` : ` ${k}=${quoted(v)}`)).join('');
  const tag = `<oware-board${attrs}></oware-board>`;
  return s.caption ? `<figure>\n  ${tag}\n  <figcaption>${escapeText(s.caption)}</figcaption>\n</figure>` : tag;
}

/**
 * The Markdown fence: ```oware with one `key: value` line per attribute that differs, and the
 * caption or the record. The fence is longer than any run of backticks in its body (a comment's
 * ``` wrapped onto a line of its own would otherwise close it): CommonMark ends a fence only at a
 * line of at least as many backticks.
 */
export function fenceOf(s: StudioState): string {
  const lines = attributes(s).map(([k, v]) => `${k}: ${v === true ? 'true' : v}`);
  if (recorded(s) && !s.puzzle) {
    // the step on show: a ply along the main line, else the path into a variation
    const main = lineThrough(s.tree, []);
    const onMain = s.path.every((p, i) => main[i] === p);
    lines.push(onMain ? `ply: ${s.path.length}` : `path: ${formatMoveList(s.path)}`);
    lines.push(...ognOf(s).trim().split('\n'));
  } else if (s.caption) lines.push(`caption: ${s.caption}`);
  const body = lines.join('\n');
  let ticks = 3;
  for (const [run] of body.matchAll(/`{3,}/g)) ticks = Math.max(ticks, run.length + 1);
  const fence = '`'.repeat(ticks);
  return `${fence}oware\n${body}\n${fence}`;
}
