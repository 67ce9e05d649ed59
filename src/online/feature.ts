/**
 * The `online` feature: a board that plays a game on a server (`online`, `room`, `seat`). The server
 * is the referee: the board sends the moves its player makes, shows only the moves the server has
 * accepted (the live game's next move animated, a game joined mid-way shown at once), and says a refusal with the server's reason. Under the
 * board, a bar says the state, whose turn it is, both clocks, the opponent's connection and the
 * result, with its buttons (bar.ts). The link to the room is the session's (session.ts): the seat
 * token kept in sessionStorage brings a reload or a lost connection back to the same seat, retried
 * until the server answers again.
 */
import { nothing, type PropertyValues } from 'lit';
import { adoptStyles } from '../controls/adopt.js';
import { controlStyles } from '../controls/styles.js';
import { emit, type OwareIllegalReason } from '../element/events.js';
import type { BoardApi, BoardFeature, FeatureHost, OwareBoard } from '../element/oware-board.js';
import { type MoveRecord, parseMove, type Side } from '../engine/index.js';
import { format } from '../i18n/index.js';
import { renderBar, showClocks } from './bar.js';
import { ClockTicker, clocksAt } from './clock.js';
import { OnlineRefusal } from './connection.js';
import type { OnlineGameOptions, OnlineSeat, OnlineState, OwareOnlineStateDetail } from './events.js';
import { type RoomSnapshot, roomFromInvite, serverUrl, stateOf } from './model.js';
import { PendingAnswers } from './pending.js';
import { ResignAsk } from './resign-ask.js';
import { RoomSession } from './session.js';
import type { OnlineStrings } from './strings.js';
import { onlineStyles } from './styles.js';
import { showServerGame } from './sync.js';
import { resultLine, seatLine, stateLine } from './words.js';

export class OnlineFeature implements BoardFeature {
  readonly feature = 'online';
  readonly board: BoardApi;
  state: OnlineState | null = null;
  roomId: string | null = null;
  invite: string | null = null;
  seat: OnlineSeat | null = null;
  snapshot: RoomSnapshot | null = null;
  /** The link to the room, and coming back to it after a loss (session.ts). */
  #session = new RoomSession({
    message: (type, body) => this.#message(type, body),
    state: (state) => this.#setState(state),
    failed: (message, when) => {
      const attribute = when === 'join' ? 'room' : 'online';
      this.api.reportError(attribute, this.board[attribute], message, false);
    },
  });
  #snapAt = 0;
  #sync: Promise<void> = Promise.resolve();
  #pending = new PendingAnswers();
  #ticker = new ClockTicker(() => this.hostUpdated());
  #note: string | null = null;
  /** Resign waiting for its confirmation. */
  #resign = new ResignAsk(() => this.#cancelResign(false));
  #connectedOnce = false;
  /** The last good `online` and `room`. */
  #good: { online?: string; room?: string } = {};

  constructor(readonly api: FeatureHost) {
    this.board = api.board;
  }

  get s(): OnlineStrings {
    return this.board.text.online;
  }

  /** Whether the board plays online now. */
  get active(): boolean {
    return !!this.board.online;
  }

  /** The board's `play()`, `undo()`, `reset()`, `createGame()` and `newGame()` while online. */
  get commands(): Record<string, (...args: never[]) => unknown> {
    if (!this.active) return {};
    return {
      play: (move: number | string) => this.play(move),
      undo: () => this.refuse('undo'),
      reset: () => this.refuse('reset'),
      createGame: (options: OnlineGameOptions) => this.createGame(options),
      newGame: () => (this.snapshot?.status === 'over' ? this.action('rematch') : undefined),
    };
  }

  hostConnected(): void {
    adoptStyles(this.board, controlStyles, onlineStyles);
    if (this.active && !this.#session.linked && this.#connectedOnce) this.#connect();
  }

  /** The clocks' text as of now, after each render and four times a second while a clock runs (no redraw). */
  hostUpdated(): void {
    const c = this.active ? this.clocks() : null;
    if (c) showClocks(this.board.renderRoot, this.s, c);
  }

  hostDisconnected(): void {
    this.#cancelResign(false);
    this.#close();
  }

  willUpdate(changed: PropertyValues<OwareBoard>): void {
    if (changed.has('online') || changed.has('room') || changed.has('seat')) {
      const wanted = roomFromInvite(this.board.room);
      const same =
        this.#session.linked &&
        serverUrl(this.board.online ?? '') === this.#session.server &&
        wanted === this.roomId &&
        !changed.has('seat');
      if (!same) this.#connect();
    }
  }

  #close(): void {
    this.#session.close();
    this.#ticker.set(false);
    this.#pending.clear();
  }

  #connect(): void {
    const b = this.board;
    // bad values first: reported, and the last good ones stay (the board as it was)
    const server = b.online ? serverUrl(b.online) : null;
    if (b.online && !server) {
      this.api.reportError('online', b.online, `online must be the game server's URL (http, https, ws or wss)`);
      b.online = this.#good.online;
      return;
    }
    const room = roomFromInvite(b.room);
    if (b.room && !room) {
      this.api.reportError('room', b.room, 'room must be a room id or an invite link with ?room=<id>');
      b.room = this.#good.room;
      return;
    }
    this.#good = { online: b.online, room: b.room };
    this.#close();
    this.#connectedOnce = true;
    this.roomId = room;
    this.invite = null;
    this.seat = null;
    this.snapshot = null;
    if (!server) {
      this.api.releaseSides(); // offline: the page's sides again
      if (this.state && this.state !== 'closed') this.#setState('closed');
      b.requestUpdate();
    } else if (room) void this.#session.join(server, room, b.seat);
    else {
      this.state = null;
      b.requestUpdate();
    }
  }

  /** Create a room on the board's server and join it (see the board's `createGame()`). */
  async createGame(options: OnlineGameOptions = {}): Promise<{ room: string; invite: string }> {
    const b = this.board;
    const server = serverUrl(b.online ?? '');
    if (!server) throw new Error(`online must be the game server's URL`);
    this.#close();
    this.roomId = null;
    this.seat = null;
    this.snapshot = null;
    // the board's own rules and start position, unless the options say otherwise
    const { seat = b.seat || undefined, ...rest } = options;
    const room = { variant: b.variant, position: b.game.startPosition, ...rest, ...(seat ? { seat } : {}) };
    // says connecting; a failure is reported, says closed and rejects
    const created = await this.#session.create(server, room, b.seat);
    const generation = created.generation;
    this.roomId = created.room;
    // the board's `room` says the room it is in (the same room: nothing to join again)
    this.#good.room = b.room = this.roomId;
    // the room's id is known at once; the welcome brings the invite and the seat
    await new Promise<void>((resolve) => {
      const check = () => (this.invite || generation !== this.#session.generation ? resolve() : setTimeout(check, 20));
      check();
    });
    return { room: this.roomId, invite: this.invite ?? this.roomId };
  }

  #message(type: string, body: unknown): void {
    const m = (body ?? {}) as Record<string, unknown>;
    switch (type) {
      case 'welcome': {
        this.roomId = String(m.room);
        this.invite = typeof m.invite === 'string' ? m.invite : this.roomId;
        this.seat = m.seat as OnlineSeat;
        // a player sees the board from their own side
        if (this.seat !== 'watch') this.api.overrideSides({ orientation: this.seat });
        this.#interactive();
        this.#setState(this.snapshot ? stateOf(this.snapshot) : 'waiting');
        this.api.announce(seatLine(this.s, this.seat));
        break;
      }
      case 'state':
        this.#snapshot(body as RoomSnapshot);
        break;
      case 'accepted':
        this.#pending.accepted(m.id, m.ply, this.board.history);
        break;
      case 'refused':
        this.#refused(m);
        break;
      case 'opponent': {
        const side = m.side as Side;
        const event = m.event as 'joined' | 'left' | 'back';
        if (side === this.seat) break;
        emit(this.board, 'oware-online-opponent', { event, side });
        const s = this.s;
        this.api.announce(event === 'joined' ? s.opponentJoined : event === 'left' ? s.opponentLeft : s.opponentBack);
        break;
      }
    }
  }

  #refused(m: Record<string, unknown>): void {
    const reason = String(m.reason ?? 'refused');
    const message = String(m.message ?? reason);
    const pit = this.#pending.refused(m.id, reason, message);
    if (m.type === 'move')
      emit(this.board, 'oware-illegal-move', { pit, reason: reason as OwareIllegalReason, message, source: 'user' });
    this.#say(format(this.s.refused, { message }));
  }

  #snapshot(snap: RoomSnapshot): void {
    const before = this.snapshot;
    this.snapshot = snap;
    this.#snapAt = Date.now();
    // a note (Draw offered., a refusal) lasts until the game moves on
    if (
      before &&
      (before.moves.length !== snap.moves.length || before.status !== snap.status || before.game !== snap.game)
    )
      this.#note = null;
    if (snap.status !== 'playing' || snap.game !== before?.game) this.#cancelResign(false);
    if (snap.drawOffer && snap.drawOffer !== before?.drawOffer && snap.drawOffer !== this.seat)
      this.api.announce(this.s.theyOfferDraw);
    if (snap.result && !before?.result) this.api.announce(resultLine(this.s, this.seat, snap.result) ?? '');
    this.#ticker.set(!!snap.clock?.running && snap.status === 'playing');
    this.#sync = this.#sync.then(() => this.#apply(snap)).catch(() => undefined);
    const next = stateOf(snap);
    if (next !== this.state) this.#setState(next);
    else this.board.requestUpdate();
  }

  /** Bring the board to the server's game: the new moves played on, or the whole game shown. */
  async #apply(snap: RoomSnapshot): Promise<void> {
    if (snap !== this.snapshot) return; // a newer one is on its way
    await showServerGame(this.api, snap);
    this.#interactive();
    this.#pending.settle(this.board.history);
  }

  /** The board takes input for this seat, when it is this seat's game. */
  #interactive(): void {
    const b = this.board;
    const mine = this.seat === 'south' || this.seat === 'north' ? this.seat : 'none';
    if (b.interactive !== mine) this.api.overrideSides({ interactive: mine });
  }

  #setState(state: OnlineState): void {
    this.state = state;
    const detail: OwareOnlineStateDetail = { state, room: this.roomId, invite: this.invite, seat: this.seat };
    emit(this.board, 'oware-online-state', detail);
    if (state === 'reconnecting' || state === 'closed') this.api.announce(stateLine(this.s, this.state));
    this.board.requestUpdate();
  }

  /**
   * Send `move` to the server; resolves with its record once accepted and shown. The board's `play()`
   * and the user's clicks and keys come here (the board's `play` command, after its own checks).
   */
  play(move: number | string): Promise<MoveRecord | null> {
    let pit: number;
    try {
      pit = parseMove(move);
    } catch (e) {
      return Promise.reject(e);
    }
    if (!this.#session.linked || !this.snapshot) {
      const err = new OnlineRefusal('not-connected', 'the board is not connected to its game');
      emit(this.board, 'oware-illegal-move', { pit, reason: 'not-your-turn', message: err.message, source: 'api' });
      return Promise.reject(err);
    }
    const { id, answer } = this.#pending.add(pit);
    this.#session.send('move', { pit, id });
    return answer;
  }

  /** `undo()` or `reset()`: the server's game has neither, the board would fork from it. Refused (docs/online.md). */
  refuse(method: 'undo' | 'reset'): Promise<never> {
    const message = `${method} is not available in an online game; offer a draw or resign`;
    this.api.reportError(method, `${method}()`, message, false);
    this.#say(method === 'undo' ? this.s.noUndo : this.s.noReset);
    return Promise.reject(new OnlineRefusal('not-available', message));
  }

  /** Send `resign`, `offer-draw`, `accept-draw` or `rematch`. */
  action(type: 'resign' | 'offer-draw' | 'accept-draw' | 'rematch'): Promise<null> {
    if (!this.#session.linked)
      return Promise.reject(new OnlineRefusal('not-connected', 'the board is not connected to its game'));
    if (type === 'offer-draw') this.#say(this.s.drawOffered);
    if (type === 'rematch') this.#say(this.s.rematchAsked);
    const { id, answer } = this.#pending.add();
    this.#session.send(type, { id });
    return answer.then(() => null);
  }

  /** Resign pressed in the bar: the first press asks (the button turns into Confirm resign?, with Keep playing beside it); see {@link ResignAsk}. */
  #resignPressed(): void {
    const pressed = this.#resign.press(Date.now());
    if (pressed === 'ask') this.api.announce(this.s.confirmResign);
    if (pressed === 'resign') this.action('resign').catch(() => undefined);
    if (pressed) this.board.requestUpdate();
  }

  /** Stop asking; `focus`: give the focus back to Resign (Keep playing, which had it, goes). */
  #cancelResign(focus: boolean): void {
    if (!this.#resign.stop()) return;
    this.board.requestUpdate();
    if (focus)
      void this.board.updateComplete.then(() =>
        (this.board.renderRoot.querySelector('[part~="online"] [part~="resign"]') as HTMLElement | null)?.focus(),
      );
  }

  #say(text: string): void {
    this.#note = text;
    this.api.announce(text);
    this.board.requestUpdate();
  }

  /** Copy the invite to the clipboard (the browser may refuse: then it says so; the invite stays on show). */
  copyInvite = (): Promise<void> =>
    navigator.clipboard.writeText(this.invite ?? '').then(
      () => this.#say(this.s.copied),
      () => this.#say(this.s.copyFailed),
    );

  /** Both clocks' time left now. */
  clocks(now = Date.now()): Record<Side, number> | null {
    return clocksAt(this.snapshot, now - this.#snapAt);
  }

  renderBelow(): unknown {
    if (!this.active) return nothing;
    return renderBar(
      {
        s: this.s,
        state: this.state,
        room: this.roomId,
        invite: this.invite,
        seat: this.seat,
        snapshot: this.snapshot,
        clocks: this.clocks(),
        note: this.#note,
        confirming: this.#resign.asking && this.snapshot?.status === 'playing',
      },
      {
        create: () => void this.createGame().catch(() => undefined),
        copyInvite: () => void this.copyInvite(),
        send: (type) => void this.action(type).catch(() => undefined),
        resign: () => this.#resignPressed(),
        cancelResign: () => this.#cancelResign(true),
      },
    );
  }
}

/** The factory registered with `OwareBoard.addFeature`. */
export const onlineFeature = (host: FeatureHost): OnlineFeature => new OnlineFeature(host);
