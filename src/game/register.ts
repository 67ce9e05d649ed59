/**
 * The game feature's registration with the defined `<oware-board>` class: explicit and
 * idempotent; the core (`oware-board/core`, the CDN file) calls it. What is registered is a small
 * loader ({@link gameFeature}): the feature itself (controls, review, the result's New game button,
 * its strings in five languages) is loaded on first use — when a board is a game with `controls`,
 * against the computer, or over — in the CDN build as a chunk of its own beside the initial file.
 */
import type { PropertyValues } from 'lit';
import type { ViewInput } from '../diagram/view-model.js';
import { chunkFailed, lazy, registerFeature } from '../element/features.js';
import type { BoardFeature, FeatureHost, OwareBoard } from '../element/oware-board.js';
import type * as GameModule from './feature.js';
import { computerSide, needsGame } from './playable.js';

let loaded: typeof GameModule | undefined;
/** Load the game feature now (boards load it by themselves when they need it; after a failure, the next call tries again). */
export const loadGame: () => Promise<typeof GameModule> = lazy(() => import('./feature.js').then((m) => (loaded = m)));

/** Stands for the game feature on a board until it is needed and loaded, then passes every hook on. */
class GameLoader implements BoardFeature {
  readonly feature = 'game';
  #impl: BoardFeature | undefined;
  #connected = false;
  /** The chunk failed for this board: reported once, not asked for again (a later board asks). */
  #failed = false;

  constructor(readonly api: FeatureHost) {}

  #make(m: typeof GameModule): void {
    if (this.#impl) return;
    this.#impl = m.gameFeature(this.api);
    if (this.#connected) this.#impl.hostConnected?.();
  }

  hostConnected(): void {
    this.#connected = true;
    this.#impl?.hostConnected?.();
  }
  hostDisconnected(): void {
    this.#connected = false;
    this.#impl?.hostDisconnected?.();
  }
  willUpdate(changed: PropertyValues<OwareBoard>): void {
    const board = this.api.board;
    if (!this.#impl && needsGame(board, this.api.mode())) {
      if (loaded) this.#make(loaded);
      else if (!this.#failed)
        loadGame().then(
          (m) => {
            this.#make(m);
            board.requestUpdate();
          },
          (e) => {
            if (this.#failed) return;
            this.#failed = true;
            const used = board.controls ? 'controls' : computerSide(board) ? 'ai' : 'interactive';
            this.api.reportError(used, board[used], chunkFailed(used, 'game feature', e));
          },
        );
    }
    this.#impl?.willUpdate?.(changed);
  }
  view(input: ViewInput): ViewInput {
    return this.#impl?.view ? this.#impl.view(input) : input;
  }
  renderBelow(): unknown {
    return this.#impl?.renderBelow?.();
  }
  renderResult(): unknown {
    return this.#impl?.renderResult?.();
  }
  pitActivated(pit: number, e: MouseEvent): boolean {
    return !!this.#impl?.pitActivated?.(pit, e);
  }
  pitKey(pit: number, e: KeyboardEvent): boolean {
    return !!this.#impl?.pitKey?.(pit, e);
  }
}

/** The factory registered with `OwareBoard.addFeature` (the loader of the game feature). */
export function gameFeature(host: FeatureHost): BoardFeature {
  return new GameLoader(host);
}

/** Add the game feature to `board` (default: the defined `<oware-board>` class). Returns `false` if it was there already. */
export function registerGame(board?: typeof OwareBoard): boolean {
  return registerFeature(gameFeature, board);
}
