/**
 * Staying joined to a room: the online board's one link to its game server, joined with the seat
 * token this tab keeps in sessionStorage, and after a loss joined again on the {@link RETRY}
 * schedule until the server answers or {@link GIVE_UP} has passed. A generation counter, bumped
 * whenever the session closes, drops whatever an older link still says. The board's side of the
 * game (the server's messages turned into the board's state) is the feature's (feature.ts); it
 * hears from the session through {@link SessionHandlers}.
 */
import { createRoom, joinRoom, type LinkHandlers, type RoomLink, readStore, writeStore } from './connection.js';
import { tokenKey } from './model.js';

/**
 * Waits before each attempt to come back after a loss, in milliseconds: the first try waits
 * `RETRY[0]`, the next `RETRY[1]`, and so on; the last wait repeats (docs/online.md). The server
 * counts joins per address and minute, so a board that keeps trying does it every 3 s, not faster.
 */
export const RETRY = [250, 500, 1000, 2000, 3000];
/** How long the board keeps trying to come back before it gives up (closed), in milliseconds. */
export const GIVE_UP = 180_000;

/** What the session tells its owner. Only the current link is heard: an older link's news is dropped. */
export interface SessionHandlers {
  /** A message from the room. */
  message(type: string, body: unknown): void;
  /**
   * The session's state: `connecting` (a first join, or a room being created), `reconnecting` (the
   * link was lost; joining again), `closed` (after a failure: see {@link SessionHandlers.failed}).
   */
  state(state: 'connecting' | 'reconnecting' | 'closed'): void;
  /**
   * Joining or creating failed (`closed` follows): `message` says which room, on which server, and
   * why. `when`: a first `join`, a join `again` after a loss (given up), or `create`.
   */
  failed(message: string, when: 'join' | 'again' | 'create'): void;
}

/** How the session reaches a server (connection.ts: the Colyseus client). */
export interface RoomLinks {
  joinRoom(server: string, id: string, options: object, on: LinkHandlers): Promise<RoomLink>;
  createRoom(server: string, options: object, on: LinkHandlers): Promise<RoomLink>;
}

/** One board's stay in one room at a time: join, create, send, come back after a loss, close. */
export class RoomSession {
  #server: string | null = null;
  #room: string | null = null;
  #seat: string | undefined;
  #link: RoomLink | null = null;
  #generation = 0;
  #retry: ReturnType<typeof setTimeout> | null = null;
  #lostAt = 0;
  /** Tries since the link was lost (the next wait is `RETRY[tries]`). */
  #tries = 0;

  constructor(
    readonly on: SessionHandlers,
    readonly links: RoomLinks = { joinRoom, createRoom },
  ) {}

  /** The server of the last join or create (`null` before one). */
  get server(): string | null {
    return this.#server;
  }

  /** Whether a link to the room is open now (not while joining, nor after a loss). */
  get linked(): boolean {
    return !!this.#link;
  }

  /** Bumped whenever the session closes (and so before each join or create): a caller's attempt is stale once it changes. */
  get generation(): number {
    return this.#generation;
  }

  /** Send `type` with `body` to the room (nothing without a link: see {@link RoomSession.linked}). */
  send(type: string, body: object): void {
    this.#link?.send(type, body);
  }

  /** Leave the room and stop coming back; whatever is under way is dropped when it answers. */
  close(): void {
    this.#generation++;
    this.#link?.close();
    this.#link = null;
    if (this.#retry) clearTimeout(this.#retry);
    this.#retry = null;
  }

  /**
   * Join `room` on `server` and stay joined: with this tab's seat token for the room when it has
   * one, else asking for `seat` (none: a free seat). Says `connecting`; a failure says
   * {@link SessionHandlers.failed} and `closed`.
   */
  join(server: string, room: string, seat?: string): Promise<void> {
    this.close();
    this.#server = server;
    this.#room = room;
    this.#seat = seat;
    return this.#join(false);
  }

  /**
   * Create a room on `server` with `options` and join it: resolves once joined with the room's id
   * and the session's {@link RoomSession.generation} when it began (the welcome follows as a
   * message). A failure says {@link SessionHandlers.failed} and `closed`, and rejects with the
   * same message. `seat`: as for {@link RoomSession.join}, when it joins again without a token.
   */
  async create(server: string, options: object, seat?: string): Promise<{ room: string; generation: number }> {
    this.close();
    this.#server = server;
    this.#room = null;
    this.#seat = seat;
    const generation = this.#generation;
    this.on.state('connecting');
    let link: RoomLink;
    try {
      link = await this.links.createRoom(server, options, this.#handlers(generation));
    } catch (e) {
      const message = `could not create a game on ${server}: ${(e as Error).message || 'no answer'}`;
      if (generation !== this.#generation) throw new Error(message); // the board has moved on: not its news
      this.on.failed(message, 'create');
      this.on.state('closed');
      throw new Error(message);
    }
    if (generation !== this.#generation) {
      // closed, or sent elsewhere, while the room was being made: leave it, rather than keep a link nobody closes
      link.close();
      throw new Error(`could not create a game on ${server}: the board left before the room was ready`);
    }
    this.#link = link;
    this.#room = link.room.roomId;
    return { room: this.#room, generation };
  }

  #handlers(generation: number): LinkHandlers {
    return {
      message: (type, body) => {
        if (generation !== this.#generation) return;
        // the welcome gives the seat's token: kept, to come back to the same seat
        const m = (body ?? {}) as Record<string, unknown>;
        if (type === 'welcome' && typeof m.token === 'string')
          writeStore(tokenKey(this.#server!, String(m.room)), m.token);
        this.on.message(type, body);
      },
      lost: () => {
        if (generation !== this.#generation) return;
        this.#link = null;
        this.#lostAt = Date.now();
        this.on.state('reconnecting');
        this.#tries = 0;
        this.#again();
      },
    };
  }

  /** Join the room (with the seat token when this tab has one); `again`: coming back after a loss. */
  async #join(again: boolean): Promise<void> {
    const server = this.#server!;
    const room = this.#room!;
    const generation = this.#generation;
    if (!again) this.on.state('connecting');
    const token = readStore(tokenKey(server, room));
    const seat = this.#seat;
    const options = token ? { token } : seat ? { seat } : {};
    try {
      const link = await this.links.joinRoom(server, room, options, this.#handlers(generation));
      if (generation !== this.#generation) return link.close();
      this.#link = link;
    } catch (e) {
      if (generation !== this.#generation) return;
      if (again && Date.now() - this.#lostAt < GIVE_UP) return this.#again();
      const message = `could not join room ${room} on ${server}: ${(e as Error).message || 'no answer'}`;
      this.on.failed(message, again ? 'again' : 'join');
      this.on.state('closed');
    }
  }

  /** Try again after the wait the schedule gives this try. */
  #again(): void {
    const generation = this.#generation;
    const wait = RETRY[Math.min(this.#tries++, RETRY.length - 1)]!;
    if (this.#retry) clearTimeout(this.#retry);
    this.#retry = setTimeout(() => {
      this.#retry = null;
      if (generation === this.#generation) void this.#join(true);
    }, wait);
  }
}
