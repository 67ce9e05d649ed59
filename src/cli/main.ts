/**
 * `oware-board svg|png|gif …`: board pictures from the command line (the package's `bin`,
 * `bin/oware-board.mjs`, runs {@link main}). Node-only; never part of a browser bundle.
 *
 * - `svg`: `boardSVG` of the drawing flags, or of a record's position (`--record f.ogn --ply N`);
 * - `png`: the same picture rasterised by `@resvg/resvg-js` (optional dependency), `--scale` for HiDPI;
 * - `gif`: an animated GIF of a record or of moves, seed by seed, through `gifenc` (optional).
 *
 * - `serve`: the game server (src/server/cli.ts), loaded only for this command.
 *
 * Bad input (a flag, a value, a record) prints one line, boardSVG's or the element's message,
 * and exits with status 2; missing optional packages print one line naming them all with the
 * `npm i …` that installs them (src/cli/packages.ts) and exit with status 1. No module this file
 * imports loads a server package (scripts/build.mjs keeps the server out of dist/cli.js).
 */
/// <reference types="node" />
import { writeFileSync } from 'node:fs';
import { OwareError, parseMoveList } from '../engine/index.js';
import { readServeArgs, SERVE_USAGE, servePackages } from '../server/args.js';
import type { ServerOptions } from '../server/server.js';
import { type BoardSVGOptions, boardSVG } from '../svg/index.js';
import { type Animation, movesAnimation, recordAnimation } from './animate.js';
import { CliError, COMMANDS, type Command, commandHelp, mainHelp, number, readArgs, type Values } from './args.js';
import { checkRecordFlags, drawingOptions, mainLine, plyOf, readRecordFile, recordDiagram } from './diagram.js';
import { type Frame, paletteSample } from './frames.js';
import { encodeGif, type Gifenc } from './gif.js';
import { checkGif, DEFAULT_TIME_LIMIT, deadline, MAX_GIF_FRAMES, pixelHeight } from './limits.js';
import { missingMessage, missingPackages, type Resolve } from './packages.js';
import { optional, pixelWidth, rasteriser } from './raster.js';

/** Where the program writes: standard output (the picture) and standard error (messages). */
export interface Io {
  out(data: string | Uint8Array): void;
  err(line: string): void;
  /** Standard output is a terminal (no image is written there). */
  tty?: boolean;
}

/** What the program reads of its process, replaceable in tests. */
export interface Context {
  /** The environment (`REDIS_URL`); default `process.env`. */
  env?: Record<string, string | undefined>;
  /** How packages are found (default: `import.meta.resolve` from the installed package). */
  resolve?: Resolve;
}

/** The optional packages of each picture command. */
const PICTURE_PACKAGES: Record<Command, string[]> = {
  svg: [],
  png: ['@resvg/resvg-js'],
  gif: ['@resvg/resvg-js', 'gifenc'],
};

const processIo: Io = {
  out: (data) => process.stdout.write(data),
  err: (line) => process.stderr.write(`${line}\n`),
  tty: process.stdout.isTTY === true,
};

/** The picture of the flags (or of the record's ply), and the warnings to print. */
function diagram(values: Values, command: Command): { options: BoardSVGOptions; warnings: string[] } {
  checkRecordFlags(values, command);
  const base = drawingOptions(values);
  if (values.record === undefined) return { options: base, warnings: [] };
  const { record, warnings } = readRecordFile(values);
  const line = mainLine(record);
  const { options, issues } = recordDiagram(record, line[plyOf(values, 'ply', line, 0)]!, base);
  return { options, warnings: [...warnings, ...issues] };
}

/** The frames of the gif command: a record's main line (`--from`/`--to`) or `--moves` from `--position`. */
function gifFrames(values: Values): { frames: Frame[]; warnings: string[] } {
  checkRecordFlags(values, 'gif');
  const delay = number(values, 'delay', 300, 10, 60_000, 'a number of milliseconds');
  const pause = number(values, 'pause', 1500, 10, 60_000, 'a number of milliseconds');
  // the caption and the look on every frame; the flags' marks and arrows on the first one
  const { highlight, arrows, markers, position, variant, ...base } = drawingOptions(values);
  const animation: Animation = { base, first: { highlight, arrows, markers }, delay, pause };
  if (values.record !== undefined) {
    const { record, warnings } = readRecordFile(values);
    const line = mainLine(record);
    const from = plyOf(values, 'from', line, 0);
    const to = plyOf(values, 'to', line, -1);
    if (to <= from) throw new CliError(`oware-board gif: --to (${to}) must come after --from (${from})`);
    tooManyMoves(to - from);
    const made = recordAnimation(record, line, from, to, animation);
    return { frames: made.frames, warnings: [...warnings, ...made.issues] };
  }
  if (values.moves === undefined) throw new CliError('oware-board gif: give --moves (from --position) or --record');
  const pits = parseMoveList(values.moves as string);
  tooManyMoves(pits.length);
  if (!pits.length) throw new CliError("oware-board gif: --moves has no moves; write them like 'C f B a'");
  return { frames: movesAnimation(position ?? 'start', variant, pits, animation), warnings: [] };
}

/** Refuse at once moves that make more frames than a GIF may have (each makes two at least). */
function tooManyMoves(moves: number): void {
  if (moves * 2 + 1 > MAX_GIF_FRAMES) checkGif(moves * 2 + 1, 1, 1);
}

/** gifenc's functions from its module (CommonJS: on the namespace or on its default, by loader). */
function gifencOf(mod: unknown): Gifenc {
  let m = mod as { quantize?: unknown; default?: unknown };
  while (m && typeof m.quantize !== 'function' && m.default) m = m.default as typeof m;
  return m as unknown as Gifenc;
}

/** Run one command; the picture goes to `-o` or to standard output. */
async function run(command: Command, argv: string[], io: Io, context: Context): Promise<number> {
  const values = readArgs(command, argv);
  if (values.help) {
    io.out(commandHelp(command));
    return 0;
  }
  if (command !== 'svg' && values.output === undefined && io.tty)
    throw new CliError(
      `oware-board ${command}: an image is not written to a terminal; use -o file.${command} or redirect it`,
    );
  const missing = missingPackages(PICTURE_PACKAGES[command], context.resolve);
  if (missing.length) throw new CliError(missingMessage(command, missing), 1);
  let data: string | Uint8Array;
  let warnings: string[] = [];
  const clock = deadline(
    command,
    command === 'svg' ? Infinity : number(values, 'time-limit', DEFAULT_TIME_LIMIT, 0.1, 3600, 'a number of seconds'),
  );
  if (command === 'gif') {
    const scale = number(values, 'scale', 1, 0.25, 8, 'a scale');
    const made = gifFrames(values);
    warnings = made.warnings;
    if (made.frames.length > MAX_GIF_FRAMES) checkGif(made.frames.length, 1, 1);
    const svgs = made.frames.map((f) => boardSVG(f.options)); // every frame checked before any work
    const width = pixelWidth(made.frames[0]!.options.size ?? 480, scale);
    checkGif(svgs.length, width, pixelHeight(svgs[0]!, width));
    const background = (values.background as string | undefined) ?? (values.theme === 'dark' ? '#111' : 'white');
    const render = await rasteriser('gif', values.font as string | undefined, background);
    const gifenc = await optional<Gifenc>('gifenc', 'gif', async () => gifencOf(await import('gifenc')));
    const gif = encodeGif(
      gifenc,
      svgs.length,
      (i) => {
        clock.check();
        return render(svgs[i]!, width);
      },
      (i) => made.frames[i]!.delay,
      paletteSample(made.frames),
    );
    data = gif.bytes;
    for (const w of warnings) io.err(`warning: ${w}`);
    io.err(
      `oware-board gif: ${svgs.length} frames, ${gif.width}×${gif.height} pixels, ${(data.length / 1024).toFixed(1)} kB`,
    );
    warnings = [];
  } else {
    const made = diagram(values, command);
    warnings = made.warnings;
    const svg = boardSVG(made.options);
    if (command === 'svg') data = svg;
    else {
      const scale = number(values, 'scale', 1, 0.25, 8, 'a scale');
      const width = pixelWidth(made.options.size ?? 480, scale);
      const render = await rasteriser(
        'png',
        values.font as string | undefined,
        values.background as string | undefined,
      );
      clock.check();
      data = render(svg, width).png();
      clock.check();
    }
  }
  for (const w of warnings) io.err(`warning: ${w}`);
  const file = values.output as string | undefined;
  if (file === undefined) io.out(data);
  else {
    try {
      writeFileSync(file, data);
    } catch (e) {
      throw new CliError(`oware-board ${command}: cannot write ${file}: ${(e as Error).message}`, 1);
    }
  }
  return 0;
}

/**
 * `serve`: the arguments read, the server's packages looked for (all of them, before any is
 * imported), then the server loaded and started; it runs until stopped (status 0 meanwhile).
 */
async function serveCommand(argv: string[], io: Io, context: Context): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    const packages = servePackages({});
    const redis = servePackages({ redisUrl: 'redis:' }).filter((p) => !packages.includes(p));
    const metrics = servePackages({ metricsPort: 0 }).filter((p) => !packages.includes(p));
    io.out(
      `${SERVE_USAGE}\nneeds the packages ${packages.join(', ')}; with --redis also ${redis.join(', ')}; with --store postgres://… pg in place of better-sqlite3; with --metrics-port also ${metrics.join(', ')}\n`,
    );
    return 0;
  }
  let options: ServerOptions;
  try {
    options = readServeArgs(argv, context.env ?? process.env);
  } catch (e) {
    io.err(`oware-board serve: ${(e as Error).message}\n${SERVE_USAGE}`);
    return 2;
  }
  const missing = missingPackages(servePackages(options), context.resolve);
  if (missing.length) {
    io.err(missingMessage('serve', missing));
    return 1;
  }
  try {
    // the server (Colyseus, SQLite): in dist/cli.js an import of dist/server.js (scripts/build.mjs)
    const { serve } = await import('../server/cli.js');
    return (await serve(argv)) ? 0 : 2;
  } catch (e) {
    // a port in use, a database that cannot be opened, a package that is there but does not load
    io.err(`oware-board serve: ${startError(e)}`);
    if (process.env.OWARE_DEBUG) io.err(String((e as Error)?.stack));
    return 1;
  }
}

/** Why the server did not start, in one line. */
export function startError(e: unknown): string {
  const message = String((e as Error)?.message ?? e);
  // better-sqlite3 without its compiled part: its install script (a download or a build) did not run
  if (message.startsWith('Could not locate the bindings file'))
    return 'better-sqlite3 is installed without its compiled part (its install script did not run or failed): npm rebuild better-sqlite3';
  // a compiled part made for another Node.js (installed, then Node.js changed)
  const versions = /NODE_MODULE_VERSION (\d+)[\s\S]*NODE_MODULE_VERSION (\d+)/.exec(message);
  if (versions) {
    const name = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(message)?.[1] ?? 'a package';
    return `${name} was compiled for another Node.js (NODE_MODULE_VERSION ${versions[1]}, this one needs ${versions[2]}): npm rebuild ${name}`;
  }
  return message.split('\n')[0]!;
}

/** The program: `argv` without node and the script. Returns the exit status; never throws. */
export async function main(argv: string[], io: Io = processIo, context: Context = {}): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    if (command === undefined) io.err(mainHelp().trimEnd());
    else io.out(mainHelp());
    return command === undefined ? 2 : 0;
  }
  if (command === 'serve') return serveCommand(rest, io, context);
  if (!COMMANDS.includes(command as Command)) {
    io.err(`oware-board: unknown command '${command}'; use ${COMMANDS.join(', ')} (see oware-board --help)`);
    return 2;
  }
  try {
    return await run(command as Command, rest, io, context);
  } catch (e) {
    if (e instanceof CliError) {
      io.err(e.message.startsWith('oware-board') ? e.message : `oware-board ${command}: ${e.message}`);
      return e.status;
    }
    if (e instanceof OwareError) {
      io.err(`oware-board ${command}: ${e.message}`);
      return 2;
    }
    io.err(`oware-board ${command}: unexpected error: ${(e as Error)?.message ?? e}`);
    if (process.env.OWARE_DEBUG) io.err(String((e as Error)?.stack));
    return 1;
  }
}
