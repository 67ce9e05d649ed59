/**
 * `moves`, `ply`, `controls`, `autoplay` and `loop`: a move sequence shown on the board, stepped
 * with buttons, keys or the move list, or played by itself with the sowing animation.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { renderMoveList, rowEntries } from '../../controls/move-list.js';
import { renderStepBar, stepKey } from '../../controls/step-bar.js';
import { pitName } from '../annotations.js';
import { buildSequence, gameAt, type Sequence } from '../sequence.js';
import { type LessonContext, pause } from './context.js';

export class SequencePlayer {
  seq: Sequence | null = null;
  playing = false;
  private run = 0;

  constructor(private readonly ctx: LessonContext) {}

  /**
   * Build the sequence from `start` and the board's `moves`/`variant`; show `ply` (`null`: the start
   * with `controls` or `autoplay`, else the end).
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
    // a lesson the reader steps through (controls) or that plays itself (autoplay) opens at its start;
    // a picture of the moves (neither) shows where they lead; `ply` given wins over both
    this.show((h.autoplay || h.controls) && ply == null ? 0 : seq.ply);
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
    this.ctx.api.showGame(gameAt(seq, p));
    this.ctx.step(p);
    this.ctx.sync();
    this.announce();
  }

  /** Go to a ply: one step forward is animated, anything else is shown at once. */
  async goTo(ply: number, fromAutoplay = false): Promise<void> {
    if (!fromAutoplay) this.stop();
    const seq = this.seq;
    if (!seq) return;
    const cur = this.ply;
    const target = Math.max(0, Math.min(seq.records.length, ply));
    if (cur >= 0 && target === cur + 1) {
      this.ctx.step(target);
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
    const to = stepKey(e, Math.max(0, this.ply), this.total);
    if (to !== null) void this.goTo(to);
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
    const moveOf = (n: number) => ui('moveOf', { n, total });
    return html`<div class="lesson controls" @keydown=${this.key}>
      ${renderStepBar({
        names: {
          first: ui('first'),
          previous: ui('previous'),
          play: ui('play'),
          pause: ui('pause'),
          next: ui('next'),
          last: ui('last'),
        },
        can: { first: cur !== 0, previous: cur > 0, next: cur < total && cur >= 0, last: cur !== total },
        go: (k) => this.goTo({ first: 0, previous: cur - 1, next: cur + 1, last: total }[k]),
        play: { playing: this.playing, can: total > 0, toggle: () => (this.playing ? this.stop() : this.play()) },
        ply: cur === 0 ? ui('startPosition') : cur > 0 ? moveOf(cur) : '',
        end: this.ctx.seeds.render(),
        toolbar: ui('controlsLabel'),
      })}
      ${
        total
          ? renderMoveList(
              ui('moveList'),
              rowEntries(
                seq.records.map((r) => pitName(r.pit, style)),
                seq.records[0]?.player === 'north',
                cur,
                moveOf,
                (n) => this.goTo(n),
              ),
            )
          : nothing
      }
    </div>`;
  }
}
