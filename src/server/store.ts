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
}

export class GameStore {
  private db: Database.Database;
  private q: Record<string, Database.Statement>;

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS rooms (id TEXT PRIMARY KEY, data TEXT NOT NULL, open INTEGER NOT NULL, updated INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS moves (room TEXT NOT NULL, game INTEGER NOT NULL, ply INTEGER NOT NULL, pit INTEGER NOT NULL,
        at INTEGER NOT NULL, PRIMARY KEY (room, game, ply));
      CREATE TABLE IF NOT EXISTS records (id TEXT PRIMARY KEY, room TEXT NOT NULL, ogn TEXT NOT NULL, finished INTEGER NOT NULL);
    `);
    this.q = {
      save: this.db.prepare(
        'INSERT INTO rooms (id, data, open, updated) VALUES (?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data, open = excluded.open, updated = excluded.updated',
      ),
      move: this.db.prepare('INSERT OR REPLACE INTO moves (room, game, ply, pit, at) VALUES (?, ?, ?, ?, ?)'),
      record: this.db.prepare('INSERT OR REPLACE INTO records (id, room, ogn, finished) VALUES (?, ?, ?, ?)'),
      getRecord: this.db.prepare('SELECT ogn FROM records WHERE id = ?'),
      getRoom: this.db.prepare('SELECT id, data FROM rooms WHERE id = ?'),
      open: this.db.prepare('SELECT id, data FROM rooms WHERE open = 1 ORDER BY updated'),
    };
  }

  /** Save a room's data (and, when given, the move just accepted) in one transaction. */
  save(id: string, data: RefereeData, open: boolean, now: number, move?: { ply: number; pit: number }): void {
    this.db.transaction(() => {
      if (move) this.q.move.run(id, data.game, move.ply, move.pit, now);
      this.q.save.run(id, JSON.stringify(data), open ? 1 : 0, now);
    })();
  }

  saveRecord(id: string, room: string, ogn: string, now: number): void {
    this.q.record.run(id, room, ogn, now);
  }

  record(id: string): string | null {
    const row = this.q.getRecord.get(id) as { ogn: string } | undefined;
    return row?.ogn ?? null;
  }

  room(id: string): StoredRoom | null {
    const row = this.q.getRoom.get(id) as { id: string; data: string } | undefined;
    return row ? { id: row.id, data: JSON.parse(row.data) } : null;
  }

  /** The rooms still open (to be re-created at start). */
  openRooms(): StoredRoom[] {
    return (this.q.open.all() as { id: string; data: string }[]).map((r) => ({ id: r.id, data: JSON.parse(r.data) }));
  }

  close(): void {
    this.db.close();
  }
}
