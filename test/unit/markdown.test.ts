// The Markdown plugins (src/markdown): each ```oware block becomes boardSVG's picture of the same
// options, a live <oware-board> with that picture in <noscript>, or an error box — through
// markdown-it and through remark → rehype alike, from the one reader of blocks (fence.ts).

import type { Element, ElementContent, Root } from 'hast';
import { fromHtmlIsomorphic } from 'hast-util-from-html-isomorphic';
import MarkdownIt from 'markdown-it';
import rehypeParse from 'rehype-parse';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { Game } from '../../src/engine/index.js';
import { DiagramError, owareMarkdownIt } from '../../src/markdown/markdown-it.js';
import { rehypeOware } from '../../src/markdown/rehype.js';
import type { OwareMarkdownOptions } from '../../src/markdown/render.js';
import { type BoardSVGOptions, boardSVG } from '../../src/svg/index.js';
import { expect } from '../expect.js';

const fence = (info: string, ...lines: string[]) => `\`\`\`${info}\n${lines.join('\n')}\n\`\`\`\n`;

/** Markdown through markdown-it with the plugin; `errors` collects the bad blocks' errors. */
function viaMarkdownIt(markdown: string, options: OwareMarkdownOptions = {}) {
  const errors: DiagramError[] = [];
  const md = new MarkdownIt().use(owareMarkdownIt, { onError: (e) => errors.push(e), ...options });
  return { html: md.render(markdown), errors };
}

/** Markdown through remark-parse, remark-rehype and the plugin: the tree's top elements, the HTML, the file's messages. */
function viaRehype(markdown: string, options: OwareMarkdownOptions = {}) {
  const errors: DiagramError[] = [];
  const opts = { onError: (e: DiagramError) => errors.push(e), ...options };
  const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeOware, opts);
  const file = new VFile(markdown);
  const tree = processor.runSync(processor.parse(file), file) as Root;
  const top = tree.children.filter((c): c is Element => c.type === 'element');
  const html = unified().use(rehypeStringify).stringify(tree);
  return {
    top,
    html,
    errors,
    messages: file.messages.map((m) => `${m.line}:${m.column} ${m.reason} (${m.source}:${m.ruleId})`),
  };
}

/** `html` read as tree nodes, without positions. */
const nodes = (html: string) => fromHtmlIsomorphic(html, { fragment: true }).children as ElementContent[];
const figure = (children: ElementContent[]): Element => ({
  type: 'element',
  tagName: 'figure',
  properties: { className: ['oware-diagram'] },
  children,
});
/** A tree as plain data (positions and undefined fields left out), to compare. */
const plain = (node: unknown) => JSON.parse(JSON.stringify(node, (k, v) => (k === 'position' ? undefined : v)));

/** Both plugins draw `markdown` as exactly the picture of `options`. */
function expectPicture(markdown: string, options: BoardSVGOptions, plugin: OwareMarkdownOptions = {}) {
  const svg = boardSVG(options);
  const it = viaMarkdownIt(markdown, plugin);
  expect(it.errors.map(String)).to.deep.equal([]);
  expect(it.html).to.equal(`<figure class="oware-diagram">${svg}</figure>\n`);
  const re = viaRehype(markdown, plugin);
  expect(re.errors.map(String)).to.deep.equal([]);
  expect(re.top).to.have.length(1);
  expect(plain(re.top[0])).to.deep.equal(plain(figure(nodes(svg))));
}

/** Both plugins draw `markdown` as a live board with `attributes` and the picture of `fallback` inside <noscript>. */
function expectLive(markdown: string, attributes: string, fallback: BoardSVGOptions, caption = '') {
  const svg = boardSVG(fallback);
  const it = viaMarkdownIt(markdown);
  expect(it.errors.map(String)).to.deep.equal([]);
  const below = caption ? `<figcaption>${caption}</figcaption>` : '';
  expect(it.html).to.equal(
    `<figure class="oware-diagram"><oware-board${attributes}><noscript>${svg}</noscript></oware-board>${below}</figure>\n`,
  );
  const re = viaRehype(markdown);
  expect(re.errors.map(String)).to.deep.equal([]);
  const board = nodes(`<oware-board${attributes}></oware-board>`)[0] as Element;
  board.children = [{ type: 'element', tagName: 'noscript', properties: {}, children: nodes(svg) }];
  expect(plain(re.top[0])).to.deep.equal(plain(figure([board, ...(caption ? nodes(below) : [])])));
}

/** Both plugins draw `markdown` as one error box whose message is `message` (and tell onError). */
function expectError(markdown: string, message: string | RegExp, line?: number) {
  for (const { html, errors } of [viaMarkdownIt(markdown), viaRehype(markdown)]) {
    expect(errors).to.have.length(1);
    const e = errors[0]!;
    expect(e).to.be.instanceOf(DiagramError);
    expect(e.reason).to.equal('invalid-diagram');
    if (typeof message === 'string') expect(e.message).to.equal(message);
    else expect(e.message).to.match(message);
    expect(e.line).to.equal(line);
    const box = html.match(/<div class="oware-error" role="alert"><strong>([^<]*)<\/strong> ([^<]*)<\/div>/);
    expect(box, html).to.not.equal(null);
    expect(box![1]).to.equal(
      line === undefined ? 'This Oware diagram cannot be drawn:' : `This Oware diagram (line ${line}) cannot be drawn:`,
    );
    expect(box![2]).to.equal(e.message.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;'));
    expect(html).to.not.include('<svg');
  }
}

describe('Markdown: key/value blocks as pictures', () => {
  it('draws a block of keys as boardSVG of the same options', () => {
    expectPicture(
      fence(
        'oware',
        'position: 1,2,0,6,3,3/4,1,2,1,0,3 S 10-12',
        'highlight: c:capture d:capture',
        'arrows: F>c',
        'markers: e:1',
        'labels: letters',
        'stores',
        'orientation: north',
        'caption: South plays F and captures 5.',
      ),
      {
        position: '1,2,0,6,3,3/4,1,2,1,0,3 S 10-12',
        highlight: 'c:capture d:capture',
        arrows: 'F>c',
        markers: 'e:1',
        labels: 'letters',
        stores: true,
        orientation: 'north',
        caption: 'South plays F and captures 5.',
      },
    );
  });

  it('draws an empty block as the start position', () => {
    expectPicture(fence('oware', ''), {});
  });

  it("takes the plugin's theme, size and lang unless the block gives its own", () => {
    expectPicture(
      fence('oware', 'labels: numbers'),
      { labels: 'numbers', theme: 'auto', size: 360, lang: 'de' },
      {
        theme: 'auto',
        size: 360,
        lang: 'de',
      },
    );
    expectPicture(
      fence('oware', 'theme: dark', 'size: 600', 'lang: ja'),
      { theme: 'dark', size: 600, lang: 'ja' },
      { theme: 'auto', size: 360, lang: 'de' },
    );
  });

  it('reads flags alone, as true and as false, and the info string words as keys', () => {
    expectPicture(fence('oware', 'stores: true'), { stores: true });
    expectPicture(fence('oware', 'stores: false'), { stores: false });
    expectPicture(fence('oware stores', 'labels: letters'), { stores: true, labels: 'letters' });
  });

  it('leaves every other fence to the renderer', () => {
    const md = '```js\nconst a = 1;\n```\n\n```\nposition: start\n```\n';
    expect(viaMarkdownIt(md).html).to.equal(new MarkdownIt().render(md));
    expect(viaRehype(md).html).to.equal(
      String(unified().use(remarkParse).use(remarkRehype).use(rehypeStringify).processSync(md)),
    );
  });

  it('gives two equal diagrams of one page different ids, and the same ids on the next page', () => {
    const block = fence('oware', 'highlight: c');
    const page = viaMarkdownIt(`${block}\n${block}`).html;
    const ids = [...page.matchAll(/<svg [^>]*?id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).to.have.length(2);
    expect(ids[0]).to.not.equal(ids[1]);
    expect(page.split('\n')[0]).to.equal(`<figure class="oware-diagram">${boardSVG({ highlight: 'c' })}</figure>`);
    expect(viaMarkdownIt(`${block}\n${block}`).html).to.equal(page);
    const tree = JSON.stringify(viaRehype(`${block}\n${block}`).top);
    for (const id of ids) expect(tree).to.include(`"id":"${id}"`);
  });
});

describe('Markdown: OGN records', () => {
  const record = [
    '[Event "Club night"]',
    '1. C f 2. D {North will take two. [%mark C:capture] [%arrow d>C]} d+2',
    '3. E {[%label c:"2+3"]}',
  ];

  it('draws the step at ply with its comment as the caption and its commands as marks and arrows', () => {
    const game = Game.fromMoves('C f D');
    expectPicture(fence('oware', 'ply: 3', 'labels: letters', ...record), {
      position: game.position,
      highlight: 'C:capture',
      arrows: 'd>C',
      labels: 'letters',
      caption: 'North will take two.',
    });
  });

  it('counts a negative ply from the end, draws the start without ply, and lets the block add marks and a caption', () => {
    expectPicture(fence('oware', 'ply: -1', ...record), {
      position: Game.fromMoves('C f D d E').position,
      markers: 'c:"2+3"',
    });
    const start = new Game().position;
    expectPicture(fence('oware', 'ply: -6', ...record), { position: start });
    expectPicture(fence('oware', 'highlight: d', 'caption: Mine.', ...record), {
      position: start,
      highlight: 'd',
      caption: 'Mine.',
    });
    expectPicture(fence('oware', 'ply: 5', 'markers: d:1', ...record), {
      position: Game.fromMoves('C f D d E').position,
      markers: 'c:"2+3" d:1',
    });
  });

  it('follows a path into a variation', () => {
    const text = '1. C f 2. B (2. D {The other way. [%mark e]} e) a';
    expectPicture(fence('oware', 'path: C f D', text), {
      position: Game.fromMoves('C f D').position,
      highlight: 'e',
      caption: 'The other way.',
    });
  });
});

describe('Markdown: live boards', () => {
  it('makes a live board with the picture in <noscript> for an interactive info string', () => {
    expectLive(fence('oware interactive', 'stores', 'labels: letters'), ' interactive="both" stores labels="letters"', {
      stores: true,
      labels: 'letters',
    });
  });

  it('makes a live board for the puzzle and ai keys, its values escaped, its caption under it', () => {
    expectLive(
      fence(
        'oware',
        'position: 10,3,5,0,4,1/0,0,4,0,2,3 S 5-11',
        'puzzle',
        'solution: A a E',
        'goal: capture:5',
        'controls',
        'markers: c:"2 < 3 & more"',
        'caption: South to play & win "five".',
      ),
      ' position="10,3,5,0,4,1/0,0,4,0,2,3 S 5-11" puzzle solution="A a E" goal="capture:5" controls markers="c:&quot;2 &lt; 3 &amp; more&quot;"',
      { position: '10,3,5,0,4,1/0,0,4,0,2,3 S 5-11', markers: 'c:"2 < 3 & more"' },
      'South to play &amp; win &quot;five&quot;.',
    );
    expectLive(fence('oware', 'ai: north', 'ai-level: 2', 'theme: dark', 'size: 300'), ' ai="north" ai-level="2"', {
      theme: 'dark',
      size: 300,
    });
  });

  it("draws a sequence's fallback at the position after its moves (at ply)", () => {
    expectLive(fence('oware', 'moves: C f B a', 'ply: 2', 'controls'), ' moves="C f B a" ply="2" controls', {
      position: Game.fromMoves('C f').position,
    });
  });

  it('gives a live record board its record and ply, and draws its step as the fallback', () => {
    expectLive(
      fence('oware', 'ply: 1', 'controls', '1. C {Opening.} f'),
      ' ply="1" controls record="1. C {Opening.} f"',
      { position: Game.fromMoves('C').position, caption: 'Opening.' },
    );
  });
});

describe('Markdown: bad blocks', () => {
  it('shows an error box for an unknown key, at its line', () => {
    expectError(
      `# Title\n\n${fence('oware', 'hilite: c')}`,
      /^'hilite' is not a key of an oware block; use position, /,
      4,
    );
  });

  it("shows the element's message for a bad highlight, position, variant or side, at the key's line", () => {
    expectError(fence('oware', 'labels: letters', 'highlight: z9'), /^highlight: .*'z9' is not a pit/, 3);
    expectError(fence('oware', 'position: 4,4,4/4 S'), /^position: expected 6 pits for South, found 3$/, 2);
    expectError(fence('oware', 'variant: chess'), /^variant: 'chess' is not a variant; use one of: abapa, /, 2);
    expectError(fence('oware', 'ai: nroth'), 'ai: use none, south, north or both', 2);
    expectError(fence('oware', 'size: big'), "size: 'big' is not a number", 2);
    expectError(fence('oware', 'size: 50'), 'size: size is a width in CSS pixels from 120 to 4000', 2);
    expectError(
      fence('oware', 'stores: maybe'),
      'stores: stores is a flag: write it alone, or stores: true or false',
      2,
    );
    expectError(fence('oware', 'labels: letters', 'labels: numbers'), 'labels: given twice; give each key once', 3);
  });

  it('shows where a record cannot be read, in lines of the Markdown file', () => {
    expectError(`Intro\n\n${fence('oware', 'ply: 1', '1. C f', '2. Q a')}`, /^record: line 6, column 4: /, 3);
    expectError(fence('oware', 'ply: 9', '1. C f'), /^ply: ply 9 is outside the record's line of 2 moves/, 1);
    expectError(fence('oware', 'path: D', '1. C f'), /^path: the record has no step D/, 1);
    expectError(fence('oware', 'position: start', '1. C f'), /^position: a block with a record takes the position/, 1);
    expectError(fence('oware', 'ply: 1', '1. C {[%mark z]} f'), /^record: a comment at this step: \[%mark\]/, 1);
  });

  it('shows an error for ply or path with nothing to step through, and for an illegal move', () => {
    expectError(fence('oware', 'ply: 2'), /^ply: ply picks a step of a record or of moves/, 1);
    expectError(fence('oware', 'moves: C C', 'controls'), /^moves: move 2 \(C\) is illegal: /, 1);
  });

  it('never throws: the page goes on after a bad block, and the console hears of it by default', () => {
    const warned: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warned.push(args.join(' '));
    try {
      const html = new MarkdownIt().use(owareMarkdownIt).render(`${fence('oware', 'highlight: ?')}\nAfter.\n`);
      expect(html).to.include('role="alert"');
      expect(html).to.include('<p>After.</p>');
      expect(warned).to.have.length(1);
      expect(String(warned[0])).to.match(/^This Oware diagram \(line 2\) cannot be drawn: highlight: /);
    } finally {
      console.warn = warn;
    }
  });

  it('writes the error box heading in the plugin language, and lets onError fail a build', () => {
    const { html } = viaMarkdownIt(fence('oware', 'labels: some'), { lang: 'fr' });
    expect(html).to.include('<strong>Ce diagramme d’awalé (ligne 2) ne peut pas être dessiné :</strong>');
    const strict = new MarkdownIt().use(owareMarkdownIt, {
      onError: (e) => {
        throw e;
      },
    });
    expect(() => strict.render(fence('oware', 'labels: some'))).to.throw(
      DiagramError,
      'labels: use none, letters or numbers',
    );
  });

  it('gives the rehype file a message for each bad block', () => {
    const { messages } = viaRehype(`${fence('oware', 'labels: some')}\n${fence('oware', 'orientation: up')}`);
    expect(messages).to.deep.equal([
      '1:1 This Oware diagram (line 2) cannot be drawn: labels: use none, letters or numbers (oware-board:oware)',
      '5:1 This Oware diagram (line 6) cannot be drawn: orientation: use south or north (oware-board:oware)',
    ]);
  });
});

describe('Markdown: the rehype plugin on HTML', () => {
  it('draws <pre><code class="language-oware"> of an HTML page', () => {
    const page = '<h1>A</h1><pre><code class="language-oware">labels: letters\nhighlight: c\n</code></pre>';
    const out = String(
      unified().use(rehypeParse, { fragment: true }).use(rehypeOware).use(rehypeStringify).processSync(page),
    );
    const expected = String(
      unified()
        .use(rehypeStringify)
        .stringify({ type: 'root', children: [figure(nodes(boardSVG({ labels: 'letters', highlight: 'c' })))] }),
    );
    expect(out).to.equal(`<h1>A</h1>${expected}`);
  });
});

describe("Markdown: a record's untrue claims reach the author", () => {
  // the example docs/static-diagrams.md used to give: a is empty of captures after C f B
  const untrue = fence(
    'oware',
    'ply: 3',
    'labels: letters',
    '[Event "Club night"]',
    '1. C f 2. B {North will take two. [%mark a:capture] [%arrow B>a]} a+2',
  );
  const claim = 'record: line 5: 2... a+2: the move captures 0 seeds, not 2';
  const note = `<p class="oware-warning" role="note"><strong>Check this Oware diagram’s record:</strong> ${claim}</p>`;

  it('markdown-it: draws the picture with a note under it and tells onError (a warning)', () => {
    const { html, errors } = viaMarkdownIt(`Before.\n\n${untrue}`);
    expect(errors.map(String)).to.deep.equal([`DiagramError: ${claim.replace('line 5', 'line 7')}`]);
    expect(errors[0]!.severity).to.equal('warning');
    expect(errors[0]!.key).to.equal('record');
    expect(errors[0]!.line).to.equal(7);
    expect(html).to.match(/<figure class="oware-diagram"><svg [\s\S]*<\/svg><p class="oware-warning"/);
    expect(html).to.include(note.replace('line 5', 'line 7'));
  });

  it('rehype: the same note in the tree, onError told and a message on the file', () => {
    const { html, errors, messages } = viaRehype(untrue);
    expect(errors.map(String)).to.deep.equal([`DiagramError: ${claim}`]);
    expect(errors[0]!.severity).to.equal('warning');
    expect(html).to.include(note);
    expect(messages).to.deep.equal([`1:1 Check this Oware diagram’s record: ${claim} (oware-board:oware-record)`]);
  });

  it('a live board gets the note too, and the console hears of it without onError; a true record gets none', () => {
    const live = viaMarkdownIt(untrue.replace('labels: letters', 'controls'));
    expect(live.html).to.include('</oware-board><p class="oware-warning" role="note">');
    expect(live.errors).to.have.length(1);
    const warned: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warned.push(args.join(' '));
    try {
      new MarkdownIt().use(owareMarkdownIt).render(untrue);
    } finally {
      console.warn = warn;
    }
    expect(warned).to.deep.equal([`Check this Oware diagram’s record: ${claim}`]);
    const fixed = untrue.replace(
      '2. B {North will take two. [%mark a:capture] [%arrow B>a]} a+2',
      '2. D {North will take two. [%mark C:capture] [%arrow d>C]} d+2',
    );
    expect(viaMarkdownIt(fixed).errors).to.deep.equal([]);
    expect(viaMarkdownIt(fixed).html).not.to.include('oware-warning');
    expect(viaRehype(fixed).errors).to.deep.equal([]);
  });

  it('lets onError fail a build on an untrue claim', () => {
    const strict = new MarkdownIt().use(owareMarkdownIt, {
      onError: (e) => {
        throw e;
      },
    });
    expect(() => strict.render(untrue)).to.throw(DiagramError, 'captures 0 seeds, not 2');
  });
});
