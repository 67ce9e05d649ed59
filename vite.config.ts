// Vite: `npm start` serves the demo site (demo/), importing the element straight from src/; the
// pages' shared head tags and navigation come from scripts/demo-site.ts.
// The library builds are driven by scripts/build.mjs.

import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { demoSite } from './scripts/demo-site.js';

export default defineConfig({
  root: resolve(import.meta.dirname, 'demo'),
  plugins: [demoSite()],
  server: { port: 5173, host: '127.0.0.1', fs: { allow: [resolve(import.meta.dirname)] } },
  preview: { port: 4173, host: '127.0.0.1' },
});
