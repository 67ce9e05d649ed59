// The lessons feature on a board (src/lessons/): its registration and the element's feature hooks
// (and the oware-error without it), annotations (highlight, arrows, markers, show-legal), puzzles and
// the position editor. A move sequence, its controls, autoplay and narration: lessons-sequence.test.ts.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../src/all.js';
import { type BoardFeature, type BoardFeatureFactory, Game, OwareBoard, type OwareErrorDetail } from '../src/all.js';
import { loadFeature } from '../src/element/features.js';
import {
  lessonFeature,
  lessonsRegistered,
  type OwarePuzzleFailedDetail,
  registerLessons,
} from '../src/lessons/index.js';
import { caption, click, collect, key, parts, pitEl, q, waitUntil } from './board-helpers.js';

const START = new Game().position;

describe('lessons feature: registration and the element hook', () => {
  it('importing oware-board registers the lessons feature once', () => {
    expect(lessonsRegistered()).to.equal(true);
    expect(OwareBoard.features).to.include(lessonFeature);
    expect(registerLessons()).to.equal(false);
    expect(OwareBoard.features.filter((f) => f === lessonFeature).length).to.equal(1);
  });

  class BareBoard extends OwareBoard {
    static override features: BoardFeatureFactory[] = [];
  }
  customElements.define('bare-oware-board', BareBoard);

  it('without the lessons feature, a lesson attribute fires oware-error once, saying the lessons build is needed', async () => {
    let el!: BareBoard;
    const errors = await collect<OwareErrorDetail>('oware-error', async () => {
      el = await fixture<BareBoard>(html`<bare-oware-board moves="C f"></bare-oware-board>`);
      el.controls = true;
      el.puzzle = true;
      await el.updateComplete;
      await loadFeature('lessons'); // the lessons load (already in the page), then the check
      await el.updateComplete;
    });
    expect(errors.length).to.equal(1);
    expect(errors[0].attribute).to.equal('moves');
    expect(errors[0].message).to.contain("import 'oware-board/lessons'");
    expect(errors[0].message).to.contain('oware-board-lessons.min.js');
    // Nothing of the lessons: the moves are not played.
    expect(el.position).to.equal(START);
  });

  it('without the lessons feature, an arrow in highlight fires the same oware-error; its marks are still drawn, the arrow is not', async () => {
    let el!: BareBoard;
    const errors = await collect<OwareErrorDetail>('oware-error', async () => {
      el = await fixture<BareBoard>(html`<bare-oware-board highlight="c:capture 2>6"></bare-oware-board>`);
      await loadFeature('lessons');
      await el.updateComplete;
    });
    expect(errors.length).to.equal(1);
    expect(errors[0].attribute).to.equal('highlight');
    expect(errors[0].message).to.contain("import 'oware-board/lessons'");
    expect(el.highlight).to.equal('c:capture 2>6');
    expect(parts(el, 8)).to.include('capture');
    expect(el.shadowRoot!.querySelector('path.arrow')).to.equal(null);
  });

  it('a feature added later reaches existing boards: view, renderBelow and pitActivated hooks', async () => {
    class HookBoard extends OwareBoard {
      static override features: BoardFeatureFactory[] = [];
    }
    customElements.define('hook-oware-board', HookBoard);
    const el = await fixture<HookBoard>(html`<hook-oware-board interactive></hook-oware-board>`);
    const clicked: number[] = [];
    const feature = (): BoardFeature => ({
      view: (input) => ({
        ...input,
        annotations: { ...input.annotations, marks: [...input.annotations.marks, { pit: 3, kind: 'good' }] },
      }),
      renderBelow: () => html`<p id="below">below</p>`,
      pitActivated: (pit) => {
        clicked.push(pit);
        return true;
      },
    });
    HookBoard.addFeature(feature);
    HookBoard.addFeature(feature);
    await el.updateComplete;
    expect(HookBoard.features.length).to.equal(1);
    expect(q(el, '#below').textContent).to.equal('below');
    expect(parts(el, 3)).to.include('good');
    click(el, 2);
    expect(clicked).to.deep.equal([2]);
    expect(el.history.length).to.equal(0); // handled: the board did not move
  });
});

describe('lessons feature: annotations', () => {
  it('highlight kinds, arrows and markers are drawn and read back', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board highlight="c:capture d:capture 2:origin" arrows="2>6 C>a:capture" markers="c:1 d:2 e:★:good"></oware-board>`,
    );
    expect(el.highlight).to.equal('c:capture d:capture 2:origin');
    expect(el.arrows).to.equal('2>6 C>a:capture');
    expect(el.markers).to.equal('c:1 d:2 e:★:good');
    expect(parts(el, 8)).to.include('capture');
    expect(parts(el, 2)).to.include('origin');
    expect(pitEl(el, 8).getAttribute('aria-label')).to.contain('capture');
    expect(el.shadowRoot!.querySelectorAll('path[part="arrow"]').length).to.equal(2);
    expect(el.shadowRoot!.querySelectorAll('path.arrow.capture').length).to.equal(1);
    const markers = [...el.shadowRoot!.querySelectorAll('[part="marker"]')].map((m) => m.textContent);
    expect(markers).to.have.members(['1', '2', '★']);
    expect(el.shadowRoot!.querySelector('[part="marker"].good')).to.exist;
    await expect(el).to.be.accessible();
  });

  it('marker badges are at least as large as the counts (on a 360 px board too)', async () => {
    const wrap = await fixture<HTMLDivElement>(
      html`<div style="width: 344px"><oware-board markers="c:1 d:22 A:★:good" labels="letters"></oware-board></div>`,
    );
    const el = wrap.querySelector('oware-board') as OwareBoard;
    await waitUntil(() => el.shadowRoot!.querySelectorAll('[part="marker"]').length === 3, 'no badges');
    // the text's height on screen: font size times the scale it is drawn at
    const size = (n: SVGGraphicsElement) => Number.parseFloat(getComputedStyle(n).fontSize) * n.getScreenCTM()!.d;
    const count = size(el.shadowRoot!.querySelector('.count') as SVGGraphicsElement);
    for (const t of el.shadowRoot!.querySelectorAll('[part="marker"] text') as NodeListOf<SVGTextElement>) {
      expect(size(t), t.textContent!).to.be.at.least(count - 0.01);
      // and the text fits its badge
      const box = t.parentElement!.querySelector('rect')!.getBoundingClientRect();
      const r = t.getBoundingClientRect();
      expect(r.left >= box.left - 0.5 && r.right <= box.right + 0.5, t.textContent!).to.equal(true);
    }
  });

  it("an arrow's head takes its kind's colour, and arrows end clear of marker badges", async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board arrows="F>e:good A>b:bad C>d" markers="e:1 b:22:good d:★"></oware-board>`,
    );
    await waitUntil(() => el.shadowRoot!.querySelectorAll('path[part="arrow"]').length === 3, 'no arrows');
    const root = el.shadowRoot!;
    const badges = [...root.querySelectorAll('[part="marker"] rect')].map((r) => (r as SVGRectElement).getBBox());
    // every point of every arrow (shafts and heads) is clear of every badge
    for (const path of root.querySelectorAll('path.arrow, path.arrow-head') as NodeListOf<SVGPathElement>) {
      const len = path.getTotalLength();
      for (let l = 0; l <= len; l += 2) {
        const p = path.getPointAtLength(l);
        for (const b of badges)
          expect(
            p.x > b.x - 2 && p.x < b.x + b.width + 2 && p.y > b.y - 2 && p.y < b.y + b.height + 2,
            `${path.getAttribute('class')} over a badge at ${Math.round(p.x)},${Math.round(p.y)}`,
          ).to.equal(false);
      }
    }
    const good = root.querySelector('path.arrow.good')!;
    const head = root.querySelector('path.arrow-head.good')!;
    expect(getComputedStyle(head).fill).to.equal(getComputedStyle(good).stroke);
  });

  it('an arrow in highlight (the element\u2019s syntax) and the arrows attribute both work', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board highlight="F>c" arrows="2>6"></oware-board>`);
    expect(el.shadowRoot!.querySelectorAll('path[part="arrow"]').length).to.equal(2);
  });

  it('a bad token fires oware-error; the good ones are still drawn', async () => {
    let el!: OwareBoard;
    const errors = await collect<OwareErrorDetail>('oware-error', async () => {
      el = await fixture<OwareBoard>(html`<oware-board arrows="2>2 C>a" markers="x:1 c:ok"></oware-board>`);
    });
    expect(errors.map((e) => e.attribute).sort()).to.deep.equal(['arrows', 'markers']);
    expect(errors.find((e) => e.attribute === 'arrows')!.message).to.contain('two different pits');
    expect(el.shadowRoot!.querySelectorAll('path[part="arrow"]').length).to.equal(1);
    expect(el.shadowRoot!.querySelector('[part="marker"]')!.textContent).to.equal('ok');
  });

  it('many bad tokens: one oware-error per attribute naming the first three; the good ones drawn', async () => {
    let el!: OwareBoard;
    const bad = Array.from({ length: 500 }, (_, i) => `x${i}>1`).join(' ');
    const errors = await collect<OwareErrorDetail>('oware-error', async () => {
      el = await fixture<OwareBoard>(html`<oware-board arrows=${`2>6 ${bad}`} markers="c:1 q:2 r:3"></oware-board>`);
    });
    expect(errors.map((e) => e.attribute).sort()).to.deep.equal(['arrows', 'markers']);
    const arrows = errors.find((e) => e.attribute === 'arrows')!.message;
    expect(arrows).to.match(/^500 bad tokens: 'x0>1': 'x0' is not a pit; .*; and 497 more$/);
    expect(errors.find((e) => e.attribute === 'markers')!.message).to.match(/^2 bad tokens: 'q:2'.*; 'r:3'/);
    expect(el.shadowRoot!.querySelectorAll('path[part="arrow"]').length).to.equal(1);
    expect(el.shadowRoot!.querySelector('[part="marker"]')!.textContent).to.equal('1');
  });

  it('a highlight of 130k marks is refused with one oware-error (no stack overflow); 200k marks by property draw', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board highlight="c:capture"></oware-board>`);
    const errors = await collect<OwareErrorDetail>('oware-error', async () => {
      el.highlight = 'c '.repeat(130_000);
      await el.updateComplete;
    });
    expect(errors.map((e) => e.attribute)).to.deep.equal(['highlight']);
    expect(errors[0].message).to.contain('characters long: at most 20000'); // refused by its length, before it is read
    await el.updateComplete;
    expect(parts(el, 8)).to.include('capture');
    el.annotations = { marks: Array.from({ length: 200_000 }, (_, i) => ({ pit: i % 12, kind: 'good' })), arrows: [] };
    await el.updateComplete;
    expect(parts(el, 3)).to.include('good');
  });

  it('show-legal marks exactly the legal moves (must feed) and says so in the caption', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board position="1,2,1,3,2,1/0,0,0,0,0,0 S 20-18" show-legal caption labels="numbers"></oware-board>`,
    );
    const marked = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].filter((p) => parts(el, p).includes('legal'));
    expect(marked).to.deep.equal([3, 4, 5]);
    expect(pitEl(el, 3).getAttribute('aria-label')).to.contain('legal move');
    expect(caption(el)).to.contain('South must feed');
    // said once: the must-feed sentence names the moves, no second sentence repeats them
    expect(caption(el)).to.not.contain('can play');
    expect(caption(el).match(/pit/g)?.length).to.equal(1);
    el.setAttribute('position', '0,0,0,0,0,0/1,0,0,0,0,1 N 23-22');
    await el.updateComplete;
    expect(caption(el)).to.equal('North to move. South has no seeds: North must feed and can only use pit 11.');
    el.showLegal = false;
    await el.updateComplete;
    expect(parts(el, 3)).to.not.include('legal');
  });
});

describe('lessons feature: puzzles', () => {
  const CHAIN = { position: '5,1,4,3,3,5/2,8,3,2,1,0 S 6-5', solution: 'F', goal: 'capture:5' };

  it('the right move fires oware-puzzle-step and oware-puzzle-solved', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board puzzle position=${CHAIN.position} solution=${CHAIN.solution} goal=${CHAIN.goal} animation-speed="0"></oware-board>`,
    );
    expect(q(el, '[part="feedback"]').textContent).to.equal('Capture at least 5 seeds. You have 1 move.');
    expect(pitEl(el, 5).getAttribute('role')).to.equal('button');
    const step = oneEvent(el, 'oware-puzzle-step');
    const solved = oneEvent(el, 'oware-puzzle-solved');
    click(el, 5);
    expect((await step).detail).to.include({ played: 5, letter: 'F', remaining: 0, scripted: true });
    expect((await solved).detail).to.deep.equal({ moves: 'F', mistakes: 0, hints: 0, solver: 'south' });
    await el.updateComplete;
    expect(el.score[0]).to.equal(11);
    expect(q(el, '[part="feedback"]').textContent).to.equal('Solved!');
  });

  it('a wrong move fires oware-puzzle-failed and can be taken back; retry and hint with controls', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board puzzle controls position=${CHAIN.position} solution="F" goal="capture:5" animation-speed="0"></oware-board>`,
    );
    const failed = oneEvent(el, 'oware-puzzle-failed');
    click(el, 0);
    const d = (await failed).detail as OwarePuzzleFailedDetail;
    expect(d).to.deep.include({
      expected: 5,
      played: 0,
      expectedLetter: 'F',
      playedLetter: 'A',
      accepted: [5],
      ply: 0,
    });
    await el.updateComplete;
    expect(el.history.length).to.equal(1); // the wrong move is on the board
    expect(q(el, '[part="feedback"]').textContent).to.equal('Pit A is not the answer. Try again.');
    await expect(el).to.be.accessible();
    q<HTMLButtonElement>(el, '[part~="undo"]').click();
    await el.updateComplete;
    expect(el.position).to.equal(new Game({ position: CHAIN.position }).position);
    q<HTMLButtonElement>(el, '[part~="hint"]').click();
    await el.updateComplete;
    expect(parts(el, 5)).to.include('hint');
    expect(q(el, '[part="feedback"]').textContent).to.equal('Try pit F.');
    click(el, 1);
    await oneEvent(el, 'oware-puzzle-failed');
    q<HTMLButtonElement>(el, '[part~="retry"]').click();
    await el.updateComplete;
    expect(el.history.length).to.equal(0);
    expect(el.position).to.equal(new Game({ position: CHAIN.position }).position);
    const solved = oneEvent(el, 'oware-puzzle-solved');
    click(el, 5);
    expect((await solved).detail).to.include({ mistakes: 2, hints: 1 });
  });

  it('the opponent\u2019s reply is played; keyboard Enter plays the focused pit', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board puzzle position="10,3,5,0,4,1/0,0,4,0,2,3 S 5-11" solution="A a E" goal="capture:5" animation-speed="1"></oware-board>`,
    );
    const step = oneEvent(el, 'oware-puzzle-step');
    key(pitEl(el, 0), 'Enter');
    expect((await step).detail).to.include({ played: 0, reply: 6, replyLetter: 'a', ply: 2 });
    await waitUntil(() => el.history.length === 2 && !el.animating, 'reply played', { timeout: 10000 });
    expect(el.history[1].pit).to.equal(6);
    const solved = oneEvent(el, 'oware-puzzle-solved');
    click(el, 4);
    expect((await solved).detail.moves).to.equal('A a E');
  });

  it('a goal accepts another move that also reaches it', async () => {
    const pos = '0,0,1,0,2,1/2,1,1,0,0,1 S 10-10';
    const el = await fixture<OwareBoard>(
      html`<oware-board puzzle position=${pos} solution="E" goal="capture:3" animation-speed="0"></oware-board>`,
    );
    const step = oneEvent(el, 'oware-puzzle-step');
    const solved = oneEvent(el, 'oware-puzzle-solved');
    click(el, 5); // F also captures 3
    expect((await step).detail.scripted).to.equal(false);
    expect((await solved).detail.moves).to.equal('F');
  });

  it('a bad solution or goal fires oware-error', async () => {
    const errors = await collect<OwareErrorDetail>('oware-error', async () => {
      await fixture<OwareBoard>(html`<oware-board puzzle solution="C C"></oware-board>`);
      await fixture<OwareBoard>(html`<oware-board puzzle solution="C" goal="fly"></oware-board>`);
    });
    expect(errors.map((e) => e.attribute)).to.deep.equal(['solution', 'goal']);
    expect(errors[0].message).to.contain('solution move 2');
    expect(errors[1].message).to.contain("goal 'fly'");
  });
});

describe('lessons feature: position editor', () => {
  it('click adds, shift-click and right-click remove, keys and wheel too; oware-position-change each time', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board editable></oware-board>`);
    expect(pitEl(el, 2).getAttribute('role')).to.equal('button');
    expect(pitEl(el, 2).hasAttribute('aria-disabled')).to.equal(false);
    const changes = await collect<{ position: string; issues: { code: string }[] }>(
      'oware-position-change',
      async () => {
        click(el, 2);
        click(el, 8, { shiftKey: true });
        pitEl(el, 9).dispatchEvent(
          new MouseEvent('contextmenu', { bubbles: true, composed: true, cancelable: true, button: 2 }),
        );
        key(pitEl(el, 0), '+');
        key(pitEl(el, 0), '-');
        key(pitEl(el, 0), '-');
        key(pitEl(el, 1), '7');
        pitEl(el, 11).dispatchEvent(
          new WheelEvent('wheel', { deltaY: -100, bubbles: true, composed: true, cancelable: true }),
        );
        await el.updateComplete;
      },
    );
    expect(changes.length).to.equal(8);
    expect(changes[0].position).to.equal('4,4,5,4,4,4/4,4,4,4,4,4 S 0-0');
    expect(changes[0].issues.map((i) => i.code)).to.deep.equal(['total-not-48']);
    expect(el.pits).to.deep.equal([3, 7, 5, 4, 4, 4, 4, 4, 3, 3, 4, 5]);
    expect(el.position).to.equal(changes[7].position);
    expect(q(el, '.issues [data-code="total-not-48"]').textContent).to.equal('The total is 50; a full game has 48.');
  });

  it('“Remove seeds”: with the toggle on, a tap, Enter or Space removes a seed (Shift+tap adds); the help says so', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board editable></oware-board>`);
    const toggle = q<HTMLButtonElement>(el, '[part~="remove-mode"]');
    expect(toggle.textContent).to.equal('Remove seeds');
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    expect(q(el, '[part="help"]').textContent).to.contain('“Remove seeds”');
    // off: a tap adds
    click(el, 2);
    await el.updateComplete;
    expect(el.pits[2]).to.equal(5);
    toggle.click();
    await el.updateComplete;
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    const changes = await collect<{ position: string }>('oware-position-change', async () => {
      click(el, 2); // a plain tap now removes
      click(el, 7);
      key(pitEl(el, 8), 'Enter');
      key(pitEl(el, 9), ' ');
      click(el, 10, { shiftKey: true }); // the other way round: adds
      key(pitEl(el, 11), '+'); // + still adds
      await el.updateComplete;
    });
    expect(changes.length).to.equal(6);
    expect(el.pits).to.deep.equal([4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 5, 5]);
    // an empty pit stays empty
    for (let i = 0; i < 5; i++) click(el, 0);
    await el.updateComplete;
    expect(el.pits[0]).to.equal(0);
    // toggled off by the keyboard (a button): taps add again
    toggle.focus();
    toggle.click();
    await el.updateComplete;
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    click(el, 0);
    await el.updateComplete;
    expect(el.pits[0]).to.equal(1);
    await expect(el).to.be.accessible();
  });

  it('“Remove seeds” in German', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board editable lang="de"></oware-board>`);
    await waitUntil(() => q(el, '[part~="remove-mode"]')?.textContent === 'Samen wegnehmen', 'German', {
      timeout: 10_000,
    });
    expect(q(el, '[part="help"]').textContent).to.contain('„Samen wegnehmen“');
  });

  it('the toolbar sets the side to move and scores; clear warns about an empty board', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board editable></oware-board>`);
    const radios = el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    radios[1].click();
    await el.updateComplete;
    expect(el.turn).to.equal('north');
    const score = el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="number"]')[0];
    score.value = '5';
    const change = oneEvent(el, 'oware-position-change');
    score.dispatchEvent(new Event('change'));
    expect((await change).detail.position).to.equal('4,4,4,4,4,4/4,4,4,4,4,4 N 5-0');
    q<HTMLButtonElement>(el, '[part~="clear"]').click();
    await el.updateComplete;
    expect(el.pits.every((n) => n === 0)).to.equal(true);
    expect(q(el, '[data-code="empty-board"]')).to.exist;
    await expect(el).to.be.accessible();
  });
});
