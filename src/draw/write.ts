/**
 * The text of a drawn shape tree (`draw/scene.ts`) as SVG markup: attributes in the order given,
 * `undefined` ones left out, text and attribute values escaped; an empty element closes itself.
 * The same tree always gives the same text.
 */
import type { El } from './scene.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** `text` safe inside an element or a double-quoted attribute. */
export const escapeText = (text: string): string => text.replace(/[&<>"]/g, (ch) => ESCAPES[ch]!);

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
