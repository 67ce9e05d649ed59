// Hostile values on every attribute and property (fast-check): whatever a page assigns, nothing
// throws out of the board, a bad value fires at most one oware-error, the board keeps drawing and
// still plays a move whose counts (read through the pits' accessible names) match the engine.
import { expect, fixture, html } from '@open-wc/testing';
import fc from 'fast-check';
import '../src/all.js';
import { Game, OwareBoard } from '../src/all.js';

/** Every property a page may set, and every attribute the board observes (`lang` too). */
// `src` fetches a URL: its error comes when the fetch fails, after the assignment (its bad values
// are tested in test/record-element.test.ts); every other attribute and property is fuzzed.
const NETWORK = ['src'];
const PROPERTIES = [...OwareBoard.elementProperties.keys()].map(String).filter((k) => !NETWORK.includes(k));
const ATTRIBUTES = OwareBoard.observedAttributes.filter((k) => !NETWORK.includes(k));

function circular(): unknown {
  const o: Record<string, unknown> = { marks: [] };
  o.self = o;
  return o;
}
const hostile = () => ({
  toString() {
    throw new Error('toString');
  },
  toJSON() {
    throw new Error('toJSON');
  },
  get marks(): unknown {
    throw new Error('getter');
  },
});

/** Values no ordinary generator makes: BigInts, Symbols, circular and null-prototype objects, throwing objects, prototype names, huge values. */
const special = fc.constantFrom<() => unknown>(
  () => 10n,
  () => Symbol('s'),
  () => circular(),
  () => Object.create(null),
  () => hostile(),
  () => 'constructor',
  () => '__proto__',
  () => 'toString',
  () => 'hasOwnProperty',
  () => true,
  () => '5',
  () => [50],
  () => Number.NaN,
  () => -Infinity,
  () => 1e300,
  () => 'x'.repeat(200_000),
  () => Array.from({ length: 5_000 }, (_, i) => i % 12).join(' '),
  () => Array.from({ length: 3_000 }, () => 'z:?').join(' '),
  () => ({ marks: Array.from({ length: 20_000 }, (_, i) => ({ pit: i % 12, kind: 'capture' })) }),
  () => ({ marks: [null, { pit: 99, kind: 'capture' }, { pit: 3, kind: 42 }], arrows: [{ from: 'x' }] }),
  () => ({ pitName: 42, seedsOther: null, ui: { next: {} }, narration: { sow: { one: 1 } } }),
  () => ({ __proto__: { polluted: true }, board: 7 }),
);
const value = fc.oneof(
  fc.anything({ withBigInt: true, withNullPrototype: true, withMap: true, withSet: true }),
  special.map((f) => f()),
);

/** The counts the pits' accessible names say ("C, South, 4 seeds, …"). */
function namedCounts(el: OwareBoard): number[] {
  return Array.from({ length: 12 }, (_, p) => {
    const name = el.shadowRoot!.querySelector(`[data-pit="${p}"]`)?.getAttribute('aria-label') ?? '';
    return Number(/(\d+)/.exec(name.split(',').slice(2).join(','))?.[1] ?? Number.NaN);
  });
}

const SEED = 20261201;
const RUNS = 300;

describe('fuzz: any value on any attribute or property', () => {
  it('never throws, fires at most one oware-error per assignment, and the board still plays and draws the right counts', async function () {
    this.timeout(600_000);
    const uncaught: unknown[] = [];
    const onError = (e: ErrorEvent) => uncaught.push(e.error ?? e.message);
    const onRejection = (e: PromiseRejectionEvent) => uncaught.push(e.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    const { warn, info } = console;
    console.warn = console.info = () => undefined;
    let tried = 0;
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.oneof(
              fc.record({ property: fc.constantFrom(...PROPERTIES), value }),
              fc.record({
                attribute: fc.constantFrom(...ATTRIBUTES),
                text: fc.oneof(
                  fc.string(),
                  fc.string({ unit: 'grapheme' }),
                  special.map((f) => f()).filter((v): v is string => typeof v === 'string'),
                ),
              }),
            ),
            { minLength: 1, maxLength: 4 },
          ),
          async (steps) => {
            const el = await fixture<OwareBoard>(html`<oware-board interactive animation-speed="0"></oware-board>`);
            for (const step of steps) {
              tried++;
              let errors = 0;
              const count = () => errors++;
              el.addEventListener('oware-error', count);
              if ('property' in step) (el as unknown as Record<string, unknown>)[step.property] = step.value;
              else el.setAttribute(step.attribute, step.text);
              await el.updateComplete;
              el.removeEventListener('oware-error', count);
              expect(errors, JSON.stringify('property' in step ? step.property : step.attribute)).to.be.at.most(1);
            }
            // Back to a playable board: the last good values are in force, the board draws them.
            el.removeAttribute('lang');
            Object.assign(el, {
              editable: false,
              puzzle: false,
              moves: undefined,
              ai: 'none',
              interactive: 'both',
              inputLocked: false,
              animationSpeed: 0,
            });
            await el.setPosition('start').catch(() => undefined);
            await el.updateComplete;
            const game = new Game({ position: el.position, variant: el.variant });
            expect(namedCounts(el)).to.deep.equal(game.pits);
            const move = game.legalMoves()[0];
            if (move !== undefined) {
              await el.play(move);
              game.play(move);
              await el.updateComplete;
              expect(el.position).to.equal(game.position);
              expect(namedCounts(el)).to.deep.equal(game.pits);
            }
            el.remove();
          },
        ),
        { numRuns: RUNS, seed: SEED },
      );
    } finally {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      console.warn = warn;
      console.info = info;
    }
    expect(uncaught.map(String)).to.deep.equal([]);
    expect(tried).to.be.greaterThan(RUNS);
    expect(PROPERTIES.length).to.be.greaterThan(25);
  });
});
