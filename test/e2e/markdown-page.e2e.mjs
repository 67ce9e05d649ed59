// End-to-end: pages built from a Markdown file (demo/static-diagrams.md, with a live board, a record
// at a ply and a bad block added) by the built plugins — oware-board/markdown-it, and remark →
// oware-board/rehype — as a site would at build time. With JavaScript disabled every diagram shows
// (the live board's <noscript> picture too) and the bad block is a visible error box; axe finds no
// WCAG A/AA violation in what such a reader gets; with JavaScript the live board becomes the element
// and its fallback is gone.
//
// (axe cannot run in a page with JavaScript disabled — its timers never fire — so it checks a copy
// of the page as a reader without JavaScript gets it: the scripts left out, each <noscript>'s
// content in its place, which is how such a browser shows it.)

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import MarkdownIt from 'markdown-it';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { assert, axe, buildDist, cdnSite, check, launch, root, runChecks, watchedPage } from './harness.mjs';

buildDist();
const { default: owareMarkdownIt } = await import('oware-board/markdown-it');
const { default: rehypeOware } = await import('oware-board/rehype');

const markdown = `${readFileSync(join(root, 'demo/static-diagrams.md'), 'utf8')}
## A board to play on

\`\`\`oware interactive
labels: letters
stores
caption: Your move: South.
\`\`\`

## A game record at its third move

\`\`\`oware
ply: 3
labels: letters
[Event "Club night"]
1. C f 2. D {North will take two. [%mark C:capture] [%arrow d>C]} d+2
\`\`\`

## A block with a mistake

\`\`\`oware
highlight: c:capture z
\`\`\`
`;
/** The diagrams drawn: the five, the live board's fallback and the record's step. */
const PICTURES = 7;

const errors = [];
const options = { theme: 'auto', onError: (e) => errors.push(e.message) };
const fromMarkdownIt = new MarkdownIt().use(owareMarkdownIt, options).render(markdown);
const fromRehype = String(
  await unified().use(remarkParse).use(remarkRehype).use(rehypeOware, options).use(rehypeStringify).process(markdown),
);

const site = cdnSite();
const style = '<style>figure{margin:1em 0}figure svg{display:block;max-width:100%;height:auto}</style>';
for (const [file, body] of [
  ['markdown-it.html', fromMarkdownIt],
  ['rehype.html', fromRehype],
]) {
  const html = site.page(style + body);
  site.write(file, html);
  site.write(
    file.replace('.html', '-without-js.html'),
    html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<\/?noscript>/g, ''),
  );
}
const server = await site.serve();
const browser = await launch();

check('the plugins report the one bad block, each once', async () => {
  assert(errors.length === 2, errors.join('\n'));
  assert(
    errors.every((e) => /^highlight: .*'z' is not a pit; use A–F, a–f or 0–11$/.test(e)),
    errors.join('\n'),
  );
});

/** What a page shows: each diagram picture's size and counts, the live board's state, the error box. */
async function shown(page) {
  return page.evaluate(() => {
    const pictures = [...document.querySelectorAll('figure.oware-diagram svg[role="img"]')].map((svg) => {
      const box = svg.getBoundingClientRect();
      // a row of counts is one text: a character per pit at the list of its x, or a tspan per pit
      const counts = [...svg.querySelectorAll('text')]
        .flatMap((t) =>
          t.querySelector('tspan')
            ? [...t.querySelectorAll('tspan')].map((s) => s.textContent)
            : (t.getAttribute('x') ?? '').includes(' ')
              ? [...t.textContent]
              : [t.textContent],
        )
        .filter((t) => /^\d+$/.test(t));
      return { width: box.width, height: box.height, counts: counts.length, name: svg.getAttribute('aria-labelledby') };
    });
    const alert = document.querySelector('.oware-error[role="alert"]');
    const board = document.querySelector('oware-board');
    return {
      pictures,
      alert: alert ? { text: alert.textContent, height: alert.getBoundingClientRect().height } : null,
      defined: customElements.get('oware-board') !== undefined,
      pits: board?.shadowRoot?.querySelectorAll('[part~="pit"]').length ?? 0,
    };
  });
}

for (const file of ['markdown-it.html', 'rehype.html']) {
  for (const colorScheme of ['light', 'dark'])
    check(
      `${file} (${colorScheme}) with JavaScript disabled: every diagram shows, the error box too, and axe passes`,
      async () => {
        const context = await browser.newContext({
          javaScriptEnabled: false,
          colorScheme,
          viewport: { width: 1000, height: 800 },
        });
        const page = await context.newPage();
        const failed = [];
        page.on('requestfailed', (r) => failed.push(r.url()));
        await page.goto(`${server.url}/plain/${file}`, { waitUntil: 'load' });
        const s = await shown(page);
        assert(!s.defined, 'the element was defined: JavaScript ran');
        assert(s.pictures.length === PICTURES, `pictures: ${s.pictures.length}`);
        for (const p of s.pictures) {
          assert(p.width > 300 && p.height > 100, `a picture is ${p.width}×${p.height}`);
          assert(p.counts >= 12, `a picture shows ${p.counts} counts`);
          assert(/title .*desc$/.test(p.name), `a picture's name: ${p.name}`);
        }
        assert(s.alert && s.alert.height > 0, 'no error box');
        assert(
          /^This Oware diagram \(line 74\) cannot be drawn: highlight: .*'z' is not a pit/.test(s.alert.text),
          s.alert.text,
        );
        assert(failed.length === 0, failed.join('\n'));
        await context.close();
        // axe on the same page as shown without JavaScript (see the top of this file)
        const { page: copy, problems } = await watchedPage(browser, {
          colorScheme,
          viewport: { width: 1000, height: 800 },
        });
        await copy.goto(`${server.url}/plain/${file.replace('.html', '-without-js.html')}`, { waitUntil: 'load' });
        const c = await shown(copy);
        assert(!c.defined && c.pictures.length === PICTURES, `the copy: ${c.pictures.length} pictures`);
        const violations = await axe(copy);
        assert(violations.length === 0, `axe: ${violations.join('\n')}`);
        assert(problems.length === 0, problems.join('\n'));
        await copy.close();
      },
    );

  check(
    `${file} with JavaScript: the live board becomes the element, its fallback is gone, and axe passes`,
    async () => {
      const { page, problems } = await watchedPage(browser, { viewport: { width: 1000, height: 800 } });
      await page.goto(`${server.url}/plain/${file}`);
      await page.waitForFunction(() =>
        document.querySelector('oware-board')?.shadowRoot?.querySelector('[part~="pit"]'),
      );
      const s = await shown(page);
      assert(s.defined && s.pits === 12, `the live board: ${s.pits} pits`);
      assert(s.pictures.length === PICTURES - 1, `pictures besides the live board: ${s.pictures.length}`);
      const violations = await axe(page);
      assert(violations.length === 0, `axe: ${violations.join('\n')}`);
      assert(problems.length === 0, problems.join('\n'));
      await page.close();
    },
  );
}

try {
  await runChecks();
} finally {
  await browser.close();
  await server.close();
}
