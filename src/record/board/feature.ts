/**
 * The record viewer of `<oware-board>`: a game record (the `record` property or attribute, `src`, or
 * the element's content) shown step by step — the board at the step, the step's comment as the
 * caption with the annotations written in it, a move list with nested variations, ←/→, ↑/↓,
 * Home/End, autoplay, `ply` and `path`, and with `fragment-link` the step in the URL (`#ply=12`).
 */
import { nothing, type PropertyValues } from 'lit';
import { mergeAnnotations } from '../../element/annotations.js';
import type { BoardFeature, FeatureHost } from '../../element/features.js';
import type { OwareBoard } from '../../element/oware-board.js';
import type { ViewInput } from '../../element/view-model.js';
import { pause } from '../../lessons/board/context.js';
import { lessonStyles } from '../../lessons/board/styles.js';
import { Narrator } from '../../lessons/narration.js';
import { readComment } from '../comment.js';
import { formatRecord } from '../format.js';
import { parseRecord } from '../parse.js';
import { lineEnd, type RecordStep, recordSteps, stepAt, stepGame } from '../steps.js';
import type { GameRecord, RecordMove } from '../types.js';
import { contentRecord, fetchRecord, inputRecord } from './source.js';
import { recordStyles } from './styles.js';
import { renderViewer } from './view.js';

type Source = 'record' | 'src' | 'content';

export class RecordViewer implements BoardFeature {
  readonly feature = 'record';
  readonly host: OwareBoard;
  /** The record on show. */
  gameRecord: GameRecord | null = null;
  steps: RecordStep[] = [];
  /** The step on show, or `null` when the board has left the record (a move of its own). */
  at: RecordStep | null = null;
  playing = false;
  private text: string | null = null;
  private source: Source | null = null;
  private byPath = new Map<string, RecordStep>();
  private stepOf = new Map<RecordMove, RecordStep>();
  private run = 0;
  private fetching: AbortController | null = null;
  private started = false;
  /** The `ply` and `path` this viewer last wrote (to tell the page's changes from its own). */
  private seen: { ply?: number; path?: string } = {};
  private observer: MutationObserver | null = null;

  constructor(readonly api: FeatureHost) {
    this.host = api.board;
  }

  // ---- lifecycle ----
  hostConnected(): void {
    const h = this.host;
    const root = h.renderRoot as ShadowRoot;
    const sheets = [lessonStyles.styleSheet, recordStyles.styleSheet].filter(
      (x): x is CSSStyleSheet => !!x && !root.adoptedStyleSheets?.includes(x),
    );
    if (sheets.length && root.adoptedStyleSheets) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
    h.addEventListener('oware-move', this.onMove);
    addEventListener('hashchange', this.onHash);
    this.observer ??= new MutationObserver(() => this.fromContent());
    this.observer.observe(h, { childList: true, characterData: true, subtree: true });
    if (this.started) this.choose();
  }

  hostDisconnected(): void {
    this.stop();
    this.fetching?.abort();
    this.fetching = null;
    this.host.removeEventListener('oware-move', this.onMove);
    removeEventListener('hashchange', this.onHash);
    this.observer?.disconnect();
  }

  willUpdate(changed: PropertyValues<OwareBoard>): void {
    const h = this.host;
    const first = !this.started;
    this.started = true;
    if (first || changed.has('record' as keyof OwareBoard) || changed.has('src')) this.choose(changed);
    if (this.gameRecord) {
      this.follow();
      const ply = changed.has('ply') && h.ply !== this.seen.ply;
      const path = changed.has('path') && h.path !== this.seen.path;
      if (ply || path) void this.goTo(this.target(ply));
      if (changed.has('autoplay')) h.autoplay ? this.play() : this.stop();
    }
  }

  /** Load from the first source there is: the `record` property, `src`, the content. */
  private choose(changed?: PropertyValues<OwareBoard>): void {
    const h = this.host;
    let text: string | undefined;
    try {
      text = inputRecord(this.api.recordInput());
    } catch (e) {
      if (!changed || changed.has('record' as keyof OwareBoard))
        this.api.reportError('record', this.api.recordInput(), (e as Error).message);
      return;
    }
    if (text !== undefined) {
      this.fetching?.abort();
      this.load(text, 'record');
    } else if (h.src) {
      if (!changed || changed.has('src') || this.source !== 'src') this.fetch(h.src);
    } else if (!this.fromContent() && this.source !== null) {
      this.clear();
    }
  }

  /** Read the content (when nothing else gives the record); returns whether it holds one. */
  private fromContent(): boolean {
    const h = this.host;
    if (this.api.recordInput() || h.src) return false;
    const text = contentRecord(h);
    if (text === null) return false;
    if (text !== this.text || this.source !== 'content') this.load(text, 'content');
    return true;
  }

  private fetch(src: string): void {
    this.fetching?.abort();
    const ctrl = new AbortController();
    this.fetching = ctrl;
    fetchRecord(src, ctrl.signal).then(
      (text) => {
        if (this.fetching !== ctrl || this.host.src !== src) return;
        this.fetching = null;
        this.load(text, 'src');
      },
      (e: Error) => {
        if (this.fetching !== ctrl || ctrl.signal.aborted) return;
        this.fetching = null;
        this.api.reportError('src', src, e.message);
      },
    );
  }

  /** Read `text`; a bad record is reported (on `record` or `src`) and the last good one stays. */
  private load(text: string, source: Source): void {
    let record: GameRecord;
    try {
      record = parseRecord(text);
    } catch (e) {
      const where = source === 'content' ? "the record in the element's content: " : '';
      this.api.reportError(
        source === 'content' ? 'record' : source,
        source === 'src' ? this.host.src : text,
        where + (e as Error).message,
      );
      return;
    }
    for (const w of record.warnings) console.warn(`<oware-board> record: ${w.message}`);
    this.stop();
    this.text = text;
    this.source = source;
    this.gameRecord = record;
    this.steps = recordSteps(record);
    this.byPath = new Map();
    this.stepOf = new Map();
    for (const s of this.steps) {
      if (!this.byPath.has(s.path)) this.byPath.set(s.path, s);
      if (s.move) this.stepOf.set(s.move, s);
    }
    const h = this.host;
    const fromHash = this.hashTarget();
    // The page's `ply` or `path` (not the ones this viewer wrote for the last record).
    const given = (h.path != null && h.path !== this.seen.path) || (h.ply != null && h.ply !== this.seen.ply);
    const target = fromHash ?? (given ? this.target() : this.steps[0]);
    this.show(target ?? this.steps[0], !fromHash);
    if (h.autoplay) this.play();
  }

  private clear(): void {
    this.stop();
    this.gameRecord = null;
    this.text = this.source = this.at = null;
    this.steps = [];
    this.host.requestUpdate();
  }

  // ---- steps ----
  /**
   * The step `path` names, then `ply` moves along its line when `withPly` (`ply` alone: on the
   * main line). A bad `path` is reported and put back.
   */
  private target(withPly = true): RecordStep | null {
    const h = this.host;
    const path = h.path?.trim() || null;
    const step = stepAt(this.steps, { path, ply: withPly ? (h.ply ?? (path ? null : 0)) : null });
    if (!step && path) {
      this.api.reportError('path', h.path, `no step of the record has the moves '${path}'`);
      h.path = this.seen.path;
    }
    return step;
  }

  /** The step on the URL fragment (`#ply=12`, `#path=CfD`) when `fragment-link` is on. */
  private hashTarget(): RecordStep | null {
    if (!this.host.fragmentLink) return null;
    const m = /^#(ply|path)=([^&]*)$/.exec(location.hash);
    if (!m) return null;
    const value = decodeURIComponent(m[2]);
    return m[1] === 'ply'
      ? stepAt(this.steps, { ply: Number.parseInt(value, 10) || 0 })
      : stepAt(this.steps, { path: value });
  }

  private onHash = (): void => {
    const step = this.gameRecord && this.hashTarget();
    if (step && step !== this.at) this.show(step, false);
  };

  /** The step the board is at (its moves from the record's start), or `null`. */
  private follow(): void {
    const h = this.host;
    const hist = h.history;
    const path = hist.map((r) => r.letter).join('');
    if (this.at?.path === path && this.at.pits.length === hist.length) return;
    this.at = this.byPath.get(path) ?? null;
  }

  /** Show a step at once; note it in `ply`, `path` and (when linked, `write`) the URL. */
  show(step: RecordStep, write = true): void {
    const record = this.gameRecord;
    if (!record) return;
    this.api.showGame(stepGame(record, step));
    this.at = step;
    this.note(write);
    this.announce();
  }

  private note(write = true): void {
    const h = this.host;
    const step = this.at;
    if (!step) return;
    this.seen = { ply: step.pits.length, path: step.depth ? step.path : undefined };
    h.ply = this.seen.ply;
    h.path = this.seen.path;
    if (write && h.fragmentLink) {
      const hash = step.depth ? `#path=${step.path}` : `#ply=${step.pits.length}`;
      if (location.hash !== hash) history.replaceState(history.state, '', hash);
    }
  }

  /** Go to a step: one move forward from the step on show is animated, anything else shown at once. */
  goTo(step: RecordStep | null | undefined, fromAutoplay = false): Promise<void> {
    if (!fromAutoplay) this.stop();
    if (!step || !this.gameRecord) return Promise.resolve();
    if (step.parent && step.parent === this.at && this.at.pits.length === this.host.history.length) {
      const done = this.api.play(step.move!.pit, 'api');
      return done.then(
        () => undefined,
        () => undefined,
      );
    }
    if (step !== this.at) this.show(step);
    return Promise.resolve();
  }

  private onMove = (e: Event): void => {
    if (!this.gameRecord || e.target !== this.host) return;
    const pit = (e as CustomEvent<{ pit: number }>).detail.pit;
    const next = this.at?.next.find((s) => s.move?.pit === pit) ?? null;
    this.at = next;
    if (next) this.note();
    this.host.requestUpdate();
  };

  private announce(): void {
    const h = this.host;
    const at = this.at;
    if (!at) return;
    const n = new Narrator({
      lang: h.language,
      labels: h.labels === 'numbers' ? 'numbers' : 'letters',
      variant: h.variant,
      strings: h.strings,
    });
    const last = h.history[h.history.length - 1];
    const comment = this.caption();
    this.api.announce(n.join([last ? n.move(last) : n.position(h.game), comment]));
  }

  /** The comment of the step on show (the text people read). */
  caption(): string {
    const at = this.at;
    if (!at || !this.gameRecord) return '';
    const parts = at.move ? [at.before, at.move.comment] : [this.gameRecord.tree.comment];
    return parts
      .map((c) => readComment(c).text)
      .filter(Boolean)
      .join(' ');
  }

  sibling(by: 1 | -1): void {
    const at = this.at;
    const list = at?.parent?.next;
    if (!at || !list || list.length < 2) return;
    void this.goTo(list[(list.indexOf(at) + by + list.length) % list.length]);
  }

  // ---- autoplay ----
  play(): void {
    if (!this.gameRecord || !this.steps[0].next.length) return;
    this.playing = true;
    const run = ++this.run;
    this.host.requestUpdate();
    void this.loop(run);
  }

  stop(): void {
    if (!this.playing) return;
    this.playing = false;
    this.run++;
    this.host.requestUpdate();
  }

  private async loop(run: number): Promise<void> {
    const h = this.host;
    if (!this.at?.next[0]) {
      if (this.at) await pause(h, 6);
      if (run !== this.run) return;
      this.show(this.steps[0]);
    }
    while (run === this.run && h.isConnected) {
      await pause(h, 5);
      if (run !== this.run) return;
      const next = this.at?.next[0];
      if (!next) {
        if (!h.loop || !this.at) return this.stop();
        await pause(h, 6);
        if (run !== this.run) return;
        this.show(this.steps[0]);
        continue;
      }
      await this.goTo(next, true);
    }
  }

  private key = (e: KeyboardEvent): void => {
    const at = this.at;
    if (!at) return;
    const k = e.key;
    if (k === 'ArrowUp' || k === 'ArrowDown') this.sibling(k === 'ArrowUp' ? -1 : 1);
    else {
      const to = { ArrowLeft: at.parent, ArrowRight: at.next[0], Home: this.steps[0], End: lineEnd(at) }[k];
      if (to === undefined) return;
      void this.goTo(to);
    }
    e.preventDefault();
  };

  // ---- hooks ----
  view(input: ViewInput): ViewInput {
    if (!this.gameRecord || this.host.animating) return input;
    const at = this.at;
    if (!at) return input;
    const notes = at.move ? [at.before, at.move.comment] : [this.gameRecord.tree.comment];
    const drawn = notes.map((c) => readComment(c).annotations);
    const annotations = mergeAnnotations(input.annotations, ...drawn);
    const caption = this.caption();
    if (caption) annotations.caption = caption;
    return { ...input, annotations };
  }

  renderBelow(): unknown {
    const record = this.gameRecord;
    if (!record) return nothing;
    const h = this.host;
    const ui = h.text.ui;
    return renderViewer({
      at: this.at,
      first: this.steps[0],
      tree: record.tree,
      stepOf: this.stepOf,
      northFirst: / N /.test(record.start),
      labels: h.labels === 'numbers' ? 'numbers' : 'letters',
      playing: this.playing,
      s: h.text.record,
      ui: {
        first: ui?.first ?? 'First',
        previous: ui?.previous ?? 'Previous',
        play: ui?.play ?? 'Play',
        pause: ui?.pause ?? 'Pause',
        next: ui?.next ?? 'Next',
        last: ui?.last ?? 'Last',
      },
      go: (step) => void this.goTo(step),
      sibling: (by) => this.sibling(by),
      end: () => (this.at ? lineEnd(this.at) : null),
      toggle: () => (this.playing ? this.stop() : this.play()),
      key: this.key,
    });
  }

  /** `board.record`: the record on show, as OGN. */
  record(): string | null {
    return this.gameRecord ? formatRecord(this.gameRecord) : null;
  }
}

/** The factory registered with `OwareBoard.addFeature`. */
export function recordFeature(host: FeatureHost): RecordViewer {
  return new RecordViewer(host);
}
