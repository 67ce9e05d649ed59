/**
 * The drawing feature as the core knows it: its attribute, its event, the board's `drawing`
 * property and its loader (the feature itself, feature.ts, comes with its chunk on first use).
 */
import { defineFeature, flag } from '../element/feature-api.js';
import { featuresOf } from '../element/features.js';
import type { DrawingText } from './model.js';

declare module '../element/oware-board.js' {
  interface OwareBoard {
    /** (`draw`) Readers and authors draw on the board: arrows by dragging from pit to pit (right button), marks by right-clicking, or with the palette's tools by tapping; see docs/features.md#drawing. */
    draw: boolean;
    /**
     * (`draw`) What has been drawn, in the board's attribute syntax (`{ highlight, arrows, markers }`); set `null` to clear it, or strings to draw them.
     * @noAttribute
     */
    drawing: DrawingText | null;
  }
}
declare module '../element/events.js' {
  interface OwareEventMap {
    'oware-draw': CustomEvent<DrawingText>;
  }
}

/** What the drawing feature gives the board's `drawing` property. */
export interface DrawingOwner {
  readonly text: DrawingText;
  set(value: unknown): void;
}
declare module '../element/feature-api.js' {
  interface FeatureMap {
    drawing: DrawingOwner;
  }
}
const owner = (board: object) => featuresOf.get(board)?.find('drawing');

/**
 * The `draw` feature.
 * @fires oware-draw - (`draw`) The drawing changed: `{ highlight, arrows, markers }`, strings the board's attributes take (set on a fresh board, they draw the same picture).
 * @csspart draw-tools - (`draw`) The palette under the board: tools (`control draw-mark`, `draw-arrow`, `draw-number`), kinds (`control draw-kind`), `control draw-clear`.
 */
export const drawing = defineFeature({
  name: 'drawing',
  attributes: { draw: flag('draw') },
  load: () => import('./register.js').then((m) => m.registerDrawing()),
  members: {
    get drawing(): DrawingText | null {
      return owner(this)?.text ?? null;
    },
    set drawing(value: unknown) {
      const o = owner(this);
      if (o) o.set(value);
      else
        void featuresOf
          .get(this)
          ?.feature('drawing')
          .then((f) => f?.set(value));
    },
  },
});
