/**
 * The lessons feature of `<oware-board>`: one controller per board that reads the lesson
 * attributes and drives the modes — a move sequence ({@link SequencePlayer}), a puzzle
 * ({@link PuzzleMode}) or the position editor ({@link EditorMode}) — plus annotations
 * (`arrows`, `markers`, `show-legal`) and narration (`caption`, live region).
 */
import { html, nothing, type PropertyValues } from 'lit';
import { adoptStyles } from '../../controls/adopt.js';
import { controlStyles } from '../../controls/styles.js';
import { readArrows, readMarkers } from '../../diagram/annotation-attributes.js';
import { type Annotations, describeIssues, mergeAnnotations } from '../../diagram/annotations.js';
import type { Geometry } from '../../diagram/layout.js';
import { overlayStyles } from '../../diagram/overlay-styles.js';
import type { ViewInput } from '../../diagram/view-model.js';
import type { BoardApi, BoardFeature, FeatureHost, OwareBoard } from '../../element/oware-board.js';
import { Game, type MoveRecord } from '../../engine/index.js';
import type { UiStrings } from '../../i18n/types.js';
import type { SeedStep } from '../../steps/seeds.js';
import { Narrator } from '../narration.js';
import { SeedStepper } from '../seeds-stepper.js';
import type { LessonContext } from './context.js';
import { EditorMode } from './editor-mode.js';
import { overlay } from './overlay.js';
import { SequencePlayer } from './player.js';
import { PuzzleMode } from './puzzle-mode.js';
import { lessonStyles } from './styles.js';

type Mode = 'none' | 'sequence' | 'puzzle' | 'editor';
const WATCHED = [
  'moves',
  'ply',
  'variant',
  'arrows',
  'markers',
  'puzzle',
  'solution',
  'goal',
  'editable',
  'autoplay',
  'controls',
] as const;

/** A puzzle another feature gives the lessons to solve (see {@link LessonFeature.givePuzzle}). */
export interface PuzzleSpec {
  position: string;
  solution: string;
  goal?: string;
}

declare module '../../element/feature-api.js' {
  interface FeatureMap {
    /** What the lessons offer the other features: the record viewer gives them a record's puzzle. */
    lessons: { readonly commands: { puzzle(spec: PuzzleSpec | null): void } };
  }
}

export class LessonFeature implements BoardFeature, LessonContext {
  readonly player = new SequencePlayer(this);
  readonly puzzle = new PuzzleMode(this);
  readonly editor = new EditorMode(this);
  readonly seeds = new SeedStepper(this, () => this.player.stop());
  mode: Mode = 'none';
  /** The position and ply this feature last showed (to tell the page's changes from its own). */
  private seen: { position?: string } = {};
  private started = false;
  /** The position the sequence, puzzle or editor started from. */
  private start: string | null = null;
  private extra: Annotations = { marks: [], arrows: [] };
  /** Whether `ply` was set by the page (kept when `moves` change) rather than by the controls. */
  private pagePly = false;

  readonly feature = 'lessons';
  /** What other features may ask of the lessons (the record viewer: a puzzle record solved in the puzzle mode). */
  readonly commands = { puzzle: (spec: PuzzleSpec | null) => this.givePuzzle(spec) };
  readonly host: BoardApi;

  constructor(readonly api: FeatureHost) {
    this.host = api.board;
  }

  /**
   * Solve `spec` in the puzzle mode (its start, solution and goal become the board's `position`,
   * `solution` and `goal`, which the lessons own), or, with `null`, leave a puzzle given so.
   */
  givePuzzle(spec: PuzzleSpec | null): void {
    const h = this.host;
    h.puzzle = !!spec;
    h.solution = spec?.solution;
    h.goal = spec?.goal;
    if (spec) h.position = spec.position;
  }

  // ---- context ----
  narrator(): Narrator {
    const h = this.host;
    return new Narrator({
      lang: h.language,
      labels: h.labels === 'numbers' ? 'numbers' : 'letters',
      variant: h.variant,
      strings: h.strings,
    });
  }
  ui(key: keyof UiStrings, params: Record<string, string | number> = {}, count?: number): string {
    return this.narrator().ui(key, params, count);
  }
  sync(): void {
    this.seen.position = this.host.position;
  }
  step(ply: number): void {
    // The page's `ply` stays in force until the lessons show another step.
    if (ply !== this.host.ply) this.pagePly = false;
    this.api.setStep(ply);
  }

  /** Whether any lesson attribute is in use on this board. */
  get active(): boolean {
    const h = this.host;
    return this.mode !== 'none' || !!(h.arrows || h.markers || h.showLegal || h.caption);
  }

  // ---- lifecycle ----
  hostConnected(): void {
    const h = this.host;
    adoptStyles(h, controlStyles, overlayStyles, lessonStyles);
    h.addEventListener('contextmenu', this.editor.onContextMenu);
    h.addEventListener('wheel', this.editor.onWheel, { passive: false });
    h.requestUpdate();
  }

  hostDisconnected(): void {
    const h = this.host;
    this.player.stop();
    this.puzzle.stop();
    h.removeEventListener('contextmenu', this.editor.onContextMenu);
    h.removeEventListener('wheel', this.editor.onWheel);
  }

  /**
   * Read the lesson attributes that changed in this update (after the element has checked its
   * own) and set the mode up. The first time, every attribute counts as changed (the feature may
   * arrive after the board's first update). `ply` counts only when the page set it, not the controls.
   */
  willUpdate(props: PropertyValues<OwareBoard>): void {
    const h = this.host;
    const first = !this.started;
    this.started = true;
    const changed = new Set<string>(
      WATCHED.filter((k) => first || (props.has(k) && (k !== 'ply' || this.api.fromPage('ply')))),
    );
    if (changed.has('ply')) this.pagePly = h.ply != null;
    // A new position from the page: the element has loaded it with an empty history.
    const newStart = this.seen.position !== h.position && h.history.length === 0 && h.position !== this.start;
    this.seen.position = h.position;
    if (changed.has('arrows') || changed.has('markers')) {
      const arrows = readArrows(h.arrows);
      const markers = readMarkers(h.markers);
      for (const [a, r] of [
        ['arrows', arrows],
        ['markers', markers],
      ] as const)
        if (changed.has(a) && r.issues.length) this.api.reportError(a, h[a] ?? '', describeIssues(r.issues));
      this.extra = { marks: markers.marks, arrows: arrows.arrows };
    }
    const mode: Mode = h.editable ? 'editor' : h.puzzle && h.solution ? 'puzzle' : h.moves ? 'sequence' : 'none';
    const modeChanged = mode !== this.mode;
    if (modeChanged) this.leave();
    if (modeChanged || newStart || this.start === null)
      this.start = h.history.length ? h.game.startPosition : h.position;
    this.mode = mode;
    const rebuild = modeChanged || newStart;
    if (
      mode === 'sequence' &&
      (rebuild ||
        changed.has('moves') ||
        changed.has('variant') ||
        changed.has('ply') ||
        (changed.has('autoplay') && h.autoplay))
    ) {
      this.player.build(
        this.start,
        this.pagePly ? (h.ply ?? null) : null,
        rebuild ? new Set(['moves', 'ply']) : changed,
      );
    } else if (
      mode === 'puzzle' &&
      (rebuild || changed.has('solution') || changed.has('goal') || changed.has('variant'))
    ) {
      this.puzzle.setup(this.start);
    } else if (mode === 'editor' && (rebuild || this.editor.editor?.position !== h.position)) {
      this.editor.setup(h.position);
    }
    if (changed.has('autoplay') && !h.autoplay) this.player.stop();
    this.seeds.willUpdate();
    this.sync();
  }

  private leave(): void {
    const wasSequence = this.mode === 'sequence' || this.mode === 'puzzle';
    this.player.clear();
    this.puzzle.clear();
    this.editor.clear();
    if (wasSequence && this.start) {
      // Back to the position the lesson started from.
      try {
        this.api.showGame(new Game({ position: this.start, variant: this.host.variant }));
      } catch {
        /* keep the board */
      }
    }
  }

  /** A move on a board with lessons is announced with their narration (the board's one announcement). */
  narrate(record: MoveRecord): string | undefined {
    return this.active ? this.narrator().move(record) : undefined;
  }

  // ---- hooks ----
  view(input: ViewInput): ViewInput {
    return this.seeds.view(this.lessonView(input));
  }

  /** Walk the move on show seed by seed (the element's `stepSeeds`). */
  stepSeeds(by: number): Promise<SeedStep | null> {
    return this.seeds.by(by);
  }

  /** The seed-by-seed step on show (the element's `seedStep`). */
  get seedStep(): SeedStep | null {
    return this.seeds.step;
  }

  private lessonView(input: ViewInput): ViewInput {
    if (!this.active) return input;
    const h = this.host;
    const marks = [...this.extra.marks];
    const still = !h.animating;
    if (h.showLegal && still && this.mode !== 'editor')
      for (const pit of h.legalMoves) marks.push({ pit, kind: 'legal' });
    let { interactive, legal, result, editing } = input;
    if (this.mode === 'puzzle' && this.puzzle.solver) {
      interactive = this.puzzle.solver;
      legal = this.puzzle.open && still ? h.legalMoves : [];
      marks.push(...this.puzzle.marks());
    } else if (this.mode === 'editor') {
      interactive = 'both';
      legal = [];
      result = null;
      editing = true;
    }
    const annotations = mergeAnnotations(input.annotations, { marks, arrows: this.extra.arrows });
    if (h.caption && still) {
      const text = this.captionText();
      if (text) annotations.caption = text;
    }
    return { ...input, interactive, legal, result, editing, annotations };
  }

  /** The narration of the step on show: the last move, or the position (and legal moves). */
  captionText(): string {
    const h = this.host;
    if (this.mode === 'editor') return '';
    const n = this.narrator();
    const hist = h.history;
    const last = hist[hist.length - 1];
    const game = h.game;
    const parts = [last ? n.move(last) : n.position(game)];
    // a must-feed sentence (after a move, or on the position) already names the moves left
    if (h.showLegal && !game.result && !n.mustFeed(game)) parts.push(n.legal(game));
    return n.join(parts);
  }

  /** Marker badges and arrows, drawn inside the board (also for `2>6` in `highlight` and `annotations`). */
  renderOverlay(input: ViewInput, g: Geometry): unknown {
    return overlay(input, g);
  }

  renderBelow(): unknown {
    if (this.mode === 'sequence') return this.player.render();
    if (this.mode === 'puzzle') return this.puzzle.render();
    if (this.mode === 'editor') return this.editor.render();
    // A game's last move, seed by seed (with `controls`).
    const h = this.host;
    if (h.controls && (h.history.length || this.seeds.active))
      return html`<div class="lesson controls"><div class="bar">${this.seeds.render()}</div></div>`;
    return nothing;
  }

  pitActivated(pit: number, e: MouseEvent): boolean {
    this.seeds.end();
    if (this.mode === 'puzzle') return this.puzzle.activate(pit);
    if (this.mode === 'editor') return this.editor.click(pit, e);
    return false;
  }

  pitKey(pit: number, e: KeyboardEvent): boolean {
    if (e.key === 'Enter' || e.key === ' ') this.seeds.end();
    if (this.mode === 'editor') return this.editor.key(pit, e);
    if (this.mode === 'puzzle' && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      return this.puzzle.activate(pit);
    }
    return false;
  }
}

/** The factory registered with `OwareBoard.addFeature`. */
export function lessonFeature(host: FeatureHost): LessonFeature {
  return new LessonFeature(host);
}
