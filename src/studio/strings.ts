// The studio's own words in five languages (the board's own words come from src/i18n). The
// studio's elements name their text with `data-t="key"` (their content) or `data-t-label="key"`
// (their aria-label); messages the script writes are taken with `say(key, values)`. English is
// strings-en.ts; the four others are in strings-more.ts. (`title`, `intro` and `language` are the demo
// page's, around the element.)
import { en, type StudioKey } from './strings-en.js';
import { af, de, fr, ja } from './strings-more.js';

export type { StudioKey };

export const STUDIO_STRINGS: Record<string, Record<StudioKey, string>> = { en, de, fr, af, ja };

/** The studio's languages, in the picker's order. */
export const STUDIO_LANGS = ['en', 'de', 'af', 'ja', 'fr'] as const;

/** The table of `lang` (English for another). */
export const tableOf = (lang: string): Record<StudioKey, string> => STUDIO_STRINGS[lang] ?? en;

/** A string of `table` with `{name}` filled from `values`. */
export const fill = (text: string, values: Record<string, string> = {}): string =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

/**
 * Write `lang`'s words under `root` (`data-t`: content, `data-t-label`: aria-label), and the
 * language pickers' state (`.langs button[data-lang]`).
 */
export function applyStrings(root: ParentNode, lang: string): void {
  const t = tableOf(lang);
  for (const el of root.querySelectorAll<HTMLElement>('[data-t]')) el.textContent = t[el.dataset.t as StudioKey];
  for (const el of root.querySelectorAll<HTMLElement>('[data-t-label]'))
    el.setAttribute('aria-label', t[el.dataset.tLabel as StudioKey]);
  for (const b of root.querySelectorAll<HTMLButtonElement>('.langs button'))
    b.setAttribute('aria-pressed', String(b.dataset.lang === lang));
}
