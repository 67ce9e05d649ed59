// The record viewer on <oware-board>, through roles, names and events.
import { expect, fixture, html } from '@open-wc/testing';
import '../src/all.js';
import { Game, type OwareBoard, type OwareErrorDetail, parseRecord } from '../src/all.js';
import { parts, quietly, waitUntil } from './board-helpers.js';
import { longGame } from './long-game.js';

const OGN = `[Variant "Oware Abapa"]
[South "Ann"]
[North "Bo"]

{The start. [%mark C:origin]} 1. C {South opens. [%arrow C>F]} 1... f 2. B
(2. D {Or D. [%label a:"2+3"]} 2... d+2 (2... e+2)) 2... a 3. E`;

function q<T extends Element = HTMLElement>(el: OwareBoard, sel: string): T {
  return el.shadowRoot!.querySelector(sel) as T;
}
function all(el: OwareBoard, sel: string): HTMLElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>(sel)];
}
const caption = (el: OwareBoard) => q(el, '[part="caption"]')?.textContent?.trim() ?? '';
const current = (el: OwareBoard) => q(el, '[part~="move"][aria-current="step"]')?.getAttribute('aria-label') ?? null;
const button = (el: OwareBoard, name: string) => {
  const b = all(el, 'button').find((x) => x.getAttribute('aria-label') === name);
  if (!b) throw new Error(`no button '${name}'`);
  return b;
};
function key(el: OwareBoard, k: string): void {
  q(el, '.record').dispatchEvent(
    new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, cancelable: true }),
  );
}
const after = (moves: string) => Game.fromMoves(moves).position;
async function errors(el: OwareBoard, fn: () => unknown): Promise<OwareErrorDetail[]> {
  const out: OwareErrorDetail[] = [];
  const on = (e: Event) => out.push((e as CustomEvent<OwareErrorDetail>).detail);
  el.addEventListener('oware-error', on);
  await quietly(async () => {
    await fn();
    await el.updateComplete;
  });
  el.removeEventListener('oware-error', on);
  return out;
}

describe('record viewer: sources', () => {
  it('reads a <script type="application/x-ogn"> child and shows the start with its comment', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board animation-speed="0"><script type="application/x-ogn">${OGN}</script></oware-board>`,
    );
    await el.updateComplete;
    expect(el.position).to.equal(new Game().position);
    expect(caption(el)).to.equal('The start.');
    expect(parts(el, 2)).to.include('origin');
    const list = q(el, '[part="move-list"]');
    expect(list.getAttribute('aria-label')).to.equal('Game record');
    expect(all(el, '[part~="move"]').map((b) => b.textContent)).to.deep.equal([
      'C',
      'f',
      'B',
      'D',
      'd+2',
      'e+2',
      'a',
      'E',
    ]);
    expect(el.ply).to.equal(0);
  });

  it('reads plain text content that looks like OGN, and the record property', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board animation-speed="0">1. C f 2. B</oware-board>`);
    await el.updateComplete;
    expect(all(el, '[part~="move"]')).to.have.length(3);
    el.record = '1. D e';
    await el.updateComplete;
    expect(all(el, '[part~="move"]').map((b) => b.textContent)).to.deep.equal(['D', 'e']);
    el.record = parseRecord('1. A') as unknown as string;
    await el.updateComplete;
    expect(all(el, '[part~="move"]').map((b) => b.textContent)).to.deep.equal(['A']);
  });

  it('text content that is not OGN is left alone (no record, no error)', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board>A board of Oware</oware-board>`);
    await el.updateComplete;
    expect(q(el, '[part="move-list"]')).to.equal(null);
  });

  it('a bad record is an oware-error with its line and column; the last good record stays', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board animation-speed="0" record="1. C f"></oware-board>`);
    const got = await errors(el, () => el.setAttribute('record', '1. C\n2. g'));
    expect(got).to.have.length(1);
    expect(got[0].attribute).to.equal('record');
    expect(got[0].message).to.equal("line 2, column 4: 'g' is not a move: write A–F for South, a–f for North");
    expect(all(el, '[part~="move"]').map((b) => b.textContent)).to.deep.equal(['C', 'f']);
  });

  it('fetches src, and a failed fetch is a clear oware-error', async () => {
    const url = URL.createObjectURL(new Blob(['1. C f 2. B a'], { type: 'application/x-ogn' }));
    const el = await fixture<OwareBoard>(html`<oware-board animation-speed="0" src=${url}></oware-board>`);
    await waitUntil(() => all(el, '[part~="move"]').length === 4, 'the record is fetched');
    const got = await errors(el, async () => {
      el.src = '/no/such/game.ogn';
      await el.updateComplete;
      await waitUntil(() => q(el, '[part="notice"]'), 'a notice');
    });
    expect(got[0].attribute).to.equal('src');
    expect(got[0].message).to.match(/^could not load '\/no\/such\/game\.ogn': HTTP 404/);
  });
});

describe('record viewer: stepping', () => {
  let el: OwareBoard;
  beforeEach(async () => {
    el = await fixture<OwareBoard>(html`<oware-board animation-speed="0" record=${OGN}></oware-board>`);
    await el.updateComplete;
  });

  it('steps with →/← and the buttons; the comment is the caption, its annotations drawn', async () => {
    key(el, 'ArrowRight');
    await el.updateComplete;
    expect(el.position).to.equal(after('C'));
    expect(current(el)).to.equal('Move 1: C');
    expect(caption(el)).to.equal('South opens.');
    // the comment's arrow: drawn by the lessons' overlay, asked for by the first annotations that have one
    await waitUntil(() => q(el, '[part="arrow"]'), "the comment's arrow");
    expect(el.ply).to.equal(1);
    button(el, 'Next').click();
    await el.updateComplete;
    expect(current(el)).to.equal('Move 2: f');
    expect(q(el, '[part="arrow"]')).to.equal(null);
    key(el, 'ArrowLeft');
    await el.updateComplete;
    expect(current(el)).to.equal('Move 1: C');
    key(el, 'End');
    await el.updateComplete;
    expect(el.position).to.equal(after('C f B a E'));
    expect(q(el, '[part="ply"]').textContent).to.equal('Move 5');
    key(el, 'Home');
    await el.updateComplete;
    expect(el.position).to.equal(new Game().position);
    expect(q(el, '[part="ply"]').textContent).to.equal('Start position');
  });

  it('a move in the list is a button that shows its step, also inside a variation', async () => {
    const d = all(el, '[part~="move"]').find((b) => b.textContent === 'd+2')!;
    d.click();
    await el.updateComplete;
    expect(el.position).to.equal(after('C f D d'));
    expect(d.getAttribute('aria-current')).to.equal('step');
    expect(el.path).to.equal('CfDd');
    expect(el.ply).to.equal(4);
    all(el, '[part~="move"]')
      .find((b) => b.textContent === 'f')!
      .click();
    await el.updateComplete;
    expect(el.path).to.equal(''); // the main line: empty, not undefined
    d.click();
    await el.updateComplete;
    expect(q(el, '[part="ply"]').textContent).to.equal('Move 4, in a variation');
    expect(d.closest('[part="variation"]')?.getAttribute('aria-label')).to.equal('Variation');
  });

  it('↑/↓ and the fork buttons choose a variation', async () => {
    key(el, 'ArrowRight');
    key(el, 'ArrowRight');
    await el.updateComplete;
    const forks = q(el, '[part="variations"]');
    expect(forks.getAttribute('aria-label')).to.equal('Continue with');
    expect(all(el, '[part="fork"]').map((b) => b.getAttribute('aria-label'))).to.deep.equal(['Move 3: B', 'Move 3: D']);
    key(el, 'ArrowRight');
    await el.updateComplete;
    expect(current(el)).to.equal('Move 3: B');
    key(el, 'ArrowDown');
    await el.updateComplete;
    expect(el.position).to.equal(after('C f D'));
    expect(caption(el)).to.equal('Or D.');
    await waitUntil(() => q(el, '[part="marker"]'), "the comment's label");
    expect(q(el, '[part="marker"]')?.textContent).to.equal('2+3');
    button(el, 'Previous variation').click();
    await el.updateComplete;
    expect(el.position).to.equal(after('C f B'));
    all(el, '[part="fork"]');
  });

  it('ply and path from the page choose the step', async () => {
    el.ply = 3;
    await el.updateComplete;
    expect(el.position).to.equal(after('C f B'));
    el.path = 'C f D e';
    await el.updateComplete;
    expect(el.position).to.equal(after('C f D e'));
    const got = await errors(el, () => {
      el.path = 'CfE';
    });
    expect(got[0].attribute).to.equal('path');
    expect(got[0].message).to.contain("no step of the record has the moves 'CfE'");
    el.ply = -1;
    el.path = undefined;
    await el.updateComplete;
    expect(el.position).to.equal(after('C f B a E'));
  });

  it('autoplay walks the main line to its end', async () => {
    el.animationSpeed = 1;
    button(el, 'Play').click();
    await waitUntil(() => el.position === after('C f B a E'), 'played to the end', { timeout: 5000 });
    await waitUntil(() => !q(el, '[part~="pause"]'), 'stopped', { timeout: 5000 });
    expect(button(el, 'Play')).to.exist;
  });

  it('a move played on the board that the record has is followed', async () => {
    el.interactive = 'both';
    await el.updateComplete;
    await el.play('C');
    await el.updateComplete;
    expect(current(el)).to.equal('Move 1: C');
    await el.play('a');
    await el.updateComplete;
    expect(current(el)).to.equal(null);
  });

  it('board.record gives the record on show with its comments and variations', () => {
    const text = el.record;
    expect(text).to.contain('[South "Ann"]');
    expect(text).to.contain('(2. D {Or D. [%label a:"2+3"]}');
    expect(parseRecord(text).tree.moves).to.have.length(5);
  });
});

describe('record viewer: fragment link and export', () => {
  it('with fragment-link the step goes to the URL fragment and is read from it', async () => {
    const before = location.hash;
    history.replaceState(null, '', '#ply=2');
    const el = await fixture<OwareBoard>(
      html`<oware-board fragment-link animation-speed="0" record=${OGN}></oware-board>`,
    );
    await el.updateComplete;
    expect(el.position).to.equal(after('C f'));
    key(el, 'ArrowRight');
    await el.updateComplete;
    expect(location.hash).to.equal('#ply=3');
    key(el, 'ArrowDown');
    await el.updateComplete;
    expect(location.hash).to.equal('#path=CfD');
    history.replaceState(null, '', before || location.pathname);
  });

  it('board.record of a played game: Variant, Date, South, North, Result, FEN when needed', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board animation-speed="0" position="0,0,0,0,0,1/0,0,0,0,0,0 S 24-23"></oware-board>`,
    );
    await el.play('F');
    const text = el.record;
    expect(text).to.match(/^\[Variant "Oware Abapa"\]\n/);
    expect(text).to.match(/\[Date "\d{4}\.\d\d\.\d\d"\]/);
    expect(text).to.contain('[South "?"]');
    expect(text).to.contain(`[Result "${el.score[0]}-${el.score[1]}"]`);
    expect(text).to.contain('[FEN "0-0-0-0-0-1-0-0-0-0-0-0-24-23-S"]');
    // …and it reopens in the viewer.
    const viewer = await fixture<OwareBoard>(html`<oware-board animation-speed="0" record=${text}></oware-board>`);
    viewer.ply = -1;
    await viewer.updateComplete;
    expect(viewer.position).to.equal(el.position);
  });

  it('names the computer’s side', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board ai="north" ai-level="2"></oware-board>`);
    expect(el.record).to.contain('[North "oware-board (level 2)"]');
  });

  it('speaks the five languages', async () => {
    for (const [lang, name] of [
      ['de', 'Partie'],
      ['af', 'Spelrekord'],
      ['ja', '棋譜'],
      ['fr', 'Partie'],
    ]) {
      const el = await fixture<OwareBoard>(html`<oware-board lang=${lang} record="1. C"></oware-board>`);
      await el.updateComplete;
      expect(q(el, '[part="move-list"]').getAttribute('aria-label')).to.equal(name);
    }
  });
});

describe('record viewer: collections', () => {
  const GAMES = `[Event "Club"]\n[Round "1"]\n\n1. C f *\n\n[Event "Club"]\n[Round "2"]\n\n1. D e 2. A\n\n[Event "Club"]\n[Round "3"]\n\n1. F\n`;

  it('a record of several games is a collection: a picker, "Game 1 of 3", previous and next', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board animation-speed="0" record=${GAMES}></oware-board>`);
    await el.updateComplete;
    const group = q(el, '[part="collection"]');
    expect(group.getAttribute('aria-label')).to.equal('Games');
    expect(q(el, '[part="game-of"]').textContent).to.equal('Game 1 of 3');
    expect(button(el, 'Previous game').getAttribute('aria-disabled')).to.equal('true');
    expect(all(el, '[part~="move"]').map((b) => b.textContent)).to.deep.equal(['C', 'f']);
    button(el, 'Next game').click();
    await el.updateComplete;
    expect(q(el, '[part="game-of"]').textContent).to.equal('Game 2 of 3');
    expect(all(el, '[part~="move"]').map((b) => b.textContent)).to.deep.equal(['D', 'e', 'A']);
    expect(el.position).to.equal(new Game().position);
    const picker = q<HTMLSelectElement>(el, '[part="game-picker"]');
    expect(picker.getAttribute('aria-label')).to.equal('Game');
    expect([...picker.options].map((o) => o.textContent)).to.deep.equal(['1. Club, 1', '2. Club, 2', '3. Club, 3']);
    picker.value = '2';
    picker.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(q(el, '[part="game-of"]').textContent).to.equal('Game 3 of 3');
    expect(button(el, 'Next game').getAttribute('aria-disabled')).to.equal('true');
    expect(parseRecord(el.record).tags.Round).to.equal('3');
  });

  it('a single record shows a compact header (Event, Date, players); a collection shows the picker instead', async () => {
    const one = `[Event "Club night"]\n[Date "2026.12.01"]\n[South "Ama"]\n[North "Kofi"]\n[Round "?"]\n\n1. C f`;
    const el = await fixture<OwareBoard>(html`<oware-board animation-speed="0" record=${one}></oware-board>`);
    await el.updateComplete;
    expect(q(el, '[part="record-header"]').textContent).to.equal('Club night, 2026.12.01, Ama – Kofi');
    const bare = await fixture<OwareBoard>(html`<oware-board record="[South &quot;?&quot;]\n\n1. C"></oware-board>`);
    await bare.updateComplete;
    expect(q(bare, '[part="record-header"]')).to.equal(null);
    const many = await fixture<OwareBoard>(html`<oware-board record=${GAMES}></oware-board>`);
    await many.updateComplete;
    expect(q(many, '[part="record-header"]')).to.equal(null);
  });

  it('a single game has no picker', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board record="1. C"></oware-board>`);
    await el.updateComplete;
    expect(q(el, '[part="collection"]')).to.equal(null);
  });
});

describe('record viewer: puzzles in records', () => {
  const PUZZLE = `[Event "Puzzle 1"]
[FEN "6,0,2,7,6,6/0,5,5,5,5,1 S 0-0"]
[Puzzle "South to move: capture two seeds."]
[Goal "capture:2"]

1. F+2 (1. D 1... c+3 {D leaves C open.})`;

  it('is solved with the puzzle mode; a wrong move is answered from the variations', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board animation-speed="0" labels="letters" record=${PUZZLE}></oware-board>`,
    );
    await waitUntil(() => el.puzzle && q(el, '[part~="feedback"]'), 'the puzzle mode never started');
    expect(el.position).to.equal('6,0,2,7,6,6/0,5,5,5,5,1 S 0-0');
    expect(caption(el)).to.equal('South to move: capture two seeds.');
    expect(q(el, '[part="move-list"]'), 'no spoilers').to.equal(null);
    const failed = new Promise((r) => el.addEventListener('oware-puzzle-failed', r, { once: true }));
    clickPit(el, 3);
    await failed;
    await el.updateComplete;
    expect(caption(el)).to.equal('After D, North plays c and captures 3. D leaves C open.');
    button2(el, 'Take back').click();
    await el.updateComplete;
    const solved = new Promise((r) => el.addEventListener('oware-puzzle-solved', r, { once: true }));
    await waitUntil(() => el.position === '6,0,2,7,6,6/0,5,5,5,5,1 S 0-0', 'taken back');
    clickPit(el, 5);
    await solved;
    await el.updateComplete;
    expect(caption(el)).to.equal('South to move: capture two seeds.');
  });

  it('a record that is no puzzle after a puzzle leaves the puzzle mode', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board animation-speed="0" record=${PUZZLE}></oware-board>`);
    await waitUntil(() => el.puzzle, 'the puzzle mode never started');
    el.record = '1. C f';
    await waitUntil(() => !el.puzzle && q(el, '[part="move-list"]'), 'still a puzzle');
    await el.updateComplete;
    await el.updateComplete;
    expect(el.position).to.equal(new Game().position);
    expect(all(el, '[part~="move"]').map((b) => b.textContent)).to.deep.equal(['C', 'f']);
  });
});

function clickPit(el: OwareBoard, pit: number): void {
  el.shadowRoot!.querySelector(`[data-pit="${pit}"]`)!.dispatchEvent(
    new MouseEvent('click', { bubbles: true, composed: true }),
  );
}
function button2(el: OwareBoard, text: string): HTMLElement {
  const b = all(el, 'button').find((x) => x.textContent?.trim() === text || x.getAttribute('aria-label') === text);
  if (!b) throw new Error(`no button '${text}'`);
  return b;
}

describe('record viewer: a collection of puzzles remembers the solved ones (opt-in)', () => {
  const ONE = `[Event "Puzzles"]\n[Round "1"]\n[FEN "6,0,2,7,6,6/0,5,5,5,5,1 S 0-0"]\n[Puzzle "Capture two."]\n\n1. F+2\n`;
  const TWO = `[Event "Puzzles"]\n[Round "2"]\n[FEN "6,0,2,7,6,6/0,5,5,5,5,1 S 0-0"]\n[Puzzle "Again."]\n\n1. F+2\n`;
  const name = `test-${Math.random().toString(36).slice(2)}`;

  async function solveFirst(el: OwareBoard): Promise<void> {
    await waitUntil(() => el.puzzle && q(el, '[part~="feedback"]'), 'the puzzle mode never started');
    const solved = new Promise((r) => el.addEventListener('oware-puzzle-solved', r, { once: true }));
    clickPit(el, 5);
    await solved;
    await el.updateComplete;
  }

  it('marks a solved puzzle in the picker and keeps it in localStorage under its name', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board animation-speed="0" remember-solved=${name} record=${ONE + TWO}></oware-board>`,
    );
    await solveFirst(el);
    expect(q(el, '[part="game-of"]').textContent).to.equal('Game 1 of 2 ✓ solved');
    expect(JSON.parse(localStorage.getItem(`oware-board:solved:${name}`)!)).to.deep.equal(['1:Puzzles:1']);
    const again = await fixture<OwareBoard>(
      html`<oware-board animation-speed="0" remember-solved=${name} record=${ONE + TWO}></oware-board>`,
    );
    await again.updateComplete;
    const options = [...q<HTMLSelectElement>(again, '[part="game-picker"]').options].map((o) => o.textContent);
    expect(options).to.deep.equal(['1. Puzzles, 1 ✓ solved', '2. Puzzles, 2']);
    localStorage.removeItem(`oware-board:solved:${name}`);
  });

  it('without the attribute nothing is stored; storage that fails is tolerated', async () => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      const el = await fixture<OwareBoard>(
        html`<oware-board animation-speed="0" remember-solved="broken" record=${ONE + TWO}></oware-board>`,
      );
      await solveFirst(el);
      expect(q(el, '[part="game-of"]').textContent).to.equal('Game 1 of 2 ✓ solved');
    } finally {
      Storage.prototype.setItem = set;
    }
    const before = localStorage.length;
    const plain = await fixture<OwareBoard>(html`<oware-board animation-speed="0" record=${ONE + TWO}></oware-board>`);
    await solveFirst(plain);
    expect(localStorage.length).to.equal(before);
  });
});

describe('record viewer: big records and values', () => {
  /** A legal game of `plies` moves that never captures, as OGN. */
  function longRecord(plies: number): string {
    const g = longGame(plies, 3);
    return `[Event "Long"]\n\n${g.history.map((r, i) => `${i % 2 ? '' : `${i / 2 + 1}. `}${'ABCDEFabcdef'[r.pit]}`).join(' ')}`;
  }
  const moveTexts = (el: OwareBoard) => all(el, '[part~="move"]').map((b) => b.textContent);

  it('reads a long record in slices, then draws a window of its move list that follows the move on show', async () => {
    const text = longRecord(5000);
    const el = await fixture<OwareBoard>(html`<oware-board animation-speed="0"></oware-board>`);
    el.record = text;
    await el.updateComplete;
    await waitUntil(() => !!q(el, '[part="move-list"]'), 'the list is drawn', { timeout: 20_000 });
    const game = parseRecord(text);
    expect(all(el, '[part~="move"]').length).to.equal(200);
    expect(current(el)).to.equal(null);
    expect(all(el, '[part="more-moves"]').map((b) => b.textContent?.trim())).to.deep.equal(['⋯ 201–5000']);
    el.ply = 4000;
    await el.updateComplete;
    expect(el.position).to.equal(Game.fromMoves(game.tree.moves.slice(0, 4000).map((m) => m.pit)).position);
    expect(current(el)).to.match(/^Move 4000/);
    const shown = all(el, '[part~="move"]');
    expect(shown.length).to.equal(200);
    expect(shown[0].getAttribute('aria-label')).to.match(/^Move 3900/);
    // the buttons move the window without moving the board
    const [earlier] = all(el, '[part="more-moves"]');
    expect(earlier.textContent?.trim()).to.equal('⋯ 1–3899');
    earlier.click();
    await el.updateComplete;
    expect(all(el, '[part~="move"]')[0].getAttribute('aria-label')).to.match(/^Move 3800/);
    expect(el.ply).to.equal(4000);
    key(el, 'End');
    await el.updateComplete;
    expect(moveTexts(el).length).to.equal(200);
    expect(current(el)).to.match(/^Move 5000/);
    expect(all(el, '[part="more-moves"]').length).to.equal(1);
  });

  it('a step deeper than 10,000 plies is played out in slices; the last step asked for wins', async () => {
    const text = longRecord(16_000);
    const game = parseRecord(text);
    const at = (n: number) => Game.fromMoves(game.tree.moves.slice(0, n).map((m) => m.pit)).position;
    const el = await fixture<OwareBoard>(html`<oware-board animation-speed="0"></oware-board>`);
    el.record = text;
    await el.updateComplete;
    await waitUntil(() => !!q(el, '[part="move-list"]'), 'the list is drawn', { timeout: 30_000 });
    // deep: not shown in the same task, but soon, with its move current in the list
    el.ply = 15_000;
    await el.updateComplete;
    expect(el.position, 'played out between other tasks, not in this one').to.not.equal(at(15_000));
    await waitUntil(() => el.position === at(15_000), 'ply 15,000 is shown', { timeout: 30_000 });
    await el.updateComplete;
    expect(current(el)).to.match(/^Move 15000/);
    // two deep steps asked for at once: the second wins, even though the first started earlier
    el.ply = 12_000;
    await el.updateComplete;
    el.ply = 14_000;
    await el.updateComplete;
    await waitUntil(() => el.position === at(14_000), 'ply 14,000 is shown', { timeout: 30_000 });
    await new Promise((go) => setTimeout(go, 300));
    expect(el.position).to.equal(at(14_000));
    // a shallow step after a deep one still in slices: shown at once, and the deep one never replaces it
    el.ply = 16_000;
    await el.updateComplete;
    el.ply = 10;
    await el.updateComplete;
    expect(el.position).to.equal(at(10));
    await new Promise((go) => setTimeout(go, 500));
    expect(el.position).to.equal(at(10));
  });

  it('a newer record wins over a long one still being read; a bad long one keeps the last good', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board animation-speed="0"></oware-board>`);
    el.record = longRecord(5000);
    await el.updateComplete;
    el.record = OGN;
    await el.updateComplete;
    await new Promise((go) => setTimeout(go, 1500));
    expect(moveTexts(el)).to.include('D');
    let reported = false;
    el.addEventListener('oware-error', () => (reported = true));
    const errs = await errors(el, async () => {
      el.record = `${longRecord(4000)} C C`;
      await el.updateComplete;
      await waitUntil(() => reported, 'the error is reported', { timeout: 20_000 });
    });
    expect(errs.length).to.equal(1);
    expect(errs[0].attribute).to.equal('record');
    expect(moveTexts(el)).to.include('D');
  });

  it('refuses a strings value with a text over 20,000 characters, or too many entries: oware-error, the last good kept', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board></oware-board>`);
    el.strings = { south: 'Ama' };
    await el.updateComplete;
    const good = el.strings;
    const big = { south: 'x'.repeat(10_000_000) };
    const errs = await errors(el, () => {
      el.strings = big;
    });
    expect(errs.map((e) => e.attribute)).to.deep.equal(['strings']);
    expect(errs[0].message).to.contain('10000000 characters long');
    expect(el.strings).to.deep.equal(good);
    const many = Object.fromEntries(Array.from({ length: 6000 }, (_, i) => [`k${i}`, 'x']));
    const errs2 = await errors(el, () => {
      el.strings = many;
    });
    expect(errs2[0].message).to.contain('more than 5000 entries');
    expect(el.strings).to.deep.equal(good);
  });

  it("a big collection's picker lists the 200 games around the one on show and landmarks over the whole collection", async () => {
    const text = Array.from({ length: 1200 }, (_, i) => `[Event "G${i + 1}"]\n\n1. C f\n`).join('');
    const el = await fixture<OwareBoard>(html`<oware-board animation-speed="0" .record=${text}></oware-board>`);
    await waitUntil(() => !!q(el, '[part="game-picker"]'), 'the picker', { timeout: 20_000 });
    const options = () => all(el, '[part="game-picker"] option').map((o) => o.textContent?.trim());
    // games 1–200, then every 12th game (1200 / 100 landmarks) and the last
    expect(options().slice(0, 200)).to.deep.equal(Array.from({ length: 200 }, (_, i) => `${i + 1}. G${i + 1}`));
    expect(options().slice(200, 203)).to.deep.equal(['205. G205', '217. G217', '229. G229']);
    expect(options().at(-1)).to.equal('1200. G1200');
    expect(options().length).to.equal(284);
    button(el, 'Next game').click();
    await el.updateComplete;
    const picker = q<HTMLSelectElement>(el, '[part="game-picker"]');
    picker.value = '600';
    picker.dispatchEvent(new Event('change'));
    await el.updateComplete;
    // the window follows: games 501–700 around game 601, landmarks before and after it
    expect(options().slice(0, 3)).to.deep.equal(['1. G1', '13. G13', '25. G25']);
    expect(options()).to.include.members(['501. G501', '601. G601', '700. G700', '709. G709', '1200. G1200']);
    expect(options()).not.to.include('500. G500');
    expect(picker.value).to.equal('600');
    expect(q(el, '[part="game-of"]').textContent).to.equal('Game 601 of 1200');
  });

  it('a collection of 10,000 games loads; the picker shows games over all of it; choosing game 9,999 shows its moves', async () => {
    // game i (0-based): 1. (i mod 6) ((i / 6) mod 6) 2. ((i + 3) mod 6), each game its own
    const text = Array.from(
      { length: 10_000 },
      (_, i) =>
        `[Event "Game ${i + 1}"]\n[South "S${i + 1}"]\n[North "N${i + 1}"]\n\n1. ${'ABCDEF'[i % 6]} ${'abcdef'[Math.floor(i / 6) % 6]} 2. ${'ABCDEF'[(i + 3) % 6]} *\n\n`,
    ).join('');
    const el = await fixture<OwareBoard>(html`<oware-board animation-speed="0"></oware-board>`);
    el.record = text;
    await waitUntil(() => !!q(el, '[part="game-picker"]'), 'the collection is read', { timeout: 120_000 });
    await el.updateComplete;
    const picker = q<HTMLSelectElement>(el, '[part="game-picker"]');
    const options = () => [...picker.options].map((o) => o.textContent?.trim());
    const choose = async (index: number) => {
      picker.value = String(index);
      expect(picker.value, `game ${index + 1} is in the list`).to.equal(String(index));
      picker.dispatchEvent(new Event('change'));
      await el.updateComplete;
    };
    expect(q(el, '[part="game-of"]').textContent).to.equal('Game 1 of 10000');
    expect(moveTexts(el)).to.deep.equal(['A', 'a', 'D']);
    expect(options()[0]).to.equal('1. Game 1, S1 – N1');
    expect(options()).to.include.members(['200. Game 200, S200 – N200', '5001. Game 5001, S5001 – N5001']);
    expect(options().at(-1)).to.equal('10000. Game 10000, S10000 – N10000');
    expect(options().length).to.be.below(320);
    // game 9,999 is not in the first list: the landmark 9,901 brings its part of the collection
    expect(options()).not.to.include('9999. Game 9999, S9999 – N9999');
    await choose(9900);
    expect(options()).to.include('9999. Game 9999, S9999 – N9999');
    await choose(9998);
    expect(q(el, '[part="game-of"]').textContent).to.equal('Game 9999 of 10000');
    expect(moveTexts(el)).to.deep.equal(['C', 'e', 'F']);
    expect(el.position).to.equal(new Game().position);
    expect(parseRecord(el.record).tags.Event).to.equal('Game 9999');
    key(el, 'End');
    await el.updateComplete;
    expect(el.position).to.equal(after('C e F'));
    expect(current(el)).to.match(/^Move 3/);
  });
});
