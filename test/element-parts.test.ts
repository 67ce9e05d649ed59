// The element's parts on their own, without a board: the view model, the validation table, the
// keyboard map, input decisions, game changes, the animation runner and the feature set.
import { expect } from '@open-wc/testing';
import { Game, OwareBoard, resolveStrings } from '../src/all.js';
import { NO_ANNOTATIONS, pitOf } from '../src/diagram/annotations.js';
import { boardView, moveSentence, refusalText, type ViewInput } from '../src/diagram/view-model.js';
import { AnimationRunner } from '../src/element/animation.js';
import { FEATURE_LOADERS, FEATURE_OF, type FeatureBoardHost, FeatureSet } from '../src/element/features.js';
import { replayIn, undoMove } from '../src/element/game-state.js';
import { inputSides, refusal, shownReason, userMoves } from '../src/element/input.js';
import { arrowTarget } from '../src/element/keyboard.js';
import type { FeatureHost } from '../src/element/oware-board.js';
import { Sides } from '../src/element/sides.js';
import { morphTimeline } from '../src/element/timelines.js';
import {
  attributeOf,
  type CheckedValues,
  check,
  defaults,
  describe as describeValue,
  RULES,
} from '../src/element/validation.js';

const en = resolveStrings('en');

function input(game: Game, extra: Partial<ViewInput> = {}): ViewInput {
  return {
    pits: game.pits,
    score: game.score,
    turn: game.turn,
    result: game.result,
    legal: game.legalMoves(),
    interactive: 'both',
    orientation: 'south',
    labels: 'letters',
    stores: false,
    lastMove: null,
    annotations: NO_ANNOTATIONS,
    strings: en,
    focus: 0,
    ...extra,
  };
}

describe('view model: boardView', () => {
  it('names every pit with its letter, side, seeds and states; legal pits are enabled buttons', () => {
    const game = new Game();
    const v = boardView(input(game));
    expect(v.pits.length).to.equal(12);
    expect(v.pits[2].name).to.equal('C, South, 4 seeds, legal move');
    expect(v.pits[2].part).to.equal('pit legal');
    expect(v.pits[2].disabled).to.equal(false);
    expect(v.pits[8].name).to.equal('c, North, 4 seeds');
    expect(v.pits[8].disabled).to.equal(true);
    expect(v.pits[0].focus).to.equal(true);
    expect(v.name).to.equal('Oware board. South to move');
    expect(v.buttons).to.equal(true);
  });

  it('puts the bottom side in the bottom row and flips with the orientation', () => {
    const game = new Game();
    const south = boardView(input(game));
    const north = boardView(input(game, { orientation: 'north' }));
    expect(south.pits[0].top).to.equal(false);
    expect(south.pits[6].top).to.equal(true);
    expect(north.pits[0].top).to.equal(true);
    expect(north.pits[6].top).to.equal(false);
  });

  it('marks the last move and annotation kinds as parts, naming the known ones', () => {
    const game = new Game();
    const r = game.play(2);
    const v = boardView(
      input(game, {
        lastMove: r,
        annotations: {
          marks: [
            { pit: 9, kind: 'capture' },
            { pit: 9, kind: 'custom-kind' },
          ],
          arrows: [],
        },
      }),
    );
    expect(v.pits[2].part).to.contain('last-move-origin');
    expect(v.pits[3].part).to.contain('last-move');
    expect(v.pits[9].part).to.equal('pit legal capture custom-kind');
    expect(v.pits[9].name).to.equal('d, North, 4 seeds, legal move, capture');
  });

  it('a static board has images, no disabled state; labels and piles follow the counts', () => {
    const game = new Game({ position: '20,0,0,0,0,0/0,0,0,0,0,28 S 0-0' });
    const v = boardView(input(game, { interactive: 'none', labels: 'numbers', legal: [] }));
    expect(v.buttons).to.equal(false);
    expect(v.pits.every((p) => !p.disabled && !p.button)).to.equal(true);
    expect(v.pits[0].label).to.equal('0');
    expect(v.pits[0].pile).to.equal(true);
    expect(v.pits[1].pile).to.equal(false);
    expect(boardView(input(game, { labels: 'none' })).pits[0].label).to.equal(null);
  });

  it('stores carry the score and the side to move; the result replaces the turn in the name', () => {
    const game = new Game({ position: '0,0,0,0,0,1/1,0,0,0,0,2 S 23-21' });
    game.play(5);
    const v = boardView(input(game, { legal: [] }));
    expect(game.result).to.not.equal(null);
    expect(v.result).to.match(/^South wins 25\u201321/);
    expect(v.name).to.equal(`Oware board. ${v.result}`);
    expect(v.storeViews.map((s) => s.count)).to.deep.equal(game.score);
    expect(v.storeViews.some((s) => s.toMove)).to.equal(false);
    const fresh = boardView(input(new Game()));
    expect(fresh.storeViews.map((s) => s.toMove)).to.deep.equal([true, false]);
    expect(fresh.storeViews[0].name).to.equal('South has captured 0 seeds');
  });

  it('moveSentence and refusalText speak the board\u2019s labels', () => {
    const game = new Game({ position: '0,0,0,0,0,2/1,2,4,4,4,4 S 10-10' });
    const r = game.play(5);
    expect(moveSentence(en, r, 'letters', false)).to.equal(
      'South sows F, 2 seeds. Captures 5 seeds from b, a. Score: South 15, North 10.',
    );
    expect(moveSentence(en, r, 'numbers', false)).to.contain('from 7, 6');
    expect(refusalText(en, 'not-your-pit', 8, 'south', [0, 1, 2, 3, 4, 5], 'letters')).to.equal(
      'Pit c belongs to North, but it is South\u2019s turn.',
    );
    expect(refusalText(en, 'empty-pit', 8, 'south', [], 'numbers')).to.match(/\b8 is empty/);
  });
});

describe('validation table', () => {
  const host = () => {
    const attrs: Record<string, string> = {};
    return { ...defaults(), getAttribute: (n: string) => attrs[n] ?? null, attrs };
  };

  it('every checked property has a kebab-case attribute and a valid fallback', () => {
    for (const [k, rule] of Object.entries(RULES)) {
      expect(rule.valid(rule.fallback), k).to.equal(true);
      expect(attributeOf(k)).to.match(/^[a-z-]+$/);
    }
    expect(attributeOf('animationSpeed')).to.equal('animation-speed');
    expect(attributeOf('aiLevel')).to.equal('ai-level');
  });

  it('a good value is kept; a bad one is reported once with the attribute and restored', () => {
    const h = host();
    const good = defaults();
    const reports: [string, unknown, string][] = [];
    const report = (a: string, v: unknown, m: string) => reports.push([a, v, m]);
    h.labels = 'numbers';
    check('labels', h, h, good, report);
    expect(good.labels).to.equal('numbers');
    (h as CheckedValues).labels = 'roman' as CheckedValues['labels'];
    check('labels', h, h, good, report);
    expect(h.labels).to.equal('numbers');
    expect(reports).to.deep.equal([['labels', 'roman', 'use none, letters or numbers']]);
  });

  it('numbers must be numbers: strings, booleans, arrays and BigInts are refused; the attribute text is quoted', () => {
    for (const bad of ['5', true, [50], NaN, -1, Infinity]) {
      const h = host();
      const good = defaults();
      let said: unknown = 'nothing';
      (h as Record<string, unknown>).animationSpeed = bad;
      check('animationSpeed', h, h, good, (_a, v) => (said = v));
      expect(h.animationSpeed, String(bad)).to.equal(180);
      expect(said).to.not.equal('nothing');
    }
    const h = host();
    h.attrs['ai-level'] = 'seven';
    (h as Record<string, unknown>).aiLevel = NaN;
    let quoted: unknown;
    check('aiLevel', h, h, defaults(), (_a, v) => (quoted = v));
    expect(quoted).to.equal('seven');
  });

  it('unset means the fallback, without a report', () => {
    const h = host();
    (h as Record<string, unknown>).variant = undefined;
    check('variant', h, h, defaults(), () => expect.fail('reported'));
    expect(h.variant).to.equal('abapa');
  });

  it('describe never throws and quotes at most 80 characters', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const hostile = {
      toString: () => {
        throw new Error('no');
      },
      toJSON: () => {
        throw new Error('no');
      },
    };
    for (const v of [
      Symbol('s'),
      10n,
      circular,
      Object.create(null),
      hostile,
      'x'.repeat(1e6),
      undefined,
      null,
      () => 1,
    ]) {
      const text = describeValue(v);
      expect(text.length).to.be.at.most(80);
    }
    expect(describeValue('abc')).to.equal('abc');
    expect(describeValue({ a: 1 })).to.equal('{"a":1}');
  });
});

describe('keyboard: arrowTarget', () => {
  it('moves along the rows as drawn, jumps rows with up and down, and stops at the ends', () => {
    // South at the bottom: A–F left to right; North's row on top runs f–a left to right.
    expect(arrowTarget(0, 'ArrowRight', 'south')).to.equal(1);
    expect(arrowTarget(0, 'ArrowLeft', 'south')).to.equal(0);
    expect(arrowTarget(5, 'ArrowRight', 'south')).to.equal(5);
    expect(arrowTarget(0, 'ArrowUp', 'south')).to.equal(11);
    expect(arrowTarget(11, 'ArrowDown', 'south')).to.equal(0);
    expect(arrowTarget(6, 'ArrowRight', 'south')).to.equal(6);
    expect(arrowTarget(6, 'ArrowLeft', 'south')).to.equal(7);
    expect(arrowTarget(2, 'End', 'south')).to.equal(5);
    expect(arrowTarget(2, 'Home', 'south')).to.equal(0);
    expect(arrowTarget(6, 'ArrowRight', 'north')).to.equal(7);
    expect(arrowTarget(3, 'Tab', 'south')).to.equal(null);
  });
});

describe('input decisions', () => {
  it('userMoves: only the side that may move, only when not locked', () => {
    const game = new Game();
    expect(userMoves(game, 'both', false)).to.deep.equal([0, 1, 2, 3, 4, 5]);
    expect(userMoves(game, 'north', false)).to.deep.equal([]);
    expect(userMoves(game, 'south', true)).to.deep.equal([]);
    expect(userMoves(game, 'none', false)).to.deep.equal([]);
  });

  it('refusal says not-interactive for a row the user may not touch, not-your-turn for the other side', () => {
    const game = new Game();
    expect(refusal(8, game, 'south', false)?.reason).to.equal('not-interactive');
    expect(refusal(8, game, 'both', false)?.reason).to.equal('not-your-turn');
    expect(refusal(2, game, 'both', true)?.reason).to.equal('not-your-turn');
    expect(refusal(2, game, 'both', false)).to.equal(null);
  });
});

describe('who may move and what a refusal says', () => {
  it('inputSides: with the computer on one side an unset interactive means both rows; ai both means none', () => {
    expect(inputSides('none', 'none')).to.equal('none');
    expect(inputSides('south', 'none')).to.equal('south');
    expect(inputSides('none', 'north')).to.equal('both');
    expect(inputSides('south', 'north')).to.equal('south');
    expect(inputSides('both', 'both')).to.equal('none');
  });

  it('shownReason: the other side\u2019s pit on the user\u2019s turn says whose pit it is; while locked, please wait', () => {
    expect(shownReason('not-your-turn', 8, 'south', false)).to.equal('not-your-pit');
    expect(shownReason('not-your-turn', 8, 'south', true)).to.equal('not-your-turn');
    expect(shownReason('not-your-turn', 2, 'south', true)).to.equal('not-your-turn');
    expect(shownReason('empty-pit', 8, 'south', false)).to.equal('empty-pit');
  });
});

describe('game changes', () => {
  it('replayIn replays under another variant, or says it cannot', () => {
    const game = new Game();
    game.playMoves(['C', 'f']);
    const again = replayIn(game, 'grand-slam-spare-last');
    expect(again?.variant).to.equal('grand-slam-spare-last');
    expect(again?.position).to.equal(game.position);
    expect(replayIn(game, 'abapa')?.history.length).to.equal(2);
  });

  it('undoMove takes back the person\u2019s move too against the computer', () => {
    const game = new Game();
    game.playMoves(['C', 'f']);
    expect(undoMove(game.clone(), 'none')?.letter).to.equal('f');
    const g2 = game.clone();
    expect(undoMove(g2, 'north')?.letter).to.equal('C');
    expect(g2.history.length).to.equal(0);
    expect(undoMove(new Game(), 'north')).to.equal(null);
  });

  it('pitOf reads pits and letters, null for the rest', () => {
    expect(pitOf('c')).to.equal(8);
    expect(pitOf(3)).to.equal(3);
    expect(pitOf('z')).to.equal(null);
    expect(pitOf({})).to.equal(null);
  });
});

describe('animation runner', () => {
  function fakeHost() {
    const controllers: unknown[] = [];
    let updates = 0;
    return {
      addController: (c: unknown) => controllers.push(c),
      removeController: () => undefined,
      requestUpdate: () => void updates++,
      updateComplete: Promise.resolve(true),
      get updates() {
        return updates;
      },
      controllers,
    };
  }

  it('shows frames while running, ends by itself, and done resolves', async () => {
    const host = fakeHost();
    const runner = new AnimationRunner(host);
    expect(host.controllers).to.include(runner);
    const from = new Game();
    const to = new Game({ position: '0,0,0,0,0,0/4,4,4,4,4,4 S 24-0' });
    const hold = { pits: from.pits.slice(), score: [0, 0] as [number, number], flyers: [] };
    let made: (t: ReturnType<typeof morphTimeline>) => void = () => {};
    const running = runner.run(new Promise((r) => (made = r)), () => hold);
    // Until the timeline is there (its chunk loading), the board before is held.
    expect(runner.running).to.equal(true);
    expect(runner.frame).to.equal(hold);
    made(morphTimeline(from, to, 60));
    await new Promise((r) => setTimeout(r, 0));
    expect(runner.frame?.pits.length).to.equal(12);
    expect(runner.frame).not.to.equal(hold);
    await runner.done;
    await running;
    expect(runner.running).to.equal(false);
    expect(runner.frame).to.equal(null);
    expect(host.updates).to.be.greaterThan(1);
  });

  it('finish ends it at once; a new run finishes the old one', async () => {
    const runner = new AnimationRunner(fakeHost());
    const hold = { pits: new Game().pits.slice(), score: [0, 0] as [number, number], flyers: [] };
    const a = runner.run(Promise.resolve(morphTimeline(new Game(), new Game(), 10_000)), () => hold);
    const b = runner.run(Promise.resolve(morphTimeline(new Game(), new Game(), 10_000)), () => hold);
    await a; // the first ended when the second started
    runner.finish();
    await b;
    expect(runner.running).to.equal(false);
  });

  it('a timeline that cannot be loaded ends the animation at once, with the final state', async () => {
    const runner = new AnimationRunner(fakeHost());
    const hold = { pits: new Game().pits.slice(), score: [0, 0] as [number, number], flyers: [] };
    await runner.run(Promise.reject(new Error('the chunk did not load')), () => hold);
    expect(runner.running).to.equal(false);
    expect(runner.frame).to.equal(null);
  });

  it('finishing while the timeline loads ends it, and the timeline when it comes does not start', async () => {
    const runner = new AnimationRunner(fakeHost());
    const hold = { pits: new Game().pits.slice(), score: [0, 0] as [number, number], flyers: [] };
    let made: (t: ReturnType<typeof morphTimeline>) => void = () => {};
    const running = runner.run(new Promise((r) => (made = r)), () => hold);
    runner.finish();
    await running;
    made(morphTimeline(new Game(), new Game(), 10_000));
    await new Promise((r) => setTimeout(r, 0));
    expect(runner.running).to.equal(false);
    expect(runner.frame).to.equal(null);
  });
});

describe('feature set', () => {
  it('makes each factory once, asks the hooks in turn, and reports a feature attribute used without its feature once', () => {
    const controllers: unknown[] = [];
    // The board the set serves: a Lit host with the attributes of a sequence (`moves`).
    const board = Object.assign(document.createElement('div'), {
      moves: 'C f',
      controls: false,
      hasUpdated: false,
      addController: (c: unknown) => controllers.push(c),
      removeController: () => undefined,
      requestUpdate: () => undefined,
      updateComplete: Promise.resolve(true),
      playFrom: () => Promise.resolve(null),
      finishAnimation: () => undefined,
    }) as unknown as FeatureBoardHost;
    const reports: string[] = [];
    const set = new FeatureSet(board, {
      state: { _showGame: () => undefined },
      notices: { announce: () => undefined, report: (a: string) => reports.push(a) },
      sides: () => new Sides(board as never),
    });
    const api: FeatureHost = set as unknown as FeatureHost;
    const made: FeatureHost[] = [];
    const factory = (h: FeatureHost) => {
      made.push(h);
      return { pitActivated: (pit: number) => pit === 3 };
    };
    set.attach([factory]);
    set.attach([factory]);
    expect(made).to.deep.equal([api]);
    expect(controllers.length).to.equal(1);
    expect(set.pit(3, new MouseEvent('click'))).to.equal(true);
    expect(set.pit(4, new MouseEvent('click'))).to.equal(false);
    // Without a loader for the feature (a build that has none): reported at once, once.
    const loader = FEATURE_LOADERS.lessons;
    delete FEATURE_LOADERS.lessons;
    try {
      set.check((p) => p === 'moves', false);
      set.check((p) => p === 'moves', false);
    } finally {
      if (loader) FEATURE_LOADERS.lessons = loader;
    }
    expect(reports).to.deep.equal(['moves']);
    expect(FEATURE_OF.moves).to.equal('lessons');
    // every feature attribute is a declared property of the board
    for (const k of Object.keys(FEATURE_OF))
      expect(OwareBoard.elementProperties.has(k as keyof OwareBoard), k).to.equal(true);
    expect(Object.keys(FEATURE_OF).length).to.equal(24); // main's 17, and analysis, match, sound, draw, online, room, seat
  });

  it("is the one owner of the board's step: a feature's ply and path are told from the page's", () => {
    const board = Object.assign(document.createElement('div'), {
      ply: 2 as number | undefined,
      path: undefined as string | undefined,
      hasUpdated: true,
      addController: () => undefined,
      removeController: () => undefined,
      requestUpdate: () => undefined,
      updateComplete: Promise.resolve(true),
      playFrom: () => Promise.resolve(null),
      finishAnimation: () => undefined,
    });
    const set = new FeatureSet(board as unknown as FeatureBoardHost, {
      state: { _showGame: () => undefined },
      notices: { announce: () => undefined, report: () => undefined },
      sides: () => new Sides(board as never),
    });
    expect(set.fromPage('ply')).to.equal(true); // the page's ply="2"
    set.setStep(5, 'CfD');
    expect([board.ply, board.path]).to.deep.equal([5, 'CfD']);
    expect([set.fromPage('ply'), set.fromPage('path')]).to.deep.equal([false, false]);
    set.setStep(6); // path left as it is
    expect([board.ply, board.path, set.fromPage('path')]).to.deep.equal([6, 'CfD', false]);
    board.ply = 1; // the page again
    expect([set.fromPage('ply'), set.fromPage('path')]).to.deep.equal([true, false]);
  });
});

describe('feature descriptors', () => {
  it('give the board their attributes with their fallbacks, validators and loaders', async () => {
    const el = document.createElement('oware-board');
    // the features' flags start false, their texts unset, as the core's own do
    for (const k of ['puzzle', 'editable', 'showLegal', 'analysis', 'sound', 'fragmentLink'] as const)
      expect(el[k], k).to.equal(false);
    for (const k of [
      'moves',
      'solution',
      'goal',
      'arrows',
      'markers',
      'match',
      'src',
      'path',
      'rememberSolved',
    ] as const)
      expect(el[k], k).to.equal(undefined);
    // observed as kebab-case attributes
    const observed = (OwareBoard as unknown as { observedAttributes: string[] }).observedAttributes;
    for (const a of ['show-legal', 'fragment-link', 'remember-solved', 'sound', 'match', 'analysis', 'moves'])
      expect(observed, a).to.include(a);
    // each feature that loads on first use has a loader; the members it gives the board are there
    for (const f of ['lessons', 'record', 'analysis', 'match', 'sound'])
      expect(typeof FEATURE_LOADERS[f], f).to.equal('function');
    expect(typeof el.newMatch).to.equal('function');
    expect(typeof el.stepSeeds).to.equal('function');
    expect(el.seedStep).to.equal(null);
  });
});
