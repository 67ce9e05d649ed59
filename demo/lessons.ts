// The lessons page: one board per lesson. A lesson's steps (the German tutorial's six diagrams,
// the Japanese capture example's two) are shown one at a time on the same board, with the step's
// text beside it; a step with a move has the board's controls (and seed-by-seed stepping).
import '../src/index.ts';
import type { OwareBoard } from '../src/index.ts';
import { LESSONS } from '../src/lessons/content/index.ts';
import { type Lesson, type LessonStep, localize } from '../src/lessons/index.ts';

interface PageText {
  title: string;
  intro: string;
  step: string;
  stepOf: string;
  steps: string;
  previous: string;
  next: string;
  source: string;
}

const PAGE: Record<string, PageText> = {
  de: {
    title: 'Lektionen',
    intro:
      'Die deutsche Schritt-für-Schritt-Anleitung, nachgebaut mit <oware-board>, und das Fangbeispiel aus dem japanischen Lexikonartikel: ein Brett pro Lektion, Schritt für Schritt. Bei einem Schritt mit Zug spielen die Knöpfe unter dem Brett ihn ab; „Samen für Samen“ zeigt ihn Samen für Samen.',
    step: 'Schritt {n}',
    stepOf: 'Schritt {n} von {total}',
    steps: 'Schritte',
    previous: 'Voriger Schritt',
    next: 'Nächster Schritt',
    source: 'Quelle',
  },
  en: {
    title: 'Lessons',
    intro:
      'The German step-by-step tutorial, rebuilt with <oware-board>, and the capture example of the Japanese encyclopedia entry: one board per lesson, one step at a time. On a step with a move, the buttons under the board replay it; “Seed by seed” walks through it one seed at a time.',
    step: 'Step {n}',
    stepOf: 'Step {n} of {total}',
    steps: 'Steps',
    previous: 'Previous step',
    next: 'Next step',
    source: 'Source',
  },
  ja: {
    title: 'レッスン',
    intro:
      'ドイツ語のステップ・バイ・ステップ解説を<oware-board>で再現したものと、日本語の百科事典項目にある取りの例です。レッスンごとに1つの盤で、1ステップずつ進みます。手のあるステップでは盤の下のボタンで手を再生でき、「1粒ずつ」で種を1粒ずつ追えます。',
    step: 'ステップ{n}',
    stepOf: 'ステップ{n}/{total}',
    steps: 'ステップ',
    previous: '前のステップ',
    next: '次のステップ',
    source: '出典',
  },
};

const fill = (s: string, v: Record<string, number>) => s.replace(/\{(\w+)\}/g, (m, k: string) => String(v[k] ?? m));
const main = document.querySelector<HTMLElement>('#lessons')!;
let lang = 'de';

/** One lesson: its section, its board, the step on show. */
class LessonView {
  readonly section = document.createElement('section');
  readonly board = document.createElement('oware-board') as OwareBoard;
  private readonly text = document.createElement('p');
  private readonly count = document.createElement('p');
  private readonly prev = document.createElement('button');
  private readonly next = document.createElement('button');
  private readonly list = document.createElement('ol');
  private index = 0;

  constructor(readonly lesson: Lesson) {
    const s = this.section;
    s.className = 'lesson';
    s.dataset.lesson = lesson.id;
    s.setAttribute('aria-labelledby', `title-${lesson.id}`);
    const h2 = document.createElement('h2');
    h2.id = `title-${lesson.id}`;
    const src = document.createElement('p');
    src.className = 'level';
    src.dataset.source = '';
    const body = document.createElement('div');
    body.className = 'lesson-body';
    const fig = document.createElement('figure');
    fig.className = 'lesson-board';
    this.board.setAttribute('animation-speed', '260');
    fig.append(this.board);
    const side = document.createElement('div');
    side.className = 'lesson-text';
    const nav = document.createElement('div');
    nav.className = 'step-nav';
    nav.setAttribute('role', 'group');
    for (const [b, cls, d] of [
      [this.prev, 'prev', 'M15 5v14L5 12z'],
      [this.next, 'next', 'M9 5v14l10-7z'],
    ] as const) {
      b.type = 'button';
      b.className = `step-arrow ${cls}`;
      b.innerHTML = `<svg viewBox="0 0 24 24" aria-hidden="true"><path d="${d}"/></svg>`;
    }
    this.prev.addEventListener('click', () => this.show(this.index - 1));
    this.next.addEventListener('click', () => this.show(this.index + 1));
    lesson.steps.forEach((_, i) => {
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = String(i + 1);
      b.addEventListener('click', () => this.show(i));
      li.append(b);
      this.list.append(li);
    });
    nav.append(this.prev, this.list, this.next);
    this.count.className = 'step-no';
    this.text.className = 'step-text';
    this.text.setAttribute('aria-live', 'polite');
    side.append(nav, this.count, this.text);
    body.append(fig, side);
    s.append(h2, src, body);
    fig.setAttribute('aria-labelledby', `title-${lesson.id}`);
  }

  /** Show step `i` on the board (attributes of the step only; the others removed). */
  show(i: number): void {
    const steps = this.lesson.steps;
    this.index = Math.max(0, Math.min(steps.length - 1, i));
    const step: LessonStep = steps[this.index];
    const b = this.board;
    const set = (name: string, value: string | boolean | undefined) => {
      if (value === undefined || value === false) b.removeAttribute(name);
      else b.setAttribute(name, value === true ? '' : value);
    };
    set('position', step.position);
    set('labels', step.labels);
    set('variant', step.variant);
    set('highlight', step.highlight ?? '');
    set('arrows', step.arrows);
    set('markers', step.markers);
    set('show-legal', step.showLegal);
    set('moves', step.moves);
    set('controls', !!step.moves);
    // a step's text speaks of where its moves lead: shown there (a sequence with controls opens at its start)
    set('ply', step.moves ? String(step.moves.split(/\s+/).filter((t) => t && !t.endsWith('.')).length) : undefined);
    this.update();
  }

  /** The texts in the page's language. */
  update(): void {
    const page = PAGE[lang] ?? PAGE.en;
    const steps = this.lesson.steps;
    const total = steps.length;
    this.section.querySelector('h2')!.textContent = localize(this.lesson.title, lang);
    this.section.querySelector('[data-source]')!.textContent = `${page.source}: ${this.lesson.source}`;
    this.section.querySelector('.step-nav')!.setAttribute('aria-label', page.steps);
    this.prev.setAttribute('aria-label', page.previous);
    this.next.setAttribute('aria-label', page.next);
    this.prev.title = page.previous;
    this.next.title = page.next;
    this.prev.setAttribute('aria-disabled', String(this.index === 0));
    this.next.setAttribute('aria-disabled', String(this.index === total - 1));
    [...this.list.querySelectorAll('button')].forEach((btn, i) => {
      btn.setAttribute('aria-label', fill(page.stepOf, { n: i + 1, total }));
      if (i === this.index) btn.setAttribute('aria-current', 'step');
      else btn.removeAttribute('aria-current');
    });
    this.count.textContent = fill(page.stepOf, { n: this.index + 1, total });
    this.text.textContent = localize(steps[this.index].caption, lang);
  }
}

const views = LESSONS.map((lesson) => new LessonView(lesson));
for (const v of views) main.append(v.section);

function setLang(next: string): void {
  lang = PAGE[next] ? next : 'en';
  document.documentElement.lang = lang;
  const page = PAGE[lang];
  document.querySelector('#title')!.textContent = page.title;
  document.querySelector('#intro')!.textContent = page.intro;
  for (const v of views) v.update();
  for (const b of document.querySelectorAll<HTMLButtonElement>('.langs button'))
    b.setAttribute('aria-pressed', String(b.dataset.lang === lang));
  const url = new URL(location.href);
  url.searchParams.set('lang', lang);
  history.replaceState(null, '', url);
}

for (const b of document.querySelectorAll<HTMLButtonElement>('.langs button'))
  b.addEventListener('click', () => setLang(b.dataset.lang!));
const params = new URL(location.href).searchParams;
setLang(params.get('lang') ?? 'de');
for (const v of views) v.show(0);
// `?step=tutorial:3` opens a lesson at a step (1-based).
const [id, n] = (params.get('step') ?? '').split(':');
views.find((v) => v.lesson.id === id)?.show(Number(n) - 1);
