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
