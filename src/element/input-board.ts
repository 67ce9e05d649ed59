/**
 * The part of `<oware-board>` that takes input on the pits: who may move, the click and key
 * handlers (`PitInput`) with the roving focus, refused moves, and the animation runner they wait
 * for. `OwareBoard` extends it and draws, plays and speaks.
 */
import type { Game, Side } from '../engine/index.js';
import { AnimationRunner } from './animation.js';
import type { MoveSource, OwareIllegalReason } from './events.js';
import { FeatureBoard } from './feature-board.js';
import type { FeatureSet } from './features.js';
import { computersTurn, inputSides, PitInput, type PitInputParts, shownReason } from './input.js';
import { RovingFocus } from './keyboard.js';
import { type Interactive, refusalText } from './view-model.js';

export abstract class InputBoard extends FeatureBoard {
  /** Whether the pits are buttons (set by render; `undefined` before the first). */
  protected _buttons?: boolean;
  protected readonly _animation = new AnimationRunner(this);
  // The stop starts on a pit the user may play; on the computer's turn, on the user's own row.
  protected readonly _focus = new RovingFocus(
    this,
    () =>
      this._input.moves()[0] ??
      ((this._good.ai === 'south' || this.orientation === 'north') && this._good.ai !== 'north' ? 6 : 0),
  );

  /** Whether a sowing animation is running. */
  get animating(): boolean {
    return this._animation.running;
  }

  /** Complete a running animation at once (its promise resolves). */
  finishAnimation(): void {
    this._animation.finish();
  }

  /** Who may move now (see {@link inputSides}). */
  protected get _inter(): Interactive {
    return inputSides(this.interactive, this._good.ai);
  }

  /** Input is locked: `inputLocked`, or the computer's turn. */
  protected get _locked(): boolean {
    // (the computer's turn locks input while its player loads, too)
    return this.inputLocked || computersTurn(this._game, this._good.ai);
  }

  protected readonly _input = new PitInput(new InputBoard._InputParts(this));

  /** What the pit input reads and drives of a board: methods on one prototype, no closures per board. */
  private static _InputParts = class implements PitInputParts {
    constructor(readonly host: InputBoard) {}
    get focus(): RovingFocus {
      return this.host._focus;
    }
    get features(): FeatureSet {
      return this.host._features;
    }
    game(): Game {
      return this.host._game;
    }
    sides(): Interactive {
      return this.host._inter;
    }
    locked(): boolean {
      return this.host._locked;
    }
    buttons(): boolean {
      return !!this.host._buttons;
    }
    orientation(): Side {
      return this.host.orientation;
    }
    animating(): boolean {
      return this.host.animating;
    }
    finishAnimation(): void {
      this.host.finishAnimation();
    }
    play(pit: number): Promise<unknown> {
      return this.host.playFrom(pit, 'user');
    }
    refuse(pit: number, reason: OwareIllegalReason, message: string, source: MoveSource): void {
      this.host._refuse(pit, reason, message, source);
    }
  };

  /** Fire `oware-illegal-move`, tell the console and the user; nothing changes. */
  protected _refuse(pit: number | null, reason: OwareIllegalReason, message: string, source: MoveSource): void {
    const turn = this._game.turn;
    const shown = shownReason(reason, pit, turn, this._locked, this._good.ai);
    this._notices.refuse({ pit, reason, message, source }, () =>
      refusalText(this.text, shown, pit, turn, this._game.legalMoves(), this.labels),
    );
  }
}
