/**
 * The command line's flags: one table per command (`svg`, `png`, `gif`), read with Node's
 * `util.parseArgs`, and the help text of each command made from the same table. Node-only.
 */
/// <reference types="node" />
import { parseArgs } from 'node:util';

/** A problem with what was typed: printed as it is, exit status 2 (1 for `status: 1`). */
export class CliError extends Error {
  readonly status: number;
  constructor(message: string, status = 2) {
    super(message);
    this.name = 'CliError';
    this.status = status;
  }
}

export type Command = 'svg' | 'png' | 'gif';
export const COMMANDS: readonly Command[] = ['svg', 'png', 'gif'];

interface Flag {
  /** `string` takes a value; `boolean` is present or not. */
  type: 'string' | 'boolean';
  /** The value's placeholder in the help (`<text>`). */
  value?: string;
  short?: string;
  help: string;
}

/** The drawing options of boardSVG, as flags (the option's name, the help line). */
const DRAWING: Record<string, Flag> = {
  position: {
    type: 'string',
    value: 'text',
    help: "the position (default start), e.g. '1,2,0,6,3,3/4,1,2,1,0,3 S 10-12'",
  },
  variant: { type: 'string', value: 'name', help: 'the rules (default abapa)' },
  orientation: { type: 'string', value: 'side', help: 'the side drawn at the bottom: south (default) or north' },
  labels: { type: 'string', value: 'style', help: 'pit names beside the counts: none (default), letters, numbers' },
  stores: { type: 'boolean', help: 'big stores with their seeds (else compact score trays)' },
  highlight: { type: 'string', value: 'marks', help: "marks and arrows, as the attribute: 'c:capture d 2>6'" },
  arrows: { type: 'string', value: 'arrows', help: "arrows: 'F>c C>a:capture'" },
  markers: { type: 'string', value: 'badges', help: "marker badges: 'c:1 e:★:good'" },
  caption: { type: 'string', value: 'text', help: 'a line of text under the board' },
  size: { type: 'string', value: 'px', help: 'the width in CSS pixels, 120–4000 (default 480)' },
  theme: { type: 'string', value: 'name', help: 'light (default), dark or auto' },
  lang: { type: 'string', value: 'code', help: 'the language of the title and description: en, fr, de, af, ja' },
  id: { type: 'string', value: 'prefix', help: "the prefix of the picture's ids (default: made from the options)" },
};

const RECORD: Record<string, Flag> = {
  record: { type: 'string', value: 'file.ogn', help: 'draw a position of a game record (OGN) instead of --position' },
  game: { type: 'string', value: 'n', help: 'which game of a collection (default 1)' },
};

const OUT: Record<string, Flag> = {
  output: { type: 'string', value: 'file', short: 'o', help: 'write to a file (default: standard output)' },
  help: { type: 'boolean', short: 'h', help: 'this help' },
};

const SCALE: Flag = { type: 'string', value: 'n', help: 'pixels per CSS pixel, e.g. 2 for HiDPI (default 1)' };
const TIME_LIMIT: Flag = {
  type: 'string',
  value: 's',
  help: 'stop with status 2 after this many seconds of work, 0.1–3600 (default 120)',
};
const FONT: Flag = {
  type: 'string',
  value: 'family',
  help: "the font for the counts (default: the system's sans-serif; DejaVu Sans on Linux)",
};

/** Each command's flags, in the order of its help. */
export const FLAGS: Record<Command, Record<string, Flag>> = {
  svg: {
    ...DRAWING,
    ...RECORD,
    ply: {
      type: 'string',
      value: 'n',
      help: 'with --record: the position after this ply of the main line (default 0; --ply=-1 the last)',
    },
    ...OUT,
  },
  png: {
    ...DRAWING,
    ...RECORD,
    ply: { type: 'string', value: 'n', help: 'with --record: the position after this ply (default 0)' },
    scale: SCALE,
    font: FONT,
    background: { type: 'string', value: 'colour', help: 'a colour under the picture (default: none, transparent)' },
    'time-limit': TIME_LIMIT,
    ...OUT,
  },
  gif: {
    ...DRAWING,
    moves: { type: 'string', value: 'moves', help: "the moves to play from --position, e.g. 'C f B a'" },
    ...RECORD,
    record: { type: 'string', value: 'file.ogn', help: 'the main line of a game record (OGN) instead of --moves' },
    from: { type: 'string', value: 'ply', help: 'with --record: start after this ply (default 0)' },
    to: { type: 'string', value: 'ply', help: 'with --record: stop after this ply (default the last)' },
    delay: { type: 'string', value: 'ms', help: 'how long each seed dropped shows (default 300)' },
    pause: { type: 'string', value: 'ms', help: 'how long each position shows (default 1500)' },
    scale: SCALE,
    font: FONT,
    background: {
      type: 'string',
      value: 'colour',
      help: 'the colour under the picture (a GIF has no partial transparency; default white, #111 for --theme dark)',
    },
    'time-limit': TIME_LIMIT,
    ...OUT,
  },
};

const SUMMARY: Record<Command, string> = {
  svg: 'a board as a standalone SVG document (the picture of the element, no script)',
  png: 'the same picture as a PNG image (needs the optional @resvg/resvg-js)',
  gif: 'an animated GIF of a record or of moves, sown seed by seed (needs @resvg/resvg-js and gifenc)',
};

const EXAMPLES: Record<Command, string[]> = {
  svg: [
    "oware-board svg --position '1,2,0,6,3,3/4,1,2,1,0,3 S 10-12' --highlight 'c:capture' > board.svg",
    'oware-board svg --record game.ogn --ply 12 --labels letters -o move12.svg',
  ],
  png: ['oware-board png --highlight "C F>c" --scale 2 -o board.png'],
  gif: [
    'oware-board gif --moves "C f B a" -o opening.gif',
    'oware-board gif --record game.ogn --from 10 --to 20 -o game.gif',
  ],
};

/** The help of the whole program. */
export function mainHelp(): string {
  const lines = ['usage: oware-board <command> [options]', '', 'commands:'];
  for (const c of COMMANDS) lines.push(`  ${c.padEnd(5)} ${SUMMARY[c]}`);
  lines.push('  serve the game server for online play (oware-board serve --help)');
  lines.push('', "'oware-board <command> --help' lists a command's options.");
  return `${lines.join('\n')}\n`;
}

/** The help of one command, from its flag table. */
export function commandHelp(command: Command): string {
  const rows = Object.entries(FLAGS[command]).map(([name, f]) => {
    const left = `${f.short ? `-${f.short}, ` : '    '}--${name}${f.value ? ` <${f.value}>` : ''}`;
    return `  ${left.padEnd(30)} ${f.help}`;
  });
  return `${[
    `usage: oware-board ${command} [options]`,
    '',
    `${SUMMARY[command]}.`,
    '',
    'options:',
    ...rows,
    '',
    'examples:',
    ...EXAMPLES[command].map((e) => `  ${e}`),
  ].join('\n')}\n`;
}

/** What was typed after the command: each flag's value (strings and booleans), unchecked. */
export type Values = Record<string, string | boolean | undefined>;

/** Read `argv` (after the command) by the command's table; a flag it does not know is a {@link CliError}. */
export function readArgs(command: Command, argv: string[]): Values {
  const options = Object.fromEntries(
    Object.entries(FLAGS[command]).map(([name, f]) => [
      name,
      f.short ? { type: f.type, short: f.short } : { type: f.type },
    ]),
  );
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values as Values;
  } catch (e) {
    throw new CliError(`oware-board ${command}: ${argsProblem(e)}; see oware-board ${command} --help`);
  }
}

/** parseArgs' error in a short sentence. */
function argsProblem(e: unknown): string {
  const err = e as { code?: string; message?: string };
  const flag = /'(-[^' ]+)/.exec(err.message ?? '')?.[1];
  switch (err.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown option ${flag ?? ''}`.trim();
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `unexpected argument ${/'([^']*)'/.exec(err.message ?? '')?.[1] ?? ''} (values follow their option: --position '…')`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return /argument missing/.test(err.message ?? '')
        ? `${flag ?? 'an option'} needs a value`
        : /ambiguous/.test(err.message ?? '')
          ? `the value of ${flag ?? 'an option'} starts with '-': write ${flag ?? '--option'}=value`
          : `${flag ?? 'an option'} takes no value`;
    default:
      return err.message ?? String(e);
  }
}

/** A whole number flag (or `fallback` when absent), checked to be within `min`–`max`. */
export function wholeNumber(values: Values, name: string, fallback: number, min: number, max: number): number {
  const v = values[name];
  if (v === undefined) return fallback;
  const n = Number(v);
  if (typeof v !== 'string' || v.trim() === '' || !Number.isInteger(n) || n < min || n > max)
    throw new CliError(`--${name}: '${v}' is not a whole number from ${min} to ${max}`);
  return n;
}

/** A number flag (or `fallback`), checked to be within `min`–`max`. */
export function number(values: Values, name: string, fallback: number, min: number, max: number, what: string): number {
  const v = values[name];
  if (v === undefined) return fallback;
  const n = Number(v);
  if (typeof v !== 'string' || v.trim() === '' || !Number.isFinite(n) || n < min || n > max)
    throw new CliError(`--${name}: '${v}' is not ${what} from ${min} to ${max}`);
  return n;
}
