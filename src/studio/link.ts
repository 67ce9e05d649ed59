// The share link: the studio's state as a URL fragment (`#s=…`: its JSON, deflated, base64url) and
// its reader. A link is untrusted input: its length is checked before it is decoded, it is inflated
// as a stream fed a kilobyte at a time and dropped as soon as its output passes the limit (a
// deflate bomb is never inflated whole), and the state it holds passes the studio's one rule
// (check.ts) or the link is refused with a message.
import { checkState, LIMITS, Refused } from './check.js';
import type { StudioState } from './out.js';

const toBase64Url = (bytes: Uint8Array) => {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

const KiB = LIMITS.json / 1024;
const damaged = (why: string) => new Refused(`the link is damaged (${why}); copy it again from the studio`);

/**
 * `bytes` inflated (deflate-raw), fed to the platform's DecompressionStream `step` bytes at a time
 * so that one write makes at most about a thousand times as much; refused as soon as the output
 * passes `cap` bytes, the stream cancelled.
 */
export async function inflate(bytes: Uint8Array, cap: number, step = 1024): Promise<Uint8Array> {
  const stream = new DecompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  let stop = false;
  const feeding = (async () => {
    for (let i = 0; i < bytes.length && !stop; i += step) {
      await writer.ready;
      await writer.write(bytes.subarray(i, i + step) as Uint8Array<ArrayBuffer>);
    }
    if (!stop) await writer.close();
  })();
  // (a failure to feed shows up as the reader's error, or not at all once the reader stopped)
  feeding.catch(() => {});
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > cap) throw new Refused(`the link holds more than ${KiB} KiB of studio state once inflated`);
      chunks.push(value);
    }
  } catch (e) {
    stop = true;
    await reader.cancel().catch(() => {});
    await writer.abort().catch(() => {});
    throw e instanceof Refused ? e : damaged('it does not inflate');
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate-raw')));
  return new Uint8Array(await out.arrayBuffer());
}

/** The state as a URL fragment (`#s=…`): its JSON, deflated, base64url. */
export async function fragmentOf(s: StudioState): Promise<string> {
  return `#s=${toBase64Url(await deflate(new TextEncoder().encode(JSON.stringify(s))))}`;
}

/**
 * The state a fragment holds; `null` for a fragment that is not a share link.
 * @throws {Refused} a link over the limits (docs/studio.md#limits), a damaged one, or one whose
 * state the studio's rule refuses — the message says which.
 */
export async function stateOf(fragment: string): Promise<StudioState | null> {
  if (!fragment.startsWith('#s=')) return null;
  const data = fragment.slice(3);
  if (data.length > LIMITS.link)
    throw new Refused(
      `the link is longer than ${LIMITS.link.toLocaleString('en')} characters (${data.length.toLocaleString('en')})`,
    );
  if (!/^[\w-]+$/.test(data)) throw damaged('it has characters a share link does not');
  let bytes: Uint8Array;
  try {
    bytes = fromBase64Url(data);
  } catch {
    throw damaged('it is not base64url');
  }
  const json = await inflate(bytes, LIMITS.json);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json));
  } catch {
    throw damaged('it holds no JSON');
  }
  return checkState(value);
}
