/**
 * The diagram service's render cache: answers kept by their request's key, least recently used out
 * first, bounded by their bytes; and the `ETag` of an answer's body. Node-only.
 */
/// <reference types="node" />
import { createHash } from 'node:crypto';

/** An answer kept in the cache. */
export interface Entry {
  status: number;
  type: string;
  body: Buffer;
  etag: string;
  width: number;
  height: number;
  title: string;
  /** Not kept in the cache, not cached by others: an unknown id (it may be stored soon), a store that did not answer. */
  transient?: boolean;
}

/** A least-recently-used cache bounded by the bytes of its answers (and their keys). */
export class RenderCache {
  private map = new Map<string, Entry>();
  private bytes = 0;
  constructor(readonly maxBytes: number) {}
  get(key: string): Entry | undefined {
    const e = this.map.get(key);
    if (e) {
      this.map.delete(key);
      this.map.set(key, e);
    }
    return e;
  }
  set(key: string, e: Entry): void {
    const cost = e.body.length + key.length + 200;
    if (cost > this.maxBytes / 4) return; // one answer never pushes out most of the others
    const old = this.map.get(key);
    if (old) {
      this.map.delete(key);
      this.bytes -= old.body.length + key.length + 200;
    }
    this.map.set(key, e);
    this.bytes += cost;
    for (const [k, v] of this.map) {
      if (this.bytes <= this.maxBytes) break;
      this.map.delete(k);
      this.bytes -= v.body.length + k.length + 200;
    }
  }
  get size(): { entries: number; bytes: number } {
    return { entries: this.map.size, bytes: this.bytes };
  }
}

/** The `ETag` of an answer: a hash of its bytes. */
export const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
