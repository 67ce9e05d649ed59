/**
 * A diagram's code: the keys of an ```` ```oware ```` block (its body: `key: value` lines, then
 * optionally an OGN record) compressed into a URL-safe word, as in `…/svg/<code>`. The first
 * character is the format's version: `1` is the body in UTF-8, deflated (raw deflate, RFC 1951),
 * written in base64url without padding. The studio writes the same codes in the browser
 * (CompressionStream('deflate-raw')); a future format gets another first character and the old
 * codes keep working. Node-only.
 */
/// <reference types="node" />
import { deflateRawSync, inflateRawSync } from 'node:zlib';

/** The version this module writes (and the only one it reads today). */
export const CODE_VERSION = '1';

/** A request the diagram service refuses: its HTTP status, a short reason code and a message for the error image. */
export class DiagramRefusal extends Error {
  readonly status: number;
  readonly reason: string;
  constructor(status: number, reason: string, message: string) {
    super(message);
    this.name = 'DiagramRefusal';
    this.status = status;
    this.reason = reason;
  }
}

/** The code of a block's body (its `key: value` lines and record). */
export function encodeDiagram(body: string): string {
  return CODE_VERSION + deflateRawSync(Buffer.from(body, 'utf8'), { level: 9 }).toString('base64url');
}

/**
 * The body a code holds. Inflated with at most `maxBytes` of output (a deflate bomb stops there).
 * @throws {DiagramRefusal} `bad-code` (400) for a code that is not one, `too-large` (422) over `maxBytes`.
 */
export function decodeDiagram(code: string, maxBytes: number): string {
  if (code[0] !== CODE_VERSION)
    throw new DiagramRefusal(
      400,
      'bad-code',
      `a diagram code starts with its version (${CODE_VERSION}); copy the link again from the studio`,
    );
  const data = code.slice(1);
  if (!/^[\w-]+$/.test(data))
    throw new DiagramRefusal(400, 'bad-code', 'a diagram code holds only letters, digits, - and _');
  let bytes: Buffer;
  try {
    bytes = inflateRawSync(Buffer.from(data, 'base64url'), { maxOutputLength: maxBytes });
  } catch (e) {
    if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new DiagramRefusal(422, 'too-large', `the diagram holds more than ${maxBytes.toLocaleString('en')} bytes`);
    throw new DiagramRefusal(400, 'bad-code', 'the diagram code is damaged (it does not inflate); copy it again');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new DiagramRefusal(400, 'bad-code', 'the diagram code is damaged (it is not UTF-8 text); copy it again');
  }
}
