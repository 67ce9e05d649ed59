// The engine-once factory of the one-file builds (scripts/core-factory.mjs), in Node: its shape,
// the worker source's listen loop, and the tree-shaking of unused names. Run by `npm test`
// (`node --test test/node/`).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  AI_FILES,
  CORE_ID,
  coreEntry,
  coreFactory,
  coreModuleSource,
  coreModules,
  ENGINE_FILES,
  usedCoreNames,
} from '../../scripts/core-factory.mjs';

const CORE = [...ENGINE_FILES, ...AI_FILES];
const START = '4,4,4,4,4,4/4,4,4,4,4,4 S 0-0';
const load = (source) => import(`data:text/javascript,${encodeURIComponent(source)}`);

test('the factory returns every named export of the engine and the AI', async () => {
  const all = await coreFactory(CORE);
  assert.deepEqual(all.unused, []);
  for (const name of ['Game', 'listen', 'search', 'parsePosition'])
    assert.ok(all.names.includes(name), `${name} missing`);
  const core = new Function(`return (${all.factory})()`)();
  assert.deepEqual(Object.keys(core).sort(), [...all.names].sort());
  for (const name of all.names) assert.notEqual(core[name], undefined, `${name} is undefined`);
  assert.equal(new core.Game().position, START);
});

test('the element entry uses a part of the core; the rest is tree-shaken', async () => {
  const all = await coreFactory(CORE);
  const used = await usedCoreNames('core.ts', CORE, all.names);
  assert.ok(used.has('listen'), 'listen is always kept for the worker');
  assert.ok(used.has('Game'));
  const part = await coreEntry('core.ts', CORE);
  assert.deepEqual([...part.names].sort(), all.names.filter((n) => used.has(n)).sort());
  assert.deepEqual([...part.unused].sort(), all.names.filter((n) => !used.has(n)).sort());
  assert.ok(part.unused.length > 0, 'the element should not use every core export');
  assert.ok(part.factory.length < all.factory.length, 'unused code was not dropped');
  const core = new Function(`return (${part.factory})()`)();
  assert.deepEqual(Object.keys(core).sort(), [...part.names].sort());
});

test('only `listen` asked for: a factory that returns only it', async () => {
  const small = await coreFactory(CORE, new Set(['listen']));
  assert.deepEqual(small.names, ['listen']);
  const core = new Function(`return (${small.factory})()`)();
  assert.deepEqual(Object.keys(core), ['listen']);
});

test('the virtual core module exports the names, the unused ones as undefined, and the worker source', async () => {
  const part = await coreEntry('core.ts', CORE);
  const mod = await load(coreModuleSource(part));
  for (const name of part.names) assert.notEqual(mod[name], undefined, `${name} is undefined`);
  for (const name of part.unused) assert.equal(mod[name], undefined);
  assert.match(mod.coreWorkerSource, /^\(\(\)=>\{/);
  assert.ok(mod.coreWorkerSource.endsWith(')().listen(self)'), 'the worker source does not start the listen loop');
});

test('the worker source runs the listen loop: a search request gets a legal move back', async () => {
  const part = await coreEntry('core.ts', CORE);
  const { coreWorkerSource } = await load(coreModuleSource(part));
  const sent = [];
  const self = { onmessage: null, postMessage: (m) => sent.push(m) };
  new Function('self', coreWorkerSource)(self);
  assert.equal(typeof self.onmessage, 'function', 'no message handler installed');
  self.onmessage({ data: { id: 7, position: START, options: { level: 1 } } });
  assert.equal(sent.length, 1);
  assert.equal(sent[0].id, 7);
  assert.equal(sent[0].error, undefined, JSON.stringify(sent[0].error));
  assert.ok(
    Number.isInteger(sent[0].result.move) && sent[0].result.move >= 0 && sent[0].result.move < 6,
    JSON.stringify(sent[0].result),
  );
});

test('the Vite plugin maps core files to the virtual module and rewrites the worker factory', async () => {
  const part = await coreEntry('core.ts', CORE);
  const plugin = coreModules(part, CORE);
  assert.equal(await plugin.resolveId(CORE_ID), CORE_ID);
  assert.equal(plugin.load(CORE_ID), coreModuleSource(part));
  assert.equal(plugin.load('/elsewhere.ts'), null);
  const code =
    "export function createAiWorker() { return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }); }";
  const out = plugin.transform(code, '/x/src/ai/worker-factory.ts');
  assert.match(out.code, /import \{ coreWorkerSource \} from/);
  assert.match(
    out.code,
    /function owareBlobWorker\(text\)[\s\S]*createPolicy\('oware-board'[\s\S]*owareUrl \?\?= URL\.createObjectURL/,
  );
  assert.match(out.code, /owareBlobWorker\(coreWorkerSource\)/);
  assert.equal(plugin.transform(code, '/x/src/ai/other.ts'), null);
});
