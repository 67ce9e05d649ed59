// The record viewer's URL fragment (fragment-link): the game of a collection in the link, old links,
// and fragments that are broken or not the viewer's.
import { expect, fixture, html } from '@open-wc/testing';
import '../src/all.js';
import { Game, type OwareBoard, type OwareErrorDetail } from '../src/all.js';
import { q, quietly } from './board-helpers.js';

const GAMES = `[Event "Club"]\n[Round "1"]\n\n1. C f 2. B a *\n\n[Event "Club"]\n[Round "2"]\n\n1. D e 2. A\n`;
const after = (moves: string) => Game.fromMoves(moves).position;
const gameOf = (el: OwareBoard) => q(el, '[part="game-of"]')?.textContent;

async function viewer(hash: string, record = GAMES): Promise<OwareBoard> {
  history.replaceState(null, '', hash || location.pathname);
  const el = await fixture<OwareBoard>(
    html`<oware-board fragment-link animation-speed="0" record=${record}></oware-board>`,
  );
  await el.updateComplete;
  return el;
}

describe('record viewer: the URL fragment names the game of a collection', () => {
  const before = location.hash;
  afterEach(() => history.replaceState(null, '', before || location.pathname));

  it('writes #game=2&ply=2 in a collection, and such a link opens that game at that ply', async () => {
    const el = await viewer('');
    (q(el, '[part~="next-game"]') as HTMLButtonElement).click();
    await el.updateComplete;
    el.ply = 2;
    await el.updateComplete;
    expect(location.hash).to.equal('#game=2&ply=2');
    const again = await viewer('#game=2&ply=2');
    expect(gameOf(again)).to.equal('Game 2 of 2');
    expect(again.position).to.equal(after('D e'));
  });

  it('reads an old #ply=2 link as game 1, and a hashchange to another game opens it', async () => {
    const el = await viewer('#ply=2');
    expect(gameOf(el)).to.equal('Game 1 of 2');
    expect(el.position).to.equal(after('C f'));
    location.hash = '#game=2&ply=1';
    await new Promise((r) => addEventListener('hashchange', r, { once: true }));
    await el.updateComplete;
    expect(gameOf(el)).to.equal('Game 2 of 2');
    expect(el.position).to.equal(after('D'));
  });

  it('a single record keeps #ply=N links', async () => {
    const el = await viewer('', '1. C f 2. B');
    el.ply = 1;
    await el.updateComplete;
    expect(location.hash).to.equal('#ply=1');
  });
});

describe('record viewer: a broken fragment is ignored with a warning', () => {
  const before = location.hash;
  afterEach(() => history.replaceState(null, '', before || location.pathname));

  it('#path=%E0%A4%A on load and #path=% on hashchange: no exception, a warning, the step kept', async () => {
    const thrown: unknown[] = [];
    const onError = (e: ErrorEvent) => {
      thrown.push(e.error);
      e.preventDefault();
    };
    addEventListener('error', onError);
    try {
      const { value: el, warnings } = await quietly(() => viewer('#path=%E0%A4%A', '1. C f 2. B'));
      expect(el.position).to.equal(new Game().position);
      expect(warnings.some((w) => /fragment-link: the URL fragment '#path=%E0%A4%A' has a broken %-escape/.test(w))).to
        .be.true;
      el.ply = 2;
      await el.updateComplete;
      const later = await quietly(async () => {
        history.replaceState(null, '', '#path=%');
        dispatchEvent(new HashChangeEvent('hashchange'));
        await el.updateComplete;
      });
      expect(later.warnings.some((w) => /'#path=%' has a broken %-escape/.test(w))).to.be.true;
      expect(el.position).to.equal(after('C f'));
      expect(thrown).to.deep.equal([]);
    } finally {
      removeEventListener('error', onError);
    }
  });
});

describe('record viewer: a src that never answers', () => {
  it('gives up after the timeout with oware-error, and the board is no longer busy', async () => {
    const { RecordFetch } = await import('../src/record/board/source.js');
    const timeout = RecordFetch.timeout;
    const realFetch = window.fetch;
    // A server that never answers: the request only ends when it is aborted.
    window.fetch = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    RecordFetch.timeout = 150;
    try {
      const el = await fixture<OwareBoard>(html`<oware-board src="never.ogn"></oware-board>`);
      const detail = await new Promise<OwareErrorDetail>((resolve) =>
        el.addEventListener('oware-error', (e) => resolve((e as CustomEvent<OwareErrorDetail>).detail), { once: true }),
      );
      expect(detail.attribute).to.equal('src');
      expect(detail.message).to.contain("could not load 'never.ogn': no answer within 0.15 s");
      await el.updateComplete;
      expect(q(el, 'svg[part="board"]').getAttribute('aria-busy')).to.equal('false');
    } finally {
      window.fetch = realFetch;
      RecordFetch.timeout = timeout;
    }
  });
});
