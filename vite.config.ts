// Vite: `npm start` serves the demo site (demo/), importing the element straight from src/.
// The library builds are driven by scripts/build.mjs.

import { resolve } from 'node:path';
import { defineConfig } from 'vite';

export default defineConfig({
  root: resolve(import.meta.dirname, 'demo'),
  server: { port: 5173, host: '127.0.0.1', fs: { allow: [resolve(import.meta.dirname)] } },
  preview: { port: 4173, host: '127.0.0.1' },
});
