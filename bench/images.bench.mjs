// The diagram service of `oware-board serve` (one process, from source) under load from this
// process: requests per second and latency (p50, p99) for SVG and PNG pictures, cached (one URL
// asked again and again) and uncached (each request a new diagram: another caption), over
// keep-alive connections, with the machine's load average before and after. `npm run bench --
// images`. The figures go to docs/benchmarks.md, "Images by URL".
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { deflateRawSync } from 'node:zlib';
import { startServer, tempDir } from '../test/node/server-helpers.mjs';

const CONCURRENCY = 16;
const code = (body) => `1${deflateRawSync(Buffer.from(body, 'utf8')).toString('base64url')}`;
const BASE = 'position: 1,2,0,6,3,3/4,1,2,1,0,3 S 10-12\nhighlight: c:capture d:capture\narrows: F>c';

const tmp = tempDir();
const server = await startServer(['--db', tmp.db]);
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One GET; resolves with its status and milliseconds. */
function get(path) {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, server.url), { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - t0 }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** `paths` asked with CONCURRENCY at once: requests per second, p50 and p99 in ms. */
async function load(paths) {
  const times = [];
  let next = 0;
  let bad = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < paths.length) {
        const r = await get(paths[next++]);
        if (r.status !== 200) bad++;
        times.push(r.ms);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  if (bad) throw new Error(`${bad} requests were not answered 200`);
  return { n: paths.length, rps: paths.length / seconds, p50: at(0.5), p99: at(0.99) };
}

const line = (name, r) =>
  console.log(
    `${name.padEnd(28)} ${String(r.n).padStart(5)} requests  ${r.rps.toFixed(0).padStart(6)}/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms`,
  );
const load1 = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

try {
  console.log(`load average before: ${load1()} (1, 5, 15 min); ${CONCURRENCY} requests at once`);
  const svg = `/svg/${code(BASE)}`;
  const png = `/png/${code(BASE)}?width=480`;
  await load(Array(200).fill(svg)); // warm-up (the modules, the JIT)
  await load(Array(20).fill(png)); // (the rasteriser and its fonts)
  line(
    'svg, uncached',
    await load(Array.from({ length: 1000 }, (_, i) => `/svg/${code(`${BASE}\ncaption: svg ${i}`)}`)),
  );
  line('svg, cached', await load(Array(5000).fill(svg)));
  line(
    'png 480 px, uncached',
    await load(Array.from({ length: 150 }, (_, i) => `/png/${code(`${BASE}\ncaption: png ${i}`)}?width=480`)),
  );
  line('png 480 px, cached', await load(Array(5000).fill(png)));
  console.log(`load average after: ${load1()}`);
} finally {
  agent.destroy();
  await server.kill();
  tmp.cleanup();
}
