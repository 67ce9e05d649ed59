#!/usr/bin/env node
// `oware-board svg|png|gif|serve …`: board pictures and the game server from the command line
// (docs/static-diagrams.md, "Command line"; docs/online.md). In a clone of the project the
// TypeScript sources run as they are, through tsx (a devDependency: no build needed, never out of
// date); an installed package runs the built dist/cli.js, which loads dist/server.js only for `serve`.
// Nothing here but Node's own modules, so that an old Node gets one clear line, not a syntax error.
import { existsSync } from 'node:fs';

// The oldest Node.js the package runs on: package.json's `engines` says the same
// (test/node/cli.test.mjs checks both).
const NODE_MIN = [20, 19];
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < NODE_MIN[0] || (major === NODE_MIN[0] && minor < NODE_MIN[1])) {
  process.stderr.write(
    `oware-board needs Node.js ${NODE_MIN.join('.')} or newer; this is Node.js ${process.versions.node} (https://nodejs.org)\n`,
  );
  process.exit(1);
}

const source = new URL('../src/cli/main.ts', import.meta.url);
const built = new URL('../dist/cli.js', import.meta.url);

async function load() {
  if (existsSync(source)) {
    try {
      const { tsImport } = await import('tsx/esm/api');
      return await tsImport(source.href, import.meta.url);
    } catch (e) {
      if (e?.code !== 'ERR_MODULE_NOT_FOUND' || !existsSync(built)) throw e;
    }
  }
  if (existsSync(built)) return import(built.href);
  return null;
}

const cli = await load();
if (cli) {
  const status = await cli.main(process.argv.slice(2));
  // a command that failed ends here, whatever it left open (a server that could not listen keeps its
  // store and timers); a running `serve` (status 0) goes on
  if (status !== 0) process.exit(status);
}
else {
  process.stderr.write('oware-board: neither dist/cli.js nor the sources with tsx are here; run npm install (and npm run build)\n');
  process.exitCode = 1;
}
