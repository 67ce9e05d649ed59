/**
 * A record in an element's own content: a `<script type="application/x-ogn">` child, or plain text
 * that looks like OGN (it starts with a tag `[`, a comment `{` or a move number `1.`). Small and
 * free of imports: the core asks it to know whether a board needs the record viewer.
 */

/** The MIME type of an OGN script child. */
export const OGN_TYPE = 'application/x-ogn';

const LOOKS_LIKE_OGN = /^\s*(?:\[|\{|\d+\s*\.)/;

/** The record text in `host`'s content, or `null`. */
export function contentRecord(host: Pick<Element, 'children' | 'childNodes'>): string | null {
  // (server-side rendering's DOM shim has no children: a record there is an attribute)
  if (!host.children) return null;
  for (const child of host.children)
    if (child.localName === 'script' && child.getAttribute('type')?.trim().toLowerCase() === OGN_TYPE)
      return child.textContent ?? '';
  let text = '';
  for (const node of host.childNodes) if (node.nodeType === 3) text += node.textContent;
  return LOOKS_LIKE_OGN.test(text) ? text : null;
}
