/**
 * The `match` feature: games follow each other on the same board until the match's rule
 * ({@link MatchRule}) is met. South opens every game and the players swap sides each game: against
 * the computer (`ai` one side) the board turns `ai` (and a one-sided `interactive`, and the
 * orientation, so you stay at the bottom) over — through the board's owner of its sides, never its
 * attributes (the page's values come back when the match ends). A score line under the board shows the running
 * score; the result panel offers Next game after each game and New match after the last; game ends and the
 * match's end are announced; `oware-match-over` reports the match.
 */
import { html, nothing, type PropertyValues } from 'lit';
import { adoptStyles } from '../controls/adopt.js';
import { controlStyles } from '../controls/styles.js';
import type { Interactive } from '../diagram/view-model.js';
import { emit } from '../element/events.js';
import type { BoardApi, BoardFeature, FeatureHost, OwareBoard } from '../element/oware-board.js';
import type { AiSide } from '../element/validation.js';
import type { Side } from '../engine/index.js';
import { format } from '../i18n/index.js';
import type { MatchGame, MatchPlayerId } from './events.js';
import { type MatchRule, matchScore, matchWinner, readMatch } from './rules.js';
import type { MatchStrings } from './strings.js';
import { matchStyles } from './styles.js';

const other = (s: Side): Side => (s === 'south' ? 'north' : 'south');
const swap = <T extends string>(v: T): T => (v === 'south' ? 'north' : v === 'north' ? 'south' : v) as T;

/** The board's sides as the page set them for game 1, and where each game starts. */
interface Base {
  ai: AiSide;
  interactive: Interactive;
  orientation: Side;
  start: string;
}

export class MatchFeature implements BoardFeature {
  readonly feature = 'match';
  readonly commands = {
    newMatch: () => this.newMatch(),
    // in a match, the board's New game starts the match over
    ...{ newGame: () => (this.board.match ? this.newMatch() : this.board.reset()) },
  };
  rule: MatchRule | null = null;
  games: MatchGame[] = [];
  /** The game under way (1, 2, …). */
  game = 1;
  winner: MatchPlayerId | 'draw' | null = null;
  #base: Base | null = null;
  /** The last good `match` value, and the last one refused. */
  #good: string | undefined = undefined;
  #refused: string | undefined = undefined;
  readonly board: BoardApi;

  constructor(readonly api: FeatureHost) {
    this.board = api.board;
  }

  hostConnected(): void {
    adoptStyles(this.board, controlStyles, matchStyles);
  }

  /** The computer's player (`ai` one side at the start), or `null`. */
  get computer(): MatchPlayerId | null {
    const ai = this.#base?.ai;
    return ai === 'south' ? 'first' : ai === 'north' ? 'second' : null;
  }

  /** The side `first` plays in game `n`: South in odd games. */
  static firstSide(n: number): Side {
    return n % 2 ? 'south' : 'north';
  }

  willUpdate(changed: PropertyValues<OwareBoard>): void {
    const b = this.board;
    if (changed.has('match') || (this.rule === null && b.match && b.match !== this.#refused)) {
      // The match rule is read here, not in the core's validation (its reader comes with this
      // feature): a bad value fires oware-error and the last good one stays.
      const read = readMatch(b.match ?? '');
      if (read.error) {
        this.api.reportError('match', b.match, read.error);
        this.#refused = b.match;
        b.match = this.#good;
        if (this.rule) return;
      } else this.#good = b.match;
      this.rule = read.error ? null : (read.rule ?? null);
      if (!this.rule) this.api.releaseSides();
      this.#reset();
    }
    if (!this.rule) return;
    const done = this.games.length >= this.game;
    const result = b.result;
    // (the game's end is counted and said once its last move has been shown: not while it animates)
    if (result && !done && !b.animating) this.#record();
    else if (!result && done && b.history.length) this.#unrecord();
  }

  /** The game on show has ended: count it, announce it, and end the match if it is decided. */
  #record(): void {
    const b = this.board;
    const result = b.result!;
    const first = MatchFeature.firstSide(this.game);
    const winner: MatchGame['winner'] =
      result.winner === 'draw' ? 'draw' : result.winner === first ? 'first' : 'second';
    const seeds: [number, number] = first === 'south' ? [...result.score] : [result.score[1], result.score[0]];
    this.games = [...this.games, { game: this.game, first, winner, seeds, result }];
    this.winner = matchWinner(this.rule!, this.games);
    const t = b.text.match;
    this.api.announce(`${this.gameSentence(t)} ${this.winner ? this.matchSentence(t) : this.scoreLine(t)}`);
    if (this.winner)
      emit(b, 'oware-match-over', {
        winner: this.winner,
        games: this.games.map((g): MatchGame => ({ ...g, seeds: [g.seeds[0], g.seeds[1]] })),
        score: matchScore(this.games),
        computer: this.computer,
      });
  }

  /** The end of the game on show was taken back (undo). */
  #unrecord(): void {
    this.games = this.games.slice(0, this.game - 1);
    this.winner = null;
  }

  #reset(): void {
    const b = this.board;
    this.games = [];
    this.game = 1;
    this.winner = null;
    const page = this.api;
    this.#base = this.rule
      ? {
          ai: page.pageSide('ai'),
          interactive: page.pageSide('interactive'),
          orientation: page.pageSide('orientation'),
          start: b.game.startPosition,
        }
      : null;
  }

  /** Set the sides for game `n` (from the page's sides for game 1) and start it. */
  async #start(n: number): Promise<void> {
    const b = this.board;
    const base = this.#base;
    if (!base) return;
    this.game = n;
    const flip = MatchFeature.firstSide(n) !== 'south';
    const oneSided = base.ai === 'south' || base.ai === 'north';
    this.api.overrideSides({
      ai: flip ? swap(base.ai) : base.ai,
      interactive:
        flip && (base.interactive === 'south' || base.interactive === 'north')
          ? swap(base.interactive)
          : base.interactive,
      ...(oneSided ? { orientation: flip ? other(base.orientation) : base.orientation } : {}),
    });
    await b.setPosition(base.start);
    const t = b.text.match;
    this.api.announce(this.gameStart(t));
  }

  /** Start the next game (after one has ended and the match goes on). */
  nextGame(): Promise<void> {
    return this.rule && !this.winner && this.games.length >= this.game ? this.#start(this.game + 1) : Promise.resolve();
  }

  /** Start over: game 1, no games won, the sides of game 1. */
  async newMatch(): Promise<void> {
    if (!this.rule || !this.#base) return;
    const base = this.#base;
    this.games = [];
    this.winner = null;
    await this.#start(1);
    this.#base = base;
  }

  // ---- sentences ----

  name(p: MatchPlayerId, t: MatchStrings): string {
    const c = this.computer;
    if (c) return p === c ? t.computer : t.you;
    return p === 'first' ? t.player1 : t.player2;
  }

  ruleText(t: MatchStrings): string {
    const r = this.rule!;
    const n = r.count;
    return r.kind === 'best-of'
      ? format(t.bestOf, { n })
      : r.kind === 'in-a-row'
        ? format(t.inARow, { n })
        : r.lead !== undefined
          ? format(t.firstToLead, { n, lead: r.lead })
          : format(t.firstTo, { n });
  }

  /** "You 2 – 1 Computer, first to 3" (you, or player 1, first). */
  scoreLine(t: MatchStrings): string {
    const [a, b] = matchScore(this.games);
    const c = this.computer;
    const order: MatchPlayerId[] = c === 'first' ? ['second', 'first'] : ['first', 'second'];
    const wins = { first: a, second: b };
    return format(t.line, {
      first: this.name(order[0], t),
      a: wins[order[0]],
      b: wins[order[1]],
      second: this.name(order[1], t),
      rule: this.ruleText(t),
    });
  }

  gameStart(t: MatchStrings): string {
    const c = this.computer;
    const firstSide = MatchFeature.firstSide(this.game);
    if (c) {
      const you: MatchPlayerId = c === 'first' ? 'second' : 'first';
      const side = you === 'first' ? firstSide : other(firstSide);
      return format(t.gameYou, { game: this.game, side: t[side] });
    }
    return format(t.gamePlayer, { game: this.game, player: this.name(firstSide === 'south' ? 'first' : 'second', t) });
  }

  gameSentence(t: MatchStrings): string {
    const g = this.games[this.games.length - 1];
    if (g.winner === 'draw') return format(t.gameDrawn, { game: g.game });
    if (this.computer) return format(g.winner === this.computer ? t.gameYouLose : t.gameYouWin, { game: g.game });
    return format(t.gameWon, { game: g.game, player: this.name(g.winner, t) });
  }

  matchSentence(t: MatchStrings): string {
    const [a, b] = matchScore(this.games);
    const w = Math.max(a, b);
    const l = Math.min(a, b);
    const winner = this.winner!;
    if (winner === 'draw') return format(t.matchDrawn, { w, l });
    if (this.computer) return format(winner === this.computer ? t.matchYouLose : t.matchYouWin, { w, l });
    return format(t.matchWon, { player: this.name(winner, t), w, l });
  }

  renderBelow(): unknown {
    if (!this.rule) return nothing;
    const t = this.board.text.match;
    const ended = this.games.length >= this.game;
    const status = this.winner ? this.matchSentence(t) : ended ? this.gameSentence(t) : this.gameStart(t);
    return html`<div class="match controls" part="match">
      <span class="match-score">${this.scoreLine(t)}</span>
      <span class="match-status">${status}</span>
    </div>`;
  }

  /** The result panel's action: Next game while the match goes on, New match once it is decided. */
  renderResult(): unknown {
    if (!this.rule || this.games.length < this.game) return nothing;
    const t = this.board.text.match;
    return this.winner
      ? html`<button type="button" part="control new-match" @click=${() => this.newMatch()}>${t.newMatch}</button>`
      : html`<button type="button" part="control next-game" @click=${() => this.nextGame()}>${t.nextGame}</button>`;
  }
}

/** The factory registered with `OwareBoard.addFeature`. */
export const matchFeature = (host: FeatureHost): MatchFeature => new MatchFeature(host);
