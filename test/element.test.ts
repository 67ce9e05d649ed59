import { expect, fixture, fixtureSync, html, oneEvent } from '@open-wc/testing';
import '../src/all.js';
import { Game, OwareBoard, type OwareErrorDetail } from '../src/all.js';
import { countOf, parts, pitEl, quietly, textOf } from './board-helpers.js';

const START = '4,4,4,4,4,4/4,4,4,4,4,4 S 0-0';

describe('<oware-board> definition', () => {
  it('is defined by importing src/index.ts and typed in HTMLElementTagNameMap', async () => {
    expect(customElements.get('oware-board')).to.equal(OwareBoard);
    const el = document.createElement('oware-board');
    expect(el).to.be.instanceOf(OwareBoard);
  });
  it('guards against double definition', async () => {
    await import('../src/define.js?again' as string).catch(() => import('../src/define.js'));
    expect(customElements.get('oware-board')).to.equal(OwareBoard);
  });
  it('re-exports the engine', () => {
    expect(new Game().legalMoves()).to.deep.equal([0, 1, 2, 3, 4, 5]);
  });
});

describe('<oware-board> rendering', () => {
  it('draws a static start position by default', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board></oware-board>`);
    expect(el.position).to.equal(START);
    expect(el.interactive).to.equal('none');
    expect(el.shadowRoot!.querySelectorAll('[data-pit]').length).to.equal(12);
    for (let p = 0; p < 12; p++) expect(countOf(el, p)).to.equal('4');
    expect(pitEl(el, 2).getAttribute('role')).to.equal('img');
    expect(pitEl(el, 2).hasAttribute('tabindex')).to.equal(false);
    expect(pitEl(el, 2).querySelectorAll('[part="seed"]').length).to.equal(4);
    expect(pitEl(el, 2).getAttribute('aria-label')).to.equal('C, South, 4 seeds');
    const svgEl = el.shadowRoot!.querySelector('svg')!;
    expect(svgEl.getAttribute('part')).to.equal('board');
    expect(svgEl.getAttribute('viewBox')).to.match(/^0 0 \d+ \d+$/);
    await expect(el).to.be.accessible();
  });

  it('reserves its aspect ratio before and after upgrade (host aspect-ratio)', async () => {
    const el = fixtureSync<HTMLDivElement>(html`<div style="width:600px"><oware-board></oware-board></div>`);
    const board = el.querySelector('oware-board')!;
    await board.updateComplete;
    const r = board.getBoundingClientRect();
    expect(getComputedStyle(board).aspectRatio).to.not.equal('auto');
    expect(r.width).to.equal(600);
    expect(Math.abs(r.height - (600 * 302) / 784)).to.be.lessThan(2);
  });

  it('shows pits in the documented places (South bottom A–F left→right, a faces F)', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board></oware-board>`);
    const box = (p: number) => pitEl(el, p).querySelector('.bowl')!.getBoundingClientRect();
    expect(box(0).left).to.be.lessThan(box(5).left);
    expect(box(0).top).to.be.greaterThan(box(6).top);
    expect(Math.abs(box(6).left - box(5).left)).to.be.lessThan(1);
    expect(box(11).left).to.be.lessThan(box(6).left);
  });

  it('draws many seeds as a pile with a readable count', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board position="20,4,4,4,4,4/4,4,0,0,0,0 S 0-0"></oware-board>`);
    expect(countOf(el, 0)).to.equal('20');
    expect(el.shadowRoot!.querySelector('[data-pile-for="0"]')!.textContent).to.equal('20');
    expect(pitEl(el, 0).querySelectorAll('[part="seed"]').length).to.be.lessThan(20);
  });

  it('keeps seeds in place when a pit gains a seed', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board animation-speed="0"></oware-board>`);
    const before = [...pitEl(el, 3).querySelectorAll('[part="seed"]')].map((u) => u.getAttribute('d'));
    await el.play('C');
    const after = [...pitEl(el, 3).querySelectorAll('[part="seed"]')].map((u) => u.getAttribute('d'));
    expect(after.length).to.equal(5);
    expect(after.slice(0, 4)).to.deep.equal(before);
  });
});

describe('<oware-board> attributes', () => {
  it('position: reads a position string and reports a bad one, keeping the last good state', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board position="1,2,3,4,5,6/0,0,0,0,0,1 N 10-16"></oware-board>`);
    expect(el.turn).to.equal('north');
    expect(el.score).to.deep.equal([10, 16]);
    expect(countOf(el, 5)).to.equal('6');
    const { value: ev, warnings } = await quietly(async () => {
      setTimeout(() => el.setAttribute('position', '4,4,4/oops'));
      return oneEvent(el, 'oware-error');
    });
    const detail = (ev as CustomEvent<OwareErrorDetail>).detail;
    expect(detail.attribute).to.equal('position');
    expect(detail.value).to.equal('4,4,4/oops');
    expect(detail.message).to.be.a('string').and.not.empty;
    expect(warnings.length).to.equal(1);
    await el.updateComplete;
    expect(el.turn).to.equal('north');
    expect(countOf(el, 5)).to.equal('6');
    const notice = el.shadowRoot!.querySelector('[part="notice"]')!;
    expect(notice.textContent).to.contain('position');
    (notice.querySelector('button') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="notice"]')).to.equal(null);
  });

  it('position: "start"; the property reads back the current position, the attribute stays the page’s', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board position="start" animation-speed="0"></oware-board>`);
    expect(el.position).to.equal(START);
    await el.play('C');
    expect(el.position).to.equal('4,4,0,5,5,5/5,4,4,4,4,4 N 0-0');
    expect(el.getAttribute('position')).to.equal('start');
    el.position = 'start';
    await el.updateComplete;
    expect(el.history.length).to.equal(0);
    expect(countOf(el, 2)).to.equal('4');
    // the page writing its attribute again (the same text) shows that position again
    await el.play('C');
    el.setAttribute('position', 'start');
    await el.updateComplete;
    expect(el.history.length).to.equal(0);
    expect(el.position).to.equal(START);
  });

  it('variant: accepts the six names and reports others', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board variant="grand-slam-illegal"></oware-board>`);
    expect(el.game.variant).to.equal('grand-slam-illegal');
    const { value } = await quietly(async () => {
      setTimeout(() => (el.variant = 'chess' as never));
      return oneEvent(el, 'oware-error');
    });
    expect(value.detail.attribute).to.equal('variant');
    await el.updateComplete;
    expect(el.variant).to.equal('grand-slam-illegal');
    expect(el.game.variant).to.equal('grand-slam-illegal');
  });

  it('interactive: bare attribute means both; values gate the pits', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board interactive></oware-board>`);
    expect(el.interactive).to.equal('both');
    expect(pitEl(el, 2).getAttribute('role')).to.equal('button');
    expect(parts(el, 2)).to.include('legal');
    expect(parts(el, 8)).to.not.include('legal');
    el.interactive = 'north';
    await el.updateComplete;
    expect(parts(el, 2)).to.not.include('legal');
    const { value } = await quietly(async () => {
      setTimeout(() => el.setAttribute('interactive', 'everyone'));
      return oneEvent(el, 'oware-error');
    });
    expect(value.detail.attribute).to.equal('interactive');
    await el.updateComplete;
    expect(el.interactive).to.equal('north');
    await expect(el).to.be.accessible();
  });

  it('orientation: north puts North at the bottom; bad values are reported', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board orientation="north" labels="letters"></oware-board>`);
    const box = (p: number) => pitEl(el, p).querySelector('.bowl')!.getBoundingClientRect();
    expect(box(6).top).to.be.greaterThan(box(0).top);
    expect(box(6).left).to.be.lessThan(box(11).left);
    await expect(el).to.be.accessible();
    const { value } = await quietly(async () => {
      setTimeout(() => el.setAttribute('orientation', 'east'));
      return oneEvent(el, 'oware-error');
    });
    expect(value.detail.attribute).to.equal('orientation');
    await el.updateComplete;
    expect(el.orientation).to.equal('north');
  });

  it('labels: letters, numbers, none', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board labels="letters"></oware-board>`);
    expect(textOf(el, 'label', 6)).to.equal('a');
    el.labels = 'numbers';
    await el.updateComplete;
    expect(textOf(el, 'label', 6)).to.equal('6');
    el.labels = 'none';
    await el.updateComplete;
    expect(textOf(el, 'label', 6)).to.equal(null);
    expect(el.shadowRoot!.querySelectorAll('[part~="label"]').length).to.equal(0);
    const { value } = await quietly(async () => {
      setTimeout(() => el.setAttribute('labels', 'roman'));
      return oneEvent(el, 'oware-error');
    });
    expect(value.detail.attribute).to.equal('labels');
  });

  it('stores: scoring houses at the ends, each on its player’s right', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board stores position="4,4,4,4,4,4/4,4,4,4,0,0 S 3-5"></oware-board>`,
    );
    const stores = el.shadowRoot!.querySelectorAll('[part="store"]');
    expect(stores.length).to.equal(2);
    const [south, north] = [...stores].map((s) => s.getBoundingClientRect());
    expect(south.left).to.be.greaterThan(north.left);
    expect(stores[0].getAttribute('aria-label')).to.equal('South has captured 3 seeds');
    expect(stores[0].querySelectorAll('[part="seed"]').length).to.equal(3);
    expect(stores[0].querySelector('rect.store-body')).to.not.equal(null);
    await expect(el).to.be.accessible();
    el.stores = false;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('rect.store-body')).to.equal(null);
    expect(el.shadowRoot!.querySelectorAll('[part="store"] [part="count"]')[1].textContent).to.equal('5');
  });

  it('highlight: letters, numbers, kinds and arrows; bad values reported', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board highlight="c d"></oware-board>`);
    expect(parts(el, 8)).to.include('highlight');
    expect(parts(el, 9)).to.include('highlight');
    expect(parts(el, 2)).to.not.include('highlight');
    expect(pitEl(el, 8).getAttribute('aria-label')).to.contain('highlighted');
    await expect(el).to.be.accessible();
    el.highlight = '8 9';
    await el.updateComplete;
    expect(parts(el, 8)).to.include('highlight');
    el.highlight = 'c:capture 2:origin 2>6';
    await el.updateComplete;
    expect(parts(el, 8)).to.include('capture');
    expect(parts(el, 2)).to.include('origin');
    expect(el.shadowRoot!.querySelectorAll('path.arrow').length).to.equal(1);
    const { value } = await quietly(async () => {
      setTimeout(() => (el.highlight = 'z9'));
      return oneEvent(el, 'oware-error');
    });
    expect(value.detail.attribute).to.equal('highlight');
    await el.updateComplete;
    expect(parts(el, 8)).to.include('capture');
  });

  it('animation-speed: numbers accepted, junk reported', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board animation-speed="40"></oware-board>`);
    expect(el.animationSpeed).to.equal(40);
    const { value } = await quietly(async () => {
      setTimeout(() => el.setAttribute('animation-speed', 'fast'));
      return oneEvent(el, 'oware-error');
    });
    expect(value.detail.attribute).to.equal('animation-speed');
    await el.updateComplete;
    expect(el.animationSpeed).to.equal(40);
  });

  it('strings and annotations properties: bad types reported', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board></oware-board>`);
    const { value } = await quietly(async () => {
      setTimeout(() => (el.strings = 'x' as never));
      return oneEvent(el, 'oware-error');
    });
    expect(value.detail.attribute).to.equal('strings');
  });
});

describe('<oware-board> language', () => {
  it('prototype names as languages (on the board or on <html>) fall back to English; the board still plays', async () => {
    const before = document.documentElement.lang;
    try {
      for (const lang of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
        document.documentElement.lang = lang;
        const el = await fixture<OwareBoard>(html`<oware-board interactive animation-speed="0"></oware-board>`);
        expect(pitEl(el, 2).getAttribute('aria-label'), lang).to.equal('C, South, 4 seeds, legal move');
        el.setAttribute('lang', lang);
        await el.updateComplete;
        expect(el.text.south).to.equal('South');
        await el.play('C');
        expect(countOf(el, 2)).to.equal('0');
      }
    } finally {
      document.documentElement.lang = before;
    }
  });

  it('uses its own lang, else the nearest ancestor’s, also across shadow roots', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board lang="de"></oware-board>`);
    expect(pitEl(el, 2).getAttribute('aria-label')).to.equal('C, Süd, 4 Samen');
    const wrap = fixtureSync<HTMLDivElement>(html`<div lang="de"><oware-board></oware-board></div>`);
    const inner = wrap.querySelector('oware-board')!;
    await inner.updateComplete;
    expect(pitEl(inner, 6).getAttribute('aria-label')).to.equal('a, Nord, 4 Samen');
    const host = fixtureSync<HTMLDivElement>(html`<div lang="de-CH"></div>`);
    const root = host.attachShadow({ mode: 'open' });
    const deep = document.createElement('oware-board');
    root.appendChild(deep);
    await deep.updateComplete;
    expect(deep.language).to.equal('de-CH');
    expect(pitEl(deep, 0).getAttribute('aria-label')).to.equal('A, Süd, 4 Samen');
    await expect(el).to.be.accessible();
  });

  it('follows a change of lang and accepts strings overrides', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board></oware-board>`);
    el.setAttribute('lang', 'de');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('svg')!.getAttribute('aria-label')).to.contain('Oware-Brett');
    el.strings = { board: 'Mein Brett' };
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('svg')!.getAttribute('aria-label')).to.contain('Mein Brett');
  });
});
