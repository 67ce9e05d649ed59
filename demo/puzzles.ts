import '../src/index.ts';
import { formatRecord, Game, type OwareBoard, recordFromGame } from '../src/index.ts';
import { PUZZLES } from '../src/lessons/content/index.ts';
import { localize } from '../src/lessons/index.ts';

const PAGE: Record<string, { title: string; intro: string }> = {
  en: {
    title: 'Puzzles',
    intro:
      'Nine puzzles on one board: choose one with the picker or Previous/Next. Click a pit (or use the arrow keys and Enter); the opponent answers by itself. Hint shows a move, Try again starts over; solved puzzles are ticked.',
  },
  de: {
    title: 'Aufgaben',
    intro:
      'Neun Aufgaben auf einem Brett: wähle eine in der Liste oder mit Zurück/Weiter. Klicke auf eine Mulde (oder Pfeiltasten und Eingabe); der Gegner antwortet von selbst. „Tipp“ zeigt einen Zug, „Noch einmal“ beginnt von vorn.',
  },
  af: {
    title: 'Raaisels',
    intro: 'Nege raaisels. Klik op ’n put (of gebruik die pyltjies en Enter); die opponent antwoord self.',
  },
  ja: {
    title: '詰めオワレ',
    intro: '9つの問題です。ハウスをクリック（または矢印キーとEnter）して指してください。相手は自動で応じます。',
  },
  fr: {
    title: 'Problèmes',
    intro: 'Neuf problèmes. Cliquez sur un trou (ou flèches et Entrée)\u00a0; l’adversaire répond tout seul.',
  },
};

// One board for all nine puzzles: a collection record (one game per puzzle, with its start as FEN,
// its solution as the main line and [Puzzle]/[Goal] tags), the viewer's picker to go between them,
// and solved puzzles remembered on this device (remember-solved).
const board = document.querySelector<OwareBoard>('#board')!;

/** The collection in `lang`: each puzzle's title and description as its Puzzle text. */
function collection(lang: string): string {
  return PUZZLES.map((p) => {
    const game = new Game({ position: p.position });
    game.playMoves(p.solution.split(/\s+/).filter(Boolean));
    const tags: Record<string, string> = {
      Event: localize(p.title, lang),
      Puzzle: `${localize(p.title, lang)}. ${localize(p.description, lang)}`,
    };
    if (p.goal) tags.Goal = p.goal;
    return formatRecord(recordFromGame(game, tags));
  }).join('\n');
}

let lang = 'en';
function render(): void {
  const page = PAGE[lang] ?? PAGE.en;
  document.querySelector('#title')!.textContent = page.title;
  document.querySelector('#intro')!.textContent = page.intro;
  board.record = collection(lang);
}
function setLang(l: string): void {
  lang = l;
  document.documentElement.lang = l;
  for (const b of document.querySelectorAll<HTMLButtonElement>('.langs button')) {
    b.setAttribute('aria-pressed', String(b.dataset.lang === l));
  }
  render();
}
for (const b of document.querySelectorAll<HTMLButtonElement>('.langs button')) {
  b.addEventListener('click', () => setLang(b.dataset.lang!));
}
setLang(new URL(location.href).searchParams.get('lang') ?? 'en');
