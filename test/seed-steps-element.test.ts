// Seed by seed on the element: the toggle and step buttons by their names, the counts the pits'
// names give, the caption and the live region, in two languages; `stepSeeds()` and `seedStep`.
import { expect, fixture, html } from '@open-wc/testing';
import '../src/all.js';
import { Game, type OwareBoard, type OwareErrorDetail } from '../src/all.js';
import { quietly, waitUntil } from './board-helpers.js';

const LAP = '12,0,0,0,0,0/1,1,1,1,1,1 S 0-0';

/** A button of the board by its accessible name (aria-label, else its text). */
function button(el: OwareBoard, name: string): HTMLButtonElement | undefined {
  return [...el.shadowRoot!.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent!.trim()) === name,
  );
}
async function press(el: OwareBoard, name: string): Promise<void> {
  const b = button(el, name);
  if (!b) throw new Error(`no button named ${name}`);
  b.click();
  await el.updateComplete;
}
const caption = (el: OwareBoard) => el.shadowRoot!.querySelector('[part="caption"]')?.textContent?.trim() ?? '';
const live = (el: OwareBoard) => el.shadowRoot!.querySelector('#live')!.textContent ?? '';
/** The seed counts as the pits' accessible names say them ("B, South, 2 seeds…"). */
function counts(el: OwareBoard): number[] {
  return Array.from({ length: 12 }, (_, p) => {
    const name = el.shadowRoot!.querySelector(`[data-pit="${p}"]`)!.getAttribute('aria-label')!;
    return Number(/, (\d+) /.exec(name)![1]);
  });
}
const pressed = (el: OwareBoard) => button(el, el.text.seeds.seedStep)?.getAttribute('aria-pressed');
/** Press the seed-by-seed toggle and wait for the walk to start (its steps load on first use). */
async function startWalk(el: OwareBoard, name = 'Seed by seed'): Promise<void> {
  await press(el, name);
  await waitUntil(() => pressed(el) === 'true', 'the walk did not start');
  await el.updateComplete;
}

describe('seed by seed: a 12-seed lap in a move sequence', () => {
  it('in English: each drop shows its counts and sentence (caption and live region), the skipped origin, then the end', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board lang="en" position=${LAP} moves="A" ply="1" controls animation-speed="0" labels="letters"></oware-board>`,
    );
    await startWalk(el);
    expect(pressed(el)).to.equal('true');
    expect(caption(el)).to.equal('South picks up the 12 seeds in pit A.');
    expect(counts(el)).to.deep.equal([0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
    await waitUntil(() => live(el) === 'South picks up the 12 seeds in pit A.');
    expect(el.seedStep?.kind).to.equal('pick-up');
    expect(el.shadowRoot!.querySelector('[part="seed-count"]')!.textContent).to.equal('Step 1 of 14');
    const board = [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1];
    for (let i = 1; i <= 11; i++) {
      await press(el, 'Next seed');
      board[i]++;
      expect(counts(el), `after seed ${i}`).to.deep.equal(board);
      const pit = 'ABCDEFabcdef'[i];
      const now = board[i];
      expect(caption(el)).to.equal(
        `Seed ${i} of 12 goes into pit ${pit}, which now holds ${now} seed${now === 1 ? '' : 's'}.`,
      );
    }
    await press(el, 'Next seed');
    expect(caption(el)).to.equal('Pit A is skipped: seeds are never sown back into the pit they came from.');
    expect(counts(el)[0]).to.equal(0);
    await waitUntil(() => live(el).startsWith('Pit A is skipped'));
    await press(el, 'Next seed');
    board[1]++;
    expect(counts(el)).to.deep.equal(board);
    expect(caption(el)).to.equal(
      'The last seed goes into pit B, which now holds 2 seeds. It is one of South’s own pits, so nothing is captured.',
    );
    // The engine's position after the move is the last step's.
    const after = new Game({ position: LAP });
    after.play('A');
    expect(board).to.deep.equal(after.pits);
    // Past the last step the walk ends: the board's own state again.
    await press(el, 'Next seed');
    expect(pressed(el)).to.equal('false');
    expect(el.seedStep).to.equal(null);
    expect(button(el, 'Next seed')).to.equal(undefined);
    expect(counts(el)).to.deep.equal(after.pits);
  });

  it('in German: the same walk, named and narrated in German; Previous seed goes back', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board lang="de" position=${LAP} moves="A" ply="1" controls animation-speed="0"></oware-board>`,
    );
    await startWalk(el, 'Samen für Samen');
    expect(caption(el)).to.equal('Süd nimmt die 12 Samen aus Mulde A.');
    expect(button(el, 'Voriger Samen')!.getAttribute('aria-disabled')).to.equal('true');
    await press(el, 'Nächster Samen');
    expect(caption(el)).to.equal('Samen 1 von 12 kommt in Mulde B, die jetzt 1 Samen hat.');
    expect(counts(el).slice(0, 2)).to.deep.equal([0, 1]);
    await press(el, 'Nächster Samen');
    expect(caption(el)).to.equal('Samen 2 von 12 kommt in Mulde C, die jetzt 1 Samen hat.');
    await press(el, 'Voriger Samen');
    expect(counts(el).slice(0, 3)).to.deep.equal([0, 1, 0]);
    await waitUntil(() => live(el) === 'Samen 1 von 12 kommt in Mulde B, die jetzt 1 Samen hat.');
    for (let i = 0; i < 11; i++) await press(el, 'Nächster Samen');
    expect(caption(el)).to.equal(
      'Mulde A wird übersprungen: In die Mulde, aus der die Samen kommen, wird nie zurückgesät.',
    );
  });

  it('arrow keys in the seed controls step seeds (not moves); the toggle ends the walk', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board position=${LAP} moves="A" ply="1" controls animation-speed="0"></oware-board>`,
    );
    await startWalk(el);
    const next = button(el, 'Next seed')!;
    next.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    next.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    await el.updateComplete;
    expect(el.seedStep?.drop).to.equal(2);
    expect(el.ply).to.equal(1);
    await press(el, 'Seed by seed');
    expect(el.seedStep).to.equal(null);
    expect(caption(el)).to.equal('');
  });

  it('a step of the sequence changes: the walk ends; at the start position the toggle is disabled', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board moves="C f" ply="2" controls animation-speed="0"></oware-board>`,
    );
    await startWalk(el);
    expect(el.seedStep?.pit).to.equal(11); // f (11) is the last move on show
    await press(el, 'Previous');
    expect(el.ply).to.equal(1);
    expect(el.seedStep).to.equal(null);
    await press(el, 'First');
    expect(button(el, 'Seed by seed')!.getAttribute('aria-disabled')).to.equal('true');
    await press(el, 'Seed by seed');
    expect(el.seedStep).to.equal(null);
  });
});

describe('seed by seed: stepSeeds() and a game', () => {
  it('walks a game’s last move: captures backwards with the stores, then ends', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board interactive stores position="4,3,0,2,6,1/1,3,2,1,2,5 S 9-9" animation-speed="0"></oware-board>`,
    );
    expect(await el.stepSeeds()).to.equal(null); // no move yet
    await el.play('E');
    let step = await el.stepSeeds();
    expect(step?.kind).to.equal('pick-up');
    step = await el.stepSeeds(-1);
    expect(step?.kind).to.equal('pick-up'); // stays at the first step
    step = await el.stepSeeds(7);
    expect(step).to.include({ kind: 'capture', pit: 10, seeds: 3 });
    expect(caption(el)).to.equal('Pit e now holds 3 seeds, so South captures them.');
    expect(el.shadowRoot!.querySelector('[part~="store"]')!.getAttribute('aria-label')).to.contain('12');
    await el.stepSeeds();
    step = await el.stepSeeds();
    expect(step).to.include({ kind: 'capture', pit: 8 });
    expect(caption(el)).to.contain('b, holds 4 seeds, so the captures stop.');
    expect(counts(el)).to.deep.equal(el.pits);
    expect(await el.stepSeeds()).to.equal(null);
    expect(el.seedStep).to.equal(null);
    // A negative count starts at the last step; 0 ends the walk.
    expect((await el.stepSeeds(-1))?.kind).to.equal('capture');
    expect(await el.stepSeeds(0)).to.equal(null);
    expect(el.seedStep).to.equal(null);
  });

  it('with controls, a game shows the toggle after a move; a click on a pit ends the walk and plays', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board interactive controls animation-speed="0"></oware-board>`);
    expect(button(el, 'Seed by seed')).to.equal(undefined);
    await el.play('C');
    await startWalk(el);
    expect(el.seedStep?.kind).to.equal('pick-up');
    (el.shadowRoot!.querySelector('[data-pit="11"]') as SVGElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true, composed: true }),
    );
    await el.updateComplete;
    expect(el.seedStep).to.equal(null);
    expect(el.moveList).to.equal('C f');
  });

  it('a count that is not a number: oware-error, no walk', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board interactive animation-speed="0"></oware-board>`);
    await el.play('C');
    const errors: OwareErrorDetail[] = [];
    el.addEventListener('oware-error', (e) => errors.push(e.detail));
    const { value, warnings } = await quietly(() => el.stepSeeds('two' as unknown as number));
    expect(value).to.equal(null);
    expect(errors.map((e) => e.attribute)).to.deep.equal(['stepSeeds']);
    expect(warnings.length).to.equal(1);
    expect(el.seedStep).to.equal(null);
  });
});

describe('seed by seed: with autoplay', () => {
  it('starting a walk stops the autoplay, so the walk stays on its move', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board moves="C f B" controls autoplay loop animation-speed="20"></oware-board>`,
    );
    await waitUntil(() => (el.ply ?? 0) >= 1, 'autoplay did not start', { timeout: 5000 });
    await startWalk(el);
    expect(button(el, 'Play'), 'the play button is back: autoplay stopped').to.not.equal(undefined);
    expect(button(el, 'Pause')).to.equal(undefined);
    expect(el.seedStep?.kind).to.equal('pick-up');
  });
});

describe('seed by seed: a record viewer’s step (with controls)', () => {
  it('walks the move on show; stepping the record ends the walk', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board record="1. C f 2. B" controls animation-speed="0"></oware-board>`,
    );
    await waitUntil(() => button(el, 'Last'), 'the record viewer did not draw its controls');
    await press(el, 'Last');
    await waitUntil(() => el.history.length === 3);
    await startWalk(el);
    expect(caption(el)).to.equal('South picks up the 5 seeds in pit B.');
    await press(el, 'Next seed');
    expect(caption(el)).to.equal('Seed 1 of 5 goes into pit C, which now holds 2 seeds.');
    await press(el, 'Previous');
    await waitUntil(() => el.history.length === 2);
    expect(el.seedStep).to.equal(null);
    expect(pressed(el)).to.equal('false');
  });
});
