// @web/test-runner configuration: TypeScript through esbuild, Debian's Chromium headless.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { countReporter } from './scripts/count-reporter.mjs';

const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

export default {
  files: ['test/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 2,
  testsFinishTimeout: 600_000,
  testFramework: { config: { timeout: 60_000 } },
  plugins: [esbuildPlugin({ ts: true, tsconfig: 'tsconfig.json', target: 'es2022' })],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    }),
  ],
  reporters: [defaultReporter(), countReporter()],
};
