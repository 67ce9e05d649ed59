/**
 * The plug-in seam. A feature (the lessons today) is a Lit reactive controller with optional hooks
 * ({@link BoardFeature}); its factory gets a {@link FeatureHost} — the board's public face plus
 * the few things only a feature may do — instead of internal members of the element. Register a
 * factory with `OwareBoard.addFeature`. {@link FEATURE_OF} is the one list of which attributes
 * need which feature.
 */
import { nothing, type PropertyValues, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { Game, MoveRecord } from '../engine/index.js';
import { contentRecord } from '../record/board/content.js';
import type { SeedStep } from '../steps/seeds.js';
import type { MoveSource } from './events.js';
import type { Geometry } from './layout.js';
import type { OwareBoard } from './oware-board.js';
import type { ViewInput } from './view-model.js';

/** What a feature may read and call. */
export interface FeatureHost {
  /** The board: its public properties and methods, `renderRoot`, `requestUpdate`, its events. */
  readonly board: OwareBoard;
  /** Show `game` (a copy is taken, with its history); `reset()` then returns to its start. */
  showGame(game: Game): void;
  /** Say `text` in the board's polite live region. */
  announce(text: string): void;
  /**
   * Report a bad value of one of the feature's attributes: `oware-error`, a console warning, a notice.
   * `refused: false` when the value stays in use (a limit was met), so the warning does not say it was replaced.
   */
  reportError(attribute: string, value: unknown, message: string, refused?: boolean): void;
  /** Play a move on behalf of `source` (ignores `interactive` and `inputLocked`), as `playFrom` does. */
  play(move: number | string, source: MoveSource): Promise<MoveRecord | null>;
  /** What the page last gave the `record` property or attribute (`board.record` reads back the game). */
  recordInput(): unknown;
}

/** A plug-in on every board: a Lit reactive controller with optional hooks. */
export interface BoardFeature extends ReactiveController {
  /** The feature's name in {@link FEATURE_OF} (`lessons`), if it serves attributes listed there. */
  readonly feature?: string;
  /** After the board has checked its own properties, before it draws: what changed in this update. */
  willUpdate?(changed: PropertyValues<OwareBoard>): void;
  /** Adjust what is drawn (annotations, legal rings, caption, whether pits are buttons). */
  view?(input: ViewInput): ViewInput;
  /** Drawing on the board, inside its SVG above the counts (the lessons' arrows and marker badges). */
  renderOverlay?(input: ViewInput, geometry: Geometry): unknown;
  /** Content under the board (controls, move list, toolbar). */
  renderBelow?(): unknown;
  /** The record this feature shows, as OGN text (the viewer), for `board.record`; `null` when none. */
  record?(): string | null;
  /** Content inside the result panel when the game is over (the game controls' New game button). */
  renderResult?(): unknown;
  /** A click on a pit; return `true` when handled (the board then does not move). */
  pitActivated?(pit: number, e: MouseEvent): boolean;
  /** A key on a focused pit; return `true` when handled. */
  pitKey?(pit: number, e: KeyboardEvent): boolean;
  /** Walk the move on show seed by seed (the board's `stepSeeds`; the lessons). */
  stepSeeds?(by: number): Promise<SeedStep | null>;
  /** The seed-by-seed step on show (the board's `seedStep`). */
  readonly seedStep?: SeedStep | null;
  /** Whether the position to show is still on its way (the viewer's first record from `src`): no seeds or counts are drawn meanwhile. */
  readonly waiting?: boolean;
  /** Methods the board calls by name for the page (`newMatch`); see `FeatureSet.command`. */
  readonly commands?: Readonly<Record<string, () => unknown>>;
}
export type BoardFeatureFactory = (host: FeatureHost) => BoardFeature;

/** The lessons' attributes (property names). */
export type LessonProperty =
  | 'moves'
  | 'ply'
  | 'controls'
  | 'autoplay'
  | 'loop'
  | 'caption'
  | 'showLegal'
  | 'arrows'
  | 'markers'
  | 'puzzle'
  | 'solution'
  | 'goal'
  | 'editable';
/** The record viewer's attributes (besides `record`, an accessor of the element). */
export type RecordProperty = 'src' | 'path' | 'fragmentLink' | 'rememberSolved';
/** The attributes of the features named as themselves (`analysis`, `sound`, `match`). */
export type ExtraProperty = 'analysis' | 'sound' | 'match';
export type FeatureProperty = (LessonProperty | RecordProperty | ExtraProperty) & keyof OwareBoard;

/**
 * Which feature each feature attribute (property name) needs. `controls` and `ply` serve the game
 * feature (in every build) on a game and the lessons on `moves` or a puzzle; on a board with a
 * record the viewer's (see {@link SHARED_WITH_VIEWER}).
 */
export const FEATURE_OF: Readonly<Record<FeatureProperty, string>> = {
  ...(Object.fromEntries(
    (
      'moves ply controls autoplay loop caption showLegal arrows markers puzzle solution goal editable'.split(
        ' ',
      ) as LessonProperty[]
    ).map((k) => [k, k === 'ply' || k === 'controls' ? 'game' : 'lessons']),
  ) as Record<LessonProperty, string>),
  src: 'record',
  path: 'record',
  fragmentLink: 'record',
  rememberSolved: 'record',
  analysis: 'analysis',
  sound: 'sound',
  match: 'match',
};

/** The lessons' attributes that a record viewer uses too (a board with a record needs only the viewer). */
const SHARED_WITH_VIEWER = new Set<string>(['ply', 'controls', 'autoplay', 'loop', 'caption']);

/** How to get a feature's code when this build has no loader for it. */
const HOW: Record<string, string> = {
  lessons: "import 'oware-board/lessons' (or 'oware-board'), or load oware-board-lessons.min.js",
  record: "import 'oware-board', or load oware-board-lessons.min.js",
  game: "import 'oware-board/core' (or 'oware-board'), or load oware-board.min.js",
  analysis: "import 'oware-board', or load oware-board-lessons.min.js",
  sound: "import 'oware-board', or load oware-board-lessons.min.js",
  match: "import 'oware-board', or load oware-board-lessons.min.js",
};

/** The message for an attribute used without its feature. */
export const needsFeature = (attribute: string, feature: string): string =>
  `'${attribute}' needs the ${feature} build: ${HOW[feature] ?? `import its module`}`;

/**
 * Loaders of features that are not in the page yet, by feature name. An entry sets them
 * (`core.ts`: `lessons: () => import('../lessons/board/register.js')`), so a bundler — and the CDN
 * build — makes each feature a chunk of its own, fetched when a board first uses one of its
 * attributes. The module registers its feature (`OwareBoard.addFeature`) when it runs.
 */
export const FEATURE_LOADERS: Record<string, () => Promise<unknown>> = Object.create(null);

const loading = new Map<string, Promise<unknown>>();

/** Load feature `name` (once per page); `undefined` when this build has no loader for it. */
export function loadFeature(name: string): Promise<unknown> | undefined {
  const load = FEATURE_LOADERS[name];
  if (!load) return undefined;
  let p = loading.get(name);
  if (!p) {
    p = load();
    // A failed fetch may be retried by the next board that asks.
    p.catch(() => loading.delete(name));
    loading.set(name, p);
  }
  return p;
}

/**
 * Register `factory` with `board` (default: the `<oware-board>` class actually defined, so a
 * feature loaded after the core extends the core's element). Idempotent: `false` when it was there
 * already or there is no such class.
 */
export function registerFeature(factory: BoardFeatureFactory, board?: typeof OwareBoard): boolean {
  const target = board ?? (customElements.get('oware-board') as typeof OwareBoard | undefined);
  if (!target || typeof target.addFeature !== 'function' || target.features.includes(factory)) return false;
  target.addFeature(factory);
  return true;
}

/** A board's features: made from the registered factories, asked in turn by the board's hooks. */
export class FeatureSet {
  readonly list: BoardFeature[] = [];
  readonly #made = new Set<BoardFeatureFactory>();
  #warned = false;
  /** Features this board has asked for (loading, loaded or failed): not asked for again. */
  #asked?: Set<string>;
  /** Whether the element's content held a record when the board first looked (read once, not per update). */
  #content: boolean | undefined;
  /** Features on their way that decide which position the board shows (see {@link waiting}). */
  #waiting?: Set<string>;

  readonly #host: ReactiveControllerHost;
  readonly #api: FeatureHost;

  constructor(host: ReactiveControllerHost, api: FeatureHost) {
    this.#host = host;
    this.#api = api;
  }

  /**
   * Whether the board waits for what decides which position it shows — the code of the record
   * viewer (a record's position at its `ply`) or of the lessons for a move sequence, or a feature's
   * own data (the viewer's record from `src`): until it has come (or failed) the board hides its
   * seeds and counts rather than show a position it is about to leave.
   */
  get waiting(): boolean {
    return !!this.#waiting?.size || this.list.some((f) => f.waiting);
  }

  /**
   * Make (and add to the host) the features of `factories` not made yet. A feature made after the
   * board's first update sees its attributes that are set as changed in its first `willUpdate`.
   */
  attach(factories: readonly BoardFeatureFactory[]): void {
    for (const f of factories) {
      if (this.#made.has(f)) continue;
      this.#made.add(f);
      const c = f(this.#api);
      this.list.push(c);
      this.#host.addController(c);
      const board = this.#api.board;
      const late = !!board?.hasUpdated;
      for (const k of Object.keys(FEATURE_OF) as FeatureProperty[])
        if (late && FEATURE_OF[k] === c.feature && board[k] != null) board.requestUpdate(k, undefined);
      this.#host.requestUpdate();
    }
  }

  /**
   * Features the board's attributes need and the page lacks: each is loaded (see
   * {@link loadFeature}); without a loader, or when loading fails, an `oware-error` for the first
   * such attribute, once per board (`arrows`: `highlight` holds arrows, which the lessons draw).
   */
  check(board: OwareBoard, has: (p: keyof OwareBoard) => boolean, arrows: boolean): void {
    // A record (the `record` property or attribute, `src`, or the element's content) is the viewer's;
    // so are then the step attributes it shares with the lessons (`ply`, `controls`, `autoplay`).
    this.#content ??= contentRecord(board) != null;
    const viewer = this.#api.recordInput?.() != null || board.src != null || this.#content;
    const keys = Object.keys(FEATURE_OF) as FeatureProperty[];
    // Most updates change no feature's property: nothing to ask for.
    if (!viewer && !(arrows && has('highlight')) && !keys.some(has)) return;
    const present = new Set(this.list.map((f) => f.feature));
    const wanted = new Map<string, FeatureProperty | 'highlight' | 'record'>();
    const missing = (name: string) => !present.has(name) && !this.#asked?.has(name) && !wanted.has(name);
    if (has('highlight') && arrows && missing('lessons')) wanted.set('lessons', 'highlight');
    if (viewer && missing('record')) wanted.set('record', 'record');
    for (const k of keys) {
      const name =
        viewer && SHARED_WITH_VIEWER.has(k)
          ? 'record'
          : FEATURE_OF[k] === 'game' && (board.moves != null || board.puzzle || board.editable)
            ? 'lessons'
            : FEATURE_OF[k];
      if (missing(name) && has(k) && board[k] != null && board[k] !== false) wanted.set(name, k);
    }
    for (const [name, used] of wanted) {
      (this.#asked ??= new Set()).add(name);
      const report = (why: string) => {
        if (this.#warned) return;
        this.#warned = true;
        this.#api.reportError(used, used === 'record' ? this.#api.recordInput() : board[used], why);
      };
      const p = loadFeature(name);
      if (!p) {
        report(needsFeature(used, name));
        continue;
      }
      if (name === 'record' || (name === 'lessons' && board.moves != null)) (this.#waiting ??= new Set()).add(name);
      const done = () => this.#waiting?.delete(name) && this.#host.requestUpdate();
      p.then(
        () => {
          done();
          this.attach((board.constructor as typeof OwareBoard).features);
          // Loaded, but not registered for this board's class (a subclass with features of its own).
          if (!this.list.some((f) => f.feature === name)) report(needsFeature(used, name));
        },
        (e: unknown) => {
          done();
          report(`'${used}' needs the ${name} feature, which could not be loaded: ${(e as Error)?.message ?? e}`);
        },
      );
    }
  }

  willUpdate(changed: PropertyValues<OwareBoard>): void {
    for (const f of this.list) f.willUpdate?.(changed);
  }

  view(input: ViewInput): ViewInput {
    for (const f of this.list) if (f.view) input = f.view(input);
    return input;
  }

  /** The features' drawing on the board (features with none add nothing, not even a marker node). */
  overlay(input: ViewInput, geometry: Geometry): unknown[] {
    return this.list.map((f) => f.renderOverlay?.(input, geometry)).filter((x) => x != null && x !== nothing);
  }

  /** The features' content under the board (none: an empty list). */
  below(): unknown[] {
    return this.list.map((f) => f.renderBelow?.()).filter((x) => x != null && x !== nothing);
  }

  /** The first record a feature shows (OGN text), else `null`. */
  record(): string | null {
    for (const f of this.list) {
      const r = f.record?.();
      if (r != null) return r;
    }
    return null;
  }

  /** The features' content for the result panel (none: an empty list). */
  result(): unknown[] {
    return this.list.map((f) => f.renderResult?.()).filter((x) => x != null && x !== nothing);
  }

  /** Run the command `name` of the features that have it; resolves when they are done. */
  command(name: string): Promise<unknown[]> {
    return Promise.all(this.list.map((f) => f.commands?.[name]?.()));
  }

  /** A click (`pitActivated`) or key (`pitKey`) on a pit that a feature handled. */
  pit(pit: number, e: MouseEvent | KeyboardEvent): boolean {
    return this.list.some((f) =>
      e instanceof KeyboardEvent ? f.pitKey?.(pit, e) : f.pitActivated?.(pit, e as MouseEvent),
    );
  }
}
