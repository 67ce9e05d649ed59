/**
 * The command's bounds: how much it reads, how many frames and pixels it makes and how long it may
 * work. Each is checked before the work it bounds (a record's size while it is read, the frames and
 * pixels of a GIF before any is drawn), so a refusal is one line and status 2 at once; the time
 * limit is checked before each picture is drawn. docs/static-diagrams.md says why these numbers.
 * Node-only.
 */
/// <reference types="node" />
import { closeSync, openSync, readSync } from 'node:fs';
import { MAX_RECORD_LENGTH } from '../record/parse.js';
import { CliError } from './args.js';

/** The largest record file read (bytes): the record reader's own limit (2,000,000 characters). */
export const MAX_RECORD_BYTES = MAX_RECORD_LENGTH;
/** The most frames a GIF may have (at the default 300 ms a seed, over four minutes of animation). */
export const MAX_GIF_FRAMES = 1000;
/** The most pixels of one GIF frame (2 megapixels: 2000 pixels wide at the board's shape). */
export const MAX_GIF_FRAME_PIXELS = 2_000_000;
/** The most pixels of a whole GIF, frames × pixels each (1,000 frames 480 pixels wide fit). */
export const MAX_GIF_PIXELS = 100_000_000;
/** How long a command may work (seconds) unless `--time-limit` says otherwise. */
export const DEFAULT_TIME_LIMIT = 120;

/**
 * A file's text, read with at most {@link MAX_RECORD_BYTES} + 1 bytes (a device that never ends,
 * such as /dev/zero, is refused after 2 MB, not read forever).
 */
export function readBounded(file: string, max = MAX_RECORD_BYTES): string {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (e) {
    throw new CliError(`--record: cannot read ${file}: ${(e as Error).message}`);
  }
  const buffer = Buffer.alloc(max + 1);
  let length = 0;
  try {
    while (length < buffer.length) {
      const n = readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0) break;
      length += n;
    }
  } catch (e) {
    throw new CliError(`--record: cannot read ${file}: ${(e as Error).message}`);
  } finally {
    closeSync(fd);
  }
  if (length > max)
    throw new CliError(
      `--record ${file}: the file is over ${max / 1e6} MB; at most ${max / 1e6} MB of a record is read`,
    );
  return buffer.toString('utf8', 0, length);
}

/** A picture's height in pixels when drawn `width` pixels wide (from the SVG's own width and height). */
export function pixelHeight(svg: string, width: number): number {
  const m = /^<svg\b[^>]*?\swidth="([\d.]+)"[^>]*?\sheight="([\d.]+)"/.exec(svg);
  if (!m) return width;
  return Math.max(1, Math.ceil((width * Number(m[2])) / Number(m[1])));
}

/** Refuse a GIF over the bounds: its frames, the pixels of a frame, the pixels of all of them. */
export function checkGif(frames: number, width: number, height: number): void {
  const count = (n: number) => n.toLocaleString('en');
  if (frames > MAX_GIF_FRAMES)
    throw new CliError(
      `oware-board gif: the animation has ${count(frames)} frames; at most ${count(MAX_GIF_FRAMES)}: animate fewer moves (--from/--to)`,
    );
  const frame = width * height;
  if (frame > MAX_GIF_FRAME_PIXELS)
    throw new CliError(
      `oware-board gif: a frame of ${width}×${height} pixels is over ${MAX_GIF_FRAME_PIXELS / 1e6} megapixels; use a smaller --size or --scale`,
    );
  if (frame * frames > MAX_GIF_PIXELS)
    throw new CliError(
      `oware-board gif: ${count(frames)} frames of ${width}×${height} pixels are ${count(Math.round((frame * frames) / 1e6))} megapixels; at most ${MAX_GIF_PIXELS / 1e6}: animate fewer moves or use a smaller --size`,
    );
}

/** A clock for the time limit: `check()` throws once `seconds` have passed since it was made. */
export function deadline(command: string, seconds: number): { check(): void } {
  const end = performance.now() + seconds * 1000;
  return {
    check() {
      if (performance.now() > end)
        throw new CliError(
          `oware-board ${command}: stopped after the time limit of ${seconds} s; draw less, or give a longer --time-limit`,
        );
    },
  };
}
