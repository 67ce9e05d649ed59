// A GIF of the recorded line, made in the browser as the command line makes it: the CLI's frames
// (src/cli/frames.ts: each position, and each move seed by seed with its capture) drawn by boardSVG,
// rasterised through a canvas, and encoded by the CLI's encodeGif with gifenc — imported lazily,
// from this page only, when the button is pressed (it never enters the element's bundles). Where
// gifenc cannot be loaded, the caller offers the CLI's command line.
import { frames, type Moves, paletteSample } from '../cli/frames.js';
import type { Raster } from '../cli/raster.js';
import { Game } from '../engine/index.js';
import { boardSVG } from '../svg/index.js';
import type { StudioState } from './out.js';
import { lineThrough } from './record.js';
import { svgOptionsAt } from './step.js';

/** An SVG document as RGBA pixels, `width` pixels wide (light: a GIF has no colour scheme). */
async function raster(svg: string, width: number): Promise<Raster> {
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await img.decode();
  const height = Math.round((img.naturalHeight / img.naturalWidth) * width);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(img, 0, 0, width, height);
  const pixels = new Uint8Array(ctx.getImageData(0, 0, width, height).data.buffer);
  return { width, height, pixels, png: () => undefined as never };
}

/** The GIF of `moves`, `width` pixels wide; rejects when gifenc cannot be loaded. */
export async function gifOf(moves: Moves, width = 480): Promise<Blob> {
  const [gifenc, { encodeGif }] = await Promise.all([import('gifenc'), import('../cli/gif.js')]);
  const list = frames(moves);
  const rasters: Raster[] = [];
  for (const f of list) rasters.push(await raster(boardSVG({ ...f.options, theme: 'light', size: width }), width));
  const { bytes } = encodeGif(
    gifenc as never,
    rasters.length,
    (i) => rasters[i]!,
    (i) => list[i]!.delay,
    paletteSample(list),
  );
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/gif' });
}

/**
 * A GIF of the recorded line through the step on show of `s`, at the CLI's timing (a seed frame
 * 300 ms, a position 1.5 s); `null` without recorded moves; rejects where gifenc cannot load.
 */
export async function gifOfLine(s: StudioState): Promise<Blob | null> {
  const line = lineThrough(s.tree, s.path);
  if (!line.length) return null;
  const game = new Game({ position: s.position });
  const { orientation, labels, stores } = s;
  const moves = line.map((pit, i) => ({ record: game.play(pit), after: svgOptionsAt(s, line.slice(0, i + 1)) }));
  return gifOf({ start: svgOptionsAt(s, []), moves, base: { orientation, labels, stores }, delay: 300, pause: 1500 });
}

/** The CLI's command line for the same GIF, from the OGN saved as `line.ogn`. */
export const gifCommand = (labels: string): string =>
  `npx oware-board gif --record line.ogn${labels !== 'none' ? ` --labels ${labels}` : ''} -o line.gif`;
