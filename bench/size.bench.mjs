// The gzip sizes of the one-file builds against their budgets (size-limit, .size-limit.json), after
// a fresh build. `npm run bench -- size`.
import { spawnSync } from 'node:child_process';

const build = spawnSync('node', ['scripts/build.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) process.exit(build.status ?? 1);
const limit = spawnSync('npx', ['size-limit'], { stdio: 'inherit' });
process.exit(limit.status ?? 1);
