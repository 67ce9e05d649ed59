/**
 * The online bar under the board (part `online`): the seat and whose turn it is or the result, both
 * clocks, the opponent's connection, the invite, and the buttons of the moment. A function of what
 * the feature knows; the buttons call back.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Side } from '../engine/index.js';
import { format } from '../i18n/index.js';
import type { OnlineSeat, OnlineState } from './events.js';
import { clockText, opponentOf, type RoomSnapshot } from './model.js';
import type { OnlineStrings } from './strings.js';
import { isPlayer, resultLine, seatLine, sideName, stateLine } from './words.js';

/** What the bar shows. */
export interface BarView {
  s: OnlineStrings;
  state: OnlineState | null;
  room: string | null;
  invite: string | null;
  seat: OnlineSeat | null;
  snapshot: RoomSnapshot | null;
  /** Both clocks' time left now, or `null` without a clock. */
  clocks: Record<Side, number> | null;
  /** The last note (a refusal, Copied.), or `null`. */
  note: string | null;
  /** Resign was pressed once: the button asks to be pressed again, with Keep playing beside it. */
  confirming: boolean;
}

/** What its buttons do. */
export interface BarActions {
  create(): void;
  copyInvite(): void;
  send(type: 'offer-draw' | 'accept-draw' | 'rematch'): void;
  /** Resign pressed: the first press asks, the second (while it asks) resigns. */
  resign(): void;
  /** Keep playing (or Escape) while Resign asks. */
  cancelResign(): void;
}

const button = (name: string, label: string, act: () => unknown): TemplateResult =>
  html`<button type="button" part="control ${name}" @click=${() => act()}>${label}</button>`;

/** A clock's text: "South 4:59". */
export const clockLine = (s: OnlineStrings, side: Side, ms: number): string =>
  format(s.clock, { side: sideName(s, side), time: clockText(ms) });

/**
 * Write both clocks' text into the bar in `root`: the ticker between the server's updates (the
 * board is not redrawn), and after each of the board's renders (the text Lit last wrote may be
 * older than what the ticker wrote since).
 */
export function showClocks(root: ParentNode, s: OnlineStrings, clocks: Record<Side, number>): void {
  for (const side of ['south', 'north'] as const) {
    const el = root.querySelector(`[part~="online"] [part~="clock"][part~="${side}"]`);
    const text = clockLine(s, side, clocks[side]);
    if (el && el.textContent !== text) el.textContent = text;
  }
}

/** The lines about the game on show. */
function gameLines(v: BarView, snap: RoomSnapshot): unknown[] {
  const { s, seat } = v;
  const lines: unknown[] = [];
  const turn =
    snap.status === 'waiting'
      ? s.waiting
      : (resultLine(s, seat, snap.result) ??
        (isPlayer(seat) && snap.turn === seat ? s.yourTurn : format(s.theirTurn, { side: sideName(s, snap.turn) })));
  lines.push(html`<p class="line">${seatLine(s, seat)} ${turn}</p>`);
  const c = v.clocks;
  if (c)
    lines.push(
      html`<p class="clocks">${(['south', 'north'] as const).map(
        (side) =>
          html`<span class="clock" part="clock ${side}" ?data-running=${snap.clock?.running === side && snap.status === 'playing'} .textContent=${clockLine(s, side, c[side])}></span>`,
      )}</p>`,
    );
  if (snap.status === 'playing' && snap.drawOffer && snap.drawOffer !== seat && isPlayer(seat))
    lines.push(html`<p class="offer">${s.theyOfferDraw}</p>`);
  const them = opponentOf(seat ?? 'watch');
  if (them && snap.seats[them].taken) {
    const on = snap.seats[them].connected;
    lines.push(
      html`<p class=${on ? 'opponent' : 'opponent away'} part="opponent">${on ? s.opponentOnline : s.opponentAway}</p>`,
    );
  }
  return lines;
}

/** The buttons of the moment for a player. */
function gameButtons(v: BarView, snap: RoomSnapshot, act: BarActions): unknown[] {
  const { s, seat } = v;
  if (!isPlayer(seat)) return [];
  const out: unknown[] = [];
  if (snap.status === 'playing') {
    // one button in the same place, so a keyboard's focus stays on it: Resign, then Confirm resign?
    out.push(button(v.confirming ? 'resign confirm' : 'resign', v.confirming ? s.confirmResign : s.resign, act.resign));
    if (v.confirming) out.push(button('cancel-resign', s.cancelResign, act.cancelResign));
    if (snap.drawOffer && snap.drawOffer !== seat)
      out.push(button('accept-draw', s.acceptDraw, () => act.send('accept-draw')));
    else if (!snap.drawOffer) out.push(button('offer-draw', s.offerDraw, () => act.send('offer-draw')));
  }
  if (snap.status === 'over' && !snap.rematch.includes(seat))
    out.push(button('rematch', s.rematch, () => act.send('rematch')));
  return out;
}

export function renderBar(v: BarView, act: BarActions): TemplateResult {
  const { s, snapshot: snap } = v;
  let lines: unknown[] = [];
  let buttons: unknown[] = [];
  if (!v.room && v.state !== 'connecting') buttons.push(button('create-game', s.createGame, act.create));
  else if (v.state === 'connecting' || v.state === 'reconnecting' || v.state === 'closed' || !snap)
    lines.push(html`<p class="line">${stateLine(s, v.state)}</p>`);
  else {
    lines = gameLines(v, snap);
    buttons = gameButtons(v, snap, act);
  }
  if (v.invite && (snap?.status ?? 'waiting') === 'waiting') {
    lines.push(html`<p class="invite">${format(s.inviteLine, { invite: '' })}<output>${v.invite}</output></p>`);
    buttons.push(button('copy-invite', s.copyInvite, act.copyInvite));
  }
  return html`<section class="online controls" part="online" aria-label=${s.label} @keydown=${(e: KeyboardEvent) => {
    if (v.confirming && e.key === 'Escape') act.cancelResign();
  }}>
    ${lines}
    ${buttons.length ? html`<div class="bar" role="toolbar" aria-label=${s.label}>${buttons}</div>` : nothing}
    ${v.note ? html`<p class="note" part="online-note">${v.note}</p>` : nothing}
  </section>`;
}
