/**
 * The optional packages a command needs (`png`: @resvg/resvg-js; `gif`: also gifenc; `serve`: the
 * game server's peers), looked up before anything imports them, so that one line names every one
 * that is missing with the `npm i …` that installs them, instead of the first import's stack trace.
 * Node-only; imports no package.
 */
/// <reference types="node" />

/**
 * The version ranges of package.json's optionalDependencies (@resvg/resvg-js, gifenc) and
 * peerDependencies (the server's), for the `npm i` line; test/node/cli.test.mjs checks that they
 * are package.json's.
 */
export const RANGES: Readonly<Record<string, string>> = {
  '@resvg/resvg-js': '2.6.2',
  gifenc: '1.0.3',
  '@colyseus/core': '~0.18.17',
  '@colyseus/schema': '~5.0.34',
  '@colyseus/ws-transport': '~0.18.4',
  'better-sqlite3': '^12.11.1',
  pg: '^8.23.1',
  '@colyseus/redis-presence': '~0.18.5',
  '@colyseus/redis-driver': '~0.18.3',
  'prom-client': '^15.1.3',
};

/** Finds a package as `import` would (from this file's place, in the installed package); throws when it cannot. */
export type Resolve = (name: string) => unknown;

const fromHere: Resolve = (name) => import.meta.resolve(name);

/** The names of `names` that are not installed where this package can import them. */
export function missingPackages(names: readonly string[], resolve: Resolve = fromHere): string[] {
  return names.filter((name) => {
    try {
      resolve(name);
      return false;
    } catch (e) {
      // (a package that is there but cannot be resolved another way is left to its import to report)
      return (e as { code?: string }).code === 'ERR_MODULE_NOT_FOUND';
    }
  });
}

/**
 * One line: what `command` needs that is missing, and how to install it, e.g.
 * `oware-board png needs @resvg/resvg-js, which is not installed here: npm i @resvg/resvg-js@2.6.2`.
 */
export function missingMessage(command: string, missing: readonly string[]): string {
  const names =
    missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]}`;
  const install = missing.map((name) => (RANGES[name] ? `${name}@${RANGES[name]}` : name)).join(' ');
  return `oware-board ${command} needs ${names}, which ${missing.length === 1 ? 'is' : 'are'} not installed here: npm i ${install}`;
}
