/**
 * `import type {} from 'oware-board/vue'`: `<oware-board>` (and `<oware-studio>`) in Vue 3 templates (vue-tsc), with its
 * attributes, properties and `@oware-*` handlers typed (`@oware-move="(e) => e.detail.letter"`), the
 * way Vue's guide types custom elements (a `GlobalComponents` entry whose `$props` and `$emit` are
 * the element's). Vue still has to be told the tag is a custom element at run time
 * (`compilerOptions.isCustomElement`).
 */
import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';
import type { OwareEventMap } from '../element/events.js';
import type { OwareBoard } from '../element/oware-board.js';
import type { OwareStudio } from '../studio/oware-studio.js';
import type { OwareBoardPropertiesOrAttributes, OwareStudioEventMap, OwareStudioProperties } from './types.js';

export type {
  OwareBoardAttributeName,
  OwareBoardAttributes,
  OwareBoardProperties,
  OwareBoardPropertiesOrAttributes,
  OwareEventMap,
  OwareStudioAttributeName,
  OwareStudioEventMap,
  OwareStudioProperties,
} from './types.js';

/**
 * The props of `<oware-board>` in a Vue template. vue-tsc reads a hyphenated attribute as its
 * camelCase prop (`animation-speed="0"` as `animationSpeed`), so each property also takes its
 * attribute's values (a string of digits for a number) and a hyphenated flag cannot be told apart from
 * its property (`:show-legal="false"` passes, though Vue writes "false": bind `:showLegal`).
 */
export type OwareBoardVueProps = HTMLAttributes & OwareBoardPropertiesOrAttributes<boolean>;

/** The events, as Vue's `$emit` describes them. */
export type OwareBoardVueEmit = EmitFn<{ [K in keyof OwareEventMap]: (event: OwareEventMap[K]) => void }>;

/** The props of `<oware-studio>` in a Vue template (`diagrams-base` read as `diagramsBase`). */
export type OwareStudioVueProps = HTMLAttributes & OwareStudioProperties;

/** `<oware-studio>`'s events, as Vue's `$emit` describes them. */
export type OwareStudioVueEmit = EmitFn<{ [K in keyof OwareStudioEventMap]: (event: OwareStudioEventMap[K]) => void }>;

declare module 'vue' {
  interface GlobalComponents {
    'oware-studio': new () => OwareStudio & {
      /** @deprecated For template type checking only: not on the element. */
      $props: OwareStudioVueProps & PublicProps;
      /** @deprecated For template type checking only: not on the element. */
      $emit: OwareStudioVueEmit;
    };
    'oware-board': new () => OwareBoard & {
      /** @deprecated For template type checking only: not on the element. */
      $props: OwareBoardVueProps & PublicProps;
      /** @deprecated For template type checking only: not on the element. */
      $emit: OwareBoardVueEmit;
    };
  }
}
