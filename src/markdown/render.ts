/**
 * A block drawn: its static picture (`boardSVG`), a live board with the picture as its fallback, or
 * an error box — never a thrown error. `toHTML` writes it as the markdown-it plugin puts it in the
 * page; the rehype plugin builds the same markup as a tree.
 */

import { escapeText } from '../diagram/write.js';
import { matchLanguage } from '../i18n/index.js';
import { boardSVG, PositionError } from '../svg/index.js';
import { type DiagramError, diagramError } from './error.js';
import { type FenceDefaults, readFence } from './fence.js';
import { MARKDOWN_STRINGS } from './strings.js';

/** A plugin's options. */
export interface OwareMarkdownOptions extends FenceDefaults {
  /**
   * Called with each bad block's error (after it has become an error box in the page), and with
   * each untrue claim of a block's record (`severity: 'warning'`: the block is drawn, with a note
   * under it); by default each is written to the console as a warning. Throw from it to fail a
   * build on a bad block (or on a warning too).
   */
  onError?: (error: DiagramError) => void;
}

/** The note under a drawn block whose record claims something untrue: its heading, and one message per claim. */
export interface Note {
  heading: string;
  messages: string[];
}

/** What a block became. */
export type Drawn =
  | { kind: 'picture'; svg: string; note?: Note }
  | { kind: 'live'; svg: string; attributes: [string, string][]; caption: string; note?: Note }
  | { kind: 'error'; error: DiagramError; heading: string };

/** The id prefix of a picture from `boardSVG` (its root is `<svg … id="PREFIXsvg"`). */
const ID = /^<svg [^>]*?\bid="([^"]*)svg"/;

/**
 * The picture of `options`, with ids not used yet on the page (`seen`, one set per document): a
 * second picture of the same options gets the prefix with a number after it, so two equal diagrams
 * on a page never share an id.
 */
function picture(options: Parameters<typeof boardSVG>[0], seen: Set<string>): string {
  let svg = boardSVG(options);
  const prefix = ID.exec(svg)?.[1];
  if (prefix === undefined) return svg;
  let id = prefix;
  for (let n = 2; seen.has(id); n++) id = `${prefix}${n}-`;
  if (id !== prefix) svg = boardSVG({ ...options, id });
  seen.add(id);
  return svg;
}

/**
 * Draw one block (`info`: the fence's info string, `body`: its text; `line`: the Markdown file's
 * line of the opening fence, when known). Never throws: a bad block is `{ kind: 'error' }`, and
 * `options.onError` (or the console) is told.
 */
export function drawFence(
  info: string,
  body: string,
  options: OwareMarkdownOptions,
  seen: Set<string>,
  line?: number,
): Drawn {
  const { onError, ...defaults } = options;
  let drawn: Drawn;
  let lines: Record<string, number> = {};
  const lang = (matchLanguage(defaults.lang ?? 'en', (l) => l in MARKDOWN_STRINGS) ?? 'en') as 'en';
  const strings = MARKDOWN_STRINGS[lang];
  try {
    const d = readFence(info, body, defaults, line);
    lines = d.lines;
    const svg = picture(d.picture, seen);
    drawn = d.live ? { kind: 'live', svg, attributes: d.attributes, caption: d.caption } : { kind: 'picture', svg };
    // a record's untrue claims: drawn all the same, with a note under the picture, and told
    if (d.warnings.length) {
      drawn.note = { heading: strings.warning, messages: d.warnings.map((w) => w.message) };
      for (const w of d.warnings) {
        if (onError) onError(w);
        else console.warn(`${strings.warning} ${w.message}`);
      }
    }
  } catch (e) {
    const error = diagramError(e, e instanceof PositionError ? 'position' : 'block', undefined);
    error.line ??= lines[error.key] ?? line;
    const heading = error.line === undefined ? strings.error : strings.errorAt.replace('{line}', String(error.line));
    drawn = { kind: 'error', error, heading };
    if (onError) onError(error);
    else console.warn(`${heading} ${error.message}`);
  }
  return drawn;
}

/** The HTML of a drawn block, one line, ending in a newline. */
export function toHTML(drawn: Drawn): string {
  if (drawn.kind === 'error')
    return `<div class="oware-error" role="alert"><strong>${escapeText(drawn.heading)}</strong> ${escapeText(drawn.error.message)}</div>\n`;
  const note = drawn.note
    ? `<p class="oware-warning" role="note"><strong>${escapeText(drawn.note.heading)}</strong> ${escapeText(drawn.note.messages.join('; '))}</p>`
    : '';
  if (drawn.kind === 'picture') return `<figure class="oware-diagram">${drawn.svg}${note}</figure>\n`;
  return `<figure class="oware-diagram">${liveTag(drawn.attributes)}<noscript>${drawn.svg}</noscript></oware-board>${note}${
    drawn.caption ? `<figcaption>${escapeText(drawn.caption)}</figcaption>` : ''
  }</figure>\n`;
}

/** The opening tag of a live board (its attribute values escaped). */
export function liveTag(attributes: readonly [string, string][]): string {
  return `<oware-board${attributes.map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${escapeText(v)}"`)).join('')}>`;
}
