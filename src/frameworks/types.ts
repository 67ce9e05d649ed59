/**
 * What the framework typings share (`oware-board/react`, `oware-board/vue`, `oware-board/svelte`:
 * react.d.ts, vue.d.ts and svelte.d.ts next to this file): `<oware-board>`'s attributes, properties
 * and events as a template sets them. The attribute names are custom-elements.json's (a test checks
 * both ways); their types come from the element's properties, so they cannot drift from it.
 *
 * React 19, Vue 3 and Svelte 5 set a name the element has as a property (`position`, `animationSpeed`,
 * `strings`) and any other name as an attribute (`animation-speed`, `show-legal`): a property takes
 * the property's type, a hyphenated attribute a string of it (numbers also as numbers).
 * @module
 */
import type { OwareEventMap } from '../element/events.js';
import type { OwareBoard } from '../element/oware-board.js';
import type { StudioState } from '../studio/out.js';
import type { OwareStudioEventMap } from '../studio/oware-studio.js';
// The features' own properties (on OwareBoard) and events (on OwareEventMap) are declared with them.
import '../analysis/descriptor.js';
import '../drawing/descriptor.js';
import '../lessons/board/descriptor.js';
import '../match/descriptor.js';
import '../online/descriptor.js';
import '../record/board/descriptor.js';
import '../sound/descriptor.js';

/** Every attribute of `<oware-board>`, core and features, and `lang` (custom-elements.json's list). */
export type OwareBoardAttributeName =
  | 'position'
  | 'variant'
  | 'interactive'
  | 'orientation'
  | 'labels'
  | 'stores'
  | 'highlight'
  | 'animation-speed'
  | 'ply'
  | 'controls'
  | 'autoplay'
  | 'loop'
  | 'caption'
  | 'ai'
  | 'ai-level'
  | 'ai-time'
  | 'record'
  | 'moves'
  | 'show-legal'
  | 'arrows'
  | 'markers'
  | 'puzzle'
  | 'solution'
  | 'goal'
  | 'editable'
  | 'src'
  | 'path'
  | 'fragment-link'
  | 'remember-solved'
  | 'analysis'
  | 'match'
  | 'sound'
  | 'draw'
  | 'online'
  | 'room'
  | 'seat'
  | 'lang';

/** `animation-speed` → `animationSpeed`. */
type Camel<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;

/** The property an attribute sets. */
type PropertyOf<A extends OwareBoardAttributeName> = Camel<A> & keyof OwareBoard;

/**
 * The properties a template may set: every attribute's, and those without one (`Pick` below fails
 * to compile when the element has no property of an attribute's name).
 */
export type OwareBoardPropertyName =
  | Camel<OwareBoardAttributeName>
  | 'strings'
  | 'annotations'
  | 'inputLocked'
  | 'drawing';

/** Properties by their own names (`animationSpeed={0}`, `strings={{ … }}`), typed as on the element. */
export type OwareBoardProperties = Partial<Pick<OwareBoard, OwareBoardPropertyName>>;

/** A property's value written as an attribute: numbers also as strings; a flag as `Flag`. */
type AsAttribute<T, Flag> = T extends number ? number | `${number}` : T extends boolean ? Flag : T;

/**
 * The hyphenated attributes (`animation-speed="0"`, `show-legal`), which frameworks set as attributes.
 * `Flag` is what a boolean attribute takes: React removes an attribute set to `false`, so `boolean`
 * there; Vue and Svelte write `false` as the text "false", which the element reads as present, so
 * only `true` (or `''`) there — use the property (`showLegal`) for a flag that changes.
 */
export type OwareBoardAttributes<Flag = boolean> = {
  [A in OwareBoardAttributeName as A extends `${string}-${string}` ? A : never]?: AsAttribute<
    NonNullable<OwareBoard[PropertyOf<A>]>,
    Flag
  >;
};

/** Every event of the board (the features' included), by name: `oware-move` → `CustomEvent<OwareMoveDetail>`. */
export type { OwareEventMap };

/** The hyphenated attributes by the property each sets: `animationSpeed` → `'animation-speed'`. */
type HyphenatedOf = {
  [A in OwareBoardAttributeName as A extends `${string}-${string}` ? Camel<A> : never]: A;
};

/**
 * Properties that also take their attribute's values, by the property's name: for vue-tsc, which
 * reads `animation-speed="0"` in a template as the prop `animationSpeed` (Vue itself still sets the
 * attribute), so `animationSpeed` takes `number | \`${number}\``.
 */
export type OwareBoardPropertiesOrAttributes<Flag = boolean> = {
  [P in OwareBoardPropertyName]?:
    | OwareBoard[P]
    | (P extends keyof HyphenatedOf ? AsAttribute<NonNullable<OwareBoard[P]>, Flag> : never);
};

/** `on<event>` handlers (React 19 and Svelte 5 listen to `onoware-move` etc.), each typed from {@link OwareEventMap}. */
export type OwareBoardEventHandlers = {
  [K in keyof OwareEventMap as `on${K}`]?: (event: OwareEventMap[K]) => void;
};

/** Every attribute of `<oware-studio>` (custom-elements.json's list). */
export type OwareStudioAttributeName = 'value' | 'lang' | 'diagrams-base' | 'link-base' | 'outputs';

/** `<oware-studio>`'s properties as a template sets them: `value` takes a state or a share link. */
export interface OwareStudioProperties {
  /** The studio's state to open: a state object, a share link (`#s=…`) or the state's JSON. */
  value?: StudioState | string;
  lang?: string;
  diagramsBase?: string;
  linkBase?: string;
  outputs?: string;
}

/** `<oware-studio>`'s hyphenated attributes, which frameworks set as attributes. */
export interface OwareStudioAttributes {
  'diagrams-base'?: string;
  'link-base'?: string;
}

/** `<oware-studio>`'s events by name: `oware-studio-change`, `oware-error`. */
export type { OwareStudioEventMap };

/** `on<event>` handlers of `<oware-studio>` (React 19 and Svelte 5), each typed from {@link OwareStudioEventMap}. */
export type OwareStudioEventHandlers = {
  [K in keyof OwareStudioEventMap as `on${K}`]?: (event: OwareStudioEventMap[K]) => void;
};
