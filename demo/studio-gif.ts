// A GIF of the recorded line, made in the browser: each position of the line drawn by boardSVG (with
// its caption and drawing), rasterised through a canvas, and encoded by the CLI's encodeGif with
// gifenc — imported lazily, from this page only, when the button is pressed (it never enters the
// element's bundles). Where gifenc cannot be loaded, the caller offers the CLI's command line.
import type { Raster } from '../src/cli/raster.ts';
import { type BoardSVGOptions, boardSVG } from '../src/svg/index.ts';

/** The pictures of a line, one per position, and how long each shows (ms). */
export interface GifFrame {
  options: BoardSVGOptions;
  delay: number;
}

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

/** The GIF of `frames`, `width` pixels wide; rejects when gifenc cannot be loaded. */
export async function gifOf(frames: readonly GifFrame[], width = 480): Promise<Blob> {
  const [gifenc, { encodeGif }] = await Promise.all([import('gifenc'), import('../src/cli/gif.ts')]);
  const rasters: Raster[] = [];
  for (const f of frames) rasters.push(await raster(boardSVG({ ...f.options, theme: 'light', size: width }), width));
  const sample = rasters.map((_, i) => i).filter((i) => i < 8 || i === rasters.length - 1);
  const { bytes } = encodeGif(
    gifenc as never,
    rasters.length,
    (i) => rasters[i]!,
    (i) => frames[i]!.delay,
    sample,
  );
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/gif' });
}

/** The CLI's command line for the same GIF, from the OGN saved as `line.ogn`. */
export const gifCommand = (labels: string): string =>
  `npx oware-board gif --record line.ogn${labels !== 'none' ? ` --labels ${labels}` : ''} -o line.gif`;
