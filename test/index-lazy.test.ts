// The package root (`import 'oware-board'`) alone: the whole API, but no feature and no language
// besides English loaded up front — a board that needs one loads it, as the CDN file does; and
// `oware-board/all` (test/all-eager.test.ts) has them all at once. This file imports nothing else of the project (board-helpers.ts imports only types of it).
import { expect, fixture, html } from '@open-wc/testing';
import {
  lessonsRegistered,
  loadLanguage,
  Narrator,
  OwareBoard,
  type OwareErrorDetail,
  parseRecord,
  STRINGS,
} from '../src/index.js';
import { collect, expectRecordCaption, waitUntil } from './board-helpers.js';

/** Chunks are compiled by the test server on first request: a generous wait (not a timing goal). */
const LOAD = { timeout: 20_000 };

describe('package root: every feature, loaded on first use', () => {
  it('registers no feature and only English on import; the pure API works at once', () => {
    expect(customElements.get('oware-board')).to.equal(OwareBoard);
    expect(OwareBoard.features).to.deep.equal([]);
    expect(lessonsRegistered()).to.equal(false);
    expect(Object.keys(STRINGS)).to.deep.equal(['en']);
    expect(parseRecord('1. C f').tree.moves.length).to.equal(2);
  });

  it('a record board loads the viewer, a German lesson board the lessons and German', async () => {
    const errors = await collect<OwareErrorDetail>('oware-error', async () => {
      const viewer = await fixture<OwareBoard>(
        html`<oware-board record="1. C {Opening.} f 2. B a" ply="1"></oware-board>`,
      );
      await waitUntil(
        () => viewer.shadowRoot!.textContent!.includes('Opening.'),
        'the record viewer never showed',
        LOAD,
      );
      const lesson = await fixture<OwareBoard>(
        html`<oware-board lang="de" moves="C f" ply="2" controls></oware-board>`,
      );
      await waitUntil(() => lessonsRegistered() && STRINGS.de?.narration, 'lessons or German never loaded', LOAD);
      await waitUntil(() => lesson.shadowRoot!.querySelector('[part~="controls"]'), 'no lesson controls', LOAD);
      await lesson.updateComplete;
      expect(lesson.shadowRoot!.querySelector('[part~="controls"]')!.getAttribute('aria-label')).to.equal(
        STRINGS.de.ui!.controlsLabel,
      );
      expect(STRINGS.de.ui!.controlsLabel).to.not.equal(STRINGS.en.ui!.controlsLabel);
    });
    expect(errors).to.deep.equal([]);
  });

  it('loadLanguage makes a language ready for the API (a Narrator in French)', async () => {
    await loadLanguage('fr');
    const n = new Narrator({ lang: 'fr' });
    expect(n.lang).to.equal('fr');
    expect(n.side('south')).to.equal(STRINGS.fr.narration!.south);
    expect(n.side('south')).to.not.equal('South');
  });
});

// The same markup in every entry (see expectRecordCaption).
describe('package root: a record with caption', () => {
  it('shows the narration of the step on show as its caption', () => expectRecordCaption());
});

describe('package root: a board in a language still on its way', () => {
  it('announces nothing before its language has loaded (no English sentence under a Japanese board)', async () => {
    const el = document.createElement('oware-board') as OwareBoard;
    for (const [k, v] of [
      ['lang', 'ja'],
      ['interactive', ''],
      ['animation-speed', '0'],
    ])
      el.setAttribute(k, v);
    document.body.append(el);
    try {
      await el.updateComplete;
      const live = el.shadowRoot!.querySelector('#live')!;
      const said: string[] = [];
      new MutationObserver(() => live.textContent && said.push(live.textContent)).observe(live, {
        childList: true,
        characterData: true,
        subtree: true,
      });
      expect(STRINGS.ja, 'Japanese is still on its way').to.equal(undefined);
      await el.play('C');
      await waitUntil(() => STRINGS.ja, 'Japanese never loaded', LOAD);
      // a move once the language is there is announced, in Japanese
      await el.play('f');
      await waitUntil(() => said.length > 0, 'nothing announced after the language loaded', LOAD);
      expect(said.filter((t) => /South|North|sows/.test(t))).to.deep.equal([]);
    } finally {
      el.remove();
    }
  });
});
