/**
 * A board's view (`diagram/view-model.ts`) as a standalone SVG document: the board (`markup.ts`) and
 * the annotations over it (`diagram/overlay.ts`) written as markup, painted by presentation
 * attributes (`paint.ts`; a style sheet only for the `auto` theme's dark colours and a small
 * picture's flat tones), with a title and description (each pit's count, a side's row at a time).
 * `boardSVG` (index.ts) writes its options' view through it; the element's `toSVG()` the view on show.
 */

import type { Annotations } from '../diagram/annotations.js';
import { overlay } from '../diagram/overlay.js';
import { FONT } from '../diagram/palette.js';
import type { BoardView, Labels, PitView } from '../diagram/view-model.js';
import { escapeText } from '../diagram/write.js';
import { OwareError } from '../engine/index.js';
import { pitName } from '../engine/notation.js';
import { format, matchLanguage, type StringTable, seeds } from '../i18n/index.js';
import { boardMarkup, ID } from './markup.js';
import { colours, darkSheet, flatSheet, paint } from './paint.js';
import { SVG_STRINGS, type SvgStrings } from './strings.js';

/** How a picture is written: its width in CSS pixels, its theme, the language of its title and description, its ids' prefix. */
export interface SvgSettings {
  size: number;
  theme: 'light' | 'dark' | 'auto';
  lang: string;
  id: string;
  /** The table the view was made with (its score line). */
  strings: StringTable;
  /** How the description names pits. */
  labels: Labels;
}

/** A bad option: `option` names it, `value` is what was given, `message` says what is expected (the element's words). */
export class BoardSVGError extends OwareError {
  readonly option: string;
  readonly value: unknown;
  constructor(option: string, value: unknown, message: string) {
    super('invalid-option', `${option}: ${message}`);
    this.name = 'BoardSVGError';
    this.option = option;
    this.value = value;
  }
}

/**
 * The default prefix of a picture's ids: `o` and five letters or digits of a hash (FNV-1a) of `text`
 * (its options), one of 60 million: different between pictures, the same for the same options, and
 * short, as the ids recur in every seed's `<use>`.
 */
export function idPrefix(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return `o${((h >>> 0) % 36 ** 5).toString(36).padStart(5, '0')}`;
}

/** A picture's size and theme, checked (`size` 480 and `light` when not given). */
export function look(o: { size?: unknown; theme?: unknown }): { size: number; theme: SvgSettings['theme'] } {
  const theme = o.theme ?? 'light';
  if (theme !== 'light' && theme !== 'dark' && theme !== 'auto')
    throw new BoardSVGError('theme', theme, 'use light, dark or auto');
  const size = o.size ?? 480;
  if (typeof size !== 'number' || !(size >= 120 && size <= 4000))
    throw new BoardSVGError('size', size, 'size is a width in CSS pixels from 120 to 4000');
  return { size, theme };
}

/** The caption's lines: words wrapped at about `chars` characters. */
function wrap(caption: string, chars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of caption.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > chars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A pit in the description's row of its side: its name and count, and the states its accessible
 * name says after them (its marks, in the board's words): "F 3 (origin)".
 */
function pitEntry(p: PitView, names: 'letters' | 'numbers', strings: StringTable, svg: SvgStrings): string {
  const key = `${svg.perPit}|${strings.pitName}|${strings.pitState}|${strings.locale}|${names}|${p.pit}|${p.count}|${p.name}`;
  let out = entries.get(key);
  if (out === undefined) {
    if (entries.size > 2000) entries.clear();
    entries.set(key, (out = makeEntry(p, names, strings, svg)));
  }
  return out;
}
const entries = new Map<string, string>();

function makeEntry(p: PitView, names: 'letters' | 'numbers', strings: StringTable, svg: SvgStrings): string {
  const letter = pitName(p.pit, names);
  // the accessible name is the one without states, then each state as `pitState` says
  const bare = format(strings.pitName, {
    letter,
    side: strings[p.pit < 6 ? 'south' : 'north'],
    seeds: seeds(strings, p.count),
    states: '',
  });
  const lead = strings.pitState.slice(0, strings.pitState.indexOf('{state}'));
  const rest = p.name.startsWith(bare) ? p.name.slice(bare.length) : '';
  const marks = rest.startsWith(lead) ? rest.slice(lead.length) : rest;
  return (
    format(names === 'numbers' ? svg.pitNumber : svg.pit, { pit: letter, count: p.count }) +
    (marks ? format(svg.marks, { marks }) : '')
  );
}

/**
 * The picture of `view` with `annotations` (its marks with labels, its arrows, its caption) as an SVG
 * document: every text centred and in the board's font (said once, on the root), every shape
 * painted by its attributes or its group's.
 */
export function viewSVG(view: BoardView, annotations: Annotations, settings: SvgSettings): string {
  const g = view.geometry;
  const { size, theme, lang, id, strings, labels } = settings;
  const caption = annotations.caption ?? '';
  const read = annotations;
  const small = size <= 420;
  // the element's small-board look on standard-resolution screens: flat seed tones (see flatStyle)
  const flat = size <= 240;
  const look = { c: colours(theme === 'dark'), auto: theme === 'auto', small, flat };
  const board = boardMarkup(view, look).replaceAll(ID, id);
  let over = overlay(read, g, { small, paint: (own, ctx) => paint(look, id, own, ctx) });

  // the caption under the board, in the element's size (0.95rem of a 16 px font), wrapped
  const scale = g.width / size;
  const fs = Math.round(15.2 * scale * 10) / 10;
  const lines = caption ? wrap(caption, Math.max(12, Math.floor((g.width - 32) / (fs * 0.52)))) : [];
  const height = 302 + (lines.length ? Math.round(fs * (0.6 + 1.35 * lines.length)) : 0);
  // on a plate of its own: the picture cannot know the page's colours (a dark picture on a light
  // page under the auto theme, a light one on a dark page), so the caption brings its background
  const top = Math.round(302 + fs * 0.3);
  if (lines.length) {
    over +=
      `<rect${paint(look, id, 'caption-plate')} x="0" y="${top}" width="${g.width}" height="${height - top}" rx="10"/>` +
      `<text${paint(look, id, 'caption')} font-size="${fs}" text-anchor="start"${
        lines.length === 1
          ? ` x="16" y="${Math.round(302 + fs * 1.4)}">${escapeText(lines[0]!)}`
          : `>${lines
              .map(
                (line, i) => `<tspan x="16" y="${Math.round(302 + fs * (1.4 + 1.35 * i))}">${escapeText(line)}</tspan>`,
              )
              .join('')}`
      }</text>`;
  }

  const svgStrings = SVG_STRINGS[(matchLanguage(lang, (l) => l in SVG_STRINGS) ?? 'en') as 'en'];
  const title = `${view.name}. ${format(strings.scoreLine, { south: view.storeViews[0]!.count, north: view.storeViews[1]!.count })}`;
  const names = labels === 'numbers' ? 'numbers' : 'letters';
  const desc = [
    svgStrings.perPit,
    ...[0, 6].map((first) =>
      format(svgStrings.row, {
        side: strings[first ? 'north' : 'south'],
        pits: view.pits
          .filter((p) => p.pit >= first && p.pit < first + 6)
          .sort((a, b) => a.pit - b.pit)
          .map((p) => pitEntry(p, names, strings, svgStrings))
          .join(svgStrings.sep),
      }),
    ),
    ...read.arrows.map((a) =>
      format(svgStrings.arrow, {
        from: pitName(a.from, names),
        to: pitName(a.to, names),
      }),
    ),
    ...read.marks
      .filter((m) => m.label)
      .map((m) =>
        format(svgStrings.marker, {
          label: m.label!,
          pit: pitName(m.pit, names),
        }),
      ),
    caption,
  ]
    .filter(Boolean)
    .join(' ');
  const body = board + over;
  // a sheet only where a rule is needed: dark mode's colours (`auto`), the flat tones (small)
  const css = (theme === 'auto' ? darkSheet(id, body) : '') + (flat ? flatSheet(id, theme) : '');
  const lg = matchLanguage(lang, (l) => l in SVG_STRINGS) ?? 'en';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" id="${id}svg" width="${size}" height="${Math.round((size * height * 100) / g.width) / 100}" viewBox="0 0 ${g.width} ${height}" role="img" aria-labelledby="${id}title ${id}desc" lang="${lg}" font-family="${FONT}" text-anchor="middle" direction="ltr">` +
    `<title id="${id}title">${escapeText(title)}</title><desc id="${id}desc">${escapeText(desc)}</desc>` +
    (css ? `<style>${css}</style>` : '') +
    body +
    '</svg>'
  );
}
