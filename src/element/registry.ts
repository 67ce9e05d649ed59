/**
 * The feature registry's tables, built from the registered descriptors alone ({@link
 * registerDescriptors}): which attribute needs which feature ({@link FEATURE_OF}), the features'
 * validation rules ({@link FEATURE_RULES}) and loaders ({@link FEATURE_LOADERS}), the board's mode
 * ({@link boardMode}), and loading and registering a feature. The core never names a feature; the
 * registry of descriptors (`src/features.ts`) lists them, one line each.
 */
import type { PropertyDeclaration } from 'lit';
import type {
  AttributeSpec,
  BoardMode,
  BoardModeTest,
  BoardRead,
  FeatureDescriptor,
  FeatureFactory,
  SharedAttribute,
} from './feature-api.js';

/** The registered descriptors, in the registry's order (their features' hooks run in this order). */
export const DESCRIPTORS: FeatureDescriptor[] = [];

/**
 * Which feature each feature attribute (property name) needs: a feature's own attributes, and the
 * shared ones (`ply`, `controls`, `autoplay`, `loop`, `caption`) by the feature that serves them on
 * a game board (on other boards, the feature of the board's mode: see {@link FeatureSet.check}).
 */
export const FEATURE_OF: Record<string, string> = Object.create(null);

/** The features' attribute rules by property name (the core checks them as it checks its own). */
export const FEATURE_RULES: Record<string, AttributeSpec> = Object.create(null);

/**
 * Loaders of features that are not in the page yet, by feature name, from the descriptors (each
 * {@link lazy}; a test or a page may replace one). A bundler — and the CDN build — makes each feature a chunk of its
 * own, fetched when a board first uses one of its attributes; the module registers its feature
 * (`OwareBoard.addFeature`) when it runs.
 */
export const FEATURE_LOADERS: Record<string, () => Promise<unknown>> = Object.create(null);

export const SHARED: readonly SharedAttribute[] = ['ply', 'controls', 'autoplay', 'loop', 'caption'];

/** The features' attributes' values when unset (`false` for a flag), as every board starts with them (kept as descriptors register). */
export const FEATURE_DEFAULTS: Record<string, unknown> = {};

/** A property's attribute: `animationSpeed` → `animation-speed`. */
export const attributeOf = (property: string): string => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** What a board class must offer to take descriptors (Lit's `createProperty`). */
interface BoardClass {
  createProperty(name: PropertyKey, options?: PropertyDeclaration): void;
  readonly prototype: object;
}

/**
 * Register `descriptors` with `board` (before it is defined, so that their attributes are
 * observed): their attributes become properties of the board, their rules, loaders and members the
 * core's. Idempotent per descriptor.
 */
export function registerDescriptors(board: BoardClass, descriptors: readonly FeatureDescriptor[]): void {
  for (const d of descriptors) {
    if (DESCRIPTORS.includes(d)) continue;
    DESCRIPTORS.push(d);
    for (const [k, spec] of Object.entries(d.attributes ?? {})) {
      FEATURE_OF[k] = d.name;
      FEATURE_RULES[k] = spec;
      if (spec.fallback !== undefined) FEATURE_DEFAULTS[k] = spec.fallback;
      board.createProperty(k, { attribute: attributeOf(k), ...spec.property });
    }
    for (const k of SHARED) if (d.serves?.[k]?.includes('game')) FEATURE_OF[k] ??= d.name;
    if (d.load) FEATURE_LOADERS[d.name] ??= lazy(d.load);
    for (const [k, member] of Object.entries(Object.getOwnPropertyDescriptors(d.members ?? {})))
      if (!Object.hasOwn(board.prototype, k)) Object.defineProperty(board.prototype, k, member);
  }
}

/** The message for an attribute used without its feature. */
export const needsFeature = (attribute: string, feature: string): string =>
  `'${attribute}' needs the ${feature} build: ${DESCRIPTORS.find((d) => d.name === feature)?.how ?? "import 'oware-board', or load oware-board-lessons.min.js"}`;

/** The board's mode: the highest-ranked descriptor mode whose test holds, else `game`. */
export function boardMode(read: BoardRead): BoardMode {
  let best: BoardModeTest | undefined;
  for (const d of DESCRIPTORS)
    for (const m of d.modes ?? []) if ((!best || m.rank > best.rank) && m.when(read)) best = m;
  return best?.name ?? 'game';
}

/**
 * A chunk's loader that loads it once: the same promise while it is on its way and once it has
 * come; after a failure (a 404, the network gone) the next call tries again.
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | undefined;
  return () =>
    (p ??= load().catch((e) => {
      p = undefined;
      throw e;
    }));
}

/** The message for a chunk that could not be loaded: what `attribute` needs, and why it failed. */
export const chunkFailed = (attribute: string, what: string, e: unknown): string =>
  `'${attribute}' needs the ${what}, which could not be loaded: ${(e as Error)?.message ?? e}`;

/**
 * Load feature `name` (once per page: its loader is {@link lazy}, so a failed fetch is tried again
 * by the next board that asks); `undefined` when this build has no loader for it.
 */
export const loadFeature = (name: string): Promise<unknown> | undefined => FEATURE_LOADERS[name]?.();

/** A board class that takes feature factories (`OwareBoard`). */
export interface FeatureClass {
  readonly features: readonly unknown[];
  addFeature(factory: never): void;
}

/** Another copy of this code defined `<oware-board>` (see define.ts): this copy registers no feature on it. */
let out = false;
export const stayOut = (): void => {
  out = true;
};

/**
 * Register `factory` with `board` (default: the `<oware-board>` class actually defined, so a
 * feature loaded after the core extends the core's element — unless another copy of the code
 * defined it, see {@link stayOut}). Idempotent: `false` when it was there already or there is no
 * such class.
 */
export function registerFeature<B>(factory: FeatureFactory<B>, board?: FeatureClass): boolean {
  const target = board ?? (out ? undefined : (customElements.get('oware-board') as unknown as FeatureClass));
  if (!target || typeof target.addFeature !== 'function' || target.features.includes(factory)) return false;
  target.addFeature(factory as never);
  return true;
}
