/**
 * Where the `oware` room asks Colyseus for other behaviour than its default: options only the
 * server may set are dropped from a client's create; a frame that cannot be decoded is dropped with
 * a log line instead of closing its connection; only connected clients count against a room's
 * `maxClients` (a seat reservation that never opens a socket locks nothing).
 */
import { type Client, CloseCode, type Room, RoomInternalState } from '@colyseus/core';
import { addressKey } from './guard.js';

/** The creating client's address, set by the server (`onAuth`) for `onCreate`. */
export const CREATOR = '__creator';

/**
 * Every create and seat reservation by HTTP (Colyseus's `onAuth`, before the room is made or the
 * seat reserved): the options only the server may set (`__…`) are dropped, and the client's
 * address is noted as {@link CREATOR} (the HTTP guard put it in x-real-ip, which Colyseus reads
 * into `ip`).
 */
export function serverOptions(options: Record<string, unknown> | undefined, ip: unknown): void {
  if (!options || typeof options !== 'object') return;
  for (const key of Object.keys(options)) if (key.startsWith('__')) delete options[key];
  options[CREATOR] = addressKey(ip as string | undefined);
}

/**
 * A frame Colyseus cannot decode (broken msgpack) closed its client's connection (4002): on `room`
 * it is dropped with one log line instead and the connection stays, as for any other malformed
 * message. It still counts against the message rate; a client closed for its rate still goes.
 */
export function dropUndecodable(room: Room, log: (line: string) => void): void {
  const self = room as unknown as { _onMessage: (client: Client, buffer: Buffer) => void };
  const original = self._onMessage;
  self._onMessage = function (this: Room, client: Client, buffer: Buffer) {
    const leave = client.leave;
    let dropped = false;
    client.leave = (code?: number, reason?: string) => {
      // (a client closed for its rate has lost its message listener first)
      const rated = client.ref.listenerCount('message') === 0;
      if (code === CloseCode.WITH_ERROR && !rated) dropped = true;
      else leave.call(client, code, reason);
    };
    try {
      original.call(this, client, buffer);
    } finally {
      client.leave = leave;
    }
    if (dropped) log(`room ${this.roomId}: dropped a message that cannot be decoded from ${client.sessionId}`);
  };
}

/** Whether `room` is full counting connected clients only (Colyseus counts reservations too). */
export function fullOfConnected(room: Room): boolean {
  const state = (room as unknown as { _internalState: RoomInternalState })._internalState;
  return room.clients.length >= room.maxClients || state === RoomInternalState.DISPOSING;
}

/** The part of a client's socket that {@link inOneWrite} uses (ws's WebSocket over a net.Socket). */
interface Corkable {
  cork(): void;
  uncork(): void;
  destroyed?: boolean;
}

/**
 * Run `send` with the sockets of `clients` corked, so that the messages it sends to one client
 * leave in one write (one system call) instead of one write each (a move's `accepted` and `state`
 * to its player). What each client receives, and in what order, is unchanged: only how the bytes
 * are handed to the kernel. Clients without such a socket are sent to as usual.
 */
export function inOneWrite(clients: Iterable<Client>, send: () => void): void {
  const corked: Corkable[] = [];
  for (const c of clients) {
    const socket = (c as unknown as { ref?: { _socket?: Corkable | null } }).ref?._socket;
    if (socket && !socket.destroyed && typeof socket.cork === 'function') {
      socket.cork();
      corked.push(socket);
    }
  }
  try {
    send();
  } finally {
    for (const socket of corked) socket.uncork();
  }
}

/** How often the rooms' clocks tick (ms): Colyseus's default patch rate, which ticked them before. */
const TICK_MS = 50;
/** The rooms whose clocks {@link tickAll} ticks, and its timer (while there is a room). */
const ticking = new Set<Room>();
let ticker: ReturnType<typeof setInterval> | null = null;
/**
 * What `_simulationInterval` holds for a room on the shared clock: truthy, so that Colyseus starts
 * no timer of its own, and no timer, so that its `clearInterval` at dispose clears nothing.
 */
const SHARED = Object.freeze({ shared: true });

function tickAll(): void {
  for (const room of ticking) {
    try {
      room.clock.tick();
    } catch (e) {
      // (one room's failing timer does not stop the other clocks: it fails as it did on its own timer)
      queueMicrotask(() => {
        throw e;
      });
    }
  }
}

/**
 * Tick `room`'s clock (its `clock.setTimeout` timers and the time its message rate is counted by)
 * from one timer shared by every room, at the rate Colyseus ticked it, instead of a timer per
 * room: a room with no Colyseus state ran its own 50 ms interval only to tick its clock, 20,000
 * timer callbacks a second for 1,000 rooms. Returns what the room calls when it is disposed.
 */
export function onSharedClock(room: Room): () => void {
  (room as unknown as { _simulationInterval: unknown })._simulationInterval = SHARED;
  room.patchRate = null; // clears its patch interval; starts no other (see SHARED)
  ticking.add(room);
  ticker ??= setInterval(tickAll, TICK_MS);
  return () => {
    ticking.delete(room);
    if (ticking.size === 0 && ticker) {
      clearInterval(ticker);
      ticker = null;
    }
  };
}
