// Records at hostile sizes (src/record): a comment that made the old pattern backtrack, long games,
// big collections, many variations, the size cap. These tests assert behaviour only; how long each
// takes is in `npm run bench -- records`. The runner's timeout is the guard against a hang.

import { Game } from '../../src/engine/index.js';
import {
  formatRecord,
  MAX_RECORD_LENGTH,
  parseRecord,
  parseRecords,
  RecordError,
  readComment,
  recordFromGame,
  recordSteps,
  stepAt,
  stepGame,
} from '../../src/record/index.js';
import { parseRecordsInSlices } from '../../src/record/parse.js';
import { expect } from '../expect.js';
import { longGame } from '../long-game.js';

describe('record limits: comments are read in one pass', () => {
  it('reads a 1 MB comment of unclosed commands (the old pattern backtracked for hours)', () => {
    const body = '[%arrow "'.repeat(116_000);
    const r = parseRecord(`1. C {${body}}`);
    expect(r.tree.moves[0].comment?.length).to.equal(body.length);
    expect(r.warnings).to.have.length(1);
    expect(r.warnings[0].message).to.equal("line 1, column 6: [%arrow is not closed with ']'");
  });

  it('reads a 1 MB comment of commands and text, every command read', () => {
    const c = readComment('See [%mark c:capture] and [%arrow F>c] '.repeat(25_000));
    expect(c.annotations.marks).to.have.length(25_000);
    expect(c.annotations.arrows).to.have.length(25_000);
    expect(c.text.startsWith('See and See and')).to.equal(true);
    expect(c.issues).to.deep.equal([]);
  });

  it('keeps a quoted ] inside a command, and reads a quote that never closes as a character', () => {
    expect(readComment('x [%label c:"a]b"] y').annotations.marks).to.deep.equal([
      { pit: 8, kind: 'marker', label: 'a]b' },
    ]);
    const open = readComment('[%label c:"a] [%mark d]');
    expect(open.annotations.marks).to.deep.equal([{ pit: 9, kind: 'highlight' }]);
    expect(open.issues).to.have.length(1);
    expect(readComment('50% of [% them [%circle c]').issues).to.deep.equal([
      '[%circle] is not a command; use [%arrow …], [%mark …] or [%label …]',
    ]);
  });
});

describe('record limits: costs in proportion to the length', () => {
  it('still ends a game on a repeated position, after undo too (positions are hashed)', () => {
    const moves = 'B c C d D e E f F a A b'.split(' ');
    const g = new Game({ position: '0,1,0,0,0,0/0,0,1,0,0,0 S 22-24' });
    for (const m of moves.slice(0, -1)) g.play(m);
    expect(g.result).to.equal(null);
    expect(g.play('b').result?.reason).to.equal('repetition');
    g.undo();
    g.undo();
    g.play('A');
    expect(g.play('b').result?.reason).to.equal('repetition');
    const r = parseRecord(`[FEN "0-1-0-0-0-0-0-0-1-0-0-0-22-24-S"]\n\n${moves.join(' ')}`);
    const steps = recordSteps(r);
    expect(stepGame(r, steps[steps.length - 1]).result?.reason).to.equal('repetition');
  });

  it('reads, steps and writes a game of 10,000 plies; each step knows its ply, pits and path', () => {
    const g = longGame(10_000);
    const text = formatRecord(recordFromGame(g));
    const record = parseRecord(text);
    expect(record.tree.moves).to.have.length(10_000);
    const steps = recordSteps(record);
    expect(steps).to.have.length(10_001);
    const last = steps[10_000];
    expect(last.ply).to.equal(10_000);
    expect(last.pits).to.deep.equal(g.history.map((m) => m.pit));
    expect(last.path).to.equal(g.history.map((m) => m.letter).join(''));
    expect(steps[0].path).to.equal('');
    expect(stepAt(steps, { ply: -1 })).to.equal(last);
    expect(stepAt(steps, { path: last.path })).to.equal(last);
    expect(stepGame(record, last).position).to.equal(g.position);
    expect(formatRecord(record)).to.equal(text);
  });

  it('reads a collection of 10,000 games (one line index for the whole text)', () => {
    const text = Array.from({ length: 10_000 }, (_, i) => `[Event "Game ${i}"]\n\n1. C f 2. B a\n\n`).join('');
    const games = parseRecords(text);
    expect(games).to.have.length(10_000);
    expect(games[9_999].tags.Event).to.equal('Game 9999');
    const bad = `${text}[Event "last"]\n\n1. C C`;
    expect(() => parseRecords(bad)).to.throw(RecordError, /^line 40003, column 6: 1\. C is not a legal move/);
  });

  it('reads and writes 20,000 variations on one move', () => {
    const alts = ['A', 'B', 'D', 'E', 'F'];
    const text = `1. C ${Array.from({ length: 20_000 }, (_, i) => `(1. ${alts[i % 5]})`).join(' ')} 1... f`;
    const r = parseRecord(text);
    expect(r.tree.moves[0].variations).to.have.length(20_000);
    expect(recordSteps(r)[0].next).to.have.length(20_001);
    expect(parseRecord(formatRecord(r)).tree.moves[0].variations).to.have.length(20_000);
  });

  it('refuses a text over the cap with its reason, before reading it', () => {
    const e = (() => {
      try {
        parseRecords('{'.repeat(MAX_RECORD_LENGTH + 1));
      } catch (err) {
        return err as RecordError;
      }
    })();
    expect(e).to.be.instanceOf(RecordError);
    expect(e!.reason).to.equal('invalid-record');
    expect(e!.message).to.equal(`line 1, column 1: the record has 2000001 characters; at most 2000000 are read`);
  });
});

describe('records read in slices (parseRecordsInSlices)', () => {
  it('gives what parseRecords gives: a long game, a collection, variations, warnings', async () => {
    const long = formatRecord(recordFromGame(longGame(3000)));
    const collection = Array.from({ length: 200 }, (_, i) => `[Event "G${i}"]\n\n1. C f+3 2. B (2. D) a\n`).join('');
    for (const text of [long, collection, '1. C {x} (1. D e) f 2. B *']) {
      const sliced = await parseRecordsInSlices(text, 0);
      expect(sliced).to.deep.equal(parseRecords(text));
    }
  });

  it('rejects as parseRecords throws (line and column), and stops early when asked', async () => {
    const bad = `${formatRecord(recordFromGame(longGame(2000)))}\nC C`;
    let thrown: unknown;
    try {
      await parseRecordsInSlices(bad, 0);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).to.be.instanceOf(RecordError);
    expect((thrown as Error).message).to.equal(
      (() => {
        try {
          parseRecords(bad);
        } catch (e) {
          return (e as Error).message;
        }
      })(),
    );
    expect(await parseRecordsInSlices(formatRecord(recordFromGame(longGame(2000))), 0, () => true)).to.equal(null);
  });
});
