/**
 * The game controls' own text (`board.text.game`, overridable by pages as `strings.game`): one
 * table per language, registered by the game feature with `addStringPart('game', GAME_STRINGS)`.
 */

/** The game controls' strings (placeholders in braces). */
export interface GameStrings {
  /** Download the picture on show as an image file. */
  downloadSvg: string;
  downloadPng: string;
  /** The control bar's accessible name. */
  controlsLabel: string;
  newGame: string;
  undo: string;
  hint: string;
  copyPosition: string;
  copyMoves: string;
  /** With a game record (`board.record`): copy it, download it as a `.ogn` file. */
  copyRecord: string;
  downloadRecord: string;
  copied: string;
  /** Shown with the text when the clipboard refused it. */
  copyFailed: string;
  /** "Hint: play {pit}." */
  hintSays: string;
  hintWait: string;
  hintNone: string;
  /** Against the computer: `{you}` and `{computer}` are the two scores. */
  youWin: string;
  youLose: string;
  youDraw: string;
  /** The review bar's accessible name. */
  reviewLabel: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  /** Back to the live position. */
  live: string;
  moveList: string;
  /** "Move {n} of {total}". */
  moveOf: string;
  startPosition: string;
  /** A move tried while an earlier step is on show. */
  reviewRefused: string;
}

const en: GameStrings = {
  downloadSvg: 'Download image (SVG)',
  downloadPng: 'Download image (PNG)',
  controlsLabel: 'Game controls',
  newGame: 'New game',
  undo: 'Undo',
  hint: 'Hint',
  copyPosition: 'Copy position',
  copyMoves: 'Copy moves',
  copyRecord: 'Copy record',
  downloadRecord: 'Download .ogn',
  copied: 'Copied to the clipboard.',
  copyFailed: 'Could not copy; select it here:',
  hintSays: 'Hint: play {pit}.',
  hintWait: 'Looking for a good move…',
  hintNone: 'No hint: the game is over.',
  youWin: 'You win {you}–{computer}.',
  youLose: 'You lose {you}–{computer}.',
  youDraw: 'Draw {you}–{computer}.',
  reviewLabel: 'Review the game',
  first: 'Start position',
  previous: 'Previous move',
  next: 'Next move',
  last: 'Last move',
  live: 'Back to the game',
  moveList: 'Moves played',
  moveOf: 'Move {n} of {total}',
  startPosition: 'Start position',
  reviewRefused: 'Move {n} of {total} is on show: go back to the game to play.',
};

const de: GameStrings = {
  downloadSvg: 'Bild herunterladen (SVG)',
  downloadPng: 'Bild herunterladen (PNG)',
  controlsLabel: 'Spielsteuerung',
  newGame: 'Neues Spiel',
  undo: 'Zurücknehmen',
  hint: 'Tipp',
  copyPosition: 'Stellung kopieren',
  copyMoves: 'Züge kopieren',
  copyRecord: 'Partie kopieren',
  downloadRecord: '.ogn herunterladen',
  copied: 'In die Zwischenablage kopiert.',
  copyFailed: 'Kopieren ging nicht; hier markieren:',
  hintSays: 'Tipp: spiele {pit}.',
  hintWait: 'Suche einen guten Zug …',
  hintNone: 'Kein Tipp: Das Spiel ist aus.',
  youWin: 'Du gewinnst {you}:{computer}.',
  youLose: 'Du verlierst {you}:{computer}.',
  youDraw: 'Unentschieden, {you}:{computer}.',
  reviewLabel: 'Partie nachspielen',
  first: 'Ausgangsstellung',
  previous: 'Zug zurück',
  next: 'Zug vor',
  last: 'Letzter Zug',
  live: 'Zurück zum Spiel',
  moveList: 'Gespielte Züge',
  moveOf: 'Zug {n} von {total}',
  startPosition: 'Ausgangsstellung',
  reviewRefused: 'Zug {n} von {total} wird gezeigt: Zurück zum Spiel, um zu ziehen.',
};

const af: GameStrings = {
  downloadSvg: 'Laai prent af (SVG)',
  downloadPng: 'Laai prent af (PNG)',
  controlsLabel: 'Spelkontroles',
  newGame: 'Nuwe spel',
  undo: 'Ontdoen',
  hint: 'Wenk',
  copyPosition: 'Kopieer stelling',
  copyMoves: 'Kopieer skuiwe',
  copyRecord: 'Kopieer rekord',
  downloadRecord: 'Laai .ogn af',
  copied: 'Na die knipbord gekopieer.',
  copyFailed: 'Kon nie kopieer nie; kies dit hier:',
  hintSays: 'Wenk: speel {pit}.',
  hintWait: 'Soek ’n goeie skuif …',
  hintNone: 'Geen wenk nie: die spel is verby.',
  youWin: 'Jy wen {you}–{computer}.',
  youLose: 'Jy verloor {you}–{computer}.',
  youDraw: 'Gelykop, {you}–{computer}.',
  reviewLabel: 'Speel die spel terug',
  first: 'Beginstelling',
  previous: 'Vorige skuif',
  next: 'Volgende skuif',
  last: 'Laaste skuif',
  live: 'Terug na die spel',
  moveList: 'Skuiwe gespeel',
  moveOf: 'Skuif {n} van {total}',
  startPosition: 'Beginstelling',
  reviewRefused: 'Skuif {n} van {total} word gewys: gaan terug na die spel om te speel.',
};

const fr: GameStrings = {
  downloadSvg: 'Télécharger l’image (SVG)',
  downloadPng: 'Télécharger l’image (PNG)',
  controlsLabel: 'Commandes de la partie',
  newGame: 'Nouvelle partie',
  undo: 'Annuler',
  hint: 'Conseil',
  copyPosition: 'Copier la position',
  copyMoves: 'Copier les coups',
  copyRecord: 'Copier la partie',
  downloadRecord: 'Télécharger .ogn',
  copied: 'Copié dans le presse-papiers.',
  copyFailed: 'Copie impossible\u00a0; sélectionnez ici\u00a0:',
  hintSays: 'Conseil\u00a0: jouez {pit}.',
  hintWait: 'Recherche d’un bon coup…',
  hintNone: 'Pas de conseil\u00a0: la partie est finie.',
  youWin: 'Vous gagnez {you}–{computer}.',
  youLose: 'Vous perdez {you}–{computer}.',
  youDraw: 'Match nul, {you}–{computer}.',
  reviewLabel: 'Revoir la partie',
  first: 'Position de départ',
  previous: 'Coup précédent',
  next: 'Coup suivant',
  last: 'Dernier coup',
  live: 'Retour à la partie',
  moveList: 'Coups joués',
  moveOf: 'Coup {n} sur {total}',
  startPosition: 'Position de départ',
  reviewRefused: 'Le coup {n} sur {total} est affiché\u00a0: revenez à la partie pour jouer.',
};

const ja: GameStrings = {
  downloadSvg: '画像を保存 (SVG)',
  downloadPng: '画像を保存 (PNG)',
  controlsLabel: 'ゲーム操作',
  newGame: '新しいゲーム',
  undo: '一手戻す',
  hint: 'ヒント',
  copyPosition: '局面をコピー',
  copyMoves: '手順をコピー',
  copyRecord: '棋譜をコピー',
  downloadRecord: '.ogn を保存',
  copied: 'クリップボードにコピーしました。',
  copyFailed: 'コピーできませんでした。ここから選択してください：',
  hintSays: 'ヒント：{pit}を打ちましょう。',
  hintWait: '良い手を探しています…',
  hintNone: 'ヒントはありません。ゲームは終わりました。',
  youWin: 'あなたの勝ち {you}対{computer}。',
  youLose: 'あなたの負け {you}対{computer}。',
  youDraw: '引き分け {you}対{computer}。',
  reviewLabel: 'ゲームを振り返る',
  first: '開始局面',
  previous: '前の手',
  next: '次の手',
  last: '最後の手',
  live: 'ゲームに戻る',
  moveList: '指した手',
  moveOf: '{total}手中{n}手目',
  startPosition: '開始局面',
  reviewRefused: '{total}手中{n}手目を表示中です。打つにはゲームに戻ってください。',
};

/** The part's tables by language. */
export const GAME_STRINGS = { en, de, af, ja, fr };

declare module '../i18n/types.js' {
  /** With the game feature, a resolved table has its part. */
  interface StringTable {
    game: GameStrings;
  }
}
