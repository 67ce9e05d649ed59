/**
 * The plug-in seam. A feature (the lessons today) is a Lit reactive controller with optional hooks
 * ({@link BoardFeature}); its factory gets a {@link FeatureHost} — the board's public face plus
 * the few things only a feature may do — instead of internal members of the element. Register a
 * factory with `OwareBoard.addFeature`. {@link FEATURE_OF} is the one list of which attributes
 * need which feature.
 */
import { nothing, type PropertyValues, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { Game, MoveRecord } from '../engine/index.js';
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
  /** A click on a pit; return `true` when handled (the board then does not move). */
  pitActivated?(pit: number, e: MouseEvent): boolean;
  /** A key on a focused pit; return `true` when handled. */
  pitKey?(pit: number, e: KeyboardEvent): boolean;
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
/** The attributes of the features named as themselves (`analysis`, `sound`, `match`). */
export type ExtraProperty = 'analysis' | 'sound' | 'match';
export type FeatureProperty = (LessonProperty | ExtraProperty) & keyof OwareBoard;

/** Which feature each feature attribute (property name) needs. */
export const FEATURE_OF: Readonly<Record<FeatureProperty, string>> = Object.fromEntries([
  ...(
    'moves ply controls autoplay loop caption showLegal arrows markers puzzle solution goal editable'.split(
      ' ',
    ) as LessonProperty[]
  ).map((k) => [k, 'lessons']),
  ...(['analysis', 'sound', 'match'] as const).map((k) => [k, k]),
]) as Record<FeatureProperty, string>;

/** How to get a feature's code. */
const FULL = "import 'oware-board', or load oware-board-lessons.min.js";
const HOW: Record<string, string> = {
  lessons: "import 'oware-board/lessons' (or 'oware-board'), or load oware-board-lessons.min.js",
  analysis: FULL,
  sound: FULL,
  match: FULL,
};

/** The message for an attribute used without its feature. */
export const needsFeature = (attribute: string, feature: string): string =>
  `'${attribute}' needs the ${feature} build: ${HOW[feature]}`;

/** A board's features: made from the registered factories, asked in turn by the board's hooks. */
export class FeatureSet {
  readonly list: BoardFeature[] = [];
  readonly #made = new Set<BoardFeatureFactory>();
  #warned = false;

  readonly #host: ReactiveControllerHost;
  readonly #api: FeatureHost;

  constructor(host: ReactiveControllerHost, api: FeatureHost) {
    this.#host = host;
    this.#api = api;
  }

  /** Make (and add to the host) the features of `factories` not made yet. */
  attach(factories: readonly BoardFeatureFactory[]): void {
    for (const f of factories) {
      if (this.#made.has(f)) continue;
      this.#made.add(f);
      const c = f(this.#api);
      this.list.push(c);
      this.#host.addController(c);
      this.#host.requestUpdate();
    }
  }

  /**
   * Once per board: an `oware-error` for the first attribute that changed and is set without its
   * feature (`arrows`: `highlight` holds arrows, which the lessons draw).
   */
  check(board: OwareBoard, has: (p: keyof OwareBoard) => boolean, arrows: boolean): void {
    if (this.#warned) return;
    const present = new Set(this.list.map((f) => f.feature));
    const used =
      has('highlight') && arrows && !present.has('lessons')
        ? 'highlight'
        : (Object.keys(FEATURE_OF) as FeatureProperty[]).find(
            (k) => !present.has(FEATURE_OF[k]) && has(k) && board[k] != null && board[k] !== false,
          );
    if (used) {
      this.#warned = true;
      this.#api.reportError(used, board[used], needsFeature(used, used === 'highlight' ? 'lessons' : FEATURE_OF[used]));
    }
  }

  willUpdate(changed: PropertyValues<OwareBoard>): void {
    for (const f of this.list) f.willUpdate?.(changed);
  }

  view(input: ViewInput): ViewInput {
    for (const f of this.list) if (f.view) input = f.view(input);
    return input;
  }

  overlay(input: ViewInput, geometry: Geometry): unknown[] {
    return this.list.map((f) => f.renderOverlay?.(input, geometry));
  }

  /** The features' content under the board (none: an empty list). */
  below(): unknown[] {
    return this.list.map((f) => f.renderBelow?.()).filter((x) => x != null && x !== nothing);
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
