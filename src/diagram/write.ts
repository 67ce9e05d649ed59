/**
 * The text of a drawn shape tree (`diagram/scene.ts`) as SVG markup: attributes in the order given,
 * `undefined` ones left out, text and attribute values escaped; an empty element closes itself.
 * The same tree always gives the same text.
 */
import type { El } from './scene.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * `text` safe inside an element or a double-quoted attribute, and well-formed XML: the characters
 * XML 1.0 forbids (C0 controls but tab, newline and CR; U+FFFE, U+FFFF; half a surrogate pair) are
 * dropped, so a caption or a label holding one still gives a picture, not a parser error.
 */
export const escapeText = (text: string): string =>
  text.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters XML forbids are what it drops
    /[&<>"\0-\x08\v\f\x0e-\x1f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    (ch) => ESCAPES[ch] ?? '',
  );

/** The markup of `e` and its children. */
export function write(e: El): string {
  let out = `<${e.t}`;
  for (const k in e.a) {
    const v = e.a[k];
    if (v !== undefined) out += ` ${k}="${escapeText(String(v))}"`;
  }
  if (!e.c?.length) return `${out}/>`;
  out += '>';
  for (const k of e.c) out += typeof k === 'object' ? write(k) : escapeText(String(k));
  return `${out}</${e.t}>`;
}
