/**
 * The public properties of `<oware-board>`: their attributes, types and documentation, in one
 * place. `OwareBoard` extends this class; the lesson attributes take effect with the lessons
 * feature (see `features.ts` for which attribute needs which feature).
 */
import { LitElement } from 'lit';
import type { Side, VariantName } from '../engine/index.js';
import type { Strings } from '../i18n/index.js';
import type { Annotations } from './annotations.js';
import { type AiSide, defaults } from './validation.js';
import type { Interactive, Labels } from './view-model.js';

/**
 * @attr {string} record - (record viewer) An OGN record to show: the same as the `record` property.
 */
export class BoardProperties extends LitElement {
  // Reflected properties with `useDefault`: a default value set in the constructor is not written to
  // the attribute (six attributes and callbacks less per board), and removing an attribute restores it.
  static override properties = {
    position: { reflect: true, useDefault: true },
    variant: { reflect: true, useDefault: true },
    interactive: { reflect: true, useDefault: true },
    orientation: { reflect: true, useDefault: true },
    labels: { reflect: true, useDefault: true },
    stores: { type: Boolean, reflect: true },
    highlight: {},
    animationSpeed: { type: Number, attribute: 'animation-speed' },
    strings: { attribute: false },
    annotations: { attribute: false },
    inputLocked: { type: Boolean, attribute: false },
    moves: {},
    ply: { type: Number },
    controls: { type: Boolean },
    autoplay: { type: Boolean },
    loop: { type: Boolean },
    caption: { type: Boolean },
    showLegal: { type: Boolean, attribute: 'show-legal' },
    arrows: {},
    markers: {},
    puzzle: { type: Boolean },
    solution: {},
    goal: {},
    editable: { type: Boolean },
    src: {},
    path: {},
    fragmentLink: { type: Boolean, attribute: 'fragment-link' },
    rememberSolved: { attribute: 'remember-solved' },
    ai: { reflect: true, useDefault: true },
    aiLevel: { type: Number, attribute: 'ai-level' },
    aiTime: { type: Number, attribute: 'ai-time' },
    analysis: { type: Boolean, reflect: true },
    sound: { converter: { fromAttribute: (v: string | null) => (v === null ? false : v === '' ? true : v) } },
    match: {},
  };

  /** The position: a position string or `start`. Reads back as the current position (canonical). */
  declare position: string;
  /** One of the six variant names (`abapa` by default). */
  declare variant: VariantName;
  /** Who may move by click or key: `none` (static diagram), `south`, `north` or `both` (also a bare attribute). */
  declare interactive: Interactive;
  /** The side drawn at the bottom: `south` (default) or `north`. */
  declare orientation: Side;
  /** Pit labels: `none`, `letters` (A–F / a–f) or `numbers` (0–11). */
  declare labels: Labels;
  /** Draw the two stores at the ends (else the captured totals are shown compactly). */
  declare stores: boolean;
  /** Pits to mark: `"c d"`, `"8 9"`, `"c:capture 2:origin"`; arrows `"2>6"` need the lessons build (else `oware-error`). */
  declare highlight: string;
  /** Milliseconds per sown seed; `0` turns animation off. */
  declare animationSpeed: number;
  /** Overrides of any user-visible text (see {@link Strings}). */
  declare strings: Partial<Strings> | null;
  /**
   * Annotations added by code (lessons): marks with any kind, a caption; marker labels and arrows
   * are drawn by the lessons build. Merged with the `highlight` attribute's marks.
   */
  declare annotations: Annotations | null;
  /** While `true`, clicks and keys do not move (e.g. while the AI thinks); refused as `not-your-turn`. */
  declare inputLocked: boolean;
  // Lesson attributes (they take effect once the lessons feature is loaded: on first use, or at once with `oware-board/all`).
  /** Moves played from `position` (`"C f B a"`); the board shows the position after them, or at `ply`. */
  declare moves: string | undefined;
  /** The ply shown: 0 = `position`, negative counts from the end; updated by the controls. */
  declare ply: number | undefined;
  /** Show controls: step through `moves`, or Retry and Hint for a puzzle. */
  declare controls: boolean;
  /** Play `moves` by themselves (with `loop`, again and again). */
  declare autoplay: boolean;
  declare loop: boolean;
  /** Show each step's narration as a caption under the board. */
  declare caption: boolean;
  /** Mark the legal moves of the side to move. */
  declare showLegal: boolean;
  /** Arrows: `"2>6 C>a:capture"`. */
  declare arrows: string | undefined;
  /** Labels on pits: `"c:1 e:★:good"`. */
  declare markers: string | undefined;
  /** A puzzle: the side to move solves it with `solution` (and `goal`). */
  declare puzzle: boolean;
  declare solution: string | undefined;
  /** `line` (default), `capture:N`, `win`, `defend:N`. */
  declare goal: string | undefined;
  /** The position editor. */
  declare editable: boolean;
  // Record viewer attributes (full build; `record` itself is an accessor of the element).
  /** A URL of an OGN record to show in the viewer (`game.ogn`); a failed fetch fires `oware-error`. */
  declare src: string | undefined;
  /** The viewer's step inside variations: the moves from the start (`CfBaD` or `C f B a D`); updated by the viewer. */
  declare path: string | undefined;
  /** Link the viewer's step to the URL fragment (`#ply=12`, `#path=CfD`): read on load, written on each step. */
  declare fragmentLink: boolean;
  /** Opt-in: remember a collection's solved puzzles in `localStorage` under this name (`oware-board:solved:<name>`). */
  declare rememberSolved: string | undefined;
  /** The computer plays `south`, `north` or `both` sides (`none`: nobody). With one side set and `interactive` at `none`, the other side takes input. */
  declare ai: AiSide;
  /** The computer's strength, 1 (beginner) – 5 (expert); default 3. */
  declare aiLevel: number;
  /** Milliseconds per computer move (overrides the level's own time). */
  declare aiTime: number | undefined;
  // Attributes of the analysis, sound and match features (full build).
  /** Each legal move's value as a badge on its pit (seed gain under best play, or `wins` / `loses` / `draws`); fires `oware-analysis`. */
  declare analysis: boolean;
  /** A soft click per seed dropped and a capture sound (Web Audio, after a user gesture); `always`: also under `prefers-reduced-motion`. */
  declare sound: boolean | 'always';
  /** Match play: `best-of:5`, `first-to:6`, `first-to:6 lead-by:3`, `in-a-row:3`. */
  declare match: string | undefined;

  // Attributes observed beside the declared properties: `lang` (the board redraws in its language),
  // and `record`, not a declared property because Lit reads every declared property at a board's
  // first update and the `record` getter writes the game as OGN.
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'record', 'lang'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    if (name === 'record') (this as unknown as { record: string | null }).record = value;
    else if (name === 'lang') this.requestUpdate();
    else super.attributeChangedCallback(name, old, value);
  }

  constructor() {
    super();
    Object.assign(this, defaults());
    this.highlight = '';
    this.stores = this.inputLocked = false;
    this.strings = this.annotations = null;
  }
}
