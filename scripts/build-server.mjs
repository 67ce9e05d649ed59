#!/usr/bin/env node
// The Node builds of `oware-board/server` (src/server/index.ts → dist/server.js) and
// `oware-board/diagrams` (src/server/diagrams.ts → dist/diagrams.js, the diagram service alone,
// without Colyseus or SQLite), and the SQLite store's writer thread (src/server/sqlite-writer.ts →
// dist/sqlite-writer.js, which dist/server.js starts as a worker from beside itself): ES modules for Node 20 with the engine and records inside and the
// packages (Colyseus, better-sqlite3, @resvg/resvg-js, gifenc) left as imports. Runs after scripts/build.mjs (whose tsc step writes dist/types/server/); no
// browser bundle imports src/server/.
import { build } from 'esbuild';

for (const [entry, outfile] of [
  ['src/server/index.ts', 'dist/server.js'],
  ['src/server/diagrams.ts', 'dist/diagrams.js'],
  ['src/server/sqlite-writer.ts', 'dist/sqlite-writer.js'],
])
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    legalComments: 'none',
    logLevel: 'warning',
  });
console.log('dist/server.js, dist/diagrams.js and dist/sqlite-writer.js written');
