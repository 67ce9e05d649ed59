/**
 * The match feature's words (`text.match`, overridable as `strings.match`): one table per
 * language, registered by the feature with `addStringPart('match', MATCH_STRINGS)`.
 */

export interface MatchStrings {
  you: string;
  computer: string;
  player1: string;
  player2: string;
  /** The score line: `{first}` and `{second}` with their wins `{a}` and `{b}`, then the rule. */
  line: string;
  bestOf: string;
  firstTo: string;
  firstToLead: string;
  inARow: string;
  /** The game under way. */
  gameYou: string;
  gamePlayer: string;
  south: string;
  north: string;
  /** A game's end. */
  gameWon: string;
  gameYouWin: string;
  gameYouLose: string;
  gameDrawn: string;
  /** The match's end (the winner's games first). */
  matchWon: string;
  matchYouWin: string;
  matchYouLose: string;
  matchDrawn: string;
  nextGame: string;
  newMatch: string;
}

const en: MatchStrings = {
  you: 'You',
  computer: 'Computer',
  player1: 'Player 1',
  player2: 'Player 2',
  line: '{first} {a} – {b} {second}, {rule}',
  bestOf: 'best of {n}',
  firstTo: 'first to {n}',
  firstToLead: 'first to {n} or a lead of {lead}',
  inARow: '{n} in a row',
  gameYou: 'Game {game}: you play {side}.',
  gamePlayer: 'Game {game}: {player} plays South.',
  south: 'South',
  north: 'North',
  gameWon: 'Game {game}: {player} wins.',
  gameYouWin: 'Game {game}: you win.',
  gameYouLose: 'Game {game}: you lose.',
  gameDrawn: 'Game {game}: a draw.',
  matchWon: '{player} wins the match {w}–{l}.',
  matchYouWin: 'You win the match {w}–{l}.',
  matchYouLose: 'You lose the match {l}–{w}.',
  matchDrawn: 'The match is drawn {w}–{l}.',
  nextGame: 'Next game',
  newMatch: 'New match',
};
const de: MatchStrings = {
  you: 'Du',
  computer: 'Computer',
  player1: 'Spieler 1',
  player2: 'Spieler 2',
  line: '{first} {a} – {b} {second}, {rule}',
  bestOf: 'Best of {n}',
  firstTo: 'wer zuerst {n} gewinnt',
  firstToLead: 'wer zuerst {n} gewinnt oder {lead} vorn liegt',
  inARow: '{n} Siege in Folge',
  gameYou: 'Partie {game}: Du spielst {side}.',
  gamePlayer: 'Partie {game}: {player} spielt Süd.',
  south: 'Süd',
  north: 'Nord',
  gameWon: 'Partie {game}: {player} gewinnt.',
  gameYouWin: 'Partie {game}: Du gewinnst.',
  gameYouLose: 'Partie {game}: Du verlierst.',
  gameDrawn: 'Partie {game}: unentschieden.',
  matchWon: '{player} gewinnt das Match {w}:{l}.',
  matchYouWin: 'Du gewinnst das Match {w}:{l}.',
  matchYouLose: 'Du verlierst das Match {l}:{w}.',
  matchDrawn: 'Das Match endet unentschieden {w}:{l}.',
  nextGame: 'Nächste Partie',
  newMatch: 'Neues Match',
};
const af: MatchStrings = {
  you: 'Jy',
  computer: 'Rekenaar',
  player1: 'Speler 1',
  player2: 'Speler 2',
  line: '{first} {a} – {b} {second}, {rule}',
  bestOf: 'beste van {n}',
  firstTo: 'eerste tot {n}',
  firstToLead: 'eerste tot {n} of ’n voorsprong van {lead}',
  inARow: '{n} agtereenvolgens',
  gameYou: 'Spel {game}: jy speel {side}.',
  gamePlayer: 'Spel {game}: {player} speel Suid.',
  south: 'Suid',
  north: 'Noord',
  gameWon: 'Spel {game}: {player} wen.',
  gameYouWin: 'Spel {game}: jy wen.',
  gameYouLose: 'Spel {game}: jy verloor.',
  gameDrawn: 'Spel {game}: gelykop.',
  matchWon: '{player} wen die wedstryd {w}–{l}.',
  matchYouWin: 'Jy wen die wedstryd {w}–{l}.',
  matchYouLose: 'Jy verloor die wedstryd {l}–{w}.',
  matchDrawn: 'Die wedstryd eindig gelykop {w}–{l}.',
  nextGame: 'Volgende spel',
  newMatch: 'Nuwe wedstryd',
};
const ja: MatchStrings = {
  you: 'あなた',
  computer: 'コンピューター',
  player1: 'プレイヤー1',
  player2: 'プレイヤー2',
  line: '{first} {a} – {b} {second}、{rule}',
  bestOf: '{n}番勝負',
  firstTo: '先に{n}勝',
  firstToLead: '先に{n}勝または{lead}勝差',
  inARow: '{n}連勝',
  gameYou: '第{game}局：あなたは{side}です。',
  gamePlayer: '第{game}局：{player}が南です。',
  south: '南',
  north: '北',
  gameWon: '第{game}局：{player}の勝ち。',
  gameYouWin: '第{game}局：あなたの勝ち。',
  gameYouLose: '第{game}局：あなたの負け。',
  gameDrawn: '第{game}局：引き分け。',
  matchWon: '{player}が{w}対{l}で勝負に勝ちました。',
  matchYouWin: 'あなたが{w}対{l}で勝負に勝ちました。',
  matchYouLose: 'あなたは{l}対{w}で勝負に負けました。',
  matchDrawn: '勝負は{w}対{l}の引き分けです。',
  nextGame: '次の対局',
  newMatch: '新しい勝負',
};
const fr: MatchStrings = {
  you: 'Vous',
  computer: 'Ordinateur',
  player1: 'Joueur 1',
  player2: 'Joueur 2',
  line: '{first} {a} – {b} {second}, {rule}',
  bestOf: 'au meilleur des {n}',
  firstTo: 'le premier à {n}',
  firstToLead: 'le premier à {n} ou avec {lead} d’avance',
  inARow: '{n} victoires de suite',
  gameYou: 'Partie {game} : vous jouez {side}.',
  gamePlayer: 'Partie {game} : {player} joue Sud.',
  south: 'Sud',
  north: 'Nord',
  gameWon: 'Partie {game} : {player} gagne.',
  gameYouWin: 'Partie {game} : vous gagnez.',
  gameYouLose: 'Partie {game} : vous perdez.',
  gameDrawn: 'Partie {game} : nulle.',
  matchWon: '{player} gagne le match {w}–{l}.',
  matchYouWin: 'Vous gagnez le match {w}–{l}.',
  matchYouLose: 'Vous perdez le match {l}–{w}.',
  matchDrawn: 'Match nul {w}–{l}.',
  nextGame: 'Partie suivante',
  newMatch: 'Nouveau match',
};

/** The part's tables by language. */
export const MATCH_STRINGS = { en, de, af, ja, fr };

declare module '../i18n/types.js' {
  /** With the match feature, a resolved table has its part (code outside it reads it with `?.`). */
  interface StringTable {
    match: MatchStrings;
  }
}
