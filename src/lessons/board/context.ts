/** What the lesson modes share: the board, its language, and a few helpers. */
import type { BoardApi, FeatureHost } from '../../element/oware-board.js';
import type { UiStrings } from '../../i18n/types.js';
import type { Narrator } from '../narration.js';
import type { SeedStepper } from '../seeds-stepper.js';

export interface LessonContext {
  /** The board's public face. */
  readonly host: BoardApi;
  /** What only a feature may do: show a game, announce, report a bad value, play a move. */
  readonly api: FeatureHost;
  /** A narrator in the board's language, pit labels, variant and string overrides. */
  narrator(): Narrator;
  /** A UI string in the board's language. */
  ui(key: keyof UiStrings, params?: Record<string, string | number>, count?: number): string;
  /** Seed by seed through the move on show. */
  readonly seeds: SeedStepper;
  /** Note the board's current position as ours (not a new position set by the page). */
  sync(): void;
  /** Show step `ply` as the board's `ply` (through the board's one owner of the step). */
  step(ply: number): void;
}

/** A pause that scales with the animation speed (ms per seed); 0 when animation is off. */
export function pause(host: BoardApi, factor = 4): Promise<void> {
  const ms = Math.min(1500, Math.max(0, (host.animationSpeed || 0) * factor));
  return new Promise((r) => setTimeout(r, ms));
}
