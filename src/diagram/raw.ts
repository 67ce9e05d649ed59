/**
 * Markup as a template of its own ({@link raw}): the board's own drawing, written by `write.ts`
 * (its texts escaped) — the overlay's arrows and badges in a browser, every shape on a server.
 * Copied into each chunk that uses it (scripts/build.mjs), like the overlay.
 */
import { html, svg } from 'lit';

/** The strings of each markup made into a template (the same markup, the same template: Lit then changes nothing). */
const templates = new Map<string, TemplateStringsArray>();

/** `text` written as it is, as a template (`inSvg`: in the board's SVG). */
export function raw(text: string, inSvg = false): unknown {
  let strings = templates.get(text);
  if (!strings) {
    if (templates.size > 500) templates.clear();
    templates.set(text, (strings = Object.assign([text], { raw: [text] }) as unknown as TemplateStringsArray));
  }
  return (inSvg ? svg : html)(strings);
}
