/**
 * The Colyseus room `oware`: one {@link Referee} per room, seats south/north and spectators, moves
 * refused with the engine's reason, every accepted move saved before it is acknowledged, seats held
 * through a dropped connection, the flag decided by a server timer. The protocol is in docs/online.md.
 *
 * What the room is made of: its queue and its writes to the store (./room-queue.ts: everything that
 * changes the referee runs in order, each stored before it is answered), the restore path
 * (./room-restore.ts), who sits where (./room-seats.ts), when it closes (./room-lifetime.ts) and
 * where it asks Colyseus for other behaviour than its default (./room-colyseus.ts).
 */
import { type AuthContext, type Client, CloseCode, type Delayed, Room, ServerError } from '@colyseus/core';
import type { Side } from '../engine/index.js';
import { CLIENT_MESSAGES, describe } from './limits.js';
import { type Player, Referee, type Refusal } from './referee.js';
import { applyAction, gameRecord } from './room-actions.js';
import {
  CREATOR,
  dropUndecodable,
  fullOfConnected,
  inOneWrite,
  onSharedClock,
  serverOptions,
} from './room-colyseus.js';
import type { RoomContext } from './room-context.js';
import { closing } from './room-lifetime.js';
import { RoomOptionsError, readRoomOptions } from './room-options.js';
import { RoomQueue, RoomWrites, type SaveExtras } from './room-queue.js';
import { RESTORE, takeRestoring } from './room-restore.js';
import { inviteOf, type Seat, seatFor } from './room-seats.js';

/** What a client hears when what it asked for could not be stored. */
const STORAGE_UNAVAILABLE = 'storage-unavailable: the game could not be stored; nothing changed, try again shortly';
/** How long a room waits before it tries again to store what only the server decided (a flag, a close). */
const RETRY_MS = 2000;

export function roomClass(ctx: RoomContext): new () => Room {
  return class OwareRoom extends Room {
    /**
     * Every create and seat reservation by HTTP passes here (Colyseus calls it before the room is
     * made or the seat reserved): options that only the server may set are dropped.
     */
    static override async onAuth(_token: string, options: Record<string, unknown>, context: AuthContext) {
      serverOptions(options, context?.ip);
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
    /** When the game ended and since when nobody plays (./room-lifetime.ts). */
    lifetime = { created: this.created, finishedAt: null as number | null, abandonedSince: null as number | null };
    announcedLeft = new Set<Player>();
    /** The room's queue (see ./room-queue.ts); a task's failure is logged and the room goes on. */
    queue = new RoomQueue((e) => ctx.log(`room ${this.roomId}: ${(e as Error)?.stack ?? e}`));
    /** The room's writes to the store; a room whose row is another process's is let go. */
    writes = new RoomWrites(
      ctx,
      () => this.roomId,
      () => this._letGo(),
    );

    override async onCreate(options: Record<string, unknown> = {}) {
      const { limits } = ctx;
      if (ctx.live.size >= limits.maxRooms)
        throw new ServerError(503, 'room-cap: this server has as many rooms as it allows');
      this.maxClients = 2 + limits.maxSpectators;
      // Colyseus lets one more through than its limit (the first message of each second is not
      // counted): set one less, so that the documented number is what passes
      this.maxMessagesPerSecond = limits.maxMessagesPerSecond - 1;
      dropUndecodable(this, ctx.log);
      this.autoDispose = false;
      // invite-only: reachable by its id, never by matchmaking
      this.setPrivate(true);
      const restored = takeRestoring(ctx, options);
      if (restored) {
        this.roomId = restored.id;
        this.created = restored.created;
        this.creator = restored.creator;
        this.referee = restored.referee;
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
      this.lifetime.created = this.created;
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
      // (once the room is made: a create refused above leaves nothing on the shared clock)
      this.offSharedClock = onSharedClock(this);
      this._armFlag();
      this._armClose();
    }

    /**
     * Only connected clients count against `maxClients`: a seat reservation that never opens a
     * socket takes no seat and does not lock the room (Colyseus counts reservations too).
     */
    override hasReachedMaxClients(): boolean {
      return fullOfConnected(this);
    }

    override onJoin(client: Client, options: Record<string, unknown> = {}) {
      const now = Date.now();
      return this._queued(() => this._join(client, options, now), true);
    }

    async _join(client: Client, options: Record<string, unknown>, now: number) {
      const { seat, token, back, took, taken } = seatFor(this.referee, options, now); // ./room-seats.ts
      if (back) this._markConnected(back, true);
      if (took) {
        if (!(await this._save({}, now))) {
          took.undo();
          throw new ServerError(503, STORAGE_UNAVAILABLE);
        }
        this.broadcast('opponent', { side: took.side, event: 'joined' }, { except: client });
      }
      if (taken) {
        ctx.metrics.refused('join', 'seat-taken');
        client.send('refused', { type: 'join', reason: 'seat-taken', message: `${taken} is taken: watching` });
      }
      const watching = this.clients.filter((c) => c !== client && (c.userData as Seat | undefined)?.seat === 'watch');
      if (seat.seat === 'watch' && watching.length >= ctx.limits.maxSpectators)
        throw new Error('spectator-cap: this room has as many spectators as it allows');
      client.userData = seat;
      inOneWrite(this.clients, () => {
        client.send('welcome', {
          room: this.roomId,
          seat: seat.seat,
          token,
          invite: inviteOf(ctx.inviteBase, this.roomId),
        });
        this._armFlag();
        this._armClose();
        this._broadcastState();
      });
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

    /** Run `task` after every task queued before it (./room-queue.ts); `rethrow`: its failure to the caller. */
    _queued<T>(task: () => T | Promise<T>, rethrow = false): Promise<T | undefined> {
      return this.queue.run(task, rethrow);
    }

    /**
     * This room's row is another process's now (its lease ran out while this process could not
     * renew it): let the room go without touching the row; its players come back by their tokens
     * and find it on the other process.
     */
    _moved() {
      this.writes.letGo();
    }

    /** (after {@link _moved}, once) */
    _letGo() {
      // (its listing in Redis is the other process's now: disposing this copy removes another id)
      if (ctx.sharedListings)
        (this as unknown as { _listing: { roomId: string } })._listing.roomId = `${this.roomId}~moved`;
      this.disconnect(CloseCode.CONSENTED).catch(() => undefined);
    }

    get _gone() {
      return this.writes.gone;
    }

    /** Takes the room off the clock shared by every room (./room-colyseus.ts). */
    offSharedClock: () => void = () => undefined;

    override onDispose() {
      this.offSharedClock();
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
      const now = Date.now();
      const { at, why } = closing(this.referee, ctx.limits, this.lifetime, now);
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
      const closed = await this.writes.close();
      if (this._gone) return;
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
      const before = ref.gameNumber;
      const undo = ref.checkpoint();
      const done = applyAction(ref, seat.seat as Side, type, body, now);
      if (done.refusal) {
        if (done.malformed) {
          ctx.log(`room ${this.roomId}: dropped a malformed move ${describe(body)} from ${client.sessionId}`);
          return refuse(done.refusal);
        }
        if (ref.result && !this._finishedSaved) {
          await this._finish(now);
          this._armClose();
        }
        inOneWrite(this.clients, () => {
          this._broadcastState();
          refuse(done.refusal);
        });
        return;
      }
      const { ply } = done;
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
      // (what a client hears of this action leaves in one write: the player's `accepted` and `state`)
      inOneWrite(this.clients, () => {
        if (ref.gameNumber !== before) {
          this._finishedSaved = false;
          this._seatsSwapped();
        }
        if (ply !== null) ctx.metrics.moveAccepted();
        client.send('accepted', { type, id, ply });
        this._armFlag();
        this._armClose();
        this._broadcastState();
      });
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
            invite: inviteOf(ctx.inviteBase, this.roomId),
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

    /** The finished game as OGN (./room-actions.ts). */
    _record(now: number): { id: string; ogn: string } {
      return gameRecord(this.referee, this.roomId, now);
    }

    /**
     * Store the room's data (open unless said) with what `c` adds; `false` when the storage is
     * unavailable, or when the room is another process's now (it is let go).
     */
    async _save(c: SaveExtras = {}, now = Date.now()): Promise<boolean> {
      if (this._gone) return false;
      return this.writes.save(this.referee.data(now), c, now);
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

export type { RoomContext } from './room-context.js';
export { CREATOR, RESTORE };
