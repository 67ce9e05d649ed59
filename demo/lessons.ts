import '../src/index.ts';
import { LESSONS } from '../src/lessons/content/index.ts';
import { type Lesson, localize } from '../src/lessons/index.ts';

const PAGE: Record<string, { title: string; intro: string; step: string; source: string }> = {
  de: {
    title: 'Lektionen',
    intro:
      'Die deutsche Schritt-für-Schritt-Anleitung, nachgebaut mit <oware-board>, und das Fangbeispiel aus dem japanischen Lexikonartikel. Mit den Knöpfen unter einem Brett lässt sich der Zug abspielen.',
    step: 'Schritt',
    source: 'Quelle',
  },
  en: {
    title: 'Lessons',
    intro:
      'The German step-by-step tutorial, rebuilt with <oware-board>, and the capture example of the Japanese encyclopedia entry. The buttons under a board replay its move.',
    step: 'Step',
    source: 'Source',
  },
  ja: {
    title: 'レッスン',
    intro:
      'ドイツ語のステップ・バイ・ステップ解説を<oware-board>で再現したものと、日本語の百科事典項目にある取りの例です。盤の下のボタンで手を再生できます。',
    step: 'ステップ',
    source: '出典',
  },
};

const main = document.querySelector<HTMLElement>('#lessons')!;

function build(lessons: readonly Lesson[]): void {
  for (const lesson of lessons) {
    const section = document.createElement('section');
    section.style.marginBottom = '24px';
    section.dataset.lesson = lesson.id;
    const h2 = document.createElement('h2');
    h2.dataset.title = lesson.id;
    section.append(h2);
    const src = document.createElement('p');
    src.className = 'level';
    src.dataset.source = lesson.source;
    section.append(src);
    const grid = document.createElement('div');
    grid.className = 'cards';
    lesson.steps.forEach((step, i) => {
      const fig = document.createElement('figure');
      fig.className = 'step';
      const no = document.createElement('div');
      no.className = 'step-no';
      no.dataset.step = String(i + 1);
      const board = document.createElement('oware-board');
      board.setAttribute('position', step.position);
      if (step.labels) board.setAttribute('labels', step.labels);
      if (step.highlight) board.setAttribute('highlight', step.highlight);
      if (step.arrows) board.setAttribute('arrows', step.arrows);
      if (step.markers) board.setAttribute('markers', step.markers);
      if (step.showLegal) board.setAttribute('show-legal', '');
      if (step.moves) {
        board.setAttribute('moves', step.moves);
        board.setAttribute('controls', '');
        board.setAttribute('animation-speed', '260');
        // The sowing diagram plays itself, again and again.
        if (step.id === 'sowing') board.setAttribute('autoplay', '');
        if (step.id === 'sowing') board.setAttribute('loop', '');
      }
      const cap = document.createElement('figcaption');
      cap.dataset.caption = `${lesson.id}/${step.id}`;
      fig.append(no, board, cap);
      grid.append(fig);
    });
    section.append(grid);
    main.append(section);
  }
}

function setLang(lang: string): void {
  document.documentElement.lang = lang;
  const page = PAGE[lang] ?? PAGE.en;
  document.querySelector('#title')!.textContent = page.title;
  document.querySelector('#intro')!.textContent = page.intro;
  for (const lesson of LESSONS) {
    const section = main.querySelector(`[data-lesson="${lesson.id}"]`)!;
    section.querySelector('h2')!.textContent = localize(lesson.title, lang);
    section.querySelector('[data-source]')!.textContent = `${page.source}: ${lesson.source}`;
    lesson.steps.forEach((step) => {
      section.querySelector(`[data-caption="${lesson.id}/${step.id}"]`)!.textContent = localize(step.caption, lang);
    });
    for (const el of section.querySelectorAll<HTMLElement>('[data-step]'))
      el.textContent = `${page.step} ${el.dataset.step}`;
  }
  for (const b of document.querySelectorAll<HTMLButtonElement>('.langs button')) {
    b.setAttribute('aria-pressed', String(b.dataset.lang === lang));
  }
  const url = new URL(location.href);
  url.searchParams.set('lang', lang);
  history.replaceState(null, '', url);
}

build(LESSONS);
for (const b of document.querySelectorAll<HTMLButtonElement>('.langs button')) {
  b.addEventListener('click', () => setLang(b.dataset.lang!));
}
setLang(new URL(location.href).searchParams.get('lang') ?? 'de');
