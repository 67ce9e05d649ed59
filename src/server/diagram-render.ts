/**
 * What the diagram service draws from a block's body (the keys of an ```` ```oware ```` fence): its
 * picture as SVG (`boardSVG`), as PNG (the command line's rasteriser, @resvg/resvg-js) and its
 * moves or record as an animated GIF (the command line's frames and GIF writer, gifenc); the embed
 * page is diagram-embed.ts. Each checks its limits before the work they bound.
 * Node-only.
 */
/// <reference types="node" />
import { execFileSync } from 'node:child_process';

import { type Animation, movesAnimation, recordAnimation } from '../cli/animate.js';
import { mainLine } from '../cli/diagram.js';
import type { Frame } from '../cli/frames.js';
import { paletteSample } from '../cli/frames.js';
import { encodeGif, type Gifenc } from '../cli/gif.js';
import { pixelHeight } from '../cli/limits.js';
import { type Rasteriser, rasteriser } from '../cli/raster.js';
import { escapeText } from '../diagram/write.js';
import { parseMoveList } from '../engine/notation.js';
import { type Diagram, readFence, readKeys } from '../markdown/fence.js';
import { parseRecords } from '../record/index.js';
import { type BoardSVGOptions, boardSVG } from '../svg/index.js';
import { DiagramRefusal } from './diagram-code.js';

/** The service's bounds (docs/images-and-embeds.md says why these numbers). */
export interface DiagramLimits {
  /** Longest request URL (path and query), in characters; longer: 414. */
  maxUrlLength: number;
  /** Most bytes a diagram's keys and record may hold once a code is inflated. */
  maxDiagramBytes: number;
  /** Widest PNG or GIF, in pixels. */
  maxWidth: number;
  /** Most pixels of one PNG or one GIF frame. */
  maxPixels: number;
  /** Most frames of a GIF. */
  maxFrames: number;
  /** Most pixels of a whole GIF (frames × pixels each). */
  maxGifPixels: number;
  /** Longest a render may take (ms), checked before each picture is drawn. */
  timeLimitMs: number;
  /** Diagrams one client address may store a minute (`POST …/d`; at once, then refilled over the minute). */
  postsPerMinute: number;
  /** Most bytes the stored diagrams' bodies may hold together; beyond, `POST …/d` stores no new one. */
  maxStoredBytes: number;
}

export const DEFAULT_DIAGRAM_LIMITS: DiagramLimits = {
  maxUrlLength: 8192,
  maxDiagramBytes: 32 * 1024,
  maxWidth: 2000,
  maxPixels: 4_000_000,
  maxFrames: 300,
  maxGifPixels: 40_000_000,
  timeLimitMs: 10_000,
  postsPerMinute: 30,
  maxStoredBytes: 64 * 1024 * 1024,
};

/** What a route makes. */
export type DiagramKind = 'svg' | 'png' | 'gif' | 'embed';

/** A made response: its bytes and type, or a refusal drawn as an error image. */
export interface Rendered {
  status: number;
  type: string;
  body: Buffer;
  /** The picture's size in CSS pixels (for oEmbed). */
  width: number;
  height: number;
  /** The picture's title (who is to move, the score), for oEmbed and the embed page. */
  title: string;
}

const limitsError = (reason: string, message: string) => new DiagramRefusal(422, reason, message);
const count = (n: number) => n.toLocaleString('en');

/** The block read, its errors as a 400 refusal (the fence reader's own message). */
export function readDiagram(body: string): Diagram {
  try {
    return readFence('oware', body);
  } catch (e) {
    throw invalid(e);
  }
}

/** A reader's or drawing's error as a 400 refusal (its message, cut short). */
export function invalid(e: unknown): DiagramRefusal {
  if (e instanceof DiagramRefusal) return e;
  const message = String((e as Error)?.message ?? e);
  return new DiagramRefusal(400, 'invalid-diagram', message.length > 300 ? `${message.slice(0, 300)}…` : message);
}

/** The picture's options: the block's picture, with a live block's caption drawn under it too. */
export function pictureOptions(d: Diagram): BoardSVGOptions {
  return d.live && d.caption ? { ...d.picture, caption: d.caption } : { ...d.picture };
}

/** The SVG of options (a bad option: 400). */
export function drawPicture(options: BoardSVGOptions): string {
  try {
    return boardSVG(options);
  } catch (e) {
    throw invalid(e);
  }
}

/** The size (CSS pixels) and title of an SVG from boardSVG. */
export function measure(svg: string): { width: number; height: number; title: string } {
  const m = /^<svg\b[^>]*?\swidth="([\d.]+)"[^>]*?\sheight="([\d.]+)"/.exec(svg);
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(svg)?.[1] ?? 'Oware board';
  return { width: Math.round(Number(m?.[1] ?? 480)), height: Math.ceil(Number(m?.[2] ?? 185)), title };
}

/** The pixel width asked for (`width`), else the picture's size; checked against the limits. */
function pixelWidth(width: number | undefined, size: number, limits: DiagramLimits): number {
  const w = width ?? size;
  if (!Number.isInteger(w) || w < 16)
    throw new DiagramRefusal(400, 'invalid-width', 'width must be a whole number of pixels, at least 16');
  if (w > limits.maxWidth)
    throw limitsError('too-many-pixels', `width ${count(w)} is over the limit of ${count(limits.maxWidth)} pixels`);
  return w;
}

/** The fonts a picture's text is drawn with: the system's sans-serif family's files (regular, bold; and a CJK one). */
interface Fonts {
  family: string;
  files: string[];
  cjk: string[];
}

let fonts: Fonts | null | undefined;

/**
 * The system's sans-serif fonts as fontconfig matches them (`fc-match`), found once; `null` where
 * there is no fontconfig (then resvg reads all the system's fonts for each picture: slower, same
 * picture).
 */
function systemFonts(): Fonts | null {
  if (fonts !== undefined) return fonts;
  try {
    const match = (pattern: string, format: string) =>
      execFileSync('fc-match', ['-f', format, pattern], {
        encoding: 'utf8',
        timeout: 5000,
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    const family = match('sans-serif', '%{family[0]}');
    const files = [...new Set([match('sans-serif', '%{file}'), match('sans-serif:bold', '%{file}')])].filter(Boolean);
    const cjk = [match('sans-serif:lang=ja', '%{file}')].filter((f) => f && !files.includes(f));
    fonts = family && files.length ? { family, files, cjk } : null;
  } catch {
    fonts = null;
  }
  return fonts;
}

/** Text that needs a CJK font (kana, CJK ideographs, Hangul, full-width forms). */
const CJK = /[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/;

const rasterisers = new Map<string, Promise<Rasteriser>>();

/**
 * A rasteriser (transparent, white or dark background; with a CJK font when `svg` has such
 * text), made once; 501 when @resvg/resvg-js is not installed.
 */
async function raster(background: 'none' | 'white' | '#111', svg: string): Promise<Rasteriser> {
  const f = systemFonts();
  const cjk = !!f?.cjk.length && CJK.test(svg);
  const key = `${background}|${cjk}`;
  let made = rasterisers.get(key);
  if (!made) {
    made = rasteriser(
      'serve',
      f?.family,
      background === 'none' ? undefined : background,
      f ? [...f.files, ...(cjk ? f.cjk : [])] : undefined,
    );
    rasterisers.set(key, made);
  }
  try {
    return await made;
  } catch {
    rasterisers.delete(key);
    throw new DiagramRefusal(
      501,
      'png-unavailable',
      'PNG and GIF pictures need @resvg/resvg-js on the server: npm i @resvg/resvg-js',
    );
  }
}

let gifencModule: Promise<Gifenc> | null = null;

/** gifenc, loaded once (CommonJS: its functions on the namespace or its default). */
async function gifenc(): Promise<Gifenc> {
  gifencModule ??= import('gifenc').then((mod) => {
    let m = mod as { quantize?: unknown; default?: unknown };
    while (m && typeof m.quantize !== 'function' && m.default) m = m.default as typeof m;
    return m as unknown as Gifenc;
  });
  try {
    return await gifencModule;
  } catch {
    gifencModule = null;
    throw new DiagramRefusal(501, 'gif-unavailable', 'GIF pictures need gifenc on the server: npm i gifenc');
  }
}

/** A clock: `check()` refuses once `ms` have passed. */
function clock(ms: number) {
  const end = performance.now() + ms;
  return () => {
    if (performance.now() > end)
      throw limitsError('time-limit', `the picture took over the time limit of ${count(ms / 1000)} s; draw less`);
  };
}

/** The SVG picture of a block's body. */
export function renderSVG(body: string): Rendered {
  const svg = drawPicture(pictureOptions(readDiagram(body)));
  return { status: 200, type: 'image/svg+xml; charset=utf-8', body: Buffer.from(svg), ...measure(svg) };
}

/** The PNG picture of a block's body, `width` pixels wide (default: the picture's size). */
export async function renderPNG(body: string, width: number | undefined, limits: DiagramLimits): Promise<Rendered> {
  const options = pictureOptions(readDiagram(body));
  const svg = drawPicture(options);
  const size = measure(svg);
  const w = pixelWidth(width, size.width, limits);
  const h = pixelHeight(svg, w);
  if (w * h > limits.maxPixels)
    throw limitsError('too-many-pixels', `${w}×${h} pixels is over the limit of ${count(limits.maxPixels)} pixels`);
  const render = await raster('none', svg);
  const png = render(svg, w).png();
  return { status: 200, type: 'image/png', body: png, ...size };
}

/** The first frame's drawings and every frame's look, from the block's keys and picture. */
function animationOf(d: Diagram, given: Map<string, unknown>): Animation {
  const { position: _p, variant: _v, highlight: _h, arrows: _a, markers: _m, ...base } = pictureOptions(d);
  const first: Animation['first'] = {};
  for (const k of ['highlight', 'arrows', 'markers'] as const)
    if (typeof given.get(k) === 'string') first[k] = given.get(k) as string;
  return { base, first, delay: 300, pause: 1500 };
}

/** The frames of a block: its record's main line from `ply` (default the start), or its `moves` from its position. */
function framesOf(body: string, limits: DiagramLimits): Frame[] {
  const tooMany = (moves: number) => {
    if (moves * 2 + 1 > limits.maxFrames)
      throw limitsError(
        'too-many-frames',
        `${count(moves)} moves make over ${count(limits.maxFrames)} frames, the limit; animate fewer moves`,
      );
  };
  let keys: ReturnType<typeof readKeys>;
  try {
    keys = readKeys('oware', body);
    // the moves counted before any is played
    const moves = keys.given.get('moves');
    if (typeof moves === 'string') tooMany(parseMoveList(moves).length);
  } catch (e) {
    throw invalid(e);
  }
  const { given, record } = keys;
  const d = readDiagram(body);
  const animation = animationOf(d, given);
  try {
    if (record) {
      const game = parseRecords(record)[0]!;
      const line = mainLine(game);
      const last = line.length - 1;
      const ply = (given.get('ply') as number | undefined) ?? 0;
      const from = ply < 0 ? last + 1 + ply : ply;
      if (from >= last)
        throw new DiagramRefusal(400, 'no-moves', `the record has no moves after ply ${from} to animate`);
      tooMany(last - from);
      return recordAnimation(game, line, from, last, animation).frames;
    }
    const moves = given.get('moves');
    if (typeof moves !== 'string')
      throw new DiagramRefusal(400, 'no-moves', 'a GIF needs moves (moves: C f B a) or a record to animate');
    const pits = parseMoveList(moves);
    if (!pits.length) throw new DiagramRefusal(400, 'no-moves', "moves has no moves; write them like 'C f B a'");
    tooMany(pits.length);
    const position = (given.get('position') as string | undefined) ?? 'start';
    return movesAnimation(position, d.picture.variant, pits, animation);
  } catch (e) {
    throw invalid(e);
  }
}

/** The animated GIF of a block's moves or record, `width` pixels wide. */
export async function renderGIF(body: string, width: number | undefined, limits: DiagramLimits): Promise<Rendered> {
  const check = clock(limits.timeLimitMs);
  const list = framesOf(body, limits);
  if (list.length > limits.maxFrames)
    throw limitsError(
      'too-many-frames',
      `${count(list.length)} frames is over the limit of ${count(limits.maxFrames)}`,
    );
  const svgs = list.map((f) => drawPicture(f.options));
  const size = measure(svgs[0]!);
  const w = pixelWidth(width, size.width, limits);
  const h = pixelHeight(svgs[0]!, w);
  if (w * h > limits.maxPixels)
    throw limitsError('too-many-pixels', `a frame of ${w}×${h} pixels is over the limit of ${count(limits.maxPixels)}`);
  if (w * h * svgs.length > limits.maxGifPixels)
    throw limitsError(
      'too-many-pixels',
      `${count(svgs.length)} frames of ${w}×${h} pixels are over the limit of ${count(limits.maxGifPixels)} pixels; animate fewer moves or ask a smaller width`,
    );
  const render = await raster(list[0]!.options.theme === 'dark' ? '#111' : 'white', svgs.join(''));
  const encoder = await gifenc();
  const gif = encodeGif(
    encoder,
    svgs.length,
    (i) => {
      check();
      return render(svgs[i]!, w);
    },
    (i) => list[i]!.delay,
    paletteSample(list),
  );
  return { status: 200, type: 'image/gif', body: Buffer.from(gif.bytes), ...size };
}

/** A small error picture (SVG) stating `message`: its lines wrapped at about 60 characters. */
export function errorSVG(status: number, message: string): string {
  const words = message.slice(0, 400).split(/\s+/);
  const lines: string[] = [];
  for (const w of words) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${w}`.length <= 60) lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w.length > 60 ? `${w.slice(0, 59)}…` : w);
  }
  const height = 40 + lines.length * 20;
  const text = lines.map((l, i) => `<text x="16" y="${56 + i * 20}" font-size="14">${escapeText(l)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="${height}" viewBox="0 0 480 ${height}" role="img"><title>${escapeText(`Error ${status}: ${message.slice(0, 200)}`)}</title><rect width="480" height="${height}" rx="8" fill="#fff4f2" stroke="#b3261e" stroke-width="2"/><g font-family="system-ui, sans-serif" fill="#5f1410"><text x="16" y="30" font-size="16" font-weight="bold">Oware diagram: error ${status}</text>${text}</g></svg>`;
}

/** The error picture as PNG (when the rasteriser loads), else as SVG. */
export async function errorImage(
  status: number,
  message: string,
  png: boolean,
): Promise<{ type: string; body: Buffer }> {
  const svg = errorSVG(status, message);
  if (png) {
    try {
      const render = await raster('none', svg);
      return { type: 'image/png', body: render(svg, 480).png() };
    } catch {}
  }
  return { type: 'image/svg+xml; charset=utf-8', body: Buffer.from(svg) };
}
