/**
 * The server's memory in one SQLite file (better-sqlite3): each room's referee data, every accepted
 * move (written in the same transaction, before the move is acknowledged), each finished game as an
 * OGN record, and the diagrams kept under a short id (`…/d/<id>`). A server restarted on the same
 * file reopens the open rooms.
 *
 * Every write goes through one worker thread that owns its own connection to the file
 * (./sqlite-writer.ts): better-sqlite3 is synchronous, and a transaction's COMMIT, with its wait
 * for the disk, would otherwise hold the event loop — every room's sockets with it. A second
 * thread, the checkpointer, copies the WAL into the file every second, so that the checkpoints'
 * disk syncs hold neither the event loop nor the writer. The main thread keeps a connection of its
 * own for reads (the open rooms at start, records, diagrams: WAL lets them run beside the writer's
 * transactions) and the health check.
 *
 * The saves asked for in one turn of the event loop are written in one transaction (./group-commit.ts),
 * each in a savepoint of its own, and each save's Promise resolves only once that transaction
 * committed. The file is in WAL mode with `synchronous = NORMAL` by default: a commit is written to
 * the WAL file (the operating system has it) without waiting for the disk, which syncs at each
 * checkpoint. A committed transaction survives the end of the process, however it ends (SIGKILL, a
 * crash, out of memory): nothing acknowledged is lost then. What NORMAL gives up is the last
 * transactions before a power cut or a crash of the operating system (the file stays consistent);
 * `{ synchronous: 'full' }` (`--db-sync full`) syncs at every commit instead.
 *
 * A write never waits long for the file: another connection holding the write lock makes a write
 * wait at most {@link BUSY_WAIT_MS} (in the writer thread: the event loop goes on; and not at all
 * while the last write found the lock held), then fail with a {@link StorageError}; so does a full
 * disk or a file at `maxBytes`. The caller refuses what it was about to accept; the transaction is
 * rolled back, nothing of it is kept.
 */
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { GroupCommit } from './group-commit.js';
import type { SaveRow, WriterAnswer, WriterData, WriterFailure, WriterRequest } from './sqlite-writer.js';
import { type Commit, type DiagramStored, StorageError, type Store, type StoredRoom, storedRoom } from './store.js';

export { StorageError } from './store.js';

/**
 * Longest a write waits for another connection's write lock. The writer thread waits, not the event
 * loop: a short lock (another program's write, a backup tool) delays the moves, it does not refuse them.
 */
export const BUSY_WAIT_MS = 2000;

/** How often the checkpointer thread copies the WAL into the database file (ms). */
const CHECKPOINT_MS = 1000;

/** A short text for an error of SQLite's (as the writer says it, ./sqlite-writer.ts). */
function explain(code: string): string {
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))
    return 'the database file is locked by another connection';
  if (code.startsWith('SQLITE_FULL')) return 'the disk (or --max-db-bytes) is full';
  if (code.startsWith('SQLITE_READONLY')) return 'the database file is read-only';
  return 'the database file cannot be written';
}

const isLock = (code: string) => code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED');

type RoomRow = { id: string; data: string; created: number; creator: string; updated: number };

export interface StoreOptions {
  /** The file may not grow beyond this many bytes (SQLite's `max_page_count`); default: no limit. */
  maxBytes?: number;
  /**
   * When the disk syncs: `'normal'` (default) at each WAL checkpoint — a commit survives the end of
   * the process, not a power cut; `'full'` at every commit — it survives both, and each commit
   * waits for the disk.
   */
  synchronous?: 'normal' | 'full';
}

/** The error a writer's failure stands for: a StorageError when the file cannot be written now. */
function errorOf(f: WriterFailure): Error {
  if (f.storage) return new StorageError(f.code, f.message);
  const e = new Error(f.message);
  if (f.stack) e.stack = f.stack;
  return e;
}

/**
 * The main thread's end of the writer thread: requests answered in order; the thread started
 * again at the next request if it stopped (every request it had is refused with a StorageError).
 */
class WriterLink {
  private worker: Worker | null = null;
  private started: Promise<void> | null = null;
  private waiting = new Map<number, { resolve: (a: WriterAnswer) => void; reject: (e: Error) => void }>();
  private n = 0;
  /** Ended ({@link end}): no request is taken any more. */
  private ended = false;

  constructor(private readonly data: WriterData) {}

  /** Requests sent and not yet answered. */
  get busy(): boolean {
    return this.waiting.size > 0;
  }

  /** Start the thread (once); resolves once it opened the file, rejects when it cannot. */
  start(): Promise<void> {
    this.started ??= new Promise<void>((resolve, reject) => {
      const worker = writerThread(this.data);
      this.worker = worker;
      let opened = false;
      worker.on('message', (a: WriterAnswer) => {
        if (a.n === 0) {
          opened = a.ok;
          if (a.ok) resolve();
          else reject(errorOf(a.error));
          if (this.waiting.size === 0) worker.unref();
          return;
        }
        const w = this.waiting.get(a.n);
        this.waiting.delete(a.n);
        // (an idle thread keeps no process alive: a script that opened the store ends by itself;
        // one that is ending is waited for until it exits)
        if (this.waiting.size === 0 && !this.ended) worker.unref();
        w?.resolve(a);
      });
      const stopped = (why: string) => {
        if (this.worker !== worker) return;
        this.worker = null;
        this.started = null;
        if (!opened) reject(new StorageError('SQLITE_WRITER', `the database writer did not start: ${why}`));
        const error = new StorageError('SQLITE_WRITER', `SQLITE_WRITER: the database writer stopped (${why})`);
        for (const w of this.waiting.values()) w.reject(error);
        this.waiting.clear();
      };
      worker.on('error', (e) => stopped(String(e?.message ?? e).slice(0, 160)));
      worker.on('exit', (code) => stopped(`exit ${code}`));
    });
    return this.started;
  }

  /** Send `req` to the writer; resolves with its answer. */
  async request(req: DistributiveOmit<WriterRequest, 'n'>): Promise<WriterAnswer> {
    if (this.ended) throw new StorageError('SQLITE_WRITER', 'SQLITE_WRITER: the store is closed');
    await this.start();
    const worker = this.worker;
    if (!worker) throw new StorageError('SQLITE_WRITER', 'SQLITE_WRITER: the database writer stopped');
    const n = ++this.n;
    return new Promise<WriterAnswer>((resolve, reject) => {
      this.waiting.set(n, { resolve, reject });
      worker.ref();
      worker.postMessage({ ...req, n });
    });
  }

  /** Close the writer's connection after every request sent before, and end the thread. */
  async end(): Promise<void> {
    const worker = this.worker;
    if (!worker || this.ended) return;
    // (held until it has exited: a thread that failed to open the file is ending by itself, unref'd)
    worker.ref();
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    const ended = this.request({ op: 'end' }).catch(() => undefined);
    this.ended = true;
    await ended;
    await exited;
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * The writer thread: the built ./sqlite-writer.js beside this module (dist/), or, running from the
 * TypeScript sources, ./sqlite-writer.ts through tsx.
 */
function writerThread(data: WriterData): Worker {
  const here = import.meta.url;
  // (a thread takes the process's Node options, but not --input-type, which a thread refuses: a
  // server started by `node --input-type=module -e …`)
  const execArgv = process.execArgv.filter(
    (a, i, all) => !a.startsWith('--input-type') && all[i - 1] !== '--input-type',
  );
  // (tsx's own imports add a query to the module's URL)
  if (!new URL(here).pathname.endsWith('.ts'))
    return new Worker(new URL('./sqlite-writer.js', here), { workerData: data, execArgv });
  const file = new URL('./sqlite-writer.ts', here).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  return new Worker(
    `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(file)}, ${JSON.stringify(here)}))`,
    { eval: true, workerData: data, execArgv },
  );
}

/** A save as the writer's row: the room's data serialised here, on the main thread. */
function saveRow({ id, c, now }: { id: string; c: Commit; now: number }): SaveRow {
  return {
    id,
    data: JSON.stringify(c.data),
    open: c.open ? 1 : 0,
    now,
    created: c.meta?.created ?? now,
    creator: c.meta?.creator ?? '',
    move: c.move ? [c.data.game, c.move.ply, c.move.pit] : null,
    record: c.record ? [c.record.id, c.record.ogn] : null,
  };
}

/** The SQLite store (better-sqlite3, loaded by {@link GameStore.open}). */
export class GameStore implements Store {
  readonly kind = 'sqlite';
  /** The main thread's connection: reads, and the health check's lock probe. */
  private db: Database.Database;
  private q: Record<string, Database.Statement>;
  private readonly writer: WriterLink;
  private readonly checkpointer: WriterLink;
  /** The last write's failure (`null`: it succeeded). */
  failing: StorageError | null = null;
  /** The saves of one turn, written in one transaction. */
  private group = new GroupCommit<{ id: string; c: Commit; now: number }>((items) => this.saveGroup(items), {
    onGroup: (n) => this.onGroup?.(n),
  });
  onGroup?: (saves: number) => void;

  /** Open (or create) the SQLite file `file`, and start its writer thread. */
  static async open(file: string, options: StoreOptions = {}): Promise<GameStore> {
    const { default: Database } = await import('better-sqlite3');
    const store = new GameStore(new Database(file, { timeout: BUSY_WAIT_MS }), file, options);
    try {
      await store.writer.start();
      await store.checkpointer.start();
    } catch (e) {
      await store.writer.end();
      store.db.close();
      throw e;
    }
    return store;
  }

  /**
   * Over a database opened with `{ timeout: BUSY_WAIT_MS }`: open one with {@link GameStore.open}
   * (private, so the declarations name no type of better-sqlite3, whose types are not a dependency).
   */
  private constructor(db: Database.Database, file: string, options: StoreOptions = {}) {
    this.db = db;
    this.db.pragma('journal_mode = WAL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS rooms (id TEXT PRIMARY KEY, data TEXT NOT NULL, open INTEGER NOT NULL, updated INTEGER NOT NULL,
        created INTEGER NOT NULL DEFAULT 0, creator TEXT NOT NULL DEFAULT '');
      CREATE TABLE IF NOT EXISTS moves (room TEXT NOT NULL, game INTEGER NOT NULL, ply INTEGER NOT NULL, pit INTEGER NOT NULL,
        at INTEGER NOT NULL, PRIMARY KEY (room, game, ply));
      CREATE TABLE IF NOT EXISTS records (id TEXT PRIMARY KEY, room TEXT NOT NULL, ogn TEXT NOT NULL, finished INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS diagrams (id TEXT PRIMARY KEY, body TEXT NOT NULL, bytes INTEGER NOT NULL, created INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS diagram_totals (one INTEGER PRIMARY KEY CHECK (one = 1), bytes INTEGER NOT NULL);
      INSERT OR IGNORE INTO diagram_totals (one, bytes) VALUES (1, (SELECT COALESCE(SUM(bytes), 0) FROM diagrams));
    `);
    // files written before rooms had a creation time and a creator
    const columns = (this.db.pragma('table_info(rooms)') as { name: string }[]).map((c) => c.name);
    if (!columns.includes('created')) this.db.exec('ALTER TABLE rooms ADD COLUMN created INTEGER NOT NULL DEFAULT 0');
    if (!columns.includes('creator')) this.db.exec("ALTER TABLE rooms ADD COLUMN creator TEXT NOT NULL DEFAULT ''");
    const data: WriterData = {
      role: 'writer',
      file,
      checkpointMs: CHECKPOINT_MS,
      maxBytes: options.maxBytes,
      busyMs: BUSY_WAIT_MS,
      synchronous: options.synchronous === 'full' ? 'FULL' : 'NORMAL',
    };
    this.writer = new WriterLink(data);
    this.checkpointer = new WriterLink({ ...data, role: 'checkpointer' });
    this.q = {
      getRecord: this.db.prepare('SELECT ogn FROM records WHERE id = ?'),
      getRoom: this.db.prepare('SELECT id, data, created, creator, updated FROM rooms WHERE id = ?'),
      open: this.db.prepare('SELECT id, data, created, creator, updated FROM rooms WHERE open = 1 ORDER BY updated'),
      getDiagram: this.db.prepare('SELECT body FROM diagrams WHERE id = ?'),
    };
  }

  /**
   * Save a room's data with, when given, the move just accepted and a finished game's record, in one
   * transaction (with the other saves of this turn); `meta` is written with the room's first save
   * only. Resolves once the transaction committed; rejects with a {@link StorageError} when the file
   * cannot be written now (nothing of the transaction is kept).
   */
  save(id: string, c: Commit, now: number): Promise<void> {
    return this.group.add({ id, c, now });
  }

  /**
   * Several rooms' saves in one transaction of the writer, each in a savepoint: an error of one save
   * that is not the storage's (a bug) undoes that save alone; the storage unavailable undoes them all.
   */
  private async saveGroup(items: readonly { id: string; c: Commit; now: number }[]): Promise<(Error | undefined)[]> {
    const result = await this.written({ op: 'saves', rows: items.map(saveRow) });
    return (result as (WriterFailure | null)[]).map((f) => (f ? errorOf(f) : undefined));
  }

  /** Send a write to the writer; its result, or its failure thrown (a StorageError when the storage's). */
  private async written(req: DistributiveOmit<WriterRequest, 'n'>): Promise<unknown> {
    let answer: WriterAnswer;
    try {
      answer = await this.writer.request(req);
    } catch (e) {
      if (e instanceof StorageError) this.failing = e;
      throw e;
    }
    if (answer.ok) {
      this.failing = null;
      return answer.result;
    }
    const error = errorOf(answer.error);
    if (error instanceof StorageError) this.failing = error;
    throw error;
  }

  /** Mark a room closed: it is not restored at start. Throws a {@link StorageError} as {@link save}. */
  async closeRoom(id: string, now: number): Promise<void> {
    await this.written({ op: 'close-room', id, now });
  }

  /**
   * Whether the store answers: a read, and the write lock taken and given back at once (no wait) —
   * unless the writer is writing now, whose answer will say; `null` when it does, else why not. A
   * disk that was full stays reported until a write succeeds. A writer thread that stopped is
   * started again here, so an idle server reports itself well again without waiting for a write.
   */
  async check(): Promise<string | null> {
    try {
      this.db.prepare('SELECT 1').get();
      if (this.failing?.code === 'SQLITE_WRITER') {
        await this.writer.start();
        this.failing = null;
      }
      if (this.failing && !isLock(this.failing.code)) return this.failing.message;
      // (the writer's transaction holds the lock while it writes: no probe then)
      if (this.writer.busy) return this.failing?.message ?? null;
      if (!(await this.lockFree())) return this.failing?.message ?? null;
      this.failing = null;
      return null;
    } catch (e) {
      if (e instanceof StorageError && e.code === 'SQLITE_WRITER')
        return e.message.startsWith('SQLITE_WRITER') ? e.message : `SQLITE_WRITER: ${e.message}`;
      const code = String((e as { code?: unknown }).code ?? 'SQLITE_ERROR');
      return `${code}: ${explain(code)}`;
    }
  }

  /**
   * Whether the write lock can be had now: taken and given back at once, never waited for on the
   * event loop. A lock another connection holds for a moment (another process's write or lease) is
   * asked for again twice, 50 ms apart, before it is thrown; `false` when this store's own writer
   * started writing meanwhile (its answer will say).
   */
  private async lockFree(): Promise<boolean> {
    for (let attempt = 0; ; attempt++) {
      this.db.pragma('busy_timeout = 0');
      try {
        this.db.exec('BEGIN IMMEDIATE');
        this.db.exec('ROLLBACK');
        return true;
      } catch (e) {
        if (attempt >= 2 || !isLock(String((e as { code?: unknown }).code ?? ''))) throw e;
      } finally {
        this.db.pragma(`busy_timeout = ${BUSY_WAIT_MS}`);
      }
      await new Promise((r) => setTimeout(r, 50));
      if (this.writer.busy) return false;
    }
  }

  async record(id: string): Promise<string | null> {
    const row = this.q.getRecord.get(id) as { ogn: string } | undefined;
    return row?.ogn ?? null;
  }

  async putDiagram(id: string, body: string, now: number, maxBytes: number): Promise<DiagramStored> {
    return (await this.written({ op: 'diagram', id, body, now, maxBytes })) as DiagramStored;
  }

  async diagram(id: string): Promise<string | null> {
    const row = this.q.getDiagram.get(id) as { body: string } | undefined;
    return row?.body ?? null;
  }

  async room(id: string): Promise<StoredRoom | null> {
    const row = this.q.getRoom.get(id) as RoomRow | undefined;
    return row ? storedRoom(row) : null;
  }

  /**
   * The rooms still open (to be re-created at start). A row that cannot be read is left out and
   * reported to `onBad` (one call per row); the others come back.
   */
  async openRooms(onBad: (id: string, error: Error) => void = () => undefined): Promise<StoredRoom[]> {
    const rooms: StoredRoom[] = [];
    for (const row of this.q.open.all() as RoomRow[]) {
      try {
        rooms.push(storedRoom(row));
      } catch (e) {
        onBad(String(row.id), e as Error);
      }
    }
    return rooms;
  }

  /** Close the file, once the writes asked for before are done. */
  async close(): Promise<void> {
    await this.checkpointer.end();
    await this.writer.end();
    this.db.close();
  }
}
