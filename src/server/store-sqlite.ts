/**
 * The server's memory in one SQLite file (better-sqlite3, synchronous under its Promises): each room's referee data,
 * every accepted move (written in the same transaction, before the move is acknowledged), each
 * finished game as an OGN record, and the diagrams kept under a short id (`…/d/<id>`). A server
 * restarted on the same file reopens the open rooms.
 *
 * The saves asked for in one turn of the event loop are written in one transaction (./group-commit.ts),
 * each in a savepoint of its own: one disk sync (WAL, `synchronous = FULL`) for all of them, and
 * each save's Promise resolves only once that transaction committed.
 *
 * A write never waits long for the file: another connection holding the write lock makes a write
 * wait at most {@link BUSY_WAIT_MS} (and not at all while the last write found it held), then fail
 * with a {@link StorageError}; so does a full disk or a file at `maxBytes`. The caller refuses what
 * it was about to accept; the transaction is rolled back, nothing of it is kept.
 */
import type Database from 'better-sqlite3';
import { GroupCommit } from './group-commit.js';
import { type Commit, type DiagramStored, StorageError, type Store, type StoredRoom, storedRoom } from './store.js';

export { StorageError } from './store.js';

/** Longest a write waits for another connection's write lock (the event loop waits with it). */
export const BUSY_WAIT_MS = 20;

/** The error codes that say the storage is (for now) unavailable rather than a bug of ours. */
const UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|CANTOPEN|READONLY|PROTOCOL|NOLFS|CORRUPT|NOTADB)/;

/** A short text for an error of SQLite's: what an operator should know. */
function explain(code: string): string {
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))
    return 'the database file is locked by another connection';
  if (code.startsWith('SQLITE_FULL')) return 'the disk (or --max-db-bytes) is full';
  if (code.startsWith('SQLITE_READONLY')) return 'the database file is read-only';
  return 'the database file cannot be written';
}

type RoomRow = { id: string; data: string; created: number; creator: string; updated: number };

export interface StoreOptions {
  /** The file may not grow beyond this many bytes (SQLite's `max_page_count`); default: no limit. */
  maxBytes?: number;
}

/** The SQLite store (better-sqlite3, loaded by {@link GameStore.open}). */
export class GameStore implements Store {
  readonly kind = 'sqlite';
  private db: Database.Database;
  private q: Record<string, Database.Statement>;
  /** The last write's failure (`null`: it succeeded); while it was a lock, writes do not wait. */
  failing: StorageError | null = null;
  private waits = true;
  /** The saves of one turn, written in one transaction. */
  private group = new GroupCommit<{ id: string; c: Commit; now: number }>(async (items) => this.saveGroup(items), {
    onGroup: (n) => this.onGroup?.(n),
  });
  onGroup?: (saves: number) => void;

  /** Open (or create) the SQLite file `file`. */
  static async open(file: string, options: StoreOptions = {}): Promise<GameStore> {
    const { default: Database } = await import('better-sqlite3');
    return new GameStore(new Database(file, { timeout: BUSY_WAIT_MS }), options);
  }

  /**
   * Over a database opened with `{ timeout: BUSY_WAIT_MS }`: open one with {@link GameStore.open}
   * (private, so the declarations name no type of better-sqlite3, whose types are not a dependency).
   */
  private constructor(db: Database.Database, options: StoreOptions = {}) {
    this.db = db;
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
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
    if (options.maxBytes) {
      const pageSize = Number(this.db.pragma('page_size', { simple: true }));
      // (never below the file's size: SQLite keeps the current page count then)
      this.db.pragma(`max_page_count = ${Math.max(1, Math.floor(options.maxBytes / pageSize))}`);
    }
    this.q = {
      save: this.db.prepare(
        'INSERT INTO rooms (id, data, open, updated, created, creator) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data, open = excluded.open, updated = excluded.updated',
      ),
      close: this.db.prepare('UPDATE rooms SET open = 0, updated = ? WHERE id = ?'),
      move: this.db.prepare('INSERT OR REPLACE INTO moves (room, game, ply, pit, at) VALUES (?, ?, ?, ?, ?)'),
      record: this.db.prepare('INSERT OR REPLACE INTO records (id, room, ogn, finished) VALUES (?, ?, ?, ?)'),
      getRecord: this.db.prepare('SELECT ogn FROM records WHERE id = ?'),
      getRoom: this.db.prepare('SELECT id, data, created, creator, updated FROM rooms WHERE id = ?'),
      open: this.db.prepare('SELECT id, data, created, creator, updated FROM rooms WHERE open = 1 ORDER BY updated'),
      getDiagram: this.db.prepare('SELECT body FROM diagrams WHERE id = ?'),
      diagramBytes: this.db.prepare('SELECT bytes AS total FROM diagram_totals WHERE one = 1'),
      putDiagram: this.db.prepare('INSERT INTO diagrams (id, body, bytes, created) VALUES (?, ?, ?, ?)'),
      addDiagramBytes: this.db.prepare('UPDATE diagram_totals SET bytes = bytes + ? WHERE one = 1'),
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
   * Several rooms' saves in one transaction, each in a savepoint: an error of one save that is not
   * the storage's (a bug) undoes that save alone; the storage unavailable undoes them all (thrown).
   */
  private saveGroup(items: readonly { id: string; c: Commit; now: number }[]): (Error | undefined)[] {
    const errors: (Error | undefined)[] = new Array(items.length).fill(undefined);
    const one = this.saveOne;
    this.write(() => {
      for (let i = 0; i < items.length; i++) {
        try {
          one(items[i]);
        } catch (e) {
          if (UNAVAILABLE.test(String((e as { code?: unknown }).code ?? ''))) throw e;
          errors[i] = e as Error;
        }
      }
    });
    return errors;
  }

  /** One save, in a savepoint of the group's transaction (better-sqlite3 nests transactions so). */
  private get saveOne() {
    this._saveOne ??= this.db.transaction(({ id, c, now }: { id: string; c: Commit; now: number }) => {
      if (c.move) this.q.move.run(id, c.data.game, c.move.ply, c.move.pit, now);
      this.q.save.run(id, JSON.stringify(c.data), c.open ? 1 : 0, now, c.meta?.created ?? now, c.meta?.creator ?? '');
      if (c.record) this.q.record.run(c.record.id, id, c.record.ogn, now);
    });
    return this._saveOne;
  }
  private _saveOne: ((item: { id: string; c: Commit; now: number }) => void) | null = null;

  /** Mark a room closed: it is not restored at start. Throws a {@link StorageError} as {@link save}. */
  async closeRoom(id: string, now: number): Promise<void> {
    this.write(() => this.q.close.run(now, id));
  }

  /**
   * Run `fn` in a write transaction (BEGIN IMMEDIATE: the lock is taken first, waiting at most
   * {@link BUSY_WAIT_MS}, or not at all while the last write found the file locked). SQLite's errors
   * that say the file cannot be written now become a {@link StorageError}; the transaction is rolled back.
   */
  private write(fn: () => void): void {
    const waited = this.waits;
    if (!waited) this.db.pragma('busy_timeout = 0');
    try {
      this.db.transaction(fn).immediate();
      this.failing = null;
    } catch (e) {
      const code = String((e as { code?: unknown }).code ?? '');
      if (!UNAVAILABLE.test(code)) throw e;
      this.failing = new StorageError(code, `${code}: ${explain(code)}`);
      this.waits = !code.startsWith('SQLITE_BUSY');
      throw this.failing;
    } finally {
      if (this.failing === null) this.waits = true;
      if (!waited && this.waits) this.db.pragma(`busy_timeout = ${BUSY_WAIT_MS}`);
    }
  }

  /**
   * Whether the store answers: a read, and the write lock taken and given back at once (no wait);
   * `null` when it does, else why not. A disk that was full stays reported until a write succeeds.
   */
  async check(): Promise<string | null> {
    try {
      this.db.prepare('SELECT 1').get();
      if (
        this.failing &&
        !this.failing.code.startsWith('SQLITE_BUSY') &&
        !this.failing.code.startsWith('SQLITE_LOCKED')
      )
        return this.failing.message;
      this.db.pragma('busy_timeout = 0');
      try {
        this.db.exec('BEGIN IMMEDIATE');
        this.db.exec('ROLLBACK');
      } finally {
        this.db.pragma(`busy_timeout = ${this.waits ? BUSY_WAIT_MS : 0}`);
      }
      if (this.failing) {
        this.failing = null;
        this.waits = true;
      }
      return null;
    } catch (e) {
      const code = String((e as { code?: unknown }).code ?? 'SQLITE_ERROR');
      return `${code}: ${explain(code)}`;
    }
  }

  async record(id: string): Promise<string | null> {
    const row = this.q.getRecord.get(id) as { ogn: string } | undefined;
    return row?.ogn ?? null;
  }

  async putDiagram(id: string, body: string, now: number, maxBytes: number): Promise<DiagramStored> {
    let result: DiagramStored = 'stored';
    this.write(() => {
      if (this.q.getDiagram.get(id)) {
        result = 'exists';
        return;
      }
      const bytes = Buffer.byteLength(body);
      // (the running total, not a SUM over the table: a scan of every row on each post)
      const { total } = this.q.diagramBytes.get() as { total: number };
      if (total + bytes > maxBytes) {
        result = 'full';
        return;
      }
      this.q.putDiagram.run(id, body, bytes, now);
      this.q.addDiagramBytes.run(bytes);
    });
    return result;
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

  async close(): Promise<void> {
    this.db.close();
  }
}
