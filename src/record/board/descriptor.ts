/**
 * The record viewer as the core knows it: its attributes, the `record` mode (a board with a
 * record: the `record` property or attribute, `src`, or OGN as its content), the shared attributes it
 * serves there, and its loader.
 */
import { defineFeature, flag, text } from '../../element/feature-api.js';
import { contentRecord } from './content.js';

declare module '../../element/oware-board.js' {
  interface OwareBoard {
    /** (record viewer) A URL of an OGN record to show in the viewer (`game.ogn`); a failed fetch, or no answer within 20 s, fires `oware-error` (`could not load 'game.ogn': no answer within 20 s`). */
    src: string | undefined;
    /** (record viewer) The viewer's step inside variations: the moves from the start (`CfBaD` or `C f B a D`); updated by the viewer, `''` on the main line. */
    path: string | undefined;
    /** (record viewer) Link the viewer's step to the URL fragment (`#ply=12`, `#path=CfD`; in a collection with the game first, `#game=2&ply=12`): read on load and on `hashchange`, written on each step; a fragment with a broken %-escape is ignored with a warning. */
    fragmentLink: boolean;
    /** (record viewer) Opt-in: remember a collection's solved puzzles in `localStorage` under this name (`oware-board:solved:<name>`). */
    rememberSolved: string | undefined;
  }
}

/** Whether each board's content held a record when it was first asked (read once, not per update). */
const inContent = new WeakMap<Element, boolean>();
const hasContent = (e: Element): boolean => {
  let v = inContent.get(e);
  if (v === undefined) inContent.set(e, (v = contentRecord(e) != null));
  return v;
};

/**
 * The record viewer.
 * @csspart variations - (record viewer) The buttons that choose how a record goes on after a fork; each is `fork`.
 * @csspart variation - (record viewer) A variation's list inside the move list.
 * @csspart comment - (record viewer) A comment in the move list.
 * @csspart record-header - (record viewer) A single record's header (no collection picker): its `Event`, the players (`South` – `North` tags) and `Date`, as far as known.
 */
export const record = defineFeature({
  name: 'record',
  attributes: {
    src: text('src'),
    path: text('path'),
    fragmentLink: flag('fragment-link'),
    rememberSolved: text('remember-solved'),
  },
  modes: [
    {
      name: 'record',
      rank: 5,
      attribute: 'record',
      when: (b) => b.recordGiven || b.get('src') != null || hasContent(b.element),
    },
  ],
  serves: {
    ply: ['record'],
    controls: ['record'],
    autoplay: ['record'],
    loop: ['record'],
    caption: ['record'],
  },
  decidesPosition: () => true,
  load: () => import('./register.js').then((m) => m.registerRecordViewer()),
});
