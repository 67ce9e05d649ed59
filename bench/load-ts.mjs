// Bundle a TypeScript entry with esbuild into a temporary ES module and import it (for Node benchmarks).

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export async function loadTs(entry) {
  const out = join(mkdtempSync(join(tmpdir(), 'oware-bench-')), 'entry.mjs');
  await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile: out,
    logLevel: 'warning',
  });
  return import(pathToFileURL(out).href);
}
