// The command line (bin/oware-board.mjs, src/cli/): the program's main() in this process, and the
// bin run as a user runs it, from the sources as a fresh clone has them (no build). `svg` writes exactly boardSVG()'s document for the same options;
// `png` is a PNG of the right pixel size (its IHDR chunk); `gif` has the right number of frames
// (its image descriptors) and size; bad input exits with status 2 and the library's message, never
// a stack trace; a missing optional package exits with status 1 and says how to install it.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { inflateSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';

const root = resolve(import.meta.dirname, '../..');
const bin = join(root, 'bin/oware-board.mjs');
const tmp = mkdtempSync(join(tmpdir(), 'oware-cli-'));
after(() => rmSync(tmp, { recursive: true, force: true }));
const { boardSVG } = await tsImport(join(root, 'src/svg/index.ts'), import.meta.url);
const { Game } = await tsImport(join(root, 'src/engine/index.ts'), import.meta.url);
const { longGame } = await tsImport(join(root, 'test/long-game.ts'), import.meta.url);
const { main } = await tsImport(join(root, 'src/cli/main.ts'), import.meta.url);
const { frames } = await tsImport(join(root, 'src/cli/frames.ts'), import.meta.url);
const { formatRecord, recordFromGame } = await tsImport(join(root, 'src/record/index.ts'), import.meta.url);

/** Run the program in this process (in `tmp`); what it writes to stdout as bytes, to stderr as text. */
async function cli(args, tty = false) {
  const out = [];
  let err = '';
  const here = process.cwd();
  process.chdir(tmp);
  try {
    const status = await main(args, { out: (d) => out.push(Buffer.from(d)), err: (line) => (err += `${line}\n`), tty });
    return { status, out: Buffer.concat(out), err };
  } finally {
    process.chdir(here);
  }
}

/** Run the bin as a user does: `node bin/oware-board.mjs …`. */
function runBin(args, node = [], env = {}) {
  const r = spawnSync('node', [...node, bin, ...args], {
    cwd: tmp,
    maxBuffer: 64 << 20,
    env: { ...process.env, ...env },
  });
  return { status: r.status, out: r.stdout, err: r.stderr.toString() };
}

/** `actual === expected` for long texts, reported by their first difference (not both whole texts). */
function sameText(actual, expected, what) {
  if (actual === expected) return;
  let i = 0;
  while (actual[i] === expected[i]) i++;
  assert.fail(
    `${what}: differs at ${i}: ${JSON.stringify(actual.slice(i - 40, i + 80))} vs ${JSON.stringify(expected.slice(i - 40, i + 80))}`,
  );
}

/** The message `fn` throws. */
function thrown(fn) {
  try {
    fn();
  } catch (e) {
    return e.message;
  }
  assert.fail('expected an error');
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes) {
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG');
  assert.equal(bytes.subarray(12, 16).toString('latin1'), 'IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A GIF's logical screen size and its frames (image descriptors, read block by block) with their delays (ms). */
function gifFrames(bytes) {
  assert.equal(bytes.subarray(0, 6).toString('latin1'), 'GIF89a');
  const size = { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  const palette = bytes.subarray(13, 13 + (bytes[10] & 0x80 ? 3 * 2 ** ((bytes[10] & 7) + 1) : 0));
  let i = 13 + palette.length;
  let corner = null;
  const skipBlocks = () => {
    while (bytes[i] !== 0) i += bytes[i] + 1;
    i++;
  };
  const delays = [];
  let delay = 0;
  for (;;) {
    const b = bytes[i];
    if (b === 0x3b) break;
    if (b === 0x21) {
      if (bytes[i + 1] === 0xf9) delay = bytes.readUInt16LE(i + 4) * 10;
      i += 2;
      skipBlocks();
    } else if (b === 0x2c) {
      const packed = bytes[i + 9];
      i += 10 + (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0); // descriptor, local table
      if (corner === null) {
        // the first frame's first pixel: after the clear code, the first LZW code is its index
        const size = bytes[i] + 1;
        const bits = bytes.readUInt32LE(i + 2);
        const index = (bits >>> size) & ((1 << size) - 1);
        corner = [...palette.subarray(index * 3, index * 3 + 3)];
      }
      i += 1; // LZW code size
      skipBlocks();
      delays.push(delay);
    } else assert.fail(`unexpected GIF block 0x${b?.toString(16)} at ${i}`);
  }
  return { ...size, delays, corner };
}

/** The frames a move list makes, counted from the engine's records: the start, then per move its seeds, a capture, a sweep, the position. */
function expectedFrames(moves, position = 'start') {
  const records = new Game({ position }).playMoves(moves);
  return records.reduce((n, r) => n + r.sown.length + (r.captured.length ? 1 : 0) + (r.swept.length ? 1 : 0) + 1, 1);
}

const RECORD = join(tmp, 'game.ogn');
writeFileSync(
  RECORD,
  '[Variant "Oware Abapa"]\n[South "Ama"]\n[North "Kofi"]\n\n1. E d 2. F b {[%arrow C>a] [%mark f:capture] [%label e:1]} 3. C f+4 *\n',
);

test('svg: the flags give boardSVG() of the same options, byte for byte', async () => {
  const options = {
    position: '1,2,0,6,3,3/4,1,2,1,0,3 S 10-12',
    orientation: 'north',
    labels: 'letters',
    stores: true,
    highlight: 'c:capture d:capture',
    arrows: 'F>c',
    markers: 'e:★:good',
    caption: 'South plays F and captures 5.',
    size: 360,
    theme: 'dark',
    lang: 'fr',
  };
  const args = ['svg'];
  for (const [k, v] of Object.entries(options)) args.push(...(v === true ? [`--${k}`] : [`--${k}`, String(v)]));
  const r = await cli(args);
  assert.equal(r.status, 0, r.err);
  sameText(r.out.toString(), boardSVG(options), 'svg with every flag');
  sameText((await cli(['svg'])).out.toString(), boardSVG({}), 'svg');
});

test('svg -o writes the file; the issue example works', async () => {
  const r = await cli([
    'svg',
    '--position',
    '4,4,4,4,4,4/4,4,4,4,4,4 S 0-0',
    '--highlight',
    'c:capture',
    '-o',
    'x.svg',
  ]);
  assert.equal(r.status, 0, r.err);
  assert.equal(r.out.length, 0);
  sameText(
    readFileSync(join(tmp, 'x.svg'), 'utf8'),
    boardSVG({ position: '4,4,4,4,4,4/4,4,4,4,4,4 S 0-0', highlight: 'c:capture' }),
    'svg -o x.svg',
  );
});

test('svg --record --ply: the position after the ply, its comment marks and arrows, the last move', async () => {
  const after4 = Game.fromMoves(['E', 'd', 'F', 'b']).position;
  const r = await cli(['svg', '--record', RECORD, '--ply', '4', '--labels', 'letters']);
  assert.equal(r.status, 0, r.err);
  // b (pit 7) sowed c d e f A B: the last move on its origin and the pits it sowed; then the comment's
  sameText(
    r.out.toString(),
    boardSVG({
      position: after4,
      variant: 'abapa',
      labels: 'letters',
      highlight: 'b:last c:last d:last e:last f:last A:last B:last f:capture',
      markers: 'e:1',
      arrows: 'C>a',
    }),
    'svg --record --ply 4',
  );
  // the start (ply 0): no last move, no comment; --ply=-1: the last position
  sameText(
    (await cli(['svg', '--record', RECORD])).out.toString(),
    boardSVG({ position: new Game().position, variant: 'abapa' }),
    'svg --record (ply 0)',
  );
  const end = (await cli(['svg', '--record', RECORD, '--ply=-1'])).out.toString();
  sameText(
    end,
    boardSVG({
      position: Game.fromMoves('E d F b C f'.split(' ')).position,
      variant: 'abapa',
      highlight: 'f:last A:last B:last C:last D:last E:last F:last',
    }),
    'svg --record --ply=-1',
  );
});

test('png: a PNG as wide as size × scale, as tall as the picture', async () => {
  for (const [size, scale] of [
    [480, 1],
    [300, 2],
  ]) {
    const r = await cli(['png', '--size', String(size), '--scale', String(scale), '--highlight', 'c:capture']);
    assert.equal(r.status, 0, r.err);
    const svgHeight = Number(/height="([\d.]+)"/.exec(boardSVG({ size, highlight: 'c:capture' }))[1]);
    const { width, height } = pngSize(r.out);
    assert.equal(width, size * scale);
    assert.ok(Math.abs(height - svgHeight * scale) <= 1, `${height} vs ${svgHeight * scale}`);
  }
});

test('gif --moves: one frame per seed, the capture, each position; the size; the count on stderr', async () => {
  const moves = 'E d F b C f';
  const r = await cli(['gif', '--moves', moves, '--size', '240', '--delay', '200', '--pause', '1000', '-o', 'a.gif']);
  assert.equal(r.status, 0, r.err);
  const gif = gifFrames(readFileSync(join(tmp, 'a.gif')));
  const count = expectedFrames(moves.split(' '));
  assert.equal(count, 1 + (4 + 1) + (4 + 1) + (5 + 1) + (6 + 1) + (4 + 1) + (6 + 1 + 1)); // f captures two pits
  assert.equal(gif.delays.length, count);
  assert.equal(gif.width, 240);
  assert.equal(gif.height, Math.round(Number(/height="([\d.]+)"/.exec(boardSVG({ size: 240 }))[1])));
  assert.deepEqual(gif.delays.slice(0, 6), [1000, 200, 200, 200, 200, 1000]);
  assert.match(r.err, new RegExp(`\\b${count} frames, 240×${gif.height} pixels`));
});

test('gif frames: the seed walk of a move (origin, sown, the pit just sown), then the position with the last move', () => {
  const [record] = new Game().playMoves(['C']);
  const list = frames({
    start: { position: 'start' },
    moves: [{ record, after: { position: record.after, highlight: 'C:last D:last E:last F:last a:last' } }],
    base: { size: 240 },
    delay: 100,
    pause: 900,
  });
  assert.deepEqual(
    list.map((f) => [f.kind, f.delay, f.options.position, f.options.highlight]),
    [
      ['position', 900, 'start', undefined],
      ['seed', 100, '4,4,0,5,4,4/4,4,4,4,4,4 S 0-0', 'C:origin D'],
      ['seed', 100, '4,4,0,5,5,4/4,4,4,4,4,4 S 0-0', 'C:origin D:sown E'],
      ['seed', 100, '4,4,0,5,5,5/4,4,4,4,4,4 S 0-0', 'C:origin D:sown E:sown F'],
      ['seed', 100, '4,4,0,5,5,5/5,4,4,4,4,4 S 0-0', 'C:origin D:sown E:sown F:sown a'],
      ['position', 900, record.after, 'C:last D:last E:last F:last a:last'],
    ],
  );
  assert.ok(list.slice(1, 5).every((f) => f.options.size === 240));
  // a capture is one frame: the pits taken, marked, after the last seed
  const capture = new Game({ position: '0,0,0,0,0,2/1,1,4,4,4,4 S 0-0' }).play('F');
  const taken = frames({ start: {}, moves: [{ record: capture, after: {} }], base: {}, delay: 1, pause: 1 });
  assert.deepEqual(
    taken.map((f) => f.kind),
    ['position', 'seed', 'seed', 'capture', 'position'],
  );
  assert.equal(taken[3].options.position, '0,0,0,0,0,0/0,0,4,4,4,4 S 4-0');
  assert.equal(taken[3].options.highlight, 'F:origin b:capture a:capture'); // taken from the last pit backwards
});

test('png and gif write no image to a terminal (status 2)', async () => {
  for (const args of [['png'], ['gif', '--moves', 'C']]) {
    const r = await cli(args, true);
    assert.equal(r.status, 2);
    assert.match(r.err, /not written to a terminal; use -o/);
  }
  assert.equal((await cli(['svg'], true)).status, 0);
});

/** The first pixel of a PNG (RGBA): whatever the first row's filter, it is the first four bytes after it. */
function pngCorner(bytes) {
  const idat = [];
  for (let i = 8; i < bytes.length; ) {
    const n = bytes.readUInt32BE(i);
    if (bytes.subarray(i + 4, i + 8).toString('latin1') === 'IDAT') idat.push(bytes.subarray(i + 8, i + 8 + n));
    i += 12 + n;
  }
  return [...inflateSync(Buffer.concat(idat)).subarray(1, 5)];
}

test('--background: under a PNG (else transparent); a GIF has white, or #111 in the dark theme', async () => {
  assert.deepEqual(pngCorner((await cli(['png', '--size', '200'])).out)[3], 0);
  assert.deepEqual(pngCorner((await cli(['png', '--size', '200', '--background', 'white'])).out), [255, 255, 255, 255]);
  assert.deepEqual(pngCorner((await cli(['png', '--size', '200', '--background', '#123456'])).out), [18, 52, 86, 255]);
  assert.deepEqual(gifFrames((await cli(['gif', '--moves', 'C', '--size', '200'])).out).corner, [255, 255, 255]);
  const dark = gifFrames((await cli(['gif', '--moves', 'C', '--size', '200', '--theme', 'dark'])).out).corner;
  assert.ok(
    dark.every((c) => Math.abs(c - 0x11) <= 4),
    String(dark),
  );
  for (const args of [
    ['png', '--background', 'nonsense'],
    ['gif', '--moves', 'C', '--background', 'nonsense'],
  ]) {
    const r = await cli(args);
    assert.equal(r.status, 2);
    assert.match(r.err, /--background: 'nonsense' is not a colour/);
  }
});

test('gif --record --from --to: the plies between', async () => {
  const r = await cli(['gif', '--record', RECORD, '--from', '4', '--to', '6']);
  assert.equal(r.status, 0, r.err);
  const gif = gifFrames(r.out);
  assert.equal(gif.delays.length, expectedFrames(['C', 'f'], Game.fromMoves(['E', 'd', 'F', 'b']).position));
  assert.equal(gif.width, 480);
});

test('bad input: status 2 and the message of the element or boardSVG, no stack trace', async () => {
  const cases = [
    [['svg', '--size', 'abc'], thrown(() => boardSVG({ size: Number('abc') }))],
    [['svg', '--position', '4,4,4/4'], thrown(() => boardSVG({ position: '4,4,4/4' }))],
    [['png', '--highlight', 'z:capture'], thrown(() => boardSVG({ highlight: 'z:capture' }))],
    [['svg', '--variant', 'chess'], thrown(() => boardSVG({ variant: 'chess' }))],
    [['svg', '--theme', 'pink'], thrown(() => boardSVG({ theme: 'pink' }))],
    [['gif', '--moves', 'C C'], thrown(() => new Game().playMoves(['C', 'C']))],
    [['svg', '--colour', 'red'], 'unknown option --colour'],
    [['svg', '--size'], '--size needs a value'],
    [['svg', 'board.svg'], 'unexpected argument board.svg'],
    [['svg', '--record', 'nothing.ogn'], 'cannot read nothing.ogn'],
    [['svg', '--record', RECORD, '--ply', '9'], "--ply: '9' is not a whole number from -7 to 6"],
    [['svg', '--ply', '2'], '--ply needs --record'],
    [['png', '--scale', 'big'], "--scale: 'big' is not a scale"],
    [['gif', '--moves', 'C', '--delay', '5'], "--delay: '5' is not a number of milliseconds"],
    [['gif', '--position', 'start'], 'give --moves'],
    [['jpeg'], "unknown command 'jpeg'"],
  ];
  for (const [args, message] of cases) {
    const r = await cli(args);
    assert.equal(r.status, 2, `${args.join(' ')}: status ${r.status}, ${r.err}`);
    assert.ok(r.err.includes(message), `${args.join(' ')}: ${JSON.stringify(r.err)} should include ${message}`);
    assert.doesNotMatch(r.err, /\n\s+at /, `${args.join(' ')}: a stack trace`);
    assert.match(r.err, /^oware-board( \w+)?: [^\n]+\n$/, `${args.join(' ')}: one line, named`);
    assert.equal(r.out.length, 0);
  }
  const bad = join(tmp, 'bad.ogn');
  writeFileSync(bad, '1. C C');
  const r = await cli(['svg', '--record', bad]);
  assert.equal(r.status, 2);
  assert.match(r.err, /line 1, column \d+: /);
});

/** A legal game of `plies` moves that never captures (test/long-game.ts), as OGN. */
const longRecord = (plies) => formatRecord(recordFromGame(longGame(plies, 7)));

/** The bin with a time box: a command that would run on is killed (status null) and fails the test. */
function bounded(args, seconds = 30) {
  const t0 = performance.now();
  const r = spawnSync('node', [bin, ...args], { cwd: tmp, timeout: seconds * 1000, maxBuffer: 64 << 20 });
  return { status: r.status, err: r.stderr.toString(), out: r.stdout, ms: performance.now() - t0 };
}

/** One line naming the command, status 2, nothing written. */
function refused(r, message, what) {
  assert.equal(r.status, 2, `${what}: status ${r.status} after ${Math.round(r.ms ?? 0)} ms, ${r.err}`);
  assert.match(r.err, /^oware-board \w+: [^\n]+\n$/, `${what}: one line, named: ${JSON.stringify(r.err)}`);
  assert.ok(r.err.includes(message), `${what}: ${JSON.stringify(r.err)} should include ${message}`);
  assert.equal(r.out.length, 0, `${what}: nothing written`);
}

test('--record reads at most 2 MB: /dev/zero and a bigger file are refused at once', () => {
  refused(bounded(['svg', '--record', '/dev/zero'], 20), 'over 2 MB', '/dev/zero');
  const big = join(tmp, 'big.ogn');
  writeFileSync(big, `{${'x'.repeat(2_000_000)}}`);
  refused(bounded(['svg', '--record', big], 20), 'over 2 MB', 'a 2 MB comment');
});

test('gif: at most 1,000 frames, refused before any is drawn (a 600-ply and a 10,000-ply record)', async () => {
  const long = join(tmp, 'long.ogn');
  writeFileSync(long, longRecord(10_000));
  refused(bounded(['gif', '--record', long]), 'at most 1,000', '10,000 plies');
  refused(bounded(['gif', '--record', long, '--from', '9000', '--to', '9600']), 'at most 1,000', 'plies 9000-9600');
  const moves = Array.from({ length: 600 }, (_, i) => 'CfBaFeDbAcEd'[i % 12]).join(' ');
  refused(bounded(['gif', '--moves', moves]), 'at most 1,000', '600 moves');
  // a few plies of it are drawn, and the position at its end, from one walk along the line
  const r = await cli(['gif', '--record', long, '--from', '9990', '--to', '9992']);
  assert.equal(r.status, 0, r.err);
  const s = await cli(['svg', '--record', long, '--ply=-1']);
  assert.equal(s.status, 0, s.err);
});

test('gif: at most 2 megapixels a frame and 100 megapixels in all, refused at once', () => {
  refused(bounded(['gif', '--moves', 'C f', '--size', '1000', '--scale', '8']), 'over 2 megapixels', '8000 px wide');
  const moves = 'C f B a F e D b A c E d C f B a';
  refused(
    bounded(['gif', '--moves', moves, '--size', '1000', '--scale', '1.5']),
    'at most 100',
    '130 frames 1500 px wide',
  );
});

test('png and gif stop with status 2 after --time-limit seconds (default 120)', async () => {
  const moves = 'C f B a F e D b A c E d C f B a F e D b';
  const r = await cli(['gif', '--moves', moves, '--time-limit', '0.1']);
  assert.equal(r.status, 2, r.err);
  assert.match(r.err, /^oware-board gif: stopped after the time limit of 0.1 s[^\n]*\n$/);
  assert.equal(r.out.length, 0);
  const bad = await cli(['png', '--time-limit', '0']);
  assert.equal(bad.status, 2);
  assert.match(bad.err, /--time-limit: '0' is not a number of seconds from 0.1 to 3600/);
  assert.match((await cli(['gif', '--help'])).out.toString(), /--time-limit <s>/);
});

test('the bin, as run from a fresh clone (no build): a picture on stdout, status 2 on bad input', () => {
  const r = runBin(['svg', '--position', '4,4,4,4,4,4/4,4,4,4,4,4 S 0-0', '--highlight', 'c:capture']);
  assert.equal(r.status, 0, r.err);
  sameText(
    r.out.toString(),
    boardSVG({ position: '4,4,4,4,4,4/4,4,4,4,4,4 S 0-0', highlight: 'c:capture' }),
    'bin svg',
  );
  const png = runBin(['png', '--size', '200']);
  assert.equal(png.status, 0, png.err);
  assert.equal(pngSize(png.out).width, 200);
  const bad = runBin(['svg', '--labels', 'roman']);
  assert.equal(bad.status, 2);
  assert.equal(bad.err, `oware-board svg: ${thrown(() => boardSVG({ labels: 'roman' }))}\n`);
  assert.equal(bad.out.length, 0);
});

test('--help for the program and each command (status 0); no command is status 2', async () => {
  assert.match((await cli(['--help'])).out.toString(), /commands:[\s\S]*svg[\s\S]*png[\s\S]*gif/);
  for (const c of ['svg', 'png', 'gif']) {
    const r = await cli([c, '--help']);
    assert.equal(r.status, 0);
    assert.match(r.out.toString(), new RegExp(`usage: oware-board ${c}`));
    for (const flag of ['--position', '--highlight', '--record', '--size', '--theme', '--output'])
      assert.ok(r.out.toString().includes(flag), `${c} --help: ${flag}`);
  }
  assert.match((await cli(['png', '--help'])).out.toString(), /--scale/);
  assert.match((await cli(['gif', '--help'])).out.toString(), /--moves[\s\S]*--delay/);
  assert.equal((await cli([])).status, 2);
});

test('without @resvg/resvg-js or gifenc: status 1, one line naming them all and the npm i line', async () => {
  // a resolve hook that does not find the packages named by OWARE_HIDE, as on an install without them
  const hooks = join(tmp, 'hide.mjs');
  writeFileSync(
    hooks,
    `export async function resolve(s, c, next) {
      if (process.env.OWARE_HIDE.split(',').includes(s)) throw Object.assign(new Error('Cannot find package ' + s), { code: 'ERR_MODULE_NOT_FOUND' });
      return next(s, c);
    }\n`,
  );
  const register = join(tmp, 'hide-register.mjs');
  writeFileSync(register, `import { register } from 'node:module';\nregister(${JSON.stringify(`file://${hooks}`)});\n`);
  for (const [args, hide, line] of [
    [
      ['png'],
      '@resvg/resvg-js',
      'oware-board png needs @resvg/resvg-js, which is not installed here: npm i @resvg/resvg-js@2.6.2',
    ],
    [
      ['gif', '--moves', 'C'],
      'gifenc',
      'oware-board gif needs gifenc, which is not installed here: npm i gifenc@1.0.3',
    ],
    [
      ['gif', '--moves', 'C'],
      '@resvg/resvg-js,gifenc',
      'oware-board gif needs @resvg/resvg-js and gifenc, which are not installed here: npm i @resvg/resvg-js@2.6.2 gifenc@1.0.3',
    ],
  ]) {
    const r = spawnSync('node', ['--import', register, bin, ...args], {
      cwd: tmp,
      env: { ...process.env, OWARE_HIDE: hide },
    });
    const err = r.stderr.toString();
    assert.equal(r.status, 1, err);
    assert.equal(err, `${line}\n`);
    assert.equal(r.stdout.length, 0);
  }
});

/** A resolver that finds every package but `missing`, as `import` would not. */
const without =
  (...missing) =>
  (name) => {
    if (missing.includes(name))
      throw Object.assign(new Error(`Cannot find package '${name}'`), { code: 'ERR_MODULE_NOT_FOUND' });
    return `file:///node_modules/${name}/index.js`;
  };

test('the packages of the npm i line: the ranges of package.json', async () => {
  const { RANGES } = await tsImport(join(root, 'src/cli/packages.ts'), import.meta.url);
  const { servePackages } = await tsImport(join(root, 'src/server/args.ts'), import.meta.url);
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const ranges = { ...pkg.optionalDependencies, ...pkg.peerDependencies };
  for (const [name, range] of Object.entries(RANGES)) assert.equal(range, ranges[name], name);
  for (const name of servePackages({ redisUrl: 'redis://x', metricsPort: 0 })) {
    assert.ok(name in RANGES, name);
    assert.equal(pkg.peerDependenciesMeta[name]?.optional, true, `${name} is an optional peer`);
  }
  for (const name of ['@resvg/resvg-js', 'gifenc']) assert.ok(name in pkg.optionalDependencies, name);
});

test('missingPackages: only what cannot be found; missingMessage: one line, every name, npm i with ranges', async () => {
  const { missingPackages, missingMessage } = await tsImport(join(root, 'src/cli/packages.ts'), import.meta.url);
  assert.deepEqual(missingPackages(['a', 'b', 'c'], without('c', 'a')), ['a', 'c']);
  // a package that is there but resolves badly (no ERR_MODULE_NOT_FOUND) is left to its import
  const odd = () => {
    throw Object.assign(new Error('x'), { code: 'ERR_PACKAGE_PATH_NOT_EXPORTED' });
  };
  assert.deepEqual(missingPackages(['a'], odd), []);
  // the real resolver, from src/cli/: the repository's node_modules
  assert.deepEqual(missingPackages(['gifenc', '@colyseus/core', 'no-such-package-here']), ['no-such-package-here']);
  assert.equal(
    missingMessage('serve', ['@colyseus/core', 'better-sqlite3', 'other']),
    'oware-board serve needs @colyseus/core, better-sqlite3 and other, which are not installed here: npm i @colyseus/core@~0.18.17 better-sqlite3@^12.11.1 other',
  );
});

test('serve without the server packages: one line naming all that are missing, status 1; the Redis ones only with Redis', async () => {
  const SERVER = ['@colyseus/core', '@colyseus/schema', '@colyseus/ws-transport', 'better-sqlite3'];
  const REDIS = ['@colyseus/redis-presence', '@colyseus/redis-driver'];
  const serve = async (args, missing, env = {}) => {
    let err = '';
    const out = [];
    const status = await main(
      ['serve', ...args],
      { out: (d) => out.push(d), err: (line) => (err += `${line}\n`) },
      { resolve: without(...missing), env },
    );
    return { status, err, out: out.join('') };
  };
  const all = [...SERVER, ...REDIS];
  let r = await serve(['--port', '0'], all);
  assert.equal(r.status, 1);
  assert.equal(
    r.err,
    'oware-board serve needs @colyseus/core, @colyseus/schema, @colyseus/ws-transport and better-sqlite3, which are not installed here: npm i @colyseus/core@~0.18.17 @colyseus/schema@~5.0.34 @colyseus/ws-transport@~0.18.4 better-sqlite3@^12.11.1\n',
  );
  for (const [args, env] of [
    [['--redis', 'redis://127.0.0.1:1'], {}],
    [[], { REDIS_URL: 'redis://127.0.0.1:1' }],
  ]) {
    r = await serve(args, all, env);
    assert.equal(r.status, 1);
    assert.match(
      r.err,
      /^oware-board serve needs [^\n]*@colyseus\/redis-presence and @colyseus\/redis-driver, which are not/,
    );
    assert.match(r.err, /npm i [^\n]*@colyseus\/redis-presence@~0\.18\.5 @colyseus\/redis-driver@~0\.18\.3\n$/);
  }
  // prom-client only with --metrics-port
  r = await serve(['--metrics-port', '9464'], ['prom-client']);
  assert.equal(r.status, 1);
  assert.equal(r.err, 'oware-board serve needs prom-client, which is not installed here: npm i prom-client@^15.1.3\n');
  r = await serve(['--metrics-host', '0.0.0.0'], all);
  assert.equal(r.status, 2);
  assert.match(r.err, /^oware-board serve: --metrics-host needs --metrics-port/);
  r = await serve([], ['better-sqlite3', ...REDIS]);
  assert.equal(
    r.err,
    'oware-board serve needs better-sqlite3, which is not installed here: npm i better-sqlite3@^12.11.1\n',
  );
  // with a PostgreSQL store: pg, and not better-sqlite3
  r = await serve(['--store', 'postgres://u@127.0.0.1:1/db'], ['better-sqlite3', 'pg']);
  assert.equal(r.status, 1);
  assert.equal(r.err, 'oware-board serve needs pg, which is not installed here: npm i pg@^8.23.1\n');
  // bad arguments are said first (status 2), and the help needs no package (status 0)
  r = await serve(['--port', 'x'], all);
  assert.equal(r.status, 2);
  assert.match(r.err, /^oware-board serve: --port needs a whole number[^\n]*\nusage: oware-board serve/);
  for (const [args, error] of [
    [['--store', 'a.sqlite', '--db', 'b.sqlite'], /--db is the SQLite file of --store: give one of them/],
    [['--store', 'postgres://h/db', '--max-db-bytes', '9'], /--max-db-bytes limits a SQLite file/],
    [['--store', 'a.sqlite', '--lease-seconds', '3'], /--lease-seconds is for several processes on PostgreSQL/],
    [['--db-sync', 'off'], /--db-sync is normal or full, not 'off'/],
    [['--store', 'postgres://h/db', '--db-sync', 'full'], /--db-sync is for the SQLite file/],
  ]) {
    r = await serve(args, all);
    assert.equal(r.status, 2, args.join(' '));
    assert.match(r.err, new RegExp(`^oware-board serve: ${error.source}`));
  }
  r = await serve(['--help'], all);
  assert.equal(r.status, 0);
  assert.match(
    r.out,
    /^usage: oware-board serve[\s\S]*needs the packages @colyseus\/core, @colyseus\/schema, @colyseus\/ws-transport, better-sqlite3; with --redis also @colyseus\/redis-presence, @colyseus\/redis-driver; with --store postgres:\/\/… pg in place of better-sqlite3; with --metrics-port also prom-client\n$/,
  );
});

test('an older Node.js: one line and status 1, for every command and for oware-board-serve', () => {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  assert.equal(pkg.engines.node, '>=20.19', "package.json's engines: the bin checks the same version");
  // the version the bin reads, replaced before it runs
  const fake = (version) => {
    const f = join(tmp, `node-${version}.mjs`);
    writeFileSync(f, `Object.defineProperty(process.versions, 'node', { value: ${JSON.stringify(version)} });\n`);
    return ['--import', f];
  };
  for (const version of ['18.20.4', '20.18.3']) {
    for (const [file, args] of [
      [bin, ['--help']],
      [bin, ['svg']],
      [bin, ['serve']],
      [join(root, 'bin/oware-board-serve.mjs'), []],
    ]) {
      const r = spawnSync('node', [...fake(version), file, ...args], { cwd: tmp });
      assert.equal(r.status, 1, `${version} ${args}`);
      assert.equal(
        r.stderr.toString(),
        `oware-board needs Node.js 20.19 or newer; this is Node.js ${version} (https://nodejs.org)\n`,
      );
      assert.equal(r.stdout.length, 0);
    }
  }
  for (const version of ['20.19.0', '22.0.0']) {
    const r = spawnSync('node', [...fake(version), bin, '--help'], { cwd: tmp });
    assert.equal(r.status, 0, `${version}: ${r.stderr}`);
  }
});

test('serve with better-sqlite3 there but not compiled: one line saying so and how to fix it (status 1)', () => {
  // better-sqlite3 replaced by a module that fails as it does without its binding: when a database is opened
  const hooks = join(tmp, 'no-binding.mjs');
  const fails = `export default class { constructor() { throw new Error('Could not locate the bindings file. Tried:\\n → /x/build/better_sqlite3.node'); } }`;
  writeFileSync(
    hooks,
    `export async function resolve(s, c, next) {
      if (s === 'better-sqlite3') return { url: ${JSON.stringify(`data:text/javascript,${encodeURIComponent(fails)}`)}, shortCircuit: true };
      return next(s, c);
    }\n`,
  );
  const register = join(tmp, 'no-binding-register.mjs');
  writeFileSync(register, `import { register } from 'node:module';\nregister(${JSON.stringify(`file://${hooks}`)});\n`);
  const r = spawnSync('node', ['--import', register, bin, 'serve', '--port', '0', '--db', join(tmp, 'x.sqlite')], {
    cwd: tmp,
  });
  assert.equal(r.status, 1, r.stderr.toString());
  assert.equal(
    r.stderr.toString(),
    'oware-board serve: better-sqlite3 is installed without its compiled part (its install script did not run or failed): npm rebuild better-sqlite3\n',
  );
  assert.equal(r.stdout.length, 0);
});

test('a server that does not start: one line, the native-module failures said plainly', async () => {
  const { startError } = await tsImport(join(root, 'src/cli/main.ts'), import.meta.url);
  // (Node 22's message for better-sqlite3 compiled on Node 20, as seen on Node 22.23.5)
  const abi = new Error(
    "The module '/srv/app/node_modules/better-sqlite3/build/Release/better_sqlite3.node'\nwas compiled against a different Node.js version using\nNODE_MODULE_VERSION 115. This version of Node.js requires\nNODE_MODULE_VERSION 127. Please try re-compiling or re-installing\nthe module (for instance, using `npm rebuild` or `npm install`).",
  );
  assert.equal(
    startError(abi),
    'better-sqlite3 was compiled for another Node.js (NODE_MODULE_VERSION 115, this one needs 127): npm rebuild better-sqlite3',
  );
  assert.equal(
    startError(new Error('listen EADDRINUSE: address already in use 0.0.0.0:2567\nmore')),
    'listen EADDRINUSE: address already in use 0.0.0.0:2567',
  );
});

test('serve on a port already in use: one line and status 1, the process ends', async () => {
  const { createServer } = await import('node:net');
  const taken = createServer();
  await new Promise((ok) => taken.listen(0, '127.0.0.1', ok));
  try {
    const port = String(taken.address().port);
    // (before: the error was printed, and the process stayed up with its store open until killed)
    const r = spawnSync(
      'node',
      [bin, 'serve', '--host', '127.0.0.1', '--port', port, '--store', join(tmp, 'in-use.sqlite')],
      {
        cwd: tmp,
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    assert.equal(r.status, 1, `status ${r.status}, signal ${r.signal}\n${r.stderr}`);
    assert.match(r.stderr, /^oware-board serve: [^\n]*EADDRINUSE/m);
  } finally {
    taken.close();
  }
});
