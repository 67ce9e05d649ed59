/**
 * The restore path: rooms brought back from the store, at start (every open room of a SQLite file;
 * with PostgreSQL, this process's own and those whose lease ran out) and later (the rooms of a
 * process that stopped renewing its leases, ./leases.ts). The server re-creates each through
 * Colyseus with the option {@link RESTORE} naming it; the room's `onCreate` takes the stored data
 * from the server's list ({@link takeRestoring}), so that a client, which cannot reach that list,
 * cannot ask for a restore.
 */
import { matchMaker } from '@colyseus/core';
import { Referee } from './referee.js';
import type { RoomContext } from './room-context.js';
import { RoomMovedError, type StoredRoom } from './store.js';

/** The option of a create that restores a room (set by the server only: clients' `__` options are dropped). */
export const RESTORE = '__restore';

/** What a restored room starts from. */
export interface Restored {
  id: string;
  referee: Referee;
  created: number;
  creator: string;
}

/**
 * The stored room a create asks to restore (`options[RESTORE]`), taken out of the server's list;
 * `null` when the create is a new room's.
 */
export function takeRestoring(ctx: RoomContext, options: Record<string, unknown>): Restored | null {
  const id = typeof options[RESTORE] === 'string' ? (options[RESTORE] as string) : null;
  const stored = id ? ctx.restoring.get(id) : undefined;
  if (!stored) return null;
  ctx.restoring.delete(stored.id);
  ctx.log(`room ${stored.id} restored at move ${stored.data.moves.length} of game ${stored.data.game}`);
  return {
    id: stored.id,
    referee: new Referee(stored.id, stored.data.options, stored.data),
    created: stored.created,
    creator: stored.creator,
  };
}

/**
 * Re-create stored rooms in this process, one after the other (`claimed`: this process holds their
 * leases, no other serves them; else a room some process already hosts is left alone). A room
 * whose wait for a second player ran out while no process served it is closed instead.
 */
export function restorer(ctx: RoomContext) {
  const { limits, log, store, write } = ctx;
  return async (rooms: StoredRoom[], claimed: boolean): Promise<void> => {
    for (const room of rooms) {
      if (!claimed && (await matchMaker.query({ roomId: room.id })).length) continue;
      if (!room.data.started && room.created + limits.waitingSeconds * 1000 <= Date.now()) {
        try {
          if (await write(() => store.closeRoom(room.id, Date.now())))
            log(`room ${room.id} closed: nobody joined within ${limits.waitingSeconds} s`);
        } catch (e) {
          if (!(e instanceof RoomMovedError)) throw e;
        }
        continue;
      }
      ctx.restoring.set(room.id, room);
      try {
        // (here: Colyseus's createRoom could hand it to another process, which holds no lease on it)
        await matchMaker.handleCreateRoom('oware', { [RESTORE]: room.id }, undefined, room.id);
      } catch (e) {
        log(`room ${room.id} could not be restored: ${(e as Error).message}`);
      } finally {
        ctx.restoring.delete(room.id);
      }
    }
  };
}
