/**
 * Group commit: the writes asked for in the same turn of the event loop (the moves of many rooms
 * that arrived together) go to the database in one transaction, and each caller's Promise settles
 * once that transaction is over: resolved when it committed (so a move is still stored before it is
 * acknowledged), rejected when it did not. One transaction costs one disk sync (SQLite) or one set
 * of round trips (PostgreSQL) whatever the number of writes in it, so a process under load makes
 * fewer syncs, each carrying more moves.
 *
 * A group is sent at the next `setImmediate` after its first write (after the socket reads of the
 * current turn have all been handled), or, when `concurrency` groups are already on their way, as
 * soon as one of them is over: the writes that came meanwhile make the next group. A store's
 * `commit(items)` returns one entry per item (`undefined`: stored; an error: that item alone was
 * not) or throws (no item was stored: each caller gets the error).
 */
export type GroupCommitFn<T> = (items: readonly T[]) => Promise<readonly (Error | undefined)[]>;

interface Entry<T> {
  item: T;
  resolve: () => void;
  reject: (e: unknown) => void;
}

export interface GroupCommitOptions {
  /** How many groups may be on their way at once (default 1). */
  concurrency?: number;
  /** Most writes in one group (default 1,000): more wait for the next one. */
  maxItems?: number;
  /** Told the size of each group as it is sent (metrics). */
  onGroup?: (size: number) => void;
}

export class GroupCommit<T> {
  private pending: Entry<T>[] = [];
  private scheduled = false;
  private running = 0;
  private readonly concurrency: number;
  private readonly maxItems: number;
  private readonly onGroup?: (size: number) => void;

  constructor(
    private readonly commit: GroupCommitFn<T>,
    options: GroupCommitOptions = {},
  ) {
    this.concurrency = Math.max(1, options.concurrency ?? 1);
    this.maxItems = Math.max(1, options.maxItems ?? 1000);
    this.onGroup = options.onGroup;
  }

  /** Write `item` with the others of its turn; resolves once its group committed. */
  add(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Writes waiting for a group, and groups on their way (for tests and metrics). */
  get size(): { pending: number; running: number } {
    return { pending: this.pending.length, running: this.running };
  }

  private schedule(): void {
    if (this.scheduled || this.running >= this.concurrency || this.pending.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    if (this.running >= this.concurrency || this.pending.length === 0) return;
    const group = this.pending.splice(0, this.maxItems);
    this.running++;
    this.onGroup?.(group.length);
    let results: Promise<readonly (Error | undefined)[]>;
    try {
      results = this.commit(group.map((e) => e.item));
    } catch (e) {
      results = Promise.reject(e);
    }
    results
      .then(
        (errors) => {
          for (let i = 0; i < group.length; i++) {
            const error = errors[i];
            if (error) group[i].reject(error);
            else group[i].resolve();
          }
        },
        (e) => {
          for (const entry of group) entry.reject(e);
        },
      )
      .finally(() => {
        this.running--;
        this.schedule();
      });
    // (more than maxItems waiting: the rest go in a group of their own at once)
    this.schedule();
  }
}
