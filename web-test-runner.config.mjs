// @web/test-runner configuration: TypeScript through esbuild, Debian's Chromium headless. The tests
// that need a page; the DOM-free ones in test/unit/ run in Node (scripts/test.mjs).
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { countReporter } from './scripts/count-reporter.mjs';

export default {
  files: ['test/**/*.test.ts', '!test/unit/**'],
  nodeResolve: true,
  concurrency: 2,
  testsFinishTimeout: 600_000,
  testFramework: { config: { timeout: 60_000 } },
  plugins: [
    // The Colyseus client (the online feature's chunk) imports Node's `ws` as its fallback when the
    // page has no WebSocket; in the browser that import is the page's own WebSocket, as the
    // builds' bundler makes it (ws's browser file is CommonJS, which this server does not convert).
    {
      name: 'ws-in-the-browser',
      resolveImport: ({ source }) => (source === 'ws' ? '/__ws-in-the-browser.js' : undefined),
      serve: (context) =>
        context.path === '/__ws-in-the-browser.js'
          ? { body: 'export default globalThis.WebSocket;', type: 'js' }
          : undefined,
    },
    esbuildPlugin({ ts: true, tsconfig: 'tsconfig.json', target: 'es2022' }),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: CHROMIUM_ARGS,
      },
      // Each test file in a browser context of its own: in one context, the second of two pages
      // open at once is a background tab, hidden, and gets no animation frames (a test waiting
      // for one — fixture() of a plain element does — times out at 60 s).
      async createPage({ browser }) {
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        page.once('close', () => void context.close().catch(() => {}));
        return page;
      },
    }),
  ],
  reporters: [defaultReporter(), countReporter()],
};
