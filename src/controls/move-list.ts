/**
 * The move list under the step bar (part `move-list`): every move a button (part `move`) that
 * shows its step, the one on show `aria-current="step"`; move numbers beside them, hidden from
 * assistive technology (each move's name says its number). The record viewer's list
 * ({@link renderMoveTree}) also has comments (part `comment`) and nested variations (part `variation`).
 */
import { html, nothing, type TemplateResult } from 'lit';

/** A move in a list. */
export interface MoveEntry {
  /** The move number written before it (`3.`, `3...`), if any. */
  num?: string;
  /** What the button shows (`C`, `d+2!`). */
  text: string;
  /** Its accessible name, which holds the visible text (`Move 5 of 40: C`). */
  label: string;
  /** Whether its step is on show. */
  current: boolean;
  go(): void;
}

/** An item of a list with variations: a move, a comment, or a variation (its own items, named `label`). */
export type MoveItem = MoveEntry | { comment: string } | { variation: readonly MoveItem[]; label: string };

const entry = (m: MoveEntry) =>
  html`${m.num ? html`<span class="num" aria-hidden="true">${m.num}</span>` : nothing}<button type="button" part="move" aria-current=${m.current ? 'step' : nothing} aria-label=${m.label} @click=${m.go}>${m.text}</button>`;

const isMove = (i: MoveItem): i is MoveEntry => !('comment' in i) && !('variation' in i);

/**
 * The items in list items: a numbered move and the unnumbered move after it (South's and North's)
 * share one (class `pair`), so a line never breaks inside "4. F a"; comments and variations have their own.
 */
function items(list: readonly MoveItem[]): TemplateResult[] {
  const out: TemplateResult[] = [];
  let pair: MoveEntry[] | null = null;
  const close = () => {
    if (pair) out.push(html`<li class="pair">${pair.map(entry)}</li>`);
    pair = null;
  };
  for (const i of list) {
    if (!isMove(i)) {
      close();
      out.push(
        'comment' in i
          ? html`<li class="comment" part="comment">${i.comment}</li>`
          : html`<li class="variation"><ol class="moves" part="variation" aria-label=${i.label}>${items(i.variation)}</ol></li>`,
      );
    } else if (pair && !i.num && pair.length === 1) pair.push(i);
    else {
      close();
      pair = [i];
    }
  }
  close();
  return out;
}

/** A list of moves in a row, named `label`. */
export function renderMoveList(label: string, moves: readonly MoveEntry[]): TemplateResult {
  return html`<ol class="moves" part="move-list" aria-label=${label}>${items(moves)}</ol>`;
}

/** A list with comments and nested variations (class `tree`: its look is the record viewer's, src/record/board/styles.ts). */
export function renderMoveTree(label: string, list: readonly MoveItem[]): TemplateResult {
  return html`<ol class="moves tree" part="move-list" aria-label=${label}>${items(list)}</ol>`;
}

/**
 * A game's moves in a row, `texts[i]` the (i + 1)th: `1.` before the first move of each pair of
 * South and North (`northFirst`: North opened), each named `<moveOf(n)>: <text>`, move `at`
 * current, a click showing move `n` with `go(n)`.
 */
export function rowEntries(
  texts: readonly string[],
  northFirst: boolean,
  at: number,
  moveOf: (n: number) => string,
  go: (n: number) => void,
): MoveEntry[] {
  return texts.map((text, i) => {
    const k = i + (northFirst ? 1 : 0);
    return {
      num: k % 2 ? '' : `${k / 2 + 1}.`,
      text,
      label: `${moveOf(i + 1)}: ${text}`,
      current: at === i + 1,
      go: () => go(i + 1),
    };
  });
}
