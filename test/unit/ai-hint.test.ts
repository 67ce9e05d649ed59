import { search, TOP_LEVEL } from '../../src/ai/index.js';
import { hintFacts } from '../../src/ai/teach.js';
import { HINT_STRINGS } from '../../src/element/hint-strings.js';
import { type HintStage, hintSentence } from '../../src/element/hint-text.js';
import { Game, pitLetter } from '../../src/engine/index.js';
import * as de from '../../src/i18n/de.js';
import { registerLanguage, resolveStrings } from '../../src/i18n/index.js';
import { expect } from '../expect.js';

registerLanguage('de', de);

/** The staged sentences for the side to move, from a deterministic level-5 search. */
function hints(position: string, lang = 'en', variant?: string): [string, string, string] {
  const game = new Game({ position, variant });
  const r = search(game, { level: TOP_LEVEL, seed: 1, maxDepth: 10 });
  const f = hintFacts(game, r);
  return ([1, 2, 3] as HintStage[]).map((st) => hintSentence(f, st, resolveStrings(lang), pitLetter)) as never;
}

// Positions with a known tactic each (South to move)
const CAPTURE_3 = '1,0,0,0,0,3/0,3,2,0,0,5 S 17-17'; // F sows a, b, c: c 2 → 3 taken, b 3 → 4 stops it
const SLAM = '0,3,0,0,0,2/1,1,0,0,0,0 S 20-21'; // F would take a and b, all of North's: a grand slam, nothing
const FEED = '0,0,0,3,1,0/0,0,0,0,0,0 S 22-22'; // North is empty: only D reaches it
const THREAT = '4,4,1,1,5,5/2,3,0,3,2,4 S 7-7'; // North's f would sow to D and take C and D (2 + 2)

describe('ai: staged hints that teach', () => {
  it('a capture of 3: the idea, the pit, the line (en, de)', () => {
    expect(hints(CAPTURE_3)).to.deep.equal([
      "Look at North's pits with 1 or 2 seeds.",
      'Play F.',
      "F sows to c and captures 3; North's best answer is b.",
    ]);
    expect(hints(CAPTURE_3, 'de')).to.deep.equal([
      'Schau dir die Mulden von Nord mit 1 oder 2 Samen an.',
      'Spiele F.',
      'F sät bis c und schlägt 3; die beste Antwort von Nord ist b.',
    ]);
  });

  it('a grand slam avoided (abapa: it would capture nothing)', () => {
    const [idea, pit, line] = hints(SLAM);
    expect(idea).to.equal("Taking all of North's seeds at once would capture nothing.");
    expect(pit).to.not.equal('Play F.');
    expect(line).to.match(/^[A-E] sows to /);
    expect(line).to.contain("F would take all of North's seeds: a grand slam, which captures nothing.");
    expect(hints(SLAM, 'de')[0]).to.equal('Alle Samen von Nord auf einmal zu nehmen, schlägt nichts.');
    expect(hints(SLAM, 'de')[2]).to.contain('F würde alle Samen von Nord nehmen: ein Grand Slam, der nichts schlägt.');
  });

  it('a must-feed move', () => {
    expect(hints(FEED)).to.deep.equal([
      'North has no seeds left: you must give them some.',
      'Play D.',
      'D sows to a and feeds North.',
    ]);
    expect(hints(FEED, 'de')).to.deep.equal([
      'Nord hat keine Samen mehr: Du musst ihm welche geben.',
      'Spiele D.',
      'D sät bis a und versorgt Nord.',
    ]);
  });

  it('a threat to stop: "North threatens to capture 4 from your pits C and D"', () => {
    const en = hints(THREAT);
    expect(en[0]).to.equal('North threatens to capture 4 from your pits C and D.');
    expect(en[2]).to.match(/^[A-F] sows to [A-Fa-f], which stops North's threat of 4; /);
    const deh = hints(THREAT, 'de');
    expect(deh[0]).to.equal('Nord droht, 4 aus deinen Mulden C und D zu schlagen.');
    expect(deh[2]).to.match(/^[A-F] sät bis [A-Fa-f] und wehrt die Drohung von Nord ab; /);
    // and the move does stop it: after it, North captures less than 4 with any reply
    const game = new Game({ position: THREAT });
    const f = hintFacts(game, search(game, { level: TOP_LEVEL, seed: 1, maxDepth: 10 }));
    game.play(f.pit);
    for (const m of game.legalMoves()) expect(game.clone().play(m).capturedSeeds).to.be.lessThan(4);
  });

  it('says what follows in the line: "if North answers b you take 2 more"', () => {
    const game = new Game({ position: CAPTURE_3 });
    const f = { ...hintFacts(game, search(game, { level: TOP_LEVEL, seed: 1, maxDepth: 10 })) };
    Object.assign(f, { reply: 7, next: 4, nextCaptures: 2 });
    expect(hintSentence(f, 3, resolveStrings('en'), pitLetter)).to.equal(
      'F sows to c and captures 3; if North answers b you take 2 more.',
    );
    expect(hintSentence(f, 3, resolveStrings('de'), pitLetter)).to.equal(
      'F sät bis c und schlägt 3; antwortet Nord mit b, schlägst du 2 weitere.',
    );
  });

  it('stages agree: the pit is the search best move, and the line starts with it', () => {
    for (const p of [
      CAPTURE_3,
      SLAM,
      FEED,
      THREAT,
      'start',
      '0,3,7,1,0,9/3,1,0,6,2,5 S 6-5',
      '2,2,0,5,1,1/0,3,4,1,8,2 N 12-8',
    ]) {
      const game = new Game({ position: p });
      const r = search(game, { level: TOP_LEVEL, seed: 1, maxDepth: 10 });
      const f = hintFacts(game, r);
      expect(f.pit, p).to.equal(r.move);
      expect(f.line[0], p).to.equal(f.pit);
      const name = pitLetter(f.pit);
      for (const lang of ['en', 'de', 'fr', 'af', 'ja']) {
        const t = resolveStrings(lang);
        expect(hintSentence(f, 2, t, pitLetter), `${p} ${lang}`).to.contain(name);
        expect(hintSentence(f, 3, t, pitLetter).startsWith(name), `${p} ${lang}`).to.equal(true);
        // the idea does not give the pit away
        expect(hintSentence(f, 1, t, pitLetter), `${p} ${lang}`).to.not.match(/\{\w+\}/);
      }
      // the line's moves are legal, one after another
      const g = game.clone();
      for (const m of f.line) g.play(m);
    }
  });

  it('has every sentence in all five languages (only the joining punctuation may be English)', () => {
    const keys = Object.keys(HINT_STRINGS.en).filter((k) => k !== 'line' && k !== 'lineAlone');
    for (const [lang, table] of Object.entries(HINT_STRINGS)) {
      for (const k of keys) expect(table, `${lang} ${k}`).to.have.property(k);
      for (const k of Object.keys(table)) expect(HINT_STRINGS.en, `${lang} ${k}`).to.have.property(k);
    }
  });
});
