/**
 * The server's memory on disk (SQLite through better-sqlite3, synchronous): each room's referee data,
 * every accepted move (written in the same transaction, before the move is acknowledged) and each
 * finished game as an OGN record. A server restarted on the same file reopens the open rooms.
 */
import Database from 'better-sqlite3';
import type { RefereeData } from './referee.js';

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

export class GameStore {
  private db: Database.Database;
  private q: Record<string, Database.Statement>;

  constructor(file: string) {
    this.db = new Database(file);
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
   * Save a room's data (and, when given, the move just accepted) in one transaction; `meta` is
   * written with the room's first save only.
   */
  save(
    id: string,
    data: RefereeData,
    open: boolean,
    now: number,
    move?: { ply: number; pit: number },
    meta?: RoomMeta,
  ): void {
    this.db.transaction(() => {
      if (move) this.q.move.run(id, data.game, move.ply, move.pit, now);
      this.q.save.run(id, JSON.stringify(data), open ? 1 : 0, now, meta?.created ?? now, meta?.creator ?? '');
    })();
  }

  /** Mark a room closed: it is not restored at start. */
  closeRoom(id: string, now: number): void {
    this.q.close.run(now, id);
  }

  saveRecord(id: string, room: string, ogn: string, now: number): void {
    this.q.record.run(id, room, ogn, now);
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
