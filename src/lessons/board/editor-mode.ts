/**
 * `editable`: the position editor. Click adds a seed, Shift+click / right-click / `−` removes one,
 * `+` adds, a digit sets the count, the wheel adds or removes; a toolbar sets the side to move and
 * the scores, and has a "Remove seeds" toggle (part `control remove-mode`, `aria-pressed`): while it
 * is on, a tap, click, Enter or Space on a pit removes a seed (Shift+click then adds one) — the way to
 * remove on a touch screen. Every change fires `oware-position-change` with `{ position, issues }`.
 */
import { html, type TemplateResult } from 'lit';
import { emit } from '../../element/events.js';
import { eventPit } from '../../element/input.js';
import { Game, type Side } from '../../engine/index.js';
import { pitName } from '../annotations.js';
import { editorMessage, PositionEditor } from '../editor.js';
import type { LessonContext } from './context.js';

export class EditorMode {
  editor: PositionEditor | null = null;
  /** Whether a tap (click, Enter, Space) on a pit removes a seed instead of adding one. */
  removing = false;

  constructor(private readonly ctx: LessonContext) {}

  setup(position: string): void {
    this.editor = new PositionEditor(position);
  }

  clear(): void {
    this.editor = null;
    this.removing = false;
  }

  /** Apply a change, show the position, tell the page. */
  change(fn: (ed: PositionEditor) => unknown, say?: number): void {
    const ed = this.editor;
    if (!ed) return;
    const before = ed.position;
    try {
      fn(ed);
    } catch {
      return;
    }
    const h = this.ctx.host;
    const issues = ed.validate();
    if (ed.position === before) return;
    if (!issues.some((i) => i.severity === 'error')) {
      try {
        this.ctx.api.showGame(new Game({ position: ed.position, variant: h.variant }));
      } catch {
        /* shown by the issues */
      }
    }
    this.ctx.sync();
    h.requestUpdate();
    emit(h, 'oware-position-change', { position: ed.position, issues });
    if (say !== undefined) {
      const n = this.ctx.narrator();
      this.ctx.api.announce(`${this.ctx.ui('seedsInPit', { pit: pitName(say, n.labels) })}: ${ed.pits[say]}`);
    }
  }

  add(pit: number): void {
    this.change((ed) => ed.addSeed(pit), pit);
  }

  remove(pit: number): void {
    this.change((ed) => ed.removeSeed(pit), pit);
  }

  click(pit: number, e: MouseEvent): boolean {
    // Shift / Alt / the right button do the other thing than a plain tap does
    if ((e.shiftKey || e.altKey || e.button === 2) !== this.removing) this.remove(pit);
    else this.add(pit);
    return true;
  }

  key(pit: number, e: KeyboardEvent): boolean {
    if (['Enter', ' '].includes(e.key)) this.click(pit, new MouseEvent('click'));
    else if (['+', '='].includes(e.key)) this.add(pit);
    else if (['-', '_', '\u2212', 'Backspace', 'Delete'].includes(e.key)) this.remove(pit);
    else if (/^[0-9]$/.test(e.key)) this.change((ed) => ed.setPit(pit, Number(e.key)), pit);
    else return false;
    e.preventDefault();
    return true;
  }

  onContextMenu = (e: MouseEvent): void => {
    const pit = eventPit(e, this.ctx.host);
    if (pit === null || !this.editor) return;
    e.preventDefault();
    this.remove(pit);
  };

  onWheel = (e: WheelEvent): void => {
    const pit = eventPit(e, this.ctx.host);
    if (pit === null || !this.editor || e.deltaY === 0) return;
    e.preventDefault();
    if (e.deltaY < 0) this.add(pit);
    else this.remove(pit);
  };

  render(): TemplateResult | null {
    const ed = this.editor;
    if (!ed) return null;
    const ui = this.ctx.ui.bind(this.ctx);
    const n = this.ctx.narrator();
    const sides: Side[] = ['south', 'north'];
    const score = ed.score;
    const issues = ed.validate();
    return html`<div class="lesson controls" part="editor">
      <p class="help" part="help">${ui('editorHelp')}</p>
      <div class="toolbar" part="toolbar" role="group" aria-label=${ui('editor')}>
        <fieldset>
          <legend>${ui('sideToMove')}</legend>
          ${sides.map(
            (side) =>
              html`<label><input type="radio" name="turn" .checked=${ed.turn === side} @change=${() => this.change((e) => e.setTurn(side))} />${n.side(side)}</label>`,
          )}
        </fieldset>
        <fieldset>
          <legend>${ui('scores')}</legend>
          ${sides.map(
            (side, i) => html`<label>${n.side(side)}
              <input type="number" min="0" max="48" inputmode="numeric" aria-label=${ui('scoreOf', { side: n.side(side) })} .value=${String(score[i])}
                @change=${(e: Event) => {
                  const v = Number((e.target as HTMLInputElement).value);
                  if (Number.isInteger(v) && v >= 0) this.change((ed) => ed.setScore(side, v));
                  else (e.target as HTMLInputElement).value = String(ed.score[i]);
                }} /></label>`,
          )}
        </fieldset>
        <span class="bar">
          <button type="button" part="control remove-mode" aria-pressed=${this.removing ? 'true' : 'false'} @click=${() => {
            this.removing = !this.removing;
            this.ctx.host.requestUpdate();
          }}>${ui('removeMode')}</button>
          <button type="button" part="control clear" @click=${() => this.change((e) => e.clear())}>${ui('clear')}</button>
          <button type="button" part="control start" @click=${() => this.change((e) => e.resetToStart())}>${ui('resetToStart')}</button>
          <button type="button" part="control undo" aria-disabled=${ed.canUndo ? 'false' : 'true'} @click=${() => this.change((e) => e.undo())}>${ui('undo')}</button>
        </span>
        <span class="total" part="total">${ui('total', { n: ed.total }, ed.total)}</span>
      </div>
      ${
        issues.length
          ? html`<ul class="issues" part="issues">${issues.map((i) => html`<li class=${i.severity} data-code=${i.code}>${editorMessage(i, n)}</li>`)}</ul>`
          : null
      }
    </div>`;
  }
}
