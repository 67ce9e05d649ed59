/**
 * The server's memory on disk (SQLite through better-sqlite3, synchronous): each room's referee data,
 * every accepted move (written in the same transaction, before the move is acknowledged) and each
 * finished game as an OGN record. A server restarted on the same file reopens the open rooms.
 *
 * A write never waits long for the file: another connection holding the write lock makes a write
 * wait at most {@link BUSY_WAIT_MS} (and not at all while the last write found it held), then fail
 * with a {@link StorageError}; so does a full disk or a file at `maxBytes`. The caller refuses what
 * it was about to accept; the transaction is rolled back, nothing of it is kept.
 */
import Database from 'better-sqlite3';
import type { RefereeData } from './referee.js';

/** Longest a write waits for another connection's write lock (the event loop waits with it). */
export const BUSY_WAIT_MS = 20;

/** A write the store could not make: `code` is SQLite's (`SQLITE_BUSY`, `SQLITE_FULL`, …). */
export class StorageError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

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

export interface StoredRoom {
  id: string;
  data: RefereeData;
  /** When the room was created (ms), and the client address that created it ('' when unknown). */
  created: number;
  creator: string;
}

/** A room's first save: when it was made and by which address. */
export interface RoomMeta {
  created: number;
  creator: string;
}

type RoomRow = { id: string; data: string; created: number; creator: string; updated: number };

/** What a write changes, in one transaction. */
export interface Commit {
  /** The room's data and whether it is open (restored at start). */
  data: RefereeData;
  open: boolean;
  /** The move just accepted. */
  move?: { ply: number; pit: number };
  /** The room's first save: when it was made and by which address. */
  meta?: RoomMeta;
  /** A finished game's record. */
  record?: { id: string; ogn: string };
}

export interface StoreOptions {
  /** The file may not grow beyond this many bytes (SQLite's `max_page_count`); default: no limit. */
  maxBytes?: number;
}

export class GameStore {
  private db: Database.Database;
  private q: Record<string, Database.Statement>;
  /** The last write's failure (`null`: it succeeded); while it was a lock, writes do not wait. */
  failing: StorageError | null = null;
  private waits = true;

  constructor(file: string, options: StoreOptions = {}) {
    this.db = new Database(file, { timeout: BUSY_WAIT_MS });
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS rooms (id TEXT PRIMARY KEY, data TEXT NOT NULL, open INTEGER NOT NULL, updated INTEGER NOT NULL,
        created INTEGER NOT NULL DEFAULT 0, creator TEXT NOT NULL DEFAULT '');
      CREATE TABLE IF NOT EXISTS moves (room TEXT NOT NULL, game INTEGER NOT NULL, ply INTEGER NOT NULL, pit INTEGER NOT NULL,
        at INTEGER NOT NULL, PRIMARY KEY (room, game, ply));
      CREATE TABLE IF NOT EXISTS records (id TEXT PRIMARY KEY, room TEXT NOT NULL, ogn TEXT NOT NULL, finished INTEGER NOT NULL);
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
    };
  }

  /**
   * Save a room's data with, when given, the move just accepted and a finished game's record, in one
   * transaction; `meta` is written with the room's first save only. Throws a {@link StorageError}
   * when the file cannot be written now (nothing of the transaction is kept).
   */
  save(id: string, c: Commit, now: number): void {
    this.write(() => {
      if (c.move) this.q.move.run(id, c.data.game, c.move.ply, c.move.pit, now);
      this.q.save.run(id, JSON.stringify(c.data), c.open ? 1 : 0, now, c.meta?.created ?? now, c.meta?.creator ?? '');
      if (c.record) this.q.record.run(c.record.id, id, c.record.ogn, now);
    });
  }

  /** Mark a room closed: it is not restored at start. Throws a {@link StorageError} as {@link save}. */
  closeRoom(id: string, now: number): void {
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
  check(): string | null {
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

  record(id: string): string | null {
    const row = this.q.getRecord.get(id) as { ogn: string } | undefined;
    return row?.ogn ?? null;
  }

  room(id: string): StoredRoom | null {
    const row = this.q.getRoom.get(id) as RoomRow | undefined;
    return row ? stored(row) : null;
  }

  /**
   * The rooms still open (to be re-created at start). A row that cannot be read is left out and
   * reported to `onBad` (one call per row); the others come back.
   */
  openRooms(onBad: (id: string, error: Error) => void = () => undefined): StoredRoom[] {
    const rooms: StoredRoom[] = [];
    for (const row of this.q.open.all() as RoomRow[]) {
      try {
        const room = stored(row);
        const d = room.data as Partial<RefereeData> | null;
        if (!d || typeof d !== 'object' || !d.options || !Array.isArray(d.moves) || !d.tokens)
          throw new Error('not room data');
        rooms.push(room);
      } catch (e) {
        onBad(String(row.id), e as Error);
      }
    }
    return rooms;
  }

  close(): void {
    this.db.close();
  }
}

/** A row as a room: rows from before creation times were kept count from their last save. */
function stored(row: RoomRow): StoredRoom {
  return { id: row.id, data: JSON.parse(row.data), created: row.created || row.updated, creator: row.creator };
}
