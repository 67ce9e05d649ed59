// Plain pages from dist/ as the journeys' users write them (a teacher's lesson page, a club's page
// of records, a game): lesson.html, club.html and game.html in a cdnSite (harness.mjs), with the
// CSS docs/element.md gives for boards that are not defined yet.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './harness.mjs';

/**
 * The CSS docs/element.md gives a page for boards not defined yet (read from the page itself, so
 * the check tests what the documentation says), and a page background in the page's scheme.
 */
const doc = readFileSync(join(root, 'docs/element.md'), 'utf8');
const block = /### Before the code has loaded[\s\S]*?```css\n([\s\S]*?)```/.exec(doc);
if (!block) throw new Error('docs/element.md has no CSS under "Before the code has loaded"');
export const NOT_DEFINED_CSS = `<style>:root { color-scheme: light dark; }\n${block[1]}</style>`;

/** Write the journeys' pages into `site` (a cdnSite). */
export function writeJourneyPages(site) {
  const TEXT =
    '<p>Oware is sown counter-clockwise, one seed to a pit. A pit of the opponent that ends with two or three seeds is captured, and the pits before it too.</p>';
  site.write(
    'lesson.html',
    site.page(`${NOT_DEFINED_CSS}<h1>Lesson 3: captures</h1>${TEXT}
  <oware-board moves="C f B a" controls caption labels="letters" lang="de"></oware-board>${TEXT}
  <oware-board position="1,2,0,6,3,3/4,1,2,1,0,3 S 10-12" labels="letters" highlight="b:capture c:capture F:origin" arrows="F>c"></oware-board>${TEXT}
  <oware-board puzzle controls position="10,3,5,0,4,1/0,0,4,0,2,3 S 5-11" solution="A a E" goal="capture:5"></oware-board>${TEXT}${TEXT}`),
  );
  const RECORD = `[Event "Club night"] [South "Ama"] [North "Kofi"]
  1. C f 2. B a {North answers. [%mark B:good]} 3. E (3. D d) e`;
  const COLLECTION = `[Event "Club night"] [Round "1"] [South "Ama"] [North "Kofi"]
  1. C f 2. B a *

  [Event "Club night"] [Round "2"] [South "Kofi"] [North "Ama"]
  1. D e {A quiet start.} 2. A b *`;
  site.write(
    'club.html',
    site.page(`${NOT_DEFINED_CSS}<h1>Club night</h1>${TEXT}
  <oware-board labels="letters"><script type="application/x-ogn">${RECORD}</script></oware-board>${TEXT}
  <oware-board labels="letters"><script type="application/x-ogn">${COLLECTION}</script></oware-board>${TEXT}${TEXT}`),
  );
  site.write(
    'game.html',
    site.page(
      `${NOT_DEFINED_CSS}<oware-board interactive controls animation-speed="0" position="0,0,0,0,0,1/1,0,0,0,0,1 S 23-22"></oware-board>${TEXT}`,
    ),
  );
}
