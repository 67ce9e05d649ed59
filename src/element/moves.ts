/**
 * How a board changes its game: a move played through the engine (the veto, the engine's record,
 * the animation of that record, the announcement, the events), a new position (with its optional
 * morph), and what is announced for the side to move. The engine decides; this plays it out.
 */

import { pitOf } from '../diagram/annotations.js';
import { geometry } from '../diagram/layout.js';
import { type Labels, moveSentence } from '../diagram/view-model.js';
import { type MoveRecord, parseMove, parsePosition, pitLetter } from '../engine/index.js';
import { format, type StringTable } from '../i18n/index.js';
import { type AnimationRunner, prefersReducedMotion, withTimelines } from './animation.js';
import { emit, type MoveSource } from './events.js';
import type { FeatureSet } from './features.js';
import type { GameState } from './game-state.js';
import type { PitInput } from './input.js';
import type { RovingFocus } from './keyboard.js';
import type { Notices } from './notices.js';
import { tooLong } from './validation.js';

/** What playing out a change needs of the board: its public face. */
export interface MovesHost extends HTMLElement {
  readonly orientation: 'south' | 'north';
  readonly stores: boolean;
  readonly labels: Labels;
  readonly text: StringTable;
  readonly updateComplete: Promise<boolean>;
  finishAnimation(): void;
}

/** Options of `OwareBoard.setPosition`. */
export interface SetPositionOptions {
  /** Animate the change (a short morph); default `false`. */
  animate?: boolean;
}

export class Moves {
  private readonly _host: MovesHost;
  private readonly _state: GameState;
  private readonly _input: PitInput;
  private readonly _focus: RovingFocus;
  private readonly _notices: Notices;
  private readonly _animation: AnimationRunner;
  private readonly _features: FeatureSet<never>;

  constructor(
    host: MovesHost,
    parts: {
      state: GameState;
      input: PitInput;
      focus: RovingFocus;
      notices: Notices;
      animation: AnimationRunner;
      features: FeatureSet<never>;
    },
  ) {
    this._host = host;
    this._state = parts.state;
    this._input = parts.input;
    this._focus = parts.focus;
    this._notices = parts.notices;
    this._animation = parts.animation;
    this._features = parts.features;
  }

  /** Animation speed in force: 0 when off or when the user prefers reduced motion. */
  _speed(): number {
    return prefersReducedMotion() ? 0 : this._state._good.animationSpeed;
  }

  /** Play `move` for `source` (see `OwareBoard.playFrom`). */
  _play(move: number | string, source: MoveSource): Promise<MoveRecord | null> {
    const host = this._host;
    host.finishAnimation();
    const game = this._state._game;
    const err = game.checkMove(move);
    if (err) {
      this._input._refuse(err.pit ?? pitOf(move), err.reason, err.message, source);
      return Promise.reject(err);
    }
    const pit = parseMove(move);
    // A feature that plays the user's moves its own way (online: sent to the server) gets them here,
    // after the board's checks: not through the page's `oware-before-move`.
    const instead = source === 'user' ? this._features._instead<MoveRecord>('play', pit) : undefined;
    if (instead) return instead;
    const before = { pit, letter: pitLetter(pit), player: game.turn, position: game.position, source };
    if (emit(host, 'oware-before-move', before, { cancelable: true }).defaultPrevented) return Promise.resolve(null);
    const record = game.play(pit);
    this._state._show(record);
    this._notices.clear('illegal');
    const speed = this._speed();
    const done =
      speed && host.isConnected
        ? this._animation.run(
            withTimelines((t) => t.sowingTimeline(record, geometry(host.orientation, host.stores), speed)),
            () => ({ ...parsePosition(record.before), flyers: [] }),
          )
        : host.updateComplete;
    // One announcement per move: a feature's narration (the lessons'), else the board's own sentence.
    const said = this._features._narrate(record);
    this._notices.announce(said ?? moveSentence(host.text, record, host.labels, this._input._buttons));
    emit(host, 'oware-move', { ...record, source });
    if (record.result) emit(host, 'oware-game-over', record.result);
    return done.then(() => record);
  }

  /** Show `position` (see `OwareBoard.setPosition`); a bad one is reported and rethrown. */
  async _setPosition(position: string, animate = false): Promise<void> {
    this._host.finishAnimation();
    const from = this._state._game;
    try {
      this._load(position);
    } catch (e) {
      this._notices.report('position', position, (e as Error).message);
      throw e;
    }
    this._say('newPosition');
    const speed = this._speed();
    const to = this._state._game;
    if (animate && speed)
      await this._animation.run(
        withTimelines((t) => t.morphTimeline(from, to, Math.max(120, speed * 4))),
        () => ({ pits: from.pits.slice(), score: [from.score[0], from.score[1]], flyers: [] }),
      );
    await this._host.updateComplete;
  }

  /**
   * The board's update step for its `position` attribute: a new one is loaded (a bad one reported
   * and put back: the returned position is the one in force); else a new variant replays the game.
   */
  _follow(position: unknown, changed: boolean, report: (a: string, v: unknown, m: string) => void): string {
    const state = this._state;
    if (changed && position !== state._game.position) {
      try {
        const p = position ?? 'start';
        if (typeof p !== 'string') throw new TypeError(`the position must be a string, not ${typeof p}`);
        const long = tooLong('position', p);
        if (long) throw new RangeError(long);
        this._load(p);
      } catch (e) {
        report('position', position, (e as Error).message);
      }
    } else if (state._game.variant !== state._good.variant) state._replay();
    return state._game.position;
  }

  /** Take back the last move (see `OwareBoard.undo`). */
  async _undo(): Promise<MoveRecord | null> {
    this._host.finishAnimation();
    const record = this._state._undo();
    if (record) this._say('undone');
    await this._host.updateComplete;
    return record;
  }

  /** Back to the position last set (see `OwareBoard.reset`). */
  async _reset(): Promise<void> {
    this._host.finishAnimation();
    this._load(this._state._base);
    this._say('newPosition');
    await this._host.updateComplete;
  }

  /** A new game from `position` (throws the engine's `PositionError`); the tab stop starts again. */
  _load(position: string): void {
    this._state._load(position);
    this._focus.reset();
  }

  /** Announce `newPosition` or `undone` for the side to move. */
  _say(key: 'newPosition' | 'undone'): void {
    const s = this._host.text;
    this._notices.announce(format(s[key], { side: s[this._state._game.turn] }));
  }
}
