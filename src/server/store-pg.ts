/**
 * The server's memory in PostgreSQL (the `pg` package), for several processes on several machines:
 * the same tables as the SQLite store (rooms, moves, records, diagrams), created on start if missing.
 * Every process reads every finished game's record; each room's row also names the process that
 * serves it and until when (`owner`, `lease`, on the database's clock, see {@link Leases}), so that
 * the rooms of a process that died are claimed and restored by another one.
 *
 * The database unreachable (stopped, restarting, the network gone), out of space, or shutting down
 * is a {@link StorageError}: the caller refuses what it was about to accept, the transaction is
 * rolled back. A connection waits at most {@link CONNECT_TIMEOUT_MS}, a query {@link QUERY_TIMEOUT_MS}.
 *
 * The saves asked for in one turn of the event loop are written together (./group-commit.ts): one
 * statement over arrays (the rooms, their moves and records, as data-modifying CTEs: atomic by
 * itself, one round trip), however many rooms it carries; up to {@link GROUP_CONCURRENCY} at once.
 */
import type { Pool, PoolClient } from 'pg';
import { GroupCommit } from './group-commit.js';
import {
  type Commit,
  type DiagramStored,
  type Leases,
  RoomMovedError,
  StorageError,
  type Store,
  type StoredRoom,
  storedRoom,
} from './store.js';

/** Longest wait for a new connection to the database. */
export const CONNECT_TIMEOUT_MS = 2000;
/** Longest wait for a query's answer. */
export const QUERY_TIMEOUT_MS = 5000;
/** Default length of a room's lease. */
export const DEFAULT_LEASE_MS = 10_000;
/** Group transactions on their way at once (of the pool's 10 connections). */
const GROUP_CONCURRENCY = 4;

type Save = { id: string; c: Commit; now: number };

/** Node's network errors and pg's own texts for a connection that is gone or never came. */
const NETWORK = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN)$/;
const PG_TEXTS =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection terminated unexpectedly)/;
/**
 * SQLSTATE classes that say the database cannot take the write now: 08 connection, 53 resources
 * (disk full, out of memory, too many connections), 57P01–57P05 shut down or starting, 40 a
 * transaction to be tried again, 25006 a read-only (standby) server.
 */
const SQLSTATE = /^(08|53|57P0[1-5]|40|25006$)/;

/** Why the database could not be used, for an operator; `null` when `e` is not such an error (a bug). */
function unavailable(e: unknown): StorageError | null {
  const err = e as { code?: unknown; message?: unknown } | null;
  const code = String(err?.code ?? '');
  const message = String(err?.message ?? e)
    .split('\n')[0]
    .slice(0, 160);
  if (NETWORK.test(code)) return new StorageError(code, `${code}: the PostgreSQL server cannot be reached`);
  if (SQLSTATE.test(code)) return new StorageError(code, `${code}: ${message}`);
  if (PG_TEXTS.test(message)) return new StorageError('PG_CONNECTION', `PostgreSQL: ${message}`);
  return null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS rooms (id TEXT PRIMARY KEY, data TEXT NOT NULL, open BOOLEAN NOT NULL, updated BIGINT NOT NULL,
  created BIGINT NOT NULL DEFAULT 0, creator TEXT NOT NULL DEFAULT '', owner TEXT NOT NULL DEFAULT '',
  lease TIMESTAMPTZ NOT NULL DEFAULT '-infinity');
CREATE INDEX IF NOT EXISTS rooms_open_lease ON rooms (lease) WHERE open;
CREATE TABLE IF NOT EXISTS moves (room TEXT NOT NULL, game INTEGER NOT NULL, ply INTEGER NOT NULL, pit INTEGER NOT NULL,
  at BIGINT NOT NULL, PRIMARY KEY (room, game, ply));
CREATE TABLE IF NOT EXISTS records (id TEXT PRIMARY KEY, room TEXT NOT NULL, ogn TEXT NOT NULL, finished BIGINT NOT NULL);
CREATE TABLE IF NOT EXISTS diagrams (id TEXT PRIMARY KEY, body TEXT NOT NULL, bytes INTEGER NOT NULL, created BIGINT NOT NULL);
CREATE TABLE IF NOT EXISTS diagram_totals (one INTEGER PRIMARY KEY CHECK (one = 1), bytes BIGINT NOT NULL);
INSERT INTO diagram_totals (one, bytes) VALUES (1, (SELECT COALESCE(SUM(bytes), 0) FROM diagrams)) ON CONFLICT (one) DO NOTHING;
`;

/** The advisory lock taken while the tables are created (any fixed number of this program's own). */
const SCHEMA_LOCK = 0x0a3e_b0a2;

type RoomRow = { id: string; data: string; created: string; creator: string; updated: string };

export interface PgStoreOptions {
  /** This process's name in the rooms' `owner` column (its public address); a random one by default. */
  owner?: string;
  /** How long a room's lease lasts (ms); default {@link DEFAULT_LEASE_MS}. */
  leaseMs?: number;
}

/** The PostgreSQL store; {@link PgStore.open} connects and creates the tables. */
export class PgStore implements Store, Leases {
  readonly kind = 'postgres';
  readonly leases: Leases = this;
  readonly ms: number;
  readonly owner: string;
  /** The last write's failure when it was the database's resources (a full disk), until a write succeeds. */
  private failing: StorageError | null = null;

  /** Connect to `url` (loading `pg`) and create the tables when missing. */
  static async open(url: string, options: PgStoreOptions = {}): Promise<PgStore> {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
      max: 10,
    });
    const store = new PgStore(pool, options);
    try {
      // (processes starting together on a new database: one creates the tables, the others wait;
      // CREATE TABLE IF NOT EXISTS alone can fail on a concurrent twin)
      await store.use((q) => q.query(`SELECT pg_advisory_xact_lock(${SCHEMA_LOCK}); ${SCHEMA}`), true);
    } catch (e) {
      await pool.end().catch(() => undefined);
      throw new Error(`cannot use the PostgreSQL database: ${(e as Error).message}`);
    }
    return store;
  }

  /** (private: open one with {@link PgStore.open}; so the declarations name no type of `pg`) */
  private constructor(
    private readonly pool: Pool,
    options: PgStoreOptions = {},
  ) {
    this.owner = options.owner || `process-${crypto.randomUUID()}`;
    this.ms = options.leaseMs ?? DEFAULT_LEASE_MS;
    // a connection that breaks while idle (the database stopped) is dropped by the pool; without a
    // listener its error would stop the process
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
  }

  /** Run `fn` with a connection (in a transaction when asked); errors of an unavailable database become a StorageError. */
  private async use<T>(fn: (c: Pool | PoolClient) => Promise<T>, transaction = false): Promise<T> {
    let client: PoolClient | null = null;
    try {
      if (!transaction) return await fn(this.pool);
      client = await this.pool.connect();
      await client.query('BEGIN');
      try {
        const result = await fn(client);
        await client.query('COMMIT');
        return result;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      }
    } catch (e) {
      const err = unavailable(e);
      if (err) {
        // (a connection that failed is not given back to be used again)
        client?.release(true);
        client = null;
        throw err;
      }
      throw e;
    } finally {
      client?.release();
    }
  }

  /** The saves of one turn, written together. */
  private group = new GroupCommit<Save>((items) => this.saveGroup(items), {
    concurrency: GROUP_CONCURRENCY,
    onGroup: (n) => this.onGroup?.(n),
  });
  onGroup?: (saves: number) => void;

  /**
   * Save a room's data with, when given, the move just accepted and a finished game's record, in one
   * transaction (with the other saves of this turn); resolves once it committed. Rejects with a
   * {@link StorageError} (the database unavailable) or a {@link RoomMovedError} (the room's row is
   * another process's: nothing of this save is written).
   */
  save(id: string, c: Commit, now: number): Promise<void> {
    return this.group.add({ id, c, now });
  }

  private async saveGroup(items: readonly Save[]): Promise<(Error | undefined)[]> {
    try {
      // a deadlock or serialization failure (class 40: another transaction took rows in another
      // order) is tried again at once, twice at most, before the group is refused
      for (let attempt = 1; ; attempt++) {
        try {
          const errors = await this.writeGroups(items);
          this.failing = null;
          return errors;
        } catch (e) {
          if (!(e instanceof StorageError && e.code.startsWith('40')) || attempt >= 3) throw e;
        }
      }
    } catch (e) {
      if (e instanceof StorageError && e.code.startsWith('53')) this.failing = e;
      throw e;
    }
  }

  /**
   * The group in one statement (atomic by itself: no BEGIN and COMMIT, one round trip to the
   * database); in one transaction of several such statements when a room is saved twice in it.
   */
  private writeGroups(items: readonly Save[]): Promise<(Error | undefined)[]> {
    if (new Set(items.map((s) => s.id)).size === items.length) return this.use((q) => this.writeGroup(q, items));
    return this.use(async (q) => {
      const out: (Error | undefined)[] = [];
      // (one statement cannot update a row twice: a room saved twice in a group splits it)
      let from = 0;
      while (from < items.length) {
        const ids = new Set<string>();
        let to = from;
        while (to < items.length && !ids.has(items[to].id)) ids.add(items[to++].id);
        out.push(...(await this.writeGroup(q, items.slice(from, to))));
        from = to;
      }
      return out;
    }, true);
  }

  /**
   * Rooms with distinct ids, in one statement: their rows (only those this process owns are
   * written), and the moves and records of those rooms; a room whose row is another process's gets
   * a RoomMovedError. Rows are written in the order of their ids, as the leases' renewal locks them
   * (no deadlock).
   */
  private async writeGroup(q: Pool | PoolClient, group: readonly Save[]): Promise<(Error | undefined)[]> {
    const items = [...group].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const saved = await q.query<{ id: string }>(
      `WITH t AS (
         SELECT * FROM unnest($1::text[], $2::text[], $3::boolean[], $4::bigint[], $5::bigint[], $6::text[],
           $9::integer[], $10::integer[], $11::integer[], $12::text[], $13::text[])
           AS t(id, data, open, updated, created, creator, game, ply, pit, record, ogn)
       ), saved AS (
         INSERT INTO rooms (id, data, open, updated, created, creator, owner, lease)
           SELECT t.id, t.data, t.open, t.updated, t.created, t.creator, $7, clock_timestamp() + $8 * interval '1 millisecond'
           FROM t ORDER BY t.id
         ON CONFLICT (id) DO UPDATE SET data = excluded.data, open = excluded.open, updated = excluded.updated, lease = excluded.lease
           WHERE rooms.owner = excluded.owner
         RETURNING id
       ), moved AS (
         INSERT INTO moves (room, game, ply, pit, at)
           SELECT t.id, t.game, t.ply, t.pit, t.updated FROM t JOIN saved ON saved.id = t.id WHERE t.ply IS NOT NULL
         ON CONFLICT (room, game, ply) DO UPDATE SET pit = excluded.pit, at = excluded.at
       ), recorded AS (
         INSERT INTO records (id, room, ogn, finished)
           SELECT t.record, t.id, t.ogn, t.updated FROM t JOIN saved ON saved.id = t.id WHERE t.record IS NOT NULL
         ON CONFLICT (id) DO UPDATE SET ogn = excluded.ogn, finished = excluded.finished
       )
       SELECT id FROM saved`,
      [
        items.map((s) => s.id),
        items.map((s) => JSON.stringify(s.c.data)),
        items.map((s) => s.c.open),
        items.map((s) => s.now),
        items.map((s) => s.c.meta?.created ?? s.now),
        items.map((s) => s.c.meta?.creator ?? ''),
        this.owner,
        this.ms,
        items.map((s) => (s.c.move ? s.c.data.game : null)),
        items.map((s) => s.c.move?.ply ?? null),
        items.map((s) => s.c.move?.pit ?? null),
        items.map((s) => s.c.record?.id ?? null),
        items.map((s) => s.c.record?.ogn ?? null),
      ],
    );
    const ours = new Set(saved.rows.map((r) => r.id));
    return group.map((s) => (ours.has(s.id) ? undefined : new RoomMovedError(s.id)));
  }

  async closeRoom(id: string, now: number): Promise<void> {
    await this.use(async (q) => {
      const r = await q.query('UPDATE rooms SET open = false, updated = $1 WHERE id = $2 AND owner = $3', [
        now,
        id,
        this.owner,
      ]);
      if (r.rowCount === 0) {
        const other = await q.query('SELECT 1 FROM rooms WHERE id = $1', [id]);
        if (other.rowCount) throw new RoomMovedError(id);
      }
    });
  }

  async check(): Promise<string | null> {
    try {
      await this.use((q) => q.query('SELECT 1'));
      return this.failing?.message ?? null;
    } catch (e) {
      return (e as Error).message;
    }
  }

  async record(id: string): Promise<string | null> {
    const r = await this.use((q) => q.query<{ ogn: string }>('SELECT ogn FROM records WHERE id = $1', [id]));
    return r.rows[0]?.ogn ?? null;
  }

  async putDiagram(id: string, body: string, now: number, maxBytes: number): Promise<DiagramStored> {
    return this.use(async (q) => {
      // the running total's row, locked: one process at a time checks the budget and stores
      const total = await q.query<{ total: string }>(
        'SELECT bytes AS total FROM diagram_totals WHERE one = 1 FOR UPDATE',
      );
      if ((await q.query('SELECT 1 FROM diagrams WHERE id = $1', [id])).rowCount) return 'exists';
      const bytes = Buffer.byteLength(body);
      if (Number(total.rows[0]?.total ?? 0) + bytes > maxBytes) return 'full';
      await q.query('INSERT INTO diagrams (id, body, bytes, created) VALUES ($1, $2, $3, $4)', [id, body, bytes, now]);
      await q.query('UPDATE diagram_totals SET bytes = bytes + $1 WHERE one = 1', [bytes]);
      return 'stored';
    }, true);
  }

  async diagram(id: string): Promise<string | null> {
    const r = await this.use((q) => q.query<{ body: string }>('SELECT body FROM diagrams WHERE id = $1', [id]));
    return r.rows[0]?.body ?? null;
  }

  /** At start: the open rooms that were this process's (same `owner`) and those whose lease ran out. */
  async openRooms(onBad?: (id: string, error: Error) => void): Promise<StoredRoom[]> {
    return this.claimWhere('(owner = $1 OR lease < clock_timestamp())', [], onBad);
  }

  async claim(skip: readonly string[], onBad?: (id: string, error: Error) => void): Promise<StoredRoom[]> {
    return this.claimWhere('lease < clock_timestamp() AND NOT (id = ANY($3))', [skip], onBad);
  }

  /** Take the open rooms matching `where` (rows another process is claiming now are skipped). */
  private async claimWhere(
    where: string,
    params: unknown[],
    onBad: (id: string, error: Error) => void = () => undefined,
  ): Promise<StoredRoom[]> {
    const r = await this.use((q) =>
      q.query<RoomRow>(
        `UPDATE rooms SET owner = $1, lease = clock_timestamp() + $2 * interval '1 millisecond'
         WHERE id IN (SELECT id FROM rooms WHERE open AND ${where} ORDER BY updated LIMIT 200 FOR UPDATE SKIP LOCKED)
         RETURNING id, data, created, creator, updated`,
        [this.owner, this.ms, ...params],
      ),
    );
    const rooms: StoredRoom[] = [];
    for (const row of r.rows.sort((a, b) => Number(a.updated) - Number(b.updated)))
      try {
        rooms.push(storedRoom(row));
      } catch (e) {
        onBad(row.id, e as Error);
      }
    return rooms;
  }

  /**
   * Renew the leases of `live` that need it: a room saved in the last sixth of a lease has a fresh
   * one already (a save renews it), so only the rooms quiet since are updated — at a move a second
   * a room, next to none, and the renewal takes no row lock a group of saves would wait for.
   * Resolves with every room of `live` still this process's.
   */
  async renew(live: readonly string[]): Promise<Set<string>> {
    if (!live.length) return new Set();
    const r = await this.use((q) =>
      q.query<{ id: string }>(
        // (rows locked in the order of their ids, as a group of saves takes them: no deadlock; the
        // fresh rows, whose lease has not run out, cannot be another process's; now(): one instant
        // for both halves)
        `WITH renewed AS (
           UPDATE rooms SET lease = clock_timestamp() + $2 * interval '1 millisecond'
           WHERE id IN (SELECT id FROM rooms WHERE owner = $1 AND id = ANY($3)
             AND lease < now() + $2 * interval '1 millisecond' * 5 / 6 ORDER BY id FOR UPDATE)
           RETURNING id
         )
         SELECT id FROM renewed
         UNION ALL SELECT id FROM rooms WHERE owner = $1 AND id = ANY($3) AND lease >= now() + $2 * interval '1 millisecond' * 5 / 6`,
        [this.owner, this.ms, live],
      ),
    );
    return new Set(r.rows.map((row) => row.id));
  }

  async release(ids: readonly string[]): Promise<void> {
    if (!ids.length) return;
    await this.use((q) =>
      q.query(`UPDATE rooms SET lease = '-infinity' WHERE owner = $1 AND id = ANY($2)`, [this.owner, ids]),
    );
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
