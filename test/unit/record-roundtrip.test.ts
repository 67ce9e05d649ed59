// Game records: round trips on generated records, and 200 OpenSpiel reference games as OGN.

import fc from 'fast-check';
import { Game, START_POSITION } from '../../src/engine/index.js';
import {
  formatRecord,
  type GameRecord,
  parseRecord,
  type RecordLine,
  recordFromGame,
  recordSteps,
  stepAt,
  stepGame,
} from '../../src/record/index.js';
import { expect } from '../expect.js';
import { loadFixtureGames } from '../fixture-games.js';

const WORDS = [
  'North',
  'takes',
  'two.',
  'A',
  '"quoted"',
  'back\\slash',
  '(aside)',
  '[%arrow F>c]',
  '[%mark c:capture]',
  '[%label c:"2+3"]',
  'ünïcode',
  '25-20',
  '1.',
  'e',
];

/** A random record: moves chosen by the numbers, comments and variations (up to `depth` deep) where they say. */
function buildLine(game: Game, picks: number[], at: { i: number }, depth: number, length: number): RecordLine {
  const line: RecordLine = { moves: [] };
  const next = () => picks[at.i++ % picks.length];
  if (next() % 7 === 0) line.comment = comment(next);
  for (let k = 0; k < length && !game.result; k++) {
    const legal = game.legalMoves();
    const pit = legal[next() % legal.length];
    const before = game.ply;
    const record = game.play(pit);
    const move = {
      pit,
      captured: record.capturedSeeds,
      variations: [] as RecordLine[],
      comment: undefined as string | undefined,
    };
    if (next() % 4 === 0) move.comment = comment(next);
    else delete move.comment;
    if (depth > 0 && next() % 5 === 0) {
      game.undo();
      const alternatives = (next() % 2) + 1;
      for (let v = 0; v < alternatives; v++) {
        const sub = buildLine(game, picks, at, depth - 1, 1 + (next() % 4));
        if (sub.moves.length) move.variations.push(sub);
        while (game.ply > before) game.undo();
      }
      game.play(pit);
    }
    line.moves.push(move);
  }
  return line;
}

function comment(next: () => number): string {
  const n = 1 + (next() % 6);
  return Array.from({ length: n }, () => WORDS[next() % WORDS.length]).join(' ');
}

const arbRecord = fc
  .record({
    picks: fc.array(fc.nat(1000), { minLength: 20, maxLength: 200 }),
    length: fc.nat(60),
    north: fc.boolean(),
    event: fc.string({ maxLength: 20 }),
    south: fc.string({ unit: 'grapheme', maxLength: 12 }),
  })
  .map(({ picks, length, north, event, south }): GameRecord => {
    const start = north ? '4,4,4,4,4,4/4,4,4,4,4,4 N 0-0' : START_POSITION;
    const game = new Game({ position: start });
    const tree = buildLine(game, picks, { i: 0 }, 3, length);
    const main = Game.fromMoves(
      tree.moves.map((m) => m.pit),
      { position: start },
    );
    const end = main.result;
    return {
      tags: { Event: event.replace(/[\r\n]/g, ' '), South: south.replace(/[\r\n]/g, ' ') },
      start,
      variant: 'abapa',
      tree,
      result: end ? `${end.score[0]}-${end.score[1]}` : '*',
      warnings: [],
    };
  });

/** The tree without `undefined` keys, for deep equality. */
const plain = (x: unknown) => JSON.parse(JSON.stringify(x));

describe('record: round trip (fast-check)', () => {
  it('formatRecord(parseRecord(x)) is stable and keeps every move, comment and variation', () => {
    fc.assert(
      fc.property(arbRecord, (record) => {
        const text = formatRecord(record);
        const back = parseRecord(text);
        expect(back.warnings).to.deep.equal([]);
        expect(plain(back.tree)).to.deep.equal(plain(record.tree));
        expect([back.tags.Event, back.tags.South]).to.deep.equal([record.tags.Event, record.tags.South]);
        expect(back.start).to.equal(record.start);
        expect(back.result).to.equal(record.result);
        expect(formatRecord(back)).to.equal(text);
        for (const line of text.split('\n')) if (!line.startsWith('[')) expect(line.length).to.be.lessThan(80);
      }),
      { numRuns: 150 },
    );
  });
});

interface FixtureGame {
  moves: number[];
}

const loadGames = () => loadFixtureGames<FixtureGame>();

describe('record: OpenSpiel reference games as OGN', () => {
  it('writes 200 games, reads them back and replays them to the same final positions and results', async () => {
    const games = (await loadGames()).slice(0, 200);
    expect(games).to.have.length(200);
    let plies = 0;
    let captures = 0;
    for (const [i, fx] of games.entries()) {
      const game = Game.fromMoves(fx.moves);
      const text = formatRecord(recordFromGame(game, { Round: String(i + 1) }));
      const back = parseRecord(text);
      expect(back.warnings, `game ${i}`).to.deep.equal([]);
      const last = stepAt(recordSteps(back), { ply: -1 })!;
      const replayed = stepGame(back, last);
      expect(replayed.position, `game ${i}`).to.equal(game.position);
      expect(replayed.result, `game ${i}`).to.deep.equal(game.result);
      expect(back.result).to.equal(`${game.score[0]}-${game.score[1]}`);
      expect(formatRecord(back)).to.equal(text);
      plies += back.tree.moves.length;
      captures += back.tree.moves.filter((m) => m.captured > 0).length;
    }
    expect(plies).to.be.greaterThan(10_000);
    expect(captures).to.be.greaterThan(500);
  });
});
