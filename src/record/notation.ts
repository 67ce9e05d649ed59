/**
 * The small pieces of OGN notation that reading and writing share: move numbers, the `Variant`
 * tag, and the `FEN` tag in Aualé's notation or ours.
 */
import { Game, isVariantName, normalizePosition, type VariantName } from '../engine/index.js';
import { ABAPA_TAG } from './types.js';

/** The move number of a ply as written before it: `3.` for South, `3...` for North. */
export function moveNumber(ply: number, northFirst: boolean, pit: number): string {
  const n = Math.floor((ply + (northFirst ? 1 : 0)) / 2) + 1;
  return pit < 6 ? `${n}.` : `${n}...`;
}

/** Read a `Variant` tag (`Oware Abapa`, or one of the variant names, optionally after `Oware `). */
export function variantOfTag(value: string | undefined): VariantName | null {
  if (value === undefined || value.trim() === '?' || value.trim() === '') return 'abapa';
  const v = value
    .trim()
    .replace(/^oware\s+/i, '')
    .toLowerCase();
  return v === 'abapa' ? 'abapa' : isVariantName(v) ? v : null;
}

/** The `Variant` tag of a variant: `Oware Abapa` for the default rules, else its name. */
export const variantTag = (variant: VariantName): string => (variant === 'abapa' ? ABAPA_TAG : variant);

/**
 * Read a `FEN` tag: Aualé's notation (14 numbers each followed by `-`, then `S` or `N`: pits A–F,
 * a–f, South's store, North's store) or a position string. Throws a `PositionError`.
 */
export function positionOfFen(fen: string): string {
  const t = fen.trim();
  const aule = /^((?:\d+\s*-\s*){14})([SNsn])$/.exec(t);
  if (!aule) return normalizePosition(t);
  const n = aule[1].split('-').slice(0, 14).map(Number);
  return normalizePosition(
    `${n.slice(0, 6).join(',')}/${n.slice(6, 12).join(',')} ${aule[2].toUpperCase()} ${n[12]}-${n[13]}`,
  );
}

/** A position in Aualé's notation (`4-4-…-0-0-S`), or `null` if a count is over 49 (its reader's limit). */
export function fenOfPosition(position: string): string | null {
  const g = new Game({ position });
  const n = [...g.pits, ...g.score];
  if (n.some((x) => x > 49)) return null;
  return `${n.join('-')}-${g.turn === 'north' ? 'N' : 'S'}`;
}
