import { Game, type MoveRecord, type VariantName } from '../../src/engine/index.js';
import {
  fill,
  formatList,
  LESSON_LANGS,
  type LessonLang,
  localize,
  Narrator,
  narrateMove,
  narratePosition,
  narrateRefusal,
  narrateResult,
  pluralCategory,
  resolveLang,
  resolveStrings,
  STRINGS,
} from '../../src/lessons/index.js';
import { expect } from '../expect.js';

/** The last record of a move list played from a position. */
function played(position: string, moves: string, variant?: VariantName): MoveRecord {
  const g = new Game({ position, variant });
  const records = g.playMoves(moves);
  return records[records.length - 1];
}

const CAPTURE = '3,2,4,1,5,4/4,3,2,1,3,5 S 5-6';
const SLAM = '2,0,3,1,0,3/1,2,1,0,0,0 S 17-18';
const FEED = '1,2,1,3,2,1/0,0,0,0,0,0 S 20-18';
const NBSP = '\u00a0';

/** Every event, narrated in one language. */
function narrateAll(lang: LessonLang): Record<string, string> {
  const n = new Narrator({ lang });
  return {
    sow: n.move(played('start', 'C')),
    sowOne: n.move(played(CAPTURE, 'D')),
    capture: n.move(played(CAPTURE, 'F')),
    captureOne: n.move(played('3,2,0,4,3,1/2,1,0,0,0,0 S 14-18', 'F')),
    lap: n.move(played('1,0,1,2,15,5/8,0,1,4,1,3 S 4-3', 'E')),
    grandSlam: n.move(played(SLAM, 'F')),
    mustFeed: n.position(FEED),
    mustFeedOne: n.position('0,0,0,0,2,0/0,0,0,0,0,0 S 23-23'),
    mustFeedAfterMove: n.move(played('0,0,0,0,0,1/0,0,0,0,0,2 S 20-18', 'F')),
    majority: n.move(played('1,0,2,1,0,2/1,1,3,0,1,1 S 22-13', 'F')),
    evenSplit: n.position('0,0,0,0,0,0/0,0,0,0,0,0 S 24-24'),
    repetition: n.move(played('0,0,0,0,0,1/0,0,0,0,0,1 S 23-23', 'F f A a B b C c D d E e')),
    noLegalMove: n.move(played('0,1,0,0,0,0/0,0,0,0,0,1 N 23-23', 'f')),
    grandSlamEnd: new Narrator({ lang, variant: 'grand-slam-to-opponent' }).move(
      played(SLAM, 'F', 'grand-slam-to-opponent'),
    ),
    legal: n.legal(FEED),
    turn: n.position('start'),
    notYourPit: n.refusal('not-your-pit', { pit: 8, position: 'start' }),
    emptyPit: n.refusal('empty-pit', { pit: 2, position: '4,4,0,5,5,5/5,4,4,4,4,4 S 0-0' }),
    illegalMustFeed: n.refusal('must-feed', { pit: 0, position: FEED }),
    illegalGrandSlam: n.refusal('grand-slam', { pit: 5, position: SLAM }),
    gameOver: n.refusal('game-over'),
    invalidMove: n.refusal('invalid-move'),
    notYourTurn: n.refusal('not-your-turn', { position: '4,4,0,5,5,5/5,4,4,4,4,4 N 0-0' }),
    notInteractive: n.refusal('not-interactive'),
  };
}

const EXPECTED: Record<LessonLang, Record<string, string>> = {
  en: {
    sow: 'South sows 4 seeds from pit C into D, E, F and a.',
    sowOne: 'South sows 1 seed from pit D into E.',
    capture: 'South sows 4 seeds from pit F into a, b, c and d. South captures 5 seeds from pits d and c.',
    captureOne: 'South sows 1 seed from pit F into a. South captures 3 seeds from pit a.',
    lap: 'South sows 15 seeds from pit E around the board, skipping pit E itself; the last seed lands in pit c. South captures 5 seeds from pits c and b.',
    grandSlam:
      'South sows 3 seeds from pit F into a, b and c. Grand slam: that would capture all of North\u2019s seeds, so nothing is captured.',
    mustFeed: 'South to move. North has no seeds: South must feed and can use pit D, E or F.',
    mustFeedOne: 'South to move. North has no seeds: South must feed and can only use pit E.',
    mustFeedAfterMove:
      'South sows 1 seed from pit F into a. South has no seeds: North must feed and can only use pit f.',
    majority:
      'South sows 2 seeds from pit F into a and b. South captures 4 seeds from pits b and a. South has captured 26 seeds, more than half. Game over: South wins 26\u201313.',
    evenSplit: 'Both players have captured 24 seeds. Game over: a draw, 24\u201324.',
    repetition:
      'North sows 1 seed from pit e into f. The position has repeated, so each player takes the seeds on their own side. Game over: a draw, 24\u201324.',
    noLegalMove:
      'North sows 1 seed from pit f into A. South has no legal move, so each player takes the seeds on their own side. Game over: South wins 25\u201323.',
    grandSlamEnd:
      'South sows 3 seeds from pit F into a, b and c. South captures 7 seeds from pits c, b and a. Grand slam: South takes all of North\u2019s seeds, and the seeds left on South\u2019s side go to North. The grand slam ends the game. Game over: a draw, 24\u201324.',
    legal: 'South can play pit D, E or F.',
    turn: 'South to move.',
    notYourPit: 'Pit c belongs to North, but it is South\u2019s turn.',
    emptyPit: 'Pit C is empty.',
    illegalMustFeed: 'North has no seeds and pit A does not reach them: South must feed, with pit D, E or F.',
    illegalGrandSlam: 'Pit F would capture all of North\u2019s seeds, a grand slam, which these rules do not allow.',
    gameOver: 'The game is over: no more moves can be played.',
    invalidMove: 'That is not a legal move.',
    notYourTurn: 'Please wait: it is North\u2019s turn.',
    notInteractive: 'This board is for viewing only.',
  },
  de: {
    sow: 'Süd sät 4 Samen aus Mulde C in die Mulden D, E, F und a.',
    sowOne: 'Süd sät 1 Samen aus Mulde D in Mulde E.',
    capture: 'Süd sät 4 Samen aus Mulde F in die Mulden a, b, c und d. Süd fängt 5 Samen aus den Mulden d und c.',
    captureOne: 'Süd sät 1 Samen aus Mulde F in Mulde a. Süd fängt 3 Samen aus Mulde a.',
    lap: 'Süd sät 15 Samen aus Mulde E rund um das Brett und überspringt dabei die Startmulde E; der letzte Samen landet in Mulde c. Süd fängt 5 Samen aus den Mulden c und b.',
    grandSlam:
      'Süd sät 3 Samen aus Mulde F in die Mulden a, b und c. Grand Slam: Der Fang würde alle Samen von Nord nehmen und wird deshalb annulliert.',
    mustFeed: 'Süd ist am Zug. Nord hat keine Samen: Süd muss füttern und kann Mulde D, E oder F wählen.',
    mustFeedOne: 'Süd ist am Zug. Nord hat keine Samen: Süd muss füttern und kann nur Mulde E wählen.',
    mustFeedAfterMove:
      'Süd sät 1 Samen aus Mulde F in Mulde a. Süd hat keine Samen: Nord muss füttern und kann nur Mulde f wählen.',
    majority:
      'Süd sät 2 Samen aus Mulde F in die Mulden a und b. Süd fängt 4 Samen aus den Mulden b und a. Süd hat 26 Samen gefangen, mehr als die Hälfte. Spielende: Süd gewinnt 26:13.',
    evenSplit: 'Beide haben 24 Samen gefangen. Spielende: Unentschieden, 24:24.',
    repetition:
      'Nord sät 1 Samen aus Mulde e in Mulde f. Die Stellung hat sich wiederholt, deshalb nimmt jeder die Samen auf seiner Seite. Spielende: Unentschieden, 24:24.',
    noLegalMove:
      'Nord sät 1 Samen aus Mulde f in Mulde A. Süd hat keinen erlaubten Zug, deshalb nimmt jeder die Samen auf seiner Seite. Spielende: Süd gewinnt 25:23.',
    grandSlamEnd:
      'Süd sät 3 Samen aus Mulde F in die Mulden a, b und c. Süd fängt 7 Samen aus den Mulden c, b und a. Grand Slam: Süd fängt alle Samen von Nord, und die Samen, die auf der Seite von Süd liegen, gehen an Nord. Der Grand Slam beendet das Spiel. Spielende: Unentschieden, 24:24.',
    legal: 'Süd kann Mulde D, E oder F spielen.',
    turn: 'Süd ist am Zug.',
    notYourPit: 'Mulde c gehört Nord, aber Süd ist am Zug.',
    emptyPit: 'Mulde C ist leer.',
    illegalMustFeed: 'Nord hat keine Samen, und Mulde A reicht nicht hinüber: Süd muss füttern, mit Mulde D, E oder F.',
    illegalGrandSlam:
      'Mulde F würde alle Samen von Nord fangen (Grand Slam); das ist nach diesen Regeln nicht erlaubt.',
    gameOver: 'Das Spiel ist vorbei: Es können keine Züge mehr gespielt werden.',
    invalidMove: 'Das ist kein erlaubter Zug.',
    notYourTurn: 'Bitte warten: Nord ist am Zug.',
    notInteractive: 'Dieses Brett ist nur zum Ansehen.',
  },
  af: {
    sow: 'Suid saai 4 sade uit put C in putte D, E, F en a.',
    sowOne: 'Suid saai 1 saad uit put D in put E.',
    capture: 'Suid saai 4 sade uit put F in putte a, b, c en d. Suid vang 5 sade uit putte d en c.',
    captureOne: 'Suid saai 1 saad uit put F in put a. Suid vang 3 sade uit put a.',
    lap: 'Suid saai 15 sade uit put E rondom die bord en slaan put E self oor; die laaste saad val in put c. Suid vang 5 sade uit putte c en b.',
    grandSlam:
      'Suid saai 3 sade uit put F in putte a, b en c. Grand slam: die vang sou al Noord se sade neem, dus word niks gevang nie.',
    mustFeed: 'Suid is aan die beurt. Noord het geen sade nie: Suid moet voed en kan put D, E of F gebruik.',
    mustFeedOne: 'Suid is aan die beurt. Noord het geen sade nie: Suid moet voed en kan net put E gebruik.',
    mustFeedAfterMove:
      'Suid saai 1 saad uit put F in put a. Suid het geen sade nie: Noord moet voed en kan net put f gebruik.',
    majority:
      'Suid saai 2 sade uit put F in putte a en b. Suid vang 4 sade uit putte b en a. Suid het 26 sade gevang, meer as die helfte. Spel verby: Suid wen 26–13.',
    evenSplit: 'Albei spelers het 24 sade gevang. Spel verby: gelykop, 24–24.',
    repetition:
      'Noord saai 1 saad uit put e in put f. Die stelling het herhaal, dus neem elke speler die sade aan sy eie kant. Spel verby: gelykop, 24–24.',
    noLegalMove:
      'Noord saai 1 saad uit put f in put A. Suid het geen wettige skuif nie, dus neem elke speler die sade aan sy eie kant. Spel verby: Suid wen 25–23.',
    grandSlamEnd:
      'Suid saai 3 sade uit put F in putte a, b en c. Suid vang 7 sade uit putte c, b en a. Grand slam: Suid vang al Noord se sade, en die sade wat aan Suid se kant oorbly, gaan na Noord. Die grand slam beëindig die spel. Spel verby: gelykop, 24–24.',
    legal: 'Suid kan put D, E of F speel.',
    turn: 'Suid is aan die beurt.',
    notYourPit: 'Put c behoort aan Noord, maar dit is Suid se beurt.',
    emptyPit: 'Put C is leeg.',
    illegalMustFeed: 'Noord het geen sade nie en put A bereik hulle nie: Suid moet voed, met put D, E of F.',
    illegalGrandSlam:
      'Put F sou al Noord se sade vang (’n grand slam), en dit word nie in hierdie reëls toegelaat nie.',
    gameOver: 'Die spel is verby: geen skuiwe kan meer gespeel word nie.',
    invalidMove: 'Dit is nie ’n wettige skuif nie.',
    notYourTurn: 'Wag asseblief: dit is Noord se beurt.',
    notInteractive: 'Hierdie bord is net om na te kyk.',
  },
  ja: {
    sow: '南がハウスCから4個の種をD、E、Fとaにまきます。',
    sowOne: '南がハウスDから1個の種をEにまきます。',
    capture: '南がハウスFから4個の種をa、b、cとdにまきます。南がハウスdとcから5個の種を取ります。',
    captureOne: '南がハウスFから1個の種をaにまきます。南がハウスaから3個の種を取ります。',
    lap: '南がハウスEの15個の種を、ハウスEを飛ばしながら盤を一周してまきます。最後の種はハウスcに入ります。南がハウスcとbから5個の種を取ります。',
    grandSlam:
      '南がハウスFから3個の種をa、bとcにまきます。グランドスラム：北の種をすべて取ってしまうため、何も取れません。',
    mustFeed: '南の番です。北には種がありません。南は北に種を与えなければならず、ハウスD、EまたはFを使えます。',
    mustFeedOne: '南の番です。北には種がありません。南は北に種を与えなければならず、ハウスEしか使えません。',
    mustFeedAfterMove:
      '南がハウスFから1個の種をaにまきます。南には種がありません。北は南に種を与えなければならず、ハウスfしか使えません。',
    majority:
      '南がハウスFから2個の種をaとbにまきます。南がハウスbとaから4個の種を取ります。南は26個の種を取り、過半数に達しました。ゲーム終了：南が26対13で勝ちです。',
    evenSplit: '両者とも24個の種を取りました。ゲーム終了：24対24で引き分けです。',
    repetition:
      '北がハウスeから1個の種をfにまきます。同じ局面が繰り返されたため、各プレイヤーが自分の側の種を取ります。ゲーム終了：24対24で引き分けです。',
    noLegalMove:
      '北がハウスfから1個の種をAにまきます。南には指せる手がないため、各プレイヤーが自分の側の種を取ります。ゲーム終了：南が25対23で勝ちです。',
    grandSlamEnd:
      '南がハウスFから3個の種をa、bとcにまきます。南がハウスc、bとaから7個の種を取ります。グランドスラム：南が北の種をすべて取り、南の側に残った種は北のものになります。グランドスラムでゲームが終わります。ゲーム終了：24対24で引き分けです。',
    legal: '南はハウスD、EまたはFを指せます。',
    turn: '南の番です。',
    notYourPit: 'ハウスcは北のものですが、今は南の番です。',
    emptyPit: 'ハウスCは空です。',
    illegalMustFeed:
      '北には種がなく、ハウスAからでは届きません。南は種を与えなければならず、ハウスD、EまたはFを使えます。',
    illegalGrandSlam: 'ハウスFは北の種をすべて取ってしまう（グランドスラム）ため、このルールでは指せません。',
    gameOver: 'ゲームは終わっています。もう手は指せません。',
    invalidMove: 'その手は指せません。',
    notYourTurn: 'お待ちください。今は北の番です。',
    notInteractive: 'この盤は表示専用です。',
  },
  fr: {
    sow: 'Sud sème 4 graines du trou C dans les trous D, E, F et a.',
    sowOne: 'Sud sème 1 graine du trou D dans le trou E.',
    capture: 'Sud sème 4 graines du trou F dans les trous a, b, c et d. Sud capture 5 graines dans les trous d et c.',
    captureOne: 'Sud sème 1 graine du trou F dans le trou a. Sud capture 3 graines dans le trou a.',
    lap: `Sud sème 15 graines du trou E tout autour du plateau en sautant le trou E${NBSP}; la dernière graine tombe dans le trou c. Sud capture 5 graines dans les trous c et b.`,
    grandSlam: `Sud sème 3 graines du trou F dans les trous a, b et c. Grand chelem${NBSP}: la prise enlèverait toutes les graines de Nord, donc rien n’est capturé.`,
    mustFeed: `Au tour de Sud. Nord n’a plus de graines${NBSP}: Sud doit le nourrir et peut jouer le trou D, E ou F.`,
    mustFeedOne: `Au tour de Sud. Nord n’a plus de graines${NBSP}: Sud doit le nourrir et ne peut jouer que le trou E.`,
    mustFeedAfterMove: `Sud sème 1 graine du trou F dans le trou a. Sud n’a plus de graines${NBSP}: Nord doit le nourrir et ne peut jouer que le trou f.`,
    majority: `Sud sème 2 graines du trou F dans les trous a et b. Sud capture 4 graines dans les trous b et a. Sud a capturé 26 graines, plus de la moitié. Fin de la partie${NBSP}: Sud gagne 26 à 13.`,
    evenSplit: `Les deux joueurs ont capturé 24 graines. Fin de la partie${NBSP}: match nul, 24 à 24.`,
    repetition: `Nord sème 1 graine du trou e dans le trou f. La position s’est répétée${NBSP}: chaque joueur prend les graines de son camp. Fin de la partie${NBSP}: match nul, 24 à 24.`,
    noLegalMove: `Nord sème 1 graine du trou f dans le trou A. Sud n’a aucun coup légal${NBSP}: chaque joueur prend les graines de son camp. Fin de la partie${NBSP}: Sud gagne 25 à 23.`,
    grandSlamEnd: `Sud sème 3 graines du trou F dans les trous a, b et c. Sud capture 7 graines dans les trous c, b et a. Grand chelem${NBSP}: Sud prend toutes les graines de Nord, et les graines restées du côté de Sud vont à Nord. Le grand chelem met fin à la partie. Fin de la partie${NBSP}: match nul, 24 à 24.`,
    legal: 'Sud peut jouer le trou D, E ou F.',
    turn: 'Au tour de Sud.',
    notYourPit: 'Le trou c appartient à Nord, mais c’est au tour de Sud.',
    emptyPit: 'Le trou C est vide.',
    illegalMustFeed: `Nord n’a plus de graines et le trou A ne l’atteint pas${NBSP}: Sud doit le nourrir, avec le trou D, E ou F.`,
    illegalGrandSlam: 'Le trou F prendrait toutes les graines de Nord (grand chelem), ce que ces règles interdisent.',
    gameOver: `La partie est terminée${NBSP}: plus aucun coup n’est possible.`,
    invalidMove: 'Ce n’est pas un coup légal.',
    notYourTurn: `Patientez${NBSP}: c’est au tour de Nord.`,
    notInteractive: 'Ce plateau est en lecture seule.',
  },
};

describe('lessons: narration, exact sentences', () => {
  for (const lang of LESSON_LANGS) {
    describe(lang, () => {
      const actual = narrateAll(lang);
      for (const key of Object.keys(EXPECTED.en)) {
        it(key, () => {
          expect(actual[key]).to.equal(EXPECTED[lang][key]);
        });
      }
    });
  }
  it('every language narrates every event (no missing expectation)', () => {
    for (const lang of LESSON_LANGS)
      expect(Object.keys(EXPECTED[lang]).sort()).to.deep.equal(Object.keys(EXPECTED.en).sort());
  });
  it('Japanese joins sentences without spaces; the others with one space', () => {
    expect(EXPECTED.ja.capture).not.to.match(/\s/);
    expect(narrateMove(played(CAPTURE, 'F'), { lang: 'ja' })).not.to.match(/\s/);
  });
});

describe('lessons: narration, grand slams by variant (English)', () => {
  it('grand-slam-illegal: only when every move is one', () => {
    const pos = '0,0,0,0,0,3/1,2,1,0,0,0 S 17-18';
    const r = played(pos, 'F', 'grand-slam-illegal');
    expect(new Narrator({ variant: 'grand-slam-illegal' }).moveSentences(r)[1]).to.equal(
      'Grand slam: every legal move would capture all of North\u2019s seeds, so this one is allowed but captures nothing.',
    );
  });
  it('grand-slam-spare-last names the spared pit', () => {
    expect(narrateMove(played(SLAM, 'F', 'grand-slam-spare-last'), { variant: 'grand-slam-spare-last' })).to.equal(
      'South sows 3 seeds from pit F into a, b and c. South captures 5 seeds from pits b and a. Grand slam: the seeds in pit c, where the last seed fell, stay with North.',
    );
  });
  it('grand-slam-spare-first names the opponent\u2019s first pit', () => {
    expect(narrateMove(played(SLAM, 'F', 'grand-slam-spare-first'), { variant: 'grand-slam-spare-first' })).to.equal(
      'South sows 3 seeds from pit F into a, b and c. South captures 5 seeds from pits c and b. Grand slam: the seeds in pit a, North\u2019s first pit, stay with North.',
    );
  });
  it('grand-slam-wins: void when it would not win, a capture and a win when it would', () => {
    expect(narrateMove(played(SLAM, 'F', 'grand-slam-wins'), { variant: 'grand-slam-wins' })).to.equal(
      'South sows 3 seeds from pit F into a, b and c. Grand slam: it would not give South more than half of the seeds, so nothing is captured.',
    );
    expect(
      narrateMove(played('2,0,3,1,0,3/1,2,1,0,0,0 S 20-15', 'F', 'grand-slam-wins'), { variant: 'grand-slam-wins' }),
    ).to.equal(
      'South sows 3 seeds from pit F into a, b and c. South captures 7 seeds from pits c, b and a. Grand slam: it gives South more than half of the seeds, so everything is captured. South has captured 27 seeds, more than half. Game over: South wins 27\u201315.',
    );
  });
  it('German grand-slam-to-opponent and spare-last read right too', () => {
    const de = new Narrator({ lang: 'de', variant: 'grand-slam-spare-last' });
    expect(de.grandSlam(played(SLAM, 'F', 'grand-slam-spare-last'))).to.equal(
      'Grand Slam: Die Samen in Mulde c, wo der letzte Samen landete, bleiben bei Nord.',
    );
  });
});

describe('lessons: narration options', () => {
  it('numbers as pit labels (the German tutorial\u2019s style)', () => {
    expect(narrateMove(played('start', 'C'), { lang: 'de', labels: 'numbers' })).to.equal(
      'Süd sät 4 Samen aus Mulde 2 in die Mulden 3, 4, 5 und 6.',
    );
    expect(narratePosition(FEED, { lang: 'de', labels: 'numbers' })).to.equal(
      'Süd ist am Zug. Nord hat keine Samen: Süd muss füttern und kann Mulde 3, 4 oder 5 wählen.',
    );
  });
  it('a page can override any string', () => {
    const n = new Narrator({
      lang: 'en',
      strings: {
        narration: { south: 'Ama', sow: { one: '{side} drops one seed.', other: '{side} sows {n} from {pit}.' } },
      },
    });
    expect(n.move(played('start', 'C'))).to.equal('Ama sows 4 from C.');
    expect(n.strings.narration.north).to.equal('North');
    expect(resolveStrings('de', { ui: { hint: 'Hilfe' } }).ui.hint).to.equal('Hilfe');
    expect(resolveStrings('de', { ui: { hint: 'Hilfe' } }).ui.retry).to.equal('Noch einmal');
    expect(STRINGS.de.ui.hint).to.equal('Tipp');
  });
  it('narrateResult names who could not move', () => {
    expect(narrateResult({ winner: 'north', score: [20, 28], reason: 'no-legal-move' }, { stuck: 'north' })).to.equal(
      'North has no legal move, so each player takes the seeds on their own side. Game over: North wins 28\u201320.',
    );
    expect(
      narrateResult({ winner: 'north', score: [20, 28], reason: 'no-legal-move' }, { lang: 'ja', stuck: 'north' }),
    ).to.equal('北には指せる手がないため、各プレイヤーが自分の側の種を取ります。ゲーム終了：北が28対20で勝ちです。');
  });
  it('narrateRefusal without a position still reads', () => {
    expect(narrateRefusal('empty-pit', { pit: 3 }, { lang: 'fr' })).to.equal('Le trou D est vide.');
  });
});

describe('lessons: languages and helpers', () => {
  it('resolveLang maps regional tags and falls back to English', () => {
    expect(resolveLang('de-CH')).to.equal('de');
    expect(resolveLang('ja_JP')).to.equal('ja');
    expect(resolveLang('FR-ca')).to.equal('fr');
    expect(resolveLang('af')).to.equal('af');
    expect(resolveLang('tlh')).to.equal('en');
    expect(resolveLang('')).to.equal('en');
    expect(resolveLang(null)).to.equal('en');
    expect(resolveLang(['xx', 'af-ZA', 'de'])).to.equal('af');
  });
  it('plural forms: French 0 and 1 are singular', () => {
    expect(pluralCategory('fr', 0)).to.equal('one');
    expect(pluralCategory('en', 0)).to.equal('other');
    expect(pluralCategory('de', 1)).to.equal('one');
    expect(fill(STRINGS.fr.ui.goalCapture, { n: 1 }, 'fr')).to.equal('Capturez au moins 1 graine.');
    expect(fill(STRINGS.af.ui.goalCapture, { n: 5 }, 'af')).to.equal('Vang ten minste 5 sade.');
    expect(fill('{a} and {unknown}', { a: 1 })).to.equal('1 and {unknown}');
  });
  it('lists with and / or in each language', () => {
    expect(formatList(['D', 'E', 'F'], STRINGS.en.narration, 'or')).to.equal('D, E or F');
    expect(formatList(['e', 'd', 'c'], STRINGS.ja.narration)).to.equal('e、dとc');
    expect(formatList(['3', '4', '5'], STRINGS.de.narration, 'or')).to.equal('3, 4 oder 5');
    expect(formatList(['a'], STRINGS.fr.narration)).to.equal('a');
  });
  it('localize picks the language and falls back to English', () => {
    expect(localize({ en: 'Hello', de: 'Hallo' }, 'de-AT')).to.equal('Hallo');
    expect(localize({ en: 'Hello', de: 'Hallo' }, 'ja')).to.equal('Hello');
  });
  it('every language has every narration and UI string, non-empty, with the same placeholders as English', () => {
    const placeholders = (t: unknown) =>
      JSON.stringify(t)
        .match(/\{\w+\}/g)
        ?.sort() ?? [];
    // Where CLDR's lists do not fit (Japanese), a table gives its own list words.
    const keys = (t: object) =>
      Object.keys(t)
        .filter((k) => !['listSeparator', 'listAnd', 'listOr'].includes(k))
        .sort();
    for (const lang of LESSON_LANGS) {
      for (const table of ['narration', 'ui'] as const) {
        const en = STRINGS.en[table] as unknown as Record<string, unknown>;
        const other = STRINGS[lang][table] as unknown as Record<string, unknown>;
        expect(keys(other), `${lang}.${table}`).to.deep.equal(keys(en));
        for (const key of Object.keys(en)) {
          if (key === 'sentenceJoin') continue;
          expect(JSON.stringify(other[key]).length, `${lang}.${table}.${key}`).to.be.greaterThan(2);
          const want = new Set(placeholders(en[key]));
          const got = new Set(placeholders(other[key]));
          expect([...got].sort(), `${lang}.${table}.${key}`).to.deep.equal([...want].sort());
        }
      }
    }
  });
  it('UI strings read in every language', () => {
    const sample = (lang: string) => new Narrator({ lang }).ui('moveOf', { n: 3, total: 12 });
    expect(sample('en')).to.equal('Move 3 of 12');
    expect(sample('de')).to.equal('Zug 3 von 12');
    expect(sample('af')).to.equal('Skuif 3 van 12');
    expect(sample('ja')).to.equal('12手中3手目');
    expect(sample('fr')).to.equal('Coup 3 sur 12');
    expect(new Narrator({ lang: 'ja' }).ui('warnTotal', { n: 40 })).to.equal(
      '種は合計40個です。通常のゲームは48個です。',
    );
    expect(new Narrator({ lang: 'en' }).ui('warnTotal', { n: 40 })).to.equal('The total is 40; a full game has 48.');
  });
});
