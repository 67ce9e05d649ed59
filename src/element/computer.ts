/**
 * The board's computer seat: the computer player ({@link AiPlayer}, ai-player.ts) and the AI
 * client, loaded on first use — when the board first has `ai`, or is asked for a hint or an
 * analysis — and what the board asks of them (`thinking`, `hint()`, `analyze()`, the hint's mark).
 */
import { nothing } from 'lit';
import { TOP_LEVEL } from '../ai/level-range.js';
import type { Annotations } from '../diagram/annotations.js';
import { pitLetter } from '../engine/index.js';
import { loadAi } from './ai-load.js';
import type { AiAnalysis, AiHint, AiPlayer, AiPlayerHost } from './ai-player.js';
import type { AnimationRunner } from './animation.js';
import type { GameState } from './game-state.js';
import type { HostStates } from './host-states.js';
import { chunkFailed } from './registry.js';

/** Where the seat reports a chunk that could not be loaded (the board's notices). */
interface Reports {
  report(attribute: string, value: unknown, message: string): void;
}

/** What the seat needs of its board: the player's host, and a way to play the computer's move. */
export interface ComputerHost extends AiPlayerHost {
  playFrom(move: number, source: 'ai'): Promise<unknown>;
}

export class ComputerSeat {
  private _player?: AiPlayer;
  private _loading?: Promise<AiPlayer>;
  /** The AI chunk failed for this board: reported once; the seat no longer asks by itself (a hint or an analysis does). */
  private _failed = false;
  private readonly _host: ComputerHost;
  private readonly _state: GameState;
  private readonly _animation: AnimationRunner;
  private readonly _notices: Reports;
  private readonly _states: HostStates;

  constructor(host: ComputerHost, state: GameState, animation: AnimationRunner, notices: Reports, states: HostStates) {
    this._host = host;
    this._states = states;
    this._state = state;
    this._animation = animation;
    this._notices = notices;
  }

  /** Whether the computer is thinking. */
  get _thinking(): boolean {
    return this._player?.thinking ?? false;
  }
  /** A pit marked `hint` for a moment after {@link hint}. */
  get _hintMarks(): Annotations | null {
    return this._player?.hintMarks ?? null;
  }

  /** The computer player (loaded and made once; after a failure, asked for again by the next call). */
  _load(): Promise<AiPlayer> {
    const host = this._host;
    return (this._loading ??= loadAi().then(
      (m) =>
        (this._player = new m.AiPlayer(host, {
          game: () => this._state._game,
          settings: () => this._state._good,
          animation: this._animation,
          play: (pit) => host.playFrom(pit, 'ai'),
          thinking: (on) => this._states.set('thinking', on),
        })),
      (e) => {
        this._loading = undefined;
        if (!this._failed) this._notices.report('ai', this._state._good.ai, chunkFailed('ai', 'computer player', e));
        this._failed = true;
        throw e;
      },
    ));
  }

  /** The thinking label, while the computer thinks. */
  _label(text: string, w: number): unknown {
    return this._player?.thinking ? this._player.label(text, w) : nothing;
  }

  /** The board's update step: the player follows the settings (loaded when `ai` first names a side). */
  _sync(): void {
    const ai = this._state._good.ai;
    if (this._player) this._player.sync();
    else if (ai !== 'none' && !this._loading && !this._failed)
      this._load().then(
        () => this._host.requestUpdate(),
        () => undefined,
      );
  }

  /** The game on show as a key: what `hint()` and `analyze()` are asked about (see {@link AiPlayer.ask}). */
  private _at = (): string => this._state._game.position + this._state._game.history.length;

  async _hint(stage?: AiHint['stage']): Promise<AiHint> {
    const at = this._at();
    const h = await (await this._load()).hint(stage, at);
    return { ...h, letter: pitLetter(h.move) };
  }

  async _analyze(timeMs: number): Promise<AiAnalysis> {
    const at = this._at();
    const { move, score, depth, pv } = await (await this._load()).ask({ level: TOP_LEVEL, timeMs }, at);
    return { move, score, depth, pv };
  }
}
