/**
 * Frames to an animated GIF through `gifenc` (an optional dependency). One palette for the whole
 * animation, quantised from a sample of its frames; after the first frame each frame writes only
 * the pixels that changed (the rest transparent over the frame before), so a move that drops one
 * seed costs a few hundred bytes. Node-only.
 */
/// <reference types="node" />
import type { Raster } from './raster.js';

/** The encoder's functions this module uses (gifenc has no types of its own). */
interface Gifenc {
  GIFEncoder(): {
    writeFrame(
      index: Uint8Array,
      width: number,
      height: number,
      options: {
        palette?: number[][];
        delay?: number;
        transparent?: boolean;
        transparentIndex?: number;
        dispose?: number;
        repeat?: number;
      },
    ): void;
    finish(): void;
    bytes(): Uint8Array;
  };
  quantize(rgba: Uint8Array, colours: number, options?: { format?: string }): number[][];
  applyPalette(rgba: Uint8Array, palette: number[][], format?: string): Uint8Array;
}

/**
 * An animated GIF (looping) of `count` frames: `frame(i)` renders frame `i` and `delay(i)` says how
 * long it shows (ms); the palette is made from the frames `sample` names (the first among them).
 * Frames are rendered one at a time (the sample first), never all held at once.
 */
export function encodeGif(
  gifenc: Gifenc,
  count: number,
  frame: (i: number) => Raster,
  delay: (i: number) => number,
  sampled: readonly number[],
) {
  // 255 colours from the sample; the 256th is the transparent "unchanged" index
  const sample = [0, ...sampled.filter((i) => i > 0 && i < count)].map(frame);
  const { width, height } = sample[0]!;
  const all = new Uint8Array(sample.length * width * height * 4);
  for (const [i, r] of sample.entries()) all.set(r.pixels, i * width * height * 4);
  const palette = gifenc.quantize(all, 255, { format: 'rgb565' });
  const clear = palette.length;
  palette.push([0, 0, 0]);

  const gif = gifenc.GIFEncoder();
  let previous: Uint8Array | null = null;
  for (let i = 0; i < count; i++) {
    const r = i === 0 ? sample[0]! : frame(i);
    if (r.width !== width || r.height !== height)
      throw new Error(`frame ${i + 1} is ${r.width}×${r.height}, not ${width}×${height}`);
    const index = gifenc.applyPalette(r.pixels, palette, 'rgb565');
    const out = index.slice();
    if (previous) for (let p = 0; p < out.length; p++) if (index[p] === previous[p]) out[p] = clear;
    gif.writeFrame(out, width, height, {
      ...(i === 0 ? { palette, repeat: 0 } : {}),
      delay: delay(i),
      transparent: i > 0,
      transparentIndex: clear,
      dispose: 1,
    });
    previous = index;
  }
  gif.finish();
  return { bytes: gif.bytes(), width, height };
}

export type { Gifenc };
