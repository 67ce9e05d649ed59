// The "Static diagrams" page: the five diagrams of static-diagrams.md, each four ways — a live
// <oware-board>, boardSVG()'s picture, the markdown-it plugin's output for the Markdown file, and
// a column kept for server-rendered markup. The diagrams' options are read from the Markdown file's
// blocks by the plugins' own reader, so the four ways always show the same diagrams.
import MarkdownIt from 'markdown-it';
import '../src/index.ts';
import type { OwareBoard } from '../src/index.ts';
import { readFence } from '../src/markdown/fence.ts';
import { isOwareInfo, owareMarkdownIt } from '../src/markdown/markdown-it.ts';
import { boardSVG } from '../src/svg/index.ts';
import source from './static-diagrams.md?raw';

// Pictures the width of a column (their captions then keep a readable size).
const md = new MarkdownIt().use(owareMarkdownIt, { theme: 'auto', size: 300 });
const main = document.querySelector<HTMLElement>('#diagrams')!;

/** Each diagram: its heading in the Markdown file and its block. */
const tokens = md.parse(source, {});
const diagrams = tokens.flatMap((t, i) =>
  t.type === 'fence' && isOwareInfo(t.info)
    ? [{ title: tokens.slice(0, i).findLast((h) => h.type === 'inline')?.content ?? '', info: t.info, body: t.content }]
    : [],
);

/** The Markdown file rendered once, as the plugin writes it: its diagrams in order. */
const rendered = document.createElement('template');
rendered.innerHTML = md.render(source);
const fromMarkdown = [...rendered.content.querySelectorAll('figure.oware-diagram')];

/** A live board of the same options (the caption through `annotations`, as the lessons set it). */
function liveBoard(options: ReturnType<typeof readFence>['picture']): OwareBoard {
  const board = document.createElement('oware-board') as OwareBoard;
  for (const k of ['position', 'orientation', 'labels', 'highlight', 'arrows', 'markers'] as const)
    if (options[k] !== undefined) board.setAttribute(k, String(options[k]));
  if (options.stores) board.setAttribute('stores', '');
  if (options.caption) board.annotations = { marks: [], arrows: [], caption: options.caption };
  return board;
}

function cell(heading: string, content: Node): HTMLElement {
  const div = document.createElement('div');
  const h3 = document.createElement('h3');
  h3.innerHTML = heading;
  div.append(h3, content);
  return div;
}

diagrams.forEach((d, i) => {
  const options = readFence(d.info, d.body).picture;
  const section = document.createElement('section');
  section.setAttribute('aria-labelledby', `d${i}`);
  const h2 = document.createElement('h2');
  h2.id = `d${i}`;
  h2.textContent = d.title;
  const ways = document.createElement('div');
  ways.className = 'ways';
  const picture = document.createElement('template');
  picture.innerHTML = `<figure>${boardSVG({ ...options, theme: 'auto', size: 300, id: `page${i}-` })}</figure>`;
  const ssr = document.createElement('p');
  ssr.className = 'ssr';
  ssr.textContent = 'Server-rendered (SSR): to come — the element through @lit-labs/ssr, shown with JavaScript off.';
  ways.append(
    cell('Live <code>&lt;oware-board&gt;</code>', liveBoard(options)),
    cell('<code>boardSVG()</code>', picture.content),
    cell('Markdown (markdown-it)', fromMarkdown[i] ?? document.createTextNode('—')),
    cell('Server-rendered (SSR)', ssr),
  );
  section.append(h2, ways);
  main.append(section);
});
main.removeAttribute('aria-busy');
