/**
 * The `draw` feature (off by default): readers and authors draw on any board — arrows by dragging
 * from pit to pit with the right button (mouse and pen), marks by right-clicking a pit, the kind
 * from the palette or a modifier (Shift capture, Alt origin, Ctrl bad); on touch, or with the left
 * button, a tool of the palette (Mark, Arrow: tap from, tap to; Number) and taps; by keyboard, on the
 * focused pit, M (mark), A (arrow from, then A again on the pit it points to), N (number), Escape.
 * Drawing the same thing again removes it. What is drawn is the board's own vocabulary
 * (`oware-draw`, `board.drawing`: `highlight`, `arrows`, `markers` strings). It never takes a move
 * away: on a playable board a left click plays unless a tool is picked.
 */

import { html, nothing } from 'lit';
import { adoptStyles } from '../controls/adopt.js';
import { controlStyles } from '../controls/styles.js';
import type { Geometry } from '../diagram/layout.js';
import { overlayOnce } from '../diagram/overlay.js';
import { overlayStyles } from '../diagram/overlay-styles.js';
import { raw } from '../diagram/raw.js';
import type { ViewInput } from '../diagram/view-model.js';
import { emit } from '../element/events.js';
import type { BoardApi, BoardFeature, FeatureHost } from '../element/oware-board.js';
import { pitLetter } from '../engine/notation.js';
import { format } from '../i18n/index.js';
import type { DrawingOwner } from './descriptor.js';
import {
  DRAW_KINDS,
  type Drawing,
  type DrawingText,
  drawingText,
  emptyDrawing,
  readDrawing,
  toggleArrow,
  toggleMark,
  toggleMarker,
} from './model.js';
import type { DrawingStrings } from './strings.js';
import { drawingStyles } from './styles.js';

type Tool = 'mark' | 'arrow' | 'number';
const TOOLS: readonly Tool[] = ['mark', 'arrow', 'number'];
const TEXTS = ['highlight', 'arrows', 'markers'] as const;

export class DrawingFeature implements BoardFeature, DrawingOwner {
  readonly feature = 'drawing';
  readonly board: BoardApi;
  #d: Drawing = emptyDrawing();
  /** The palette's tool (`null`: none picked — a left click plays on a playable board). */
  #tool: Tool | null = null;
  /** The palette's kind: plain (`highlight`, no suffix) until one is picked — a judgement such as `good` is never made silently. */
  #kind: string = 'highlight';
  /** An arrow's start, chosen by a tap or a key. */
  #from: number | null = null;
  /** A right-button press: where, and the kind its modifiers chose. */
  #press: { pit: number; kind: string; right: boolean } | null = null;

  constructor(readonly api: FeatureHost) {
    this.board = api.board;
  }

  /** What is drawn, in attribute syntax. */
  get text(): DrawingText {
    return drawingText(this.#d);
  }

  /** `board.drawing = value`: `null` clears; strings are read as the attributes read them (a bad one fires `oware-error`, the drawing stays). */
  set(value: unknown): void {
    let next = emptyDrawing();
    if (value !== null && value !== undefined && value !== '') {
      // read once, each key: a Proxy or getter that throws is a bad value like any other
      let v: Partial<Record<(typeof TEXTS)[number], unknown>> | undefined;
      try {
        if (typeof value === 'object') v = Object.fromEntries(TEXTS.map((k) => [k, (value as typeof v)![k]]));
      } catch {}
      if (!v || TEXTS.some((k) => v[k] !== undefined && typeof v[k] !== 'string')) {
        this.api.reportError(
          'drawing',
          value,
          'drawing is null, or an object of highlight, arrows and markers strings',
        );
        return;
      }
      const read = readDrawing(v as Partial<DrawingText>);
      if (!read.drawing) {
        this.api.reportError('drawing', value, read.message ?? 'not a drawing');
        return;
      }
      next = read.drawing;
    }
    this.#d = next;
    this.#from = null;
    this.board.requestUpdate();
  }

  hostConnected(): void {
    const b = this.board;
    adoptStyles(b, controlStyles, overlayStyles, drawingStyles);
    b.addEventListener('pointerdown', this.#down);
    b.addEventListener('pointerup', this.#up);
    b.addEventListener('contextmenu', this.#menu);
  }

  hostDisconnected(): void {
    const b = this.board;
    b.removeEventListener('pointerdown', this.#down);
    b.removeEventListener('pointerup', this.#up);
    b.removeEventListener('contextmenu', this.#menu);
  }

  get #words(): DrawingStrings {
    return this.board.text.drawing;
  }

  /** The pit under a pointer (the board's own hit areas), or `null`. */
  #pitAt(e: MouseEvent): number | null {
    const root = this.board.renderRoot as ShadowRoot;
    for (const el of root.elementsFromPoint?.(e.clientX, e.clientY) ?? []) {
      const g = el.closest('[data-pit]');
      if (g) return Number(g.getAttribute('data-pit'));
    }
    return null;
  }

  /** The kind a press or key draws: Shift capture, Alt origin, Ctrl (⌘) bad, else the palette's. */
  #kindOf(e: MouseEvent | KeyboardEvent): string {
    return e.shiftKey ? 'capture' : e.altKey ? 'origin' : e.ctrlKey || e.metaKey ? 'bad' : this.#kind;
  }

  /** A press that may become an arrow: the right button, or any with the Arrow tool (touch and pen drag too). */
  #down = (e: PointerEvent): void => {
    if (!this.board.draw || (e.button !== 2 && this.#tool !== 'arrow')) return;
    const pit = this.#pitAt(e);
    if (pit === null) return;
    this.#press = { pit, kind: this.#kindOf(e), right: e.button === 2 };
    if (e.button === 2) e.preventDefault();
  };

  #up = (e: PointerEvent): void => {
    const press = this.#press;
    this.#press = null;
    if (!press) return;
    const to = this.#pitAt(e);
    // a drag to another pit draws an arrow; a right click on one pit marks it (a left tap is a click)
    if (to !== null && to !== press.pit) {
      this.#from = null;
      this.#arrow(press.pit, to, press.kind);
    } else if (to === press.pit && press.right) this.#mark(to, press.kind);
  };

  #menu = (e: MouseEvent): void => {
    if (this.board.draw && this.#pitAt(e) !== null) e.preventDefault();
  };

  /** Whether the board takes moves (then a left click plays unless a tool is picked). */
  get #playable(): boolean {
    const b = this.board;
    return b.interactive !== 'none' || (b.ai !== 'none' && b.ai !== 'both');
  }

  pitActivated(pit: number, e: MouseEvent): boolean {
    if (!this.board.draw || (!this.#tool && this.#playable)) return false;
    this.#tap(pit, this.#kindOf(e));
    return true;
  }

  pitKey(pit: number, e: KeyboardEvent): boolean {
    if (!this.board.draw || e.ctrlKey || e.metaKey) return false;
    const key = e.key.toLowerCase();
    const tool: Tool | null =
      key === 'm'
        ? 'mark'
        : key === 'a'
          ? 'arrow'
          : key === 'n'
            ? 'number'
            : (key === 'enter' || key === ' ') && (this.#tool || !this.#playable)
              ? (this.#tool ?? 'mark')
              : null;
    if (key === 'escape' && this.#from !== null) {
      this.#from = null;
      this.board.requestUpdate();
    } else if (tool) this.#tap(pit, this.#kindOf(e), tool);
    else return false;
    e.preventDefault();
    return true;
  }

  /** A tap (or key) on `pit` with `tool`: a mark, a number, or an arrow's start or end. */
  #tap(pit: number, kind: string, tool: Tool = this.#tool ?? 'mark'): void {
    if (tool === 'mark') this.#mark(pit, kind);
    else if (tool === 'number') {
      toggleMarker(this.#d, pit);
      this.#changed(this.#d.markers.has(pit) ? this.#d.markers.get(pit)! : this.#words.removed);
    } else if (this.#from === null) {
      this.#from = pit;
      this.api.announce(format(this.#words.arrowFrom, { pit: pitLetter(pit) }));
      this.board.requestUpdate();
    } else {
      const from = this.#from;
      this.#from = null;
      if (from === pit) this.board.requestUpdate();
      else this.#arrow(from, pit, kind);
    }
  }

  #mark(pit: number, kind: string): void {
    toggleMark(this.#d, pit, kind);
    const w = this.#words;
    const on = this.#d.marks.get(pit) === kind;
    this.#changed(
      on
        ? format(w.markDrawn, { pit: pitLetter(pit), kind: (w as unknown as Record<string, string>)[kind] ?? kind })
        : w.removed,
    );
  }

  #arrow(from: number, to: number, kind: string): void {
    toggleArrow(this.#d, from, to, kind);
    const w = this.#words;
    const on = this.#d.arrows.some((a) => a.from === from && a.to === to);
    this.#changed(on ? format(w.arrowDrawn, { from: pitLetter(from), to: pitLetter(to) }) : w.removed);
  }

  /** Redraw, say what changed, and tell the page (`oware-draw`). */
  #changed(said: string): void {
    this.board.requestUpdate();
    this.api.announce(said);
    emit(this.board, 'oware-draw', this.text);
  }

  #clear = (): void => {
    this.#d = emptyDrawing();
    this.#from = null;
    this.#changed(this.#words.cleared);
  };

  view(input: ViewInput): ViewInput {
    if (!this.board.draw) return input;
    const a = input.annotations;
    const d = this.#d;
    const marks = a.marks.concat(
      [...d.marks].map(([pit, kind]) => ({ pit, kind })),
      [...d.markers].map(([pit, label]) => ({ pit, kind: 'marker', label })),
    );
    if (this.#from !== null) marks.push({ pit: this.#from, kind: 'draw-from' });
    const out = { ...input, annotations: { ...a, marks, arrows: a.arrows.concat(d.arrows) } };
    // A board nobody plays on: its pits become buttons for drawing (focusable, a key draws).
    return input.interactive === 'none' ? { ...out, interactive: 'both', legal: [], editing: true } : out;
  }

  renderOverlay(input: ViewInput, g: Geometry): unknown {
    const markup = this.board.draw ? overlayOnce(input, g) : '';
    return markup ? raw(markup, true) : nothing;
  }

  renderBelow(): unknown {
    if (!this.board.draw) return nothing;
    const w = this.#words;
    const d = this.#d;
    const empty = !d.marks.size && !d.arrows.length && !d.markers.size;
    return html`<div class="controls draw-tools" part="draw-tools" role="toolbar" aria-label=${w.tools}>${TOOLS.map(
      (t) =>
        html`<button type="button" part="control draw-${t}" aria-pressed=${this.#tool === t ? 'true' : 'false'} @click=${() => this.#pick(t)}>${w[t]}</button>`,
    )}<span class="kinds">${DRAW_KINDS.map(
      (k) =>
        html`<button type="button" class="kind ${k}" part="control draw-kind" aria-pressed=${this.#kind === k ? 'true' : 'false'} aria-label=${w[k]} title=${w[k]} @click=${() => this.#pickKind(k)}></button>`,
    )}</span><button type="button" part="control draw-clear" aria-disabled=${empty ? 'true' : 'false'} @click=${() => empty || this.#clear()}>${w.clear}</button><details class="draw-help"><summary>${w.howTo}</summary>${w.help}</details></div>`;
  }

  #pick(tool: Tool): void {
    this.#tool = this.#tool === tool ? null : tool;
    this.#from = null;
    this.board.requestUpdate();
  }

  #pickKind(kind: string): void {
    this.#kind = kind;
    this.board.requestUpdate();
  }
}

/** The factory registered with `OwareBoard.addFeature`. */
export const drawingFeature = (host: FeatureHost): DrawingFeature => new DrawingFeature(host);
