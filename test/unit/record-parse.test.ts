// Game records (src/record): reading and writing OGN as Aualé does, with comments and variations.

import { Game, START_POSITION } from '../../src/engine/index.js';
import {
  formatRecord,
  type GameRecord,
  parseRecord,
  parseRecords,
  positionOfFen,
  RecordError,
  readComment,
  recordFromGame,
  recordSteps,
  stepAt,
  stepGame,
} from '../../src/record/index.js';
import { expect } from '../expect.js';

/** The error a text throws (fails the test when it reads). */
function errorOf(text: string): RecordError {
  try {
    parseRecord(text);
  } catch (e) {
    expect(e).to.be.instanceOf(RecordError);
    return e as RecordError;
  }
  throw new Error(`read without error: ${text}`);
}

const letters = (r: GameRecord) => r.tree.moves.map((m) => 'ABCDEFabcdef'[m.pit]).join(' ');

describe('record: tags', () => {
  it('reads tag pairs with escaped quotes and backslashes, in order', () => {
    const r = parseRecord(
      '[Variant "Oware Abapa"]\n[Event "The \\"big\\" one"]\n[Site "C:\\\\games"]\n[South "Ann"]\n[North "Bo"]\n[Result "*"]\n\n1. C f',
    );
    expect(Object.keys(r.tags)).to.deep.equal(['Variant', 'Event', 'Site', 'South', 'North', 'Result']);
    expect(r.tags.Event).to.equal('The "big" one');
    expect(r.tags.Site).to.equal('C:\\games');
    expect(r.variant).to.equal('abapa');
    expect(letters(r)).to.equal('C f');
  });

  it('writes them back escaped, Aualé’s tags first in its order, others after', () => {
    const r = parseRecord('[Opening "x"]\n[North "Bo \\"B\\""]\n[Event "E"]\n\n1. C');
    expect(formatRecord(r)).to.equal(
      '[Variant "Oware Abapa"]\n[Event "E"]\n[North "Bo \\"B\\""]\n[Result "*"]\n[Opening "x"]\n\n1. C\n',
    );
  });

  it('reads and writes tag names in any script, as Aualé does ([Événement "x"])', () => {
    const r = parseRecord('[Événement "Soirée"]\n[東京 "x"]\n[Round_2 "y"]\n\n1. C');
    expect(r.tags).to.deep.equal({ Événement: 'Soirée', 東京: 'x', Round_2: 'y' });
    expect(formatRecord(r)).to.contain('[Événement "Soirée"]\n[東京 "x"]\n[Round_2 "y"]');
    expect(errorOf('[Év-x "a"]').message).to.match(/is not a tag/);
  });

  it('warns when the start position has other than 48 seeds, saying the end rule', () => {
    const r = parseRecord('[FEN "0-0-0-0-1-1-1-1-0-0-0-0-9-7-S"]\n\n1. F+2');
    expect(r.warnings.map((w) => w.message)).to.deep.equal([
      'line 1, column 2: the start position has 20 seeds, not 48: a player wins with more than half (11); Aualé waits for a store over 24',
    ]);
    expect(stepGame(r, recordSteps(r)[1]).result?.winner).to.equal('south'); // 11 of 20
    expect(parseRecord('[FEN "4-4-4-4-4-4-4-4-4-4-4-4-0-0-N"]\n\n1... a').warnings).to.deep.equal([]);
  });

  it('reads a variant name in the Variant tag; an unknown one is a warning and Abapa', () => {
    expect(parseRecord('[Variant "grand-slam-illegal"]').variant).to.equal('grand-slam-illegal');
    const r = parseRecord('[Variant "Kalah"]\n\n1. C');
    expect(r.variant).to.equal('abapa');
    expect(r.warnings[0].message).to.match(/^line 1, column 2: the variant 'Kalah' is not known/);
  });
});

describe('record: FEN', () => {
  it('reads Aualé’s notation: pits A–F, a–f, the two stores, the side to move', () => {
    const r = parseRecord('[FEN "1-2-3-4-5-6-0-0-0-0-0-1-10-16-N"]\n\n1. f');
    expect(r.start).to.equal('1,2,3,4,5,6/0,0,0,0,0,1 N 10-16');
    expect(stepGame(r, recordSteps(r)[1]).position).to.equal('0,2,3,4,5,6/0,0,0,0,0,0 S 10-18'); // f sows into A: 2, captured
  });

  it('reads our own position string too, and writes Aualé’s notation (FEN only when needed)', () => {
    const r = parseRecord('[FEN "1,2,3,4,5,6/0,0,0,0,0,1 N 10-16"]');
    expect(r.start).to.equal('1,2,3,4,5,6/0,0,0,0,0,1 N 10-16');
    expect(formatRecord(r)).to.contain('[FEN "1-2-3-4-5-6-0-0-0-0-0-1-10-16-N"]');
    expect(formatRecord(parseRecord('1. C'))).not.to.contain('FEN');
    expect(positionOfFen('4-4-4-4-4-4-4-4-4-4-4-4-0-0-S')).to.equal(START_POSITION);
  });

  it('writes a position string when a count is beyond Aualé’s reader (over 49)', () => {
    const r = parseRecord('[FEN "60,0,0,0,0,0/0,0,0,0,0,1 S 0-0"]');
    expect(formatRecord(r)).to.contain('[FEN "60,0,0,0,0,0/0,0,0,0,0,1 S 0-0"]');
  });

  it('a bad FEN is an error at its tag', () => {
    const e = errorOf('[Event "x"]\n[FEN "4-4-4"]');
    expect(e.reason).to.equal('invalid-record');
    expect([e.line, e.column]).to.deep.equal([2, 2]);
    expect(e.message).to.match(/^line 2, column 2: FEN "4-4-4": /);
  });
});

describe('record: moves, comments, variations', () => {
  const text = `[Variant "Oware Abapa"]

1. C {A quiet start. [%arrow C>F] [%mark F:target]} 1... f 2. B (2. D {or this} d
(2... e) 3. A) 2... a 3. E`;

  it('keeps comments after their moves and variations nested, with move numbers after them', () => {
    const r = parseRecord(text);
    const [c, f, b] = r.tree.moves;
    expect(c.comment).to.equal('A quiet start. [%arrow C>F] [%mark F:target]');
    expect(f.comment).to.equal(undefined);
    expect(b.variations).to.have.length(1);
    const v = b.variations[0];
    expect(v.moves.map((m) => m.pit)).to.deep.equal([3, 9, 0]);
    expect(v.moves[0].comment).to.equal('or this');
    expect(v.moves[1].variations[0].moves.map((m) => m.pit)).to.deep.equal([10]);
    expect(formatRecord(r)).to.contain(
      '1. C {A quiet start. [%arrow C>F] [%mark F:target]} 1... f 2. B (2. D {or this}\n2... d+2 (2... e+2) 3. A) 2... a 3. E',
    );
  });

  it('reads a comment before the first move and at the start of a variation', () => {
    const r = parseRecord('{The start.} 1. C ({Instead:} 1. D) f');
    expect(r.tree.comment).to.equal('The start.');
    expect(r.tree.moves[0].variations[0].comment).to.equal('Instead:');
    expect(formatRecord(parseRecord(formatRecord(r)))).to.equal(formatRecord(r));
  });

  it('reads annotations in comments with the attributes’ tokens', () => {
    const c = readComment('North takes two. [%arrow F>c e>B:bad] [%mark c:capture d] [%label c:"2+3" e:1]');
    expect(c.text).to.equal('North takes two.');
    expect(c.annotations.arrows).to.deep.equal([
      { from: 5, to: 8, kind: 'highlight' },
      { from: 10, to: 1, kind: 'bad' },
    ]);
    expect(c.annotations.marks).to.deep.equal([
      { pit: 8, kind: 'capture' },
      { pit: 9, kind: 'highlight' },
      { pit: 8, kind: 'marker', label: '2+3' },
      { pit: 10, kind: 'marker', label: '1' },
    ]);
    expect(c.issues).to.deep.equal([]);
    const bad = readComment('[%arrow F>F] [%circle c]');
    expect(bad.issues).to.have.length(2);
    expect(parseRecord('1. C {[%arrow Q>c]}').warnings[0].message).to.match(/^line 1, column 6: \[%arrow\]: 'Q>c'/);
  });

  it('checks +N against the engine: a wrong count is a warning, the engine’s count is kept', () => {
    // South's D, North's e, then South's C sows into a and b: a holds 5, nothing… use a real capture:
    const game = Game.fromMoves('F a E b D');
    const capture = game.legalMoves().find((p) => game.clone().play(p).capturedSeeds > 0);
    expect(capture, 'a capturing move').to.not.equal(undefined);
    const seeds = game.clone().play(capture!).capturedSeeds;
    const letter = 'ABCDEFabcdef'[capture!];
    const good = parseRecord(`1. F a 2. E b 3. D ${letter}+${seeds}`);
    expect(good.warnings).to.deep.equal([]);
    expect(good.tree.moves[5].captured).to.equal(seeds);
    const wrong = parseRecord(`1. F a 2. E b 3. D ${letter}+${seeds + 1}`);
    expect(wrong.warnings).to.have.length(1);
    expect(wrong.warnings[0].message).to.equal(
      `line 1, column 20: 3... ${letter}+${seeds + 1}: the move captures ${seeds} seeds, not ${seeds + 1}`,
    );
    expect(formatRecord(wrong)).to.contain(`${letter}+${seeds}`);
  });

  it('an illegal move is an error naming its move number', () => {
    const e = errorOf('[Event "x"]\n\n1. F a\n2. F a');
    expect([e.line, e.column]).to.deep.equal([4, 4]);
    expect(e.message).to.equal('line 4, column 4: 2. F is not a legal move: pit F (5) is empty');
  });

  it('gives line and column for text that is not a record', () => {
    expect(errorOf('[Event "x"]\n\n1. C f 2. g').message).to.equal(
      "line 3, column 11: 'g' is not a move: write A–F for South, a–f for North",
    );
    expect(errorOf('1. C (D').message).to.match(/^line 1, column 8: the variation opened at line 1, column 6/);
    expect(errorOf('1. C f)').message).to.equal("line 1, column 7: ')' closes no variation");
    expect(errorOf('(1. C)').message).to.match(/^line 1, column 1: a variation/);
    expect(errorOf('1. C {open').message).to.equal("line 1, column 6: the comment is not closed with '}'");
    expect(errorOf('[Event "x]\n1. C').message).to.match(/^line 1, column 1: the tag is not closed/);
    expect(errorOf('1. C f 2-0 B').message).to.match(/^line 1, column 12: 'B' follows the result/);
    expect(errorOf(`1. C${' (D'.repeat(70)}`).message).to.match(/nested more than 64 deep/);
    expect(() => parseRecord(42 as unknown as string)).to.throw(RecordError, /must be text/);
  });
});

describe('record: results', () => {
  it('reads the result token and the Result tag; a mismatch is a warning', () => {
    expect(parseRecord('1. C f *').result).to.equal('*');
    expect(parseRecord('[Result "3-5"]\n\n1. C f').result).to.equal('3-5');
    const r = parseRecord('[Result "3-5"]\n\n1. C f 4-5');
    expect(r.result).to.equal('4-5');
    expect(r.warnings[0].message).to.match(/line 3, column 8: the result '4-5' differs from the Result tag '3-5'/);
  });

  it('a finished game’s result is the engine’s final score (a wrong one is a warning)', () => {
    const end = '0,0,0,0,0,1/0,0,0,0,0,0 S 24-23';
    const game = Game.fromMoves('F', { position: end });
    expect(game.result).to.not.equal(null);
    const text = formatRecord(recordFromGame(game));
    const final = `${game.result!.score[0]}-${game.result!.score[1]}`;
    expect(text).to.contain(`[Result "${final}"]`);
    expect(text.trimEnd().endsWith(final)).to.equal(true);
    const wrong = parseRecord(text.replace(new RegExp(`${final}$`, 'm'), '30-18'));
    expect(wrong.result).to.equal(final);
    expect(wrong.warnings.map((w) => w.message).join()).to.contain(`the game ends ${final} (a draw), not 30-18`);
  });

  it('reads PGN results 1-0, 0-1 and 1/2-1/2, checked against a finished game (a warning when they disagree)', () => {
    const open = parseRecord('[Result "1/2-1/2"]\n\n1. C f 2. B a 1/2-1/2');
    expect(open.result).to.equal('1/2-1/2');
    expect(open.warnings).to.deep.equal([]);
    expect(parseRecord('1. C f 1-0').result).to.equal('1-0');
    expect(parseRecord('1. C f 0-1').result).to.equal('0-1');
    // South takes two and has 25 of 48: over, South won.
    const fen = '[FEN "0-0-0-0-0-1-1-1-0-0-0-0-23-22-S"]\n\n1. F+2';
    const won = parseRecord(`${fen} 1-0`);
    expect(won.result).to.equal('1-0');
    expect(won.warnings).to.deep.equal([]);
    const wrong = parseRecord(`${fen} 0-1`);
    expect(wrong.result).to.equal('25-22');
    expect(wrong.warnings.map((w) => w.message)).to.deep.equal([
      'line 3, column 8: the game ends 25-22 (South won), not 0-1',
    ]);
    const draw = parseRecord(`[Result "1/2-1/2"]\n${fen}`);
    expect(draw.result).to.equal('25-22');
    expect(draw.warnings[0].message).to.match(/the game ends 25-22 \(South won\), not 1\/2-1\/2$/);
    expect(formatRecord(open)).to.match(/1\/2-1\/2\n$/);
  });
});

describe('record: Aualé compatibility', () => {
  it('reads a file as Aualé writes it (spaced comment braces, + on a last move with its sweep)', () => {
    // Aualé: its eight tags with "?", comments written as "{ word word }", numbers from the first move.
    const text = `[Variant "Oware Abapa"]
[Event "?"]
[Site "?"]
[Date "?"]
[Round "?"]
[South "?"]
[North "?"]
[Result "*"]

1. C f 2. B { North to move. } a 3. E
`;
    const r = parseRecord(text);
    expect(r.warnings).to.deep.equal([]);
    expect(letters(r)).to.equal('C f B a E');
    expect(r.tree.moves[2].comment).to.equal('North to move.');
    expect(formatRecord(r)).to.equal(text.replace('{ North to move. } a', '{North to move.} 2... a'));
  });

  it('reads Aualé’s numbering of a game that North starts (1. a A 2. b)', () => {
    const r = parseRecord('[FEN "4-4-4-4-4-4-4-4-4-4-4-4-0-0-N"]\n\n1. a A 2. b');
    expect(letters(r)).to.equal('a A b');
    expect(formatRecord(r)).to.contain('1... a 2. A b');
  });
});

describe('record: records of played games and collections', () => {
  it('recordFromGame writes Aualé’s tags with ?, the moves with their captures and the result', () => {
    const game = Game.fromMoves('C f B a E e');
    const text = formatRecord(recordFromGame(game, { South: 'Ann', Date: '2026.12.01' }));
    expect(text).to.equal(
      '[Variant "Oware Abapa"]\n[Event "?"]\n[Site "?"]\n[Date "2026.12.01"]\n[Round "?"]\n[South "Ann"]\n[North "?"]\n[Result "*"]\n\n1. C f 2. B a 3. E e\n',
    );
    const back = parseRecord(text);
    expect(stepGame(back, stepAt(recordSteps(back), { ply: -1 })!).position).to.equal(game.position);
  });

  it('keeps lines under 80 characters', () => {
    const game = new Game();
    while (!game.result && game.ply < 200) game.play(game.legalMoves()[game.ply % game.legalMoves().length]);
    const text = formatRecord(recordFromGame(game));
    expect(text.split('\n').every((l) => l.length < 80)).to.equal(true);
    expect(text.split('\n').length).to.be.greaterThan(5);
  });

  it('reads several games one after the other', () => {
    const games = parseRecords('[Event "1"]\n\n1. C f *\n\n[Event "2"]\n\n1. D\n[Event "3"]\n');
    expect(games.map((g) => g.tags.Event)).to.deep.equal(['1', '2', '3']);
    expect(games.map(letters)).to.deep.equal(['C f', 'D', '']);
    expect(errorOf('[Event "1"]\n\n1. C\n[Event "2"]').message).to.match(/^line 4, column 1: a second game/);
  });
});

describe('record: steps', () => {
  it('walks the start, every move and every variation, named by their paths', () => {
    const r = parseRecord('1. C f 2. B (2. D d (2... e)) a');
    const steps = recordSteps(r);
    expect(steps.map((s) => `${s.path}:${s.depth}`)).to.deep.equal([
      ':0',
      'C:0',
      'Cf:0',
      'CfB:0',
      'CfD:1',
      'CfDd:1',
      'CfDe:2',
      'CfBa:0',
    ]);
    expect(steps[2].next.map((s) => s.path)).to.deep.equal(['CfB', 'CfD']);
    expect(stepAt(steps, { path: 'C f D e' })?.path).to.equal('CfDe');
    expect(stepAt(steps, { ply: -1 })?.path).to.equal('CfBa');
    expect(stepAt(steps, { path: 'CfD', ply: 1 })?.path).to.equal('C');
    expect(stepAt(steps, { path: 'CfE' })).to.equal(null);
  });
});
