/**
 * `import type {} from 'oware-board/react'`: `<oware-board>` (and `<oware-studio>`) in React 19 JSX (`React.JSX.IntrinsicElements`),
 * with its attributes, properties and `on<event>` handlers typed (`onoware-move={(e) => e.detail.letter}`).
 * React 19 sets a prop the element has as a property, any other as an attribute, and adds a
 * listener for `on<event>` (`on<event>Capture` for the capture phase).
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { OwareEventMap } from '../element/events.js';
import type { OwareBoard } from '../element/oware-board.js';
import type { OwareStudio } from '../studio/oware-studio.js';
import type {
  OwareBoardAttributes,
  OwareBoardEventHandlers,
  OwareBoardProperties,
  OwareStudioAttributes,
  OwareStudioEventHandlers,
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

/** `on<event>Capture`: the same listener, in the capture phase. */
type CaptureHandlers = {
  [K in keyof OwareEventMap as `on${K}Capture`]?: (event: OwareEventMap[K]) => void;
};

/** The props of `<oware-board>` in React 19. */
export type OwareBoardProps = DetailedHTMLProps<HTMLAttributes<OwareBoard>, OwareBoard> &
  OwareBoardProperties &
  OwareBoardAttributes<boolean> &
  OwareBoardEventHandlers &
  CaptureHandlers;

/** The props of `<oware-studio>` in React 19 (`oware-board/studio` defines the element). */
export type OwareStudioProps = DetailedHTMLProps<HTMLAttributes<OwareStudio>, OwareStudio> &
  OwareStudioProperties &
  OwareStudioAttributes &
  OwareStudioEventHandlers;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'oware-board': OwareBoardProps;
      'oware-studio': OwareStudioProps;
    }
  }
}
