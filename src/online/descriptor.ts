/**
 * The online feature as the core knows it: its attributes (`online`, `room`, `seat`), its events,
 * the board's `createGame()` and its loader. The feature itself, and the Colyseus client with it,
 * comes in its own chunk when a board first has `online`.
 */
import { type AttributeSpec, defineFeature, text } from '../element/feature-api.js';
import { featuresOf } from '../element/features.js';
import type { OnlineGameOptions, OnlineSeat, OwareOnlineEventMap } from './events.js';

declare module '../element/oware-board.js' {
  interface OwareBoard {
    /** (`online`) The game server's URL (`https://games.example.org`, `ws://localhost:2567`): the board plays online, the server decides every move. */
    online: string | undefined;
    /** (`room`) The room to join: its id or an invite link (`…?room=<id>`). Without one, a board with `online` offers Create game. */
    room: string | undefined;
    /** (`seat`) The seat to take: `south`, `north`, `watch`; unset: a free one (else watch). */
    seat: OnlineSeat | undefined;
    /**
     * (`online`) Create a room on the `online` server and join it: resolves with `{ room, invite }`
     * (rejects with the server's reason, or when the board has no `online`).
     */
    createGame(options?: OnlineGameOptions): Promise<{ room: string; invite: string }>;
  }
}
declare module '../element/events.js' {
  interface OwareEventMap extends OwareOnlineEventMap {}
}

const SEATS = ['south', 'north', 'watch'];
const seat: AttributeSpec = {
  property: {},
  fallback: undefined,
  valid: (v) => !v || SEATS.includes(v as string),
  hint: 'seat is south, north or watch',
};

/**
 * The `online` feature.
 * @fires oware-online-state - (`online`) The board's online game changed state: `{ state, room, invite, seat }`, `state` one of `connecting`, `waiting`, `playing`, `over`, `reconnecting`, `closed`.
 * @fires oware-online-opponent - (`online`) The opponent's connection: `{ event, side }`, `event` one of `joined`, `left`, `back`.
 * @csspart clock - (`online`) A clock in the online bar, with `south` or `north`.
 * @csspart opponent - (`online`) The opponent's connection in the online bar.
 * @csspart online-note - (`online`) The online bar's last note (a refusal, Copied., Draw offered.).
 * @csspart online - (`online`) The online bar under the board: state, clocks, the opponent's connection, the invite and the game's buttons (`control create-game`, `control copy-invite`, `control resign`, `control offer-draw`, `control accept-draw`, `control rematch`).
 */
export const online = defineFeature({
  name: 'online',
  attributes: { online: text('online'), room: text('room'), seat },
  load: () => import('./register.js').then((m) => m.registerOnline()),
  how: "import 'oware-board', or load oware-board.min.js (not the self-contained file)",
  members: {
    async createGame(this: HTMLElement, options?: OnlineGameOptions): Promise<{ room: string; invite: string }> {
      const set = featuresOf.get(this);
      await set?.feature('online');
      const made = (await set?._command('createGame', options))?.find(Boolean);
      if (!made) throw new Error('createGame needs online: the game server URL');
      return made as { room: string; invite: string };
    },
  },
});
