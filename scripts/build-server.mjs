#!/usr/bin/env node
// The Node build of `oware-board/server` (src/server/index.ts → dist/server.js): one ES module for
// Node 20 with the engine and records inside and the server's packages (Colyseus, better-sqlite3)
// left as imports. Runs after scripts/build.mjs (whose tsc step writes dist/types/server/); no
// browser bundle imports src/server/.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/index.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  legalComments: 'none',
  logLevel: 'warning',
});
console.log('dist/server.js written');
