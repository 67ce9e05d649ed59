/**
 * Seed by seed on a board: the move on show (the last move — a sequence's step, a game's last
 * move) walked one {@link SeedStep} at a time. While walking, the board draws the step's counts
 * (a feature `view()` override), marks the pit the step is about, shows the seeds still in hand
 * as a small heap, and says the step's sentence as the caption and in the live region. The walk
 * ends past its last step, with the toggle button, or as soon as the board shows something else.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { iconButton } from '../controls/icon-button.js';
import { icon } from '../controls/icons.js';
import type { Mark } from '../diagram/annotations.js';
import { geometry } from '../diagram/layout.js';
import type { ViewInput } from '../diagram/view-model.js';
import type { BoardApi, FeatureHost } from '../element/oware-board.js';
import type { MoveRecord } from '../engine/index.js';
import { addStringPart, format } from '../i18n/index.js';
import { SEED_STRINGS } from '../i18n/seeds.js';
import type { SeedStep } from '../steps/seeds.js';
import type { Narrator } from './narration.js';

import { seedSentence, seedSteps } from './seeds-walk.js';

/** What the seed walk needs of the lessons' context (board/context.ts): the board, the API, a narrator. */
export interface SeedContext {
  readonly host: BoardApi;
  readonly api: FeatureHost;
  narrator(): Narrator;
}

export class SeedStepper {
  private record: MoveRecord | null = null;
  private steps: SeedStep[] = [];
  private index = -1;
  /** The board's state the walk belongs to (history length and position). */
  private key = '';

  /** `beforeStart` runs when a walk starts (the lessons stop their autoplay). */
  constructor(
    private readonly ctx: SeedContext,
    private readonly beforeStart: () => void = () => undefined,
  ) {
    addStringPart('seeds', SEED_STRINGS);
  }

  /** Whether a walk is on show. */
  get active(): boolean {
    return this.index >= 0;
  }

  /** The step on show, or `null`. */
  get step(): SeedStep | null {
    return this.active ? this.steps[this.index] : null;
  }

  private get stateKey(): string {
    const h = this.ctx.host;
    return `${h.history.length}|${h.position}`;
  }

  /** The move a walk would show: the board's last move. */
  private get move(): MoveRecord | null {
    const hist = this.ctx.host.history;
    return hist[hist.length - 1] ?? null;
  }

  /**
   * Start or move the walk by `by` steps: not walking, a positive `by` starts at the first step
   * (the seeds picked up) and a negative one at the last; walking, past the last step (or `by` 0)
   * ends it and past the first stays there. Resolves with the step on show, or `null`.
   */
  async by(by: number): Promise<SeedStep | null> {
    const h = this.ctx.host;
    h.finishAnimation();
    if (!this.active) {
      const record = by === 0 ? null : this.move;
      if (!record) return null;
      this.beforeStart();
      this.record = record;
      this.steps = seedSteps(record);
      this.key = this.stateKey;
      this.index = by > 0 ? 0 : this.steps.length - 1;
    } else if (by === 0 || this.index + by >= this.steps.length) {
      this.end();
      await h.updateComplete;
      return null;
    } else {
      this.index = Math.max(0, this.index + by);
    }
    this.ctx.api.announce(this.sentence());
    h.requestUpdate();
    await h.updateComplete;
    return this.step;
  }

  /** End the walk (the board shows its own state again). */
  end(): void {
    if (!this.active) return;
    this.clear();
    this.ctx.host.requestUpdate();
  }

  private clear(): void {
    this.index = -1;
    this.record = null;
    this.steps = [];
  }

  /** Before a draw: the walk ends when the board shows another move or position. */
  willUpdate(): void {
    if (this.active && this.stateKey !== this.key) this.clear();
  }

  private sentence(): string {
    return this.record ? seedSentence(this.ctx.narrator(), this.record, this.steps, this.index) : '';
  }

  /** The board as the step has it: counts, marks, the seeds in hand, the sentence as the caption. */
  view(input: ViewInput): ViewInput {
    const step = this.step;
    const record = this.record;
    if (!step || !record) return input;
    const marks: Mark[] = [{ pit: record.pit, kind: 'origin' }];
    const sown = new Set<number>();
    for (const s of this.steps.slice(0, this.index + 1)) if (s.kind === 'drop') sown.add(s.pit!);
    for (const pit of sown) if (pit !== step.pit) marks.push({ pit, kind: 'sown' });
    if (step.pit !== null) {
      const kind = { drop: 'highlight', capture: 'capture', skip: 'bad', 'grand-slam': 'bad' }[step.kind as string];
      if (kind) marks.push({ pit: step.pit, kind });
    }
    let flyers = input.flyers;
    if (step.hand > 0 && step.pit !== null) {
      // The seeds still in hand, held in the groove beside the pit just left.
      const p = geometry(input.orientation, input.stores).pits[step.pit];
      flyers = [{ x: p.x, y: 151, t: 0, n: step.hand }];
    }
    return {
      ...input,
      pits: step.pits,
      score: step.score,
      result: null,
      legal: [],
      lastMove: null,
      flyers,
      annotations: { marks, arrows: [], caption: this.sentence() },
    };
  }

  private onKey = (e: KeyboardEvent): void => {
    const by = { ArrowLeft: -1, ArrowRight: 1 }[e.key];
    if (!by || !this.active) return;
    e.preventDefault();
    e.stopPropagation();
    void this.by(by);
  };

  /**
   * The toggle (part `control seed-step`) and, while walking, previous and next seed
   * (`control seed-previous`, `control seed-next`) and "Step 3 of 14" (part `seed-count`).
   */
  render(): TemplateResult {
    const t = this.ctx.host.text.seeds;
    const can = this.active || this.move !== null;
    return html`<span class="seed-steps" role="group" aria-label=${t.seedStep} @keydown=${this.onKey}>
      <button type="button" part="control seed-step" aria-pressed=${this.active ? 'true' : 'false'}
        aria-disabled=${can ? 'false' : 'true'} @click=${() => can && (this.active ? this.end() : this.by(1))}>${icon('seed')}${t.seedStep}</button>
      ${
        this.active
          ? html`${iconButton('seed-previous', t.seedPrevious, 'previous', () => this.by(-1), this.index === 0)}
              ${iconButton('seed-next', t.seedNext, 'next', () => this.by(1))}
              <span class="ply" part="seed-count">${format(t.seedCount, { i: this.index + 1, total: this.steps.length })}</span>`
          : nothing
      }
    </span>`;
  }
}
