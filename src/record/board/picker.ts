/**
 * A collection's picker: previous and next game, a list of the games, "Game 3 of 9". A big
 * collection's list is a window: the games around the one on show, and landmarks (about a hundred
 * games spread over the whole collection), so any game is two choices away and the list is drawn at
 * the same cost for 10,000 games as for 300.
 */
import { html, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { iconButton } from '../../controls/icon-button.js';
import { format } from '../../i18n/index.js';
import type { RecordStrings } from './strings.js';

/** What the picker needs from the viewer. */
export interface PickerView {
  /** What the list depends on (it is drawn again only when one of them, or the game on show, changes). */
  gamesKey: readonly unknown[];
  /** How many games the collection has, and the one on show (0-based). */
  games: number;
  index: number;
  /** A game's name (with its round). */
  gameName(index: number): string;
  /** Whether game `index` is a puzzle solved (in this page, or remembered). */
  solved(index: number): boolean;
  pickGame(index: number): void;
  s: RecordStrings;
}

/** How many games around the one on show a big collection's list holds. */
export const PICKER_WINDOW = 200;
/** About how many landmarks, spread over the collection, a big collection's list holds besides. */
export const PICKER_LANDMARKS = 100;

/**
 * The games the list holds (0-based, ascending): all of a collection of up to
 * {@link PICKER_WINDOW} + {@link PICKER_LANDMARKS}; else the {@link PICKER_WINDOW} around `index`,
 * every n-th game (n = games / {@link PICKER_LANDMARKS}, rounded up) and the last.
 */
export function pickerGames(index: number, games: number): number[] {
  if (games <= PICKER_WINDOW + PICKER_LANDMARKS) return Array.from({ length: games }, (_, i) => i);
  const from = Math.max(0, Math.min(index - PICKER_WINDOW / 2, games - PICKER_WINDOW));
  const to = from + PICKER_WINDOW;
  const every = Math.ceil(games / PICKER_LANDMARKS);
  const out: number[] = [];
  for (let i = 0; i < from; i += every) out.push(i);
  for (let i = from; i < to; i++) out.push(i);
  for (let i = Math.ceil(to / every) * every; i < games - 1; i += every) out.push(i);
  if (to < games) out.push(games - 1);
  return out;
}

/** The picker: previous and next game, the list of the games, "Game 3 of 9". */
export function renderPicker(v: PickerView): TemplateResult {
  const { s, index, games } = v;
  const go = (i: number) => () => i >= 0 && i < games && v.pickGame(i);
  const name = (i: number) =>
    `${i + 1}. ${v.gameName(i) || format(s.gameOf, { n: i + 1, total: games })}${v.solved(i) ? ` ✓ ${s.solved}` : ''}`;
  return html`<div class="bar games" part="collection" role="group" aria-label=${s.games}>
    ${iconButton('previous-game', s.previousGame, 'previous', go(index - 1), index <= 0)}
    <select part="game-picker" aria-label=${s.game} .value=${String(index)} @change=${(e: Event) => v.pickGame(Number((e.target as HTMLSelectElement).value))}>
      ${guard([...v.gamesKey, index], () =>
        pickerGames(index, games).map((i) => html`<option value=${i} ?selected=${i === index}>${name(i)}</option>`),
      )}
    </select>
    ${iconButton('next-game', s.nextGame, 'next', go(index + 1), index >= games - 1)}
    <span class="ply" part="game-of">${format(s.gameOf, { n: index + 1, total: games })}${v.solved(index) ? ` ✓ ${s.solved}` : ''}</span>
  </div>`;
}
