/**
 * Input on the pits: pure decisions — who may move, which moves the user may make now, why a
 * user's move on a pit is refused (and what to tell them), which pit an event happened on — and
 * {@link PitInput}, the click and key handlers that put them together with the roving focus
 * (keyboard.ts) and the features' hooks.
 */

import { type Interactive, type Labels, refusalText } from '../diagram/view-model.js';
import { type Game, pitLetter, type Side } from '../engine/index.js';
import type { StringTable } from '../i18n/index.js';
import type { MoveSource, OwareIllegalReason } from './events.js';
import type { FeatureSet } from './features.js';
import type { GameState } from './game-state.js';
import { arrowTarget, type RovingFocus } from './keyboard.js';
import type { Notices } from './notices.js';
import type { AiSide } from './validation.js';

/**
 * `interactive` as it applies: with `ai` set to one side and `interactive="none"`, both rows take
 * input (the computer's is refused as `not-your-turn`); `ai="both"` takes none.
 */
export const inputSides = (interactive: Interactive, ai: AiSide): Interactive =>
  ai === 'none' ? interactive : ai === 'both' ? 'none' : interactive === 'none' ? 'both' : interactive;

/**
 * The reason whose sentence a refused move shows: the other side's pit while the user may move
 * says whose pit it is (`not-your-pit`; `computer-pit` when the computer plays that side), not
 * "please wait" (the event keeps `not-your-turn` or `not-interactive`).
 */
export function shownReason(
  reason: OwareIllegalReason,
  pit: number | null,
  turn: Side,
  locked: boolean,
  ai: AiSide = 'none',
): OwareIllegalReason | 'computer-pit' {
  const owner = pit !== null && (pit < 6 ? 'south' : 'north');
  if (!owner || locked || owner === turn || (reason !== 'not-your-turn' && reason !== 'not-interactive')) return reason;
  return ai === owner ? 'computer-pit' : 'not-your-pit';
}

/** Whether it is the computer's turn in `game` (it plays `ai`): the user's input is then refused. */
export const computersTurn = (game: Game, ai: AiSide): boolean => !game.result && (ai === 'both' || ai === game.turn);

/** The moves the user may make now by click or key (`locked`: input locked, or the computer's turn). */
export function userMoves(game: Game, inter: Interactive, locked: boolean): number[] {
  return inter === 'none' || locked || (inter !== 'both' && inter !== game.turn) ? [] : game.legalMoves();
}

/** Why the user may not sow `pit` now (the rules aside: the engine says those), or `null` when they may try. */
export function refusal(
  pit: number,
  game: Game,
  inter: Interactive,
  locked: boolean,
): { reason: OwareIllegalReason; message: string } | null {
  const owner: Side = pit < 6 ? 'south' : 'north';
  const turn = game.turn;
  if (inter !== 'both' && inter !== owner) {
    return {
      reason: 'not-interactive',
      message: `pit ${pitLetter(pit)} (${pit}) cannot be moved on this board (interactive="${inter}")`,
    };
  }
  if (locked || (owner !== turn && !game.result))
    return { reason: 'not-your-turn', message: `it is ${turn === 'south' ? 'South' : 'North'}'s turn` };
  return null;
}

/** The pit under an event (across the shadow root, not beyond `host`), or `null`. */
export function eventPit(e: Event, host: EventTarget): number | null {
  for (const t of e.composedPath()) {
    if (t instanceof Element && t.hasAttribute('data-pit')) return Number(t.getAttribute('data-pit'));
    if (t === host) break;
  }
  return null;
}

/** What the pit input reads and drives of its board (its public face). */
export interface PitInputHost extends Element {
  readonly interactive: Interactive;
  readonly inputLocked: boolean;
  readonly orientation: Side;
  readonly labels: Labels;
  readonly text: StringTable;
  readonly animating: boolean;
  finishAnimation(): void;
  playFrom(move: number | string, source: MoveSource): Promise<unknown>;
}

/** The board's click and keydown handlers on its pits, and refused moves. */
export class PitInput {
  /** Whether the pits are buttons (set by the board as it draws). */
  _buttons = false;
  private readonly _host: PitInputHost;
  private readonly _state: GameState;
  private readonly _focus: RovingFocus;
  private readonly _features: FeatureSet<never>;
  private readonly _notices: Notices;

  constructor(host: PitInputHost, state: GameState, focus: RovingFocus, features: FeatureSet<never>, notices: Notices) {
    this._host = host;
    this._state = state;
    this._focus = focus;
    this._features = features;
    this._notices = notices;
  }

  /** Who may move now (see {@link inputSides}). */
  get _sides(): Interactive {
    return inputSides(this._host.interactive, this._state._good.ai);
  }

  /** Input is locked: `inputLocked`, or the computer's turn (also while its player loads). */
  get _locked(): boolean {
    return this._host.inputLocked || computersTurn(this._state._game, this._state._good.ai);
  }

  /** The moves the user may make now by click or key. */
  _moves(): number[] {
    return userMoves(this._state._game, this._sides, this._locked);
  }

  /** The listener of the board's `click` and `keydown` (one object for both: no closure per board). */
  handleEvent(e: Event): void {
    if (e.type === 'click') this._click(e as MouseEvent);
    else if (e.type === 'keydown') this._keydown(e as KeyboardEvent);
  }

  _click(e: MouseEvent): void {
    const h = this._host;
    const wasAnimating = h.animating;
    h.finishAnimation();
    const pit = eventPit(e, h);
    if (pit === null || this._features.pit(pit, e) || this._sides === 'none') return;
    if (wasAnimating && !this._moves().includes(pit)) return;
    this._focus.set(pit);
    this._move(pit);
  }

  _keydown(e: KeyboardEvent): void {
    const h = this._host;
    const pit = eventPit(e, h);
    if (pit === null || !this._buttons || this._features.pit(pit, e)) return;
    const to = e.key === 'Enter' || e.key === ' ' ? pit : arrowTarget(pit, e.key, h.orientation);
    if (to === null) return;
    e.preventDefault();
    h.finishAnimation();
    if (to === pit) this._move(pit);
    else this._focus.set(to, true);
  }

  /** Fire `oware-illegal-move`, tell the console and the user; nothing changes. */
  _refuse(pit: number | null, reason: OwareIllegalReason, message: string, source: MoveSource): void {
    const game = this._state._game;
    const h = this._host;
    const shown = shownReason(reason, pit, game.turn, this._locked, this._state._good.ai);
    this._notices.refuse({ pit, reason, message, source }, () =>
      refusalText(h.text, shown, pit, game.turn, game.legalMoves(), h.labels),
    );
  }

  /** A user's click or key on a pit: checked against who may move and the turn (the rules: by the engine). */
  private _move(pit: number): void {
    const no = refusal(pit, this._state._game, this._sides, this._locked);
    if (no) {
      this._refuse(pit, no.reason, no.message, 'user');
      return;
    }
    this._focus.set(pit, true);
    this._host.playFrom(pit, 'user').catch(() => undefined);
  }
}
