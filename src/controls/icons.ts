/**
 * The controls' icons, each path once (24 × 24, filled with the text colour): first and last are a
 * double triangle against a bar, previous and next (a step) one triangle against a bar, play a
 * triangle, pause two bars, seed a seed.
 */
import { html, type TemplateResult } from 'lit';

export const ICONS = {
  first: 'M4 5h2.5v14H4zM13 5v14L6.5 12zM20 5v14l-7-7z',
  previous: 'M5 5h2.5v14H5zM19 5v14l-10-7z',
  play: 'M7 5v14l11-7z',
  pause: 'M6 5h4v14H6zM14 5h4v14h-4z',
  next: 'M16.5 5H19v14h-2.5zM5 5v14l10-7z',
  last: 'M17.5 5H20v14h-2.5zM11 5v14l6.5-7zM4 5v14l7-7z',
  seed: 'M12 4c4 0 6 4 6 8s-2.5 8-6 8-6-4-6-8 2-8 6-8z',
} as const;

export type IconName = keyof typeof ICONS;

/** An icon as an inline SVG, hidden from assistive technology (its button carries the name). */
export const icon = (name: IconName): TemplateResult =>
  html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d=${ICONS[name]}></path></svg>`;
