/**
 * The part of `<oware-board>` that features plug into: the registered factories and each board's
 * {@link FeatureSet}, what features may read and call ({@link FeatureHost}), the text in force, and
 * the public members that the features serve (`record`, `seedStep`, `stepSeeds()`, `newMatch()`).
 * `OwareBoard` extends it and gives the hooks (`_showGame`, `playFrom`).
 */
import type { Game, MoveRecord } from '../engine/index.js';
import { languageOf, resolveStrings, type StringTable } from '../i18n/index.js';
import type { SeedStep } from '../steps/seeds.js';
import type { MoveSource } from './events.js';
import { type BoardFeatureFactory, type FeatureHost, FeatureSet, loadFeature, needsFeature } from './features.js';
import { BoardState } from './game-state.js';
import { Notices } from './notices.js';
import type { OwareBoard } from './oware-board.js';
import { recordText } from './record-text.js';

/** Connected boards (features added later reach them). */
const boards = new Set<FeatureBoard>();

export abstract class FeatureBoard extends BoardState {
  /** Feature factories every board gets (see {@link BoardFeature}). */
  static features: BoardFeatureFactory[] = [];
  /** Register a feature for every board, existing (on connect) and future ones; idempotent. */
  static addFeature(factory: BoardFeatureFactory): void {
    if (!this.features.includes(factory)) this.features.push(factory);
    for (const b of boards) b._attach();
  }

  protected readonly _notices = new Notices(this, () => this.text);
  /** What the page last gave `record`. */
  private _recordInput: unknown = undefined;
  /** What features may read and call. */
  protected readonly _host: FeatureHost = new FeatureBoard._Host(this);

  /** What features may read and call: methods on one prototype (no closures per board). */
  private static _Host = class implements FeatureHost {
    constructor(readonly host: FeatureBoard) {}
    get board(): OwareBoard {
      return this.host as never;
    }
    showGame(game: Game): void {
      this.host._showGame(game);
    }
    announce(text: string): void {
      this.host._notices.announce(text);
    }
    reportError(attribute: string, value: unknown, message: string, refused?: boolean): void {
      this.host._notices.report(attribute, value, message, refused);
    }
    play(move: number | string, source: MoveSource): Promise<MoveRecord | null> {
      return this.host.playFrom(move, source);
    }
    recordInput(): unknown {
      return this.host._recordInput;
    }
  };
  protected readonly _features = new FeatureSet(this, this._host);

  /** Play a move on behalf of `source` (see `OwareBoard.playFrom`). */
  abstract playFrom(move: number | string, source: MoveSource): Promise<MoveRecord | null>;
  /** For features: show `game` (a copy, with its history). */
  protected abstract _showGame(game: Game): void;

  /** Make the features of the registered factories this board does not have yet. */
  protected _attach(): void {
    this._features.attach((this.constructor as typeof FeatureBoard).features);
  }

  /** The text table in force: `lang` (own or inherited) plus `strings` overrides. */
  get text(): StringTable {
    return resolveStrings(languageOf(this), this.strings);
  }
  /** The language in force (own `lang` or the nearest ancestor's). */
  get language(): string {
    return languageOf(this);
  }

  /**
   * The game as an OGN record (Oware Game Notation, as Aualé writes it): the record on show in the
   * viewer, with its comments and variations; else the game as played, with the tags `Variant`,
   * `Date` (today), `South`, `North` (the computer's side named), `Result`, and `FEN` when it did not
   * start at the start position. Setting it (or the `record` attribute) shows a record in the
   * viewer (full build); it still reads back as OGN.
   */
  get record(): string {
    return this._features.record() ?? recordText(this._game, this._good.ai, this._good.aiLevel);
  }
  set record(value: string) {
    const old = this._recordInput;
    this._recordInput = value;
    // (the new value given: reading the getter would write the game as OGN)
    this.requestUpdate('record', old, undefined, true, value);
  }

  /** (lessons build) The seed-by-seed step on show (see {@link stepSeeds}), or `null`. */
  get seedStep(): SeedStep | null {
    return this._features.list.find((f) => f.seedStep)?.seedStep ?? null;
  }

  /**
   * (lessons build) Walk the move on show — the last move: a sequence's step, a game's last move —
   * one seed at a time: the seeds picked up, each drop, the skipped origin on a lap, each capture
   * backwards. The first call shows the first step (a negative `by`: the last); then each call
   * moves `by` steps (default 1; past the first it stays there). Past the last step, or with `by`
   * 0, the walk ends and the board shows the position after the move again. Each step is drawn,
   * shown as the caption and announced. Resolves with the step on show, or `null` (no move, or the
   * walk ended). A `by` that is not a number fires `oware-error` and resolves `null`. Where the
   * lessons load on first use (the CDN core file), the first call loads them.
   */
  async stepSeeds(by = 1): Promise<SeedStep | null> {
    const find = () => this._features.list.find((f) => f.stepSeeds);
    const bad = typeof by !== 'number' || Number.isNaN(by);
    if (!bad && !find()) await loadFeature('lessons')?.then(() => this._attach(), String);
    const f = find();
    if (bad || !f) {
      this._notices.report(
        'stepSeeds',
        by,
        bad ? 'the step count must be a number' : needsFeature('stepSeeds', 'lessons'),
      );
      return null;
    }
    return f.stepSeeds!(Math.trunc(by));
  }

  /**
   * (`match`, full build) Start the match over: game 1, no games won, the sides as the page set
   * them. Resolves when shown; without `match` it does nothing.
   */
  async newMatch(): Promise<void> {
    await this._features.command('newMatch');
    await this.updateComplete;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    boards.add(this);
    this._attach();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    boards.delete(this);
  }
}
