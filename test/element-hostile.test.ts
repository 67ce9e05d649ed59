// The hostile page: values that throw when touched (revoked Proxies, Proxies whose every trap
// throws) on every attribute and property, huge values, and strings/annotations that change after
// they were checked. Nothing escapes the board: a specific oware-error, the last good state kept.
import { expect, fixture, html } from '@open-wc/testing';
import '../src/all.js';
import { OwareBoard } from '../src/all.js';
import { quietly } from './board-helpers.js';

/** Wait (at most 10 s) until `ready()` holds. */
async function waitFor(ready: () => unknown): Promise<void> {
  for (let i = 0; i < 500 && !ready(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(!!ready(), 'waited 10 s').to.equal(true);
}

const revoked = (): unknown => {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
};
const throwing = (): unknown => {
  const boom = () => {
    throw new Error('trap');
  };
  return new Proxy(
    {},
    {
      get: boom,
      set: boom,
      has: boom,
      ownKeys: boom,
      getOwnPropertyDescriptor: boom,
      getPrototypeOf: boom,
      defineProperty: boom,
      deleteProperty: boom,
      isExtensible: boom,
      preventExtensions: boom,
      setPrototypeOf: boom,
    },
  );
};

/** Every property a page may set (the features' too), and `record`. */
const PROPERTIES = [...[...OwareBoard.elementProperties.keys()].map(String), 'record'];

/** Collect uncaught errors and unhandled rejections while `fn` runs. */
async function uncaught(fn: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const onError = (e: ErrorEvent) => seen.push(String(e.message));
  const onRejection = (e: PromiseRejectionEvent) => {
    e.preventDefault();
    let text = 'rejection';
    try {
      text = String((e.reason as Error)?.message ?? e.reason);
    } catch {}
    seen.push(text);
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

describe('hostile values: Proxies that throw when touched', () => {
  for (const [kind, make] of [
    ['a revoked Proxy', revoked],
    ['a Proxy whose every trap throws', throwing],
  ] as const) {
    it(`${kind} on any property fires oware-error and nothing escapes`, async function () {
      this.timeout(120_000);
      const missed: string[] = [];
      const escaped = await uncaught(async () => {
        for (const property of PROPERTIES) {
          const el = await fixture<OwareBoard>(html`<oware-board animation-speed="0"></oware-board>`);
          const errors: string[] = [];
          el.addEventListener('oware-error', (e) => errors.push((e as CustomEvent).detail.message));
          await quietly(async () => {
            try {
              (el as unknown as Record<string, unknown>)[property] = make();
            } catch (e) {
              missed.push(`${property}: the assignment threw ${(e as Error).message}`);
            }
            try {
              await el.updateComplete;
              await new Promise((r) => setTimeout(r, 0));
              await el.updateComplete;
            } catch (e) {
              missed.push(`${property}: the update threw ${(e as Error).message}`);
            }
          });
          if (errors.length !== 1) missed.push(`${property}: ${errors.length} oware-error`);
          // the board still draws its position
          if (el.shadowRoot!.querySelectorAll('[data-pit]').length !== 12) missed.push(`${property}: not drawn`);
          el.remove();
        }
      });
      expect(missed).to.deep.equal([]);
      expect(escaped).to.deep.equal([]);
    });
  }
});

/** The longest run of `c` in `text`. */
const longestRun = (text: string, c: string): number =>
  Math.max(0, ...(text.match(new RegExp(`${c}+`, 'g')) ?? []).map((m) => m.length));

describe('hostile values: a huge bad value is quoted short', () => {
  const BIG = 'x'.repeat(50_000);
  const cases: [string, (el: OwareBoard) => void][] = [
    ...PROPERTIES.filter((p) => p !== 'src').map((p): [string, (el: OwareBoard) => void] => [
      p,
      (el) => {
        (el as unknown as Record<string, unknown>)[p] = BIG;
      },
    ]),
    ...OwareBoard.observedAttributes
      .filter((a) => a !== 'src' && a !== 'lang')
      .map((a): [string, (el: OwareBoard) => void] => [`attribute ${a}`, (el) => el.setAttribute(a, BIG)]),
    ['strings key', (el) => (el.strings = { [BIG]: 1 } as never)],
    ['strings section', (el) => (el.strings = { ui: BIG } as never)],
    ['annotations kind', (el) => (el.annotations = { marks: [{ pit: 1, kind: BIG }], arrows: [] } as never)],
    ['annotations caption', (el) => (el.annotations = { marks: [], arrows: [], caption: 7, [BIG]: 1 } as never)],
  ];
  it('every message, console warning and notice quotes at most ~80 characters of it', async function () {
    this.timeout(120_000);
    const long: string[] = [];
    for (const [what, assign] of cases) {
      const el = await fixture<OwareBoard>(html`<oware-board animation-speed="0"></oware-board>`);
      const messages: string[] = [];
      el.addEventListener('oware-error', (e) => messages.push((e as CustomEvent).detail.message));
      const { warnings } = await quietly(async () => {
        assign(el);
        await el.updateComplete;
        await new Promise((r) => setTimeout(r, 0));
        await el.updateComplete;
      });
      const notice = el.shadowRoot!.querySelector('[part~="notice"]')?.textContent ?? '';
      for (const [where, text] of [
        ['message', messages.join('\n')],
        ['console', warnings.join('\n')],
        ['notice', notice],
      ])
        if (longestRun(text, 'x') > 80 || text.length > 600)
          long.push(`${what}: ${where} of ${text.length} characters`);
      el.remove();
    }
    expect(long).to.deep.equal([]);
  });
});

/** Set `assign` on a new board (of `markup`), update twice; its oware-error messages, what escaped, and the board. */
async function afterAssigning(
  assign: (el: OwareBoard) => void,
  markup = html`<oware-board animation-speed="0"></oware-board>`,
): Promise<{ el: OwareBoard; errors: string[]; escaped: string[] }> {
  const el = await fixture<OwareBoard>(markup);
  const errors: string[] = [];
  el.addEventListener('oware-error', (e) => errors.push((e as CustomEvent).detail.message));
  const escaped = await uncaught(() =>
    quietly(async () => {
      assign(el);
      try {
        await el.updateComplete;
        el.requestUpdate();
        await el.updateComplete;
        el.lang = 'fr'; // a new text table: resolved again
        await el.updateComplete;
      } catch (e) {
        throw new Error(`the update threw ${(e as Error).message}`);
      }
    }).then(() => undefined),
  ).catch((e) => [String((e as Error).message)]);
  return { el, errors, escaped };
}

/** Every pit's accessible name. */
const pitNames = (el: OwareBoard): string =>
  [...el.shadowRoot!.querySelectorAll('[data-pit]')].map((p) => p.getAttribute('aria-label')).join('|');

describe('hostile values: strings.locale that is not a language tag', () => {
  for (const locale of ['', '__proto__', 'x_y', 'constructor']) {
    it(`strings = { locale: ${JSON.stringify(locale)} } is refused with oware-error and the board keeps drawing`, async () => {
      const { el, errors, escaped } = await afterAssigning((b) => {
        b.strings = { locale, south: 'You' };
      });
      expect(escaped).to.deep.equal([]);
      expect(errors).to.have.length(1);
      expect(errors[0]).to.contain("'locale' must be a language tag");
      expect(pitNames(el)).to.contain('You'); // the good entries are kept
      el.remove();
    });
  }
  it("narration.locale 'x_y' is refused; the caption is still narrated", async () => {
    const { el, errors, escaped } = await afterAssigning((b) => {
      b.strings = { narration: { locale: 'x_y' } } as never;
    }, html`<oware-board moves="C f" ply="2" caption animation-speed="0"></oware-board>`);
    expect(escaped).to.deep.equal([]);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.contain("'narration.locale' must be a language tag");
    expect(el.shadowRoot!.querySelector('[part="caption"]')?.textContent).to.match(/sème 4 graines/);
    el.remove();
  });
});

describe('hostile values: checked once, read again', () => {
  it('strings: a getter that throws after it was checked is never read again (a checked copy is used)', async () => {
    let reads = 0;
    const { el, errors, escaped } = await afterAssigning((b) => {
      b.strings = {
        get south() {
          if (reads++) throw new Error('read again');
          return 'You';
        },
        narration: {
          get south() {
            return reads > 1 ? (42 as unknown as string) : 'You';
          },
        },
      } as never;
    });
    expect(escaped).to.deep.equal([]);
    expect(errors).to.deep.equal([]);
    expect(pitNames(el)).to.contain('You');
    expect(el.text.south).to.equal('You');
    el.remove();
  });
  it('annotations: a getter that changes after it was checked is never read again (a checked copy is used)', async () => {
    let reads = 0;
    const { el, errors, escaped } = await afterAssigning((b) => {
      b.annotations = {
        get marks() {
          return reads++ ? 'not a list' : [{ pit: 1, kind: 'capture' }];
        },
        arrows: [],
      } as never;
    });
    expect(escaped).to.deep.equal([]);
    expect(errors).to.deep.equal([]);
    expect(el.shadowRoot!.querySelector('[data-pit="1"]')!.getAttribute('part')).to.contain('capture');
    expect(el.annotations!.marks).to.deep.equal([{ pit: 1, kind: 'capture' }]);
    el.remove();
  });
});

describe('hostile values: a wrong type for a section of strings', () => {
  for (const [section, value] of [
    ['narration', 'x'],
    ['ui', 42],
    ['game', ['a']],
    ['record', null],
  ] as const) {
    it(`strings = { ${section}: ${JSON.stringify(value)} } is refused with oware-error; the other entries are kept`, async () => {
      const { el, errors, escaped } = await afterAssigning((b) => {
        b.strings = { [section]: value, south: 'You' } as never;
      });
      expect(escaped).to.deep.equal([]);
      expect(errors).to.have.length(1);
      expect(errors[0]).to.contain(`'${section}' must be an object of texts`);
      expect(pitNames(el)).to.contain('You');
      expect(el.strings).to.deep.equal({ south: 'You' });
      el.remove();
    });
  }
});

describe('hostile values: huge texts are refused by their length, before they are read', () => {
  const HUGE = 'c '.repeat(500_000); // a million characters
  for (const attribute of ['position', 'src', 'markers', 'moves', 'arrows', 'highlight', 'solution']) {
    it(`a million characters in ${attribute}: one oware-error naming the cap, nothing fetched, the board as it was`, async () => {
      const { fetch } = window;
      let fetched = 0;
      window.fetch = (...args) => {
        fetched++;
        return fetch(...args);
      };
      try {
        const { el, errors, escaped } = await afterAssigning((b) => b.setAttribute(attribute, HUGE));
        expect(escaped).to.deep.equal([]);
        expect(errors).to.have.length(1);
        expect(errors[0]).to.match(/is 1000000 characters long: at most [\d,]+ are taken/);
        expect(fetched).to.equal(0);
        expect(el.position).to.equal('4,4,4,4,4,4/4,4,4,4,4,4 S 0-0');
        expect(el.shadowRoot!.querySelectorAll('[data-pit]')).to.have.length(12);
        el.remove();
      } finally {
        window.fetch = fetch;
      }
    });
  }
});

describe('hostile page: the position changes under a search', () => {
  for (const warm of [false, true]) {
    it(`analyze() then play() in the same task rejects with AbortError (the AI ${warm ? 'loaded' : 'not loaded yet'})`, async function () {
      this.timeout(30_000);
      const el = await fixture<OwareBoard>(html`<oware-board interactive animation-speed="0"></oware-board>`);
      if (warm) await el.analyze({ timeMs: 20 });
      const analysis = el.analyze({ timeMs: 100 });
      const hint = el.hint();
      await el.play('C');
      const settled = await Promise.all(
        [analysis, hint].map((p) =>
          p.then(
            (r) => `resolved with ${JSON.stringify(r)}`,
            (e: Error) => e.name,
          ),
        ),
      );
      expect(settled).to.deep.equal(['AbortError', 'AbortError']);
      // the next analysis is of the new position
      const next = await el.analyze({ timeMs: 20 });
      expect(el.legalMoves).to.include(next.move);
      el.remove();
    });
  }
});

describe('hostile page: a board adopted into another document', () => {
  it('adoptNode into an iframe: no uncaught error, the board and its features styled there, and it still plays', async function () {
    this.timeout(30_000);
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const doc = frame.contentDocument!;
    const el = await fixture<OwareBoard>(html`<oware-board interactive controls animation-speed="0"></oware-board>`);
    await waitFor(() => el.shadowRoot!.querySelector('[part~="controls"]'));
    const escaped = await uncaught(async () => {
      doc.body.append(doc.adoptNode(el));
      await el.updateComplete;
      await el.play('C');
      await el.updateComplete;
    });
    expect(escaped).to.deep.equal([]);
    const view = doc.defaultView!;
    expect(view.getComputedStyle(el).display).to.equal('block'); // the board's :host styles
    expect(view.getComputedStyle(el.shadowRoot!.querySelector('[part~="controls"]')!).display).to.equal('flex');
    expect(el.history).to.have.length(1);
    // and back into the page
    document.body.append(el);
    await el.updateComplete;
    expect(getComputedStyle(el).display).to.equal('block');
    el.remove();
    frame.remove();
  });
});
