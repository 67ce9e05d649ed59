/**
 * A room's queue and its writes to the store.
 *
 * The store's writes are asynchronous: everything that changes a room's referee (a move or another
 * action, a seat taken, a player's connection, the flag, the close) runs in the room's
 * {@link RoomQueue}, one after the other in the order it came, each with the time it came; the
 * next one starts once the previous one is stored (or refused), so that nothing is decided on a
 * state not yet stored. The store groups the saves of many rooms asked for in one turn of the event
 * loop into one transaction (./group-commit.ts); a room's own order is kept by its queue.
 *
 * {@link RoomWrites} makes a room's writes: its data saved (with a move, a record, its first
 * metadata), the room closed for good. Each says whether it was stored: `false` when the storage is
 * unavailable, or when the room's row is another process's now (PostgreSQL: its lease ran out),
 * in which case the room is let go (`onMoved`) and writes nothing more.
 */
import type { RefereeData } from './referee.js';
import type { RoomContext } from './room-context.js';
import { type Commit, type RoomMeta, RoomMovedError } from './store.js';

/** One room's queue: tasks run one after the other, in the order they were given. */
export class RoomQueue {
  /** The last task in the queue. */
  private tail: Promise<unknown> = Promise.resolve();

  /** `onError` hears a task's failure (the room goes on). */
  constructor(private readonly onError: (e: unknown) => void) {}

  /**
   * Run `task` after every task queued before it. Its failure goes to `onError` (the room goes
   * on), or, with `rethrow`, to the caller (a join refused).
   */
  run<T>(task: () => T | Promise<T>, rethrow = false): Promise<T | undefined> {
    const run = this.tail.then(task);
    this.tail = run.catch(() => undefined);
    return run.catch((e) => {
      if (rethrow) throw e;
      this.onError(e);
      return undefined;
    });
  }
}

/** What a save adds to the room's data: the move, a finished game's record, the first metadata. */
export type SaveExtras = Partial<Omit<Commit, 'data'>> & { meta?: RoomMeta };

/** A room's writes to the store (see the module's comment). */
export class RoomWrites {
  /** The room is another process's now: nothing more is written. */
  gone = false;

  constructor(
    private readonly ctx: Pick<RoomContext, 'store' | 'write' | 'log'>,
    private readonly roomId: () => string,
    private readonly onMoved: () => void,
  ) {}

  /**
   * Store the room's data (open unless said) with what `c` adds; resolves once stored (its group
   * committed): `true`, or `false` when the storage is unavailable or the room was let go.
   */
  async save(data: RefereeData, c: SaveExtras = {}, now = Date.now()): Promise<boolean> {
    if (this.gone) return false;
    const id = this.roomId();
    return this.moved(() => this.ctx.write(() => this.ctx.store.save(id, { open: true, ...c, data }, now)));
  }

  /** Mark the room closed for good (not restored at start); `false` as for {@link save}. */
  async close(now = Date.now()): Promise<boolean> {
    if (this.gone) return false;
    const id = this.roomId();
    return this.moved(() => this.ctx.write(() => this.ctx.store.closeRoom(id, now)));
  }

  /** Let the room go: another process serves it now. */
  letGo(): void {
    if (this.gone) return;
    this.gone = true;
    this.ctx.log(`room ${this.roomId()} let go: another process serves it now`);
    this.onMoved();
  }

  private async moved(write: () => Promise<boolean>): Promise<boolean> {
    try {
      return await write();
    } catch (e) {
      if (!(e instanceof RoomMovedError)) throw e;
      this.letGo();
      return false;
    }
  }
}
