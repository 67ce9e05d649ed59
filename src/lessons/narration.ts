/**
 * Narration: a short sentence per event in the page's language — sowing, captures, grand slams
 * (per variant), must-feed, the end of a game and refused moves — plus the lessons' UI strings.
 *
 * ```ts
 * const n = new Narrator({ lang: 'de' });
 * n.move(game.play('C'));   // "Süd sät 4 Samen aus Mulde C in die Mulden D, E, F und a."
 * ```
 */
import { Game, type GameResult, type MoveRecord, type Side, type VariantName } from '../engine/index.js';
import {
  addStringPart,
  fill,
  formatList,
  matchLanguage,
  type NarrationStrings,
  refusal,
  resolveStrings,
  type Strings,
  type StringTable,
  type Template,
  type UiStrings,
} from '../i18n/index.js';
import { NARRATION_STRINGS, UI_STRINGS } from '../i18n/lessons.js';
import { pitName } from './annotations.js';
import { LESSON_LANGS, type LessonLang, type Localized, type PitLabelStyle, type RefusalReason } from './types.js';

/**
 * The supported language for a BCP 47 tag (or a list of them, e.g. `navigator.languages`):
 * `de-CH` → `de`, `ja-JP` → `ja`, anything unknown → `en`.
 */
export function resolveLang(tag: string | readonly string[] | null | undefined): LessonLang {
  for (const t of typeof tag === 'string' ? [tag] : (tag ?? [])) {
    const lang = matchLanguage(String(t).trim(), (l) => (LESSON_LANGS as readonly string[]).includes(l));
    if (lang) return lang as LessonLang;
  }
  return 'en';
}

/** Pick a text of a {@link Localized} value: the language's, else English. */
export function localize(text: Localized | string, lang: string | null | undefined): string {
  if (typeof text === 'string') return text;
  return text[resolveLang(lang)] ?? text.en;
}

/** Options of a {@link Narrator}. */
export interface NarrationOptions {
  /** A BCP 47 tag; resolved with {@link resolveLang}. */
  lang?: string | null;
  /** Pit names: `letters` (C, c; default) or `numbers` (2, 8). */
  labels?: PitLabelStyle;
  /** The variant in force (how grand slams are narrated); default `abapa`. */
  variant?: VariantName;
  /** A page's overrides of any string (as for the element's `strings`: `ui`, `narration`, board keys). */
  strings?: Partial<Strings> | null;
}

/** Context for explaining a refused move. */
export interface RefusalContext {
  /** The pit tried, if it could be read. */
  pit?: number | null;
  /** The position the move was tried in (for owner, side to move and the legal moves). */
  position?: string;
  /** For `not-your-turn`: whose turn it is (default: the position's side to move). */
  side?: Side;
}

const OTHER: Record<Side, Side> = { south: 'north', north: 'south' };

/** Narrates moves, positions, results and refusals in one language. */
export class Narrator {
  readonly lang: LessonLang;
  readonly labels: PitLabelStyle;
  readonly variant: VariantName;
  readonly strings: StringTable;

  constructor(options: NarrationOptions = {}) {
    addStringPart('ui', UI_STRINGS); // English's lessons part, once (no work at import)
    addStringPart('narration', NARRATION_STRINGS);
    this.lang = resolveLang(options.lang);
    this.labels = options.labels ?? 'letters';
    this.variant = options.variant ?? 'abapa';
    this.strings = resolveStrings(this.lang, options.strings);
  }

  private get t(): NarrationStrings {
    return this.strings.narration;
  }

  /** A side's name (`South`, `Süd`, `Suid`, `南`, `Sud`). */
  side(side: Side): string {
    return side === 'south' ? this.t.south : this.t.north;
  }

  /** A pit's name in the label style. */
  pit(pit: number): string {
    return pitName(pit, this.labels);
  }

  private list(pits: readonly number[], conjunction: 'and' | 'or'): string {
    return formatList(
      pits.map((p) => this.pit(p)),
      this.t,
      conjunction,
    );
  }

  private fill(template: Template, params: Record<string, string | number>, count?: number): string {
    return fill(template, params, this.t.locale, count);
  }

  /** Join sentences the language's way. */
  join(sentences: readonly string[]): string {
    return sentences.filter(Boolean).join(this.t.sentenceJoin);
  }

  /** The sentences of a move: sowing, capture, grand slam, then the game's end or a must-feed note. */
  moveSentences(record: MoveRecord): string[] {
    const side = this.side(record.player);
    const n = record.sown.length;
    const out: string[] = [];
    if (n >= 12) {
      out.push(this.fill(this.t.sowLap, { side, n, pit: this.pit(record.pit), last: this.pit(record.sown[n - 1]) }, n));
    } else {
      out.push(this.fill(this.t.sow, { side, n, pit: this.pit(record.pit), pits: this.list(record.sown, 'and') }, n));
    }
    if (record.capturedSeeds > 0) {
      out.push(
        this.fill(
          this.t.capture,
          { side, n: record.capturedSeeds, pits: this.list(record.captured, 'and') },
          record.captured.length,
        ),
      );
    }
    if (record.grandSlam) out.push(this.grandSlam(record));
    if (record.result) {
      out.push(...this.resultSentences(record.result, OTHER[record.player]));
    } else {
      const next = OTHER[record.player];
      const game = new Game({ position: record.after, variant: this.variant });
      const mover = game.pits.slice(record.player === 'south' ? 0 : 6, record.player === 'south' ? 6 : 12);
      if (mover.every((x) => x === 0)) {
        const legal = game.legalMoves();
        out.push(
          this.fill(this.t.mustFeed, { side: this.side(next), opp: side, pits: this.list(legal, 'or') }, legal.length),
        );
      }
    }
    return out;
  }

  /** A move as one text. */
  move(record: MoveRecord): string {
    return this.join(this.moveSentences(record));
  }

  /** The grand-slam sentence for the variant in force. */
  grandSlam(record: MoveRecord): string {
    const side = this.side(record.player);
    const opp = this.side(OTHER[record.player]);
    const params = { side, opp, spared: '' };
    switch (this.variant) {
      case 'grand-slam-illegal':
        return this.fill(this.t.grandSlamForced, params);
      case 'grand-slam-to-opponent':
        return this.fill(this.t.grandSlamToOpponent, params);
      case 'grand-slam-spare-last':
        return this.fill(this.t.grandSlamSpareLast, {
          ...params,
          spared: this.pit(record.sown[record.sown.length - 1]),
        });
      case 'grand-slam-spare-first':
        return this.fill(this.t.grandSlamSpareFirst, {
          ...params,
          spared: this.pit(record.player === 'south' ? 6 : 0),
        });
      case 'grand-slam-wins':
        return this.fill(record.capturedSeeds > 0 ? this.t.grandSlamWins : this.t.grandSlamWinsVoid, params);
      default:
        return this.fill(this.t.grandSlamVoid, params);
    }
  }

  /**
   * Why the game ended and who won. `stuck` is the player who had no legal move (needed for
   * `no-legal-move`; after a move it is the player who would have moved next).
   */
  resultSentences(result: GameResult, stuck?: Side): string[] {
    const [s, nn] = result.score;
    const winner = result.winner === 'draw' ? '' : this.side(result.winner);
    const w = result.winner === 'north' ? nn : s;
    const l = result.winner === 'north' ? s : nn;
    let reason: string;
    switch (result.reason) {
      case 'majority':
        reason = this.fill(this.t.endMajority, { winner, n: w });
        break;
      case 'even-split':
        reason = this.fill(this.t.endEvenSplit, { n: s });
        break;
      case 'repetition':
        reason = this.t.endRepetition;
        break;
      case 'no-legal-move':
        reason = this.fill(this.t.endNoLegalMove, { side: this.side(stuck ?? 'south') });
        break;
      default:
        reason = this.t.endGrandSlam;
    }
    const outcome =
      result.winner === 'draw'
        ? this.fill(this.t.resultDraw, { a: s, b: nn })
        : this.fill(this.t.resultWin, { winner, w, l });
    return [reason, outcome];
  }

  /** A result as one text. */
  result(result: GameResult, stuck?: Side): string {
    return this.join(this.resultSentences(result, stuck));
  }

  /** A position: whose turn, and a must-feed note; or the result when the game is over. */
  position(position: string | Game): string {
    const game = typeof position === 'string' ? new Game({ position, variant: this.variant }) : position;
    const result = game.result;
    if (result) return this.result(result, game.turn);
    const side = game.turn;
    const out = [this.fill(this.t.turn, { side: this.side(side) })];
    if (this.mustFeed(game)) {
      const legal = game.legalMoves();
      out.push(
        this.fill(
          this.t.mustFeed,
          { side: this.side(side), opp: this.side(OTHER[side]), pits: this.list(legal, 'or') },
          legal.length,
        ),
      );
    }
    return this.join(out);
  }

  /** Whether the player to move faces an empty opponent side. */
  mustFeed(game: Game): boolean {
    const pits = game.pits;
    const opp = game.turn === 'south' ? pits.slice(6) : pits.slice(0, 6);
    return !game.result && opp.every((x) => x === 0);
  }

  /** The legal moves as a sentence: "South can play pit D, E or F." */
  legal(position: string | Game): string {
    const game = typeof position === 'string' ? new Game({ position, variant: this.variant }) : position;
    const legal = game.legalMoves();
    return this.fill(this.t.legalMoves, { side: this.side(game.turn), pits: this.list(legal, 'or') }, legal.length);
  }

  /** Why a move was refused, for each reason the engine or the element gives. */
  refusal(reason: RefusalReason, context: RefusalContext = {}): string {
    const game = context.position ? new Game({ position: context.position, variant: this.variant }) : null;
    const toMove: Side = game?.turn ?? 'south';
    const pit = context.pit ?? null;
    // One set of sentences with the board's notices; `narration.illegal…` overrides still apply here.
    return refusal(
      { ...this.strings, ...this.t },
      reason,
      pit,
      toMove,
      game?.legalMoves() ?? [],
      (p) => this.pit(p),
      context.side,
    );
  }

  /** A UI string with its placeholders filled (`{side}`/`{opp}` given as sides are named). */
  ui(key: keyof UiStrings, params: Record<string, string | number> = {}, count?: number): string {
    return this.fill(this.strings.ui[key], params, count);
  }
}

/** One-shot helpers. */
export function narrateMove(record: MoveRecord, options: NarrationOptions = {}): string {
  return new Narrator(options).move(record);
}

export function narrateResult(result: GameResult, options: NarrationOptions & { stuck?: Side } = {}): string {
  return new Narrator(options).result(result, options.stuck);
}

export function narratePosition(position: string | Game, options: NarrationOptions = {}): string {
  return new Narrator(options).position(position);
}

export function narrateRefusal(
  reason: RefusalReason,
  context: RefusalContext = {},
  options: NarrationOptions = {},
): string {
  return new Narrator(options).refusal(reason, context);
}
