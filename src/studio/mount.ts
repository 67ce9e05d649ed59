// The studio's workings inside `<oware-studio>`'s shadow root, wired together: one board (drawing
// on, the position editor behind "Edit seeds", moves played into a recorded line in Record and
// Puzzle) and a panel whose outputs follow every change — the tag, the Markdown fence, the OGN
// record, the SVG image (boardSVG, the element's own drawing) and a share link holding the whole
// state. The state, its undo/redo history and the way of working have one owner (model.ts); each
// part of the markup listens to its own controls and draws its corner of the state (stage.ts,
// tabs.ts, setup-panel.ts, record-panel.ts, puzzle-panel.ts, out-panel.ts; the shortcuts keys.ts);
// here every change the model reports is drawn, the share link written and the host told of the
// author's edits. The element (oware-studio.ts) renders the markup and calls {@link mountStudio}
// once; what a page may ask goes through the returned object.
import type { OwareBoard } from '../element/oware-board.js';
import { Refused } from './check.js';
import type { StudioContext, StudioPart } from './context.js';
import { gifOfLine } from './gif.js';
import { mountKeys } from './keys.js';
import { fragmentOf } from './link.js';
import { isAuthored, StudioModel, withNote, withStart } from './model.js';
import { fenceOf, ognOf, type StudioState, tagOf } from './out.js';
import { mountOutPanel } from './out-panel.js';
import { mountPuzzlePanel } from './puzzle-panel.js';
import { mountRecordPanel } from './record-panel.js';
import { mountSetupPanel } from './setup-panel.js';
import { mountStage } from './stage.js';
import { pictureOf } from './step.js';
import { applyStrings, fill, STUDIO_LANGS, type StudioKey, tableOf } from './strings.js';
import { mountTabs } from './tabs.js';

/** What the element gives the studio: where it reports an edit and the page's share-link address. */
export interface StudioHost {
  /** The author changed the state (not a page's `value`): the state and its share link's fragment. */
  edited(state: StudioState, fragment: string): void;
  /** The address a share link opens (the page's own URL without its fragment by default). */
  linkBase(): string;
  /** The diagram server's address for the publish buttons, or `''` for the default. */
  diagramsBase(): string;
}

/** The studio as the element drives it. */
export type MountedStudio = ReturnType<typeof mountStudio>;

/** Start the studio in `root` (the element's rendered markup); `host` hears of the author's edits. */
export function mountStudio(root: ShadowRoot, host: StudioHost) {
  const $ = <T extends Element = HTMLElement>(id: string) => root.getElementById(id) as unknown as T;
  const model = new StudioModel();
  let lang = 'en';
  const say = (key: StudioKey, values?: Record<string, string>) => fill(tableOf(lang)[key], values);
  /** Where a refused change or link says why. */
  const refusedSaid = $('refused');

  const ctx: StudioContext = {
    root,
    $,
    board: $<OwareBoard>('board'),
    model,
    say,
    tell: (text) => {
      $<HTMLOutputElement>('said').value = text;
    },
    change(next) {
      try {
        if (!model.change(next)) return;
      } catch (e) {
        if (!(e instanceof Refused)) throw e;
        refusedSaid.textContent = say('refused', { why: e.message });
        void show();
        return;
      }
      refusedSaid.textContent = '';
    },
    setNote: (part) => ctx.change(withNote(model.state, part)),
    setStart(position) {
      const { state, cleared } = withStart(model.state, position);
      if (cleared) ctx.tell(say('cleared'));
      ctx.change(state);
    },
    redraw: () => void show(),
  };

  // each part listens to its controls; together they draw the state, in the markup's order
  const setup = mountSetupPanel(ctx);
  const out = mountOutPanel(ctx, host.diagramsBase());
  const parts: StudioPart[] = [
    mountStage(ctx),
    mountTabs(ctx),
    setup,
    mountRecordPanel(ctx),
    mountPuzzlePanel(ctx),
    out,
  ];
  mountKeys(ctx);
  $('undo').addEventListener('click', () => model.undo());
  $('redo').addEventListener('click', () => model.redo());

  /** The drawing of the last change (what `load` waits for). */
  let drawing: Promise<void> = Promise.resolve();
  model.subscribe((change) => {
    if (change === 'editing') setup.showEditing(model.editing);
    drawing = show(isAuthored(change));
  });

  /** Draw the state and write every output; `edited`: tell the host (an author's change). */
  async function show(edited = false): Promise<void> {
    const s = model.state;
    for (const part of parts) part.show(s);
    const fragment = await fragmentOf(s);
    if (s !== model.state) return;
    $<HTMLInputElement>('out-link').value = `${host.linkBase()}${fragment}`;
    $<HTMLButtonElement>('undo').disabled = !model.canUndo;
    $<HTMLButtonElement>('redo').disabled = !model.canRedo;
    if (edited) host.edited(s, fragment);
  }

  /** The studio's words in `next`; `draw`: write the outputs again (a message's language). */
  function setLang(next: string, draw = true): void {
    lang = (STUDIO_LANGS as readonly string[]).includes(next) ? next : 'en';
    applyStrings(root, lang);
    out.publish.setLang(lang);
    ctx.board.lang = lang;
    if (draw) void show();
  }

  return {
    /** The state on show. */
    get state(): StudioState {
      return model.state;
    },
    /**
     * Make `value` (a state object, or a share link: `#s=…` or a URL holding it) the state, the
     * undo history cleared. A value the studio's rule refuses throws `Refused`, the state kept.
     */
    async load(value: unknown): Promise<void> {
      try {
        await model.load(value);
      } catch (e) {
        if (e instanceof Refused) refusedSaid.textContent = say('linkRefused', { why: e.message });
        await show();
        throw e;
      }
      refusedSaid.textContent = '';
      await drawing;
    },
    setLang,
    /** The diagram server's address changed. */
    setDiagramsBase: (base: string) => out.publish.setBase(base),
    /** Write the outputs again (the share link's address changed). */
    refresh: () => show(),
    tag: () => tagOf(model.state),
    markdown: () => fenceOf(model.state),
    ogn: () => ognOf(model.state),
    svg: (size?: number) => pictureOf(model.state, size),
    fragment: () => fragmentOf(model.state),
    published: () => out.publish.texts(),
    gif: () => gifOfLine(model.state),
  };
}
