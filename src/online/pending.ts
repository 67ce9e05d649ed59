/**
 * The board's moves and actions waiting for the server's answer, by the id sent with them: an
 * accepted move resolves once the board shows it (its ply is reached), anything else on its answer.
 */
import type { MoveRecord } from '../engine/index.js';
import { OnlineRefusal } from './connection.js';

interface Pending {
  resolve(record: MoveRecord | null): void;
  reject(error: Error): void;
  /** The ply an accepted move reached. */
  ply?: number;
  /** The pit of a move (for `oware-illegal-move`). */
  pit?: number;
}

export class PendingAnswers {
  #next = 1;
  #waiting = new Map<number, Pending>();

  /** A new id, and the promise of its answer. */
  add(pit?: number): { id: number; answer: Promise<MoveRecord | null> } {
    const id = this.#next++;
    const answer = new Promise<MoveRecord | null>((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject, pit });
    });
    return { id, answer };
  }

  /** The server accepted `id` (a move: at `ply`, resolved once `shown` reaches it). */
  accepted(id: unknown, ply: unknown, shown: readonly MoveRecord[]): void {
    const p = typeof id === 'number' ? this.#waiting.get(id) : undefined;
    if (!p) return;
    if (typeof ply === 'number') {
      p.ply = ply;
      this.settle(shown);
    } else {
      this.#waiting.delete(id as number);
      p.resolve(null);
    }
  }

  /** The server refused `id`: rejected with its reason; returns the pit it was about, if a move. */
  refused(id: unknown, reason: string, message: string): number | null {
    const p = typeof id === 'number' ? this.#waiting.get(id) : undefined;
    if (!p) return null;
    this.#waiting.delete(id as number);
    p.reject(new OnlineRefusal(reason, message));
    return p.pit ?? null;
  }

  /** Resolve the accepted moves the board now shows. */
  settle(shown: readonly MoveRecord[]): void {
    for (const [id, p] of this.#waiting)
      if (p.ply !== undefined && shown.length >= p.ply) {
        this.#waiting.delete(id);
        p.resolve(shown[p.ply - 1] ?? null);
      }
  }

  /** The board left the room: every answer still awaited is a refusal. */
  clear(): void {
    for (const p of this.#waiting.values()) p.reject(new OnlineRefusal('closed', 'the board left the room'));
    this.#waiting.clear();
  }
}
