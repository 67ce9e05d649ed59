/**
 * The position editor (`editable`) as a pure model: seeds per pit, side to move, scores, with
 * validation in the five languages. The element renders it and fires `oware-position-change`
 * with {@link PositionEditor.position} after every change.
 */
import { formatPosition, Game, MAX_SEEDS, parsePosition, type Side } from '../engine/index.js';
import type { LessonStringOverrides, UiStrings } from '../i18n/types.js';
import { pitName } from './annotations.js';
import { Narrator } from './narration.js';
import type { PitLabelStyle } from './types.js';

/** A problem (or note) about the edited position. */
export interface EditorIssue {
  /** Machine-readable code. */
  code: 'too-many' | 'empty-board' | 'total-not-48' | 'no-legal-move' | 'decided' | 'even-split' | 'must-feed';
  /** `error`: the position cannot be used; `warning`: it can, but the game is odd or over; `info`: a note. */
  severity: 'error' | 'warning' | 'info';
  /** Values for the message. */
  params: Record<string, string | number>;
}

const MESSAGE_KEY: Record<EditorIssue['code'], keyof UiStrings> = {
  'too-many': 'errorTooMany',
  'empty-board': 'warnEmpty',
  'total-not-48': 'warnTotal',
  'no-legal-move': 'warnNoLegalMove',
  decided: 'warnDecided',
  'even-split': 'warnEvenSplit',
  'must-feed': 'infoMustFeed',
};

/** An editable position. Mutating methods return `this`; every change can be undone. */
export class PositionEditor {
  private pitsData: number[];
  private side: Side;
  private scores: [number, number];
  private readonly past: string[] = [];

  constructor(position: string = 'start') {
    const p = parsePosition(position);
    this.pitsData = [...p.pits];
    this.side = p.turn;
    this.scores = [...p.score];
  }

  /** The position string (canonical), e.g. `4,4,4,4,4,4/4,4,4,4,4,4 S 0-0`. */
  get position(): string {
    return formatPosition({ pits: this.pitsData, turn: this.side, score: this.scores });
  }

  get pits(): number[] {
    return [...this.pitsData];
  }

  get turn(): Side {
    return this.side;
  }

  get score(): [number, number] {
    return [...this.scores];
  }

  /** Seeds on the board and captured. */
  get total(): number {
    return this.pitsData.reduce((a, b) => a + b, 0) + this.scores[0] + this.scores[1];
  }

  /** Whether there is a change to undo. */
  get canUndo(): boolean {
    return this.past.length > 0;
  }

  private change(fn: () => void): this {
    const before = this.position;
    fn();
    if (this.position !== before) this.past.push(before);
    return this;
  }

  private static checkPit(pit: number): void {
    if (!Number.isInteger(pit) || pit < 0 || pit > 11) throw new RangeError(`pit ${pit} is not 0\u201311`);
  }

  private static count(n: number, what: string): number {
    if (!Number.isInteger(n) || n < 0) throw new RangeError(`${what}: ${n} is not a seed count`);
    return n;
  }

  /** Add `n` seeds to a pit. */
  addSeed(pit: number, n = 1): this {
    PositionEditor.checkPit(pit);
    return this.change(() => {
      this.pitsData[pit] = Math.min(MAX_SEEDS, this.pitsData[pit] + PositionEditor.count(n, 'add'));
    });
  }

  /** Remove up to `n` seeds from a pit (never below 0). */
  removeSeed(pit: number, n = 1): this {
    PositionEditor.checkPit(pit);
    return this.change(() => {
      this.pitsData[pit] = Math.max(0, this.pitsData[pit] - PositionEditor.count(n, 'remove'));
    });
  }

  /** Set a pit's seeds. */
  setPit(pit: number, count: number): this {
    PositionEditor.checkPit(pit);
    return this.change(() => {
      this.pitsData[pit] = Math.min(MAX_SEEDS, PositionEditor.count(count, `pit ${pit}`));
    });
  }

  setTurn(side: Side): this {
    return this.change(() => {
      this.side = side;
    });
  }

  toggleTurn(): this {
    return this.setTurn(this.side === 'south' ? 'north' : 'south');
  }

  setScore(side: Side, seeds: number): this {
    return this.change(() => {
      this.scores[side === 'south' ? 0 : 1] = Math.min(MAX_SEEDS, PositionEditor.count(seeds, `${side}'s score`));
    });
  }

  /** Empty every pit and both scores (South to move). */
  clear(): this {
    return this.change(() => {
      this.pitsData = Array(12).fill(0);
      this.scores = [0, 0];
      this.side = 'south';
    });
  }

  /** Back to the start position. */
  resetToStart(): this {
    return this.load('start');
  }

  /** Replace the whole position (throws a `PositionError` for a bad string). */
  load(position: string): this {
    const p = parsePosition(position);
    return this.change(() => {
      this.pitsData = [...p.pits];
      this.side = p.turn;
      this.scores = [...p.score];
    });
  }

  /** Take back the last change; returns whether there was one. */
  undo(): boolean {
    const before = this.past.pop();
    if (before === undefined) return false;
    const p = parsePosition(before);
    this.pitsData = [...p.pits];
    this.side = p.turn;
    this.scores = [...p.score];
    return true;
  }

  /** Everything worth telling the author about the position. */
  validate(): EditorIssue[] {
    const issues: EditorIssue[] = [];
    const total = this.total;
    const onBoard = this.pitsData.reduce((a, b) => a + b, 0);
    if (total > MAX_SEEDS) {
      issues.push({ code: 'too-many', severity: 'error', params: { n: total, max: MAX_SEEDS } });
      return issues;
    }
    if (onBoard === 0) issues.push({ code: 'empty-board', severity: 'warning', params: {} });
    if (total !== 48) issues.push({ code: 'total-not-48', severity: 'warning', params: { n: total } });
    if (total === 0) return issues;
    const game = new Game({ position: this.position });
    const result = game.result;
    const [s, n] = this.scores;
    if (result?.reason === 'majority') {
      issues.push({ code: 'decided', severity: 'warning', params: { winner: s > n ? 'south' : 'north' } });
    } else if (result?.reason === 'even-split') {
      issues.push({ code: 'even-split', severity: 'warning', params: {} });
    } else if (result?.reason === 'no-legal-move' && onBoard > 0) {
      issues.push({ code: 'no-legal-move', severity: 'warning', params: { side: this.side } });
    } else if (!result) {
      const opp = this.side === 'south' ? this.pitsData.slice(6) : this.pitsData.slice(0, 6);
      if (opp.every((x) => x === 0)) issues.push({ code: 'must-feed', severity: 'info', params: { side: this.side } });
    }
    return issues;
  }

  /** Whether the position can be used (no `error` issues). */
  get valid(): boolean {
    return this.validate().every((i) => i.severity !== 'error');
  }

  /** The issues as sentences in a language. */
  messages(lang: string = 'en', options: { strings?: LessonStringOverrides; labels?: PitLabelStyle } = {}): string[] {
    const narrator = new Narrator({ lang, strings: options.strings, labels: options.labels });
    return this.validate().map((issue) => editorMessage(issue, narrator));
  }

  /** The name of a pit's "add seed" button etc. in a language. */
  label(
    key: 'addSeed' | 'removeSeed' | 'seedsInPit',
    pit: number,
    lang: string = 'en',
    labels: PitLabelStyle = 'letters',
  ): string {
    return new Narrator({ lang, labels }).ui(key, { pit: pitName(pit, labels) });
  }
}

/** One issue as a sentence. */
export function editorMessage(issue: EditorIssue, narrator: Narrator): string {
  const p = issue.params;
  const params: Record<string, string | number> = { ...p };
  if (typeof p.side === 'string') {
    const side = p.side as Side;
    params.side = narrator.side(side);
    params.opp = narrator.side(side === 'south' ? 'north' : 'south');
  }
  if (typeof p.winner === 'string') params.winner = narrator.side(p.winner as Side);
  return narrator.ui(MESSAGE_KEY[issue.code], params);
}
