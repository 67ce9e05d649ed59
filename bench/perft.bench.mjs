// Perft from the start, depths 1–11: counts (must equal docs/rules.md, "Perft") and leaves per second in Node,
// next to the plain C reference (tools/perft.c) built and run on the same machine when a C compiler is here.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadTs } from './load-ts.mjs';

const EXPECTED = [6, 36, 190, 1014, 5219, 27332, 139157, 711414, 3592872, 18137964, 91558687];
const maxDepth = Number(process.env.PERFT_DEPTH ?? 11);
const { perft } = await loadTs('src/engine/index.ts');

// Warm up the JIT.
for (let i = 0; i < 3; i++) perft('start', 8);

console.log('depth        nodes    seconds   Mleaves/s  ok');
let tsRate = 0;
let allOk = true;
for (let d = 1; d <= maxDepth; d++) {
  const t0 = process.hrtime.bigint();
  const n = perft('start', d);
  const s = Number(process.hrtime.bigint() - t0) / 1e9;
  const ok = n === EXPECTED[d - 1];
  allOk &&= ok;
  const rate = n / s / 1e6;
  if (d === maxDepth) tsRate = rate;
  console.log(
    `${String(d).padStart(5)} ${String(n).padStart(12)} ${s.toFixed(3).padStart(10)} ${rate.toFixed(1).padStart(11)}  ${ok ? 'yes' : 'NO'}`,
  );
}

// The C reference, if the source and a compiler are around (a developer machine; not needed by users).
const source = ['../shared/tools/perft.c', 'bench/perft.c'].find((p) => existsSync(p));
const cc = spawnSync('cc', ['--version']).status === 0;
if (source && cc) {
  const bin = '/tmp/oware-perft-c';
  spawnSync('cc', ['-O3', '-march=native', '-o', bin, source], { stdio: 'inherit' });
  const out = spawnSync(bin, [String(maxDepth)], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n');
  const lastLine = out[out.length - 1];
  const cRate = Number(lastLine.split(/\s+/)[4]);
  console.log(`\nC reference (${source}) depth ${maxDepth}: ${lastLine}`);
  console.log(
    `TypeScript / C speed at depth ${maxDepth}: ${(tsRate / cRate).toFixed(2)} (${tsRate.toFixed(1)} vs ${cRate.toFixed(1)} Mleaves/s)`,
  );
} else {
  console.log('\n(C reference not available here: no ../shared/tools/perft.c or no C compiler)');
}
if (!allOk) {
  console.log('perft counts do not match docs/rules.md');
  process.exit(1);
}
