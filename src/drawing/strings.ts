/**
 * The drawing feature's words (`text.drawing`, overridable as `strings.drawing`): one table per
 * language, registered by the feature with `addStringPart('drawing', DRAWING_STRINGS)`.
 */

export interface DrawingStrings {
  /** The palette's group name. */
  tools: string;
  mark: string;
  arrow: string;
  number: string;
  clear: string;
  /** The kinds' names. */
  good: string;
  bad: string;
  capture: string;
  origin: string;
  target: string;
  highlight: string;
  /** How to draw, under the palette (shown by its summary `howTo`). */
  howTo: string;
  help: string;
  /** Announced: an arrow started from a pit (`{pit}`), an arrow drawn, a mark drawn, removed, the drawing cleared. */
  arrowFrom: string;
  arrowDrawn: string;
  markDrawn: string;
  removed: string;
  cleared: string;
}

const en: DrawingStrings = {
  howTo: 'How to draw',
  tools: 'Drawing',
  mark: 'Mark',
  arrow: 'Arrow',
  number: 'Number',
  clear: 'Clear drawing',
  good: 'good',
  bad: 'bad',
  capture: 'capture',
  origin: 'origin',
  target: 'target',
  highlight: 'highlight',
  help: 'Right-click a pit to mark it, right-drag for an arrow (Shift: capture, Alt: origin, Ctrl: bad); or pick a tool and tap pits. Keys on a pit: M mark, A arrow from / to, N number, Esc cancel.',
  arrowFrom: 'Arrow from {pit}: choose the pit it points to.',
  arrowDrawn: 'Arrow from {from} to {to}.',
  markDrawn: '{pit} marked {kind}.',
  removed: 'Removed.',
  cleared: 'Drawing cleared.',
};
const de: DrawingStrings = {
  howTo: 'So zeichnen Sie',
  tools: 'Zeichnen',
  mark: 'Markieren',
  arrow: 'Pfeil',
  number: 'Nummer',
  clear: 'Zeichnung löschen',
  good: 'gut',
  bad: 'schlecht',
  capture: 'Fang',
  origin: 'Start',
  target: 'Ziel',
  highlight: 'hervorgehoben',
  help: 'Rechtsklick auf eine Mulde markiert sie, Ziehen mit rechts zeichnet einen Pfeil (Umschalt: Fang, Alt: Start, Strg: schlecht); oder ein Werkzeug wählen und Mulden antippen. Tasten auf einer Mulde: M markieren, A Pfeil von / nach, N Nummer, Esc abbrechen.',
  arrowFrom: 'Pfeil von {pit}: die Mulde wählen, auf die er zeigt.',
  arrowDrawn: 'Pfeil von {from} nach {to}.',
  markDrawn: '{pit} markiert: {kind}.',
  removed: 'Entfernt.',
  cleared: 'Zeichnung gelöscht.',
};
const fr: DrawingStrings = {
  howTo: 'Comment dessiner',
  tools: 'Dessin',
  mark: 'Marquer',
  arrow: 'Flèche',
  number: 'Numéro',
  clear: 'Effacer le dessin',
  good: 'bon',
  bad: 'mauvais',
  capture: 'prise',
  origin: 'départ',
  target: 'cible',
  highlight: 'surligné',
  help: 'Clic droit sur un trou pour le marquer, glisser avec le bouton droit pour une flèche (Maj : prise, Alt : départ, Ctrl : mauvais) ; ou choisir un outil et toucher les trous. Touches sur un trou : M marquer, A flèche de / vers, N numéro, Échap annuler.',
  arrowFrom: 'Flèche depuis {pit} : choisissez le trou visé.',
  arrowDrawn: 'Flèche de {from} à {to}.',
  markDrawn: '{pit} marqué : {kind}.',
  removed: 'Retiré.',
  cleared: 'Dessin effacé.',
};
const af: DrawingStrings = {
  howTo: 'Hoe om te teken',
  tools: 'Teken',
  mark: 'Merk',
  arrow: 'Pyl',
  number: 'Nommer',
  clear: 'Vee tekening uit',
  good: 'goed',
  bad: 'sleg',
  capture: 'vang',
  origin: 'begin',
  target: 'teiken',
  highlight: 'uitgelig',
  help: "Regskliek op 'n put om dit te merk, sleep met die regterknoppie vir 'n pyl (Shift: vang, Alt: begin, Ctrl: sleg); of kies 'n gereedskap en tik op putte. Sleutels op 'n put: M merk, A pyl van / na, N nommer, Esc kanselleer.",
  arrowFrom: 'Pyl van {pit}: kies die put waarna dit wys.',
  arrowDrawn: 'Pyl van {from} na {to}.',
  markDrawn: '{pit} gemerk: {kind}.',
  removed: 'Verwyder.',
  cleared: 'Tekening uitgevee.',
};
const ja: DrawingStrings = {
  howTo: '描き方',
  tools: '描画',
  mark: '印',
  arrow: '矢印',
  number: '番号',
  clear: '描画を消す',
  good: '好手',
  bad: '悪手',
  capture: '取り',
  origin: '起点',
  target: '目標',
  highlight: '強調',
  help: '穴を右クリックで印、右ドラッグで矢印（Shift: 取り、Alt: 起点、Ctrl: 悪手）。またはツールを選んで穴をタップ。穴の上のキー: M 印、A 矢印の始点／終点、N 番号、Esc 取り消し。',
  arrowFrom: '{pit}からの矢印: 指す穴を選んでください。',
  arrowDrawn: '{from}から{to}への矢印。',
  markDrawn: '{pit}に印: {kind}。',
  removed: '消しました。',
  cleared: '描画を消しました。',
};

/** The part's tables by language. */
export const DRAWING_STRINGS = { en, de, fr, af, ja };

declare module '../i18n/types.js' {
  /** With the drawing feature, a resolved table has its part. */
  interface StringTable {
    drawing: DrawingStrings;
  }
}
