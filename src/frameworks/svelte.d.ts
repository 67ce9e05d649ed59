/**
 * `import type {} from 'oware-board/svelte'`: `<oware-board>` (and `<oware-studio>`) in Svelte 5 (`svelte-check`,
 * `SvelteHTMLElements`), with its attributes, properties and `on<event>` handlers typed
 * (`onoware-move={(e) => e.detail.letter}`). Svelte 5 sets a name the element has as a property, any
 * other as an attribute, and adds a listener for `on<event>`.
 */
import type { HTMLAttributes } from 'svelte/elements';
import type { OwareEventMap } from '../element/events.js';
import type { OwareBoard } from '../element/oware-board.js';
import type { OwareStudio } from '../studio/oware-studio.js';
import type {
  OwareBoardAttributes,
  OwareBoardProperties,
  OwareStudioAttributes,
  OwareStudioEventMap,
  OwareStudioProperties,
} from './types.js';

export type {
  OwareBoardAttributeName,
  OwareBoardAttributes,
  OwareBoardProperties,
  OwareEventMap,
  OwareStudioAttributeName,
  OwareStudioAttributes,
  OwareStudioEventMap,
  OwareStudioProperties,
} from './types.js';

/** `on<event>` handlers as Svelte types them (`currentTarget` is the board). */
type SvelteHandlers = {
  [K in keyof OwareEventMap as `on${K}`]?:
    | ((event: OwareEventMap[K] & { currentTarget: EventTarget & OwareBoard }) => unknown)
    | null
    | undefined;
};

/** The attributes of `<oware-board>` in Svelte 5 (a flag attribute only as present: see OwareBoardAttributes). */
export type OwareBoardSvelteAttributes = HTMLAttributes<OwareBoard> &
  OwareBoardProperties &
  OwareBoardAttributes<true | ''> &
  SvelteHandlers;

/** `<oware-studio>`'s `on<event>` handlers as Svelte types them (`currentTarget` is the studio). */
type SvelteStudioHandlers = {
  [K in keyof OwareStudioEventMap as `on${K}`]?:
    | ((event: OwareStudioEventMap[K] & { currentTarget: EventTarget & OwareStudio }) => unknown)
    | null
    | undefined;
};

/** The attributes of `<oware-studio>` in Svelte 5. */
export type OwareStudioSvelteAttributes = HTMLAttributes<OwareStudio> &
  OwareStudioProperties &
  OwareStudioAttributes &
  SvelteStudioHandlers;

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'oware-board': OwareBoardSvelteAttributes;
    'oware-studio': OwareStudioSvelteAttributes;
  }
}
