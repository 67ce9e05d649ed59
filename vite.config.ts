// Vite: `npm start` serves the demo site (demo/), importing the element straight from src/; the
// pages' shared head tags and navigation come from scripts/demo-site.ts.
// `npm run build:demo` builds every page of the demo site into dist-demo/ (the "Static diagrams" page
// with its server-rendered column: scripts/ssr-diagrams.ts). The library builds are driven by
// scripts/build.mjs.

import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { demoSite, PAGES } from './scripts/demo-site.js';
import { ssrDiagrams } from './scripts/ssr-diagrams.js';

export default defineConfig({
  root: resolve(import.meta.dirname, 'demo'),
  plugins: [demoSite(), ssrDiagrams()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist-demo'),
    emptyOutDir: true,
    rolldownOptions: {
      input: PAGES.map(([page]) => resolve(import.meta.dirname, 'demo', page)),
      // Modules run in the order they are imported, as under the dev server: the "Static diagrams"
      // page's hydration support must run before Lit's element class, which a shared chunk would run first.
      output: { strictExecutionOrder: true },
    },
  },
  server: { port: 5173, host: '127.0.0.1', fs: { allow: [resolve(import.meta.dirname)] } },
  preview: { port: 4173, host: '127.0.0.1' },
});
