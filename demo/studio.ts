// The demo's Studio page: one use of <oware-studio> (src/studio/). The page keeps the share link
// in its address (`#s=…`: a link opens the studio as it was), the language in `?lang=`, and its
// own header and language picker around the element.
import '../src/studio/index.ts';
import type { OwareStudio } from '../src/studio/index.ts';
import { STUDIO_LANGS, tableOf } from '../src/studio/strings.ts';

const studio = document.getElementById('studio') as OwareStudio;

/** The page's words (its header, the picker's name) in `lang`; the studio's own follow its `lang`. */
function setLang(next: string): void {
  const lang = (STUDIO_LANGS as readonly string[]).includes(next) ? next : 'en';
  const t = tableOf(lang);
  document.documentElement.lang = lang;
  for (const el of document.querySelectorAll<HTMLElement>('[data-t]'))
    el.textContent = t[el.dataset.t as keyof typeof t];
  for (const el of document.querySelectorAll<HTMLElement>('[data-t-label]'))
    el.setAttribute('aria-label', t[el.dataset.tLabel as keyof typeof t]);
  for (const b of document.querySelectorAll<HTMLButtonElement>('.langs button'))
    b.setAttribute('aria-pressed', String(b.dataset.lang === lang));
  studio.lang = lang;
  const url = new URL(location.href);
  url.searchParams.set('lang', lang);
  history.replaceState(null, '', url);
}
for (const b of document.querySelectorAll<HTMLButtonElement>('.langs button'))
  b.addEventListener('click', () => setLang(b.dataset.lang!));
setLang(new URLSearchParams(location.search).get('lang') ?? document.documentElement.lang ?? 'en');

// the address follows the studio: its share link replaces the page's fragment on every edit
studio.addEventListener('oware-studio-change', (e) => {
  history.replaceState(null, '', `${location.pathname}${location.search}${new URL(e.detail.link).hash}`);
});
// a share link reopens the studio as it was (a link it refuses: the studio says why, and stays as it is)
if (location.hash.startsWith('#s=')) studio.value = location.hash;
