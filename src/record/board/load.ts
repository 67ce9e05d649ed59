/**
 * Where the viewer's record comes from and how it is read: the first source there is (the `record`
 * property or attribute, `src`, the element's content), fetched when it is a URL, and read at once
 * when short or in slices between the page's other work when long. A bad record is reported on the
 * attribute it came from (`record` or `src`) and the last good one stays.
 */
import type { PropertyValues } from 'lit';
import type { FeatureHost, OwareBoard } from '../../element/oware-board.js';
import { parseRecords, parseRecordsInSlices, pause } from '../parse.js';
import type { GameRecord } from '../types.js';
import { contentRecord, inputRecord, RecordFetch } from './source.js';

export type Source = 'record' | 'src' | 'content';

/** Records longer than this (characters; about 3,000 plies, or 150 short games) are read in slices, not at once. */
export const SLICED_LENGTH = 20_000;

/** What the loader tells the viewer. */
export interface LoadTarget {
  /** The games of `text` were read: show them. */
  loaded(text: string, source: Source, games: GameRecord[]): void;
  /** No source gives a record any more. */
  cleared(): void;
}

/** The viewer's record source: which one is in force, its text, and a fetch or a reading under way. */
export class RecordLoad {
  /** The text on show and where it came from. */
  text: string | null = null;
  source: Source | null = null;
  private readonly _fetching = new RecordFetch();
  /** The long text being read in slices (a newer load, or none, drops it). */
  private _reading: string | null = null;

  constructor(
    private readonly api: FeatureHost,
    private readonly target: LoadTarget,
  ) {}

  /** A record is on its way (being fetched, or read in slices). */
  get busy(): boolean {
    return this._fetching.busy || this._reading !== null;
  }

  /** Load from the first source there is: the `record` property, `src`, the content. */
  choose(changed?: PropertyValues<OwareBoard>): void {
    const h = this.api.board;
    let text: string | undefined;
    try {
      text = inputRecord(this.api.recordInput());
    } catch (e) {
      if (!changed || changed.has('record' as keyof OwareBoard))
        this.api.reportError('record', this.api.recordInput(), (e as Error).message);
      return;
    }
    if (text !== undefined) {
      this._fetching.abort();
      this.load(text, 'record');
    } else if (h.src) {
      if (!changed || changed.has('src') || this.source !== 'src') this._fetch(h.src);
    } else if (!this.fromContent() && this.source !== null) {
      this.clear();
      this.target.cleared();
    }
  }

  /** Read the content (when nothing else gives the record); returns whether it holds one. */
  fromContent(): boolean {
    const h = this.api.board;
    if (this.api.recordInput() || h.src) return false;
    const text = contentRecord(h);
    if (text === null) return false;
    if (text !== this.text || this.source !== 'content') this.load(text, 'content');
    return true;
  }

  private _fetch(src: string): void {
    this._fetching.start(
      src,
      (text) => this.api.board.src === src && this.load(text, 'src'),
      (message) => this.api.reportError('src', src, message),
    );
  }

  /**
   * Read `text` (one game, or a collection of several); a bad record is reported (on `record` or
   * `src`) and the last good one stays.
   */
  load(text: string, source: Source): void {
    const h = this.api.board;
    const failed = (e: unknown) => {
      const where = source === 'content' ? "the record in the element's content: " : '';
      this.api.reportError(
        source === 'content' ? 'record' : source,
        source === 'src' ? h.src : text,
        where + (e as Error).message,
      );
    };
    const done = (games: GameRecord[]) => {
      this.text = text;
      this.source = source;
      this.target.loaded(text, source, games);
    };
    if (text.length > SLICED_LENGTH) {
      // A long record is read in slices between the page's other work; the last one given wins.
      if (this._reading === text) return;
      this._reading = text;
      const dropped = () => this._reading !== text;
      parseRecordsInSlices(text, undefined, dropped).then(
        async (games) => {
          // the games are shown (their steps made, the list drawn) in a task of their own
          if (games) await pause();
          if (!games || dropped()) return;
          this._reading = null;
          done(games);
          h.requestUpdate();
        },
        (e) => {
          if (dropped()) return;
          this._reading = null;
          failed(e);
          h.requestUpdate();
        },
      );
      return;
    }
    this._reading = null;
    let games: GameRecord[];
    try {
      games = parseRecords(text);
    } catch (e) {
      failed(e);
      return;
    }
    done(games);
  }

  /** Forget the text and drop a reading under way. */
  clear(): void {
    this._reading = null;
    this.text = this.source = null;
  }

  /** Drop a fetch under way (the board left the page). */
  abort(): void {
    this._fetching.abort();
  }
}
