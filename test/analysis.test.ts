import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../src/all.js';
import { search, TOP_LEVEL } from '../src/ai/index.js';
import { Game, type OwareAnalysisDetail, type OwareBoard } from '../src/all.js';
import { pitEl } from './board-helpers.js';

/**
 * The exact value of an endgame by exhaustive search over every position reachable from it,
 * written independently of the AI (the engine's `Game` plays every move): the value of a position
 * is the net number of the board's seeds its side to move ends up with under best play by both
 * sides, where a run of non-capturing plies ends after 48 plies with each side taking the seeds on
 * its own side (the convention of the endgame table for cycles: the repetition rule settles a
 * cycle the same way). Positions are kept with a 0-0 score, so the board's seeds are all there is.
 * `V_k` (k plies of the run left) is computed for every reachable position, k = 0 … 48.
 */
const RUN = 48;
const zeroScore = (position: string) => position.replace(/\d+-\d+$/, '0-0');
const net = (score: readonly number[], me: number) => score[me] - score[1 - me];

function solve(roots: string[]): (position: string) => number {
  const index = new Map<string, number>();
  /** Per position: its sweep value, moves that end the game (their value), and moves to other positions. */
  const nodes: { seeds: number; sweep: number; ends: number[]; next: { to: number; captured: number }[] }[] = [];
  const queue: string[] = [];
  const add = (p: string): number => {
    let i = index.get(p);
    if (i === undefined) {
      index.set(p, (i = nodes.length));
      nodes.push({ seeds: 0, sweep: 0, ends: [], next: [] });
      queue.push(p);
    }
    return i;
  };
  for (const r of roots) add(zeroScore(r));
  for (let q = 0; q < queue.length; q++) {
    const p = queue[q];
    const node = nodes[index.get(p)!];
    const game = new Game({ position: p });
    const me = game.turn === 'south' ? 0 : 1;
    const pits = game.pits;
    const own = pits.slice(me * 6, me * 6 + 6).reduce((a, b) => a + b, 0);
    node.seeds = pits.reduce((a, b) => a + b, 0);
    node.sweep = own - (node.seeds - own);
    if (game.result) node.ends.push(net(game.result.score, me));
    for (const m of game.legalMoves()) {
      const child = game.clone();
      const r = child.play(m);
      if (r.result) node.ends.push(net(r.result.score, me));
      else node.next.push({ to: add(zeroScore(child.position)), captured: r.capturedSeeds });
    }
  }
  // layer by layer, fewest seeds first: a capture starts a new run in a smaller layer (its full
  // value is known); within a layer, V_0 is the sweep and V_k follows from V_(k-1)
  const seeds = (i: number) => nodes[i].seeds;
  const layers = new Map<number, number[]>();
  for (let i = 0; i < nodes.length; i++) {
    const list = layers.get(seeds(i));
    if (list) list.push(i);
    else layers.set(seeds(i), [i]);
  }
  const full = new Float64Array(nodes.length);
  for (const n of [...layers.keys()].sort((x, y) => x - y)) {
    const layer = layers.get(n)!;
    for (const i of layer) full[i] = nodes[i].sweep;
    for (let k = 1; k <= RUN; k++) {
      const v = layer.map((i) => {
        const x = nodes[i];
        if (!x.next.length && !x.ends.length) return x.sweep;
        let best = -Infinity;
        for (const e of x.ends) if (e > best) best = e;
        for (const e of x.next) {
          const val = e.captured - full[e.to];
          if (val > best) best = val;
        }
        return best;
      });
      layer.forEach((i, j) => {
        full[i] = v[j];
      });
    }
  }
  return (position) => full[index.get(zeroScore(position))!];
}

/** Each legal move's outcome for the mover (win / loss / draw) by {@link solve}. */
function outcomes(position: string): Record<number, string> {
  const game = new Game({ position });
  const me = game.turn === 'south' ? 0 : 1;
  const lead = net(game.score, me);
  const children = game.legalMoves().map((m) => {
    const child = game.clone();
    return { m, child, r: child.play(m) };
  });
  const value = solve(children.filter((c) => !c.r.result).map((c) => c.child.position));
  const out: Record<number, string> = {};
  for (const { m, child, r } of children) {
    const d = r.result ? net(r.result.score, me) : lead + r.capturedSeeds - value(child.position);
    out[m] = d > 0 ? 'win' : d < 0 ? 'loss' : 'draw';
  }
  return out;
}

const badgeText = (el: OwareBoard, pit: number) =>
  el.shadowRoot!.querySelector(`[data-analysis-for="${pit}"]`)?.textContent?.trim() ?? null;

describe('analysis', () => {
  it('the AI says when its score is exact: a finished game or the board within the endgame table it was asked to build', () => {
    expect(search('start', { level: TOP_LEVEL, timeMs: 50 }).exact).to.equal(false);
    const end = search('0,0,1,2,0,1/0,1,0,1,0,0 N 21-21', { level: TOP_LEVEL, timeMs: 50, table: 6 });
    expect(end.exact).to.equal(true);
    expect(Math.abs(end.score) > 29000).to.equal(true); // North wins: a forced result, not a seed count
    expect(search('0,0,0,0,0,0/0,0,0,0,0,0 S 24-24', { level: TOP_LEVEL }).exact).to.equal(true);
  });

  // 7 seeds (North wins with a only) and 6 seeds on the board
  for (const position of ['1,0,0,0,0,1/1,0,1,0,1,2 N 20-21', '0,0,1,2,0,1/0,1,0,1,0,0 N 21-21']) {
    it(`badges match an exhaustive search on an endgame (${position})`, async () => {
      const el = await fixture<OwareBoard>(html`<oware-board interactive labels="letters"></oware-board>`);
      const got = oneEvent(el, 'oware-analysis');
      el.setAttribute('position', position);
      el.setAttribute('analysis', '');
      const detail = ((await got) as CustomEvent<OwareAnalysisDetail>).detail;
      await el.updateComplete;
      const want = outcomes(position);
      expect(detail.position).to.equal(new Game({ position }).position);
      expect(detail.moves.map((m) => m.pit)).to.deep.equal(el.legalMoves);
      expect(Object.fromEntries(detail.moves.map((m) => [m.pit, m.outcome]))).to.deep.equal(want);
      const words = { win: 'wins', loss: 'loses', draw: 'draws' } as Record<string, string>;
      const names = { win: 'wins the game', loss: 'loses the game', draw: 'draws the game' } as Record<string, string>;
      for (const m of detail.moves) {
        expect(badgeText(el, m.pit)).to.equal(words[m.outcome!]);
        expect(pitEl(el, m.pit).getAttribute('aria-label')).to.match(new RegExp(`, ${names[m.outcome!]}$`));
      }
    });
  }

  it('values a full board by seed gain (+n, −n, =), in the board language, and again after a move', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board interactive lang="de" animation-speed="0"></oware-board>`);
    let got = oneEvent(el, 'oware-analysis');
    el.analysis = true;
    let detail = ((await got) as CustomEvent<OwareAnalysisDetail>).detail;
    await el.updateComplete;
    expect(detail.moves.map((m) => m.pit)).to.deep.equal([0, 1, 2, 3, 4, 5]);
    // against the best move: the best reads its gain (or =), the others what they lose against it
    const top = Math.max(...detail.moves.map((m) => m.score!));
    for (const m of detail.moves) {
      expect(m.outcome).to.equal(null);
      expect(m.score).to.be.a('number');
      const n = m.score === top ? Math.max(0, top) : m.score! - top;
      expect(badgeText(el, m.pit)).to.equal(n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '=');
      expect(pitEl(el, m.pit).getAttribute('aria-label')).to.match(
        m.score === top ? /der beste Zug(, bringt \d+ Samen)?$/ : /\d+ Samen? weniger als der beste Zug$/,
      );
    }
    got = oneEvent(el, 'oware-analysis');
    await el.play('C');
    detail = ((await got) as CustomEvent<OwareAnalysisDetail>).detail;
    expect(detail.moves.map((m) => m.pit)).to.deep.equal(el.legalMoves);
    expect(detail.moves.every((m) => m.pit >= 6)).to.equal(true);
  });

  it('in review, shows the values of the step on show, not those of the live game', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board interactive controls analysis animation-speed="0" labels="letters"></oware-board>`,
    );
    await el.play('C');
    let got = oneEvent(el, 'oware-analysis');
    await el.play('f');
    await got;
    await el.updateComplete;
    const drawn = () =>
      [...el.shadowRoot!.querySelectorAll('[data-analysis-for]')].map((b) =>
        Number(b.getAttribute('data-analysis-for')),
      );
    expect(drawn()).to.deep.equal(el.legalMoves);
    // step back to move 1 of 2: North is to move there
    got = oneEvent(el, 'oware-analysis');
    (el.shadowRoot!.querySelector('[part~="previous"]') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(drawn(), 'the live values are gone at once').to.deep.equal([]);
    const detail = ((await got) as CustomEvent<OwareAnalysisDetail>).detail;
    await el.updateComplete;
    const step1 = new Game();
    step1.play('C');
    expect(detail.position).to.equal(step1.position);
    expect(drawn()).to.deep.equal(step1.legalMoves());
    // back to the game: the live position's values again
    got = oneEvent(el, 'oware-analysis');
    (el.shadowRoot!.querySelector('[part~="live"]') as HTMLButtonElement).click();
    expect(((await got) as CustomEvent<OwareAnalysisDetail>).detail.position).to.equal(el.position);
    await el.updateComplete;
    expect(drawn().every((p) => p < 6)).to.equal(true);
  });

  it('draws no badges without the attribute, and drops them when it is removed', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board interactive analysis></oware-board>`);
    await oneEvent(el, 'oware-analysis');
    await el.updateComplete;
    expect(badgeText(el, 0)).to.not.equal(null);
    el.analysis = false;
    await el.updateComplete;
    expect(badgeText(el, 0)).to.equal(null);
    expect(pitEl(el, 0).getAttribute('aria-label')).to.equal('A, South, 4 seeds, legal move');
  });
});
