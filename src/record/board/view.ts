/**
 * The viewer's templates: the control bar (first, previous, play/pause, next, last, the variation
 * switches and the step on show), the buttons that choose how to go on after a fork, and the move
 * list with nested variations, where every move is a button and the one on show is `aria-current`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { Directive, directive, type ElementPart } from 'lit/directive.js';
import { downloadMenu } from '../../controls/download-menu.js';
import { iconButton } from '../../controls/icon-button.js';
import { type MoveItem, renderMoveTree } from '../../controls/move-list.js';
import { renderStepBar } from '../../controls/step-bar.js';
import type { BoardApi } from '../../element/oware-board.js';
import { pitName } from '../../engine/notation.js';
import { format } from '../../i18n/index.js';
import { Narrator } from '../../lessons/narration.js';
import { type CommentParts, readComment } from '../comment.js';
import { moveNumber } from '../notation.js';
import type { RecordStep } from '../steps.js';
import type { GameRecord, RecordLine, RecordMove } from '../types.js';
import { type PickerView, renderPicker } from './picker.js';

/** What the templates need from the viewer. */
export interface ViewerView extends PickerView {
  at: RecordStep | null;
  /** The record's first step (the start). */
  first: RecordStep;
  tree: RecordLine;
  stepOf: ReadonlyMap<RecordMove, RecordStep>;
  northFirst: boolean;
  labels: 'letters' | 'numbers';
  playing: boolean;
  /** The step's comment (or another feature's caption), shown right under the board. */
  caption: string;
  /** A puzzle: only the caption and a collection's picker (the lessons draw the puzzle's controls). */
  puzzle: boolean;
  /** The main line's moves the list draws (with their comments and variations): `[from, to)`. */
  window: { from: number; to: number };
  /** Show the list's earlier (-1) or later (1) moves. */
  shift(by: 1 | -1): void;
  /** A game's name (with its round; as a single record's `header`, with its date). */
  gameName(index: number, header?: boolean): string;
  /** The lessons' button names (First, Previous, Play, Pause, Next, Last). */
  ui: Record<'first' | 'previous' | 'play' | 'pause' | 'next' | 'last', string>;
  go(step: RecordStep | null | undefined): void;
  sibling(by: 1 | -1): void;
  end(): RecordStep | null;
  toggle(): void;
  key(e: KeyboardEvent): void;
  /** Download the picture on show (Download image: SVG or PNG). */
  picture(kind: 'svg' | 'png'): void;
}

/** A move as written in the list: `e+2!`. */
const moveText = (m: RecordMove, labels: ViewerView['labels']) =>
  `${pitName(m.pit, labels)}${m.captured > 0 ? `+${m.captured}` : ''}${m.glyph ?? ''}`;

/**
 * How many moves of the main line the list draws at once: a long record's list is a window of it
 * around the move on show (its other moves a button away), so a 100,000-ply record draws as fast as
 * a short one.
 */
export const LIST_WINDOW = 200;

/** The index of the main line's move whose place in the list holds `at` (a variation's: the move it replaces). */
export function listIndex(at: RecordStep | null, moves: number): number {
  let s = at;
  while (s && s.depth > 0) s = s.parent;
  if (!s || !at) return 0;
  return Math.max(0, Math.min(moves - 1, at.depth > 0 ? s.ply : s.ply - 1));
}

/** The window's first move: `from` as it was, or centred on `index` when that is outside it. */
export function listFrom(from: number, index: number, moves: number): number {
  if (moves <= LIST_WINDOW) return 0;
  const start = index >= from && index < from + LIST_WINDOW ? from : index - LIST_WINDOW / 2;
  return Math.max(0, Math.min(moves - LIST_WINDOW, start));
}

/**
 * A line of the record as list items: its moves, their comments and variations (the record's first
 * comment at the top); of the main line, only its moves `from`–`to`.
 */
function line(v: ViewerView, l: RecordLine, depth: number, from = 0, to = l.moves.length): MoveItem[] {
  const out: MoveItem[] = [];
  if (l.comment && depth === 0 && from === 0) out.push({ comment: commentText(l.comment) });
  let numbered = true;
  for (let k = from; k < to; k++) {
    const m = l.moves[k];
    const step = v.stepOf.get(m);
    if (!step) continue;
    const ply = step.ply;
    const num = m.pit < 6 || numbered ? moveNumber(ply - 1, v.northFirst, m.pit) : '';
    // The name holds the visible text (`d+9`), as WCAG's label-in-name asks.
    const name = format(v.s.move, { n: ply, pit: moveText(m, v.labels) });
    out.push({ num, text: moveText(m, v.labels), label: name, current: v.at === step, go: () => v.go(step) });
    numbered = false;
    if (m.comment) {
      out.push({ comment: commentText(m.comment) });
      numbered = true;
    }
    for (const variation of m.variations) {
      const items = line(v, variation, depth + 1);
      if (variation.comment) items.unshift({ comment: commentText(variation.comment) });
      out.push({ variation: items, label: v.s.variation });
      numbered = true;
    }
  }
  return out;
}

/** A comment as shown in the move list: without its drawing commands. */
const commentText = (comment: string) => readComment(comment).text;

/**
 * After each drawing: the move list scrolls (itself, never the page) to show the move on show, as
 * its box is only as high as the space kept for the viewer.
 */
function followStep(viewer: Element | undefined): void {
  const tree = viewer?.querySelector('.tree');
  if (!tree) return;
  requestAnimationFrame(() => {
    const step = tree.querySelector('[aria-current="step"]');
    if (!step) return;
    const box = tree.getBoundingClientRect();
    const at = step.getBoundingClientRect();
    if (at.top < box.top) tree.scrollTop -= box.top - at.top + 4;
    else if (at.bottom > box.bottom) tree.scrollTop += at.bottom - box.bottom + 4;
  });
}

/** Calls {@link followStep} on its element after each drawing. */
const followStepAfterDrawing = directive(
  class extends Directive {
    render(): unknown {
      return nothing;
    }
    override update(part: ElementPart): unknown {
      followStep(part.element);
      return nothing;
    }
  },
);

/** The viewer under the board. */
export function renderViewer(v: ViewerView): TemplateResult {
  const { at, s, ui } = v;
  const parent = at?.parent ?? null;
  const siblings = parent?.next.length ?? 0;
  const end = v.end();
  const to = {
    first: at && at !== v.first ? v.first : null,
    previous: parent,
    next: at?.next[0],
    last: end !== at ? end : null,
  };
  const ply = at?.ply ?? 0;
  const label = !at ? '' : ply === 0 ? s.start : format(at.depth ? s.stepInVariation : s.step, { n: ply });
  const forks = at && at.next.length > 1 ? at.next : [];
  if (v.puzzle)
    return html`${v.caption ? html`<p class="caption" part="caption">${v.caption}</p>` : nothing}${
      v.games > 1 ? html`<div class="lesson record controls">${renderPicker(v)}</div>` : nothing
    }`;
  const header = v.games > 1 ? '' : v.gameName(0, true);
  return html`${header ? html`<p class="header" part="record-header">${header}</p>` : nothing}${v.caption ? html`<p class="caption" part="caption">${v.caption}</p>` : nothing}<div class="lesson record controls" @keydown=${v.key} ${followStepAfterDrawing()}>
    ${v.games > 1 ? renderPicker(v) : nothing}
    ${renderStepBar({
      names: ui,
      can: { first: !!to.first, previous: !!to.previous, next: !!to.next, last: !!to.last },
      go: (k) => to[k] && v.go(to[k]),
      play: { playing: v.playing, can: v.first.next.length > 0, toggle: v.toggle },
      ply: label,
      middle:
        siblings > 1
          ? html`${iconButton('previous-variation', s.previousVariation, '↑', () => v.sibling(-1))}${iconButton('next-variation', s.nextVariation, '↓', () => v.sibling(1))}`
          : nothing,
      toolbar: s.controls,
      end: downloadMenu({ label: s.downloadImage, pick: v.picture }),
    })}
    ${
      forks.length
        ? html`<div class="bar forks" part="variations" role="group" aria-label=${s.continueWith}>
          <span>${s.continueWith}:</span>${forks.map(
            (f) =>
              html`<span class="num" aria-hidden="true">${moveNumber(f.ply - 1, v.northFirst, f.move!.pit)}</span><button type="button" part="fork" aria-label=${format(s.move, { n: f.ply, pit: moveText(f.move!, v.labels) })} @click=${() => v.go(f)}>${moveText(f.move!, v.labels)}</button>`,
          )}
        </div>`
        : nothing
    }
    ${moveList(v)}
  </div>`;
}

/** The move list (a window of a long one, with a button each way for the moves outside it). */
function moveList(v: ViewerView): TemplateResult {
  const { from, to } = v.window;
  const total = v.tree.moves.length;
  const more = (by: 1 | -1, range: string) =>
    html`<button type="button" class="more" part="more-moves" aria-label=${`${by < 0 ? v.ui.previous : v.ui.next}: ${range}`} @click=${() => v.shift(by)}>⋯ ${range}</button>`;
  return html`${from > 0 ? more(-1, `1–${from}`) : nothing}${renderMoveTree(v.s.moves, line(v, v.tree, 0, from, to))}${
    to < total ? more(1, `${to + 1}–${total}`) : nothing
  }`;
}

/**
 * A game's name, as far as its tags are known: in the picker its event, players (South – North) and
 * round; as a single record's `header` its event, date and players.
 */
export function gameName(g: GameRecord | undefined, header = false): string {
  const t = g?.tags ?? {};
  const known = (v: string | undefined) => (v && v.trim() !== '?' ? v.trim() : '');
  const players = [known(t.South), known(t.North)].filter(Boolean).join(' – ');
  return (header ? [t.Event, t.Date, players] : [t.Event, players, t.Round]).map(known).filter(Boolean).join(', ');
}

/** The comments that belong to step `at` (before and after its move; at the start, the record's first), read. */
export function stepComments(record: GameRecord, at: RecordStep): CommentParts[] {
  return (at.move ? [at.before, at.move.comment] : [record.tree.comment]).map((c) => readComment(c));
}

/** The step controls' names: the lessons' (in the board's language), English where there are none. */
export function controlNames(ui: Partial<ViewerView['ui']> | undefined): ViewerView['ui'] {
  return {
    first: ui?.first ?? 'First',
    previous: ui?.previous ?? 'Previous',
    play: ui?.play ?? 'Play',
    pause: ui?.pause ?? 'Pause',
    next: ui?.next ?? 'Next',
    last: ui?.last ?? 'Last',
  };
}

/** What is said when a step is shown: its move (or, at the start, the position) and its comment. */
export function stepSentence(h: BoardApi, comment: string): string {
  const n = new Narrator({
    lang: h.language,
    labels: h.labels === 'numbers' ? 'numbers' : 'letters',
    variant: h.variant,
    strings: h.strings,
  });
  const last = h.history[h.history.length - 1];
  return n.join([last ? n.move(last) : n.position(h.game), comment]);
}
