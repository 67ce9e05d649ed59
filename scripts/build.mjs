#!/usr/bin/env node
// Library build (placeholder until the packaging issue): type-check only.
import { spawnSync } from 'node:child_process';
const r = spawnSync('npx', ['tsc', '-p', '.', '--noEmit'], { stdio: 'inherit' });
process.exit(r.status ?? 1);
