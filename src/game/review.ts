/**
 * Review of the game on the board: which step is on show (`null`: the live position), the game at
 * that step (replayed by the engine from the live game's start), and the review bar — first /
 * previous / next / last, "Move 5 of 40", Back to the game, and the moves played as buttons.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import { Game, type MoveRecord, type VariantName } from '../engine/index.js';
import type { GameStrings } from '../i18n/game.js';
import { format } from '../i18n/index.js';

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

const ICONS = {
  first: 'M5 5h2.5v14H5zM19 5v14l-10-7z',
  previous: 'M17 5v14L6 12z',
  next: 'M7 5v14l11-7z',
  last: 'M16.5 5H19v14h-2.5zM5 5v14l10-7z',
};
const icon = (d: string) => html`<svg viewBox="0 0 24 24" aria-hidden="true">${svg`<path d=${d}></path>`}</svg>`;

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
    const to = { ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: total }[e.key];
    if (to === undefined || (e.target as Element).tagName === 'INPUT') return;
    e.preventDefault();
    if (to >= 0 && to <= total) r.goTo(to);
  };
  const btn = (k: keyof typeof ICONS, to: number, off: boolean) =>
    html`<button type="button" class="icon" part="control ${k}" aria-label=${s[k]} title=${s[k]} aria-disabled=${off ? 'true' : 'false'} @click=${() => off || r.goTo(to)}>${icon(ICONS[k])}</button>`;
  const southFirst = r.history[0]?.player !== 'north';
  return html`<div class="review" part="review" role="group" aria-label=${s.reviewLabel} @keydown=${key}>
    <div class="bar">
      ${btn('first', 0, step === 0)}${btn('previous', step - 1, step === 0)}${btn('next', step + 1, step >= total)}${btn('last', total, step >= total)}
      <span class="ply" part="ply">${step === 0 ? s.startPosition : format(s.moveOf, { n: step, total })}</span>
      ${r.reviewing ? html`<button type="button" part="control live" @click=${r.live}>${s.live}</button>` : nothing}
    </div>
    <ol class="moves" part="move-list" aria-label=${s.moveList}>
      ${r.history.map((m, i) => {
        const n = i + (southFirst ? 0 : 1);
        const name = r.name(m.pit);
        return html`<li>${n % 2 === 0 ? html`<span class="num" aria-hidden="true">${n / 2 + 1}.</span>` : nothing}<button type="button" part="move" aria-current=${step === i + 1 ? 'step' : nothing}
          aria-label=${`${format(s.moveOf, { n: i + 1, total })}: ${name}`} @click=${() => r.goTo(i + 1)}>${name}</button></li>`;
      })}
    </ol>
  </div>`;
}
