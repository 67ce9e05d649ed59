/**
 * Seat tokens at rest: the server hands a player their token once and keeps only its SHA-256, so a
 * copy of the database does not seat anyone; a token given back is compared in constant time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** A seat token as stored: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether `token` is the one whose hash is `hash` (compared in constant time). */
export function tokenMatches(token: unknown, hash: string | null): boolean {
  if (typeof token !== 'string' || !token || token.length > 200 || !hash) return false;
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
