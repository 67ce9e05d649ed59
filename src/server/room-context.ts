/** What a room (./room.ts) and the modules it is made of need from their server (./server.ts). */
import type { ServerLimits } from './limits.js';
import type { ServerMetrics } from './metrics.js';
import type { Store, StoredRoom } from './store.js';

/** What a room needs from its server. */
export interface RoomContext {
  store: Store;
  limits: ServerLimits;
  /** Rooms of this process, by id. */
  live: Set<string>;
  /** Rooms the server itself is restoring, by id, with their stored data (a client cannot ask for a restore). */
  restoring: Map<string, StoredRoom>;
  /** Rooms of this process open at once, by the client address that created them. */
  byAddress: Map<string, number>;
  /** Base of the invite link (`<base>?room=<id>`), or `null`: the invite is the room id. */
  inviteBase: string | null;
  log: (line: string) => void;
  /** Whether the rooms' listings are shared by several processes (Colyseus's Redis driver). */
  sharedListings: boolean;
  /**
   * Run a write of the store: `true` when it was made, `false` when the storage is unavailable
   * (locked, full, unreachable: a StorageError, logged once when it starts and once when it ends);
   * anything else thrown (a RoomMovedError, a bug) goes on.
   */
  write: (fn: () => Promise<void>) => Promise<boolean>;
  /** Counters of moves and refusals (./metrics.ts; they do nothing without metrics). */
  metrics: ServerMetrics;
}
