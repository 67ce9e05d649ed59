/**
 * The game feature of `<oware-board>`: on a board someone plays (`ai` set to one side, or
 * `interactive`, and no `moves`, `puzzle` or `editable`), `controls` adds a control bar under the
 * board — New game, Undo, Hint, Copy position, Copy moves (and Copy record / Download .ogn when
 * the board has a game record) — and a review bar (the moves played as buttons, first / previous /
 * next / last, back to the game), which a finished game shows without `controls` too. Against the
 * computer the result panel says "You win 26–22"; with `controls` it holds a New game button.
 */
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { adoptStyles } from '../controls/adopt.js';
import { downloadPicture } from '../controls/download.js';
import { controlStyles } from '../controls/styles.js';
import { pitText, type ViewInput } from '../diagram/view-model.js';
import type { BoardApi, BoardFeature, FeatureHost, OwareBoard } from '../element/oware-board.js';
import type { Game, Side } from '../engine/index.js';
import { addStringPart, format } from '../i18n/index.js';
import { computerSide, playable } from './playable.js';
import { gameAt, renderReview, stepOf } from './review.js';
import { GAME_STRINGS, type GameStrings } from './strings.js';
import { gameStyles } from './styles.js';

addStringPart('game', GAME_STRINGS);

/** The control buttons' names (each button's parts are `control` and its name). */
export type GameControl =
  | 'new-game'
  | 'undo'
  | 'hint'
  | 'copy-position'
  | 'copy-moves'
  | 'copy-record'
  | 'download'
  | 'download-svg'
  | 'download-png';

/**
 * The board's game record as text, when it has one: the seam for the record feature (issue 12),
 * whose `board.record` brings Copy record and Download .ogn.
 */
export function recordOf(board: BoardApi): string | null {
  const r = (board as unknown as { record?: unknown }).record;
  return typeof r === 'string' && r ? r : null;
}

export class GameFeature implements BoardFeature {
  readonly feature = 'game';
  readonly host: BoardApi;
  /** The step on show while reviewing (`null`: the live position). */
  step: number | null = null;
  #shown: Game | null = null;
  /** The live game as last seen (a change ends the review). */
  #live = '';
  #status: { text: string; copy?: string } | null = null;
  /** The stage of the last hint shown for the live position (0: none yet); each press shows the next. */
  #hintStage = 0;

  constructor(readonly api: FeatureHost) {
    this.host = api.board;
  }

  /** The controls' strings in the board's language. */
  get s(): GameStrings {
    return this.host.text.game;
  }

  /** The side the computer plays against a person, if any. */
  get computer(): Side | null {
    return computerSide(this.host);
  }

  /** A board someone plays: `ai` on one side or `interactive`, and no lesson mode. */
  get playable(): boolean {
    return playable(this.host, this.api.mode());
  }

  /** Whether the review bar is shown: with `controls`, or once the game is over. */
  get reviewable(): boolean {
    const h = this.host;
    return this.playable && h.history.length > 0 && (h.controls || !!h.result);
  }

  hostConnected(): void {
    adoptStyles(this.host, controlStyles, gameStyles);
  }

  willUpdate(props: PropertyValues<OwareBoard>): void {
    const h = this.host;
    const live = `${h.position}|${h.history.length}|${h.variant}`;
    if (live !== this.#live) {
      this.#live = live;
      this.step = this.#shown = null;
      this.#status = null;
      this.#hintStage = 0;
    }
    if (!this.reviewable) {
      this.step = this.#shown = null;
      return;
    }
    const total = h.history.length;
    // The page's `ply` picks the step on show; `ply` reads it back.
    if (props.has('ply') && this.api.fromPage('ply')) {
      const step = stepOf(h.ply, total);
      if (step !== null) this.#show(step);
    }
    const shown = this.step ?? total;
    if (h.ply !== shown || this.api.fromPage('ply')) this.api.setStep(shown);
  }

  /** Show step `step` (the last one: back to the live position). */
  #show(step: number): void {
    const h = this.host;
    const total = h.history.length;
    if (step >= total) {
      this.step = this.#shown = null;
    } else {
      this.step = Math.max(0, step);
      this.#shown = gameAt(
        h.game.startPosition,
        h.variant,
        h.history.map((r) => r.pit),
        this.step,
      );
    }
    this.#status = null;
  }

  goTo = (step: number): void => {
    const h = this.host;
    h.finishAnimation();
    this.#show(step);
    const s = this.s;
    const at = this.step ?? h.history.length;
    const m = h.history[at - 1];
    this.api.announce(
      at === 0 ? s.startPosition : `${format(s.moveOf, { n: at, total: h.history.length })}: ${this.#name(m!.pit)}`,
    );
    this.api.setStep(at);
    h.requestUpdate();
  };

  live = (): void => this.goTo(this.host.history.length);

  #name(pit: number): string {
    return pitText(pit, this.host.labels);
  }

  #say(text: string, copy?: string): void {
    this.#status = { text, copy };
    this.api.announce(copy ? `${text} ${copy}` : text);
    this.host.requestUpdate();
  }

  // ---- hooks ----

  view(input: ViewInput): ViewInput {
    if (!this.playable) return input;
    let out = input;
    const g = this.#shown;
    if (g && this.step !== null && !this.host.animating) {
      const last = g.history[g.history.length - 1];
      out = {
        ...input,
        pits: g.pits,
        score: g.score,
        turn: g.turn,
        legal: [],
        lastMove: last ? { pit: last.pit, sown: last.sown } : null,
      };
    }
    const r = input.result;
    const ai = this.computer;
    if (r && ai) {
      const you = ai === 'south' ? 1 : 0;
      const s = this.s;
      const scores = { you: r.score[you], computer: r.score[1 - you] };
      const key = r.winner === 'draw' ? 'youDraw' : r.winner === ai ? 'youLose' : 'youWin';
      out = { ...out, resultHead: format(s[key], scores) };
    }
    return out;
  }

  pitActivated(): boolean {
    return this.#refuseInReview();
  }

  pitKey(_pit: number, e: KeyboardEvent): boolean {
    if (this.step === null || (e.key !== 'Enter' && e.key !== ' ')) return false;
    e.preventDefault();
    return this.#refuseInReview();
  }

  /** A move tried while an earlier step is on show is refused: it says how to go back. */
  #refuseInReview(): boolean {
    if (this.step === null) return false;
    this.#say(format(this.s.reviewRefused, { n: this.step, total: this.host.history.length }));
    return true;
  }

  renderResult(): unknown {
    // in a match the match feature offers Next game (or New match after the last game) here
    return this.playable && this.host.controls && !this.#match
      ? this.#button('new-game', this.s.newGame, false, this.newGame)
      : nothing;
  }

  /** In a match, the match's New match words (New game there starts the match over), else `undefined`. */
  get #match(): string | undefined {
    const h = this.host as BoardApi & { match?: string };
    // (the match's words come with its chunk, which may not have come yet)
    return h.match ? h.text.match?.newMatch : undefined;
  }

  renderBelow(): unknown {
    if (!this.playable) return nothing;
    const h = this.host;
    const controls = h.controls ? this.#controls() : nothing;
    const review = this.reviewable
      ? renderReview({
          s: this.s,
          step: this.step ?? h.history.length,
          total: h.history.length,
          reviewing: this.step !== null,
          history: h.history,
          name: (p) => this.#name(p),
          goTo: this.goTo,
          live: this.live,
        })
      : nothing;
    const st = this.#status;
    const status = st
      ? html`<p class="status" part="status">${st.text}${st.copy ? html`<output>${st.copy}</output>` : nothing}</p>`
      : nothing;
    if (controls === nothing && review === nothing && status === nothing) return nothing;
    return html`<div class="game controls">${controls}${review}${status}</div>`;
  }

  #button(name: GameControl, label: string, off: boolean, act: () => unknown): TemplateResult {
    return html`<button type="button" part="control ${name}" aria-disabled=${off ? 'true' : 'false'} @click=${() => off || act()}>${label}</button>`;
  }

  #controls(): TemplateResult {
    const h = this.host;
    const s = this.s;
    const ai = this.computer;
    const you = ai && (ai === 'south' ? 'north' : 'south');
    const mine = h.history.some((r) => !you || r.player === you);
    const record = recordOf(h);
    // Once the game is over the result panel under the board has New game: one button, not two.
    const over = !!h.result && !h.animating;
    return html`<div class="bar" part="controls" role="toolbar" aria-label=${s.controlsLabel}>
      ${over ? nothing : this.#button('new-game', this.#match ?? s.newGame, false, this.newGame)}
      ${this.#button('undo', s.undo, !mine, this.undo)}
      ${this.#button('hint', s.hint, !!h.result || (!!you && h.turn !== you), this.hint)}
      ${this.#button('copy-position', s.copyPosition, false, () => this.copy(this.#shown?.position ?? h.position))}
      ${this.#button('copy-moves', s.copyMoves, !h.history.length, () => this.copy(h.moveList))}
      ${
        record
          ? html`${this.#button('copy-record', s.copyRecord, false, () => this.copy(record))}${this.#button(
              'download',
              s.downloadRecord,
              false,
              () => this.download(record),
            )}`
          : nothing
      }
      ${this.#button('download-svg', s.downloadSvg, false, () => downloadPicture(h, 'svg'))}
      ${this.#button('download-png', s.downloadPng, false, () => downloadPicture(h, 'png'))}
    </div>`;
  }

  // ---- actions ----

  newGame = (): Promise<void> => {
    this.step = this.#shown = null;
    return this.host.newGame();
  };

  undo = (): Promise<unknown> => {
    this.step = this.#shown = null;
    return this.host.undo();
  };

  hint = async (): Promise<void> => {
    const h = this.host;
    if (this.step !== null) this.live();
    const s = this.s;
    this.#say(s.hintWait);
    // each press goes one stage further (the idea, the pit, the line), then stays on the line
    const stage = (this.#hintStage = Math.min(3, this.#hintStage + 1) as 1 | 2 | 3);
    try {
      const { pit, text } = await h.hint({ stage });
      this.#say(stage === 2 ? format(s.hintSays, { pit: this.#name(pit) }) : text);
    } catch (e) {
      if ((e as Error).name === 'AbortError') this.#status = null;
      else this.#say(s.hintNone);
      h.requestUpdate();
    }
  };

  /** Copy `text` to the clipboard; when the browser refuses, show it to be selected by hand. */
  copy = async (text: string): Promise<void> => {
    try {
      await navigator.clipboard.writeText(text);
      this.#say(this.s.copied);
    } catch {
      this.#say(this.s.copyFailed, text);
    }
  };

  /** Download `record` as `oware-game.ogn`. */
  download(record: string): void {
    const url = URL.createObjectURL(new Blob([record], { type: 'application/x-ogn' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: 'oware-game.ogn' });
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

/** The feature's factory (the core's `gameFeature` calls it once this chunk has come, see register.ts). */
export function gameFeature(host: FeatureHost): GameFeature {
  return new GameFeature(host);
}
