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
};

/** All string tables by primary language tag. Add `af`, `ja`, `fr` here. */
export const STRINGS: Record<string, Strings> = { en, de };

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
