/**
 * `import type {} from 'oware-board/vue'`: `<oware-board>` in Vue 3 templates (vue-tsc), with its
 * attributes, properties and `@oware-*` handlers typed (`@oware-move="(e) => e.detail.letter"`), the
 * way Vue's guide types custom elements (a `GlobalComponents` entry whose `$props` and `$emit` are
 * the element's). Vue still has to be told the tag is a custom element at run time
 * (`compilerOptions.isCustomElement`).
 */
import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';
import type { OwareEventMap } from '../element/events.js';
import type { OwareBoard } from '../element/oware-board.js';
import type { OwareBoardAttributes, OwareBoardProperties } from './types.js';

export type { OwareBoardAttributeName, OwareBoardAttributes, OwareBoardProperties, OwareEventMap } from './types.js';

/** The props of `<oware-board>` in a Vue template (a flag attribute only as present: see OwareBoardAttributes). */
export type OwareBoardVueProps = HTMLAttributes & OwareBoardProperties & OwareBoardAttributes<true | ''>;

/** The events, as Vue's `$emit` describes them. */
export type OwareBoardVueEmit = EmitFn<{ [K in keyof OwareEventMap]: (event: OwareEventMap[K]) => void }>;

declare module 'vue' {
  interface GlobalComponents {
    'oware-board': new () => OwareBoard & {
      /** @deprecated For template type checking only: not on the element. */
      $props: OwareBoardVueProps & PublicProps;
      /** @deprecated For template type checking only: not on the element. */
      $emit: OwareBoardVueEmit;
    };
  }
}
