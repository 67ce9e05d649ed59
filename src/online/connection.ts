/**
 * The board's link to a game server: a Colyseus client (`@colyseus/sdk`) in this chunk only. One
 * room at a time; the SDK's own reconnection is off, because the board comes back by its seat
 * token (`joinById` with `{ token }`), which also works after the server has restarted.
 */
import { Client, type Room } from '@colyseus/sdk';

/** What the link tells its owner. */
export interface LinkHandlers {
  message(type: string, body: unknown): void;
  /** The room's connection closed without the board asking (network, server gone). */
  lost(code: number): void;
}

/**
 * What the link's owner sees of the SDK's `Room` (its own shape: the SDK is bundled into this chunk,
 * not a package the declarations may import).
 */
export interface JoinedRoom {
  readonly roomId: string;
  send(type: string, body: object): void;
  leave(consented: boolean): Promise<unknown>;
}

/** One joined room. */
export class RoomLink {
  #closing = false;
  constructor(readonly room: JoinedRoom) {}

  send(type: string, body: object = {}): void {
    this.room.send(type, body);
  }

  /** Leave the room (consented: the server frees nothing it would hold for a drop, the seat token stays). */
  close(): void {
    if (this.#closing) return;
    this.#closing = true;
    this.room.leave(true).catch(() => undefined);
  }

  get closing(): boolean {
    return this.#closing;
  }
}

function wire(room: Room, on: LinkHandlers): RoomLink {
  const link = new RoomLink(room);
  room.reconnection.enabled = false;
  room.onMessage('*', (type, body) => on.message(String(type), body));
  room.onLeave((code: number) => {
    if (!link.closing) on.lost(code);
  });
  return link;
}

/** Create a room `oware` on `server` with `options`, joined. */
export async function createRoom(server: string, options: object, on: LinkHandlers): Promise<RoomLink> {
  return wire(await new Client(server).create('oware', options), on);
}

/** Join the room `id` on `server` (`options`: `{ token }` or `{ seat }`). */
export async function joinRoom(server: string, id: string, options: object, on: LinkHandlers): Promise<RoomLink> {
  return wire(await new Client(server).joinById(id, options), on);
}

/** A move or action the server refused: its reason and message. */
export class OnlineRefusal extends Error {
  override readonly name = 'OnlineRefusal';
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

/** The seat token kept for a room (`null`: none, or no storage here). */
export function readStore(key: string): string | null {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
/** Keep the seat token (without storage, the seat lasts as long as the page). */
export function writeStore(key: string, value: string): void {
  try {
    globalThis.sessionStorage?.setItem(key, value);
  } catch {
    // no storage (private mode): the seat lasts as long as the page
  }
}
