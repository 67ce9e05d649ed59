/**
 * `<oware-studio>`: the author's studio as an element — a position set up, drawn on, a line recorded
 * with comments and variations or a puzzle made, and every output (the tag, the Markdown fence, OGN,
 * SVG/PNG/GIF files, the share link, image links and embeds on a diagram server) — for an education
 * platform's editor as for the demo's Studio page. The markup is rendered once (template.ts); the
 * studio's workings (mount.ts) keep it in step with its state; the element is the page's face:
 * attributes and properties in, `oware-studio-change` out, and a method for each output.
 */
import { LitElement, type PropertyValues, type TemplateResult } from 'lit';
import { languageOf } from '../element/language.js';
import { Refused } from './check.js';
import { type MountedStudio, mountStudio } from './mount.js';
import { initialState, type StudioState } from './out.js';
import { STUDIO_LANGS } from './strings.js';
import { studioStyles } from './styles.js';
import { studioTemplate } from './template.js';

/** The outputs the studio can show, in its order (`outputs="tag markdown"` shows those two). */
export const STUDIO_OUTPUTS = ['tag', 'markdown', 'ogn', 'image', 'link', 'publish'] as const;
/** One of {@link STUDIO_OUTPUTS}. */
export type StudioOutput = (typeof STUDIO_OUTPUTS)[number];

/** `oware-studio-change`: the author changed the studio (not a page's `value`). */
export interface OwareStudioChangeDetail {
  /** The studio's state (a copy): what `value` reads back and takes again. */
  state: StudioState;
  /** The share link that reopens it: `link-base` and the state's fragment (`#s=…`). */
  link: string;
}

/** `oware-error`: an attribute or property got a value the studio cannot use; the last good one is kept. */
export interface OwareStudioErrorDetail {
  /** The attribute's name (`value`, `diagrams-base`, `link-base`, `outputs`). */
  attribute: string;
  value: unknown;
  message: string;
}

/** Every event `<oware-studio>` fires, by name. */
export interface OwareStudioEventMap {
  'oware-studio-change': CustomEvent<OwareStudioChangeDetail>;
  'oware-error': CustomEvent<OwareStudioErrorDetail>;
}

/** A server address: `http(s)://host[/path]`, no query, no fragment, no space. */
const ADDRESS = /^https?:\/\/[^\s?#]+$/;
const MAX_ADDRESS = 2_000;

/**
 * The author's studio: one `<oware-board>` with the position editor and drawing, the Set up, Record
 * and Puzzle tools, undo/redo, and the outputs. Its state is a plain object ({@link StudioState})
 * that `value` reads and takes, and that `oware-studio-change` reports on every edit.
 *
 * @tagname oware-studio
 *
 * @fires oware-studio-change - The author edited the studio: `{ state, link }` (the state, and its share link).
 * @fires oware-error - An attribute or property got a bad value: `{ attribute, value, message }`; the last good value is kept.
 *
 * @attr {string} value - The studio's state to open: a share link (`#s=…`, or a URL holding it) or the state as JSON.
 * @attr {string} lang - Language of the studio (`en`, `de`, `fr`, `af`, `ja`); without it the nearest ancestor's `lang`.
 *
 * @cssprop --oware-studio-accent - The colour of pressed buttons, the move on show and focus rings (`#1a5fd6`).
 * @cssprop --oware-studio-line - The colour of the panel's borders and tabs (`#c9a77f`).
 * @csspart board - The studio's `<oware-board>`.
 */
export class OwareStudio extends LitElement {
  static override styles = studioStyles;
  static override properties = {
    value: { noAccessor: true },
    lang: {},
    diagramsBase: { attribute: 'diagrams-base' },
    linkBase: { attribute: 'link-base' },
    outputs: {},
  };

  /** Language of the studio's words (`en`, `de`, `fr`, `af`, `ja`); empty: the nearest ancestor's `lang`. */
  declare lang: string;
  /**
   * The diagram server's address for the publish buttons (image links, embeds): `https://host[/path]`.
   * Empty: the address the author typed in this browser, else the page's own origin.
   */
  declare diagramsBase: string;
  /** The page a share link opens (the studio's page): empty for this page's URL without its fragment. */
  declare linkBase: string;
  /** The outputs to show, space-separated, of `tag markdown ogn image link publish`; empty: all. */
  declare outputs: string;

  #mounted: MountedStudio | null = null;
  #state: StudioState = initialState();
  /** The last value given, read when the studio starts (a value given before it is connected). */
  #pending: { value: unknown } | null = null;
  #loading: Promise<void> = Promise.resolve();
  /** The last good values of the checked attributes. */
  #good = { diagramsBase: '', linkBase: '', outputs: '' };

  constructor() {
    super();
    this.lang = '';
    this.diagramsBase = '';
    this.linkBase = '';
    this.outputs = '';
  }

  /**
   * The studio's state: reads back what the studio shows now (a copy). Takes a state object, a share
   * link (`#s=…` or a URL holding one) or the state's JSON; a value the studio refuses fires
   * `oware-error` and the studio keeps its state. The undo history starts again. `await
   * studio.updateComplete` waits for a value to be taken.
   */
  get value(): StudioState {
    return structuredClone(this.#mounted?.state ?? this.#state);
  }
  set value(value: unknown) {
    this.#pending = { value };
    if (this.#mounted) this.#loading = this.#take();
  }

  /** The smallest `<oware-board>` tag that draws the studio's state (a figure around it with a caption). */
  toTag(): string {
    return this.#need().tag();
  }
  /** The Markdown fence (```` ```oware ````) for the oware-board Markdown plugins. */
  toMarkdown(): string {
    return this.#need().markdown();
  }
  /** The OGN record (with its `Puzzle` and `Goal` tags for a puzzle). */
  toOGN(): string {
    return this.#need().ogn();
  }
  /** The step on show as a standalone SVG document (`size`: its width in pixels, 600 by default). */
  toSVG(options: { size?: number } = {}): string {
    return this.#need().svg(options.size);
  }
  /** The share link that reopens the studio as it is (`link-base` and `#s=…`). */
  async toLink(): Promise<string> {
    return `${this.#linkBase()}${await this.#need().fragment()}`;
  }
  /** The image link on the diagram server (`…/svg/<code>`): the picture where no script runs. */
  async toImageLink(): Promise<string> {
    return (await this.#published()).image;
  }
  /** The embed code: an `<iframe>` of the diagram server's `…/embed/<code>`. */
  async toEmbedCode(): Promise<string> {
    return (await this.#published()).embed;
  }
  /** The embed's URL alone (Medium, WordPress and Discourse make the board of it through oEmbed). */
  async toEmbedLink(): Promise<string> {
    return (await this.#published()).medium;
  }
  /** Markdown whose image is the image link (`…/svg/<code>`, the picture's title as its text), for Markdown where no plugin runs. */
  async toMarkdownImage(): Promise<string> {
    return (await this.#published()).markdown;
  }
  /** What the publish buttons copy; rejects with the studio's message when the diagram server cannot keep a long diagram. */
  async #published() {
    const { texts, note } = await this.#need().published();
    if (!texts) throw new Error(note);
    return texts;
  }
  /** A GIF of the recorded line through the step on show (`null` without moves); rejects where gifenc cannot load. */
  toGIF(): Promise<Blob | null> {
    return this.#need().gif();
  }

  protected override render(): TemplateResult {
    return studioTemplate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    for (const key of ['diagramsBase', 'linkBase', 'outputs'] as const) {
      if (!changed.has(key)) continue;
      const why = this.#invalid(key, this[key]);
      if (why === null) this.#good[key] = this[key] ?? '';
      else {
        this.#report(key === 'outputs' ? key : key === 'diagramsBase' ? 'diagrams-base' : 'link-base', this[key], why);
        this[key] = this.#good[key];
      }
    }
  }

  protected override firstUpdated(): void {
    const root = this.renderRoot as ShadowRoot;
    this.#mounted = mountStudio(root, {
      edited: (state, fragment) => {
        this.#state = state;
        this.dispatchEvent(
          new CustomEvent('oware-studio-change', {
            detail: { state: structuredClone(state), link: `${this.#linkBase()}${fragment}` },
            bubbles: true,
            composed: true,
          }),
        );
      },
      linkBase: () => this.#linkBase(),
      diagramsBase: () => this.#good.diagramsBase,
    });
    // (a value given before: the studio's first drawing is of it, or says why not)
    this.#mounted.setLang(this.#lang(), false);
    this.#loading = this.#pending ? this.#take() : this.#mounted.refresh();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!this.#mounted) return;
    if (changed.has('lang') && changed.get('lang') !== undefined) this.#mounted.setLang(this.#lang());
    if (changed.has('diagramsBase') && changed.get('diagramsBase') !== undefined)
      this.#mounted.setDiagramsBase(this.#good.diagramsBase);
    if (changed.has('linkBase') && changed.get('linkBase') !== undefined) void this.#mounted.refresh();
    if (changed.has('outputs')) {
      const shown = this.#good.outputs.split(/\s+/).filter(Boolean);
      for (const el of this.renderRoot.querySelectorAll<HTMLElement>('[data-output]'))
        el.hidden = shown.length > 0 && !shown.includes(el.dataset.output!);
    }
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    await this.#loading;
    return done;
  }

  /** Take the pending value: a good one becomes the state, a bad one is reported. */
  async #take(): Promise<void> {
    const { value } = this.#pending!;
    this.#pending = null;
    try {
      const text = typeof value === 'string' ? value.trim() : null;
      await this.#mounted!.load(text?.startsWith('{') ? JSON.parse(text) : value);
      this.#state = this.#mounted!.state;
    } catch (e) {
      const message =
        e instanceof Refused
          ? e.message
          : e instanceof SyntaxError
            ? `the text is not a share link or a state's JSON (${e.message})`
            : `the value is not a studio state (${(e as Error).message})`;
      this.#report('value', value, message);
    }
  }

  #invalid(key: 'diagramsBase' | 'linkBase' | 'outputs', v: unknown): string | null {
    if (v === '' || v === null || v === undefined) return null;
    if (typeof v !== 'string') return 'a text';
    if (v.length > MAX_ADDRESS) return `at most ${MAX_ADDRESS.toLocaleString('en')} characters (${v.length})`;
    if (key === 'outputs') {
      const bad = v.split(/\s+/).find((o) => o && !(STUDIO_OUTPUTS as readonly string[]).includes(o));
      return bad === undefined ? null : `"${bad.slice(0, 40)}" is not one of ${STUDIO_OUTPUTS.join(', ')}`;
    }
    if (key === 'linkBase') return /^https?:\/\/[^\s#]+$/.test(v) ? null : 'an http(s) address without a fragment';
    return ADDRESS.test(v) ? null : 'an http(s) address without a query or fragment (https://host/path)';
  }

  #report(attribute: string, value: unknown, why: string): void {
    const message = `<oware-studio> ${attribute}: ${why}; the last good value is kept`;
    console.warn(message);
    this.dispatchEvent(
      new CustomEvent('oware-error', { detail: { attribute, value, message }, bubbles: true, composed: true }),
    );
  }

  #lang(): string {
    const l = typeof this.lang === 'string' && this.lang ? this.lang : languageOf(this);
    const base = l.toLowerCase().split('-')[0]!;
    return (STUDIO_LANGS as readonly string[]).includes(base) ? base : 'en';
  }

  #linkBase(): string {
    return this.#good.linkBase || `${location.origin}${location.pathname}${location.search}`;
  }

  #need(): MountedStudio {
    if (!this.#mounted)
      throw new Error('<oware-studio>: the studio starts once it is connected (await its updateComplete)');
    return this.#mounted;
  }
}
