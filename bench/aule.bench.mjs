#!/usr/bin/env node
// Level 5 against a local Aualé (../shared/tools/aule/README.md: built with its build.sh into
// /tmp/aule/aule.sh, or AULE=/path/to/aule.sh), at each time control in turn, through
// scripts/match.mjs (random 2–4-ply openings, each played twice with colours swapped, 95 % margins).
// Where no Aualé is present it says so and exits 0.
//   npm run bench -- aule
//   AULE_TIMES=200 AULE_GAMES=100 node bench/aule.bench.mjs       (default: 50, 200 and 1000 ms; 100, 100 and 40 games)

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const aule = process.env.AULE ?? '/tmp/aule/aule.sh';
if (!existsSync(aule)) {
  console.log(`Aualé not present (${aule}); see ../shared/tools/aule/README.md to build one. Nothing measured.`);
  process.exit(0);
}
const times = (process.env.AULE_TIMES ?? '50,200,1000').split(',').map(Number);
const games = (process.env.AULE_GAMES ?? '100,100,40').split(',').map(Number);
let failed = 0;
times.forEach((t, i) => {
  const n = games[Math.min(i, games.length - 1)];
  console.log(`\nthe top level vs Aualé, ${t} ms a move, ${n} games`);
  const r = spawnSync(
    'node',
    ['scripts/match.mjs', '--a', 'top', '--b', `ext:${aule}`, '--games', String(n), '--time', String(t)],
    { stdio: 'inherit' },
  );
  if (r.status !== 0) failed++;
});
process.exit(failed ? 1 : 0);
