// The "Static diagrams" page: the five diagrams of static-diagrams.md, each four ways — a live
// <oware-board>, boardSVG()'s picture, the markdown-it plugin's output for the Markdown file, and
// the element rendered on the server by @lit-labs/ssr. The server-rendered column is in the page's
// HTML already (one <section> per diagram, written by the demo's Vite plugin, scripts/ssr-diagrams.ts),
// so it shows with JavaScript off; this script adds the other three columns in front of it, and
// Lit's hydration support (loaded first) makes the server's boards the element's own. The diagrams'
// options are read from the Markdown file's blocks by the plugins' own reader (diagrams.ts), so the
// four ways always show the same diagrams.
import '@lit-labs/ssr-client/lit-element-hydrate-support.js'; // first: before Lit's element class
import MarkdownIt from 'markdown-it';
import '../src/index.ts';
import type { OwareBoard } from '../src/index.ts';
import { owareMarkdownIt } from '../src/markdown/markdown-it.ts';
import { boardSVG } from '../src/svg/index.ts';
import { boardAnnotations, boardAttributes, type DiagramPicture, readDiagrams } from './diagrams.ts';
import source from './static-diagrams.md?raw';

// Pictures the width of a column (their captions then keep a readable size).
const md = new MarkdownIt().use(owareMarkdownIt, { theme: 'auto', size: 300 });
const main = document.querySelector<HTMLElement>('#diagrams')!;
const diagrams = readDiagrams(source);

/** The Markdown file rendered once, as the plugin writes it: its diagrams in order. */
const rendered = document.createElement('template');
rendered.innerHTML = md.render(source);
const fromMarkdown = [...rendered.content.querySelectorAll('figure.oware-diagram')];

/** A board's caption, as the lessons set it (a server-rendered board gets it before its first update). */
function caption(board: OwareBoard, picture: DiagramPicture): void {
  const annotations = boardAnnotations(picture);
  if (annotations) board.annotations = annotations;
}

/** A live board of the same options. */
function liveBoard(picture: DiagramPicture): OwareBoard {
  const board = document.createElement('oware-board') as OwareBoard;
  for (const [k, v] of Object.entries(boardAttributes(picture))) board.setAttribute(k, v);
  caption(board, picture);
  return board;
}

function cell(heading: string, content: Node): HTMLElement {
  const div = document.createElement('div');
  const h3 = document.createElement('h3');
  h3.innerHTML = heading;
  div.append(h3, content);
  return div;
}

/** Diagram `i`'s section: the server's (with its server-rendered board), or a new one if the page has none. */
function section(i: number, title: string): HTMLElement {
  const server = main.querySelectorAll<HTMLElement>(':scope > section')[i];
  if (server) return server;
  const s = document.createElement('section');
  s.setAttribute('aria-labelledby', `d${i}`);
  const h2 = document.createElement('h2');
  h2.id = `d${i}`;
  h2.textContent = title;
  const ways = document.createElement('div');
  ways.className = 'ways';
  s.append(h2, ways);
  main.append(s);
  return s;
}

diagrams.forEach((d, i) => {
  const options = d.picture;
  const s = section(i, d.title);
  const ssr = s.querySelector<OwareBoard>('.way-ssr oware-board');
  if (ssr) caption(ssr, options);
  const picture = document.createElement('template');
  picture.innerHTML = `<figure>${boardSVG({ ...options, theme: 'auto', size: 300, id: `page${i}-` })}</figure>`;
  s.querySelector('.ways')!.prepend(
    cell('Live <code>&lt;oware-board&gt;</code>', liveBoard(options)),
    cell('<code>boardSVG()</code>', picture.content),
    cell('Markdown (markdown-it)', fromMarkdown[i] ?? document.createTextNode('—')),
  );
});
