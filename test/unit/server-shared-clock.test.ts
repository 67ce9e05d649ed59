// Rooms' clocks on one shared timer (onSharedClock, src/server/room-colyseus.ts) over real Colyseus
// rooms: each room's clock.setTimeout timers still fire, its clock's time (by which Colyseus counts
// a client's messages a second) still advances, and a room taken off stops ticking.
import { Room } from '@colyseus/core';
import { onSharedClock } from '../../src/server/room-colyseus.js';
import { expect } from '../expect.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('server: the rooms’ shared clock', () => {
  it('fires every room’s timers and advances their clocks; a room taken off stops', async () => {
    const rooms = [new (class extends Room {})(), new (class extends Room {})(), new (class extends Room {})()];
    const offs = rooms.map((r) => onSharedClock(r));
    try {
      const fired: number[] = [];
      const t0 = rooms.map((r) => r.clock.currentTime);
      for (const [i, r] of rooms.entries()) r.clock.setTimeout(() => fired.push(i), 120);
      offs[2]();
      for (let i = 0; i < 200 && fired.length < 2; i++) await sleep(20);
      await sleep(300);
      expect(fired.sort()).to.deep.equal([0, 1]);
      expect(rooms[0].clock.currentTime - t0[0]).to.be.greaterThan(100);
      expect(rooms[1].clock.currentTime - t0[1]).to.be.greaterThan(100);
      expect(rooms[2].clock.currentTime).to.equal(t0[2]);
      expect(rooms[0].patchRate).to.equal(null);
    } finally {
      for (const off of offs) off();
      for (const r of rooms) r.clock.clear();
    }
  });
});
