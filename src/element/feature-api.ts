/**
 * What a feature is to the board, as types only: its descriptor ({@link FeatureDescriptor}: its
 * attributes with their validators, which board mode it serves, how its code loads), the
 * controller it makes ({@link BoardFeature}) and what that controller may read and call
 * ({@link FeatureApi}). Generic over the board's type so that this module never imports the
 * element: the element module names them for its own class (`FeatureHost`).
 */
import type { PropertyDeclaration, PropertyValues, ReactiveController } from 'lit';
import type { Geometry } from '../diagram/layout.js';
import type { ViewInput } from '../diagram/view-model.js';
import type { Game, MoveRecord } from '../engine/index.js';
import type { SeedStep } from '../steps/seeds.js';
import type { MoveSource } from './events.js';
import type { SideSetting, SideValues } from './sides.js';

/** What a feature may read and call: the board's public face, and the few things only a feature may do. */
export interface FeatureApi<B = HTMLElement> {
  /** The board: its public properties and methods, `renderRoot`, `requestUpdate`, its events. */
  readonly board: B;
  /** The board as a DOM node, for what needs the node itself (observing its content). */
  readonly element: HTMLElement;
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
  /**
   * Put `values` of the board's sides in force for now (a match swapping sides, an online seat): the
   * one owner of `ai`, `interactive`, `orientation` and `variant` sets the board's properties (never
   * its attributes) and keeps the page's values; a value the page sets later wins.
   */
  overrideSides(values: Partial<SideValues>): void;
  /** Give the page's values of the sides back (of `keys`, or all a feature overrides). */
  releaseSides(keys?: readonly SideSetting[]): void;
  /** The page's value of a side setting, whether or not a feature overrides it now. */
  pageSide<K extends SideSetting>(k: K): SideValues[K];
  /** What the page last gave the `record` property or attribute (`board.record` reads back the game). */
  recordInput(): unknown;
  /** The board's mode (see {@link BoardMode}), decided from its attributes by the registered descriptors. */
  mode(): BoardMode;
  /**
   * Show step `ply` (and `path`, unless `null`: left as it is) as the board's `ply` and `path`: the
   * one owner of the board's step writes them for the feature and remembers them as a feature's,
   * not the page's.
   */
  setStep(ply: number | undefined, path?: string | undefined | null): void;
  /** Whether the board's `ply` (or `path`) is the page's: not what a feature last wrote with {@link setStep}. */
  fromPage(attribute: 'ply' | 'path'): boolean;
  /**
   * Another feature of this board, loaded first when it is not here yet (the record viewer asks the
   * lessons for their puzzle mode): its controller, or `undefined` when this build cannot have it.
   * Features talk to each other through such typed calls, never by writing each other's attributes.
   */
  feature<K extends keyof FeatureMap>(name: K): Promise<(BoardFeature<B> & FeatureMap[K]) | undefined>;
}

/**
 * What each feature offers the others, by its name: a feature adds its own entry by declaration
 * merging from its own module (`declare module '…/element/feature-api.js' { interface FeatureMap {
 * drawing: DrawingOwner } }`), so that {@link FeatureHost.feature} is typed and no caller casts.
 */
export interface FeatureMap {
  /** Every feature is at least a controller with hooks. */
  [name: string]: object;
}

/** A plug-in on every board: a Lit reactive controller with optional hooks. */
export interface BoardFeature<B = HTMLElement> extends ReactiveController {
  /** The name of the feature's descriptor (`lessons`), if it serves attributes of one. */
  readonly feature?: string;
  /** After the board has checked its own properties, before it draws: what changed in this update. */
  willUpdate?(changed: PropertyValues<B>): void;
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
  /** The sentence the board announces for a move, in place of its own (the lessons' narration); nothing to leave it. */
  narrate?(record: MoveRecord): string | null | undefined;
  /** Walk the move on show seed by seed (the board's `stepSeeds`; the lessons). */
  stepSeeds?(by: number): Promise<SeedStep | null>;
  /** The seed-by-seed step on show (the board's `seedStep`). */
  readonly seedStep?: SeedStep | null;
  /** Whether the position to show is still on its way (the viewer's first record from `src`): no seeds or counts are drawn meanwhile. */
  readonly waiting?: boolean;
  /** Methods the board calls by name for the page (`newMatch`); see `FeatureSet.command`. */
  readonly commands?: Readonly<Record<string, (...args: never[]) => unknown>>;
}

/**
 * Makes a board's controller of a feature; `undefined` while the feature's code is not here yet (the
 * game's factory before its chunk has come): the board asks again as features come.
 */
export type FeatureFactory<B = HTMLElement> = (api: FeatureApi<B>) => BoardFeature<B> | undefined;

/**
 * What a board is, decided from its attributes by the descriptors' {@link FeatureDescriptor.modes}
 * tests, the highest rank winning: `record` (a record viewer: `record`, `src` or OGN content) >
 * `editor` (`editable`) > `puzzle` > `sequence` (`moves`) > `game` (the default: a diagram is a game
 * nobody may move on).
 */
export type BoardMode = 'record' | 'editor' | 'puzzle' | 'sequence' | 'game';

/** The attributes a board shares between the feature of its mode and the core (one owner each). */
export type SharedAttribute = 'ply' | 'controls' | 'autoplay' | 'loop' | 'caption';

/** One attribute of a feature: how Lit reads it, and the rule its values must meet. */
export interface AttributeSpec {
  /** Lit's declaration (type, attribute name, converter); the attribute is the kebab-case name by default. */
  property: PropertyDeclaration;
  /** Its value when unset. */
  fallback: unknown;
  /** Whether a value is good (a bad one fires `oware-error` and the last good value stays). */
  valid(value: unknown): boolean;
  /** What to say about a bad value. */
  hint: string | ((value: unknown) => string);
}

/** A board mode a feature claims: its name, its rank (the highest claimed wins), and when. */
export interface BoardModeTest {
  readonly name: BoardMode;
  readonly rank: number;
  when(board: BoardRead): boolean;
  /** The attribute named when the mode's feature cannot be had (else its own attribute that is set). */
  readonly attribute?: string;
}

/** What a descriptor's tests may read of a board: its properties by name, the element, whether the page gave a record. */
export interface BoardRead {
  get(property: string): unknown;
  /** The board element (its content, for a record written inside it). */
  readonly element: Element;
  /** Whether the page gave the `record` property or attribute. */
  readonly recordGiven: boolean;
}

/**
 * A feature as the core knows it — and nothing more. Registered with `registerDescriptors` (the registry
 * in `src/features.ts`, one line per feature); the core builds its observed attributes, their
 * validation, which attribute needs which feature and the board's mode from these alone.
 */
export interface FeatureDescriptor {
  /** The feature's name (`sound`); its controller's `feature` says the same. */
  readonly name: string;
  /** The feature's own attributes (property names), with their validators. */
  readonly attributes?: Readonly<Record<string, AttributeSpec>>;
  /** The board modes this feature makes a board be, each when `when` holds, with its rank (see {@link BoardMode}). */
  readonly modes?: readonly BoardModeTest[];
  /** The shared attributes this feature serves, by the board modes it serves them in. */
  readonly serves?: Partial<Readonly<Record<SharedAttribute, readonly BoardMode[]>>>;
  /**
   * When a board needs this feature, if its attributes cannot say (the game: a game with `controls`,
   * against the computer, or over): the attribute that asks for it now (named if its code cannot be
   * had), else nothing. Asked on every update until the feature has come; given, it alone decides
   * (the attributes it serves do not).
   */
  readonly needed?: (board: BoardRead, mode: BoardMode) => string | undefined;
  /**
   * A further reason a board needs this feature, beside what its attributes ask (the lessons: seed
   * by seed, on a game or a record viewer with `controls` once a move is on show): the attribute that
   * asks now, else nothing. Unlike {@link needed}, the attributes still ask too.
   */
  readonly alsoNeeded?: (board: BoardRead, mode: BoardMode) => string | undefined;
  /**
   * Whether this feature draws the annotations' arrows and marker badges (its `renderOverlay`): a
   * board whose annotations on show have them — from its attributes, its `annotations` property or
   * another feature (a record's comments) — asks for it.
   */
  readonly overlay?: boolean;
  /** Whether, in this mode, the board waits for this feature's code before showing a position (it decides which). */
  readonly decidesPosition?: (board: BoardRead) => boolean;
  /** Load the feature's code; it registers its factory (`OwareBoard.addFeature`) when it runs. */
  readonly load?: () => Promise<unknown>;
  /** How a page gets the feature when its build has no loader for it (for the error message; default: the root or the self-contained file). */
  readonly how?: string;
  /** Members the board gets for this feature: methods and accessors put on its prototype (`newMatch`). */
  readonly members?: object;
}

/** A descriptor, checked by the compiler (the identity function). */
export const defineFeature = <D extends FeatureDescriptor>(descriptor: D): D => descriptor;

const isText = (v: unknown): boolean => v === undefined || typeof v === 'string';

/** A boolean attribute (`name` as errors say it). */
export const flag = (name: string, property: PropertyDeclaration = {}): AttributeSpec => ({
  property: { type: Boolean, ...property },
  fallback: false,
  valid: (v) => typeof v === 'boolean',
  hint: `${name} is a boolean: true or false`,
});

/** A text attribute (unset: `undefined`). */
export const text = (name: string, property: PropertyDeclaration = {}): AttributeSpec => ({
  property,
  fallback: undefined,
  valid: isText,
  hint: `${name} must be a string`,
});
