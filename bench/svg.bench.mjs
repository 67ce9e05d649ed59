// Static diagrams in Node: how many pictures boardSVG() draws per second (of wall-clock time and of
// CPU time) and the gzip size of each, for the start position and a marked-up diagram (marks,
// arrows, badges, a caption); then, when the optional @resvg/resvg-js is installed, how many PNGs
// per second the command line's rasteriser makes of them. `npm run bench -- svg`. The figures go to docs/benchmarks.md, "Static diagrams".
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { loadTs } from './load-ts.mjs';

const { boardSVG } = await loadTs('src/svg/index.ts');

const { DIAGRAMS } = await loadTs('bench/svg-diagrams.ts');

/**
 * Calls of `fn` per second of wall-clock time (the best of `rounds` rounds of about `ms` ms each,
 * after a warm-up: on a shared machine the best round is the one least slowed by other jobs) and
 * per second of this process's CPU time (over all rounds; much less dependent on the other jobs).
 */
function rate(fn, ms = 1000, rounds = 3) {
  for (let i = 0; i < 50; i++) fn();
  let best = 0;
  let calls = 0;
  const cpu0 = process.cpuUsage();
  for (let r = 0; r < rounds; r++) {
    let n = 0;
    const t0 = performance.now();
    let t = t0;
    while (t - t0 < ms) {
      fn();
      n++;
      t = performance.now();
    }
    best = Math.max(best, (n * 1000) / (t - t0));
    calls += n;
  }
  const cpu = process.cpuUsage(cpu0);
  return { wall: best, cpu: (calls * 1e6) / (cpu.user + cpu.system) };
}

const kB = (n) => `${n} B`;
console.log('diagram              bytes      gzip   diagrams/s   per CPU s');
for (const [name, options] of DIAGRAMS) {
  const svg = boardSVG(options);
  const gz = gzipSync(svg, { level: 9 }).length;
  const perSecond = rate(() => boardSVG(options));
  console.log(
    `${name.padEnd(16)} ${kB(svg.length).padStart(9)} ${kB(gz).padStart(9)} ${perSecond.wall.toFixed(0).padStart(12)} ${perSecond.cpu.toFixed(0).padStart(11)}`,
  );
}

// The PNG path of `oware-board png` (src/cli/raster.ts): resvg with the system's fonts, 480 px wide.
let resvg = null;
try {
  resvg = await import('@resvg/resvg-js');
} catch {
  console.log('\n(@resvg/resvg-js is not installed: no PNG figures)');
}
if (resvg) {
  const { rasteriser } = await tsImport('../src/cli/raster.ts', import.meta.url);
  const render = await rasteriser('png');
  console.log('\nPNG (resvg)          pixels      PNG      PNGs/s   per CPU s');
  for (const [name, options] of DIAGRAMS) {
    const svg = boardSVG(options);
    const image = render(svg, 480);
    const png = image.png();
    const perSecond = rate(() => render(svg, 480).png(), 1500);
    console.log(
      `${name.padEnd(16)} ${`${image.width}×${image.height}`.padStart(10)} ${kB(png.length).padStart(9)} ${perSecond.wall.toFixed(1).padStart(11)} ${perSecond.cpu.toFixed(1).padStart(11)}`,
    );
  }
}
