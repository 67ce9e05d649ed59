/**
 * A board's features ({@link FeatureSet}): made from the registered factories, asked in turn by the
 * board's hooks, and the {@link FeatureApi} they get — which features the board's attributes need
 * (from the registry's tables, registry.ts), the board's mode, the one owner of its step, typed
 * calls between features.
 */
import { isServer, nothing, type ReactiveControllerHost } from 'lit';
import type { Geometry } from '../diagram/layout.js';
import type { ViewInput } from '../diagram/view-model.js';
import type { Game, MoveRecord } from '../engine/index.js';
import type { MoveSource } from './events.js';
import type {
  BoardFeature,
  BoardMode,
  BoardRead,
  FeatureApi,
  FeatureDescriptor,
  FeatureFactory,
  FeatureMap,
} from './feature-api.js';
import {
  boardMode,
  chunkFailed,
  DESCRIPTORS,
  FEATURE_OF,
  type FeatureClass,
  loadFeature,
  needsFeature,
  SHARED,
} from './registry.js';
import type { SideSetting, Sides, SideValues } from './sides.js';

export * from './registry.js';

/** Connected boards' feature sets (features added later reach them). */
const sets = new Set<FeatureSet<never>>();

/** Make the features of `factories` not made yet on every connected board. */
export function attachEverywhere(factories: readonly unknown[]): void {
  for (const s of sets) s.attach(factories);
}

/** The board a feature set serves: a Lit host with its public face. */
export interface FeatureBoardHost extends ReactiveControllerHost, HTMLElement {
  readonly hasUpdated: boolean;
  requestUpdate(name?: PropertyKey, old?: unknown): void;
  finishAnimation(): void;
  playFrom(move: number | string, source: MoveSource): Promise<MoveRecord | null>;
}

/** What a feature set needs of the board's other parts: its notices and its game (no closures per board). */
export interface FeatureSetParts {
  readonly notices: {
    announce(text: string): void;
    report(attribute: string, value: unknown, message: string, refused?: boolean): void;
  };
  readonly state: { _showGame(game: Game): void };
  /** The one owner of the sides in force (a getter: the board makes it after its feature set). */
  sides(): Sides;
}

/** A feature's place in the hooks' order: its descriptor's place in the registry, then others as added. */
const rank = (f: { readonly feature?: string }): number => {
  const i = DESCRIPTORS.findIndex((d) => d.name === f.feature);
  return i < 0 ? DESCRIPTORS.length : i;
};

/** A board's features, and the API they get (the feature set itself: methods on one prototype). */
export class FeatureSet<B extends FeatureBoardHost = FeatureBoardHost> implements FeatureApi<B> {
  readonly list: BoardFeature<B>[] = [];
  private readonly _made = new Set<unknown>();
  private _warned = false;
  /** Features this board has asked for (loading, loaded or failed): not asked for again. */
  private _asked?: Set<string>;
  /** Features on their way that decide which position the board shows (see {@link waiting}). */
  private _pending?: Set<string>;
  /** What the page last gave `record`. */
  private _recordIn: unknown = undefined;
  /** The step a feature last showed (`setStep`): the board's `ply` and `path` are the page's when they differ. */
  private _step?: { ply?: number; path?: string };
  private _mode: BoardMode = 'game';

  readonly board: B;
  private readonly _parts: FeatureSetParts;

  constructor(board: B, parts: FeatureSetParts) {
    this.board = board;
    this._parts = parts;
  }

  // ---- the API features get ----
  get element(): HTMLElement {
    return this.board;
  }
  showGame(game: Game): void {
    this.board.finishAnimation();
    this._parts.state._showGame(game);
  }
  announce(text: string): void {
    this._parts.notices.announce(text);
  }
  reportError(attribute: string, value: unknown, message: string, refused?: boolean): void {
    this._parts.notices.report(attribute, value, message, refused);
  }
  play(move: number | string, source: MoveSource): Promise<MoveRecord | null> {
    return this.board.playFrom(move, source);
  }
  recordInput(): unknown {
    return this._recordIn;
  }
  overrideSides(values: Partial<SideValues>): void {
    this._parts.sides().override(values);
  }
  releaseSides(keys?: readonly SideSetting[]): void {
    this._parts.sides().release(keys);
  }
  pageSide<K extends SideSetting>(k: K): SideValues[K] {
    return this._parts.sides().page(k);
  }
  /** The board's mode as its last update decided it, or (`now`) as its attributes and content say now. */
  mode(now = false): BoardMode {
    return now ? boardMode(this._read()) : this._mode;
  }
  setStep(ply: number | undefined, path: string | undefined | null = null): void {
    const b = this.board as unknown as { ply?: number; path?: string };
    const step = (this._step ??= {});
    b.ply = step.ply = ply;
    if (path !== null) b.path = step.path = path;
  }
  async feature<K extends keyof FeatureMap>(name: K): Promise<(BoardFeature<B> & FeatureMap[K]) | undefined> {
    if (!this.find(name)) {
      (this._asked ??= new Set()).add(String(name));
      await loadFeature(String(name))?.catch(() => undefined);
      this._attachAll();
    }
    return this.find(name);
  }
  /** Feature `name` of this board if it is here now (typed by {@link FeatureMap}, which each feature fills). */
  find<K extends keyof FeatureMap>(name: K): (BoardFeature<B> & FeatureMap[K]) | undefined {
    return this.list.find((f) => f.feature === name) as (BoardFeature<B> & FeatureMap[K]) | undefined;
  }
  /** Whether this board has made feature `name` ({@link find}, for any name). */
  private _has(name: string): boolean {
    return this.list.some((f) => f.feature === name);
  }
  fromPage(attribute: 'ply' | 'path'): boolean {
    return (this.board as unknown as Record<string, unknown>)[attribute] !== this._step?.[attribute];
  }

  /** Keep what the page gave `record`; returns the value before. */
  _setRecordInput(value: unknown): unknown {
    const old = this._recordIn;
    this._recordIn = value;
    return old;
  }

  /**
   * Whether the board waits for what decides which position it shows — the code of the feature of
   * its mode that says so (a record's position at its `ply`, a move sequence's), or a feature's own
   * data (the viewer's record from `src`): until it has come (or failed) the board hides its seeds
   * and counts rather than show a position it is about to leave.
   */
  get _waiting(): boolean {
    return !!this._pending?.size || this.list.some((f) => f.waiting);
  }

  /** The features being loaded for this board. */
  private _loads?: Promise<unknown>[];

  /**
   * Load the features the board's attributes need now, before its first update (a board rendered
   * on a server hydrates with them, so its first render is the server's); resolves when they have
   * come or failed (and `also`).
   */
  async _ready(also?: Promise<unknown>): Promise<void> {
    const highlight = (this.board as unknown as { highlight?: unknown }).highlight;
    this.check(() => true, typeof highlight === 'string' && highlight.includes('>'));
    await Promise.allSettled([...(this._loads ?? []), also]);
    this._attachAll();
  }

  _connected(): void {
    sets.add(this as never);
    this._attachAll();
  }
  _disconnected(): void {
    sets.delete(this as never);
  }

  /** {@link attach} the factories registered with the board's class (none on a stand-in host). */
  private _attachAll(): void {
    this.attach(classOf(this.board).features ?? []);
  }

  /** Factories of features this board has not asked for, by their feature's name: made when it asks. */
  private _later?: Map<unknown, string>;

  /**
   * Make (and add to the host) the features of `factories` not made yet that this board uses: a
   * feature of the registry only once the board has asked for it ({@link check}, {@link feature}),
   * so that a board is the same whatever other boards of the page have loaded (and a page of
   * diagrams does not make, style and redraw every feature another board fetched); a feature of
   * the page's own (no descriptor) at once. A feature made after the board's first update sees its
   * attributes that are set as changed in its first `willUpdate`.
   */
  attach(factories: readonly unknown[]): void {
    const board = this.board;
    for (const f of factories) {
      if (this._made.has(f)) continue;
      const later = this._later?.get(f);
      if (later !== undefined && !this._asked?.has(later)) continue;
      const c = (f as FeatureFactory<B>)(this);
      // (its code is not here yet: asked again as features come)
      if (!c) continue;
      if (!this._uses(c.feature)) {
        (this._later ??= new Map()).set(f, c.feature!);
        continue;
      }
      this._made.add(f);
      this.list.push(c);
      this.list.sort((a, b) => rank(a) - rank(b));
      board.addController(c);
      // (on a server the board is never connected: its features connect as they come, for their
      // styles; what needs a window there is left to the page)
      if (isServer)
        try {
          c.hostConnected?.();
        } catch {}
      // Made after the first update: its own attributes, and the shared ones it serves in this mode,
      // count as changed in its first `willUpdate` (not those another feature serves here: a record
      // viewer's `autoplay` is the viewer's, whatever the lessons do with it on a game).
      if (board.hasUpdated) {
        const d = DESCRIPTORS.find((x) => x.name === c.feature);
        const props = board as unknown as Record<string, unknown>;
        const keys = [
          ...Object.keys(d?.attributes ?? {}),
          ...SHARED.filter((k) => d?.serves?.[k]?.includes(this._mode)),
        ];
        for (const k of keys) if (props[k] != null) board.requestUpdate(k, undefined);
      }
      board.requestUpdate();
    }
  }

  /**
   * Whether this board uses feature `name` now: a feature without a descriptor always; one of the
   * registry's once asked for (rendered on a server, every registered feature: the page's script
   * takes the server's drawing as it is).
   */
  private _uses(name: string | undefined): boolean {
    return isServer || name === undefined || !!this._asked?.has(name) || !DESCRIPTORS.some((d) => d.name === name);
  }

  /** What the descriptors' tests read of the board (one object per board, not one per update). */
  private _reader?: BoardRead;
  private _read(): BoardRead {
    const set = this;
    const props = this.board as unknown as Record<string, unknown>;
    return (this._reader ??= {
      get: (k) => props[k],
      element: this.board,
      get recordGiven() {
        return set._recordIn != null;
      },
    });
  }

  /**
   * Decide the board's mode, then load the features its attributes need and the page lacks (see
   * {@link loadFeature}); without a loader, or when loading fails, an `oware-error` for the first
   * such attribute, once per board. A feature is wanted when its descriptor's `needed` names an
   * attribute (the game's: a game with `controls`, against the computer, or over), or, without one,
   * when the board is in a mode it claims with an `attribute` (the record viewer's), when
   * `highlight` holds arrows and it has an `arrows` attribute, when one of its own attributes is
   * set, or a shared one it serves in this mode.
   */
  check(has: (p: string) => boolean, arrows: boolean): void {
    // (rendered on a server the board is never connected: the features registered by then are its own at once)
    if (isServer) this._attachAll();
    // The page took `ply` or `path` away: what a feature last wrote there is forgotten, so that the
    // page's next value is the page's even when it is the number a feature showed before.
    const step = this._step;
    if (step) for (const k of ['ply', 'path'] as const) if (has(k) && this._read().get(k) == null) step[k] = undefined;
    // (the mode is decided on every update: it follows the attributes as they change)
    const read = this._read();
    this._mode = boardMode(read);
    const mode = this._mode;
    const lines = arrows && has('highlight');
    // Most updates of a game change no feature's property: only a feature that says itself when it
    // is needed (`needed`: the game, when a game is over) is asked for.
    const quiet = mode === 'game' && !lines && !Object.keys(FEATURE_OF).some(has);
    const wanted = new Map<string, string>();
    const missing = (name: string) => !this._asked?.has(name) && !wanted.has(name) && !this._has(name);
    const set = (k: string) => {
      const v = read.get(k);
      return has(k) && v != null && v !== false;
    };
    // what the board's attributes ask of a descriptor's feature
    const byAttributes = (d: FeatureDescriptor) =>
      d.modes?.find((m) => m.name === mode)?.attribute ??
      (lines && d.attributes?.arrows ? 'highlight' : undefined) ??
      Object.keys(d.attributes ?? {}).find(set) ??
      SHARED.find((k) => d.serves?.[k]?.includes(mode) && set(k));
    for (const d of DESCRIPTORS) {
      if (!missing(d.name)) continue;
      const used = d.needed
        ? d.needed(read, mode)
        : ((quiet ? undefined : byAttributes(d)) ?? d.alsoNeeded?.(read, mode));
      if (used) wanted.set(d.name, used);
    }
    for (const [name, used] of wanted) this._load(name, used, read);
  }

  private _load(name: string, used: string, read: BoardRead): void {
    (this._asked ??= new Set()).add(name);
    const board = this.board;
    // already on the page (registered by the page, or fetched for another board): made now, for this update
    this._attachAll();
    if (this._has(name)) return;
    const report = (why: string) => {
      if (this._warned) return;
      this._warned = true;
      this.reportError(used, used === 'record' ? this._recordIn : read.get(used), why);
    };
    const p = loadFeature(name);
    if (!p) {
      report(needsFeature(used, name));
      return;
    }
    (this._loads ??= []).push(p);
    if (DESCRIPTORS.find((d) => d.name === name)?.decidesPosition?.(read)) (this._pending ??= new Set()).add(name);
    const done = () => this._pending?.delete(name) && board.requestUpdate();
    p.then(
      () => {
        done();
        this._attachAll();
        // Loaded, but not registered for this board's class (a subclass with features of its own).
        if (!this._has(name)) report(needsFeature(used, name));
      },
      (e: unknown) => {
        done();
        report(chunkFailed(used, `${name} feature`, e));
      },
    );
  }

  _willUpdate(changed: Map<PropertyKey, unknown>): void {
    for (const f of this.list) f.willUpdate?.(changed as never);
  }

  _view(input: ViewInput): ViewInput {
    for (const f of this.list) if (f.view) input = f.view(input);
    const a = input.annotations;
    if (a.arrows.length || a.marks.some((m) => m.label))
      for (const d of DESCRIPTORS)
        if (d.overlay && !this._asked?.has(d.name) && !this._has(d.name)) {
          // asked after this update (the view is being drawn): it draws them in the next, before a paint
          (this._asked ??= new Set()).add(d.name);
          queueMicrotask(() => this._load(d.name, 'annotations', this._read()));
        }
    return input;
  }

  /** What the features' `hook` gives, leaving out those that give nothing (not even a marker node). */
  private _all(hook: (f: BoardFeature<B>) => unknown): unknown[] {
    return this.list.map(hook).filter((x) => x != null && x !== nothing);
  }

  /** The features' drawing on the board. */
  _overlay(input: ViewInput, geometry: Geometry): unknown[] {
    return this._all((f) => f.renderOverlay?.(input, geometry));
  }

  /** The features' content under the board (none: an empty list). */
  _below(): unknown[] {
    return this._all((f) => f.renderBelow?.());
  }

  /** The first record a feature shows (OGN text), else `null`. */
  _record(): string | null {
    for (const f of this.list) {
      const r = f.record?.();
      if (r != null) return r;
    }
    return null;
  }

  /** The features' content for the result panel (none: an empty list). */
  _result(): unknown[] {
    return this._all((f) => f.renderResult?.());
  }

  /** The first feature's sentence for a move (see `BoardFeature.narrate`), else `undefined`. */
  _narrate(record: MoveRecord): string | undefined {
    for (const f of this.list) {
      const s = f.narrate?.(record);
      if (s) return s;
    }
    return undefined;
  }

  /** Whether a feature has the command `name`. */
  _hasCommand(name: string): boolean {
    return this.list.some((f) => f.commands?.[name]);
  }

  /** Run the command `name` of the features that have it; resolves when they are done. */
  _command(name: string, ...args: unknown[]): Promise<unknown[]> {
    return Promise.all(
      this.list.map((f) => (f.commands?.[name] as ((...a: unknown[]) => unknown) | undefined)?.(...args)),
    );
  }

  /**
   * A feature's own way of doing the board's `name` (`play`, `undo`, `reset`): its command of that
   * name (online: the server's answer, or a refusal), resolving with the first result; `undefined`
   * when no feature has one (the board does it itself).
   */
  _instead<T>(name: string, ...args: unknown[]): Promise<T | null> | undefined {
    if (!this._hasCommand(name)) return undefined;
    return this._command(name, ...args).then((r) => (r.find((x) => x !== undefined) as T | undefined) ?? null);
  }

  /** A click (`pitActivated`) or key (`pitKey`) on a pit that a feature handled. */
  pit(pit: number, e: MouseEvent | KeyboardEvent): boolean {
    return this.list.some((f) =>
      e instanceof KeyboardEvent ? f.pitKey?.(pit, e) : f.pitActivated?.(pit, e as MouseEvent),
    );
  }
}

/** A board's class (its registered factories). */
const classOf = (board: object): FeatureClass => board.constructor as unknown as FeatureClass;

/** The feature set of each board (for descriptors' members: `newMatch`, `stepSeeds`). */
export const featuresOf = new WeakMap<object, FeatureSet<never>>();
