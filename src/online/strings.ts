/**
 * The online feature's words (`text.online`, overridable as `strings.online`): one table per
 * language, registered by the feature with `addStringPart('online', ONLINE_STRINGS)`.
 */

export interface OnlineStrings {
  /** The bar's accessible name. */
  label: string;
  createGame: string;
  copyInvite: string;
  /** `{invite}`: the link to share. */
  inviteLine: string;
  copied: string;
  copyFailed: string;
  connecting: string;
  waiting: string;
  reconnecting: string;
  closed: string;
  /** `{side}`: South or North. */
  youPlay: string;
  watching: string;
  yourTurn: string;
  /** `{side}` to move. */
  theirTurn: string;
  south: string;
  north: string;
  /** A clock: `{side}` and `{time}`. */
  clock: string;
  opponentOnline: string;
  opponentAway: string;
  opponentJoined: string;
  opponentLeft: string;
  opponentBack: string;
  resign: string;
  /** The Resign button once pressed: pressed again (within a few seconds), it resigns. */
  confirmResign: string;
  /** Beside it: keep playing. */
  cancelResign: string;
  offerDraw: string;
  acceptDraw: string;
  drawOffered: string;
  theyOfferDraw: string;
  rematch: string;
  rematchAsked: string;
  /** The result: `{winner}` and `{why}`. */
  won: string;
  drawn: string;
  youWin: string;
  youLose: string;
  /** Why a game ended, by the server's reason. */
  byResign: string;
  byFlag: string;
  byAgreement: string;
  /** A refused action: `{message}` is the server's words. */
  refused: string;
  /** `undo()` on an online board: refused (the server's game has no take-back). */
  noUndo: string;
  /** `reset()` on an online board: refused. */
  noReset: string;
}

const en: OnlineStrings = {
  label: 'Online game',
  createGame: 'Create game',
  copyInvite: 'Copy invite link',
  inviteLine: 'Invite a friend: {invite}',
  copied: 'Copied.',
  copyFailed: 'Copy failed: select the link and copy it.',
  connecting: 'Connecting to the game server…',
  waiting: 'Waiting for an opponent.',
  reconnecting: 'Connection lost: reconnecting…',
  closed: 'Not connected.',
  youPlay: 'You play {side}.',
  watching: 'You are watching.',
  yourTurn: 'Your turn.',
  theirTurn: '{side} to move.',
  south: 'South',
  north: 'North',
  clock: '{side} {time}',
  opponentOnline: 'Opponent connected',
  opponentAway: 'Opponent disconnected',
  opponentJoined: 'Your opponent has joined.',
  opponentLeft: 'Your opponent is disconnected.',
  opponentBack: 'Your opponent is back.',
  resign: 'Resign',
  confirmResign: 'Confirm resign?',
  cancelResign: 'Keep playing',
  offerDraw: 'Offer a draw',
  acceptDraw: 'Accept the draw',
  drawOffered: 'Draw offered.',
  theyOfferDraw: 'Your opponent offers a draw.',
  rematch: 'Rematch',
  rematchAsked: 'Rematch asked: waiting for your opponent.',
  won: '{winner} wins{why}.',
  drawn: 'A draw{why}.',
  youWin: 'You win{why}.',
  youLose: 'You lose{why}.',
  byResign: ' by resignation',
  byFlag: ' on time',
  byAgreement: ' by agreement',
  refused: 'Refused: {message}',
  noUndo: 'Moves cannot be taken back in an online game: offer a draw or resign.',
  noReset: 'An online game cannot be started over: offer a draw or resign.',
};
const de: OnlineStrings = {
  label: 'Online-Partie',
  createGame: 'Partie erstellen',
  copyInvite: 'Einladungslink kopieren',
  inviteLine: 'Lade jemanden ein: {invite}',
  copied: 'Kopiert.',
  copyFailed: 'Kopieren fehlgeschlagen: Link markieren und kopieren.',
  connecting: 'Verbindung zum Spielserver…',
  waiting: 'Warte auf einen Gegner.',
  reconnecting: 'Verbindung verloren: neu verbinden…',
  closed: 'Nicht verbunden.',
  youPlay: 'Du spielst {side}.',
  watching: 'Du schaust zu.',
  yourTurn: 'Du bist am Zug.',
  theirTurn: '{side} ist am Zug.',
  south: 'Süd',
  north: 'Nord',
  clock: '{side} {time}',
  opponentOnline: 'Gegner verbunden',
  opponentAway: 'Gegner getrennt',
  opponentJoined: 'Dein Gegner ist da.',
  opponentLeft: 'Dein Gegner ist getrennt.',
  opponentBack: 'Dein Gegner ist zurück.',
  resign: 'Aufgeben',
  confirmResign: 'Wirklich aufgeben?',
  cancelResign: 'Weiterspielen',
  offerDraw: 'Remis anbieten',
  acceptDraw: 'Remis annehmen',
  drawOffered: 'Remis angeboten.',
  theyOfferDraw: 'Dein Gegner bietet Remis an.',
  rematch: 'Revanche',
  rematchAsked: 'Revanche gewünscht: warte auf den Gegner.',
  won: '{winner} gewinnt{why}.',
  drawn: 'Unentschieden{why}.',
  youWin: 'Du gewinnst{why}.',
  youLose: 'Du verlierst{why}.',
  byResign: ' durch Aufgabe',
  byFlag: ' auf Zeit',
  byAgreement: ' nach Vereinbarung',
  refused: 'Abgelehnt: {message}',
  noUndo: 'In einer Online-Partie kann kein Zug zurückgenommen werden: Remis anbieten oder aufgeben.',
  noReset: 'Eine Online-Partie kann nicht neu begonnen werden: Remis anbieten oder aufgeben.',
};
const af: OnlineStrings = {
  label: 'Aanlyn spel',
  createGame: 'Skep spel',
  copyInvite: 'Kopieer uitnodigingskakel',
  inviteLine: 'Nooi ’n vriend: {invite}',
  copied: 'Gekopieer.',
  copyFailed: 'Kopiëring het misluk: kies die skakel en kopieer dit.',
  connecting: 'Koppel aan die spelbediener…',
  waiting: 'Wag vir ’n teenstander.',
  reconnecting: 'Verbinding verloor: koppel weer…',
  closed: 'Nie gekoppel nie.',
  youPlay: 'Jy speel {side}.',
  watching: 'Jy kyk toe.',
  yourTurn: 'Jou beurt.',
  theirTurn: '{side} se beurt.',
  south: 'Suid',
  north: 'Noord',
  clock: '{side} {time}',
  opponentOnline: 'Teenstander gekoppel',
  opponentAway: 'Teenstander ontkoppel',
  opponentJoined: 'Jou teenstander het aangesluit.',
  opponentLeft: 'Jou teenstander is ontkoppel.',
  opponentBack: 'Jou teenstander is terug.',
  resign: 'Gee oor',
  confirmResign: 'Regtig oorgee?',
  cancelResign: 'Speel voort',
  offerDraw: 'Bied gelykop aan',
  acceptDraw: 'Aanvaar gelykop',
  drawOffered: 'Gelykop aangebied.',
  theyOfferDraw: 'Jou teenstander bied gelykop aan.',
  rematch: 'Herwedstryd',
  rematchAsked: 'Herwedstryd gevra: wag vir jou teenstander.',
  won: '{winner} wen{why}.',
  drawn: 'Gelykop{why}.',
  youWin: 'Jy wen{why}.',
  youLose: 'Jy verloor{why}.',
  byResign: ' deur oorgawe',
  byFlag: ' op tyd',
  byAgreement: ' by ooreenkoms',
  refused: 'Geweier: {message}',
  noUndo: 'In ’n aanlyn spel kan ’n skuif nie teruggeneem word nie: bied gelykop aan of gee oor.',
  noReset: '’n Aanlyn spel kan nie oor begin word nie: bied gelykop aan of gee oor.',
};
const ja: OnlineStrings = {
  label: 'オンライン対局',
  createGame: '対局を作成',
  copyInvite: '招待リンクをコピー',
  inviteLine: '友だちを招待：{invite}',
  copied: 'コピーしました。',
  copyFailed: 'コピーできませんでした。リンクを選んでコピーしてください。',
  connecting: '対局サーバーに接続中…',
  waiting: '相手を待っています。',
  reconnecting: '接続が切れました。再接続中…',
  closed: '接続していません。',
  youPlay: 'あなたは{side}です。',
  watching: '観戦中です。',
  yourTurn: 'あなたの番です。',
  theirTurn: '{side}の番です。',
  south: '南',
  north: '北',
  clock: '{side} {time}',
  opponentOnline: '相手は接続中',
  opponentAway: '相手は切断中',
  opponentJoined: '相手が参加しました。',
  opponentLeft: '相手の接続が切れました。',
  opponentBack: '相手が戻りました。',
  resign: '投了',
  confirmResign: '本当に投了しますか？',
  cancelResign: '続ける',
  offerDraw: '引き分けを提案',
  acceptDraw: '引き分けを受ける',
  drawOffered: '引き分けを提案しました。',
  theyOfferDraw: '相手が引き分けを提案しています。',
  rematch: '再戦',
  rematchAsked: '再戦を申し込みました。相手を待っています。',
  won: '{winner}の勝ち{why}。',
  drawn: '引き分け{why}。',
  youWin: 'あなたの勝ち{why}。',
  youLose: 'あなたの負け{why}。',
  byResign: '（投了）',
  byFlag: '（時間切れ）',
  byAgreement: '（合意）',
  refused: '拒否されました：{message}',
  noUndo: 'オンライン対局では手を戻せません。引き分けを提案するか投了してください。',
  noReset: 'オンライン対局は最初からやり直せません。引き分けを提案するか投了してください。',
};
const fr: OnlineStrings = {
  label: 'Partie en ligne',
  createGame: 'Créer une partie',
  copyInvite: 'Copier le lien d’invitation',
  inviteLine: 'Invitez quelqu’un : {invite}',
  copied: 'Copié.',
  copyFailed: 'Copie impossible : sélectionnez le lien et copiez-le.',
  connecting: 'Connexion au serveur de jeu…',
  waiting: 'En attente d’un adversaire.',
  reconnecting: 'Connexion perdue : reconnexion…',
  closed: 'Non connecté.',
  youPlay: 'Vous jouez {side}.',
  watching: 'Vous regardez la partie.',
  yourTurn: 'À vous de jouer.',
  theirTurn: 'Au tour de {side}.',
  south: 'Sud',
  north: 'Nord',
  clock: '{side} {time}',
  opponentOnline: 'Adversaire connecté',
  opponentAway: 'Adversaire déconnecté',
  opponentJoined: 'Votre adversaire est arrivé.',
  opponentLeft: 'Votre adversaire est déconnecté.',
  opponentBack: 'Votre adversaire est de retour.',
  resign: 'Abandonner',
  confirmResign: 'Vraiment abandonner ?',
  cancelResign: 'Continuer',
  offerDraw: 'Proposer la nulle',
  acceptDraw: 'Accepter la nulle',
  drawOffered: 'Nulle proposée.',
  theyOfferDraw: 'Votre adversaire propose la nulle.',
  rematch: 'Revanche',
  rematchAsked: 'Revanche demandée : en attente de l’adversaire.',
  won: '{winner} gagne{why}.',
  drawn: 'Partie nulle{why}.',
  youWin: 'Vous gagnez{why}.',
  youLose: 'Vous perdez{why}.',
  byResign: ' par abandon',
  byFlag: ' au temps',
  byAgreement: ' d’un commun accord',
  refused: 'Refusé : {message}',
  noUndo: 'Impossible de reprendre un coup dans une partie en ligne : proposez la nulle ou abandonnez.',
  noReset: 'Une partie en ligne ne peut pas recommencer : proposez la nulle ou abandonnez.',
};

export const ONLINE_STRINGS = { en, de, af, ja, fr };

declare module '../i18n/types.js' {
  /** With the online feature, a resolved table has its part. */
  interface StringTable {
    online: OnlineStrings;
  }
}
