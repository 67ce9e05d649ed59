// `board.drawing` follows the one bad-value rule like every other property, Proxies included: a
// Proxy whose traps throw, a revoked one, or an object whose getter throws fires one oware-error,
// keeps the last good drawing, and nothing escapes — neither to the caller (with `draw`, the
// feature loaded) nor as an uncaught error or rejection (without `draw`, set while it loads).
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../src/all.js';
import type { OwareBoard } from '../src/all.js';

const boom = () => {
  throw new Error('trap');
};
const HOSTILE: [string, () => unknown][] = [
  [
    'a Proxy whose every trap throws',
    () => new Proxy({}, { get: boom, has: boom, ownKeys: boom, getOwnPropertyDescriptor: boom, getPrototypeOf: boom }),
  ],
  [
    'a revoked Proxy',
    () => {
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      return proxy;
    },
  ],
  [
    'an object whose getter throws',
    () => ({
      highlight: 'c',
      get arrows() {
        throw new Error('getter');
      },
    }),
  ],
];

/** Uncaught errors and unhandled rejections while `fn` runs (and a task after). */
async function uncaught(fn: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const onError = (e: ErrorEvent) => {
    seen.push(String(e.message));
    e.preventDefault();
  };
  const onRejection = (e: PromiseRejectionEvent) => {
    seen.push(String(e.reason?.message ?? e.reason));
    e.preventDefault();
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  try {
    await fn();
    await new Promise((r) => setTimeout(r, 50));
  } finally {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  }
  return seen;
}

describe('board.drawing = a hostile value', () => {
  for (const [what, make] of HOSTILE)
    for (const draw of [true, false])
      it(`${what} (${draw ? 'with' : 'without'} draw): one oware-error, the last good drawing kept`, async () => {
        const board = await fixture<OwareBoard>(
          draw
            ? html`<oware-board draw animation-speed="0"></oware-board>`
            : html`<oware-board animation-speed="0"></oware-board>`,
        );
        const good = { highlight: 'c:capture', arrows: 'F>c', markers: '' };
        board.drawing = good;
        // (without draw the feature is fetched for it first)
        await waitUntil(() => board.drawing?.highlight === good.highlight, 'the good drawing taken');
        await board.updateComplete;
        const before = board.drawing;
        const errors: string[] = [];
        board.addEventListener('oware-error', (e) => errors.push((e as CustomEvent).detail.message));
        const escaped = await uncaught(async () => {
          expect(() => {
            (board as unknown as { drawing: unknown }).drawing = make();
          }).to.not.throw();
          await new Promise((r) => setTimeout(r, 0));
          await board.updateComplete;
        });
        expect(escaped).to.deep.equal([]);
        expect(errors).to.have.length(1);
        expect(errors[0]).to.match(/drawing/);
        expect(board.drawing).to.deep.equal(before);
        if (draw) expect(board.drawing).to.deep.include({ highlight: 'c:capture' });
      });
});
