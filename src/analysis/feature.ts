/**
 * The `analysis` feature: after every move, each legal move of the side to move is valued by the
 * AI off the main thread ({@link valueMoves}: the seed balance it leads to under best play within a
 * fixed horizon, the same on every load), drawn as a small badge on its pit against the best move
 * (the best shows `=` or its gain, `+2`; a worse move what it loses against it, `−1`; `wins` /
 * `loses` / `draws` when exact), added to the pit's accessible name, and reported in
 * `oware-analysis`. While an earlier step is on show (the game's review) the values are those of
 * that step. Nothing is analysed live while the computer is to move, nor when the game is over.
 */
import { nothing, svg } from 'lit';
import { adoptStyles } from '../controls/adopt.js';
import type { Geometry } from '../diagram/layout.js';
import type { ViewInput } from '../diagram/view-model.js';
import { loadAi } from '../element/ai-load.js';
import { emit } from '../element/events.js';
import { chunkFailed } from '../element/features.js';
import type { BoardFeature, FeatureHost } from '../element/oware-board.js';
import type { Game } from '../engine/index.js';
import { format, seeds } from '../i18n/index.js';
import type { StringTable } from '../i18n/types.js';
import type { MoveValue } from './events.js';
import type { AnalysisStrings } from './strings.js';
import { analysisStyles } from './styles.js';
import { type MoveSearch, relative, valueMoves } from './values.js';

/** A badge's class and text for a move's value, against the best of `values` (see {@link relative}). */
export function badge(v: MoveValue, values: readonly MoveValue[], a: AnalysisStrings): { kind: string; text: string } {
  if (v.outcome) return { kind: v.outcome, text: a[v.outcome] };
  const { n } = relative(v, values) ?? { n: 0 };
  return n > 0
    ? { kind: 'plus', text: format(a.plus, { n }) }
    : n < 0
      ? { kind: 'minus', text: format(a.minus, { n: -n }) }
      : { kind: 'even', text: a.even };
}

/** The words a move's value adds to its pit's accessible name (as its badge reads, against the best move). */
export function note(v: MoveValue, values: readonly MoveValue[], text: StringTable): string {
  const a = text.analysis;
  if (v.outcome) return a[v.outcome === 'win' ? 'noteWin' : v.outcome === 'loss' ? 'noteLoss' : 'noteDraw'];
  const { best, n } = relative(v, values) ?? { best: true, n: 0 };
  if (!best) return format(a.noteBehind, { seeds: seeds(text, -n) });
  return n > 0 ? `${a.noteBest}, ${format(a.noteGain, { seeds: seeds(text, n) })}` : a.noteBest;
}

/** A badge's width in SVG units (wide characters count double). */
const width = (text: string): number => 18 + [...text].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e80 ? 22 : 12.5), 0);

export class AnalysisFeature implements BoardFeature {
  readonly feature = 'analysis';
  /** What the analysis on show (or under way) is of. */
  #key = '';
  #values: MoveValue[] | null = null;
  #run = 0;
  /** The AI chunk failed for this board: reported once (the next position asks for it again). */
  #failed = false;

  constructor(readonly api: FeatureHost) {}

  #search: MoveSearch = (request) =>
    loadAi().then(
      (ai) => ai.searchAsync(request),
      (e) => {
        if (!this.#failed) this.api.reportError('analysis', true, chunkFailed('analysis', 'AI', e));
        this.#failed = true;
        throw e;
      },
    );

  hostConnected(): void {
    adoptStyles(this.api.board, analysisStyles);
  }

  hostDisconnected(): void {
    this.#run++;
    this.#key = '';
    this.#values = null;
  }

  /** The values on show (for the position on the board), or `null`. */
  get values(): readonly MoveValue[] | null {
    return this.#values;
  }

  willUpdate(): void {
    const b = this.api.board;
    // The step on show: the live game, or (while a feature such as the game's review shows an
    // earlier step as the board's `ply`) the game at that step.
    const total = b.history.length;
    const ply = b.ply;
    const review = typeof ply === 'number' && ply >= 0 && ply < total && !this.api.fromPage('ply') ? ply : null;
    const key = b.analysis && b.isConnected ? [b.position, total, b.variant, b.ai, review ?? ''].join('|') : '';
    if (key === this.#key) return;
    this.#key = key;
    this.#values = null;
    const run = ++this.#run;
    if (!key) return;
    const game = review === null ? b.game : this.#gameAt(review);
    // live, nothing while the computer is to move; in review, any position on show
    if (game.result || b.ai === 'both' || (review === null && b.ai === game.turn)) return;
    const stale = () => run !== this.#run;
    valueMoves(game, this.#search, stale).then(
      (values) => {
        if (!values || stale()) return;
        this.#values = values;
        emit(b, 'oware-analysis', { position: game.position, moves: values.map((v) => ({ ...v })) });
        b.requestUpdate();
      },
      (e) => stale() || this.#failed || console.warn('<oware-board>: the analysis failed:', e),
    );
  }

  /** The live game after its first `step` moves (its later moves taken back). */
  #gameAt(step: number): Game {
    const g = this.api.board.game.clone();
    while (g.ply > step && g.undo());
    return g;
  }

  view(input: ViewInput): ViewInput {
    const values = this.#values;
    if (!values || input.flyers?.length) return input;
    const notes: Record<number, string> = { ...input.notes };
    for (const v of values) notes[v.pit] = note(v, values, input.strings);
    return { ...input, notes };
  }

  renderOverlay(input: ViewInput, g: Geometry): unknown {
    const values = this.#values;
    if (!values || input.flyers?.length) return nothing;
    const a = input.strings.analysis;
    return svg`<g class="texts" aria-hidden="true">${values.map((v) => {
      const c = g.pits[v.pit];
      const b = badge(v, values, a);
      const w = Math.min(98, width(b.text));
      const y = c.y < 150 ? c.y + 17 : c.y - 47;
      return svg`<g class="analysis ${b.kind}" part="analysis ${b.kind}" data-analysis-for=${v.pit}><rect x=${c.x - w / 2} y=${y} width=${w} height="30" rx="15"></rect><text x=${c.x} y=${y + 22} textLength=${w >= 98 ? 86 : nothing} lengthAdjust="spacingAndGlyphs">${b.text}</text></g>`;
    })}</g>`;
  }
}

/** The factory registered with `OwareBoard.addFeature`. */
export const analysisFeature = (host: FeatureHost): AnalysisFeature => new AnalysisFeature(host);
