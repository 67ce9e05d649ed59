// Position strings, moves and variants: round-trips and specific errors for bad input.

import {
  formatPosition,
  Game,
  normalizePosition,
  OwareError,
  PositionError,
  parseMove,
  parseMoveList,
  parsePosition,
  pitLetter,
  START_POSITION,
} from '../../src/engine/index.js';
import { expect } from '../expect.js';

function message(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected an error');
}

describe('engine: position strings', () => {
  it('reads and writes the canonical start', () => {
    expect(formatPosition(parsePosition('start'))).to.equal(START_POSITION);
    expect(new Game().position).to.equal('4,4,4,4,4,4/4,4,4,4,4,4 S 0-0');
    expect(parsePosition('START').pits).to.deep.equal(Array(12).fill(4));
  });

  it('accepts spaces around separators, lower-case side, missing side and score', () => {
    expect(normalizePosition(' 1, 2 ,3,4,5,6 / 7,8,9,10,11,0  n  3 - 4 ')).to.equal('1,2,3,4,5,6/7,8,9,10,11,0 N 3-4');
    expect(normalizePosition('1,2,3,4,5,6/7,8,9,10,11,0')).to.equal('1,2,3,4,5,6/7,8,9,10,11,0 S 0-0');
    expect(normalizePosition('1,2,3,4,5,6/7,8,9,10,11,0 5-1')).to.equal('1,2,3,4,5,6/7,8,9,10,11,0 S 5-1');
    expect(normalizePosition('1,2,3,4,5,6/7,8,9,10,11,0 north')).to.equal('1,2,3,4,5,6/7,8,9,10,11,0 N 0-0');
  });

  it('keeps totals that do not add up to 48 (lesson diagrams)', () => {
    const g = new Game({ position: '0,0,0,3,0,0/0,1,0,0,0,0 S' });
    expect(g.totalSeeds).to.equal(4);
  });

  it('says what is wrong and where', () => {
    const cases: [string, string][] = [
      ['4,4,4,4,4,4/4,-1,4,4,4,4', "pit 7: '-1' is not a seed count"],
      ['4,4,4,4,4,4/4,4,4,4,4', 'expected 6 pits for North, found 5'],
      ['4,4,4,4,4/4,4,4,4,4,4', 'expected 6 pits for South, found 5'],
      ['4,4,4,x,4,4/4,4,4,4,4,4', "pit 3: 'x' is not a seed count"],
      ['4,4,4,4,4,4,4,4,4,4,4,4', "expected '/' between South's and North's pits in '4,4,4,4,4,4,4,4,4,4,4,4'"],
      ['4,4,4,4,4,4/4,4,4,4,4,4/4', "expected one '/' between South's and North's pits, found 2"],
      ['4,4,4,4,4,4/4,4,4,4,4,4 X', "side to move: 'X' is not S or N"],
      ['4,4,4,4,4,4/4,4,4,4,4,4 S 1-', "score: '1-' is not two seed counts like 0-0"],
      ['4,4,4,4,4,4/4,4,4,4,4,4 S 0-0 extra', "unexpected 'extra' after the score"],
      ['', 'the position is empty: expected pits like 4,4,4,4,4,4/4,4,4,4,4,4 S 0-0'],
      ['999,999,0,0,0,0/0,0,0,0,0,0', '1998 seeds in all: at most 1000 are allowed'],
      ['4,4,4,4,4,4/4,4,4,4,4,', "pit 11: '' is not a seed count"],
    ];
    for (const [input, msg] of cases)
      expect(
        message(() => parsePosition(input)),
        input,
      ).to.equal(msg);
    try {
      parsePosition('nonsense');
    } catch (e) {
      expect(e).to.be.instanceOf(PositionError);
      expect((e as PositionError).reason).to.equal('invalid-position');
    }
  });

  it('a Game refuses a bad position or variant with a specific error', () => {
    expect(message(() => new Game({ position: '1,2,3/4' }))).to.equal('expected 6 pits for South, found 3');
    try {
      new Game({ variant: 'kalah' });
      throw new Error('no error');
    } catch (e) {
      expect(e).to.be.instanceOf(OwareError);
      expect((e as OwareError).reason).to.equal('invalid-variant');
      expect((e as Error).message).to.match(/unknown variant 'kalah': expected one of abapa, grand-slam-illegal/);
    }
    expect(new Game({ variant: 'Grand-Slam-Wins' }).variant).to.equal('grand-slam-wins');
  });
});

describe('engine: moves and letters', () => {
  it('maps letters and numbers both ways', () => {
    expect([...'ABCDEFabcdef'].map((l) => parseMove(l))).to.deep.equal([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(Array.from({ length: 12 }, (_, i) => pitLetter(i)).join('')).to.equal('ABCDEFabcdef');
    expect(parseMove('11')).to.equal(11);
    expect(parseMove(' c ')).to.equal(8);
  });

  it('reads move lists and names a bad token', () => {
    expect(parseMoveList('1. C f 2. B a')).to.deep.equal([2, 11, 1, 6]);
    expect(parseMoveList('2, 11; 1 6')).to.deep.equal([2, 11, 1, 6]);
    expect(parseMoveList('')).to.deep.equal([]);
    expect(message(() => parseMoveList('C f Q'))).to.equal(
      "move 3 of the list: 'Q' is not a pit (use A–F / a–f or 0–11)",
    );
  });
});
