/**
 * `moves`, `ply`, `controls`, `autoplay` and `loop`: a move sequence shown on the board, stepped
 * with buttons, keys or the move list, or played by itself with the sowing animation.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import { pitName } from '../annotations.js';
import { buildSequence, gameAt, type Sequence } from '../sequence.js';
import { type LessonContext, pause } from './context.js';

export const ICONS = {
  first: 'M5 5h2.5v14H5zM19 5v14l-10-7z',
  previous: 'M17 5v14L6 12z',
  play: 'M7 5v14l11-7z',
  pause: 'M6 5h4v14H6zM14 5h4v14h-4z',
  next: 'M7 5v14l11-7z',
  last: 'M16.5 5H19v14h-2.5zM5 5v14l10-7z',
};
export const icon = (d: string) => html`<svg viewBox="0 0 24 24" aria-hidden="true">${svg`<path d=${d}></path>`}</svg>`;

export class SequencePlayer {
  seq: Sequence | null = null;
  playing = false;
  private run = 0;

  constructor(private readonly ctx: LessonContext) {}

  /**
   * Build the sequence from `start` and the board's `moves`/`variant`; show `ply` (`null`: the end).
   * Bad `moves` or `ply` are reported when `changed` has them (a value is reported once, not again
   * when something else rebuilds the sequence).
   */
  build(start: string, ply: number | null, changed: ReadonlySet<string> = new Set(['moves', 'ply'])): void {
    const h = this.ctx.host;
    this.stop();
    const seq = buildSequence({ position: start, moves: h.moves, variant: h.variant, ply });
    this.seq = seq;
    for (const e of seq.errors)
      if ((e.attribute === 'moves' || e.attribute === 'ply') && changed.has(e.attribute))
        this.ctx.api.reportError(e.attribute, e.value, e.message);
    this.show(h.autoplay && ply == null ? 0 : seq.ply);
    if (h.autoplay) this.play();
  }

  clear(): void {
    this.stop();
    this.seq = null;
  }

  get total(): number {
    return this.seq?.records.length ?? 0;
  }

  /** The ply on the board, or -1 when the board has left the sequence (a user's move). */
  get ply(): number {
    const seq = this.seq;
    if (!seq) return -1;
    const hist = this.ctx.host.history;
    if (hist.length > seq.moves.length || !hist.every((r, i) => r.pit === seq.moves[i])) return -1;
    const at = hist.length;
    return seq.positions[at] === this.ctx.host.position ? at : -1;
  }

  /** Show a ply at once (no animation). */
  show(ply: number): void {
    const seq = this.seq;
    if (!seq) return;
    const p = Math.max(0, Math.min(seq.records.length, ply));
    const h = this.ctx.host;
    this.ctx.api.showGame(gameAt(seq, p));
    h.ply = p;
    this.ctx.sync();
    this.announce();
  }

  /** Go to a ply: one step forward is animated, anything else is shown at once. */
  async goTo(ply: number, fromAutoplay = false): Promise<void> {
    if (!fromAutoplay) this.stop();
    const seq = this.seq;
    if (!seq) return;
    const h = this.ctx.host;
    const cur = this.ply;
    const target = Math.max(0, Math.min(seq.records.length, ply));
    if (cur >= 0 && target === cur + 1) {
      h.ply = target;
      this.ctx.sync();
      const done = this.ctx.api.play(seq.moves[cur], 'api');
      this.ctx.sync();
      await done.catch(() => null);
      this.ctx.sync();
    } else if (target !== cur) {
      this.show(target);
    }
  }

  private announce(): void {
    const h = this.ctx.host;
    const last = h.history[h.history.length - 1];
    const n = this.ctx.narrator();
    this.ctx.api.announce(last ? n.move(last) : n.position(h.game));
  }

  play(): void {
    const seq = this.seq;
    if (!seq?.records.length) return;
    this.playing = true;
    const run = ++this.run;
    this.ctx.host.requestUpdate();
    void this.loop(run);
  }

  stop(): void {
    if (!this.playing) return;
    this.playing = false;
    this.run++;
    this.ctx.host.requestUpdate();
  }

  private async loop(run: number): Promise<void> {
    const h = this.ctx.host;
    if (this.ply === this.total || this.ply < 0) {
      if (this.ply === this.total) await pause(h, 6);
      if (run !== this.run) return;
      this.show(0);
    }
    while (run === this.run && h.isConnected) {
      await pause(h, 5);
      if (run !== this.run) return;
      const cur = this.ply;
      if (cur < 0) return this.stop();
      if (cur >= this.total) {
        if (!h.loop) return this.stop();
        await pause(h, 6);
        if (run !== this.run) return;
        this.show(0);
        continue;
      }
      await this.goTo(cur + 1, true);
    }
  }

  private key = (e: KeyboardEvent): void => {
    const cur = Math.max(0, this.ply);
    const to = { ArrowLeft: cur - 1, ArrowRight: cur + 1, Home: 0, End: this.total }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    void this.goTo(to);
  };

  /** The controls: first, previous, play/pause, next, last, "Move n of m" and the move list. */
  render(): TemplateResult | typeof nothing {
    const seq = this.seq;
    const h = this.ctx.host;
    if (!seq || !h.controls) return nothing;
    const ui = this.ctx.ui.bind(this.ctx);
    const cur = this.ply;
    const total = seq.records.length;
    const style = h.labels === 'numbers' ? 'numbers' : 'letters';
    const btn = (key: 'first' | 'previous' | 'next' | 'last', to: number, off: boolean) =>
      html`<button type="button" class="icon" part="control ${key}" aria-label=${ui(key)} title=${ui(key)} aria-disabled=${off ? 'true' : 'false'} @click=${() => !off && this.goTo(to)}>${icon(ICONS[key])}</button>`;
    const playKey = this.playing ? 'pause' : 'play';
    const southFirst = seq.records[0]?.player !== 'north';
    return html`<div class="lesson controls" @keydown=${this.key}>
      <div class="bar" part="controls" role="toolbar" aria-label=${ui('controlsLabel')}>
        ${btn('first', 0, cur === 0)}${btn('previous', cur - 1, cur <= 0)}
        <button type="button" class="icon" part="control ${playKey}" aria-label=${ui(playKey)} title=${ui(playKey)} aria-disabled=${total ? 'false' : 'true'}
          @click=${() => (this.playing ? this.stop() : this.play())}>${icon(ICONS[playKey])}</button>
        ${btn('next', cur + 1, cur >= total || cur < 0)}${btn('last', total, cur === total)}
        <span class="ply" part="ply">${cur === 0 ? ui('startPosition') : cur > 0 ? ui('moveOf', { n: cur, total }) : ''}</span>
        ${this.ctx.seeds.render()}
      </div>
      ${
        total
          ? html`<ol class="moves" part="move-list" aria-label=${ui('moveList')}>
            ${seq.records.map((r, i) => {
              const num =
                (i + (southFirst ? 0 : 1)) % 2 === 0
                  ? html`<span class="num" aria-hidden="true">${Math.floor((i + (southFirst ? 0 : 1)) / 2) + 1}.</span>`
                  : nothing;
              return html`<li>${num}<button type="button" part="move" aria-current=${cur === i + 1 ? 'step' : nothing}
                aria-label=${`${ui('moveOf', { n: i + 1, total })}: ${pitName(r.pit, style)}`} @click=${() => this.goTo(i + 1)}>${pitName(r.pit, style)}</button></li>`;
            })}
          </ol>`
          : nothing
      }
    </div>`;
  }
}
