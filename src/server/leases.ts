/**
 * The leases of rooms on a store that several processes share (PostgreSQL): this process renews the
 * leases of the rooms it hosts, lets go of a room another process holds now, and restores the rooms
 * of a process that stopped renewing its own.
 */
import { matchMaker } from '@colyseus/core';
import type { RoomContext } from './room-context.js';
import type { Store, StoredRoom } from './store.js';

/**
 * With several processes on one store: every third of a lease, renew the leases of this process's
 * rooms (a room whose row another process holds now is let go), and, once this process has
 * reached the store for a whole lease (so that a process that was cut off too has had the time to
 * renew its own), claim and restore the rooms whose lease ran out.
 */
export function watchLeases(
  leases: NonNullable<Store['leases']>,
  ctx: RoomContext,
  write: RoomContext['write'],
  restore: (rooms: StoredRoom[], claimed: boolean) => Promise<void>,
  onBad: (when: string) => (id: string, e: Error) => void,
  bad: Set<string>,
  log: (line: string) => void,
) {
  let reachedSince: number | null = Date.now();
  let running: Promise<void> | null = null;
  const tick = async () => {
    const live = [...ctx.live];
    let kept = new Set<string>();
    if (!(await write(async () => void (kept = await leases.renew(live))))) {
      reachedSince = null;
      return;
    }
    reachedSince ??= Date.now();
    for (const id of live) {
      if (kept.has(id) || !ctx.live.has(id)) continue;
      const room = matchMaker.getLocalRoomById(id) as unknown as { _moved?: () => void } | undefined;
      room?._moved?.();
    }
    if (Date.now() - reachedSince < leases.ms) return;
    let claimed: StoredRoom[] = [];
    if (await write(async () => void (claimed = await leases.claim([...ctx.live, ...bad], onBad('when claimed')))))
      await restore(claimed, true);
  };
  const timer = setInterval(
    () => {
      running ??= tick()
        .catch((e) => log(`leases: ${(e as Error)?.stack ?? e}`))
        .finally(() => {
          running = null;
        });
    },
    Math.max(100, Math.floor(leases.ms / 3)),
  );
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
