/**
 * The step bar of the game review, the lessons' sequences and the record viewer: first, previous,
 * play/pause (where there is autoplay), next and last as icon buttons (parts `control first` … ),
 * then the step on show ("Move 5 of 40", part `ply`). The caller handles the keys
 * ({@link stepKey}) on an element around the bar and its move list.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { iconButton } from './icon-button.js';

export type Step = 'first' | 'previous' | 'next' | 'last';

export interface StepBar {
  /** The buttons' names (`play` and `pause` with {@link StepBar.play}). */
  names: Record<Step, string> & Partial<Record<'play' | 'pause', string>>;
  /** Which steps can be taken now; the others are shown disabled. */
  can: Record<Step, boolean>;
  go(step: Step): void;
  /** Play/pause between previous and next: whether playing, whether there is anything to play, and the toggle. */
  play?: { playing: boolean; can: boolean; toggle(): void };
  /** The step on show (part `ply`). */
  ply: string;
  /** Buttons between last and the step on show (the viewer's variation switches). */
  middle?: unknown;
  /** What follows the step on show (Back to the game, seed by seed). */
  end?: unknown;
  /** The toolbar's name: the bar is then `part="controls"`, `role="toolbar"`; without it, a row in the caller's group. */
  toolbar?: string;
}

export function renderStepBar(b: StepBar): TemplateResult {
  const { names, can, play } = b;
  const step = (k: Step) => iconButton(k, names[k], k, () => b.go(k), !can[k]);
  const playKey = play?.playing ? 'pause' : 'play';
  const content = html`${step('first')}${step('previous')}${
    play ? iconButton(playKey, names[playKey] ?? '', playKey, play.toggle, !play.can) : nothing
  }${step('next')}${step('last')}${b.middle ?? nothing}<span class="ply" part="ply">${b.ply}</span>${b.end ?? nothing}`;
  return b.toolbar === undefined
    ? html`<div class="bar">${content}</div>`
    : html`<div class="bar" part="controls" role="toolbar" aria-label=${b.toolbar}>${content}</div>`;
}

/**
 * The step ←, →, Home and End ask for, from step `at` of `total` (not clamped: −1 or `total + 1` at
 * the ends), with the key's default prevented; `null` for other keys and for keys typed in a field.
 */
export function stepKey(e: KeyboardEvent, at: number, total: number): number | null {
  const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: total }[e.key];
  if (to === undefined || (e.target as Element).tagName === 'INPUT') return null;
  e.preventDefault();
  return to;
}
