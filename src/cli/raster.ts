/**
 * SVG to pixels through `@resvg/resvg-js` (an optional dependency: a clear message when it does not
 * load), with the system's fonts so that the counts and labels are drawn. Node-only.
 */
/// <reference types="node" />
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import { CliError } from './args.js';

/** A rendered picture: its size in pixels, RGBA pixels, and the PNG file. */
export interface Raster {
  width: number;
  height: number;
  pixels: Uint8Array;
  png(): Buffer;
}

/** Turns SVG documents into pixels, `width` pixels wide. */
export type Rasteriser = (svg: string, width: number) => Raster;

/** A sans-serif family most systems have (the pictures ask for `ui-rounded, 'Segoe UI', system-ui, sans-serif`). */
function systemSans(): string {
  if (process.platform === 'darwin') return 'Helvetica';
  if (process.platform === 'win32') return 'Arial';
  return 'DejaVu Sans';
}

/**
 * An optional package, or a {@link CliError} (exit status 1) that says why it did not load. (Whether
 * it is installed at all is looked at before, with the others the command needs: see
 * src/cli/packages.ts; what fails here is a package that is there but does not load, such as
 * @resvg/resvg-js without the native part for this platform.)
 */
export async function optional<T>(name: string, command: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (e) {
    const message = String((e as Error)?.message ?? e).split('\n')[0];
    throw new CliError(`oware-board ${command}: ${name} could not be loaded: ${message}`, 1);
  }
}

/**
 * The rasteriser, with `font` (a family) for text that asks for sans-serif, and `background` (a
 * CSS colour, checked here by resvg's own reader) under the picture, else transparent. With
 * `fontFiles`, only those fonts are read (for each picture: reading all the system's fonts takes
 * resvg a quarter of a second on a machine with a few hundred of them), `font` being their family.
 */
export async function rasteriser(
  command: string,
  font?: string,
  background?: string,
  fontFiles?: readonly string[],
): Promise<Rasteriser> {
  const { Resvg } = await optional('@resvg/resvg-js', command, () => import('@resvg/resvg-js'));
  const family = font || systemSans();
  if (background !== undefined) {
    try {
      new Resvg('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>', { background }).render();
    } catch {
      throw new CliError(`--background: '${background}' is not a colour; use a name (white), #rrggbb or rgb(…)`);
    }
  }
  return (svg, width) => {
    const options: ResvgRenderOptions = {
      fitTo: { mode: 'width', value: width },
      font: fontFiles?.length
        ? { loadSystemFonts: false, fontFiles: [...fontFiles], sansSerifFamily: family, defaultFontFamily: family }
        : { loadSystemFonts: true, sansSerifFamily: family, defaultFontFamily: family },
      logLevel: 'off',
      ...(background === undefined ? {} : { background }),
    };
    const image = new Resvg(svg, options).render();
    return { width: image.width, height: image.height, pixels: image.pixels, png: () => image.asPng() };
  };
}

/** The pixel width of a picture `size` CSS pixels wide at `scale` (at most 8000 pixels). */
export function pixelWidth(size: number, scale: number): number {
  const width = Math.round(size * scale);
  if (width > 8000) throw new CliError(`--scale: ${size} × ${scale} is ${width} pixels wide; at most 8000`);
  return Math.max(1, width);
}
