import '../src/index.ts';
import { PUZZLES } from '../src/lessons/content/index.ts';
import { localize } from '../src/lessons/index.ts';

const PAGE: Record<string, { title: string; intro: string; solved: string; level: string }> = {
  en: {
    title: 'Puzzles',
    intro:
      'Nine puzzles. Click a pit (or use the arrow keys and Enter); the opponent answers by itself. Hint shows a move, Try again starts over.',
    solved: '✓ solved',
    level: 'Level',
  },
  de: {
    title: 'Aufgaben',
    intro:
      'Neun Aufgaben. Klicke auf eine Mulde (oder Pfeiltasten und Eingabe); der Gegner antwortet von selbst. „Tipp“ zeigt einen Zug, „Noch einmal“ beginnt von vorn.',
    solved: '✓ gelöst',
    level: 'Stufe',
  },
  af: {
    title: 'Raaisels',
    intro: 'Nege raaisels. Klik op ’n put (of gebruik die pyltjies en Enter); die opponent antwoord self.',
    solved: '✓ opgelos',
    level: 'Vlak',
  },
  ja: {
    title: '詰めオワレ',
    intro: '9つの問題です。ハウスをクリック（または矢印キーとEnter）して指してください。相手は自動で応じます。',
    solved: '✓ 正解',
    level: 'レベル',
  },
  fr: {
    title: 'Problèmes',
    intro: 'Neuf problèmes. Cliquez sur un trou (ou flèches et Entrée)\u00a0; l’adversaire répond tout seul.',
    solved: '✓ résolu',
    level: 'Niveau',
  },
};

const main = document.querySelector<HTMLElement>('#puzzles')!;
for (const p of PUZZLES) {
  const section = document.createElement('section');
  section.dataset.puzzle = p.id;
  const h2 = document.createElement('h2');
  h2.id = `h-${p.id}`;
  const title = document.createElement('span');
  const badge = document.createElement('span');
  badge.className = 'solved-badge';
  h2.append(title, badge);
  const level = document.createElement('div');
  level.className = 'level';
  const desc = document.createElement('p');
  const board = document.createElement('oware-board');
  board.id = `board-${p.id}`;
  board.setAttribute('position', p.position);
  board.setAttribute('solution', p.solution);
  if (p.goal) board.setAttribute('goal', p.goal);
  board.setAttribute('labels', 'letters');
  board.setAttribute('puzzle', '');
  board.setAttribute('controls', '');
  board.setAttribute('stores', '');
  board.addEventListener('oware-puzzle-solved', () => section.classList.add('solved'));
  board.addEventListener('oware-puzzle-solved', () => {
    badge.dataset.solved = 'true';
    render();
  });
  section.append(h2, level, desc, board);
  main.append(section);
}

let lang = 'en';
function render(): void {
  const page = PAGE[lang] ?? PAGE.en;
  document.querySelector('#title')!.textContent = page.title;
  document.querySelector('#intro')!.textContent = page.intro;
  for (const p of PUZZLES) {
    const section = main.querySelector<HTMLElement>(`[data-puzzle="${p.id}"]`)!;
    const [title, badge] = section.querySelectorAll('h2 span');
    title.textContent = localize(p.title, lang);
    badge.textContent = (badge as HTMLElement).dataset.solved ? page.solved : '';
    section.querySelector('.level')!.textContent = `${page.level} ${p.level ?? 1}`;
    section.querySelector('p')!.textContent = localize(p.description, lang);
  }
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
