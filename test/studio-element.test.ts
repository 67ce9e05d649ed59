// <oware-studio> (src/studio/): mounted with a state, edited through its own controls (in its shadow
// root), heard through `oware-studio-change`, and read through each output method; a share link it
// writes opens the same state in a second studio. Hostile values for its properties and attributes
// fire `oware-error` with the attribute's name and keep the last good state.
import { expect, fixture, html } from '@open-wc/testing';
import { parseRecord } from '../src/record/index.js';
import '../src/studio/index.js';
import { initialState, type OwareStudio, type OwareStudioErrorDetail, type StudioState } from '../src/studio/index.js';

/** Wait (at most 20 s) until `ready()` holds. */
async function waitFor(ready: () => unknown, what = 'the condition'): Promise<void> {
  for (let i = 0; i < 1000 && !ready(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(!!ready(), `waited 20 s for ${what}`).to.equal(true);
}

/** The next event `type` from `el`. */
const next = <T>(el: EventTarget, type: string) =>
  new Promise<CustomEvent<T>>((resolve) =>
    el.addEventListener(type, (e) => resolve(e as CustomEvent<T>), { once: true }),
  );

const part = <T extends Element = HTMLElement>(studio: OwareStudio, id: string) =>
  studio.shadowRoot!.getElementById(id) as unknown as T;

const STATE: StudioState = {
  ...initialState(),
  position: '4,0,0,0,0,3/0,0,2,1,0,0 S 0-0',
  highlight: 'c:capture d:capture',
  arrows: 'F>c',
};

async function mount(state: unknown = STATE, attrs = ''): Promise<OwareStudio> {
  const el = await fixture<OwareStudio>(html`<oware-studio .value=${state}></oware-studio>`);
  for (const [k, v] of attrs
    .split(';')
    .filter(Boolean)
    .map((a) => a.split('=') as [string, string]))
    el.setAttribute(k, v);
  await el.updateComplete;
  await waitFor(() => part<HTMLInputElement>(el, 'out-link').value.includes('#s='), 'the first drawing');
  return el;
}

describe('<oware-studio>', () => {
  it('opens with the state it was given and writes each output of it', async () => {
    const el = await mount(STATE, 'diagrams-base=https://diagrams.example/oware');
    expect(el.value.position).to.equal(STATE.position);
    const tag = el.toTag();
    expect(tag).to.include('position="4,0,0,0,0,3/0,0,2,1,0,0 S 0-0"');
    expect(tag).to.include('highlight="c:capture d:capture"').and.include('arrows="F>c"');
    expect(part(el, 'out-tag').textContent).to.equal(tag);
    expect(el.toMarkdown()).to.match(/^```oware\n[\s\S]*position: 4,0,0,0,0,3\/0,0,2,1,0,0 S 0-0[\s\S]*\n```$/);
    expect(parseRecord(el.toOGN()).start).to.equal(STATE.position);
    const svg = el.toSVG({ size: 300 });
    expect(svg).to.match(/^<svg\b[^>]*width="300"/);
    // the board in the studio shows the state
    const board = part<HTMLElement & { position: string }>(el, 'board');
    expect(board.position).to.equal(STATE.position);
    // the publish outputs on the diagram server the page named
    expect(await el.toImageLink()).to.match(/^https:\/\/diagrams\.example\/oware\/svg\/1[\w-]+$/);
    expect(await el.toEmbedCode()).to.match(/^<iframe src="https:\/\/diagrams\.example\/oware\/embed\/1[\w-]+"/);
    expect(await el.toEmbedLink()).to.match(/^https:\/\/diagrams\.example\/oware\/embed\/1[\w-]+$/);
    expect(await el.toMarkdownImage()).to.match(/^!\[[^\]]*\]\(https:\/\/diagrams\.example\/oware\/svg\/1[\w-]+\)$/);
    // the share link opens the same state in another studio
    const link = await el.toLink();
    expect(link).to.include('#s=');
    const again = await mount(link);
    expect(again.value).to.deep.equal(el.value);
    expect(again.toTag()).to.equal(tag);
  });

  it('reports the author’s edits with oware-studio-change, the outputs following', async () => {
    const el = await mount();
    const caption = part<HTMLInputElement>(el, 'caption');
    const changed = next<{ state: StudioState; link: string }>(el, 'oware-studio-change');
    caption.value = 'South sows F and captures 5.';
    caption.dispatchEvent(new Event('input', { bubbles: true }));
    const { detail } = await changed;
    expect(detail.state.caption).to.equal('South sows F and captures 5.');
    expect(detail.link).to.include('#s=');
    expect(el.value.caption).to.equal('South sows F and captures 5.');
    expect(el.toTag()).to.include('<figcaption>South sows F and captures 5.</figcaption>');
    expect(el.toMarkdown()).to.include('caption: South sows F and captures 5.');
    // a button: the empty board
    const emptied = next<{ state: StudioState }>(el, 'oware-studio-change');
    part(el, 'empty').click();
    expect((await emptied).detail.state.position).to.equal('0,0,0,0,0,0/0,0,0,0,0,0 S 0-0');
    expect(el.toTag()).to.include('position="0,0,0,0,0,0/0,0,0,0,0,0 S 0-0"');
    // a move recorded in Record (the board's move), then undone with Ctrl+Z inside the studio
    part(el, 'undo').click();
    await waitFor(() => el.value.position === STATE.position, 'undo');
    part(el, 'tab-record').click();
    const played = next<{ state: StudioState }>(el, 'oware-studio-change');
    const board = part<HTMLElement & { play(pit: number): Promise<unknown> }>(el, 'board');
    await board.play(0);
    const after = (await played).detail.state;
    expect(after.tree.moves.map((m) => m.pit)).to.deep.equal([0]);
    await waitFor(() => el.toOGN().includes('1. A'), 'the OGN with the move');
    const undone = next<{ state: StudioState }>(el, 'oware-studio-change');
    part(el, 'tree').dispatchEvent(
      new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true, composed: true }),
    );
    expect((await undone).detail.state.tree.moves).to.deep.equal([]);
  });

  it('shows the outputs it is asked for, in the language it is given', async () => {
    const el = await mount(STATE, 'outputs=tag markdown;lang=de');
    const shown = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-output]')]
      .filter((o) => !o.hidden)
      .map((o) => o.dataset.output);
    expect(shown).to.deep.equal(['tag', 'markdown']);
    await waitFor(() => part(el, 'tab-record').textContent === 'Aufnehmen', 'the German words');
    el.lang = 'fr';
    await waitFor(() => part(el, 'tab-setup').textContent !== 'Aufstellen', 'the French words');
    expect(part(el, 'copy-svg').closest<HTMLElement>('[data-output]')!.hidden).to.equal(true);
  });

  describe('hostile values: oware-error, the last good state kept', () => {
    const revoked = () => {
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      return proxy;
    };
    const throwing = () =>
      new Proxy(
        {},
        {
          get() {
            throw new Error('trap');
          },
          ownKeys() {
            throw new Error('trap');
          },
        },
      );
    const values: [string, () => unknown, RegExp][] = [
      ['a damaged share link', () => '#s=!!!', /damaged/],
      ['a text that is no share link', () => 'hello', /not a share link/],
      ['broken JSON', () => '{"position":', /JSON/],
      ['a bad position', () => ({ position: '4,4,4/4 S 0-0' }), /^<oware-studio> value: position: /],
      [
        'a caption that would close the fence',
        () => ({ caption: 'hi\n```\n<img src=x onerror=alert(1)>' }),
        /line break/,
      ],
      [
        'a state with 2,000 moves',
        () => ({ tree: { moves: Array(2000).fill({ pit: 0, captured: 0, variations: [] }) } }),
        /more than 1000 moves/,
      ],
      ['a share link over the limit', () => `#s=${'A'.repeat(400_000)}`, /longer than 350,000/],
      ['a number', () => 42, /no studio state/],
      ['a revoked proxy', revoked, /not a studio state/],
      ['a proxy whose traps throw', throwing, /not a studio state|trap/],
    ];
    for (const [what, value, message] of values)
      it(`value: ${what}`, async () => {
        const el = await mount({ ...STATE, caption: 'Kept.' });
        const before = el.toTag();
        const error = next<OwareStudioErrorDetail>(el, 'oware-error');
        const warn = console.warn;
        console.warn = () => {};
        try {
          el.value = value();
          await el.updateComplete;
          const { detail } = await error;
          expect(detail.attribute).to.equal('value');
          expect(detail.message).to.match(message);
        } finally {
          console.warn = warn;
        }
        expect(el.toTag()).to.equal(before);
        expect(el.value.caption).to.equal('Kept.');
        // a link shows why in the studio itself
        if (`${typeof value() === 'string' ? value() : ''}`.startsWith('#s='))
          expect(part(el, 'refused').textContent).to.match(/^This link was not opened: /);
      });

    for (const [attribute, bad] of [
      ['diagrams-base', 'javascript:alert(1)'],
      ['diagrams-base', 'https://diagrams.example/?q=1'],
      ['link-base', 'data:text/html,hi'],
      ['outputs', 'tag script'],
    ] as const)
      it(`${attribute}="${bad}"`, async () => {
        const el = await mount(
          STATE,
          'diagrams-base=https://good.example;link-base=https://site.example/studio;outputs=tag',
        );
        const error = next<OwareStudioErrorDetail>(el, 'oware-error');
        const warn = console.warn;
        console.warn = () => {};
        try {
          el.setAttribute(attribute, bad);
          const { detail } = await error;
          expect(detail).to.include({ attribute, value: bad });
        } finally {
          console.warn = warn;
        }
        await el.updateComplete;
        expect(await el.toImageLink()).to.match(/^https:\/\/good\.example\/svg\//);
        expect(await el.toLink()).to.match(/^https:\/\/site\.example\/studio#s=/);
        expect(part(el, 'copy-svg').closest<HTMLElement>('[data-output]')!.hidden).to.equal(true);
      });

    it('a property set to an object or a throwing proxy', async () => {
      const el = await mount();
      const errors: OwareStudioErrorDetail[] = [];
      el.addEventListener('oware-error', (e) => errors.push(e.detail));
      const warn = console.warn;
      console.warn = () => {};
      try {
        (el as unknown as Record<string, unknown>).diagramsBase = throwing();
        (el as unknown as Record<string, unknown>).outputs = { toString: () => 'tag' };
        await el.updateComplete;
      } finally {
        console.warn = warn;
      }
      expect(errors.map((e) => e.attribute)).to.deep.equal(['diagrams-base', 'outputs']);
      expect(el.diagramsBase).to.equal('');
      expect(el.toTag()).to.equal(
        '<oware-board position="4,0,0,0,0,3/0,0,2,1,0,0 S 0-0" labels="letters" highlight="c:capture d:capture" arrows="F>c"></oware-board>',
      );
    });
  });
});
