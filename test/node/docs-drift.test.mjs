// Docs that cannot drift: docs/architecture.md's file map and entry points, and the file paths that
// docs/architecture.md and docs/extending.md name, checked against the tree and package.json.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const architecture = readFileSync('docs/architecture.md', 'utf8');
const extending = readFileSync('docs/extending.md', 'utf8');

/** Every folder under `dir` (itself included) that holds a file with one of `exts`. */
function foldersWith(dir, exts) {
  const entries = readdirSync(dir);
  const own = entries.some((f) => exts.some((e) => f.endsWith(e)) && statSync(join(dir, f)).isFile());
  const below = entries
    .filter((f) => statSync(join(dir, f)).isDirectory())
    .flatMap((f) => foldersWith(join(dir, f), exts));
  return own ? [dir, ...below] : below;
}

/** Every file name under `dir`, recursively. */
function namesUnder(dir) {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? namesUnder(p) : [f];
  });
}

/** The rows of the table under the heading `heading`: [first cell, the rest of the row]. */
function tableRows(text, heading) {
  const start = text.indexOf(`## ${heading}`);
  assert.ok(start >= 0, `docs/architecture.md has "## ${heading}"`);
  const end = text.indexOf('\n## ', start + 3);
  return text
    .slice(start, end < 0 ? undefined : end)
    .split('\n')
    .filter((l) => l.startsWith('| `'))
    .map((l) => {
      const cells = l.split(' | ');
      return [cells[0].slice(2), cells.slice(1).join(' | ')];
    });
}

const fileMap = tableRows(architecture, 'The file map');
const mapFolders = fileMap.map(([first]) => first.replaceAll('`', '').trim());

test('every source folder has its line in the file map, and every line names a folder that exists', () => {
  const folders = foldersWith('src', ['.ts']).map((d) => `${d}/`);
  const missing = folders.filter((d) => !mapFolders.includes(d));
  assert.deepEqual(missing, [], `folders without a line in docs/architecture.md's file map: ${missing.join(', ')}`);
  const gone = mapFolders.filter((d) => !existsSync(d));
  assert.deepEqual(gone, [], `file map lines for folders that do not exist: ${gone.join(', ')}`);
  assert.ok(mapFolders.length > 20, 'the file map was read');
});

test('every file the file map names in a folder line is in that folder', () => {
  const stale = [];
  for (const [first, rest] of fileMap) {
    const folder = first.replaceAll('`', '').trim();
    if (!existsSync(folder) || folder === 'docs/') continue;
    const names = new Set(namesUnder(folder));
    for (const m of rest.matchAll(/`([\w.-]+\.(?:ts|mjs|md))`/g))
      if (!names.has(m[1]) && !existsSync(m[1])) stale.push(`${folder}: ${m[1]}`);
  }
  assert.deepEqual(stale, [], `names in the file map that are not there: ${stale.join(', ')}`);
});

test('every path the architecture and extending docs name exists', () => {
  const stale = [];
  for (const [doc, text] of [
    ['architecture.md', architecture],
    ['extending.md', extending],
  ])
    for (const m of text.matchAll(/`((?:src|test|scripts|bench|demo)\/[\w./-]+\.(?:ts|mjs|js))`/g))
      if (!existsSync(m[1])) stale.push(`${doc}: ${m[1]}`);
  assert.deepEqual(stale, [], `paths named in docs that do not exist: ${stale.join(', ')}`);
});

test('every export of package.json is in the entry points table', () => {
  const exported = Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).exports)
    .filter((k) => k !== './package.json')
    .map((k) => (k === '.' ? 'oware-board' : `oware-board/${k.slice(2)}`));
  const listed = tableRows(architecture, 'Entry points').flatMap(([first]) =>
    [...`| ${first}`.matchAll(/`([^`]+)`/g)].map((m) => m[1]),
  );
  const missing = exported.filter((e) => !listed.includes(e));
  assert.deepEqual(missing, [], `exports missing from docs/architecture.md's entry points: ${missing.join(', ')}`);
  const gone = listed.filter((e) => !exported.includes(e));
  assert.deepEqual(gone, [], `entry points that package.json does not export: ${gone.join(', ')}`);
});

test('the features the docs list are the registry’s', () => {
  const registry = readFileSync('src/features.ts', 'utf8');
  const folders = [...registry.matchAll(/from '\.\/([\w/]+)\/descriptor\.js'/g)].map((m) => `src/${m[1]}/`);
  assert.ok(folders.length >= 8, 'the registry was read');
  const at = architecture.indexOf('- The features —');
  const line = at < 0 ? '' : architecture.slice(at, architecture.indexOf('\n- ', at + 1));
  const listed = [...new Set([...line.matchAll(/`(src\/[\w/]+\/)`/g)].map((m) => m[1]))];
  assert.deepEqual([...listed].sort(), [...folders].sort(), 'docs/architecture.md\'s "The features —" line');
});
