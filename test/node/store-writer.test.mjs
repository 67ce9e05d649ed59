// The SQLite store's writer thread ending under the server (a crash of the thread, as
// `worker.terminate()` ends it from outside): the writes it held are refused with a StorageError
// (`SQLITE_WRITER`), never left waiting; the next write starts a new thread and is stored; the
// health check reports the stop and, on an idle store, starts the thread again by itself; nothing
// acknowledged before is lost.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync } from 'node:fs';
import { describe, it } from 'node:test';
import { register } from 'tsx/esm/api';
import { tempDir } from './server-helpers.mjs';

register();
const { openStore } = await import('../../src/server/store.ts');
const { StorageError } = await import('../../src/server/store.ts');

const MAX = 32 * 1024;
/** The store's writer thread (a private member: the test ends it as a crash would). */
const thread = (store) => store.writer.worker;

describe('the SQLite writer thread ending', { timeout: 120_000 }, () => {
  it('refuses what it held, starts again on the next write, and loses nothing acknowledged', async () => {
    const tmp = tempDir();
    let store = await openStore(tmp.db);
    try {
      assert.equal(await store.putDiagram('Aaaaaaaaaaa', 'caption: one', 1, MAX), 'stored');
      const first = thread(store);
      assert.ok(first, 'a writer thread runs');

      // writes on their way when the thread ends: each is stored or refused, none hangs
      const held = Array.from({ length: 20 }, (_, i) =>
        store.putDiagram(`B${String(i).padStart(10, 'a')}`, `caption: held ${i}`, 2, MAX).then(
          (v) => ({ v }),
          (e) => ({ e }),
        ),
      );
      await first.terminate();
      const settled = await Promise.all(held);
      const refused = settled.filter((s) => s.e);
      // (the thread is ended before the writes reach it: they were sent to an ending thread)
      assert.ok(refused.length > 0, 'writes the ended thread held are refused');
      for (const { e } of refused) {
        assert.ok(e instanceof StorageError, `a StorageError, not ${e}`);
        assert.equal(e.code, 'SQLITE_WRITER');
      }
      for (const s of settled.filter((s) => !s.e)) assert.equal(s.v, 'stored');

      // the health check says so while it has not started again, or starts it (idle store)
      const health = await store.check();
      assert.equal(health, null, `healthy once the thread is started again: ${health}`);
      assert.notEqual(thread(store), first, 'a new thread');

      // the next write is stored by a new thread
      assert.equal(await store.putDiagram('Ccccccccccc', 'caption: after', 3, MAX), 'stored');
      assert.equal(await store.diagram('Ccccccccccc'), 'caption: after');

      // after a reopen: the first write, every held write that was acknowledged, the last one
      await store.close();
      store = await openStore(tmp.db);
      assert.equal(await store.diagram('Aaaaaaaaaaa'), 'caption: one');
      assert.equal(await store.diagram('Ccccccccccc'), 'caption: after');
      for (const [i, s] of settled.entries())
        if (!s.e) assert.equal(await store.diagram(`B${String(i).padStart(10, 'a')}`), `caption: held ${i}`);
    } finally {
      await store.close();
      tmp.cleanup();
    }
  });

  it('refuses writes and says why in the health check when the thread cannot start again', async () => {
    const tmp = tempDir();
    const store = await openStore(tmp.db);
    try {
      assert.equal(await store.putDiagram('Ddddddddddd', 'caption: d', 1, MAX), 'stored');
      await thread(store).terminate();
      // the file is gone and a directory has its name: a new thread cannot open it
      for (const f of [tmp.db, `${tmp.db}-wal`, `${tmp.db}-shm`]) rmSync(f, { force: true });
      mkdirSync(tmp.db);
      const e = await store.putDiagram('Eeeeeeeeeee', 'caption: e', 2, MAX).then(
        () => null,
        (e) => e,
      );
      assert.ok(e instanceof StorageError, `refused with a StorageError, not ${e}`);
      const health = await store.check();
      assert.ok(health, 'the health check reports it');
      assert.ok(health.length < 300, health);
      assert.doesNotMatch(health, /Eeeeeeeeeee|caption/);
    } finally {
      await store.close().catch(() => undefined);
      tmp.cleanup();
    }
  });
});
