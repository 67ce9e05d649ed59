// The demo site's shared markup, put into every page by Vite (dev server and build alike), so each
// page holds only its own content: the head's common tags (charset, viewport, icon, the two site
// stylesheets) and the site's navigation, with the page's own link marked `aria-current="page"`.
// A page asks for the navigation with an empty `<nav class="site"></nav>`.
// (Vite's own `transformIndexHtml` hook does the job in a few lines; a templating plugin would add
// a dependency and a template language for one list of links.)

import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The site's pages, in the navigation's order. */
export const PAGES = [
  ['index.html', 'Play'],
  ['play.html', 'vs Computer'],
  ['online.html', 'Play a friend'],
  ['lessons.html', 'Lessons'],
  ['puzzles.html', 'Puzzles'],
  ['editor.html', 'Editor'],
  ['records.html', 'Records'],
  ['themes.html', 'Themes'],
  ['studio.html', 'Studio'],
  ['static-diagrams.html', 'Static diagrams'],
];

/** The navigation for the page at `path` (a URL path such as `/play.html`; `/` is the index). */
export function siteNav(path: string): string {
  const page = path.replace(/^.*\//, '') || 'index.html';
  const links = PAGES.map(
    ([href, text]) => `      <a href="./${href}"${href === page ? ' aria-current="page"' : ''}>${text}</a>`,
  );
  return `<nav class="site" aria-label="Site">\n${links.join('\n')}\n    </nav>`;
}

/** The Vite plugin. */
export function demoSite(): Plugin {
  return {
    name: 'oware-demo-site',
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        if (!html.includes('<nav class="site"></nav>')) throw new Error(`${ctx.path}: no <nav class="site"></nav>`);
        const head = (tag: string, attrs: Record<string, string>): HtmlTagDescriptor => ({
          tag,
          attrs,
          injectTo: 'head-prepend',
        });
        return {
          html: html.replace('<nav class="site"></nav>', siteNav(ctx.path)),
          tags: [
            head('meta', { charset: 'utf-8' }),
            head('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
            head('link', { rel: 'icon', href: 'data:,' }),
            head('link', { rel: 'stylesheet', href: './demo.css' }),
            head('link', { rel: 'stylesheet', href: './site.css' }),
          ],
        };
      },
    },
  };
}
