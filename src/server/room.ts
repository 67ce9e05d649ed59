/**
 * The Colyseus room `oware`: one {@link Referee} per room, seats south/north and spectators, moves
 * refused with the engine's reason, every accepted move saved before it is acknowledged, seats held
 * through a dropped connection, the flag decided by a server timer. The protocol is in docs/online.md.
 *
 * The store's writes are asynchronous: everything that changes a room's referee (a move or another
 * action, a seat taken, a player's connection, the flag, the close) runs in the room's queue, one
 * after the other in the order it came, each with the time it came; the next one starts once the
 * previous one is stored (or refused), so that nothing is decided on a state not yet stored.
 */
import { randomUUID } from 'node:crypto';
import {
  type AuthContext,
  type Client,
  CloseCode,
  type Delayed,
  Room,
  RoomInternalState,
  ServerError,
} from '@colyseus/core';
import type { Side } from '../engine/index.js';
import { formatRecord, recordDate, recordFromGame } from '../record/index.js';
import { addressKey } from './guard.js';
import { CLIENT_MESSAGES, describe, readMove, type ServerLimits } from './limits.js';
import type { ServerMetrics } from './metrics.js';
import { type Player, Referee, type Refusal, RoomOptionsError, readRoomOptions } from './referee.js';
import { type Commit, type RoomMeta, RoomMovedError, type Store, type StoredRoom } from './store.js';

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

/** What a client hears when what it asked for could not be stored. */
const STORAGE_UNAVAILABLE = 'storage-unavailable: the game could not be stored; nothing changed, try again shortly';
/** How long a room waits before it tries again to store what only the server decided (a flag, a close). */
const RETRY_MS = 2000;

interface Seat {
  seat: Side | 'watch';
  player: Player | null;
}

const RESTORE = '__restore';
/** The creating client's address, set by the server (`onAuth`) for `onCreate`. */
const CREATOR = '__creator';

export function roomClass(ctx: RoomContext): new () => Room {
  return class OwareRoom extends Room {
    /**
     * Every create and seat reservation by HTTP passes here (Colyseus calls it before the room is
     * made or the seat reserved): options that only the server may set are dropped.
     */
    static override async onAuth(_token: string, options: Record<string, unknown>, context: AuthContext) {
      if (!options || typeof options !== 'object') return true;
      for (const key of Object.keys(options)) if (key.startsWith('__')) delete options[key];
      // (the HTTP guard has put the client's address in x-real-ip, which Colyseus reads into `ip`)
      options[CREATOR] = addressKey(context?.ip);
      return true;
    }

    referee!: Referee;
    flagTimer: Delayed | null = null;
    /** When the room was made (ms) and the address that made it ('' for the server's own). */
    created = Date.now();
    creator = '';
    /** The timer that closes the room (waiting, finished, abandoned) and when it fires. */
    closeTimer: Delayed | null = null;
    closeAt: number | null = null;
    finishedAt: number | null = null;
    abandonedSince: number | null = null;
    announcedLeft = new Set<Player>();

    override async onCreate(options: Record<string, unknown> = {}) {
      const { limits } = ctx;
      if (ctx.live.size >= limits.maxRooms)
        throw new ServerError(503, 'room-cap: this server has as many rooms as it allows');
      this.maxClients = 2 + limits.maxSpectators;
      // Colyseus lets one more through than its limit (the first message of each second is not
      // counted): set one less, so that the documented number is what passes
      this.maxMessagesPerSecond = limits.maxMessagesPerSecond - 1;
      this._dropUndecodable();
      this.autoDispose = false;
      // invite-only: reachable by its id, never by matchmaking
      this.setPrivate(true);
      const restore = typeof options[RESTORE] === 'string' ? (options[RESTORE] as string) : null;
      const stored = restore ? ctx.restoring.get(restore) : undefined;
      if (stored) {
        this.roomId = stored.id;
        this.created = stored.created;
        this.creator = stored.creator;
        this.referee = new Referee(stored.id, stored.data.options, stored.data);
        ctx.restoring.delete(stored.id);
        ctx.log(`room ${stored.id} restored at move ${stored.data.moves.length} of game ${stored.data.game}`);
      } else {
        this.creator = typeof options[CREATOR] === 'string' ? (options[CREATOR] as string) : '';
        if (this.creator && (ctx.byAddress.get(this.creator) ?? 0) >= limits.maxRoomsPerAddress)
          throw new ServerError(429, 'address-cap: your address has as many open rooms as this server allows');
        let checked: ReturnType<typeof readRoomOptions>;
        try {
          checked = readRoomOptions(options);
        } catch (e) {
          if (e instanceof RoomOptionsError) throw new ServerError(400, `invalid-options: ${e.message}`);
          throw e;
        }
        this.referee = new Referee(this.roomId, checked);
        if (!(await this._save({ meta: { created: this.created, creator: this.creator } })))
          throw new ServerError(503, STORAGE_UNAVAILABLE);
      }
      ctx.live.add(this.roomId);
      if (this.creator) ctx.byAddress.set(this.creator, (ctx.byAddress.get(this.creator) ?? 0) + 1);
      for (const type of CLIENT_MESSAGES)
        this.onMessage(type, (client, body) => {
          const now = Date.now();
          this._queued(() => this._onClientMessage(client, type, body, now));
        });
      this.onMessage('*', (client, type) => {
        ctx.log(`room ${this.roomId}: dropped a message of unknown type ${describe(type)} from ${client.sessionId}`);
      });
      this._armFlag();
      this._armClose();
    }

    /**
     * A frame Colyseus cannot decode (broken msgpack) closed its client's connection (4002): it is
     * dropped with one log line instead and the connection stays, as for any other malformed
     * message. It still counts against the message rate; a client closed for its rate still goes.
     */
    _dropUndecodable() {
      const self = this as unknown as { _onMessage: (client: Client, buffer: Buffer) => void };
      const original = self._onMessage;
      self._onMessage = function (this: OwareRoom, client: Client, buffer: Buffer) {
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
        if (dropped) ctx.log(`room ${this.roomId}: dropped a message that cannot be decoded from ${client.sessionId}`);
      };
    }

    /**
     * Only connected clients count against `maxClients`: a seat reservation that never opens a
     * socket takes no seat and does not lock the room (Colyseus counts reservations too).
     */
    override hasReachedMaxClients(): boolean {
      const state = (this as unknown as { _internalState: RoomInternalState })._internalState;
      return this.clients.length >= this.maxClients || state === RoomInternalState.DISPOSING;
    }

    override onJoin(client: Client, options: Record<string, unknown> = {}) {
      const now = Date.now();
      return this._queued(() => this._join(client, options, now), true);
    }

    async _join(client: Client, options: Record<string, unknown>, now: number) {
      const ref = this.referee;
      const byToken = ref.playerOf(options.token);
      let seat: Seat;
      let token: string | undefined;
      if (byToken) {
        seat = { seat: ref.sideOf(byToken), player: byToken };
        token = options.token as string;
        this._markConnected(byToken, true);
      } else if (options.seat === 'watch') {
        seat = { seat: 'watch', player: null };
      } else {
        const want = options.seat === 'south' || options.seat === 'north' ? options.seat : null;
        token = randomUUID();
        const undo = ref.checkpoint();
        const side = ref.takeSeat(want, token, now);
        if (side) {
          seat = { seat: side, player: ref.playerOn(side) };
          if (!(await this._save({}, now))) {
            undo();
            throw new ServerError(503, STORAGE_UNAVAILABLE);
          }
          this.broadcast('opponent', { side, event: 'joined' }, { except: client });
        } else {
          token = undefined;
          if (options.seat === 'south' || options.seat === 'north') {
            ctx.metrics.refused('join', 'seat-taken');
            client.send('refused', {
              type: 'join',
              reason: 'seat-taken',
              message: `${options.seat} is taken: watching`,
            });
          }
          seat = { seat: 'watch', player: null };
        }
      }
      const watching = this.clients.filter((c) => c !== client && (c.userData as Seat | undefined)?.seat === 'watch');
      if (seat.seat === 'watch' && watching.length >= ctx.limits.maxSpectators)
        throw new Error('spectator-cap: this room has as many spectators as it allows');
      client.userData = seat;
      const invite = ctx.inviteBase ? `${ctx.inviteBase}?room=${this.roomId}` : this.roomId;
      client.send('welcome', { room: this.roomId, seat: seat.seat, token, invite });
      this._armFlag();
      this._armClose();
      this._broadcastState();
    }

    override async onDrop(client: Client, code?: number) {
      // A client the server itself closed (a flood, a broken message) gets no seat to come back
      // to: it leaves now, and its socket closes now, not after the reconnection grace.
      if (code === CloseCode.WITH_ERROR) return this.onLeave(client);
      const seat = client.userData as Seat | undefined;
      this._queued(() => {
        if (seat?.player) this._markConnected(seat.player, false);
        this._broadcastState();
      });
      await this.allowReconnection(client, ctx.limits.reconnectSeconds);
    }

    override onReconnect(client: Client) {
      const seat = client.userData as Seat | undefined;
      this._queued(() => {
        if (seat?.player) this._markConnected(seat.player, true);
        this._broadcastState();
      });
    }

    override onLeave(client: Client) {
      const seat = client.userData as Seat | undefined;
      this._queued(() => {
        if (seat?.player && !this.clients.some((c) => (c.userData as Seat | undefined)?.player === seat.player))
          this._markConnected(seat.player, false);
        this._broadcastState();
        if (this.clients.length === 0 && this.referee.status === 'over') this.disconnect();
      });
    }

    /** The room's queue: the last task in it (see the module's comment). */
    _tail: Promise<unknown> = Promise.resolve();

    /**
     * Run `task` after every task queued before it. Its failure is logged (the room goes on), or,
     * with `rethrow`, given to the caller (a join refused).
     */
    _queued<T>(task: () => T | Promise<T>, rethrow = false): Promise<T | undefined> {
      const run = this._tail.then(task);
      this._tail = run.catch(() => undefined);
      return run.catch((e) => {
        if (rethrow) throw e;
        ctx.log(`room ${this.roomId}: ${(e as Error)?.stack ?? e}`);
        return undefined;
      });
    }

    /**
     * This room's row is another process's now (its lease ran out while this process could not
     * renew it): let the room go without touching the row; its players come back by their tokens
     * and find it on the other process.
     */
    _moved() {
      if (this._gone) return;
      this._gone = true;
      ctx.log(`room ${this.roomId} let go: another process serves it now`);
      // (its listing in Redis is the other process's now: disposing this copy removes another id)
      if (ctx.sharedListings)
        (this as unknown as { _listing: { roomId: string } })._listing.roomId = `${this.roomId}~moved`;
      this.disconnect(CloseCode.CONSENTED).catch(() => undefined);
    }

    _gone = false;

    override onDispose() {
      this.flagTimer?.clear();
      this.finishTimer?.clear();
      this.closeTimer?.clear();
      ctx.live.delete(this.roomId);
      if (this.creator) {
        const n = (ctx.byAddress.get(this.creator) ?? 1) - 1;
        if (n > 0) ctx.byAddress.set(this.creator, n);
        else ctx.byAddress.delete(this.creator);
      }
    }

    /**
     * Arm the timer that closes the room: a room nobody joined `waitingSeconds` after it was made;
     * a finished game `finishedSeconds` after it ended (unless a rematch starts); a game with
     * neither player connected `abandonedSeconds` after the second one went.
     */
    _armClose() {
      const ref = this.referee;
      const { waitingSeconds, finishedSeconds, abandonedSeconds } = ctx.limits;
      const now = Date.now();
      let at: number | null = null;
      let why = '';
      if (ref.status !== 'over') this.finishedAt = null;
      if (ref.status === 'playing' && !ref.connected.first && !ref.connected.second) this.abandonedSince ??= now;
      else this.abandonedSince = null;
      if (ref.status === 'waiting') {
        at = this.created + waitingSeconds * 1000;
        why = `nobody joined within ${waitingSeconds} s`;
      } else if (ref.status === 'over') {
        this.finishedAt ??= now;
        at = this.finishedAt + finishedSeconds * 1000;
        why = `the game ended ${finishedSeconds} s ago`;
      } else if (this.abandonedSince !== null) {
        at = this.abandonedSince + abandonedSeconds * 1000;
        why = `both players left ${abandonedSeconds} s ago`;
      }
      if (at === this.closeAt) return;
      this.closeTimer?.clear();
      this.closeTimer = null;
      this.closeAt = at;
      if (at !== null)
        this.closeTimer = this.clock.setTimeout(() => this._queued(() => this._close(why)), Math.max(0, at - now));
    }

    /** Close the room for good: not restored at start, its clients disconnected, the room disposed. */
    async _close(why: string) {
      if (this._gone) return;
      let closed: boolean;
      try {
        closed = await ctx.write(() => ctx.store.closeRoom(this.roomId, Date.now()));
      } catch (e) {
        if (!(e instanceof RoomMovedError)) throw e;
        return this._moved();
      }
      if (!closed) {
        // stays open until its row says closed (else a restart would bring it back)
        this.closeTimer = this.clock.setTimeout(() => this._queued(() => this._close(why)), RETRY_MS);
        return;
      }
      ctx.log(`room ${this.roomId} closed: ${why}`);
      this.disconnect(CloseCode.CONSENTED).catch(() => undefined);
    }

    /** Connection of a player changed: the other side hears `left` / `back`; a restored clock waits for both. */
    _markConnected(player: Player, connected: boolean) {
      const ref = this.referee;
      if (ref.connected[player] === connected) return;
      ref.connected[player] = connected;
      const side = ref.sideOf(player);
      const now = Date.now();
      if (connected && this.announcedLeft.has(player)) {
        this.announcedLeft.delete(player);
        this.broadcast('opponent', { side, event: 'back' });
      } else if (!connected) {
        this.announcedLeft.add(player);
        this.broadcast('opponent', { side, event: 'left' });
      }
      if (ref.connected.first && ref.connected.second) ref.resumeClock(now);
      this._armFlag();
      this._armClose();
    }

    async _onClientMessage(client: Client, type: string, body: unknown, now: number) {
      const seat = client.userData as Seat | undefined;
      const id =
        body && typeof body === 'object' && typeof (body as { id?: unknown }).id === 'number'
          ? (body as { id: number }).id
          : null;
      const refuse = (r: Refusal) => {
        ctx.metrics.refused(type, r.reason);
        client.send('refused', { type, id, ...r });
      };
      if (!seat?.player) return refuse({ reason: 'not-a-player', message: 'spectators cannot play' });
      if (this._gone) return refuse({ reason: 'storage-unavailable', message: STORAGE_UNAVAILABLE.slice(21) });
      const ref = this.referee;
      const side = seat.seat as Side;
      const before = ref.gameNumber;
      const undo = ref.checkpoint();
      let refusal: Refusal | null = null;
      let ply: number | null = null;
      switch (type) {
        case 'move': {
          const m = readMove(body);
          if ('error' in m) {
            ctx.log(`room ${this.roomId}: dropped a malformed move ${describe(body)} from ${client.sessionId}`);
            return refuse({ reason: 'invalid-move', message: m.error });
          }
          refusal = ref.move(side, m.pit, now);
          if (!refusal) ply = ref.game.ply;
          break;
        }
        case 'resign':
          refusal = ref.resign(side, now);
          break;
        case 'offer-draw':
          refusal = ref.offerDraw(side);
          break;
        case 'accept-draw':
          refusal = ref.acceptDraw(side, now);
          break;
        case 'rematch': {
          const r = ref.askRematch(side, now);
          if (typeof r === 'object') refusal = r;
          break;
        }
      }
      if (refusal) {
        if (ref.result && !this._finishedSaved) {
          await this._finish(now);
          this._armClose();
        }
        this._broadcastState();
        return refuse(refusal);
      }
      const pit = ply !== null ? ref.game.history[ply - 1].pit : null;
      // the action, its move and (a game it ended) its record in one transaction, or nothing
      const ended = ref.result !== null && !this._finishedSaved;
      const stored = await this._save(
        {
          open: ref.result === null,
          move: pit !== null && ply !== null ? { ply, pit } : undefined,
          record: ended ? this._record(now) : undefined,
        },
        now,
      );
      if (!stored) {
        undo();
        return refuse({ reason: 'storage-unavailable', message: STORAGE_UNAVAILABLE.slice(21) });
      }
      if (ended) this._finishedSaved = true;
      if (ref.gameNumber !== before) {
        this._finishedSaved = false;
        this._seatsSwapped();
      }
      if (ply !== null) ctx.metrics.moveAccepted();
      client.send('accepted', { type, id, ply });
      this._armFlag();
      this._armClose();
      this._broadcastState();
    }

    _finishedSaved = false;

    /** After a rematch the players have swapped sides. */
    _seatsSwapped() {
      for (const c of this.clients) {
        const s = c.userData as Seat | undefined;
        if (s?.player) {
          s.seat = this.referee.sideOf(s.player);
          c.send('welcome', {
            room: this.roomId,
            seat: s.seat,
            invite: ctx.inviteBase ? `${ctx.inviteBase}?room=${this.roomId}` : this.roomId,
          });
        }
      }
    }

    /**
     * Store a game the server ended (a flag) with its record; when the storage is unavailable the
     * room tries again every {@link RETRY_MS} (the game is over all the same).
     */
    async _finish(now: number) {
      if (!this.referee.result || this._finishedSaved) return;
      this.finishTimer?.clear();
      this.finishTimer = null;
      if (await this._save({ open: false, record: this._record(now) }, now)) this._finishedSaved = true;
      else if (!this._gone)
        this.finishTimer = this.clock.setTimeout(() => this._queued(() => this._finish(Date.now())), RETRY_MS);
    }

    finishTimer: Delayed | null = null;

    /** The finished game as OGN (`<room>` for game 1, `<room>-<n>` after). */
    _record(now: number): { id: string; ogn: string } {
      const ref = this.referee;
      const res = ref.result as NonNullable<Referee['result']>;
      const record = recordFromGame(ref.game, {
        Event: 'Online game',
        Site: 'oware-board server',
        Date: recordDate(new Date(now)),
      });
      if (!ref.game.result) {
        record.tags.Termination = res.reason;
        record.tags.Winner = res.winner;
      }
      const id = ref.gameNumber === 1 ? this.roomId : `${this.roomId}-${ref.gameNumber}`;
      return { id, ogn: formatRecord(record) };
    }

    /**
     * Store the room's data (open unless said) with what `c` adds; `false` when the storage is
     * unavailable, or when the room is another process's now (it is let go).
     */
    async _save(c: Partial<Omit<Commit, 'data'>> & { meta?: RoomMeta } = {}, now = Date.now()): Promise<boolean> {
      if (this._gone) return false;
      const data = this.referee.data(now);
      try {
        return await ctx.write(() => ctx.store.save(this.roomId, { open: true, ...c, data }, now));
      } catch (e) {
        if (!(e instanceof RoomMovedError)) throw e;
        this._moved();
        return false;
      }
    }

    _armFlag() {
      this.flagTimer?.clear();
      this.flagTimer = null;
      const at = this.referee.flagAt();
      if (at === null) return;
      this.flagTimer = this.clock.setTimeout(
        () => {
          const now = Date.now();
          this._queued(async () => {
            if (this.referee.checkFlag(now)) {
              await this._finish(now);
              this._armClose();
              this._broadcastState();
            } else this._armFlag();
          });
        },
        Math.max(0, at - Date.now()) + 5,
      );
    }

    _broadcastState() {
      const snap = this.referee.snapshot(Date.now());
      this.broadcast('state', {
        ...snap,
        spectators: this.clients.filter((c) => (c.userData as Seat)?.seat === 'watch').length,
      });
    }
  };
}

export { CREATOR, RESTORE };
