// Every Node-only subpath of oware-board, imported and used as a Node script would: type-checked by
// test/packed/declarations.test.mjs with no DOM lib (tsconfig.json: nodenext; tsconfig.bundler.json).

import MarkdownIt from 'markdown-it';
import { analyze, hint, type SearchResult, search, searchAsync } from 'oware-board/ai';
import { Game, type Side, START_POSITION } from 'oware-board/engine';
import owareMarkdownIt, { DiagramError, type OwareMarkdownOptions } from 'oware-board/markdown-it';
import { formatRecord, type GameRecord, parseRecord, recordFromGame } from 'oware-board/record';
import rehypeOware from 'oware-board/rehype';
import { type RunningServer, type ServerOptions, startServer } from 'oware-board/server';
import { BoardSVGError, boardSVG } from 'oware-board/svg';
import rehypeParse from 'rehype-parse';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';

const game = new Game();
game.play(game.legalMoves()[0]!);
const turn: Side = game.turn;
const best: SearchResult = search(game.position, { level: 3, maxDepth: 4 });
const pitOf = (r: SearchResult): number => r.move;
pitOf(hint(START_POSITION, { level: 2 }));
pitOf(analyze(game, { maxDepth: 2 }));
// the async search falls back to the main thread where there is no Worker (Node)
const later: Promise<SearchResult> = searchAsync({ position: game, level: 1, maxDepth: 2 });

const record: GameRecord = recordFromGame(game);
const text: string = formatRecord(parseRecord(formatRecord(record)));

const svg: string = boardSVG({ position: game.position, size: 240, theme: 'auto', lang: 'de' });
try {
  boardSVG({ size: 1 });
} catch (e) {
  if (!(e instanceof BoardSVGError)) throw e;
}

const options: OwareMarkdownOptions = {
  theme: 'dark',
  onError: (e) => console.warn(e instanceof DiagramError ? e.message : e),
};
const html: string = new MarkdownIt().use(owareMarkdownIt, options).render('```oware\nposition: start\n```\n');
const page = unified()
  .use(rehypeParse, { fragment: true })
  .use(rehypeOware, { size: 200 })
  .use(rehypeStringify)
  .processSync('<pre><code class="language-oware">position: start</code></pre>');
const rendered: string = String(page);

const serverOptions: ServerOptions = { port: 0, db: ':memory:', log: () => {} };
const start: (o?: ServerOptions) => Promise<RunningServer> = startServer;

console.log(turn, best.move, text.length, svg.length, html.length, rendered.length, typeof start, serverOptions.port);
console.log((await later).move);
