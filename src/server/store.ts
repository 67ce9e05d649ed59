/**
 * The server's memory: one small interface, two implementations. {@link Store} is what the rooms and
 * the server use; ./store-sqlite.ts keeps it in one SQLite file (one machine, the default) and
 * ./store-pg.ts in PostgreSQL (several machines). Each is loaded only when chosen (`--store`), so
 * that the package of the other one need not be installed. This module imports no package.
 *
 * Every call returns a Promise. A write that the storage cannot make now (locked, full, the database
 * unreachable) rejects with a {@link StorageError}: the caller refuses what it was about to accept
 * and nothing of the write is kept. Anything else thrown is a bug.
 */
import type { RefereeData } from './referee.js';

/** A write or read the store could not make now: `code` is the database's (`SQLITE_BUSY`, `ECONNREFUSED`, `57P01`, …). */
export class StorageError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A room's row belongs to another process now (PostgreSQL: this process's lease ran out, e.g. while
 * the database could not be reached, and another process restored the room): this process must
 * let the room go.
 */
export class RoomMovedError extends Error {
  constructor(readonly room: string) {
    super(`room ${room} is now served by another process`);
  }
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

/** What storing a diagram did: stored now, already there (the same id), or refused (the budget is spent). */
export type DiagramStored = 'stored' | 'exists' | 'full';

/**
 * Diagrams kept under a short id (`…/d/<id>`, src/server/diagrams.ts): the id is a hash of the body,
 * so storing is idempotent. A narrow part of {@link Store}, so that an operator mounting the
 * diagram service on their own server can give any storage of theirs.
 */
export interface DiagramStore {
  /**
   * Keep `body` (a diagram block's canonical body) under `id` unless the stored diagrams' bodies
   * would then hold more than `maxBytes` bytes (UTF-8) together: `'full'`, nothing written. A
   * {@link StorageError} when the storage cannot be written now.
   */
  putDiagram(id: string, body: string, now: number, maxBytes: number): Promise<DiagramStored>;
  /** A stored diagram's body, `null` when there is none. */
  diagram(id: string): Promise<string | null>;
}

/** The server's memory; see the module's comment. */
export interface Store extends DiagramStore {
  /** `sqlite` (one machine) or `postgres` (several). */
  readonly kind: 'sqlite' | 'postgres';
  /**
   * Save a room's data with, when given, the move just accepted and a finished game's record, in one
   * transaction; `meta` is written with the room's first save only.
   */
  save(id: string, c: Commit, now: number): Promise<void>;
  /** Mark a room closed: it is not restored again. */
  closeRoom(id: string, now: number): Promise<void>;
  /** Whether the store answers now: `null` when it does, else why not (never rejects). */
  check(): Promise<string | null>;
  /** A finished game's OGN record, `null` when there is none. */
  record(id: string): Promise<string | null>;
  /**
   * The open rooms this process is to restore at start (SQLite: every open room; PostgreSQL: those
   * it claims, see {@link Leases}). A row that cannot be read is left out and reported to `onBad`.
   */
  openRooms(onBad?: (id: string, error: Error) => void): Promise<StoredRoom[]>;
  /** Called with the number of saves of each transaction (group commit), when set (metrics). */
  onGroup?: (saves: number) => void;
  /** Several processes on one store (PostgreSQL): who serves which room. */
  readonly leases?: Leases;
  close(): Promise<void>;
}

/**
 * Rooms shared by several processes (PostgreSQL). Each room's row names the process that serves it
 * and until when (its lease, on the database's clock); a process renews the leases of its rooms
 * every few seconds. A room whose lease ran out (its process died, or lost the database) is
 * claimed by another process, which restores it.
 */
export interface Leases {
  /** How long a lease lasts (ms). */
  readonly ms: number;
  /** Renew the leases of `live` (this process's rooms); resolves with those still this process's. */
  renew(live: readonly string[]): Promise<Set<string>>;
  /** Claim the open rooms whose lease ran out, except `skip`; resolves with them (bad rows to `onBad`). */
  claim(skip: readonly string[], onBad?: (id: string, error: Error) => void): Promise<StoredRoom[]>;
  /** Give up the leases of `ids` (a process stopping): other processes may claim them at once. */
  release(ids: readonly string[]): Promise<void>;
}

/** A stored room's row as read back; rows from before creation times count from their last save. */
export function storedRoom(row: {
  id: string;
  data: string;
  created: number | string;
  creator: string;
  updated: number | string;
}): StoredRoom {
  const data = JSON.parse(row.data) as Partial<RefereeData> | null;
  if (!data || typeof data !== 'object' || !data.options || !Array.isArray(data.moves) || !data.tokens)
    throw new Error('not room data');
  return {
    id: row.id,
    data: data as RefereeData,
    created: Number(row.created) || Number(row.updated),
    creator: row.creator,
  };
}

/** Whether `store` (the `--store` value) names a PostgreSQL database rather than a SQLite file. */
export const isPostgresUrl = (store: string): boolean => /^postgres(ql)?:\/\//i.test(store);

/**
 * Open the store `location` names: a `postgres://` URL (the `pg` package) or a SQLite file
 * (better-sqlite3). Only the chosen one's package is loaded.
 */
export async function openStore(
  location: string,
  options: { maxBytes?: number; synchronous?: 'normal' | 'full'; owner?: string; leaseMs?: number } = {},
): Promise<Store> {
  if (isPostgresUrl(location)) {
    const { PgStore } = await import('./store-pg.js');
    return PgStore.open(location, { owner: options.owner, leaseMs: options.leaseMs });
  }
  const { GameStore } = await import('./store-sqlite.js');
  return GameStore.open(location, { maxBytes: options.maxBytes, synchronous: options.synchronous });
}
