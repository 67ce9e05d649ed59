// Static diagrams in Node: how many pictures boardSVG() draws per second, and the gzip size of each,
// for the start position and a marked-up diagram (marks, arrows, badges, a caption); then, when the
// optional @resvg/resvg-js is installed, how many PNGs per second the command line's rasteriser
// makes of them. `npm run bench -- svg`. The figures go to docs/benchmarks.md, "Static diagrams".
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { loadTs } from './load-ts.mjs';

const { boardSVG } = await loadTs('src/svg/index.ts');

const DIAGRAMS = [
  ['start position', {}],
  [
    'marked diagram',
    {
      position: '1,2,0,6,3,3/4,1,2,1,0,3 S 10-12',
      highlight: 'c:capture d:capture F:origin',
      arrows: 'F>c C>a:bad',
      markers: 'e:1 f:★:good',
      labels: 'letters',
      caption: 'South plays F and captures 5.',
      theme: 'auto',
    },
  ],
];

/** Calls of `fn` per second over about `ms` milliseconds (after a warm-up). */
function rate(fn, ms = 2000) {
  for (let i = 0; i < 50; i++) fn();
  let n = 0;
  const t0 = performance.now();
  let t = t0;
  while (t - t0 < ms) {
    for (let i = 0; i < 20; i++) fn();
    n += 20;
    t = performance.now();
  }
  return (n * 1000) / (t - t0);
}

const kB = (n) => `${(n / 1024).toFixed(2)} kB`;
console.log('diagram              bytes      gzip   diagrams/s');
for (const [name, options] of DIAGRAMS) {
  const svg = boardSVG(options);
  const gz = gzipSync(svg, { level: 9 }).length;
  const perSecond = rate(() => boardSVG(options));
  console.log(
    `${name.padEnd(16)} ${kB(svg.length).padStart(9)} ${kB(gz).padStart(9)} ${perSecond.toFixed(0).padStart(12)}`,
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
  console.log('\nPNG (resvg)          pixels      PNG      PNGs/s');
  for (const [name, options] of DIAGRAMS) {
    const svg = boardSVG(options);
    const image = render(svg, 480);
    const png = image.png();
    const perSecond = rate(() => render(svg, 480).png(), 3000);
    console.log(
      `${name.padEnd(16)} ${`${image.width}×${image.height}`.padStart(10)} ${kB(png.length).padStart(9)} ${perSecond.toFixed(1).padStart(11)}`,
    );
  }
}
