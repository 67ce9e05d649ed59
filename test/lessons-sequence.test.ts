// The lessons feature on a board showing a move sequence: moves and ply, the step controls and the
// move list (buttons, keys, axe), autoplay and loop, and the narration of the steps (caption and live
// region) in five languages with the element's own text and strings overrides.
import { expect, fixture, html } from '@open-wc/testing';
import '../src/all.js';
import { Game, type OwareBoard, type OwareErrorDetail } from '../src/all.js';
import { Narrator } from '../src/lessons/index.js';
import { caption, collect, key, parts, pitEl, q, waitUntil } from './board-helpers.js';

function live(el: OwareBoard): string {
  return q(el, '#live').textContent ?? '';
}
function after(position: string, moves: (string | number)[]): string {
  const g = new Game({ position });
  g.playMoves(moves);
  return g.position;
}

const START = new Game().position;

describe('lessons feature: moves and ply', () => {
  it('a lesson with moves and controls opens at its start; ply given wins; without controls, the end', async () => {
    const lesson = await fixture<OwareBoard>(
      html`<oware-board moves="C f B a" controls animation-speed="0"></oware-board>`,
    );
    await waitUntil(() => lesson.shadowRoot!.querySelector('[part="ply"]'), 'no controls');
    await lesson.updateComplete;
    expect(lesson.ply).to.equal(0);
    expect(lesson.position).to.equal(START);
    expect(q(lesson, '[part="ply"]').textContent).to.equal('Start position');
    expect(q(lesson, '[part~="first"]').getAttribute('aria-disabled')).to.equal('true');
    expect(q(lesson, '[part~="next"]').getAttribute('aria-disabled')).not.to.equal('true');
    const at = await fixture<OwareBoard>(
      html`<oware-board moves="C f B a" ply="2" controls animation-speed="0"></oware-board>`,
    );
    await waitUntil(() => at.shadowRoot!.querySelector('[part="ply"]'), 'no controls');
    expect(at.position).to.equal(after('start', ['C', 'f']));
    const end = await fixture<OwareBoard>(
      html`<oware-board moves="C f B a" ply="4" controls animation-speed="0"></oware-board>`,
    );
    await waitUntil(() => end.shadowRoot!.querySelector('[part="ply"]'), 'no controls');
    expect(end.position).to.equal(after('start', ['C', 'f', 'B', 'a']));
    const picture = await fixture<OwareBoard>(html`<oware-board moves="C f B a" animation-speed="0"></oware-board>`);
    await waitUntil(() => picture.history.length === 4, 'the moves were never shown');
    expect(picture.position).to.equal(after('start', ['C', 'f', 'B', 'a']));
  });

  it("the page's ply counts after a step without one, even when the lessons showed that ply before", async () => {
    // a lesson page reusing one board for its steps: moves and ply 1, then a diagram (no moves, no ply), then moves and ply 1 again
    const el = await fixture<OwareBoard>(
      html`<oware-board moves="C" ply="1" controls animation-speed="0"></oware-board>`,
    );
    await waitUntil(() => el.history.length === 1, 'the first step was never shown');
    for (const a of ['moves', 'ply', 'controls']) el.removeAttribute(a);
    el.setAttribute('position', '0,0,0,4,5,6/1,1,1,1,1,1 S 20-8');
    await el.updateComplete;
    el.setAttribute('position', '1,0,2,1,0,2/1,1,3,0,1,1 S 22-13');
    el.setAttribute('moves', 'F');
    el.setAttribute('controls', '');
    el.setAttribute('ply', '1');
    await waitUntil(() => el.position.endsWith('26-13') || el.position.endsWith('22-13'), 'the step was never shown');
    await el.updateComplete;
    expect(el.ply).to.equal(1);
    expect(el.position).to.equal(after('1,0,2,1,0,2/1,1,3,0,1,1 S 22-13', ['F']));
  });

  it('Play, Pause and Next each have an icon of their own (Next a step: a triangle against a bar)', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board moves="C f B a" ply="0" controls></oware-board>`);
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="play"]'), 'no Play button');
    const icon = (part: string) => el.shadowRoot!.querySelector(`[part~="${part}"] path`)?.getAttribute('d');
    const [play, next, last] = [icon('play'), icon('next'), icon('last')];
    expect(play).to.be.a('string');
    expect(new Set([play, next, last]).size).to.equal(3);
    (el.shadowRoot!.querySelector('[part~="play"]') as HTMLButtonElement).click();
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="pause"]'), 'no Pause button');
    expect(new Set([icon('pause'), play, next]).size).to.equal(3);
  });

  it('the move list never breaks inside a numbered pair ("4. F" / "a"), at any width', async () => {
    const wrap = await fixture<HTMLDivElement>(
      html`<div style="width: 340px"><oware-board moves="C f B a E b D c F d A e" ply="12" controls labels="letters"></oware-board></div>`,
    );
    const el = wrap.querySelector('oware-board') as OwareBoard;
    await waitUntil(() => el.shadowRoot!.querySelector('[part="move-list"] button'), 'no move list');
    const list = el.shadowRoot!.querySelector('[part="move-list"]')!;
    const mid = (n: Element) => {
      const r = n.getBoundingClientRect();
      return (r.top + r.bottom) / 2;
    };
    for (let width = 160; width <= 420; width += 6) {
      wrap.style.width = `${width}px`;
      // each number, and the moves after it up to the next number, on one line
      let line: number | null = null;
      for (const n of list.querySelectorAll('.num, button')) {
        if (n.classList.contains('num')) line = mid(n);
        else expect(Math.abs(mid(n) - line!), `${width} px: ${n.textContent} off its number's line`).to.be.below(8);
      }
    }
  });

  it('shows the position after the moves, with the last move marked', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board moves="C f B a" animation-speed="0"></oware-board>`);
    expect(el.position).to.equal(after('start', ['C', 'f', 'B', 'a']));
    expect(el.moveList).to.equal('C f B a');
    expect(parts(el, 6)).to.include('last-move-origin');
  });

  it('ply picks a step; negative counts from the end; changing ply re-shows', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board moves="C f B a" ply="1" animation-speed="0"></oware-board>`);
    expect(el.position).to.equal(after('start', ['C']));
    el.ply = -1;
    await el.updateComplete;
    expect(el.position).to.equal(after('start', ['C', 'f', 'B']));
    el.ply = 0;
    await el.updateComplete;
    expect(el.position).to.equal(START);
    expect(el.history.length).to.equal(0);
  });

  it('moves start from position; a new position restarts the sequence', async () => {
    const pos = '4,4,4,4,4,4/4,4,4,4,4,4 N 0-0';
    const el = await fixture<OwareBoard>(
      html`<oware-board position=${pos} moves="a C" animation-speed="0"></oware-board>`,
    );
    expect(el.position).to.equal(after(pos, ['a', 'C']));
    el.position = 'start';
    el.moves = 'D';
    await el.updateComplete;
    expect(el.position).to.equal(after('start', ['D']));
  });

  it('an illegal move fires oware-error naming it and shows the moves before it', async () => {
    let el!: OwareBoard;
    const errors = await collect<OwareErrorDetail>('oware-error', async () => {
      el = await fixture<OwareBoard>(html`<oware-board moves="C f D D" animation-speed="0"></oware-board>`);
    });
    expect(errors.map((e) => e.attribute)).to.deep.equal(['moves']);
    expect(errors[0].message).to.contain('move 4 (D) is illegal');
    expect(el.position).to.equal(after('start', ['C', 'f', 'D']));
  });
});

describe('lessons feature: controls', () => {
  async function board(): Promise<OwareBoard> {
    return fixture<OwareBoard>(
      html`<oware-board moves="C f B" ply="3" controls animation-speed="0" labels="letters"></oware-board>`,
    );
  }

  it('first, previous, next and last buttons step through the moves and update ply', async () => {
    const el = await board();
    const btn = (k: string) => q<HTMLButtonElement>(el, `[part~="control"][part~="${k}"]`);
    for (const k of ['first', 'previous', 'play', 'next', 'last'])
      expect(btn(k).getAttribute('aria-label')).to.match(/\w/);
    expect(btn('next').getAttribute('aria-disabled')).to.equal('true');
    btn('previous').click();
    await el.updateComplete;
    expect(el.ply).to.equal(2);
    expect(el.position).to.equal(after('start', ['C', 'f']));
    btn('first').click();
    await el.updateComplete;
    expect(el.ply).to.equal(0);
    expect(el.position).to.equal(START);
    expect(btn('first').getAttribute('aria-disabled')).to.equal('true');
    expect(q(el, '[part="ply"]').textContent).to.equal('Start position');
    btn('next').click();
    await el.updateComplete;
    await waitUntil(() => !el.animating);
    await el.updateComplete;
    expect(el.ply).to.equal(1);
    expect(el.position).to.equal(after('start', ['C']));
    expect(q(el, '[part="ply"]').textContent).to.equal('Move 1 of 3');
    btn('last').click();
    await el.updateComplete;
    expect(el.position).to.equal(after('start', ['C', 'f', 'B']));
  });

  it('keys on the controls: ArrowLeft, Home, ArrowRight, End', async () => {
    const el = await board();
    const bar = q(el, '[part="controls"]');
    key(bar, 'ArrowLeft');
    await el.updateComplete;
    expect(el.ply).to.equal(2);
    key(bar, 'Home');
    await el.updateComplete;
    expect(el.ply).to.equal(0);
    key(bar, 'ArrowRight');
    await waitUntil(() => el.ply === 1 && !el.animating, 'stepped', { timeout: 5000 });
    expect(el.position).to.equal(after('start', ['C']));
    key(bar, 'End');
    await el.updateComplete;
    expect(el.ply).to.equal(3);
  });

  it('the move list marks the current move and jumps on click; the step is announced', async () => {
    const el = await board();
    const moves = () => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="move"]')];
    expect(moves().map((b) => b.textContent)).to.deep.equal(['C', 'f', 'B']);
    expect(moves()[2].getAttribute('aria-current')).to.equal('step');
    expect(q(el, '[part="move-list"]').getAttribute('aria-label')).to.equal('Moves');
    moves()[0].click();
    await el.updateComplete;
    expect(el.ply).to.equal(1);
    expect(moves()[0].getAttribute('aria-current')).to.equal('step');
    expect(moves()[2].hasAttribute('aria-current')).to.equal(false);
    await waitUntil(() => live(el) !== '');
    expect(live(el)).to.equal('South sows 4 seeds from pit C into D, E, F and a.');
  });

  it('passes axe with controls', async () => {
    const el = await board();
    await expect(el).to.be.accessible();
  });
});

describe('lessons feature: autoplay and loop', () => {
  it('autoplay plays the moves from the start with animation; loop starts again', async () => {
    const el = document.createElement('oware-board');
    const seen: number[] = [];
    el.addEventListener('oware-move', () => seen.push(el.history.length));
    el.setAttribute('moves', 'C f');
    el.setAttribute('animation-speed', '1');
    el.setAttribute('autoplay', '');
    el.setAttribute('loop', '');
    el.setAttribute('controls', '');
    document.body.append(el);
    try {
      await waitUntil(() => seen.length >= 4, 'played the moves twice', { timeout: 5000 });
      // 1, 2, then back to the start and 1 again.
      expect(seen.slice(0, 4)).to.deep.equal([1, 2, 1, 2]);
      expect(q(el, '[part~="pause"]')).to.exist;
      q<HTMLButtonElement>(el, '[part~="pause"]').click();
      await el.updateComplete;
      expect(q(el, '[part~="play"]')).to.exist;
    } finally {
      el.remove();
    }
  });

  it('without loop it stops at the end', async () => {
    const el = document.createElement('oware-board');
    let moves = 0;
    el.addEventListener('oware-move', () => moves++);
    el.setAttribute('moves', 'C');
    el.setAttribute('animation-speed', '1');
    el.setAttribute('autoplay', '');
    document.body.append(el);
    try {
      await waitUntil(() => moves === 1, 'played');
      expect(el.position).to.equal(after('start', ['C']));
      await new Promise((r) => setTimeout(r, 60));
      expect(moves).to.equal(1);
    } finally {
      el.remove();
    }
  });
});

describe('lessons feature: narration in five languages', () => {
  const words: Record<string, string> = {
    en: 'South sows 4 seeds',
    de: 'Süd sät 4 Samen',
    af: 'Suid',
    ja: '南',
    fr: 'Sud',
  };
  for (const lang of ['en', 'de', 'af', 'ja', 'fr']) {
    it(`caption and live region in ${lang}`, async () => {
      const el = await fixture<OwareBoard>(
        html`<oware-board lang=${lang} moves="C" ply="1" caption controls animation-speed="0"></oware-board>`,
      );
      const expected = new Narrator({ lang }).move(el.history[0]);
      expect(caption(el)).to.equal(expected);
      expect(expected).to.contain(words[lang]);
      q<HTMLButtonElement>(el, '[part~="first"]').click();
      await el.updateComplete;
      expect(caption(el)).to.equal(new Narrator({ lang }).position(new Game()));
      q<HTMLButtonElement>(el, '[part~="next"]').click();
      await waitUntil(() => live(el) === expected, 'announced');
      expect(q(el, '[part~="next"]').getAttribute('aria-label')).to.equal(new Narrator({ lang }).ui('next'));
    });
  }

  it('the element\u2019s own text in af, ja and fr', async () => {
    const names: Record<string, string> = { af: 'C, Suid, 4 sade', ja: 'C、南、種4個', fr: 'C, Sud, 4 graines' };
    for (const [lang, name] of Object.entries(names)) {
      const el = await fixture<OwareBoard>(html`<oware-board lang=${lang}></oware-board>`);
      expect(pitEl(el, 2).getAttribute('aria-label')).to.equal(name);
    }
  });

  it('strings overrides reach the lessons\u2019 UI and narration', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board moves="C" ply="1" caption controls animation-speed="0"></oware-board>`,
    );
    el.strings = { south: 'You', ui: { next: 'Onward' }, narration: { south: 'You' } };
    await el.updateComplete;
    expect(q(el, '[part~="next"]').getAttribute('aria-label')).to.equal('Onward');
    expect(caption(el)).to.match(/^You sows/);
    expect(pitEl(el, 2).getAttribute('aria-label')).to.contain('You');
  });
});
