// The demo's Vite plugin for the "Static diagrams" page's server-rendered column: where the page
// holds `<!--ssr-diagrams-->`, it writes the five diagrams as <oware-board> elements rendered by
// @lit-labs/ssr (declarative shadow DOM), so they show with JavaScript off — under `npm start` (the
// dev server) and in the built demo site (`npm run build:demo`) alike. The render runs in a child
// process (scripts/ssr-diagrams-render.mjs, under tsx): the DOM shim's globals never enter Vite's
// process, and the element comes from src/ as the rest of the demo does. The dev server renders again
// after a change in src/ or in the page's Markdown file.

import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where the page wants its server-rendered sections. */
export const SSR_MARK = '<!--ssr-diagrams-->';

const root = resolve(import.meta.dirname, '..');

/** The sections, rendered by the child process. */
function renderSections(): Promise<string> {
  return new Promise((done, fail) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', resolve(root, 'scripts/ssr-diagrams-render.mjs')],
      { cwd: root, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? fail(new Error(`the server-side render failed: ${stderr || error.message}`)) : done(stdout),
    ),
  );
}

const escapeHTML = (s: string) => s.replace(/[&<>]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt' }[c]};`);

/** The Vite plugin. */
export function ssrDiagrams(): Plugin {
  let sections: Promise<string> | null = null;
  return {
    name: 'oware-demo-ssr',
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (/[\\/]src[\\/]|static-diagrams\.md$|[\\/]demo[\\/]diagrams\.ts$|ssr-diagrams/.test(file)) sections = null;
      });
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html, ctx) {
        if (!html.includes(SSR_MARK)) return html;
        sections ??= renderSections();
        try {
          return html.replace(SSR_MARK, await sections);
        } catch (e) {
          sections = null;
          if (!ctx.server) throw e; // a build fails
          // the dev server shows what went wrong in the page's place
          return html.replace(
            SSR_MARK,
            `<pre class="ssr-error" role="alert">${escapeHTML((e as Error).message)}</pre>`,
          );
        }
      },
    },
  };
}
