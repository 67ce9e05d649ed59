/**
 * Review of the game on the board: which step is on show (`null`: the live position), the game at
 * that step (replayed by the engine from the live game's start), and the review bar — first /
 * previous / next / last, "Move 5 of 40", Back to the game, and the moves played as buttons.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { renderMoveList, rowEntries } from '../controls/move-list.js';
import { renderStepBar, stepKey } from '../controls/step-bar.js';
import { Game, type MoveRecord, type VariantName } from '../engine/index.js';
import { format } from '../i18n/index.js';
import type { GameStrings } from './strings.js';

/** The game from `start` after the first `step` moves of `moves`. */
export function gameAt(start: string, variant: VariantName, moves: readonly number[], step: number): Game {
  const g = new Game({ position: start, variant });
  g.playMoves(moves.slice(0, step));
  return g;
}

/** The step a `ply` value asks for in a game of `total` moves (negative counts from the end), or `null`. */
export function stepOf(ply: unknown, total: number): number | null {
  if (typeof ply !== 'number' || !Number.isInteger(ply)) return null;
  return Math.max(0, Math.min(total, ply < 0 ? total + ply : ply));
}

/** What the review bar shows and calls. */
export interface ReviewBar {
  s: GameStrings;
  /** The step on show (the live one is `total`). */
  step: number;
  total: number;
  reviewing: boolean;
  history: readonly MoveRecord[];
  /** A move's name as the board writes it (letter or number). */
  name(pit: number): string;
  goTo(step: number): void;
  live(): void;
}

/** The review bar: ←/→, Home and End step while the focus is in it. */
export function renderReview(r: ReviewBar): TemplateResult | typeof nothing {
  const { s, step, total } = r;
  if (!total) return nothing;
  const key = (e: KeyboardEvent) => {
    const to = stepKey(e, step, total);
    if (to !== null && to >= 0 && to <= total) r.goTo(to);
  };
  const moveOf = (n: number) => format(s.moveOf, { n, total });
  return html`<div class="review" part="review" role="group" aria-label=${s.reviewLabel} @keydown=${key}>
    ${renderStepBar({
      names: s,
      can: { first: step > 0, previous: step > 0, next: step < total, last: step < total },
      go: (k) => r.goTo({ first: 0, previous: step - 1, next: step + 1, last: total }[k]),
      ply: step === 0 ? s.startPosition : moveOf(step),
      end: r.reviewing ? html`<button type="button" part="control live" @click=${r.live}>${s.live}</button>` : nothing,
    })}
    ${renderMoveList(
      s.moveList,
      rowEntries(
        r.history.map((m) => r.name(m.pit)),
        r.history[0]?.player === 'north',
        step,
        moveOf,
        r.goTo,
      ),
    )}
  </div>`;
}
