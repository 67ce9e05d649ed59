/**
 * Every user-visible string and accessible name of `<oware-board>`, by language.
 *
 * Placeholders are written `{name}` and filled by {@link format}. To add a language, add a table
 * of type {@link Strings} to {@link STRINGS} under its BCP 47 primary tag (`af`, `ja`, `fr`, …);
 * {@link resolveStrings} picks it for `lang="fr"`, `lang="fr-CA"` and so on, falling back to English.
 */

/** The text table of one language. */
export interface Strings {
  /** Accessible name of the board. */
  board: string;
  south: string;
  north: string;
  /** "{count} seed" (one). */
  seedsOne: string;
  /** "{count} seeds" (other counts). */
  seedsOther: string;
  /** A pit's accessible name: "{letter}, {side}, {seeds}"; `{states}` adds ", legal move" etc. */
  pitName: string;
  /** Joins the pit's states into its name, e.g. ", {state}". */
  pitState: string;
  stateLegal: string;
  stateLastMove: string;
  stateHighlight: string;
  stateCapture: string;
  stateOrigin: string;
  /** Lesson mark kinds `good`, `bad`, `hint`, `sown`. */
  stateGood: string;
  stateBad: string;
  stateHint: string;
  stateSown: string;
  /** A store's or score's accessible name: "{side}'s store: {seeds}". */
  storeName: string;
  /** "{side} to move". */
  toMove: string;
  /** Announcement of a move: "{side} sows {letter} ({count} seeds)". */
  moveSown: string;
  /** Added when seeds were captured: "and captures {seeds} from {pits}". */
  moveCaptured: string;
  /** A grand slam that captured nothing. */
  moveGrandSlam: string;
  /** "Score: South {south}, North {north}." */
  scoreLine: string;
  /** "{side} wins {south}–{north}". */
  gameWon: string;
  /** "Draw, {south}–{north}". */
  gameDrawn: string;
  reasonMajority: string;
  reasonEvenSplit: string;
  reasonRepetition: string;
  reasonNoLegalMove: string;
  reasonGrandSlam: string;
  /** Illegal move notices. */
  illegalGameOver: string;
  illegalNotYourPit: string;
  illegalEmptyPit: string;
  illegalMustFeed: string;
  illegalGrandSlam: string;
  illegalInvalidMove: string;
  illegalNotYourTurn: string;
  illegalNotInteractive: string;
  /** "Invalid {attribute}: {value}" shown on the board for a bad attribute value. */
  invalidValue: string;
  /** Label of the notice's close button. */
  dismiss: string;
  /** Announced after undo: "Move taken back". */
  undone: string;
  /** Announced after a new position: "New position, {side} to move". */
  newPosition: string;
  /** Shown while the computer (`ai`) thinks: "Thinking…". Optional: English when missing. */
  thinking?: string;
}

const en: Strings = {
  board: 'Oware board',
  south: 'South',
  north: 'North',
  seedsOne: '{count} seed',
  seedsOther: '{count} seeds',
  pitName: '{letter}, {side}, {seeds}{states}',
  pitState: ', {state}',
  stateLegal: 'legal move',
  stateLastMove: 'last move',
  stateHighlight: 'highlighted',
  stateCapture: 'capture',
  stateOrigin: 'origin',
  stateGood: 'good',
  stateBad: 'not possible',
  stateHint: 'hint',
  stateSown: 'sown',
  storeName: '{side} has captured {seeds}',
  toMove: '{side} to move',
  moveSown: '{side} sows {letter}, {seeds}.',
  moveCaptured: 'Captures {seeds} from {pits}.',
  moveGrandSlam: 'Grand slam: nothing is captured.',
  scoreLine: 'Score: South {south}, North {north}.',
  gameWon: '{side} wins {south}\u2013{north}.',
  gameDrawn: 'Draw, {south}\u2013{north}.',
  reasonMajority: 'more than half of the seeds captured',
  reasonEvenSplit: 'both captured half of the seeds',
  reasonRepetition: 'the position repeated',
  reasonNoLegalMove: 'no legal move left',
  reasonGrandSlam: 'grand slam',
  illegalGameOver: 'The game is over.',
  illegalNotYourPit: '{letter} belongs to {owner}; {side} is to move.',
  illegalEmptyPit: '{letter} is empty.',
  illegalMustFeed: '{side} must give the opponent seeds; {letter} does not reach them.',
  illegalGrandSlam: '{letter} would capture all the opponent\u2019s seeds, which is not allowed here.',
  illegalInvalidMove: '{letter} is not a legal move.',
  illegalNotYourTurn: 'It is {side}\u2019s turn.',
  illegalNotInteractive: 'You cannot move {letter} on this board.',
  invalidValue: 'Invalid {attribute}: \u201c{value}\u201d',
  dismiss: 'Dismiss',
  undone: 'Move taken back. {side} to move.',
  newPosition: 'New position. {side} to move.',
  thinking: 'Thinking\u2026',
};

const de: Strings = {
  board: 'Oware-Brett',
  south: 'S\u00fcd',
  north: 'Nord',
  seedsOne: '{count} Samen',
  seedsOther: '{count} Samen',
  pitName: '{letter}, {side}, {seeds}{states}',
  pitState: ', {state}',
  stateLegal: 'erlaubter Zug',
  stateLastMove: 'letzter Zug',
  stateHighlight: 'hervorgehoben',
  stateCapture: 'Fang',
  stateOrigin: 'Ausgangsmulde',
  stateGood: 'gut',
  stateBad: 'nicht m\u00f6glich',
  stateHint: 'Tipp',
  stateSown: 'ges\u00e4t',
  storeName: '{side} hat {seeds} gefangen',
  toMove: '{side} ist am Zug',
  moveSown: '{side} s\u00e4t aus {letter}, {seeds}.',
  moveCaptured: 'F\u00e4ngt {seeds} aus {pits}.',
  moveGrandSlam: 'Grand Slam: nichts wird gefangen.',
  scoreLine: 'Stand: S\u00fcd {south}, Nord {north}.',
  gameWon: '{side} gewinnt {south}:{north}.',
  gameDrawn: 'Unentschieden, {south}:{north}.',
  reasonMajority: 'mehr als die H\u00e4lfte der Samen gefangen',
  reasonEvenSplit: 'beide haben die H\u00e4lfte gefangen',
  reasonRepetition: 'die Stellung hat sich wiederholt',
  reasonNoLegalMove: 'kein erlaubter Zug mehr',
  reasonGrandSlam: 'Grand Slam',
  illegalGameOver: 'Das Spiel ist vorbei.',
  illegalNotYourPit: '{letter} geh\u00f6rt {owner}; {side} ist am Zug.',
  illegalEmptyPit: '{letter} ist leer.',
  illegalMustFeed: '{side} muss dem Gegner Samen geben; {letter} reicht nicht hin\u00fcber.',
  illegalGrandSlam: '{letter} w\u00fcrde alle Samen des Gegners fangen; das ist hier nicht erlaubt.',
  illegalInvalidMove: '{letter} ist kein erlaubter Zug.',
  illegalNotYourTurn: '{side} ist am Zug.',
  illegalNotInteractive: 'Mit {letter} kann auf diesem Brett nicht gezogen werden.',
  invalidValue: 'Ung\u00fcltiger Wert f\u00fcr {attribute}: \u201e{value}\u201c',
  dismiss: 'Schlie\u00dfen',
  undone: 'Zug zur\u00fcckgenommen. {side} ist am Zug.',
  newPosition: 'Neue Stellung. {side} ist am Zug.',
  thinking: 'Denkt nach\u2026',
};

const af: Strings = {
  board: 'Oware-bord',
  south: 'Suid',
  north: 'Noord',
  seedsOne: '{count} saad',
  seedsOther: '{count} sade',
  pitName: '{letter}, {side}, {seeds}{states}',
  pitState: ', {state}',
  stateLegal: 'geldige skuif',
  stateLastMove: 'laaste skuif',
  stateHighlight: 'uitgelig',
  stateCapture: 'vangs',
  stateOrigin: 'beginput',
  stateGood: 'goed',
  stateBad: 'nie moontlik nie',
  stateHint: 'wenk',
  stateSown: 'gesaai',
  storeName: '{side} het {seeds} gevang',
  toMove: '{side} is aan die beurt',
  moveSown: '{side} saai uit {letter}, {seeds}.',
  moveCaptured: 'Vang {seeds} uit {pits}.',
  moveGrandSlam: 'Grand slam: niks word gevang nie.',
  scoreLine: 'Telling: Suid {south}, Noord {north}.',
  gameWon: '{side} wen {south}\u2013{north}.',
  gameDrawn: 'Gelykop, {south}\u2013{north}.',
  reasonMajority: 'meer as die helfte van die sade gevang',
  reasonEvenSplit: 'albei het die helfte gevang',
  reasonRepetition: 'die stelling het herhaal',
  reasonNoLegalMove: 'geen geldige skuif oor nie',
  reasonGrandSlam: 'grand slam',
  illegalGameOver: 'Die spel is verby.',
  illegalNotYourPit: '{letter} behoort aan {owner}; {side} is aan die beurt.',
  illegalEmptyPit: '{letter} is leeg.',
  illegalMustFeed: '{side} moet die opponent sade gee; {letter} bereik hulle nie.',
  illegalGrandSlam: '{letter} sou al die opponent se sade vang, wat hier nie toegelaat word nie.',
  illegalInvalidMove: '{letter} is nie \u2019n geldige skuif nie.',
  illegalNotYourTurn: '{side} is aan die beurt.',
  illegalNotInteractive: 'Jy kan nie met {letter} op hierdie bord skuif nie.',
  invalidValue: 'Ongeldige {attribute}: \u201c{value}\u201d',
  dismiss: 'Maak toe',
  undone: 'Skuif teruggeneem. {side} is aan die beurt.',
  newPosition: 'Nuwe stelling. {side} is aan die beurt.',
  thinking: 'Dink\u2026',
};

const ja: Strings = {
  board: '\u30aa\u30ef\u30ec\u306e\u76e4',
  south: '\u5357',
  north: '\u5317',
  seedsOne: '\u7a2e{count}\u500b',
  seedsOther: '\u7a2e{count}\u500b',
  pitName: '{letter}\u3001{side}\u3001{seeds}{states}',
  pitState: '\u3001{state}',
  stateLegal: '\u6307\u305b\u308b\u624b',
  stateLastMove: '\u76f4\u524d\u306e\u624b',
  stateHighlight: '\u5f37\u8abf',
  stateCapture: '\u53d6\u308a',
  stateOrigin: '\u307e\u304d\u59cb\u3081',
  stateGood: '\u826f\u3044',
  stateBad: '\u4e0d\u53ef',
  stateHint: '\u30d2\u30f3\u30c8',
  stateSown: '\u307e\u304b\u308c\u305f',
  storeName: '{side}\u306e\u53d6\u3063\u305f{seeds}',
  toMove: '{side}\u306e\u756a',
  moveSown: '{side}\u304c{letter}\u304b\u3089\u307e\u304d\u307e\u3059\uff08{seeds}\uff09\u3002',
  moveCaptured: '{pits}\u304b\u3089{seeds}\u3092\u53d6\u308a\u307e\u3059\u3002',
  moveGrandSlam: '\u30b0\u30e9\u30f3\u30c9\u30b9\u30e9\u30e0\uff1a\u4f55\u3082\u53d6\u308c\u307e\u305b\u3093\u3002',
  scoreLine: '\u5f97\u70b9\uff1a\u5357{south}\u3001\u5317{north}\u3002',
  gameWon: '{side}\u306e\u52dd\u3061 {south}\u5bfe{north}\u3002',
  gameDrawn: '\u5f15\u304d\u5206\u3051 {south}\u5bfe{north}\u3002',
  reasonMajority: '\u534a\u5206\u3088\u308a\u591a\u304f\u53d6\u3063\u305f',
  reasonEvenSplit: '\u4e21\u8005\u304c\u534a\u5206\u305a\u3064\u53d6\u3063\u305f',
  reasonRepetition: '\u540c\u3058\u5c40\u9762\u306e\u7e70\u308a\u8fd4\u3057',
  reasonNoLegalMove: '\u6307\u305b\u308b\u624b\u304c\u306a\u3044',
  reasonGrandSlam: '\u30b0\u30e9\u30f3\u30c9\u30b9\u30e9\u30e0',
  illegalGameOver: '\u5bfe\u5c40\u306f\u7d42\u308f\u308a\u307e\u3057\u305f\u3002',
  illegalNotYourPit: '{letter}\u306f{owner}\u306e\u30cf\u30a6\u30b9\u3067\u3059\u3002{side}\u306e\u756a\u3067\u3059\u3002',
  illegalEmptyPit: '{letter}\u306f\u7a7a\u3067\u3059\u3002',
  illegalMustFeed: '{side}\u306f\u76f8\u624b\u306b\u7a2e\u3092\u4e0e\u3048\u306a\u3051\u308c\u3070\u306a\u308a\u307e\u305b\u3093\u3002{letter}\u3067\u306f\u5c4a\u304d\u307e\u305b\u3093\u3002',
  illegalGrandSlam: '{letter}\u306f\u76f8\u624b\u306e\u7a2e\u3092\u3059\u3079\u3066\u53d6\u3063\u3066\u3057\u307e\u3046\u305f\u3081\u3001\u3053\u3053\u3067\u306f\u6307\u305b\u307e\u305b\u3093\u3002',
  illegalInvalidMove: '{letter}\u306f\u6307\u305b\u307e\u305b\u3093\u3002',
  illegalNotYourTurn: '{side}\u306e\u756a\u3067\u3059\u3002',
  illegalNotInteractive: '\u3053\u306e\u76e4\u3067\u306f{letter}\u3092\u52d5\u304b\u305b\u307e\u305b\u3093\u3002',
  invalidValue: '{attribute}\u306e\u5024\u304c\u6b63\u3057\u304f\u3042\u308a\u307e\u305b\u3093\uff1a\u300c{value}\u300d',
  dismiss: '\u9589\u3058\u308b',
  undone: '\u624b\u3092\u623b\u3057\u307e\u3057\u305f\u3002{side}\u306e\u756a\u3067\u3059\u3002',
  newPosition: '\u65b0\u3057\u3044\u5c40\u9762\u3002{side}\u306e\u756a\u3067\u3059\u3002',
  thinking: '\u8003\u3048\u4e2d\u2026',
};

const fr: Strings = {
  board: 'Plateau d\u2019awal\u00e9',
  south: 'Sud',
  north: 'Nord',
  seedsOne: '{count} graine',
  seedsOther: '{count} graines',
  pitName: '{letter}, {side}, {seeds}{states}',
  pitState: ', {state}',
  stateLegal: 'coup possible',
  stateLastMove: 'dernier coup',
  stateHighlight: 'en \u00e9vidence',
  stateCapture: 'prise',
  stateOrigin: 'trou de d\u00e9part',
  stateGood: 'bon',
  stateBad: 'impossible',
  stateHint: 'indice',
  stateSown: 'sem\u00e9',
  storeName: '{side} a captur\u00e9 {seeds}',
  toMove: '{side} joue',
  moveSown: '{side} s\u00e8me depuis {letter}, {seeds}.',
  moveCaptured: 'Prend {seeds} dans {pits}.',
  moveGrandSlam: 'Grand chelem\u00a0: rien n\u2019est pris.',
  scoreLine: 'Score\u00a0: Sud {south}, Nord {north}.',
  gameWon: '{side} gagne {south}\u2013{north}.',
  gameDrawn: 'Match nul, {south}\u2013{north}.',
  reasonMajority: 'plus de la moiti\u00e9 des graines captur\u00e9es',
  reasonEvenSplit: 'chacun a captur\u00e9 la moiti\u00e9',
  reasonRepetition: 'la position s\u2019est r\u00e9p\u00e9t\u00e9e',
  reasonNoLegalMove: 'plus aucun coup possible',
  reasonGrandSlam: 'grand chelem',
  illegalGameOver: 'La partie est termin\u00e9e.',
  illegalNotYourPit: '{letter} appartient \u00e0 {owner}\u00a0; c\u2019est \u00e0 {side} de jouer.',
  illegalEmptyPit: '{letter} est vide.',
  illegalMustFeed: '{side} doit nourrir l\u2019adversaire\u00a0; {letter} ne l\u2019atteint pas.',
  illegalGrandSlam: '{letter} prendrait toutes les graines adverses, ce qui n\u2019est pas permis ici.',
  illegalInvalidMove: '{letter} n\u2019est pas un coup possible.',
  illegalNotYourTurn: 'C\u2019est \u00e0 {side} de jouer.',
  illegalNotInteractive: 'On ne peut pas jouer {letter} sur ce plateau.',
  invalidValue: '{attribute} invalide\u00a0: \u00ab\u00a0{value}\u00a0\u00bb',
  dismiss: 'Fermer',
  undone: 'Coup annul\u00e9. {side} joue.',
  newPosition: 'Nouvelle position. {side} joue.',
  thinking: 'R\u00e9flexion\u2026',
};

/**
 * All string tables by primary language tag. The core keeps English and German; Afrikaans,
 * Japanese and French ({@link MORE_STRINGS}) are added by the full build (`import 'oware-board'`,
 * `oware-board/lessons`), which keeps the one-file core CDN build within its size budget. A core
 * build can add them with `Object.assign(STRINGS, MORE_STRINGS)`.
 */
export const STRINGS: Record<string, Strings> = { en, de };

/** Afrikaans, Japanese and French (tree-shaken out of the core unless used). */
export const MORE_STRINGS: Record<string, Strings> = { af, ja, fr };

/** The languages that have a table. */
export function supportedLanguages(): string[] {
  return Object.keys(STRINGS);
}

/** The table for a language tag (`de`, `de-CH`, …), English when there is none, with overrides applied. */
export function resolveStrings(lang: string | null | undefined, overrides?: Partial<Strings> | null): Strings {
  const tag = (lang ?? '').toLowerCase();
  const base = STRINGS[tag] ?? STRINGS[tag.split('-')[0]] ?? en;
  return overrides ? { ...base, ...overrides } : base;
}

/** Fill `{name}` placeholders. Unknown names are left as they are. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}

/** "1 seed" / "4 seeds". */
export function seeds(s: Strings, count: number): string {
  return format(count === 1 ? s.seedsOne : s.seedsOther, { count });
}

/** The language in force for an element: its own `lang`, else the nearest ancestor's, across shadow roots. */
export function languageOf(el: Element): string {
  let node: Element | null = el;
  while (node) {
    const found: Element | null = node.closest('[lang]');
    if (found) return found.getAttribute('lang') || 'en';
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return document.documentElement.lang || 'en';
}
