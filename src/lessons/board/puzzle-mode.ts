/**
 * `puzzle`, `solution` and `goal`: the solver's clicks are checked by a {@link PuzzleSession}; the
 * opponent's replies are played with animation; feedback, Retry, Hint and Take back under the board.
 *
 * Fires `oware-puzzle-step`, `oware-puzzle-failed` and `oware-puzzle-solved`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Mark } from '../../element/annotations.js';
import { emit } from '../../element/events.js';
import { Game, type Side } from '../../engine/index.js';
import { pitName } from '../annotations.js';
import { PuzzleSession } from '../puzzle.js';
import { type LessonContext, pause } from './context.js';

type Feedback = {
  key: 'goal' | 'correct' | 'wrong' | 'solved' | 'hint';
  pit?: number;
  reply?: number;
  tone: 'info' | 'good' | 'bad';
};

export class PuzzleMode {
  session: PuzzleSession | null = null;
  private feedback: Feedback = { key: 'goal', tone: 'info' };
  private hintPit: number | null = null;
  private busy = false;

  constructor(private readonly ctx: LessonContext) {}

  /** Start a puzzle at `start` with the board's `solution` and `goal`. */
  setup(start: string): void {
    const h = this.ctx.host;
    this.session = null;
    try {
      this.session = new PuzzleSession({
        position: start,
        solution: h.solution ?? '',
        goal: h.goal ?? null,
        variant: h.variant,
      });
    } catch (e) {
      const msg = (e as Error).message;
      const attribute = /goal/.test(msg) ? 'goal' : 'solution';
      this.ctx.api.reportError(attribute, attribute === 'goal' ? h.goal : h.solution, msg);
      return;
    }
    this.restart();
  }

  clear(): void {
    this.session = null;
    this.hintPit = null;
  }

  get solver(): Side | null {
    return this.session?.solver ?? null;
  }

  /** Whether the board should offer the solver's moves now. */
  get open(): boolean {
    const s = this.session;
    return !!s && !this.busy && s.state === 'playing' && this.ctx.host.turn === s.solver;
  }

  marks(): Mark[] {
    return this.hintPit === null ? [] : [{ pit: this.hintPit, kind: 'hint' }];
  }

  private show(game: Game): void {
    this.ctx.api.showGame(game);
    this.ctx.sync();
  }

  restart(): void {
    const s = this.session;
    if (!s) return;
    s.reset();
    this.hintPit = null;
    this.feedback = { key: 'goal', tone: 'info' };
    this.show(new Game({ position: s.start, variant: s.variant }));
    this.ctx.api.announce(this.text());
  }

  /** Take back a wrong move. */
  takeBack(): void {
    const s = this.session;
    if (s?.state !== 'failed') return;
    s.undo();
    this.show(s.current);
    this.feedback = { key: 'goal', tone: 'info' };
    this.ctx.api.announce(this.text());
  }

  hint(): void {
    const s = this.session;
    if (!s) return;
    if (s.state === 'failed') this.takeBack();
    const m = s.hint();
    if (m === null) return;
    this.hintPit = m;
    this.feedback = { key: 'hint', pit: m, tone: 'info' };
    this.ctx.host.requestUpdate();
    this.ctx.api.announce(this.text());
  }

  /** A click or Enter on a pit. Always handled while a puzzle is on. */
  activate(pit: number): boolean {
    const s = this.session;
    if (!s) return false;
    if (this.busy || s.state === 'solved') return true;
    if (s.state === 'failed') this.takeBack();
    if (this.ctx.host.turn !== s.solver) return true;
    void this.tryMove(pit);
    return true;
  }

  private async tryMove(pit: number): Promise<void> {
    const s = this.session!;
    const h = this.ctx.host;
    const t = s.try(pit);
    if (t.status === 'illegal') {
      this.ctx.api.play(pit, 'user').catch(() => null); // the board refuses it and says why
      return;
    }
    this.busy = true;
    this.hintPit = null;
    try {
      const played = this.ctx.api.play(pit, 'user');
      this.ctx.sync();
      await played.catch(() => null);
      if (t.status === 'wrong') {
        this.feedback = { key: 'wrong', pit, tone: 'bad' };
        emit(h, 'oware-puzzle-failed', s.failedDetail(t));
        return;
      }
      emit(h, 'oware-puzzle-step', s.stepDetail(t));
      this.feedback = { key: 'correct', tone: 'good' };
      if (t.reply !== undefined) {
        this.feedback.reply = t.reply;
        await pause(h, 3);
        const replied = this.ctx.api.play(t.reply, 'api');
        this.ctx.sync();
        await replied.catch(() => null);
      }
      if (s.state === 'solved') {
        this.feedback = { key: 'solved', tone: 'good' };
        emit(h, 'oware-puzzle-solved', s.solvedDetail());
      }
    } finally {
      this.busy = false;
      this.ctx.sync();
      h.requestUpdate();
      this.ctx.api.announce(this.text());
    }
  }

  /** The goal as a sentence: "Capture at least 5 seeds. You have 1 move." */
  goalText(): string {
    const s = this.session;
    if (!s) return '';
    const n = this.ctx.narrator();
    const side = n.side(s.solver);
    const opp = n.side(s.solver === 'south' ? 'north' : 'south');
    const g = s.goal;
    const goal =
      g.type === 'capture'
        ? this.ctx.ui('goalCapture', { n: g.seeds }, g.seeds)
        : g.type === 'win'
          ? this.ctx.ui('goalWin')
          : g.type === 'defend'
            ? g.seeds === 0
              ? this.ctx.ui('goalDefendNone', { opp })
              : this.ctx.ui('goalDefend', { opp, n: g.seeds }, g.seeds)
            : this.ctx.ui('goalLine', { side });
    const moves = Math.ceil(s.solution.length / 2);
    return n.join([goal, this.ctx.ui('goalMoves', { n: moves }, moves)]);
  }

  /** The feedback line in the board's language. */
  text(): string {
    const f = this.feedback;
    const n = this.ctx.narrator();
    const pit = (p: number) => pitName(p, n.labels);
    switch (f.key) {
      case 'wrong':
        return this.ctx.ui('wrongMove', { pit: pit(f.pit!) });
      case 'hint':
        return this.ctx.ui('hintText', { pit: pit(f.pit!) });
      case 'solved':
        return this.ctx.ui('solved');
      case 'correct':
        return n.join([
          this.ctx.ui('correct'),
          f.reply !== undefined
            ? this.ctx.ui('opponentReplies', {
                side: n.side(this.session!.solver === 'south' ? 'north' : 'south'),
                pit: pit(f.reply),
              })
            : '',
        ]);
      default:
        return this.goalText();
    }
  }

  render(): TemplateResult | typeof nothing {
    const s = this.session;
    if (!s) return nothing;
    const h = this.ctx.host;
    const ui = (k: 'retry' | 'hint' | 'undo') => this.ctx.ui(k);
    const failed = s.state === 'failed';
    return html`<div class="lesson" part="puzzle">
      <p class="feedback ${this.feedback.tone}" part="feedback">${this.text()}</p>
      ${
        h.controls || failed
          ? html`<div class="bar" part="controls">
            ${failed ? html`<button type="button" part="control undo" @click=${() => this.takeBack()}>${ui('undo')}</button>` : nothing}
            ${
              h.controls
                ? html`<button type="button" part="control retry" @click=${() => this.restart()}>${ui('retry')}</button>
                  <button type="button" part="control hint" aria-disabled=${s.state === 'solved' ? 'true' : 'false'} @click=${() => this.hint()}>${ui('hint')}</button>`
                : nothing
            }
          </div>`
          : nothing
      }
    </div>`;
  }
}
