/**
 * The SQLite store's writer: a worker thread (Node only) that owns the connection every write of
 * ./store-sqlite.ts goes through, so that SQLite's synchronous work — the transaction, the wait for
 * another connection's lock, the disk sync of its COMMIT — never holds the server's event loop.
 * The main thread sends each group of saves with its rows already serialised and awaits the answer;
 * the messages are handled one at a time, in the order they came (a room's order is its queue's).
 *
 * Started by {@link WriterLink} (./store-sqlite.ts) with the file, its byte limit and the lock wait;
 * the server build emits it as its own file, `dist/sqlite-writer.js`, beside `dist/server.js`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { DiagramStored } from './store.js';

/**
 * What the thread is started with (`workerData`). `role`: the writer, or the checkpointer — a
 * second thread and connection that copies the WAL into the file every `checkpointMs` (a PASSIVE
 * checkpoint: it waits for no reader or writer), so that the checkpoint's disk syncs never hold
 * the writer's transactions either.
 */
export interface WriterData {
  role: 'writer' | 'checkpointer';
  file: string;
  /** How often the checkpointer runs (ms). */
  checkpointMs: number;
  /** The file may not grow beyond this many bytes (SQLite's `max_page_count`). */
  maxBytes?: number;
  /** Longest wait for another connection's write lock (ms). */
  busyMs: number;
  /** SQLite's `synchronous` for the writes: `NORMAL` (a sync at each checkpoint) or `FULL` (at each commit). */
  synchronous: 'NORMAL' | 'FULL';
}

/** One room's save, serialised by the main thread: `move` [game, ply, pit], `record` [id, ogn]. */
export interface SaveRow {
  id: string;
  data: string;
  open: 0 | 1;
  now: number;
  created: number;
  creator: string;
  move: [number, number, number] | null;
  record: [string, string] | null;
}

/** A request: the `n` of its answer, and what to write. */
export type WriterRequest = { n: number } & (
  | { op: 'saves'; rows: SaveRow[] }
  | { op: 'close-room'; id: string; now: number }
  | { op: 'diagram'; id: string; body: string; now: number; maxBytes: number }
  | { op: 'end' }
);

/** A failure sent back: `storage` when SQLite said the file cannot be written now (a StorageError). */
export interface WriterFailure {
  code: string;
  message: string;
  storage: boolean;
  stack?: string;
}

/** An answer: the result, or the failure of the whole request. */
export type WriterAnswer =
  | { n: number; ok: true; result?: (WriterFailure | null)[] | DiagramStored }
  | { n: number; ok: false; error: WriterFailure };

/** The error codes that say the storage is (for now) unavailable rather than a bug of ours. */
export const UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|CANTOPEN|READONLY|PROTOCOL|NOLFS|CORRUPT|NOTADB)/;

/** A short text for an error of SQLite's: what an operator should know. */
export function explain(code: string): string {
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))
    return 'the database file is locked by another connection';
  if (code.startsWith('SQLITE_FULL')) return 'the disk (or --max-db-bytes) is full';
  if (code.startsWith('SQLITE_READONLY')) return 'the database file is read-only';
  return 'the database file cannot be written';
}

/** The WAL's size (pages) past which the writer checkpoints itself (the checkpointer is behind or gone). */
const WAL_BACKSTOP_PAGES = 50_000;

const codeOf = (e: unknown): string => String((e as { code?: unknown } | null)?.code ?? '');

/** A thrown value as an answer's failure. */
function failure(e: unknown): WriterFailure {
  const code = codeOf(e);
  if (UNAVAILABLE.test(code)) return { code, message: `${code}: ${explain(code)}`, storage: true };
  const err = e as { message?: unknown; stack?: unknown } | null;
  return { code, message: String(err?.message ?? e), storage: false, stack: String(err?.stack ?? '') };
}

/** The writer's connection and statements. */
class Writer {
  private readonly db: Database.Database;
  private readonly q: Record<string, Database.Statement>;
  /** While the last write found the file locked, writes do not wait for the lock. */
  private waits = true;
  private readonly saveOne: (row: SaveRow) => void;

  constructor(private readonly opts: WriterData) {
    this.db = new Database(opts.file, { timeout: opts.busyMs });
    // (the main thread made the file WAL and its tables before starting this thread)
    this.db.pragma(`synchronous = ${opts.synchronous === 'FULL' ? 'FULL' : 'NORMAL'}`);
    // the checkpointer thread copies the WAL into the file; the writer checkpoints only if the WAL
    // ever grows past about 200 MB (the checkpointer stopped)
    this.db.pragma(`wal_autocheckpoint = ${WAL_BACKSTOP_PAGES}`);
    if (opts.maxBytes) {
      const pageSize = Number(this.db.pragma('page_size', { simple: true }));
      // (never below the file's size: SQLite keeps the current page count then)
      this.db.pragma(`max_page_count = ${Math.max(1, Math.floor(opts.maxBytes / pageSize))}`);
    }
    this.q = {
      save: this.db.prepare(
        'INSERT INTO rooms (id, data, open, updated, created, creator) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data, open = excluded.open, updated = excluded.updated',
      ),
      close: this.db.prepare('UPDATE rooms SET open = 0, updated = ? WHERE id = ?'),
      move: this.db.prepare('INSERT OR REPLACE INTO moves (room, game, ply, pit, at) VALUES (?, ?, ?, ?, ?)'),
      record: this.db.prepare('INSERT OR REPLACE INTO records (id, room, ogn, finished) VALUES (?, ?, ?, ?)'),
      getDiagram: this.db.prepare('SELECT 1 FROM diagrams WHERE id = ?'),
      diagramBytes: this.db.prepare('SELECT bytes AS total FROM diagram_totals WHERE one = 1'),
      putDiagram: this.db.prepare('INSERT INTO diagrams (id, body, bytes, created) VALUES (?, ?, ?, ?)'),
      addDiagramBytes: this.db.prepare('UPDATE diagram_totals SET bytes = bytes + ? WHERE one = 1'),
    };
    // one save in a savepoint of the group's transaction (better-sqlite3 nests transactions so)
    this.saveOne = this.db.transaction((r: SaveRow) => {
      if (r.move) this.q.move.run(r.id, r.move[0], r.move[1], r.move[2], r.now);
      this.q.save.run(r.id, r.data, r.open, r.now, r.created, r.creator);
      if (r.record) this.q.record.run(r.record[0], r.id, r.record[1], r.now);
    });
  }

  /**
   * Run `fn` in a write transaction (BEGIN IMMEDIATE: the lock is taken first, waiting at most
   * `busyMs`, or not at all while the last write found the file locked); rolled back if it throws.
   */
  private write<T>(fn: () => T): T {
    const waited = this.waits;
    if (!waited) this.db.pragma('busy_timeout = 0');
    let ok = false;
    try {
      const result = this.db.transaction(fn).immediate();
      ok = true;
      return result;
    } catch (e) {
      if (codeOf(e).startsWith('SQLITE_BUSY')) this.waits = false;
      throw e;
    } finally {
      if (ok) this.waits = true;
      if (!waited && this.waits) this.db.pragma(`busy_timeout = ${this.opts.busyMs}`);
    }
  }

  /**
   * Several rooms' saves in one transaction, each in a savepoint: an error of one save that is not
   * the storage's (a bug) undoes that save alone; the storage unavailable undoes them all (thrown).
   */
  saves(rows: readonly SaveRow[]): (WriterFailure | null)[] {
    const errors: (WriterFailure | null)[] = new Array(rows.length).fill(null);
    this.write(() => {
      for (let i = 0; i < rows.length; i++) {
        try {
          this.saveOne(rows[i]);
        } catch (e) {
          if (UNAVAILABLE.test(codeOf(e))) throw e;
          errors[i] = failure(e);
        }
      }
    });
    return errors;
  }

  closeRoom(id: string, now: number): void {
    this.write(() => this.q.close.run(now, id));
  }

  diagram(id: string, body: string, now: number, maxBytes: number): DiagramStored {
    return this.write((): DiagramStored => {
      if (this.q.getDiagram.get(id)) return 'exists';
      const bytes = Buffer.byteLength(body);
      // (the running total, not a SUM over the table: a scan of every row on each post)
      const { total } = this.q.diagramBytes.get() as { total: number };
      if (total + bytes > maxBytes) return 'full';
      this.q.putDiagram.run(id, body, bytes, now);
      this.q.addDiagramBytes.run(bytes);
      return 'stored';
    });
  }

  close(): void {
    this.db.close();
  }
}

/** Handle one request; never throws (a failure is answered). */
function handle(writer: Writer, req: WriterRequest): WriterAnswer {
  try {
    switch (req.op) {
      case 'saves':
        return { n: req.n, ok: true, result: writer.saves(req.rows) };
      case 'close-room':
        writer.closeRoom(req.id, req.now);
        return { n: req.n, ok: true };
      case 'diagram':
        return { n: req.n, ok: true, result: writer.diagram(req.id, req.body, req.now, req.maxBytes) };
      case 'end':
        writer.close();
        return { n: req.n, ok: true };
    }
  } catch (e) {
    return { n: req.n, ok: false, error: failure(e) };
  }
}

/** The checkpointer: a PASSIVE checkpoint every `checkpointMs` (a busy file or a failure: the next one tries again). */
function checkpointer(port: NonNullable<typeof parentPort>, opts: WriterData): void {
  const db = new Database(opts.file, { timeout: opts.busyMs });
  db.pragma(`synchronous = ${opts.synchronous === 'FULL' ? 'FULL' : 'NORMAL'}`);
  const timer = setInterval(() => {
    try {
      db.pragma('wal_checkpoint(PASSIVE)');
    } catch {
      // (the next round tries again; a write that cannot be made is the writer's to report)
    }
  }, opts.checkpointMs);
  port.postMessage({ n: 0, ok: true } satisfies WriterAnswer);
  port.on('message', (req: WriterRequest) => {
    if (req.op !== 'end') return;
    clearInterval(timer);
    db.close();
    port.postMessage({ n: req.n, ok: true } satisfies WriterAnswer);
    port.close();
  });
}

if (parentPort && (workerData as WriterData).role === 'checkpointer') {
  try {
    checkpointer(parentPort, workerData as WriterData);
  } catch (e) {
    parentPort.postMessage({ n: 0, ok: false, error: failure(e) } satisfies WriterAnswer);
    process.exit(0);
  }
} else if (parentPort) {
  const port = parentPort;
  let writer: Writer;
  try {
    writer = new Writer(workerData as WriterData);
  } catch (e) {
    // (the file cannot be opened: said once, the thread ends)
    port.postMessage({ n: 0, ok: false, error: failure(e) } satisfies WriterAnswer);
    process.exit(0);
  }
  port.postMessage({ n: 0, ok: true } satisfies WriterAnswer);
  port.on('message', (req: WriterRequest) => {
    port.postMessage(handle(writer, req));
    if (req.op === 'end') port.close();
  });
}
