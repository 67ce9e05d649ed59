// The "Static diagrams" page's server-rendered column, as a site's build would write it: the five
// diagrams of demo/static-diagrams.md as <oware-board> elements rendered by @lit-labs/ssr to
// declarative shadow DOM, one <section> per diagram, written to standard output. Run by
// scripts/ssr-diagrams.ts (the demo's Vite plugin) in a process of its own, under tsx, so that the
// DOM shim's globals stay out of Vite's process and the element comes straight from src/.
//   node --import tsx scripts/ssr-diagrams-render.mjs
import '@lit-labs/ssr/lib/install-global-dom-shim.js'; // first: the DOM shim
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const { render } = await import('@lit-labs/ssr');
const { collectResultSync } = await import('@lit-labs/ssr/lib/render-result.js');
const { html } = await import('lit');
const { ifDefined } = await import('lit/directives/if-defined.js');
await import('../src/all.ts'); // every feature registered: arrows, markers and the caption in the markup
const { boardAnnotations, boardAttributes, readDiagrams } = await import('../demo/diagrams.ts');

const escapeHTML = (s) => s.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

/** One diagram's board, server-rendered. */
function board(picture) {
  const a = boardAttributes(picture);
  return collectResultSync(
    render(
      html`<oware-board position=${ifDefined(a.position)} orientation=${ifDefined(a.orientation)} labels=${ifDefined(a.labels)} highlight=${ifDefined(a.highlight)} arrows=${ifDefined(a.arrows)} markers=${ifDefined(a.markers)} ?stores=${'stores' in a} .annotations=${boardAnnotations(picture)}></oware-board>`,
    ),
  );
}

const diagrams = readDiagrams(readFileSync(resolve(root, 'demo/static-diagrams.md'), 'utf8'));
const sections = diagrams.map(
  (d, i) =>
    `<section aria-labelledby="d${i}"><h2 id="d${i}">${escapeHTML(d.title)}</h2><div class="ways"><div class="way-ssr"><h3>Server-rendered (<code>@lit-labs/ssr</code>)</h3>${board(d.picture)}</div></div></section>`,
);
process.stdout.write(sections.join('\n'));
